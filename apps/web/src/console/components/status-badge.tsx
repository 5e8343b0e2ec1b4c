const TONES: Record<string, string> = {
  new: 'bg-gold-400/20 text-ink-900',
  answered: 'bg-brand-100 text-brand-900',
  closed: 'bg-ink-100 text-ink-700',
  Created: 'bg-ink-100 text-ink-700',
  Submitted: 'bg-brand-100 text-brand-900',
  Withdrawn: 'bg-ink-100 text-ink-700',
  // A bank's report and a bonus (issue 24).
  received: 'bg-ink-100 text-ink-700',
  approved: 'bg-brand-100 text-brand-900',
  issued: 'bg-brand-100 text-brand-900',
  declined: 'bg-ink-100 text-ink-700',
  due: 'bg-gold-400/20 text-ink-900',
  paid: 'bg-brand-100 text-brand-900',
  // Deliveries to banks (issue 24).
  pending: 'bg-ink-100 text-ink-700',
  delivered: 'bg-brand-100 text-brand-900',
  failing: 'bg-gold-400/20 text-ink-900',
  failed: 'bg-danger-50 text-danger-600',
};

/** A status as a small label (the word is always written: colour is never the only sign). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status] ?? 'bg-ink-100 text-ink-700'}`}
    >
      {status}
    </span>
  );
}
