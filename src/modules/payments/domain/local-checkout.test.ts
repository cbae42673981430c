import { describe, expect, it } from 'vitest';
import { amountTotal, completedEvent, declineOf, SESSION_LIFETIME_MS, sessionState, successRedirect, type LocalCheckoutSession } from './local-checkout.js';

const created = new Date('2026-11-23T12:00:00Z');
const session: LocalCheckoutSession = {
  id: 'cs_local_a1B2c3D4e5F6g7H8i9J0kLmN',
  orderId: '6755d0c4e5f6a7b8c9d0e1f2',
  status: 'open',
  merchantName: 'Bella Napoli',
  lines: [
    { name: 'Margherita', unitAmount: 950, quantity: 2 },
    { name: 'Tiramisu', unitAmount: 550, quantity: 1 },
  ],
  deliveryPrice: 250,
  amountTotal: 2700,
  currency: 'gbp',
  customerEmail: 'ada@example.com',
  successUrl: 'http://localhost:3000/order-status?paidOrder=1&session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/detail/1',
  createdAt: created,
  expiresAt: new Date(created.getTime() + SESSION_LIFETIME_MS),
};

describe('local checkout session', () => {
  it('charges the lines plus the delivery fee', () => {
    expect(amountTotal(session.lines, 250)).toBe(2 * 950 + 550 + 250);
    expect(amountTotal([], 0)).toBe(0);
  });

  it('is open for 24 hours, then expired; once paid it is complete', () => {
    expect(sessionState(session, new Date(created.getTime() + SESSION_LIFETIME_MS - 1))).toBe('open');
    expect(sessionState(session, new Date(created.getTime() + SESSION_LIFETIME_MS))).toBe('expired');
    expect(sessionState({ ...session, status: 'complete' }, created)).toBe('complete');
  });

  it('replaces {CHECKOUT_SESSION_ID} in the success URL, as Stripe does', () => {
    expect(successRedirect(session)).toBe(`http://localhost:3000/order-status?paidOrder=1&session_id=${session.id}`);
    expect(successRedirect({ ...session, successUrl: 'http://x/ok' })).toBe('http://x/ok');
  });

  it("declines Stripe's two test cards and lets any other number pay", () => {
    expect(declineOf('4000000000000002')).toBe('Your card was declined.');
    expect(declineOf('4000000000009995')).toBe('Your card has insufficient funds.');
    expect(declineOf('4242424242424242')).toBeUndefined();
    expect(declineOf('5555555555554444')).toBeUndefined();
  });

  it("writes Stripe's checkout.session.completed event, field for field", () => {
    expect(completedEvent(session, 'evt_1', new Date('2026-11-23T12:05:00.900Z'))).toEqual({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1795435500,
      livemode: false,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          amount_total: 2700,
          currency: 'gbp',
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId },
          customer_email: 'ada@example.com',
        },
      },
    });
  });
});
