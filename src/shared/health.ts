import { token } from './di.js';

export type HealthStatus = 'healthy' | 'warning' | 'error';

export interface HealthResult {
  status: HealthStatus;
  /** How long the check took, when it measures a round trip. */
  latencyMs?: number;
  /** One short line for the status page, e.g. "local checkout, last event 2 min ago". */
  detail?: string;
}

/** A module's view of one dependency it relies on; declared through HEALTH_CHECKS. */
export interface HealthCheck {
  /** Stable key, e.g. "database", "payments". */
  name: string;
  check(): Promise<HealthResult>;
  /** Trouble already known without probing (e.g. the last write failed), for GET /health. */
  known?(): HealthResult | undefined;
}

export const HEALTH_CHECKS = token<HealthCheck>('health.HealthChecks');

const SEVERITY: Record<HealthStatus, number> = { healthy: 0, warning: 1, error: 2 };

/** The overall verdict is the worst single one; no verdicts at all is healthy. */
export function worstStatus(statuses: readonly HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'healthy');
}

/** A dependency that neither answers nor fails within this long is reported as an error. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Runs one check against a dependency: times it (unless the check measures its own round
 * trip), and turns a failure or a hang (a reconnecting client may wait forever) into 'error'.
 */
export async function probe(check: () => Promise<HealthResult>, timeoutMs = PROBE_TIMEOUT_MS): Promise<HealthResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref();
  });
  try {
    const result = await Promise.race([check(), timeout]);
    return { latencyMs: Math.round(performance.now() - started), ...result };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { status: 'error', latencyMs: Math.round(performance.now() - started), detail };
  } finally {
    clearTimeout(timer);
  }
}
