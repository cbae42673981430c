import { describe, expect, it } from 'vitest';
import type { Schemas } from '../../../api/client';
import type { CallOutcome, HealthCheckResult, Observations } from './observations';
import { buildStatusReport } from './status-report';

const answered = <T>(body: T, roundTripMs: number, httpStatus = 200): CallOutcome<T> => ({
  kind: 'answered',
  ok: httpStatus < 300,
  httpStatus,
  roundTripMs,
  body: httpStatus < 300 ? body : undefined,
});

const CHECKS: HealthCheckResult[] = [
  { name: 'database', status: 'healthy', latencyMs: 1.8 },
  { name: 'jobs', status: 'healthy', latencyMs: 0.9, detail: 'in-process' },
  { name: 'storage', status: 'healthy', latencyMs: 6.2, detail: 'local disk' },
  { name: 'identity', status: 'healthy', latencyMs: 12.5, detail: 'embedded provider, 1 signing key' },
  { name: 'payments', status: 'healthy', latencyMs: 3, detail: 'mode local; no event received yet' },
  { name: 'mail', status: 'healthy', latencyMs: 1.1, detail: 'embedded mail catcher; 0 waiting; none sent yet' },
];

function checksBody(overrides: Partial<Record<string, Partial<HealthCheckResult>>> = {}): Schemas['HealthChecks'] {
  const checks = CHECKS.map((c) => ({ ...c, ...overrides[c.name] }));
  return { status: 'healthy', uptime: 18_330, timestamp: '2025-01-06T12:30:00.000Z', checks };
}

function observations(overrides: Partial<Observations> = {}): Observations {
  return {
    health: answered({ status: 'ok', uptime: 18_330, timestamp: '2025-01-06T12:30:00.000Z' }, 42),
    dbTest: answered({ status: 'connected', database: 'postgresql', latencyMs: 2.4 }, 61),
    checks: answered(checksBody(), 75),
    page: { https: true, csp: true },
    checkedAt: Date.parse('2025-01-06T12:30:00Z'),
    ...overrides,
  };
}

const statusOf = (report: ReturnType<typeof buildStatusReport>, name: string) => report.services.find((s) => s.name === name)?.status;
const metric = (report: ReturnType<typeof buildStatusReport>, title: string) => report.metrics.find((m) => m.title === title);

