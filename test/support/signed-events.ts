import Stripe from 'stripe';
import type { TestServer } from './test-server.js';

/** The webhook secret API tests start the server with (LOCAL_CHECKOUT_WEBHOOK_SECRET). */
export const TEST_WEBHOOK_SECRET = 'whsec_test_api_secret';

const stripe = new Stripe('sk_test_unused');

/** A `checkout.session.completed` event as Stripe sends it for a paid session. */
export function completedEvent(orderId: string, amountTotal: number, overrides: { id?: string; currency?: string; paymentStatus?: string } = {}) {
  return {
    id: overrides.id ?? `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_test_${orderId}`,
        object: 'checkout.session',
        status: 'complete',
        payment_status: overrides.paymentStatus ?? 'paid',
        amount_total: amountTotal,
        currency: overrides.currency ?? 'gbp',
        client_reference_id: orderId,
        metadata: { orderId },
      },
    },
  };
}

/** Posts `event` to the product's webhook, signed exactly as Stripe signs. */
export async function deliverEvent(server: Pick<TestServer, 'url'>, event: object, secret = TEST_WEBHOOK_SECRET): Promise<Response> {
  const payload = JSON.stringify(event);
  const signature = signedHeader(payload, secret);
  return fetch(`${server.url}/api/order/checkout/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}

/** The Stripe-Signature header for exactly these bytes. */
export function signedHeader(payload: string, secret = TEST_WEBHOOK_SECRET): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}
