import { and, eq, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { SEALED_BANK_COLUMNS } from '../catalogue/index.ts';
import { operators } from '../db/schema/console.ts';
import { sealingKeyIdOf, type SecretBox, type SecretKind } from './secret-box.ts';

// Every sealed column, sealed again under the current key: by `npm run secrets:rotate` (all that
// another key sealed), and at the server's start (values stored before sealing, decision 0035:
// a migration is SQL and never holds the key).

interface SealedColumn {
  table: typeof operators | typeof SEALED_BANK_COLUMNS.table;
  id: PgColumn;
  /** The column's property name, as `set` takes it. */
  field: string;
  kind: SecretKind;
}

const SEALED_COLUMNS: SealedColumn[] = [
  { table: operators, id: operators.id, field: 'totpSecret', kind: 'totp' },
  { table: operators, id: operators.id, field: 'pendingTotpSecret', kind: 'totp' },
  ...SEALED_BANK_COLUMNS.fields.map((field) => ({
    table: SEALED_BANK_COLUMNS.table,
    id: SEALED_BANK_COLUMNS.id,
    field,
    kind: 'bank-webhook' as const,
  })),
];

const valueColumn = ({ table, field }: SealedColumn) =>
  (table as unknown as Record<string, PgColumn>)[field]!;

/** `plain`: values stored before sealing; `notCurrent`: those too, and any another key sealed. */
export type ResealScope = 'plain' | 'notCurrent';

/** Seals again what `scope` names; answers how many values were. */
export async function resealSecrets(
  db: Database,
  box: SecretBox,
  scope: ResealScope,
): Promise<number> {
  let resealed = 0;
  for (const column of SEALED_COLUMNS) {
    const value = valueColumn(column);
    const rows = (await db
      .select({ id: column.id, value })
      .from(column.table)
      .where(isNotNull(value))) as { id: string | number; value: string }[];
    for (const row of rows) {
      const keyId = sealingKeyIdOf(row.value);
      if (keyId === box.currentKeyId || (scope === 'plain' && keyId !== undefined)) continue;
      const plain = keyId === undefined ? row.value : box.open(column.kind, row.value);
      // Only if unchanged meanwhile: a value written since (a rotation, another process
      // sealing it first) is left as it is.
      const written = await db
        .update(column.table)
        .set({ [column.field]: box.seal(column.kind, plain) })
        .where(and(eq(column.id, row.id), eq(value, row.value)))
        .returning({ id: column.id });
      resealed += written.length;
    }
  }
  return resealed;
}
