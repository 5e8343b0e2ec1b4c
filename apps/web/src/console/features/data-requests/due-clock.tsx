import type { DataRequestItem } from '@mizan/contracts/console';

const DAY_MS = 24 * 60 * 60 * 1000;

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * A confirmed request's 30-day clock in words (colour is never the only sign): the whole days
 * left, or "Overdue" in the danger style once the due moment has passed. A done request's clock
 * has stopped.
 */
export function DueClock({
  request,
  now = Date.now(),
}: {
  request: DataRequestItem;
  now?: number;
}) {
  if (request.state !== 'confirmed' || !request.dueAt) {
    return <span className="text-ink-500">Stopped</span>;
  }
  const remainingMs = Date.parse(request.dueAt) - now;
  if (remainingMs <= 0) {
    return (
      <span className="inline-block rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-semibold text-danger-600">
        Overdue by {days(Math.max(1, Math.floor(-remainingMs / DAY_MS)))}
      </span>
    );
  }
  const left = Math.floor(remainingMs / DAY_MS);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${left < 7 ? 'bg-gold-400/20 text-ink-900' : 'bg-ink-100 text-ink-700'}`}
    >
      {left === 0 ? 'Due today' : `${days(left)} left`}
    </span>
  );
}
