import { NO_ANSWER, type HealthStatus, type Observations, type PageSecurity } from './observations';
import { formatMs, performanceLabel } from './status-format';

export interface MetricRow {
  label: string;
  value: string;
}

export interface MetricView {
  key: 'database' | 'api' | 'security';
  title: string;
  /** Excellent / Good / Slow, how many protections are on, or Unavailable. */
  summary: string;
  tone: HealthStatus;
  rows: MetricRow[];
}

const UNAVAILABLE = { summary: 'Unavailable', tone: 'error' } as const;
const NO_ANSWER_ROW = { label: 'Status', value: NO_ANSWER };

function rated(ms: number): Pick<MetricView, 'summary' | 'tone'> {
  const label = performanceLabel(ms);
  return { summary: label, tone: label === 'Slow' ? 'warning' : 'healthy' };
}

/** Rated by the query time the database itself took; the round trip adds the network and the API. */
function databasePerformance({ dbTest }: Observations, reachable: boolean): MetricView {
  const card = { key: 'database', title: 'Database Performance' } as const;
  if (!reachable || dbTest.kind !== 'answered') return { ...card, ...UNAVAILABLE, rows: [NO_ANSWER_ROW] };
  const roundTrip = { label: 'Round trip', value: formatMs(dbTest.roundTripMs) };
  if (!dbTest.ok || !dbTest.body) {
    return { ...card, ...UNAVAILABLE, rows: [{ label: 'Database test', value: `HTTP ${dbTest.httpStatus}` }, roundTrip] };
  }
  const query = { label: 'Query time', value: formatMs(dbTest.body.latencyMs) };
  return { ...card, ...rated(dbTest.body.latencyMs), rows: [query, roundTrip] };
}

/** Rated by the browser's round trip to GET /health: the response time of the overall card. */
function apiPerformance({ health, checks }: Observations, reachable: boolean): MetricView {
  const card = { key: 'api', title: 'API Performance' } as const;
  // docs/product/texts-and-errors.md "Error catalogue": no answer means a response time of zero.
  if (!reachable || health.kind !== 'answered') return { ...card, ...UNAVAILABLE, rows: [{ label: 'Response time', value: formatMs(0) }] };
  const rows = [{ label: 'Response time', value: formatMs(health.roundTripMs) }];
  if (checks.kind === 'answered') rows.push({ label: 'All checks', value: formatMs(checks.roundTripMs) });
  return { ...card, ...(health.ok ? rated(health.roundTripMs) : UNAVAILABLE), rows };
}

const onOff = (on: boolean | undefined) => (on === undefined ? 'Unknown' : on ? 'On' : 'Off');

/** Facts this page can vouch for: its own transport and headers, and that tokens can be verified. */
function securityStatus(page: PageSecurity, identity: HealthStatus | undefined): MetricView {
  const tokensVerifiable = identity === undefined ? undefined : identity !== 'error';
  const tokens = tokensVerifiable === undefined ? 'Unknown' : tokensVerifiable ? 'RS256, keys reachable' : 'Keys unreachable';
  const on = [page.https, page.csp, tokensVerifiable].filter(Boolean).length;
  return {
    key: 'security',
    title: 'Security Status',
    summary: `${on} of 3 on`,
    tone: on === 3 ? 'healthy' : 'warning',
    rows: [
      { label: 'HTTPS', value: onOff(page.https) },
      { label: 'Content Security Policy', value: onOff(page.csp) },
      { label: 'Access tokens', value: tokens },
    ],
  };
}

/** The three metric cards; `identity` is the Authentication verdict, undefined when the API gave none. */
export function metricsOf(observations: Observations, identity: HealthStatus | undefined): MetricView[] {
  const reachable = identity !== undefined;
  return [
    databasePerformance(observations, reachable),
    apiPerformance(observations, reachable),
    securityStatus(observations.page, identity),
  ];
}
