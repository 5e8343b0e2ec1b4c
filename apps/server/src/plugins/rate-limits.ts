import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { Language } from '@mizan/contracts';
import { t } from '../texts/index.ts';

export interface RateLimitSettings {
  /** Writes (POST, PUT...) per client IP per minute, all write routes together. */
  writesPerMinute: number;
  /** Calls that send mail, per client IP per hour. */
  mailPerHour: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { writesPerMinute: 60, mailPerHour: 10 };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sends email: it gets the tighter mail limit. */
    sendsMail?: boolean;
    /**
     * Whether the route stores anything (the route table's flag). A POST that only computes an
     * answer says false: it is limited like the reads, not as a write.
     */
    changes?: boolean;
  }
}

/**
 * How long until the limit resets, rounded up: "45 seconds", "2 minutes"; in Arabic "ثانية
 * واحدة", "دقيقتين", "5 دقائق" (the catalogue's plural forms).
 */
export function waitText(milliseconds: number, language: Language): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  return seconds < 60
    ? t(language, 'problems.tooManyRequests.seconds', { count: seconds })
    : t(language, 'problems.tooManyRequests.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * Per-IP limits on every write and a tighter one on anything that sends mail. Reads are served
 * from memory and not limited here. Over the limit: 429 problem details with Retry-After.
 */
export default fp(
  async function rateLimits(app: FastifyInstance, settings: RateLimitSettings) {
    const writes = { max: settings.writesPerMinute, timeWindow: 60_000, groupId: 'writes' };
    const mail = { max: settings.mailPerHour, timeWindow: 3_600_000, groupId: 'mail' };

    // Added before the plugin's own onRoute hook, so it sees the limit we attach.
    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.config?.changes === false) return;
      // Routes outside the table (documentation, the web build) are only read.
      if (methods.every((method) => method === 'GET' || method === 'HEAD')) return;
      route.config = { ...route.config, rateLimit: route.config?.sendsMail ? mail : writes };
    });

    // Shared through Redis when several processes run; in memory otherwise.
    const redis = app.redis;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'mizan-rate-limit-' } : {}),
      // A Redis outage must not take the site down with it.
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
