import type { components } from '../../../generated/api.js';
import type { OpenState } from '../domain/opening-hours.js';

/** The contract's OpenState: instants as ISO strings. */
export function toOpenStateResponse(state: OpenState): components['schemas']['OpenState'] {
  if (state.state === 'open') return { state: 'open' };
  if (state.state === 'closed') return { state: 'closed', opensAt: state.opensAt?.toISOString() ?? null };
  return { state: 'paused', resumesAt: state.resumesAt?.toISOString() ?? null };
}
