import { useState } from 'react';
import { Link } from 'wouter';
import type { OperatorRole } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Alert } from '../../components/alert.tsx';
import { Page } from '../../components/page.tsx';
import { ConsoleApiError } from '../../lib/console-api.ts';
import { failureText, formatDateTime } from '../../lib/format.ts';
import { roleMayCall } from '../../lib/session.ts';
import { useCatalogueItem } from './api/get-item.ts';
import { useHistory, type HistoryEntry } from './api/get-history.ts';
import { useRestoreItem } from './api/restore-item.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { ChangesTable } from './form/changes-table.tsx';
import { changesBetween } from './lib/diff.ts';
import { itemTitle } from './lib/item-title.ts';
import { itemHref, KINDS, type KindSlug } from './kinds.ts';

const ACTIONS: Record<string, string> = {
  'catalogue.create': 'Added',
  'catalogue.update': 'Saved',
  'catalogue.restore': 'Restored',
  'catalogue.seed': 'Seeded',
};

/**
 * /catalogue/<kind>/<id>/history: every saved version, newest first; each one's differences from
 * the current version, and "restore this version" (saved again as the next version).
 */
export function HistoryPage({
  kind,
  id,
  role,
}: {
  kind: KindSlug;
  id: string;
  role: OperatorRole;
}) {
  const def = KINDS[kind];
  const current = useCatalogueItem(kind, id);
  const history = useHistory(kind, id);
  const restore = useRestoreItem(kind, id);
  const [open, setOpen] = useState<number | undefined>();
  const [confirming, setConfirming] = useState<number | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const mayRestore = roleMayCall(role, def.calls.restore);
  const item = current.data;
  const title = item ? `History of ${itemTitle(item)}` : 'History';

  const doRestore = (entry: HistoryEntry) => {
    if (!item) return;
    setMessage(undefined);
    restore.mutate(
      { version: entry.version, currentVersion: item.version },
      {
        onSuccess: (saved) => {
          setConfirming(undefined);
          setMessage(`Version ${entry.version} is restored, saved as version ${saved.version}.`);
          void history.refetch();
        },
      },
    );
  };

  const restoreFailure =
    restore.error instanceof ConsoleApiError && restore.error.status === 409
      ? `Someone saved this ${def.noun} since you opened its history. Reload the page and try again.`
      : restore.isError
        ? failureText(restore.error)
        : undefined;

  return (
    <Page
      title={title}
      actions={
        <Link
          href={itemHref(kind, id)}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-700 bg-white px-5 font-medium text-brand-700 hover:bg-brand-50"
        >
          Back to the {def.noun}
        </Link>
      }
    >
      <CatalogueTabs current={kind} />
      <Alert>
        {history.isError
          ? failureText(history.error)
          : current.isError
            ? failureText(current.error)
            : restoreFailure}
      </Alert>
      <Alert tone="success">{message}</Alert>
      {history.isPending && (
        <p role="status" className="text-sm text-ink-500">
          Loading the history…
        </p>
      )}
      {history.data && (
        <ol className="space-y-3" aria-label="Versions, newest first">
          {history.data.items.map((entry) => {
            const isCurrent = entry.version === item?.version;
            const changes = item ? changesBetween(item, entry.item) : [];
            return (
              <li key={entry.version} className="rounded-card border border-ink-300 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <h2 className="font-semibold text-ink-900">
                      Version {entry.version}
                      {isCurrent && (
                        <span className="ms-2 text-sm font-normal text-ink-500">(current)</span>
                      )}
                    </h2>
                    <p className="text-sm text-ink-700">
                      {ACTIONS[entry.action] ?? entry.action} {formatDateTime(entry.at)} by{' '}
                      {entry.actor.email ?? 'the system'}
                    </p>
                  </div>
                  {!isCurrent && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        aria-expanded={open === entry.version}
                        aria-controls={`changes-${entry.version}`}
                        onClick={() => setOpen(open === entry.version ? undefined : entry.version)}
                      >
                        {open === entry.version ? 'Hide' : 'Show'} differences
                      </Button>
                      {mayRestore && confirming !== entry.version && (
                        <Button variant="secondary" onClick={() => setConfirming(entry.version)}>
                          Restore this version
                        </Button>
                      )}
                    </div>
                  )}
                </div>
                {confirming === entry.version && (
                  <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-ink-50 p-3">
                    <p className="text-sm text-ink-900">
                      Restore version {entry.version}? It is saved again as version{' '}
                      {(item?.version ?? 0) + 1}; nothing is lost.
                    </p>
                    <Button autoFocus disabled={restore.isPending} onClick={() => doRestore(entry)}>
                      Restore version {entry.version}
                    </Button>
                    <Button variant="ghost" onClick={() => setConfirming(undefined)}>
                      Cancel
                    </Button>
                  </div>
                )}
                <div
                  id={`changes-${entry.version}`}
                  hidden={open !== entry.version}
                  className="mt-3"
                >
                  {open === entry.version && (
                    <ChangesTable
                      changes={changes}
                      caption={`Version ${entry.version} against the current version`}
                      before={`Current (version ${item?.version ?? '?'})`}
                      after={`Version ${entry.version}`}
                    />
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Page>
  );
}
