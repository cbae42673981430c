import { probe, type HealthCheck } from '../health.js';
import { pingDatabase, type Database } from './database.js';

/** `select 1` beyond this means a saturated pool or a distant database: worth a warning. */
const SLOW_MS = 100;

export function databaseHealthCheck(db: Database): HealthCheck {
  return {
    name: 'database',
    check: () =>
      probe(async () => {
        const latencyMs = Math.round(await pingDatabase(db));
        if (latencyMs > SLOW_MS) return { status: 'warning', latencyMs, detail: `select 1 took over ${SLOW_MS} ms` };
        return { status: 'healthy', latencyMs };
      }),
  };
}
