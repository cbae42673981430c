import type { components } from '../../../generated/api.js';
import { readDate, readRange } from '../../../http/simple-rest-query.js';
import type { AuditFilter, AuditPage, AuditQuery } from '../domain/audit.js';

type Sort = components['schemas']['AuditSort'];
type Filter = components['schemas']['AuditFilter'];

/** The operator lists' page: at most 100 rows, 25 by default (react-admin's own page size). */
export const OPERATOR_PAGE_MAX = 100;
const DEFAULT_RANGE = '[0,24]';

/**
 * react-admin's simple REST parameters as the contract's validator hands them over: `sort` and
 * `filter` parsed and checked against AuditSort and AuditFilter, `range` checked by its pattern.
 */
export interface ValidatedListQuery {
  sort?: unknown;
  range?: string;
  filter?: unknown;
}

export function parseAuditQuery(query: ValidatedListQuery): AuditQuery {
  const sort = query.sort as Sort | undefined;
  return { order: sort?.[1] === 'ASC' ? 'asc' : 'desc', filter: readFilter((query.filter as Filter | undefined) ?? {}) };
}

export function parseAuditPage(query: ValidatedListQuery): AuditPage {
  return { ...parseAuditQuery(query), range: readRange(query.range ?? DEFAULT_RANGE, OPERATOR_PAGE_MAX, 'entries') };
}

function readFilter({ action, targetKind, targetId, operator, from, to }: Filter): AuditFilter {
  return {
    actions: action === undefined ? undefined : Array.isArray(action) ? action : [action],
    targetKind,
    targetId: targetId || undefined,
    operatorText: operator?.trim().toLowerCase() || undefined,
    from: from === undefined ? undefined : readDate('filter.from', from, 'start'),
    before: to === undefined ? undefined : readDate('filter.to', to, 'end'),
  };
}
