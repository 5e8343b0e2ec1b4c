import { getAt, fieldId, joinPath } from '../lib/paths.ts';
import { BilingualField } from './bilingual-field.tsx';
import { CheckboxField, FieldError } from './field.tsx';
import { useEditorForm } from './form-context.tsx';
import { NumberField } from './inputs.tsx';

interface Option {
  id?: number;
  text: { en: string; ar: string };
  points: number;
  hardStop: boolean;
  value: number | null;
}

const blankOption = (): Option => ({
  text: { en: '', ar: '' },
  points: 0,
  hardStop: false,
  value: null,
});

const smallButton =
  'min-h-11 rounded-lg border border-ink-300 bg-white px-3 text-sm font-medium text-ink-900 hover:bg-ink-50 disabled:text-ink-300';

/** A question's answers, in the order shown: add, remove, move up and down. */
export function OptionsEditor() {
  const { draft, set, readOnly, errors } = useEditorForm();
  const options = (getAt(draft, 'options') as Option[] | undefined) ?? [];
  const change = (next: Option[]) => set('options', next);
  const move = (from: number, to: number) => {
    const next = [...options];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    change(next);
    // Keep the keyboard with the option it moved.
    requestAnimationFrame(() =>
      document.getElementById(`option-${to}`)?.focus({ preventScroll: false }),
    );
  };
  return (
    <fieldset id={fieldId('options')} tabIndex={-1} className="col-span-full min-w-0">
      <legend className="mb-2 text-base font-semibold text-ink-900">Options</legend>
      {errors.options && <FieldError id="options-error">{errors.options}</FieldError>}
      <ol className="space-y-3">
        {options.map((option, index) => {
          const path = joinPath('options', index);
          const number = index + 1;
          return (
            <li
              key={option.id ?? `new-${index}`}
              id={`option-${index}`}
              tabIndex={-1}
              className="rounded-xl border border-ink-300 bg-white p-4"
            >
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-ink-900">Option {number}</h3>
                {!readOnly && (
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      aria-label={`Move option ${number} up`}
                      onClick={() => move(index, index - 1)}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === options.length - 1}
                      aria-label={`Move option ${number} down`}
                      onClick={() => move(index, index + 1)}
                    >
                      Down
                    </button>
                    <button
                      type="button"
                      className={`${smallButton} text-danger-600`}
                      aria-label={`Remove option ${number}`}
                      onClick={() => change(options.filter((_, at) => at !== index))}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </div>
              <BilingualField path={joinPath(path, 'text')} label={`Option ${number} text`} />
              <div className="grid gap-x-4 sm:grid-cols-3">
                <NumberField
                  path={joinPath(path, 'points')}
                  label={`Option ${number} points`}
                  nullable={false}
                  whole
                />
                <NumberField
                  path={joinPath(path, 'value')}
                  label={`Option ${number} value`}
                  nullable
                  hint="The number it stands for (a salary band's floor); empty: none."
                />
                <CheckboxField
                  path={joinPath(path, 'hardStop')}
                  label={`Option ${number} is a hard stop`}
                  hint="Answering it ends the journey: not eligible."
                />
              </div>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <button
          type="button"
          className={`${smallButton} mt-3 border-brand-700 text-brand-700`}
          onClick={() => change([...options, blankOption()])}
        >
          Add an option
        </button>
      )}
    </fieldset>
  );
}
