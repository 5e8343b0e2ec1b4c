import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';
import { sameSecret } from '../services/console/secrets.ts';
import { queueGauges } from '../queue/gauges.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What other plugins count, to be scraped with the rest. */
    metrics: { unsignedPartnerReports: Counter<'bank'> };
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: the scraper's bearer token. Without it GET /metrics answers 404. */
  token: string | undefined;
  database: DatabaseHandle;
}

/**
 * GET /metrics, Prometheus text for a scraper on the internal network (decision 0025): the
 * queue's depth and the age of its oldest pending job per queue and per bank, deliveries by
 * state, request latency per route, the database pool, partner reports refused for their
 * signature (decision 0034). A request without the right bearer token gets the same 404 as any
 * unknown address: the route does not admit it exists. It is not part of the public API and not
 * in the OpenAPI document.
 */
export default fp(
  async function metrics(app: FastifyInstance, options: MetricsOptions) {
    const registry = new Registry();
    const latency = new Histogram({
      name: 'mizan_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const pool = new Gauge({
      name: 'mizan_db_pool_connections',
      help: 'Database connections in use and callers waiting for one (PGlite: one connection)',
      labelNames: ['state'] as const,
      registers: [registry],
    });
    const poolMax = new Gauge({
      name: 'mizan_db_pool_max',
      help: 'The most connections the pool opens (DATABASE_POOL_MAX; 1 for PGlite)',
      registers: [registry],
    });
    const queues = queueGauges(registry);
    // Counted here rather than written to the audit log: anyone may post one (issue 32).
    const unsignedPartnerReports = new Counter({
      name: 'mizan_partner_reports_unsigned_total',
      help: 'Status reports refused for their signature, by bank key (unknown: no bank has it)',
      labelNames: ['bank'] as const,
      registers: [registry],
    });
    app.decorate('metrics', { unsignedPartnerReports });
    const inFlight = new Gauge({
      name: 'mizan_queue_in_flight',
      help: 'Jobs this process is working on now, by queue (a bank slow to answer shows here)',
      labelNames: ['queue'] as const,
      registers: [registry],
    });

    // Every route's latency, labelled by its pattern (never the raw address, which would carry
    // ids and grow without bound); what no route matched is one label.
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      latency.observe(
        {
          route: request.routeOptions.url ?? 'unmatched',
          method: request.method,
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!options.token || !authorised(request.headers.authorization, options.token)) {
        return reply.callNotFound();
      }
      const stats = options.database.poolStats();
      pool.set({ state: 'in_use' }, stats.inUse);
      pool.set({ state: 'idle' }, stats.total - stats.inUse);
      pool.set({ state: 'waiting' }, stats.waiting);
      poolMax.set(stats.max);
      for (const [queue, count] of Object.entries(app.queue.inFlight())) {
        inFlight.set({ queue }, count);
      }
      await queues.refresh(app.db);
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database', 'queue'] },
);

function authorised(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return given !== undefined && sameSecret(given, token);
}
