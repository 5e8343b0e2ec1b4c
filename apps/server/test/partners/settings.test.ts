// The delivery settings as an operator sets them (DELIVERY_RETRY_MAX_S, METRICS_TOKEN), and the
// waits between attempts they bound: capped back-off with jitter, a bank's Retry-After.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { retryAfterMs } from '../../src/partners/delivery-sender.ts';
import { retryDelayMs } from '../../src/queue/worker.ts';

describe('DELIVERY_RETRY_MAX_S', () => {
  it('defaults to 600 and takes a whole number of seconds from 1 to 86400', () => {
    expect(loadConfig({}).DELIVERY_RETRY_MAX_S).toBe(600);
    expect(loadConfig({ DELIVERY_RETRY_MAX_S: '2' }).DELIVERY_RETRY_MAX_S).toBe(2);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(() => loadConfig({ DELIVERY_RETRY_MAX_S: bad })).toThrow(/DELIVERY_RETRY_MAX_S/);
    }
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default and refuses a short token, naming the variable', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).METRICS_TOKEN).toBe('a'.repeat(32));
  });
});

describe('the wait before the next attempt', () => {
  it('doubles from the base with jitter and never passes the cap, however many attempts', () => {
    const base = 5_000;
    const cap = 600_000;
    expect(retryDelayMs(1, base, cap, () => 0)).toBe(2_500);
    expect(retryDelayMs(1, base, cap, () => 1)).toBe(5_000);
    expect(retryDelayMs(3, base, cap, () => 1)).toBe(20_000);
    for (const attempt of [8, 9, 100, 10_000]) {
      const wait = retryDelayMs(attempt, base, cap);
      expect(wait).toBeGreaterThanOrEqual(cap / 2);
      expect(wait).toBeLessThanOrEqual(cap);
    }
  });

  it("reads a bank's Retry-After in seconds or as a date", () => {
    const now = Date.parse('2026-11-27T06:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 06:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 05:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('later', now)).toBeUndefined();
  });
});
