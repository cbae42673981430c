import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

export type PayoutWeek = Schemas['PayoutWeek'];

/** The owner's statements (docs/architecture/ledger.md "Statements"): typed custom methods beside react-admin's. */
export const payoutMethods = {
  getPayouts: ({ signal }: { signal?: AbortSignal } = {}) => unwrap(api.GET('/api/my/restaurant/payouts', { signal }), 'Failed to get payouts'),
  getPayoutWeek: (weekStart: string, { signal }: { signal?: AbortSignal } = {}) =>
    unwrap(api.GET('/api/my/restaurant/payouts/{weekStart}', { params: { path: { weekStart } }, signal }), 'Failed to get the week'),
  /** The week's CSV, read with the caller's token (a plain link would carry none). */
  getStatementCsv: (weekStart: string) =>
    unwrap(api.GET('/api/my/restaurant/payouts/{weekStart}/statement.csv', { params: { path: { weekStart } }, parseAs: 'blob' }), 'Unable to download the statement'),
};

export type PayoutMethods = typeof payoutMethods;
