import type { SVGProps } from 'react';

export interface StrokeIconProps extends SVGProps<SVGSVGElement> {
  /** The path of a 20 x 20 line icon, drawn with a 2 px round stroke in the text colour. */
  d: string;
}

/** Decorative line icons (arrows, ticks, chevrons); hidden from screen readers. */
export function StrokeIcon({ d, viewBox = '0 0 20 20', ...props }: StrokeIconProps) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" {...props}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The cross of every close and remove button. */
export const CloseIcon = ({ className = 'size-5' }: { className?: string }) => (
  <StrokeIcon d="M6 6l12 12M18 6L6 18" viewBox="0 0 24 24" className={className} />
);
