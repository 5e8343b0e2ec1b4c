import { useId } from 'react';

export interface DailyPoint {
  day: string;
  count: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** A round number at or above `max`, for the axis: 1, 2 or 5 times a power of ten. */
function axisTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

/**
 * One step's count on each day, as bars: plain SVG (no chart library in the console's bundle).
 * A screen reader hears it as one image with a title and a summary (role img, title and desc);
 * the daily table under it holds every figure.
 */
export function FunnelChart({ title, points }: { title: string; points: DailyPoint[] }) {
  const id = useId();
  const top = axisTop(Math.max(0, ...points.map((p) => p.count)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.7);
  const total = points.reduce((sum, p) => sum + p.count, 0);
  const highest = points.reduce<DailyPoint | undefined>(
    (best, p) => (best === undefined || p.count > best.count ? p : best),
    undefined,
  );
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  const summary =
    points.length === 0
      ? 'No days to show.'
      : `${total} in all from ${first} to ${last}` +
        (highest && highest.count > 0 ? `; the most, ${highest.count}, on ${highest.day}.` : '.');
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-auto w-full"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{summary}</desc>
      {[0, 0.5, 1].map((share) => {
        const y = PAD.top + plotHeight * (1 - share);
        return (
          <g key={share} aria-hidden="true">
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} className="stroke-ink-300" />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" className="fill-ink-700 text-[11px]">
              {Math.round(top * share)}
            </text>
          </g>
        );
      })}
      {points.map((p, index) => {
        const height = (plotHeight * p.count) / top;
        return (
          <rect
            key={p.day}
            x={PAD.left + index * slot + (slot - barWidth) / 2}
            y={PAD.top + plotHeight - height}
            width={barWidth}
            height={height}
            className="fill-brand-600"
          />
        );
      })}
      <g aria-hidden="true" className="fill-ink-700 text-[11px]">
        <text x={PAD.left} y={HEIGHT - 8}>
          {first}
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
          {last}
        </text>
      </g>
    </svg>
  );
}
