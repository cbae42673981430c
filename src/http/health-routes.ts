import { Router } from 'express';
import type { operations } from '../generated/api.js';
import { probe, worstStatus, type HealthCheck } from '../shared/health.js';
import { withoutUndefined } from './routes.js';

type HealthChecksBody = operations['getHealthChecks']['responses'][200]['content']['application/json'];
type HealthBody = operations['getHealth']['responses'][200]['content']['application/json'];

/** Every check at once; probe() holds each to its time limit and turns a throw into 'error'. */
async function runChecks(checks: readonly HealthCheck[]): Promise<HealthChecksBody> {
  const results = await Promise.all(
    checks.map(async (c) => withoutUndefined({ name: c.name, ...(await probe(() => c.check())) })),
  );
  return {
    status: worstStatus(results.map((r) => r.status)),
    uptime: process.uptime(),
    timestamp: new Date().toISOString(),
    checks: results,
  };
}

/**
 * GET /health: the process is up (always 200, it is a liveness check), and 'degraded' with
 * the trouble the checks already know of, such as writes failing on a busy or full database.
 * Nothing is probed, so it stays cheap and prompt whatever the dependencies do.
 */
function liveness(checks: readonly HealthCheck[]): HealthBody {
  const problems = checks.flatMap((c) => {
    const known = c.known?.();
    return known && known.status !== 'healthy' ? [withoutUndefined({ name: c.name, detail: known.detail })] : [];
  });
  const body = { status: 'ok' as HealthBody['status'], uptime: process.uptime(), timestamp: new Date().toISOString() };
  return problems.length ? { ...body, status: 'degraded', problems } : body;
}

/**
 * GET /health/checks: answers 200 whatever the verdict, so a failing dependency is read, not
 * mistaken for a dead API. Public, so requests arriving while a run is under way share it:
 * a burst of callers cannot multiply the probe writes and fetches.
 */
export function healthRoutes(checks: readonly HealthCheck[]): Router {
  const router = Router();
  let running: Promise<HealthChecksBody> | undefined;
  router.get('/health', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(liveness(checks));
  });
  router.get('/health/checks', async (_req, res) => {
    running ??= runChecks(checks).finally(() => {
      running = undefined;
    });
    res.set('Cache-Control', 'no-store').json(await running);
  });
  return router;
}
