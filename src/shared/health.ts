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
}

export const HEALTH_CHECKS = token<HealthCheck>('health.HealthChecks');
