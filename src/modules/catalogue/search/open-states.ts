import { DEFAULT_TIME_ZONE, openStateUntil, type OpenState, type ServiceState } from '../domain/opening-hours.js';

const OPEN: OpenState = { state: 'open' };

interface Known {
  service: ServiceState;
  openState: OpenState;
  /** When `openState` changes by itself, in ms; Infinity: only a write changes it. */
  until: number;
}

/**
 * Every restaurant's open state for search (docs/product/decisions.md "Running a service"),
 * kept in memory with the instant each one next changes by itself. Restaurants without
 * hours or pause are open around the clock and take no room. Asking at a later time
 * recomputes only the states that have run out, and only once the earliest has.
 */
export class OpenStates {
  private readonly known = new Map<string, Known>();
  private nextChange = Infinity;

  /** Takes a restaurant's hours and pause as saved now. */
  set(id: string, service: ServiceState, now: Date): void {
    const known = this.computed(service, now);
    this.known.set(id, known);
    this.nextChange = Math.min(this.nextChange, known.until);
  }

  stateOf(id: string): OpenState {
    return this.known.get(id)?.openState ?? OPEN;
  }

  isOpen(id: string): boolean {
    return this.stateOf(id).state === 'open';
  }

  /** The zone its hours are read in, for showing `opensAt` and `resumesAt`. */
  timeZoneOf(id: string): string {
    return this.known.get(id)?.service.availability.timeZone ?? DEFAULT_TIME_ZONE;
  }

  /** Restaurants not open, and only those can be (the rest are open around the clock). */
  *notOpen(): Generator<string> {
    for (const [id, known] of this.known) if (known.openState.state !== 'open') yield id;
  }

  /**
   * Brings every state to `now`; returns the restaurants whose state changed. Costs one
   * comparison until the earliest change is due, then one pass over the restaurants with hours.
   */
  advance(now: Date): string[] {
    if (now.getTime() < this.nextChange) return [];
    const changed: string[] = [];
    let next = Infinity;
    for (const [id, known] of this.known) {
      if (known.until <= now.getTime()) {
        const fresh = this.computed(known.service, now);
        this.known.set(id, fresh);
        changed.push(id);
        next = Math.min(next, fresh.until);
      } else {
        next = Math.min(next, known.until);
      }
    }
    this.nextChange = next;
    return changed;
  }

  private computed(service: ServiceState, now: Date): Known {
    const { openState, until } = openStateUntil(service.availability, now, service.pausedUntil);
    return { service, openState, until: until?.getTime() ?? Infinity };
  }
}
