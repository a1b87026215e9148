import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/**
 * /healthz answers while the process is up (liveness); /readyz only when the database (and Redis, when
 * configured) answer, so a load balancer sends traffic to instances that can serve it.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const checks: Record<string, 'ok' | 'failing'> = {};
    try {
      await app.ctx.db.execute(sql`select 1`);
      checks.database = 'ok';
    } catch {
      checks.database = 'failing';
    }
    if (app.ctx.redis) {
      try {
        await app.ctx.redis.ping();
        checks.redis = 'ok';
      } catch {
        checks.redis = 'failing';
      }
    }
    const ready = Object.values(checks).every((state) => state === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
};
