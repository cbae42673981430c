import type { components } from '../generated/api.js';

/** Catalogue's OpenState as its answers and the operator's console show it (the shape, not the module's type). */
type ShownOpenState = { state: 'open' } | { state: 'closed'; opensAt: Date | null } | { state: 'paused'; resumesAt: Date | null };

/** The contract's OpenState: instants as ISO strings. Mapped once here for every module that answers one. */
export function toOpenStateResponse(state: ShownOpenState): components['schemas']['OpenState'] {
  if (state.state === 'open') return { state: 'open' };
  if (state.state === 'closed') return { state: 'closed', opensAt: state.opensAt?.toISOString() ?? null };
  return { state: 'paused', resumesAt: state.resumesAt?.toISOString() ?? null };
}
