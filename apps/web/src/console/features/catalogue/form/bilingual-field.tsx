import { getAt, joinPath, type Path } from '../lib/paths.ts';
import { editorInputClass, EditorField, FieldError } from './field.tsx';
import { useEditorForm } from './form-context.tsx';

/**
 * A text in both languages: English (left to right) and Arabic (right to left, lang="ar") side by
 * side, each with its own label and error. A text the contract lets be absent (nullable) is null
 * when both are empty.
 */
export function BilingualField({
  path,
  label,
  nullable = false,
  multiline = false,
}: {
  path: Path;
  label: string;
  nullable?: boolean;
  multiline?: boolean;
}) {
  const { draft, set, readOnly, errors } = useEditorForm();
  const value = getAt(draft, path) as { en?: string; ar?: string } | null | undefined;
  const change = (language: 'en' | 'ar', text: string) => {
    const next = { en: value?.en ?? '', ar: value?.ar ?? '', [language]: text };
    set(path, nullable && next.en === '' && next.ar === '' ? null : next);
  };
  const groupError = errors[path];
  return (
    <fieldset className="col-span-full min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink-900">{label}</legend>
      {nullable && <p className="mb-1 text-xs text-ink-500">Both empty: none.</p>}
      <div className="grid gap-x-4 md:grid-cols-2">
        {(['en', 'ar'] as const).map((language) => {
          const fieldPath = joinPath(path, language);
          const common = {
            className: editorInputClass,
            value: value?.[language] ?? '',
            readOnly,
            dir: language === 'ar' ? 'rtl' : 'ltr',
            lang: language,
          } as const;
          return (
            <EditorField
              key={language}
              path={fieldPath}
              label={`${label} (${language === 'en' ? 'English' : 'Arabic'})`}
            >
              {(control) =>
                multiline ? (
                  <textarea
                    {...control}
                    {...common}
                    rows={3}
                    onChange={(event) => change(language, event.target.value)}
                  />
                ) : (
                  <input
                    {...control}
                    {...common}
                    type="text"
                    onChange={(event) => change(language, event.target.value)}
                  />
                )
              }
            </EditorField>
          );
        })}
      </div>
      {groupError && <FieldError id={`${path}-group-error`}>{groupError}</FieldError>}
    </fieldset>
  );
}
