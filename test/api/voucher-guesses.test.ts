// Guessing voucher codes is limited (docs/product/decisions.md "Vouchers"): quotes carrying a code
// count per address when signed out, per user when signed in; quotes without one never count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, menuOf } from '../support/customers.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe('voucher code tries (sqlite)', () => {
  let server: TestServer;
  let body: Record<string, unknown>;
  const quote = (extra: Record<string, unknown>, token?: string) =>
    fetch(`${server.url}/api/order/checkout/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ ...body, ...extra }),
    });

  beforeAll(async () => {
    server = await startTestServer('sqlite', { RATE_LIMIT_VOUCHER_CODES: '3/600' });
    const owner = await anOwner(server, 'guesses-owner@example.com');
    const [dish] = await menuOf(server, owner.restaurantId);
    body = { restaurantId: owner.restaurantId, cartItems: [{ menuItemId: dish!._id, quantity: '1' }] };
  });
  afterAll(async () => server?.stop());

  it('answers 429 after the limit of tries, counting only calls that carry a code', async () => {
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) expect((await quote({ voucherCode: code })).status).toBe(200);
    const over = await quote({ voucherCode: 'GUESS4' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toMatch(/^Too many voucher code tries: try again in \d+ seconds$/);
    expect((await quote({})).status).toBe(200);
    // A signed-in customer counts on their own.
    const customer = await aCustomer(server, 'guesses-customer@example.com');
    expect((await quote({ voucherCode: 'GUESS5' }, customer.token)).status).toBe(200);
  });
});
