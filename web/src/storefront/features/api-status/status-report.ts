import type { Schemas } from '../../../api/client';
import { metricsOf, type MetricView } from './metric-report';
import { NO_ANSWER, type CallOutcome, type HealthStatus, type Observations } from './observations';
import { healthScore, worstStatus } from './status-format';

export type ServiceKey = 'api' | 'database' | 'payments' | 'storage' | 'identity' | 'mail';

export interface ServiceView {
  key: ServiceKey;
  name: string;
  status: HealthStatus;
  latencyMs?: number;
  detail: string;
}

export interface StatusReport {
  /** False when a call got no answer at all (docs/product/texts-and-errors.md's network failure). */
  reachable: boolean;
  status: HealthStatus;
  /** Round trip of GET /health; 0 when the API did not answer. */
  responseTimeMs: number;
  uptimeSeconds?: number;
  healthScore: number;
  services: ServiceView[];
  metrics: MetricView[];
  checkedAt: number;
}

type Answered<T> = Extract<CallOutcome<T>, { kind: 'answered' }>;
type Verdict = Pick<ServiceView, 'status' | 'latencyMs' | 'detail'>;

// docs/product/screens.md's cards, in its order.
const SERVICE_NAMES: Record<ServiceKey, string> = {
  api: 'API Server',
  database: 'Database',
  payments: 'Payment Gateway',
  storage: 'File Storage',
  identity: 'Authentication',
  mail: 'E-mail',
};
const SERVICE_KEYS = Object.keys(SERVICE_NAMES) as ServiceKey[];
const ENGINES: Record<Schemas['DbTest']['database'], string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

/** One entry of GET /health/checks, or an error saying why it is missing. */
function checkVerdict(checks: Answered<Schemas['HealthChecks']>, name: string): Verdict {
  if (!checks.ok) return { status: 'error', detail: `Status checks answered HTTP ${checks.httpStatus}` };
  const found = checks.body?.checks.find((c) => c.name === name);
  if (!found) return { status: 'error', detail: 'Not reported by the API' };
  return { status: found.status, latencyMs: found.latencyMs, detail: found.detail ?? '' };
}

/**
 * docs/product/texts-and-errors.md "Error catalogue": GET /health not ok is an error. Up but `degraded` (writes already seen failing) is a
 * warning naming the problems; its background jobs ride along.
 */
function apiServer(health: Answered<Schemas['Health']>, checks: Answered<Schemas['HealthChecks']>): Verdict {
  const jobs = checkVerdict(checks, 'jobs');
  if (!health.ok) return { status: worstStatus('error', jobs.status), latencyMs: health.roundTripMs, detail: `Health check answered HTTP ${health.httpStatus}` };
  const problems = health.body?.status === 'degraded' ? (health.body.problems ?? []) : undefined;
  const own: HealthStatus = problems ? 'warning' : 'healthy';
  const degraded = problems && `Degraded: ${problems.map((p) => (p.detail ? `${p.name} (${p.detail})` : p.name)).join(', ') || 'no detail given'}`;
  const detail = [degraded, `Background jobs: ${jobs.detail}`].filter(Boolean).join('; ');
  return { status: worstStatus(own, jobs.status), latencyMs: health.roundTripMs, detail };
}

/** docs/product/texts-and-errors.md "Error catalogue": the db-test call not ok (or not connected) is an error, as is the database check. */
function database(dbTest: Answered<Schemas['DbTest']>, checks: Answered<Schemas['HealthChecks']>): Verdict {
  const check = checkVerdict(checks, 'database');
  if (!dbTest.ok || !dbTest.body) {
    return { status: 'error', latencyMs: check.latencyMs, detail: `Database test answered HTTP ${dbTest.httpStatus}` };
  }
  const { database: engine, status: connection, latencyMs } = dbTest.body;
  const detail = [`${ENGINES[engine]}, ${connection}`, check.detail].filter(Boolean).join('; ');
  const own: HealthStatus = connection === 'connected' ? 'healthy' : 'error';
  return { status: worstStatus(own, check.status), latencyMs: check.latencyMs ?? latencyMs, detail };
}

function services(health: Answered<Schemas['Health']>, dbTest: Answered<Schemas['DbTest']>, checks: Answered<Schemas['HealthChecks']>) {
  const verdicts: Record<ServiceKey, Verdict> = {
    api: apiServer(health, checks),
    database: database(dbTest, checks),
    payments: checkVerdict(checks, 'payments'),
    storage: checkVerdict(checks, 'storage'),
    identity: checkVerdict(checks, 'identity'),
    // docs/architecture/mail.md "State": where order e-mails go, what waits, the last failure.
    mail: checkVerdict(checks, 'mail'),
  };
  return SERVICE_KEYS.map((key) => ({ key, name: SERVICE_NAMES[key], ...verdicts[key] }));
}

/** docs/product/texts-and-errors.md "Error catalogue": a network failure sets the whole and every service to error, with response time zero. */
function unreachable(observations: Observations): StatusReport {
  const all = SERVICE_KEYS.map((key) => ({
    key,
    name: SERVICE_NAMES[key],
    status: 'error' as const,
    detail: NO_ANSWER,
  }));
  const metrics = metricsOf(observations, undefined);
  return { reachable: false, status: 'error', responseTimeMs: 0, healthScore: 0, services: all, metrics, checkedAt: observations.checkedAt };
}

/**
 * The page's whole picture from one refresh. Healthy only if /health and db-test answered
 * ok (docs/product/constants.md "Status page") and every service's check is healthy; the score counts the six services.
 */
export function buildStatusReport(observations: Observations): StatusReport {
  const { health, dbTest, checks } = observations;
  if (health.kind === 'unreachable' || dbTest.kind === 'unreachable' || checks.kind === 'unreachable') {
    return unreachable(observations);
  }
  const list = services(health, dbTest, checks);
  const statuses = list.map((s) => s.status);
  return {
    reachable: true,
    status: worstStatus(...statuses),
    responseTimeMs: health.roundTripMs,
    uptimeSeconds: health.body?.uptime,
    healthScore: healthScore(statuses),
    services: list,
    metrics: metricsOf(observations, list.find((s) => s.key === 'identity')?.status),
    checkedAt: observations.checkedAt,
  };
}
