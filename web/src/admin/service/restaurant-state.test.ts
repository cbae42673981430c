import { describe, expect, it } from 'vitest';
import { restaurantStateText } from './restaurant-state';

// Friday 27 November 2026, 12:00 in London (GMT).
const now = new Date('2026-11-27T12:00:00Z');
const status = (openState: Parameters<typeof restaurantStateText>[0]['openState'], closures: Parameters<typeof restaurantStateText>[0]['closures'] = []) => ({ openState, closures, timeZone: 'Europe/London' });

describe('restaurantStateText', () => {
  it('says open', () => {
    expect(restaurantStateText(status({ state: 'open' }), now)).toBe('Open · taking orders');
  });

  it('says until when a pause runs, or that it waits for the owner (a missed order)', () => {
    expect(restaurantStateText(status({ state: 'paused', resumesAt: '2026-11-27T12:30:00Z' }), now)).toBe('Not taking orders · paused until 12:30');
    expect(restaurantStateText(status({ state: 'paused', resumesAt: null }), now)).toBe('Not taking orders · paused until you resume');
  });

  it('says why it is closed: a closure of today (its reason), or the hours', () => {
    expect(restaurantStateText(status({ state: 'closed', opensAt: '2026-11-27T17:00:00Z' }), now)).toBe('Closed · outside opening hours · opens 17:00');
    expect(restaurantStateText(status({ state: 'closed', opensAt: '2026-11-30T17:00:00Z' }, [{ from: '2026-11-26', to: '2026-11-29', reason: 'Refit' }]), now)).toBe(
      'Closed · Refit · opens Mon 17:00',
    );
    expect(restaurantStateText(status({ state: 'closed', opensAt: null }, [{ from: '2026-11-27', to: '2026-11-27' }]), now)).toBe('Closed · closed today');
    // A closure on another day does not explain today.
    expect(restaurantStateText(status({ state: 'closed', opensAt: null }, [{ from: '2026-12-25', to: '2026-12-26', reason: 'Christmas' }]), now)).toBe('Closed · outside opening hours');
  });
});
