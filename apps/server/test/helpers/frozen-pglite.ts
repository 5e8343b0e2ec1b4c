// A frozen PGlite: PGlite is one connection in-process, so it freezes when whatever holds that
// connection never lets go, as a transaction does whose code waits for something that never
// comes. The holder here is such a transaction, on the app's own database.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

export interface HeldPglite {
  /** Lets the holder finish: the queue moves again. */
  thaw(): Promise<void>;
  /** How the holder's transaction ended (rejected when it was ended for standing idle). */
  readonly ended: Promise<void>;
}

/** Resolves once a transaction holds the connection; it keeps it until thaw(). */
export async function holdPglite(db: Database): Promise<HeldPglite> {
  let letGo!: () => void;
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const ended = db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    holding();
    await released;
  });
  ended.catch(() => {});
  await held;
  return {
    ended,
    async thaw() {
      letGo();
      await ended.catch(() => {});
    },
  };
}
