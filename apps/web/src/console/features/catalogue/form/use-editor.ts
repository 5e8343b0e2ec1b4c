import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import { ConsoleApiError } from '../../../lib/console-api.ts';
import { failureText } from '../../../lib/format.ts';
import { roleMayCall } from '../../../lib/session.ts';
import { useAddItem } from '../api/add-item.ts';
import { useSaveItem } from '../api/save-item.ts';
import { checkSchemaFor } from '../lib/kind-schema.ts';
import { setAt } from '../lib/paths.ts';
import { conflictCurrent, serverFieldErrors, validate, type FieldErrors } from '../lib/validate.ts';
import { itemHref, KINDS, type CatalogueItem, type KindSlug } from '../kinds.ts';
import type { EditorForm } from './form-context.tsx';

/**
 * The editor's state and what it does: the draft against the version it was opened at, checked
 * by the kind's schema before it is sent; the server's 400 kept by field, its 409 as the version
 * that is current now, anything else as a failure to show.
 */
export function useEditor(
  kind: KindSlug,
  role: OperatorRole,
  opened: CatalogueItem,
  notice?: string,
) {
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

  const undo = () => {
    setDraft(base);
    setErrors({});
  };

  return {
    isNew,
    base,
    draft,
    errors,
    attempt,
    conflict,
    message,
    failure,
    pending,
    readOnly,
    dirty,
    typeName,
    form,
    submit,
    loadTheirs,
    undo,
  };
}

export type EditorState = ReturnType<typeof useEditor>;
