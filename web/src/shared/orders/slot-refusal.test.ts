import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/expect-data';
import { slotRefusalText } from './slot-refusal';

const refused = (body: object) => new ApiRequestError('Unable to create checkout session', 409, body as never);

describe('slotRefusalText', () => {
  it('asks for another time when the hold of an order for later ran out', () => {
    expect(slotRefusalText(refused({ code: 'SLOT_HOLD_ENDED', message: 'x' }))).toBe('The time held for this order has run out: check out again to choose a slot');
  });

  it("gives a full or no longer offered slot in the server's words about the slot", () => {
    expect(slotRefusalText(refused({ code: 'SLOT_FULL', message: 'The 19:30 slot is full: choose another time', details: [{ path: 'slot', message: 'The 19:30 slot is full: choose another time' }] }))).toBe(
      'The 19:30 slot is full: choose another time',
    );
    expect(slotRefusalText(refused({ code: 'SLOT_UNAVAILABLE', message: 'slot: Bella Napoli does not offer that time: choose another', details: [{ path: 'slot', message: 'Bella Napoli does not offer that time: choose another' }] }))).toBe(
      'Bella Napoli does not offer that time: choose another',
    );
  });

  it('says nothing of any other failure', () => {
    expect(slotRefusalText(refused({ code: 'RESTAURANT_CLOSED', message: 'Bella Napoli is closed' }))).toBeUndefined();
    expect(slotRefusalText(new Error('network'))).toBeUndefined();
    expect(slotRefusalText(null)).toBeUndefined();
  });
});
