/* Two original drawings: a wide scene for tablets and desktops, a compact one for phones. */

export function CelebrationWide({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 240" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="cw-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#14b8a6" />
          <stop offset="1" stopColor="#115e59" />
        </linearGradient>
      </defs>
      <ellipse cx="240" cy="214" rx="170" ry="14" fill="#ccfbf1" />
      {/* Document */}
      <g transform="translate(92 44)">
        <rect width="120" height="156" rx="12" fill="#fff" stroke="#cbd5e1" strokeWidth="2" />
        <rect x="18" y="22" width="60" height="8" rx="4" fill="#0f766e" />
        <rect x="18" y="44" width="84" height="6" rx="3" fill="#e2e8f0" />
        <rect x="18" y="58" width="72" height="6" rx="3" fill="#e2e8f0" />
        <rect x="18" y="72" width="80" height="6" rx="3" fill="#e2e8f0" />
        <rect x="18" y="96" width="84" height="6" rx="3" fill="#e2e8f0" />
        <rect x="18" y="110" width="56" height="6" rx="3" fill="#e2e8f0" />
        <path
          d="M18 138c8-10 14 6 22-4s12 4 20-2"
          fill="none"
          stroke="#0f766e"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
      {/* Card */}
      <g transform="translate(196 92) rotate(-8)">
        <rect width="176" height="108" rx="14" fill="url(#cw-card)" />
        <rect x="18" y="28" width="30" height="22" rx="5" fill="#e9b949" />
        <path d="M24 39h18M33 28v22" stroke="#d69e2e" strokeWidth="1.5" />
        <rect x="18" y="70" width="92" height="8" rx="4" fill="#99f6e4" opacity=".8" />
        <rect x="18" y="86" width="48" height="6" rx="3" fill="#99f6e4" opacity=".6" />
        <circle cx="138" cy="80" r="13" fill="#fff" opacity=".35" />
        <circle cx="152" cy="80" r="13" fill="#fff" opacity=".55" />
      </g>
      {/* Check badge */}
      <circle cx="356" cy="72" r="30" fill="#0f766e" />
      <circle cx="356" cy="72" r="38" fill="none" stroke="#99f6e4" strokeWidth="3" />
      <path
        d="M342 73l10 10 18-20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Confetti */}
      <g strokeLinecap="round" strokeWidth="4">
        <path d="M60 60l10 6" stroke="#e9b949" />
        <path d="M420 140l8-10" stroke="#14b8a6" />
        <path d="M250 30l4 12" stroke="#e9b949" />
        <path d="M70 160l-8 8" stroke="#14b8a6" />
        <path d="M430 40l10 4" stroke="#0f766e" />
      </g>
      <circle cx="300" cy="30" r="5" fill="#14b8a6" />
      <circle cx="44" cy="110" r="4" fill="#0f766e" />
      <circle cx="412" cy="190" r="5" fill="#e9b949" />
      <path d="M230 196l6-14 6 14-14-8h16z" fill="#e9b949" opacity=".8" />
    </svg>
  );
}

export function CelebrationCompact({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="86" fill="#f0fdfa" />
      <circle cx="100" cy="100" r="64" fill="#ccfbf1" />
      <g transform="translate(52 74) rotate(-10 48 30)">
        <rect width="96" height="60" rx="9" fill="#0f766e" />
        <rect x="10" y="15" width="18" height="13" rx="3" fill="#e9b949" />
        <rect x="10" y="40" width="50" height="5" rx="2.5" fill="#99f6e4" />
      </g>
      <circle cx="140" cy="64" r="22" fill="#fff" />
      <circle cx="140" cy="64" r="18" fill="#14b8a6" />
      <path
        d="M131 64l6 6 12-13"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g strokeLinecap="round" strokeWidth="4">
        <path d="M34 52l8 5" stroke="#e9b949" />
        <path d="M170 130l6-8" stroke="#0f766e" />
        <path d="M46 150l-6 6" stroke="#14b8a6" />
      </g>
      <circle cx="160" cy="160" r="4" fill="#e9b949" />
      <circle cx="40" cy="96" r="3.5" fill="#0f766e" />
    </svg>
  );
}
