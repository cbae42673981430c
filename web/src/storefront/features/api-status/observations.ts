import type { Schemas } from '../../../api/client';

export type HealthStatus = Schemas['HealthStatus'];
/** What every card says after a call got no answer at all. */
export const NO_ANSWER = 'No answer from the API';

export type HealthCheckResult = Schemas['HealthChecks']['checks'][number];

/** One call as the browser saw it: no answer at all, or an answer with its HTTP status and round trip. */
export type CallOutcome<T> =
  | { kind: 'unreachable' }
  | { kind: 'answered'; ok: boolean; httpStatus: number; roundTripMs: number; body?: T };

/** How this page itself was delivered. `csp` is unknown when its headers could not be read. */
export interface PageSecurity {
  https: boolean;
  csp?: boolean;
}

/** Everything one refresh of the status page learns; the report is derived from it. */
export interface Observations {
  health: CallOutcome<Schemas['Health']>;
  dbTest: CallOutcome<Schemas['DbTest']>;
  checks: CallOutcome<Schemas['HealthChecks']>;
  page: PageSecurity;
  checkedAt: number;
}
