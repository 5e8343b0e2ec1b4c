import { performance } from 'node:perf_hooks';

/** Event-loop lag above this means visitors' requests are already waiting for the CPU. */
const LAG_LIMIT_MS = 30;
const TICK_MS = 20;

/**
 * Whether the site is busy: requests waiting for a database connection, or the event loop
 * running late (the process's CPU taken). The outbox worker holds back its claims meanwhile, so
 * that a burst of deliveries makes a bank wait a little rather than a visitor (decision 0025).
 */
export function siteLoad(waitingForDatabase: () => number) {
  let lagMs = 0;
  let expected = performance.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(0, now - expected);
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref();
  return {
    busy: () => waitingForDatabase() > 0 || lagMs > LAG_LIMIT_MS,
    stop: () => clearInterval(timer),
  };
}
