import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from '../lib/rate-limit-store.ts';
import { waitText } from '../lib/wait-text.ts';
import { t } from '../texts/index.ts';

export { waitText };

export interface RateLimitSettings {
  /** Writes (POST, PUT...) per client IP per minute, all write routes together. */
  writesPerMinute: number;
  /** Calls that send mail, per client IP per hour. */
  mailPerHour: number;
  /**
   * Console reads per client IP per minute. The console is never exempt from limits (issue 22):
   * its reads (lists, details, exports of personal data) are limited too, unlike the public ones.
   */
  consoleReadsPerMinute?: number;
  /**
   * Calculations (counts, value estimates, quotes, comparisons) per client IP per minute
   * (CALCULATIONS_PER_MINUTE): a visitor toggling features as fast as they can asks for about
   * one a second.
   */
  calculationsPerMinute?: number;
}

const CONSOLE_READS_PER_MINUTE = 300;
export const DEFAULT_CALCULATIONS_PER_MINUTE = 300;
/**
 * A bank's status reports per address per minute: a bank reporting a day's decisions in a burst
 * must not be slowed like a visitor's writes, yet a stranger's guesses stay bounded.
 */
const PARTNER_REPORTS_PER_MINUTE = 600;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  writesPerMinute: 60,
  mailPerHour: 10,
  consoleReadsPerMinute: CONSOLE_READS_PER_MINUTE,
  calculationsPerMinute: DEFAULT_CALCULATIONS_PER_MINUTE,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends email: it gets the tighter mail limit. */
    sendsMail?: boolean;
    /**
     * Whether the route stores anything (the route table's flag). A POST that only computes an
     * answer says false: it is limited like the reads, not as a write.
     */
    changes?: boolean;
    /** Limited like a write although it changes nothing (the route table's flag). */
    limited?: boolean;
    /** A calculation: it has the calculations' limit (the route table's flag). */
    calculates?: boolean;
  }
}

/**
 * Per-IP limits on every write, a tighter one on anything that sends mail, and a generous one on
 * calculations. Other reads are served from memory and not limited here. Over the limit: 429
 * problem details with Retry-After.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, settings: RateLimitSettings) {
    const writes = { max: settings.writesPerMinute, timeWindow: 60_000, groupId: 'writes' };
    const mail = { max: settings.mailPerHour, timeWindow: 3_600_000, groupId: 'mail' };

    // Added before the plugin's own onRoute hook, so it sees the limit we attach.
    const consoleReads = {
      max: settings.consoleReadsPerMinute ?? CONSOLE_READS_PER_MINUTE,
      timeWindow: 60_000,
      groupId: 'console-reads',
    };

    const partnerReports = {
      max: PARTNER_REPORTS_PER_MINUTE,
      timeWindow: 60_000,
      groupId: 'partner-reports',
    };

    const calculations = {
      max: settings.calculationsPerMinute ?? DEFAULT_CALCULATIONS_PER_MINUTE,
      timeWindow: 60_000,
      groupId: 'calculations',
    };

    app.addHook('onRoute', (route) => {
      if (route.config?.calculates) {
        route.config = { ...route.config, rateLimit: calculations };
        return;
      }
      if (route.config?.partnerEndpoint) {
        route.config = { ...route.config, rateLimit: partnerReports };
        return;
      }
      const methods = [route.method].flat();
      const isRead = methods.every((method) => method === 'GET' || method === 'HEAD');
      if (route.config?.consoleEndpoint) {
        route.config = { ...route.config, rateLimit: isRead ? consoleReads : writes };
        return;
      }
      if (route.config?.changes === false && !route.config?.limited) return;
      // Routes outside the table (documentation, the web build) are only read.
      if (isRead) return;
      route.config = { ...route.config, rateLimit: route.config?.sendsMail ? mail : writes };
    });

    await app.register(rateLimit, {
      global: false,
      // Shared through Redis when several processes run; in memory otherwise, and while Redis
      // is down (lib/rate-limit-store.ts).
      store: rateLimitStore(app.redis, 'mizan-rate-limit-', app.log),
      // Never meant to happen (the store falls back to memory): a limit's failure must not
      // take the site down with it.
      skipOnError: true,
      errorResponseBuilder: ({ language }, context) => ({
        statusCode: 429,
        status: 429,
        title: t(language, 'problems.tooManyRequests.title'),
        detail: t(language, 'problems.tooManyRequests.fromAddress', {
          wait: waitText(context.ttl, language),
        }),
      }),
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
