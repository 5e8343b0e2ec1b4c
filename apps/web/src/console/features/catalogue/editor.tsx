import { Link } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { ConflictAlert } from './form/conflict-alert.tsx';
import { ErrorSummary } from './form/error-summary.tsx';
import { EditorFormContext } from './form/form-context.tsx';
import { ItemFields } from './form/item-fields.tsx';
import { SaveBar } from './form/save-bar.tsx';
import { useEditor, type EditorState } from './form/use-editor.ts';
import { itemTitle } from './lib/item-title.ts';
import { formSchemaFor } from './lib/kind-schema.ts';
import { itemHref, KINDS, type CatalogueItem, type KindSlug } from './kinds.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-5 font-medium text-brand-700 hover:bg-brand-50';

/**
 * The edit page of one item (or a new one): the fields drawn from its schema, checked by the same
 * schema before it is sent; the server's 400 shown beside each field, its 409 as what changed
 * (the state and the saving: form/use-editor.ts).
 */
export function Editor({
  kind,
  role,
  opened,
  notice,
}: {
  kind: KindSlug;
  role: OperatorRole;
  /** The item as read (with its id and version), or a blank new one. */
  opened: CatalogueItem;
  /** A message to show on arrival ("Added."). */
  notice?: string;
}) {
  const editor = useEditor(kind, role, opened, notice);
  const { isNew, base, draft, readOnly, conflict, typeName } = editor;
  const title = isNew ? `New ${typeName}` : itemTitle(base);
  return (
    <Page title={title} actions={<EditorLinks kind={kind} editor={editor} />}>
      <CatalogueTabs current={kind} />
      <EditorIntro editor={editor} />
      {conflict && (
        <ConflictAlert
          noun={typeName}
          opened={base}
          draft={draft}
          current={conflict}
          onLoadTheirs={editor.loadTheirs}
        />
      )}
      <ErrorSummary errors={editor.errors} attempt={editor.attempt} />
      <Alert>{editor.failure}</Alert>
      <form
        noValidate
        aria-label={title}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) editor.submit();
        }}
      >
        <EditorFormContext.Provider value={editor.form}>
          <ItemFields kind={kind} schema={formSchemaFor(kind, draft)} />
        </EditorFormContext.Provider>
        {!readOnly && <SaveBar editor={editor} />}
      </form>
      {readOnly && <Alert tone="success">{editor.message}</Alert>}
    </Page>
  );
}

/** The page's links: the item's history (once it exists) and the list of its kind. */
function EditorLinks({ kind, editor }: { kind: KindSlug; editor: EditorState }) {
  return (
    <>
      {!editor.isNew && (
        <Link href={`${itemHref(kind, editor.base.id!)}/history`} className={linkClass}>
          History
        </Link>
      )}
      <Link href={`/catalogue/${kind}`} className={linkClass}>
        All {KINDS[kind].title.toLowerCase()}
      </Link>
    </>
  );
}

/** Which item at which version, whether it is on the public site, and whether it may be changed. */
function EditorIntro({ editor }: { editor: EditorState }) {
  const { isNew, base, typeName, readOnly } = editor;
  return (
    <>
      <p className="text-sm text-ink-700">
        {isNew
          ? `A new ${typeName}: it is saved as version 1.`
          : `${capitalise(typeName)} #${String(base.id)}, version ${String(base.version)}.`}{' '}
        {base.active === false && (
          <strong className="font-semibold">Inactive: not on the public site.</strong>
        )}
      </p>
      {readOnly && (
        <p className="rounded-xl border border-ink-300 bg-ink-50 px-4 py-3 text-sm text-ink-700">
          Read only: your role may look at the catalogue, not change it.
        </p>
      )}
    </>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
