import type { HealthStatus } from './observations';

export type PerformanceLabel = 'Excellent' | 'Good' | 'Slow';

/** docs/product/constants.md "Status page": under 50 ms Excellent, under 100 ms Good, else Slow. */
export function performanceLabel(ms: number): PerformanceLabel {
  if (ms < 50) return 'Excellent';
  return ms < 100 ? 'Good' : 'Slow';
}

/** '0 ms', '1.8 ms', '12 ms': a tenth where it still tells something. */
export function formatMs(ms: number): string {
  const shown = ms < 10 ? Number(ms.toFixed(1)) : Math.round(ms);
  return `${shown} ms`;
}

/** docs/product/screens.md "API status": uptime as hours and minutes, 18_330 s -> '5h 5m'. */
export function formatUptime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

const SEVERITY: Record<HealthStatus, number> = { healthy: 0, warning: 1, error: 2 };

/** The worst of several verdicts; nothing at all is healthy. */
export function worstStatus(...statuses: HealthStatus[]): HealthStatus {
  return statuses.reduce<HealthStatus>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'healthy');
}

/** A service counts 1 when healthy, half when it only warns, nothing when in error. */
const SCORE: Record<HealthStatus, number> = { healthy: 1, warning: 0.5, error: 0 };

/** Health score in percent: the services' mean score, 0 when there are none. */
export function healthScore(statuses: HealthStatus[]): number {
  if (statuses.length === 0) return 0;
  return Math.round((statuses.reduce((sum, s) => sum + SCORE[s], 0) / statuses.length) * 100);
}

const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'medium' });

/** When the page last checked, in the viewer's own time: '20:17:27'. */
export const formatTime = (epochMs: number) => TIME.format(epochMs);
