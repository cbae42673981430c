import { ConflictError } from '../../../shared/errors.js';

/*
 * A restaurant's standing with the platform (docs/product/decisions.md "Suspended and unlisted
 * restaurants"). Suspended: not listed, its page answers not found, checkout refuses it.
 * Unlisted: left out of search only. Each carries the operator's reason, which the owner sees.
 */
export interface StandingMark {
  reason: string;
  at: Date;
}

export interface Standing {
  suspended: StandingMark | null;
  unlisted: StandingMark | null;
}

export const GOOD_STANDING: Standing = { suspended: null, unlisted: null };

export type StandingChange = { kind: 'suspend' | 'unlist'; reason: string } | { kind: 'reinstate' };

/** The standing after `change`; a change that changes nothing is a conflict (409), so the audit log never records one. */
export function changedStanding(current: Standing, change: StandingChange, at: Date): Standing {
  if (change.kind === 'reinstate') {
    if (!current.suspended && !current.unlisted) throw new ConflictError('The restaurant is neither suspended nor unlisted');
    return GOOD_STANDING;
  }
  if (change.kind === 'suspend') {
    if (current.suspended) throw new ConflictError('The restaurant is suspended already');
    return { ...current, suspended: { reason: change.reason, at } };
  }
  if (current.unlisted || current.suspended) throw new ConflictError(current.suspended ? 'A suspended restaurant is not listed already' : 'The restaurant is unlisted already');
  return { ...current, unlisted: { reason: change.reason, at } };
}

/** Listed in search: neither suspended nor unlisted (and, as ever, with a menu). */
export const isListable = (standing: Standing) => !standing.suspended && !standing.unlisted;
