import { useSearch } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { failureText } from '../../lib/format.ts';
import { useCatalogueItem } from './api/get-item.ts';
import { Editor } from './editor.tsx';
import { blankItem } from './lib/kind-schema.ts';
import { KINDS, type KindSlug } from './kinds.ts';

/** /catalogue/<kind>/<id>: an item read from the server, then edited. */
export function EditItemPage({
  kind,
  id,
  role,
}: {
  kind: KindSlug;
  id: string;
  role: OperatorRole;
}) {
  const item = useCatalogueItem(kind, id);
  const added = new URLSearchParams(useSearch()).get('added') === '1';
  if (item.data) {
    return (
      <Editor
        key={`${id}`}
        kind={kind}
        role={role}
        opened={item.data}
        notice={added ? `Added as version ${item.data.version}.` : undefined}
      />
    );
  }
  return (
    <Page title={`A ${KINDS[kind].noun}`}>
      <Alert>{item.isError ? failureText(item.error) : undefined}</Alert>
      {item.isPending && (
        <p role="status" className="text-sm text-ink-500">
          Loading…
        </p>
      )}
    </Page>
  );
}

/** /catalogue/<kind>/new (a product: `?type=Card` or `Loan`): a blank item to add. */
export function NewItemPage({ kind, role }: { kind: KindSlug; role: OperatorRole }) {
  const type = new URLSearchParams(useSearch()).get('type') === 'Loan' ? 'Loan' : 'Card';
  return <Editor key={`${kind}-${type}`} kind={kind} role={role} opened={blankItem(kind, type)} />;
}
