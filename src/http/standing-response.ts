import type { components } from '../generated/api.js';

type Mark = { reason: string; at: Date } | null;

/** The contract's RestaurantStanding (catalogue's Standing, by shape), as the owner's and the operator's answers show it. */
export function toStandingResponse(standing: { suspended: Mark; unlisted: Mark }): components['schemas']['RestaurantStanding'] {
  const mark = (m: Mark) => m && { reason: m.reason, at: m.at.toISOString() };
  return { suspended: mark(standing.suspended), unlisted: mark(standing.unlisted) };
}
