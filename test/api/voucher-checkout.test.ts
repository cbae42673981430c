// Vouchers at the basket and checkout (docs/product/decisions.md "Vouchers"): the quote answers the
// discount or why not, checkout charges the discounted total and holds a use, payment confirms it
// and a cancellation frees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, DELIVERY, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
type VoucherBody = { code: string; kind: 'percent' | 'amount' | 'freeDelivery'; value: number } & Record<string, unknown>;
/** anOwner's menu (Korma £10, Naan £3) at the builder's £2.50 delivery. */
const DELIVERY_FEE = 250;

describe.each(testDatabaseKinds())('vouchers at checkout on %s', (kind) => {
  let server: TestServer;
  let people = 0;
  const next = () => (people += 1);
  const aVoucher = async (owner: Owner, body: VoucherBody) => {
    const { data, error } = await owner.api.POST('/api/my/restaurant/vouchers', { body: body as never });
    if (!data) throw new Error(`voucher not made: ${JSON.stringify(error)}`);
    return data;
  };
  const cartOf = async (owner: Owner, quantities: number[]) => {
    const menu = await menuOf(server, owner.restaurantId);
    return quantities.map((quantity, i) => ({ menuItemId: menu[i]!._id, name: menu[i]!.name, quantity: String(quantity) }));
  };
  const quote = async (owner: Owner, quantities: number[], voucherCode?: string) =>
    (await server.client().POST('/api/order/checkout/quote', { body: { restaurantId: owner.restaurantId, cartItems: await cartOf(owner, quantities), ...(voucherCode ? { voucherCode } : {}) } })).data!;
  const checkout = async (customer: Customer, owner: Owner, quantities: number[], voucherCode?: string) =>
    customer.api.POST('/api/order/checkout/create-checkout-session', {
      body: { restaurantId: owner.restaurantId, cartItems: await cartOf(owner, quantities), deliveryDetails: { ...DELIVERY, email: customer.email }, ...(voucherCode ? { voucherCode } : {}) },
    });
  const useOf = (orderId: string) => server.db('voucher_uses').where({ order_id: orderId }).first('status', 'discount', 'charged');
  const latestOrder = async (customer: Customer) => (await customer.api.GET('/api/order')).data![0]!;
  const pay = async (url: string, orderId: string) => {
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
  };
  const refusalAtCheckout = async (customer: Customer, owner: Owner, quantities: number[], code: string) => {
    const { response, error } = await checkout(customer, owner, quantities, code);
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'VOUCHER_REFUSED' });
    return (error as { details: Array<{ path: string; message: string }> }).details[0];
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60', RATE_LIMIT_VOUCHER_CODES: '1000/600' });
  });
  afterAll(async () => server?.stop());

  it('quotes each kind of discount in whole pence, whatever the case of the code', async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`, [['Korma', 1235], ['Naan', 300]]);
    await aVoucher(owner, { code: 'SAVE10', kind: 'percent', value: 10 });
    await aVoucher(owner, { code: 'FIVER', kind: 'amount', value: 500 });
    await aVoucher(owner, { code: 'BIGOFF', kind: 'amount', value: 5000 });
    await aVoucher(owner, { code: 'FREEDEL', kind: 'freeDelivery', value: 0 });
    expect(await quote(owner, [1], 'save10')).toMatchObject({ subtotal: 1235, deliveryFee: DELIVERY_FEE, discount: 124, total: 1235 + DELIVERY_FEE - 124, voucher: { code: 'SAVE10', refusal: null } });
    expect(await quote(owner, [1], 'Fiver')).toMatchObject({ discount: 500, total: 1235 + DELIVERY_FEE - 500 });
    // An amount off never takes the items below zero, nor touches delivery.
    expect(await quote(owner, [1], 'bigoff')).toMatchObject({ discount: 1235, total: DELIVERY_FEE });
    expect(await quote(owner, [1], 'freedel')).toMatchObject({ discount: DELIVERY_FEE, total: 1235 });
    expect(await quote(owner, [1])).toMatchObject({ discount: 0, voucher: null });
  });

  it('quotes why a code does not apply, in plain words, priced without it', async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    await aVoucher(owner, { code: 'SAVE10', kind: 'percent', value: 10, minimumBasket: 1500 });
    await aVoucher(owner, { code: 'OLD', kind: 'percent', value: 10, endsAt: '2020-01-01T00:00:00.000Z' });
    await aVoucher(owner, { code: 'SOON', kind: 'percent', value: 10, startsAt: '2031-01-01T00:00:00.000Z' });
    const refusal = async (code: string) => {
      const quoted = await quote(owner, [1], code);
      expect(quoted).toMatchObject({ discount: 0, total: 1000 + DELIVERY_FEE });
      return quoted.voucher!.refusal;
    };
    expect(await refusal('save10')).toBe('Spend £5.00 more to use SAVE10');
    expect(await refusal('OLD')).toBe('This code has expired');
    expect(await refusal('SOON')).toBe("This code isn't valid yet");
    expect(await refusal('NOPE')).toBe("We don't recognise this code");
  });

  it('charges the discounted total, holds a use while the payment is open, and confirms it once paid', async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    const voucher = await aVoucher(owner, { code: 'SAVE10', kind: 'percent', value: 10 });
    const customer = await aCustomer(server, `vc-customer-${next()}@example.com`);
    const { data } = await checkout(customer, owner, [2, 1], 'save10');
    const order = await latestOrder(customer);
    expect(order).toMatchObject({ totalAmount: 2300, deliveryPrice: DELIVERY_FEE, discount: 230, voucherCode: 'SAVE10' });
    expect(await useOf(order._id)).toMatchObject({ status: 'held', discount: 230, charged: 2320 });
    const page = await (await fetch(server.url + new URL(data!.url).pathname)).text();
    expect(page).toContain('Discount');
    expect(page).toContain('£23.20');
    await pay(data!.url, order._id);
    await eventually(async () => (await useOf(order._id))?.status === 'used', 'the use to be confirmed');
    const [listed] = (await owner.api.GET('/api/my/restaurant/vouchers')).data!;
    expect(listed).toMatchObject({ id: voucher.id, uses: 1, held: 0, sales: 2320, discounts: 230 });
  });

  it("posts the restaurant's discount to the ledger and refunds items less their share of it", async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    await aVoucher(owner, { code: 'SAVE10', kind: 'percent', value: 10 });
    const customer = await aCustomer(server, `vc-customer-${next()}@example.com`);
    const { data } = await checkout(customer, owner, [2, 1], 'SAVE10');
    const order = await latestOrder(customer);
    await pay(data!.url, order._id);
    const refunded = await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId: order._id } }, body: { items: [{ menuItemId: order.cartItems[0]!.menuItemId, quantity: 1 }], reason: 'Cold' } });
    expect(refunded.response.status).toBe(201);
    // £10 of £23.00 items with £2.30 off: £9.00 back.
    expect(refunded.data!.refunds.at(-1)).toMatchObject({ amount: 900 });
    await ledgerCaughtUp(server.db);
    expect(await checkPostings(server.db)).toEqual(NO_LEDGER_PROBLEMS);
    const rows = await server.db('ledger_entries').where({ order_id: order._id, kind: 'charge' }).select('account', 'amount');
    expect(rows.map((row: { amount: number | string }) => Number(row.amount))).toEqual([-(2300 + DELIVERY_FEE - 230)]);
    const sales = await server.db('ledger_entries').where({ order_id: order._id, kind: 'sales' }).sum({ total: 'amount' }).first();
    expect(Number((sales as { total: unknown }).total)).toBe(2300 - 230);
  });

  it("refuses at checkout a customer's second use and a returning customer's new-customer code, storing nothing", async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    await aVoucher(owner, { code: 'ONCE', kind: 'amount', value: 100, usesPerCustomer: 1 });
    await aVoucher(owner, { code: 'WELCOME', kind: 'amount', value: 100, newCustomersOnly: true });
    const customer = await aCustomer(server, `vc-customer-${next()}@example.com`);
    const { data } = await checkout(customer, owner, [1], 'once');
    const paid = (await latestOrder(customer))._id;
    await pay(data!.url, paid);
    await eventually(async () => (await useOf(paid))?.status === 'used', 'the use to be confirmed');
    const before = await server.db('orders').count({ n: '*' }).first();
    expect(await refusalAtCheckout(customer, owner, [1], 'ONCE')).toEqual({ path: 'voucherCode', message: "You've already used this code" });
    expect(await refusalAtCheckout(customer, owner, [1], 'welcome')).toEqual({ path: 'voucherCode', message: 'This code is for new customers only' });
    expect(await server.db('orders').count({ n: '*' }).first()).toEqual(before);
    const newcomer = await aCustomer(server, `vc-customer-${next()}@example.com`);
    expect((await checkout(newcomer, owner, [1], 'welcome')).response.status).toBe(200);
  });

  it("counts other customers' holds against the limit, not the customer's own, and frees a cancelled order's use", async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    await aVoucher(owner, { code: 'LAST', kind: 'percent', value: 20, totalUses: 1 });
    const [first, second] = [await aCustomer(server, `vc-customer-${next()}@example.com`), await aCustomer(server, `vc-customer-${next()}@example.com`)];
    expect((await checkout(first, owner, [1], 'LAST')).response.status).toBe(200);
    // The first customer's new checkout replaces their earlier one: its hold gives way.
    expect((await checkout(first, owner, [2], 'LAST')).response.status).toBe(200);
    expect(await refusalAtCheckout(second, owner, [1], 'LAST')).toEqual({ path: 'voucherCode', message: 'This code has been used up' });
    const order = await latestOrder(first);
    expect((await first.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId: order._id } } })).response.status).toBe(200);
    await eventually(async () => (await server.db('voucher_uses').whereIn('status', ['held', 'used']).whereIn('order_id', server.db('orders').where({ restaurant_id: owner.restaurantId }).select('id')).first('order_id')) === undefined, 'the uses to be freed');
    expect((await checkout(second, owner, [1], 'LAST')).response.status).toBe(200);
  });

  it.runIf(kind === 'postgres')('lets exactly the 5 uses left through of 50 checkouts racing for a code, the others refused', async () => {
    const owner = await anOwner(server, `vc-owner-${next()}@example.com`);
    const voucher = await aVoucher(owner, { code: 'RACE', kind: 'percent', value: 10, totalUses: 7 });
    const early = await Promise.all([1, 2].map(() => aCustomer(server, `vc-customer-${next()}@example.com`)));
    for (const customer of early) expect((await checkout(customer, owner, [1], 'RACE')).response.status).toBe(200);
    const racers = await Promise.all(Array.from({ length: 50 }, () => aCustomer(server, `vc-racer-${next()}@example.com`)));
    const answers = await Promise.all(racers.map((racer) => checkout(racer, owner, [1], 'race')));
    expect(answers.filter((a) => a.response.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.response.status === 409 && a.error?.code === 'VOUCHER_REFUSED')).toHaveLength(45);
    const held = await server.db('voucher_uses').where({ voucher_id: voucher.id, status: 'held' }).count({ n: '*' });
    expect(Number(held[0]!.n)).toBe(7);
    const orders = await server.db('orders').where({ restaurant_id: owner.restaurantId }).count({ n: '*' });
    expect(Number(orders[0]!.n)).toBe(7);
  });
});
