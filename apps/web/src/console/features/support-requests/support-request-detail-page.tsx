import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { SUPPORT_REQUEST_STATUSES, type SupportRequestStatus } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { Alert } from '../../components/alert.tsx';
import { DetailList } from '../../components/detail-list.tsx';
import { Erased, isErased } from '../../components/erased.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { COUNTRY_NAMES, failureText, formatDateTime } from '../../lib/format.ts';
import { useSupportRequest } from './api/get-support-request.ts';
import { useUpdateSupportRequest } from './api/update-support-request.ts';

export function SupportRequestDetailPage({ id }: { id: string }) {
  const request = useSupportRequest(id);
  const update = useUpdateSupportRequest(id);
  const [status, setStatus] = useState<SupportRequestStatus | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const chosen = status ?? request.data?.status;
  return (
    <Page
      title="Support request"
      actions={
        <Link
          href="/support-requests"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          ← Back to support requests
        </Link>
      }
    >
      <Alert>
        {request.isError
          ? failureText(request.error)
          : update.isError
            ? failureText(update.error)
            : undefined}
      </Alert>
      <Alert tone="success">{saved}</Alert>
      {request.isPending && (
        <p role="status" className="text-sm text-ink-500">
          Loading the request…
        </p>
      )}
      {request.data && (
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <Panel>
            <DetailList
              items={[
                ...(isErased(request.data.requester)
                  ? [['From', <Erased />] satisfies [string, ReactNode]]
                  : [
                      ['From', request.data.requester.fullName] satisfies [string, ReactNode],
                      ['Email', request.data.requester.email] satisfies [string, ReactNode],
                    ]),
                ['Received', formatDateTime(request.data.createdAt)],
                ['Country', COUNTRY_NAMES[request.data.country] ?? request.data.country],
                ['Language', request.data.language === 'ar' ? 'Arabic' : 'English'],
                ['Status', <StatusBadge status={request.data.status} />],
              ]}
            />
            <h2 className="mt-6 mb-2 text-lg font-semibold">Message</h2>
            <p className="rounded-xl bg-ink-50 p-4 text-sm whitespace-pre-wrap" dir="auto">
              {isErased(request.data.requester) ? <Erased /> : request.data.message}
            </p>
          </Panel>
          <Panel>
            <h2 className="mb-4 text-lg font-semibold">Change the status</h2>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!chosen) return;
                setSaved(undefined);
                update.mutate(chosen, {
                  onSuccess: () => setSaved(`Status changed to ${chosen}.`),
                });
              }}
            >
              <Field label="Status">
                {(control) => (
                  <Select
                    {...control}
                    value={chosen}
                    onChange={(event) => setStatus(event.target.value as SupportRequestStatus)}
                  >
                    {SUPPORT_REQUEST_STATUSES.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Button type="submit" disabled={update.isPending || chosen === request.data.status}>
                {update.isPending ? 'Saving…' : 'Save status'}
              </Button>
            </form>
          </Panel>
        </div>
      )}
    </Page>
  );
}
