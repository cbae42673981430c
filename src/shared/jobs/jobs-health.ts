import type { HealthCheck, HealthResult } from '../health.js';

/** Both adapters report on themselves; the status page sees one "jobs" check either way. */
export function jobsHealthCheck(queue: { health(): Promise<HealthResult> }): HealthCheck {
  return { name: 'jobs', check: () => queue.health() };
}