describe('buildStatusReport', () => {
  it('is healthy when both calls are ok and every check is healthy, with real figures', () => {
    const report = buildStatusReport(observations());
    expect(report).toMatchObject({ reachable: true, status: 'healthy', responseTimeMs: 42, uptimeSeconds: 18_330, healthScore: 100 });
    expect(report.services.map((s) => [s.name, s.status, s.latencyMs, s.detail])).toEqual([
      ['API Server', 'healthy', 42, 'Background jobs: in-process'],
      ['Database', 'healthy', 1.8, 'PostgreSQL, connected'],
      ['Payment Gateway', 'healthy', 3, 'mode local; no event received yet'],
      ['File Storage', 'healthy', 6.2, 'local disk'],
      ['Authentication', 'healthy', 12.5, 'embedded provider, 1 signing key'],
      ['E-mail', 'healthy', 1.1, 'embedded mail catcher; 0 waiting; none sent yet'],
    ]);
    expect(metric(report, 'Database Performance')).toMatchObject({
      summary: 'Excellent',
      rows: [{ label: 'Query time', value: '2.4 ms' }, { label: 'Round trip', value: '61 ms' }],
    });
    expect(metric(report, 'API Performance')).toMatchObject({
      summary: 'Excellent',
      rows: [{ label: 'Response time', value: '42 ms' }, { label: 'All checks', value: '75 ms' }],
    });
    expect(metric(report, 'Security Status')).toMatchObject({ summary: '3 of 3 on', tone: 'healthy' });
  });

  it('rates the API Good under 100 ms and Slow from 100 ms on', () => {
    const good = buildStatusReport(observations({ health: answered({ status: 'ok', uptime: 1, timestamp: '' }, 99) }));
    expect(metric(good, 'API Performance')?.summary).toBe('Good');
    const slow = buildStatusReport(observations({ health: answered({ status: 'ok', uptime: 1, timestamp: '' }, 100) }));
    expect(metric(slow, 'API Performance')).toMatchObject({ summary: 'Slow', tone: 'warning' });
  });

  it('sets the whole and every service to error with response time zero on a network failure (docs/product/texts-and-errors.md "Error catalogue")', () => {
    for (const call of ['health', 'dbTest', 'checks'] as const) {
      const report = buildStatusReport(observations({ [call]: { kind: 'unreachable' } }));
      expect(report).toMatchObject({ reachable: false, status: 'error', responseTimeMs: 0, healthScore: 0 });
      expect(report.services.every((s) => s.status === 'error' && s.detail === 'No answer from the API')).toBe(true);
      expect(report.services).toHaveLength(6);
      expect(metric(report, 'API Performance')?.rows).toEqual([{ label: 'Response time', value: '0 ms' }]);
      expect(metric(report, 'Security Status')?.rows[2]).toEqual({ label: 'Access tokens', value: 'Unknown' });
    }
  });

  it('is an error when /health answers but not ok (docs/product/texts-and-errors.md "Error catalogue")', () => {
    const report = buildStatusReport(observations({ health: answered({ status: 'ok', uptime: 1, timestamp: '' }, 30, 503) }));
    expect(report.status).toBe('error');
    expect(statusOf(report, 'API Server')).toBe('error');
    expect(report.services[0]?.detail).toBe('Health check answered HTTP 503');
    expect(report.healthScore).toBe(83);
  });

  it('warns on the API Server card, naming the problems, when /health answers degraded', () => {
    const health = answered<Schemas['Health']>({ status: 'degraded', uptime: 1, timestamp: '', problems: [{ name: 'database', detail: 'read-only' }, { name: 'storage' }] }, 30);
    const report = buildStatusReport(observations({ health }));
    expect(statusOf(report, 'API Server')).toBe('warning');
    expect(report.status).toBe('warning');
    expect(report.services[0]?.detail).toMatch(/^Degraded: database \(read-only\), storage; Background jobs: /);
  });

  it('is an error when db-test answers but not ok, or not connected (docs/product/texts-and-errors.md "Error catalogue")', () => {
    const down = buildStatusReport(observations({ dbTest: answered({ status: 'error', database: 'postgresql', latencyMs: 5000 }, 30, 503) }));
    expect(down.status).toBe('error');
    expect(statusOf(down, 'Database')).toBe('error');
    expect(metric(down, 'Database Performance')).toMatchObject({ summary: 'Unavailable', tone: 'error' });
    const notConnected = buildStatusReport(observations({ dbTest: answered({ status: 'error', database: 'sqlite', latencyMs: 1 }, 30) }));
    expect(statusOf(notConnected, 'Database')).toBe('error');
  });

  it('carries a check that warns onto its card and halves its share of the score', () => {
    const checks = answered(checksBody({ jobs: { status: 'warning', detail: '0 waiting, 0 delayed, 0 failed; no worker seen' } }), 20);
    const report = buildStatusReport(observations({ checks }));
    expect(report.status).toBe('warning');
    expect(report.healthScore).toBe(92);
    expect(report.services[0]).toMatchObject({ status: 'warning', detail: 'Background jobs: 0 waiting, 0 delayed, 0 failed; no worker seen' });
  });

  it('shows a failing check on its own card and the whole as an error', () => {
    const checks = answered(checksBody({ storage: { status: 'error', detail: 'local disk not writable (EEXIST)' } }), 20);
    const report = buildStatusReport(observations({ checks }));
    expect(report.status).toBe('error');
    expect(report.services.find((s) => s.name === 'File Storage')).toMatchObject({ status: 'error', detail: 'local disk not writable (EEXIST)' });
  });

  it('makes the services behind the checks errors when the checks call fails or leaves one out', () => {
    const failed = buildStatusReport(observations({ checks: answered(checksBody(), 20, 500) }));
    expect(['Payment Gateway', 'File Storage', 'Authentication', 'E-mail'].map((n) => statusOf(failed, n))).toEqual(['error', 'error', 'error', 'error']);
    const missing = answered({ ...checksBody(), checks: CHECKS.filter((c) => c.name !== 'payments') }, 20);
    const partial = buildStatusReport(observations({ checks: missing }));
    expect(partial.services.find((s) => s.name === 'Payment Gateway')).toMatchObject({ status: 'error', detail: 'Not reported by the API' });
  });

  it('shows order e-mails that fail to send as a warning on the E-mail card, with the last failure', () => {
    const detail = 'SMTP smtp.example.com:587; 3 waiting; last sent 2025-01-06T12:00:00.000Z; 3 failing, last failure 2025-01-06T12:29:00.000Z: connect ECONNREFUSED';
    const report = buildStatusReport(observations({ checks: answered(checksBody({ mail: { status: 'warning', detail } }), 20) }));
    expect(report.status).toBe('warning');
    expect(report.services.find((s) => s.name === 'E-mail')).toMatchObject({ status: 'warning', detail });
  });

  it('counts only the protections it can vouch for', () => {
    const report = buildStatusReport(observations({ page: { https: false } }));
    expect(metric(report, 'Security Status')).toMatchObject({
      summary: '1 of 3 on',
      tone: 'warning',
      rows: [
        { label: 'HTTPS', value: 'Off' },
        { label: 'Content Security Policy', value: 'Unknown' },
        { label: 'Access tokens', value: 'RS256, keys reachable' },
      ],
    });
  });
});
