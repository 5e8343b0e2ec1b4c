import { useId, useState } from 'react';
import { editorInputClass } from './field.tsx';
import { useEditorForm } from './form-context.tsx';
import { today } from '../lib/stale.ts';

interface Fact {
  value: unknown;
  source: { url: string; checkedOn: string | null };
}

const toolButton =
  'min-h-11 rounded-lg border border-brand-700 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-brand-50';

/**
 * Most of a product's facts are read from one page (its Key Facts Statement): that page and the
 * day it was checked, given once for the facts that have no source yet, or for every fact after
 * a re-check.
 */
export function SourceFiller() {
  const { draft, set, readOnly } = useEditorForm();
  const [url, setUrl] = useState('');
  const [day, setDay] = useState(today());
  const [done, setDone] = useState<string | undefined>();
  const urlId = useId();
  const dayId = useId();
  if (readOnly) return null;
  const facts = (draft.facts ?? {}) as Record<string, Fact | undefined>;
  const apply = (every: boolean) => {
    let count = 0;
    const next: Record<string, Fact | undefined> = {};
    for (const [key, fact] of Object.entries(facts)) {
      if (!fact) {
        next[key] = fact;
        continue;
      }
      const source = { ...fact.source };
      if (every || source.url === '') {
        if (url) source.url = url;
        if (day) source.checkedOn = day;
        count += 1;
      }
      next[key] = { ...fact, source };
    }
    set('facts', next);
    setDone(`${count} fact${count === 1 ? '' : 's'} updated.`);
  };
  return (
    <div className="mb-4 rounded-xl bg-ink-50 p-4">
      <p className="mb-2 text-sm font-semibold text-ink-900">One source for many facts</p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor={urlId} className="mb-1 block text-sm font-medium">
            Source address
          </label>
          <input
            id={urlId}
            type="url"
            dir="ltr"
            className={editorInputClass}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={dayId} className="mb-1 block text-sm font-medium">
            Checked on
          </label>
          <input
            id={dayId}
            type="date"
            className={editorInputClass}
            value={day}
            onChange={(event) => setDay(event.target.value)}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className={toolButton} onClick={() => apply(false)}>
          Apply to facts without a source
        </button>
        <button type="button" className={toolButton} onClick={() => apply(true)}>
          Apply to every fact
        </button>
        <span role="status" className="text-sm text-ink-700">
          {done}
        </span>
      </div>
    </div>
  );
}
