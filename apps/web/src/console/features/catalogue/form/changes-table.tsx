import { showValue, type Change } from '../lib/diff.ts';

/** Field by field, two versions of an item side by side. */
export function ChangesTable({
  changes,
  caption,
  before,
  after,
}: {
  changes: Change[];
  caption: string;
  before: string;
  after: string;
}) {
  if (changes.length === 0) return <p className="text-sm text-ink-700">No field differs.</p>;
  return (
    <div
      className="relative overflow-x-auto rounded-lg border border-ink-300 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-100 text-xs font-semibold text-ink-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              Field
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {before}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {after}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path} className="border-t border-ink-100 align-top">
              <th scope="row" className="px-3 py-2 text-start font-medium text-ink-900">
                {change.label}
              </th>
              <td className="px-3 py-2 break-words text-ink-700" dir="auto">
                {showValue(change.before, change.path)}
              </td>
              <td className="px-3 py-2 break-words text-ink-900" dir="auto">
                {showValue(change.after, change.path)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
