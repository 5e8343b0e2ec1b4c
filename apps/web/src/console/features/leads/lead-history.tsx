import type { ApplicationDetail } from '@mizan/contracts/console';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatDateTime } from '../../lib/format.ts';

const SOURCES: Record<ApplicationDetail['history'][number]['source'], string> = {
  visitor: 'Applicant',
  bank: 'Bank',
  operator: 'Operator',
};

const CHANNELS: Record<string, string> = { call: 'Call', whatsapp: 'WhatsApp', email: 'Email' };

/** How the bank may contact the applicant: "Call, 09:00-18:00"; none before submission. */
export function contactText(contact: ApplicationDetail['contact']): string {
  if (!contact) return 'Not given';
  return `${CHANNELS[contact.channel] ?? contact.channel}, ${contact.from}–${contact.to} (local time)`;
}

/**
 * Every step of the application, oldest first: its own (created, submitted, withdrawn) and what
 * its bank reported (issue 24). An ordered list, so a screen reader counts the steps.
 */
export function LeadHistory({ history }: { history: ApplicationDetail['history'] }) {
  if (history.length === 0) return <p className="text-sm text-ink-500">No steps yet.</p>;
  return (
    <ol aria-label="History" className="space-y-2 text-sm">
      {history.map((step, index) => (
        <li
          key={`${step.at}-${step.status}-${index}`}
          className="flex flex-wrap items-center gap-2"
        >
          <time dateTime={step.at} className="text-ink-500">
            {formatDateTime(step.at)}
          </time>
          <StatusBadge status={step.status} />
          <span className="text-ink-700">by {SOURCES[step.source]}</span>
        </li>
      ))}
    </ol>
  );
}
