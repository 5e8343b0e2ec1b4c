import { createContext, useContext } from 'react';
import type { FieldErrors } from '../lib/validate.ts';
import type { Path } from '../lib/paths.ts';
import type { KindSlug } from '../kinds.ts';

/** What every field of an editor reads: the draft, how to change it, the errors, read-only. */
export interface EditorForm {
  kind: KindSlug;
  draft: Record<string, unknown>;
  set: (path: Path, value: unknown) => void;
  errors: FieldErrors;
  readOnly: boolean;
}

export const EditorFormContext = createContext<EditorForm | null>(null);

export function useEditorForm(): EditorForm {
  const form = useContext(EditorFormContext);
  if (!form) throw new Error('A catalogue field is drawn outside its editor');
  return form;
}
