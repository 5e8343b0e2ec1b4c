import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText } from '../../lib/format.ts';
import { roleMayCall } from '../../lib/session.ts';
import { useAddItem } from './api/add-item.ts';
import { useSaveItem } from './api/save-item.ts';
import { ConflictAlert } from './form/conflict-alert.tsx';
import { ErrorSummary } from './form/error-summary.tsx';
import { EditorFormContext, type EditorForm } from './form/form-context.tsx';
import { ItemFields } from './form/item-fields.tsx';
import { itemTitle } from './lib/item-title.ts';
import { checkSchemaFor, formSchemaFor } from './lib/kind-schema.ts';
import { setAt } from './lib/paths.ts';
import { conflictCurrent, serverFieldErrors, validate, type FieldErrors } from './lib/validate.ts';
import { itemHref, KINDS, type CatalogueItem, type KindSlug } from './kinds.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-5 font-medium text-brand-700 hover:bg-brand-50';

/**
 * The edit page of one item (or a new one): the fields drawn from its schema, checked by the same
 * schema before it is sent; the server's 400 shown beside each field, its 409 as what changed.
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
  const def = KINDS[kind];
  const isNew = opened.id === undefined;
  const [base, setBase] = useState(opened);
  const [draft, setDraft] = useState(opened);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [conflict, setConflict] = useState<Record<string, unknown> | undefined>();
  const [message, setMessage] = useState<string | undefined>(notice);
  const [failure, setFailure] = useState<string | undefined>();
  const [, navigate] = useLocation();
  const save = useSaveItem(kind);
  const add = useAddItem(kind);
  const pending = save.isPending || add.isPending;
  const readOnly = !roleMayCall(role, isNew ? def.calls.add : def.calls.save);
  const dirty = JSON.stringify(draft) !== JSON.stringify(base);
  const typeName =
    kind === 'products' ? (draft.productType === 'Loan' ? 'loan' : 'card') : def.noun;

  // Unsaved changes are not lost to a closed tab or a reload without a word.
  useEffect(() => {
    if (!dirty || readOnly) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, readOnly]);

  const form: EditorForm = {
    kind,
    draft,
    readOnly,
    errors,
    set: (path, value) => {
      setDraft((current) => setAt(current, path, value));
      setMessage(undefined);
    },
  };

  const failed = (error: unknown) => {
    const fields = serverFieldErrors(error);
    const current = conflictCurrent(error);
    if (fields) {
      setErrors(fields);
      setAttempt((count) => count + 1);
    } else if (current) {
      setConflict(current);
    } else if (error instanceof ConsoleApiError && error.status === 409) {
      setFailure(`A ${typeName} with this key or code exists already.`);
    } else {
      setFailure(failureText(error));
    }
  };

  const submit = () => {
    setMessage(undefined);
    setFailure(undefined);
    setConflict(undefined);
    const checked = validate(checkSchemaFor(kind, draft), draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setAttempt((count) => count + 1);
      return;
    }
    setErrors({});
    const body = checked.data as CatalogueItem;
    if (isNew) {
      add.mutate(body, {
        onSuccess: (saved) => navigate(`${itemHref(kind, saved.id)}?added=1`, { replace: true }),
        onError: failed,
      });
    } else {
      save.mutate(body, {
        onSuccess: (saved) => {
          setBase(saved);
          setDraft(saved);
          setMessage(`Saved. This ${typeName} is now at version ${saved.version}.`);
        },
        onError: failed,
      });
    }
  };

  const loadTheirs = () => {
    if (!conflict) return;
    setBase(conflict);
    setDraft(conflict);
    setConflict(undefined);
    setErrors({});
    setMessage(`Their version ${String(conflict.version)} is loaded. Make your changes again.`);
    // The alert that had the focus is gone: the page's heading takes it, not the document.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#main h1')?.focus());
  };

  const title = isNew ? `New ${typeName}` : itemTitle(base);
  return (
    <Page
      title={title}
      actions={
        <>
          {!isNew && (
            <Link href={`${itemHref(kind, base.id!)}/history`} className={linkClass}>
              History
            </Link>
          )}
          <Link href={`/catalogue/${kind}`} className={linkClass}>
            All {def.title.toLowerCase()}
          </Link>
        </>
      }
    >
      <CatalogueTabs current={kind} />
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
      {conflict && (
        <ConflictAlert
          noun={typeName}
          opened={base}
          draft={draft}
          current={conflict}
          onLoadTheirs={loadTheirs}
        />
      )}
      <ErrorSummary errors={errors} attempt={attempt} />
      <Alert>{failure}</Alert>
      <form
        noValidate
        aria-label={title}
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) submit();
        }}
      >
        <EditorFormContext.Provider value={form}>
          <ItemFields kind={kind} schema={formSchemaFor(kind, draft)} />
        </EditorFormContext.Provider>
        {!readOnly && (
          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-ink-300 bg-white/95 px-4 py-3 backdrop-blur">
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : isNew ? `Add ${typeName}` : 'Save'}
            </Button>
            {dirty && !isNew && (
              <Button
                variant="ghost"
                disabled={pending}
                onClick={() => {
                  setDraft(base);
                  setErrors({});
                }}
              >
                Undo my changes
              </Button>
            )}
            <span className="text-sm text-ink-700">
              {dirty ? 'Unsaved changes.' : isNew ? '' : 'No unsaved changes.'}
            </span>
            <div className="basis-full sm:ms-auto sm:basis-auto">
              <Alert tone="success">{message}</Alert>
            </div>
          </div>
        )}
      </form>
      {readOnly && <Alert tone="success">{message}</Alert>}
    </Page>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
