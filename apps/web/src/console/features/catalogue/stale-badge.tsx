/** "Stale": a fact not checked for more than 90 days (or never); the word, never colour alone. */
export function StaleBadge({ since }: { since: string | null }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-gold-400/25 px-2.5 py-0.5 text-xs font-semibold text-ink-900"
      title={since ? `Oldest check: ${since}` : 'Never checked'}
    >
      Stale
      <span className="sr-only">{since ? `, checked on ${since}` : ', never checked'}</span>
    </span>
  );
}
