import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, menuOf } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('checkout when Stripe fails, on %s', (kind) => {
  let server: TestServer;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer(kind, {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_WEBHOOK_SECRET: 'whsec_standin',
      STRIPE_API_URL: `http://${stripe.options.host}:${stripe.options.port}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  it('answers 502 in the error shape, keeps the order placed and payable, and keeps serving', async () => {
    const restaurantId = await aRestaurant().withMenu(['Ramen', 1200]).insert(server.db);
    const customer = await aCustomer(server, 'gateway-down@example.com');
    const [ramen] = await menuOf(server, restaurantId);
    stripe.answerWith(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Stripe is having a bad day' } } }));

    const { response, error } = await customer.api.POST('/api/order/checkout/create-checkout-session', {
      body: { restaurantId, cartItems: [{ menuItemId: ramen!._id, name: 'Ramen', quantity: '1' }], deliveryDetails: customer.delivery },
    });
    expect(response.status).toBe(502);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_ERROR', message: 'The payment gateway is not available' });
    expect(JSON.stringify(error)).not.toContain('bad day');
    const [order] = (await customer.api.GET('/api/order')).data ?? [];
    expect(order).toMatchObject({ status: 'placed', totalAmount: 1200 });

    // The gateway is back: resuming opens a real session for the same order.
    stripe.answerWith((request) => ({
      status: 200,
      body: { id: 'cs_test_back', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_back', status: 'open', path: request.path },
    }));
    const resumed = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId: order!._id } } });
    expect(resumed.data?.url).toBe('https://checkout.stripe.com/c/pay/cs_test_back');
    const sent = stripe.requests.at(-1)!;
    expect(sent.form.get('metadata[orderId]')).toBe(order!._id);
    expect(sent.form.get('client_reference_id')).toBe(order!._id);
    expect(sent.form.get('line_items[1][price_data][product_data][name]')).toBe('Delivery fee');
    expect(sent.form.get('success_url')).toBe(`${server.url}/order-status?paidOrder=${order!._id}&session_id={CHECKOUT_SESSION_ID}`);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
