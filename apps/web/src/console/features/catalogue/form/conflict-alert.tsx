import { useEffect, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { changesBetween, flatten } from '../lib/diff.ts';
import { ChangesTable } from './changes-table.tsx';

/**
 * A save refused with 409: someone saved the item since it was opened. Says what they changed
 * (what they saved against what was opened), with the draft's value beside it, and offers their
 * version to carry on from.
 */
export function ConflictAlert({
  noun,
  opened,
  draft,
  current,
  onLoadTheirs,
}: {
  noun: string;
  opened: unknown;
  draft: unknown;
  current: Record<string, unknown>;
  onLoadTheirs: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [current]);
  const mine = flatten(draft);
  const changes = changesBetween(opened, current).map((change) => ({
    ...change,
    before: change.after,
    after: mine.get(change.path),
  }));
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="space-y-3 rounded-xl border border-s-4 border-danger-600 bg-white p-4 focus:outline-2 focus:outline-offset-2 focus:outline-danger-600"
    >
      <h2 className="font-semibold text-danger-600">
        Someone saved this {noun} since you opened it
      </h2>
      <p className="text-sm text-ink-700">
        Your changes are not saved. Version {String(current.version)} is now the latest
        {changes.length > 0 ? '; they changed these fields:' : '.'}
      </p>
      {changes.length > 0 && (
        <ChangesTable
          changes={changes}
          caption="What they changed"
          before="Their version"
          after="Your draft"
        />
      )}
      <Button variant="secondary" onClick={onLoadTheirs}>
        Load their version
      </Button>
    </div>
  );
}
