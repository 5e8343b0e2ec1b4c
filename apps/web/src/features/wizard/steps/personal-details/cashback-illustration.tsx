import { useId } from 'react';

/** Step 0's cashback illustration: a card and coins, drawn here (no image request). */
export function CashbackIllustration({ className = '' }: { className?: string }) {
  // Gradient ids must be unique: the illustration can be on the page twice (wide and narrow).
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  const card = `${id}-card`;
  const coin = `${id}-coin`;
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={card} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f766e" />
          <stop offset="1" stopColor="#134e4a" />
        </linearGradient>
        <linearGradient id={coin} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f6d365" />
          <stop offset="1" stopColor="#d69e2e" />
        </linearGradient>
      </defs>
      <circle cx="160" cy="120" r="108" fill="#f0fdfa" />
      <g transform="rotate(-8 150 120)">
        <rect x="52" y="62" width="196" height="124" rx="16" fill={`url(#${card})`} />
        <rect x="74" y="92" width="34" height="26" rx="5" fill="#e9b949" />
        <rect x="74" y="140" width="112" height="9" rx="4.5" fill="#99f6e4" opacity="0.7" />
        <rect x="74" y="158" width="64" height="9" rx="4.5" fill="#99f6e4" opacity="0.45" />
        <circle cx="206" cy="156" r="14" fill="#14b8a6" opacity="0.8" />
        <circle cx="224" cy="156" r="14" fill="#e9b949" opacity="0.8" />
      </g>
      <g>
        <circle cx="250" cy="70" r="30" fill={`url(#${coin})`} />
        <circle
          cx="250"
          cy="70"
          r="22"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.6"
          strokeWidth="3"
        />
        <path d="M243 70h14M250 61v18" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="84" cy="196" r="20" fill={`url(#${coin})`} />
        <path d="M78 196h12M84 190v12" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M268 176l8-8m0 0l8 8m-8-8v26"
          stroke="#0d9488"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      </g>
    </svg>
  );
}
