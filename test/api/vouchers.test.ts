// The owner's voucher codes (docs/product/decisions.md "Vouchers"): create, list, edit and end,
// with refusals naming the field, codes unique per restaurant whatever their case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
const SAVE10 = { code: 'SAVE10', kind: 'percent', value: 10, minimumBasket: 1500 } as const;

describe.each(testDatabaseKinds())('voucher codes on %s', (kind) => {
  let server: TestServer;
  let owners = 0;
  const anotherOwner = () => anOwner(server, `vouchers-owner-${(owners += 1)}@example.com`);
  const create = (owner: Owner, body: Record<string, unknown>) =>
    owner.api.POST('/api/my/restaurant/vouchers', { body: body as never });
  const listOf = async (owner: Owner) => (await owner.api.GET('/api/my/restaurant/vouchers')).data!;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('creates a code with its terms and lists it with no uses yet', async () => {
    const owner = await anotherOwner();
    const { data, response } = await create(owner, { ...SAVE10, endsAt: '2031-01-01T00:00:00.000Z', totalUses: 100, usesPerCustomer: 1 });
    expect(response.status).toBe(201);
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      code: 'SAVE10', kind: 'percent', value: 10, minimumBasket: 1500, startsAt: null, endsAt: '2031-01-01T00:00:00.000Z',
      totalUses: 100, usesPerCustomer: 1, newCustomersOnly: false, state: 'active', uses: 0, held: 0, sales: 0, discounts: 0, createdAt: expect.any(String),
    });
    expect(await listOf(owner)).toEqual([data]);
  });

  it('refuses a code the restaurant has in any case (409 naming code), and allows it at another restaurant', async () => {
    const [owner, other] = [await anotherOwner(), await anotherOwner()];
    expect((await create(owner, SAVE10)).response.status).toBe(201);
    const again = await create(owner, { ...SAVE10, code: 'save10' });
    expect(again.response.status).toBe(409);
    expect(again.error).toMatchObject({ details: [{ path: 'code', message: 'the restaurant has a code SAVE10 already' }] });
    expect((await create(other, { ...SAVE10, code: 'save10' })).response.status).toBe(201);
    expect(await listOf(owner)).toHaveLength(1);
  });

  it.each([
    [{ ...SAVE10, value: 101 }, 'value'],
    [{ ...SAVE10, kind: 'amount', value: 0 }, 'value'],
    [{ ...SAVE10, kind: 'freeDelivery', value: 200 }, 'value'],
    [{ ...SAVE10, startsAt: '2031-01-02T00:00:00.000Z', endsAt: '2031-01-01T00:00:00.000Z' }, 'endsAt'],
    [{ ...SAVE10, totalUses: 2, usesPerCustomer: 3 }, 'usesPerCustomer'],
    [{ ...SAVE10, code: 'no spaces' }, 'code'],
    [{ ...SAVE10, kind: 'bogof' }, 'kind'],
  ])('refuses %j naming %s, storing nothing', async (body, field) => {
    const owner = await anotherOwner();
    const { response, error } = await create(owner, body);
    expect(response.status).toBe(400);
    expect(JSON.stringify(error)).toContain(field);
    expect(await listOf(owner)).toEqual([]);
  });

  it('changes a code, and a state follows its dates and limits', async () => {
    const owner = await anotherOwner();
    const { data } = await create(owner, SAVE10);
    const later = { ...SAVE10, code: 'Later5', kind: 'amount', value: 500, startsAt: '2031-01-01T00:00:00.000Z' };
    const changed = await owner.api.PUT('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: data!.id } }, body: later as never });
    expect(changed.response.status).toBe(200);
    expect(changed.data).toMatchObject({ id: data!.id, code: 'Later5', kind: 'amount', value: 500, state: 'scheduled', minimumBasket: 1500 });
    const past = await owner.api.PUT('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: data!.id } }, body: { ...later, startsAt: null, endsAt: '2020-01-01T00:00:00.000Z' } as never });
    expect(past.data!.state).toBe('expired');
  });

  it("answers another restaurant's code as not found, changing nothing", async () => {
    const [owner, other] = [await anotherOwner(), await anotherOwner()];
    const { data } = await create(owner, SAVE10);
    const path = { voucherId: data!.id };
    expect((await other.api.PUT('/api/my/restaurant/vouchers/{voucherId}', { params: { path }, body: { ...SAVE10, value: 50 } })).response.status).toBe(404);
    expect((await other.api.DELETE('/api/my/restaurant/vouchers/{voucherId}', { params: { path } })).response.status).toBe(404);
    expect(await listOf(owner)).toEqual([data]);
  });

  it('deletes a code nobody used, and keeps one with uses as ended', async () => {
    const owner = await anotherOwner();
    const [unused, used] = [(await create(owner, SAVE10)).data!, (await create(owner, { ...SAVE10, code: 'USED' })).data!];
    const { orderId } = await placeOrder(server, await aCustomer(server, `vouchers-customer-${owners}@example.com`), owner.restaurantId, [1]);
    await server.db('voucher_uses').insert({ order_id: orderId, voucher_id: used.id, user_id: 'u', status: 'used', discount: 150, charged: 1500, held_at: new Date().toISOString() });
    for (const { id } of [unused, used]) expect((await owner.api.DELETE('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: id } } })).response.status).toBe(204);
    const listed = await listOf(owner);
    expect(listed).toEqual([expect.objectContaining({ id: used.id, state: 'ended', uses: 1, sales: 1500, discounts: 150 })]);
    const edit = await owner.api.PUT('/api/my/restaurant/vouchers/{voucherId}', { params: { path: { voucherId: used.id } }, body: SAVE10 });
    expect(edit.response.status).toBe(409);
  });
});
