import { describe, expect, it } from 'vitest';
import { decideEvent, isRecordable, type VerifiedEvent } from './payment-event.js';

const ORDER = '6755d0c4e5f6a7b8c9d0e1f2';

function completed(session: Record<string, unknown>): VerifiedEvent {
  const object = { payment_status: 'paid', amount_total: 3300, currency: 'gbp', client_reference_id: ORDER, metadata: { orderId: ORDER }, ...session };
  return { id: 'evt_1', type: 'checkout.session.completed', data: { object } };
}

describe('deciding what a verified event does', () => {
  it('asks ordering to mark a paid session paid, with the amount and currency it names', () => {
    expect(decideEvent(completed({}))).toEqual({ claim: { orderId: ORDER, paid: { eventId: 'evt_1', amountTotal: 3300, currency: 'gbp' } } });
  });

  it('names the order by metadata.orderId first, then client_reference_id', () => {
    expect(decideEvent(completed({ client_reference_id: 'other' }))).toMatchObject({ claim: { orderId: ORDER } });
    expect(decideEvent(completed({ metadata: {} }))).toMatchObject({ claim: { orderId: ORDER } });
    expect(decideEvent(completed({ metadata: null }))).toMatchObject({ claim: { orderId: ORDER } });
  });

  it('ignores other event types', () => {
    expect(decideEvent({ id: 'evt_2', type: 'checkout.session.expired', data: { object: {} } })).toEqual({ ignored: 'ignored-type' });
    expect(decideEvent({ id: 'evt_3', type: 'payment_intent.succeeded', data: { object: null } })).toEqual({ ignored: 'ignored-type' });
  });

  it('pays nothing for an unpaid session, or one naming no order', () => {
    expect(decideEvent(completed({ payment_status: 'unpaid' }))).toEqual({ ignored: 'unpaid', orderId: ORDER });
    expect(decideEvent(completed({ metadata: {}, client_reference_id: null }))).toEqual({ ignored: 'no-order' });
  });

  it('refuses an amount or currency of the wrong kind before asking ordering', () => {
    expect(decideEvent(completed({ amount_total: '3300' }))).toEqual({ ignored: 'malformed', orderId: ORDER });
    expect(decideEvent(completed({ amount_total: 33.5 }))).toEqual({ ignored: 'malformed', orderId: ORDER });
    expect(decideEvent(completed({ currency: null }))).toEqual({ ignored: 'malformed', orderId: ORDER });
  });

  it('records only events whose id and type are short printable text (a signed event is not proof of its shape)', () => {
    expect(isRecordable(completed({}))).toBe(true);
    for (const id of [[1], 42, '', 'evt_\u0000', 'e'.repeat(256)]) expect(isRecordable({ ...completed({}), id } as VerifiedEvent)).toBe(false);
    for (const type of [null, {}, 't'.repeat(101)]) expect(isRecordable({ ...completed({}), type } as VerifiedEvent)).toBe(false);
  });

  it('reads an event without data as naming no order', () => {
    expect(decideEvent({ id: 'evt_4', type: 'checkout.session.completed' } as VerifiedEvent)).toEqual({ ignored: 'no-order' });
  });
});
