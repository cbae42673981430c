import { probe, type HealthCheck, type HealthResult } from '../health.js';
import { pingDatabase, type Database } from './database.js';
import type { ServiceUnavailableError } from './service-unavailable.js';
import { writeBlocker } from './write-probe.js';
import { WriteTrouble } from './write-trouble.js';

/** `select 1` beyond this means a saturated pool or a distant database: worth a warning. */
const SLOW_MS = 100;

function troubleResult(trouble: ServiceUnavailableError): HealthResult {
  return { status: 'error', detail: `${trouble.message} (${trouble.code})` };
}

/**
 * Reads alone would say "healthy" while writes fail, so the check also asks whether a write
 * could start now, and remembers what the last failed write said (a full disk shows only then).
 */
export function databaseHealthCheck(db: Database): HealthCheck {
  const trouble = new WriteTrouble(db);
  return {
    name: 'database',
    known: () => {
      const current = trouble.current();
      return current && troubleResult(current);
    },
    check: () =>
      probe(async () => {
        const latencyMs = Math.round(await pingDatabase(db));
        const blocker = (await writeBlocker(db)) ?? trouble.current();
        if (blocker) return { latencyMs, ...troubleResult(blocker) };
        if (latencyMs > SLOW_MS) return { status: 'warning', latencyMs, detail: `select 1 took over ${SLOW_MS} ms` };
        return { status: 'healthy', latencyMs };
      }),
  };
}
