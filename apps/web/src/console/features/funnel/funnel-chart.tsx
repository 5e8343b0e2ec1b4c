import { useId } from 'react';

export interface DailyPoint {
  day: string;
  count: number;
}

/** Each day's slot in the drawing's own units; the drawing is stretched to the panel's width. */
const SLOT = 10;
const BAR = 7;

/**
 * A round number at or above `max`, for the axis: 2, 4, 6, 8 or 10 times a power of ten, so that
 * its half (the middle line) is a whole count too.
 */
function axisTop(max: number): number {
  if (max <= 0) return 2;
  const power = 10 ** Math.max(0, Math.floor(Math.log10(max)));
  return [2, 4, 6, 8, 10].map((m) => m * power).find((top) => top >= max)!;
}

/**
 * One step's count on each day, as bars: plain SVG (no chart library in the console's bundle),
 * stretched to the width it is given; its numbers are HTML beside and under it, so they stay
 * legible at 375 px. A screen reader hears it as one image with a title and a summary (role img,
 * title and desc); the daily table under it holds every figure.
 */
export function FunnelChart({ title, points }: { title: string; points: DailyPoint[] }) {
  const id = useId();
  const top = axisTop(Math.max(0, ...points.map((p) => p.count)));
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
    <div className="max-w-3xl">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="-my-2 flex h-52 w-10 shrink-0 flex-col justify-between text-end text-xs text-ink-700"
        >
          <span>{top}</span>
          <span>{top / 2}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${Math.max(1, points.length) * SLOT} 100`}
          preserveAspectRatio="none"
          className="h-48 w-full"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              x1={0}
              x2={Math.max(1, points.length) * SLOT}
              y1={y}
              y2={y}
              vectorEffect="non-scaling-stroke"
              className="stroke-ink-300"
            />
          ))}
          {points.map((p, index) => {
            const height = (100 * p.count) / top;
            return (
              <rect
                key={p.day}
                x={index * SLOT + (SLOT - BAR) / 2}
                y={100 - height}
                width={BAR}
                height={height}
                className="fill-brand-600"
              />
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ms-12 mt-1 flex justify-between text-xs text-ink-700">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </div>
  );
}
