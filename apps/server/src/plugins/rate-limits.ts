import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';

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
 * How long until the limit resets, in Arabic words: "ثانية واحدة", "دقيقتين", "5 دقائق",
 * "45 دقيقة" (the counted noun follows Arabic's plural forms). The English `after` comes from
 * the rate limiter itself.
 */
export function arabicWait(milliseconds: number): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000));
  const [n, forms] =
    seconds < 60
      ? [seconds, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', other: 'ثانية' }]
      : [
          Math.ceil(seconds / 60),
          { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', other: 'دقيقة' },
        ];
  const category = new Intl.PluralRules('ar').select(n);
  if (category === 'one' || category === 'two') return forms[category];
  return `${n} ${category === 'few' ? forms.few : forms.other}`;
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
      errorResponseBuilder: (request, context) =>
        request.language === 'ar'
          ? {
              statusCode: 429,
              status: 429,
              title: 'طلبات كثيرة جداً',
              detail: `وصلنا عدد كبير من الطلبات من عنوانك. يرجى المحاولة مرة أخرى بعد ${arabicWait(context.ttl)}.`,
            }
          : {
              statusCode: 429,
              status: 429,
              title: 'Too many requests',
              detail: `Too many requests from your address. Please try again in ${context.after}.`,
            },
    });
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
