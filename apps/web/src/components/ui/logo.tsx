/** Mizan's mark: a balance, for weighing offers fairly. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M16 6v20M8 11h16M8 11l-3 8h6zM24 11l-3 8h6zM11 26h10" />
      </g>
    </svg>
  );
}
