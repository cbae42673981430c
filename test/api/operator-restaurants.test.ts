// The operator's restaurants (docs/architecture/operator.md "Restaurants"): the list with its
// figures, and suspend / unlist / reinstate as customers, owners and the audit log see them
// (docs/product/decisions.md "Suspended and unlisted restaurants").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, openCheckout, menuOf, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { changedParts, snapshotData } from '../support/data-snapshot.js';
import { anOperator } from '../support/operators.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('the operator’s restaurants on %s', (kind) => {
  let server: TestServer;
  let operator: Awaited<ReturnType<typeof anOperator>>;
  let customer: Customer;
  const restaurants = { bella: '', sakura: '' };
  const owners = { bella: '' };

  async function aRestaurantOf(email: string, name: string, city: string): Promise<{ id: string; token: string }> {
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
    const auth0Id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    return { id: await aRestaurant().named(name).in(city).withMenu(['Korma', 1000]).insert(server.db, undefined, { auth0Id, email }), token };
  }
  const listed = async () => ((await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city: 'all' }, query: { page: '1' } } })).data?.data ?? []).map((r) => r._id);
  const act = (action: 'suspend' | 'unlist', restaurantId: string, reason: string) =>
    operator.api.POST(`/api/operator/restaurants/{restaurantId}/${action}`, { params: { path: { restaurantId } }, body: { reason } });
  const reinstate = (restaurantId: string) => operator.api.POST('/api/operator/restaurants/{restaurantId}/reinstate', { params: { path: { restaurantId } } });
  const audit = async () => (await operator.api.GET('/api/operator/audit', { params: { query: { sort: JSON.stringify(['at', 'ASC']) as never } } })).data ?? [];

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    operator = await anOperator(server);
    customer = await aCustomer(server, 'ops-customer@example.com');
    const bella = await aRestaurantOf('bella-owner@example.com', 'Bella Napoli', 'Manchester');
    restaurants.bella = bella.id;
    owners.bella = bella.token;
    restaurants.sakura = (await aRestaurantOf('sakura-owner@example.com', 'Sakura Sushi', 'Leeds')).id;
    const { orderId } = await placeOrder(server, customer, restaurants.bella, [1]);
    expect((await deliverEvent(server, completedEvent(orderId, 1000 + 250))).status).toBe(200);
  });
  afterAll(async () => server?.stop());

  it('lists every restaurant with its standing, open state and this week’s figures, searchable, sorted and paged', async () => {
    const { data, response } = await operator.api.GET('/api/operator/restaurants', { params: { query: { sort: JSON.stringify(['restaurantName', 'DESC']) as never, range: '[0,0]' } } });
    expect(response.headers.get('content-range')).toBe('restaurants 0-0/2');
    expect(data!.map((r) => r.restaurantName)).toEqual(['Sakura Sushi']);
    const found = await operator.api.GET('/api/operator/restaurants', { params: { query: { filter: JSON.stringify({ q: 'MANCH' }) as never } } });
    expect(found.data).toEqual([
      expect.objectContaining({ id: restaurants.bella, city: 'Manchester', listed: true, standing: { suspended: null, unlisted: null }, openState: { state: 'open' }, rating: null, ordersThisWeek: 1, salesThisWeek: 1250 }),
    ]);
  });

  it('suspends with a reason: out of search, its page not found, checkout refused, the owner told, the audit log written', async () => {
    const { data, response } = await act('suspend', restaurants.bella, '  Hygiene inspection failed ');
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ listed: false, standing: { suspended: { reason: 'Hygiene inspection failed' }, unlisted: null } });
    expect(await listed()).toEqual([restaurants.sakura]);
    expect((await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: restaurants.bella } } })).response.status).toBe(404);
    const refused = await openCheckout(customer, restaurants.bella, [{ _id: 'x', name: 'Korma' }] as never, [1]);
    expect([refused.response.status, refused.error]).toEqual([409, expect.objectContaining({ code: 'RESTAURANT_SUSPENDED', message: expect.stringContaining('Bella Napoli is not taking orders') })]);
    const own = await server.client(owners.bella).GET('/api/my/restaurant');
    expect(own.data!.standing).toEqual({ suspended: { reason: 'Hygiene inspection failed', at: data!.standing.suspended!.at }, unlisted: null });
    const [entry] = await audit();
    expect(entry).toMatchObject({
      operatorEmail: operator.email,
      action: 'suspendRestaurant',
      targetKind: 'restaurant',
      targetId: restaurants.bella,
      targetName: 'Bella Napoli',
      reason: 'Hygiene inspection failed',
      before: { suspended: null, unlisted: null },
      after: { suspended: { reason: 'Hygiene inspection failed', at: data!.standing.suspended!.at }, unlisted: null },
    });
  });

  it('refuses a change that changes nothing, a blank reason and an unknown restaurant, writing nothing', async () => {
    const before = await snapshotData(server);
    const again = await act('suspend', restaurants.bella, 'Again');
    expect([again.response.status, again.error?.code]).toEqual([409, 'CONFLICT']);
    const blank = await act('unlist', restaurants.sakura, '   ');
    expect([blank.response.status, blank.error?.message]).toEqual([400, expect.stringContaining('reason')]);
    const unknown = await act('suspend', '000000000000000000000000', 'Nobody');
    expect(unknown.response.status).toBe(404);
    expect((await reinstate(restaurants.sakura)).response.status).toBe(409);
    expect(changedParts(before, await snapshotData(server))).toEqual([]);
  });

  it('unlists: out of search only, its page and menu still there', async () => {
    expect((await act('unlist', restaurants.sakura, 'Moving premises')).data).toMatchObject({ listed: false, standing: { suspended: null, unlisted: { reason: 'Moving premises' } } });
    expect(await listed()).toEqual([]);
    expect((await menuOf(server, restaurants.sakura)).map((item) => item.name)).toEqual(['Korma']);
    const filtered = await operator.api.GET('/api/operator/restaurants', { params: { query: { filter: JSON.stringify({ listed: false, suspended: false }) as never } } });
    expect(filtered.data!.map((r) => r.id)).toEqual([restaurants.sakura]);
  });

  it('reinstates both, and the audit log reads back, filtered and as CSV', async () => {
    expect((await reinstate(restaurants.bella)).data).toMatchObject({ listed: true, standing: { suspended: null, unlisted: null } });
    expect((await reinstate(restaurants.sakura)).response.status).toBe(200);
    expect((await listed()).sort()).toEqual([restaurants.bella, restaurants.sakura].sort());
    expect((await audit()).map((e) => `${e.action}:${e.targetName}`)).toEqual([
      'suspendRestaurant:Bella Napoli',
      'unlistRestaurant:Sakura Sushi',
      'reinstateRestaurant:Bella Napoli',
      'reinstateRestaurant:Sakura Sushi',
    ]);
    const ofBella = await operator.api.GET('/api/operator/audit', { params: { query: { filter: JSON.stringify({ targetId: restaurants.bella }) as never, range: '[0,0]' } } });
    expect([ofBella.response.headers.get('content-range'), ofBella.data!.map((e) => e.action)]).toEqual(['audit 0-0/2', ['reinstateRestaurant']]);
    const csv = await fetch(`${server.url}/api/operator/audit.csv?filter=${encodeURIComponent(JSON.stringify({ action: 'suspendRestaurant' }))}`, { headers: { authorization: `Bearer ${operator.token}` } });
    expect([csv.status, csv.headers.get('content-type'), csv.headers.get('content-disposition')]).toEqual([200, 'text/csv; charset=utf-8', 'attachment; filename=operator-audit.csv']);
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe('id,at,operator_email,action,target_kind,target_id,target_name,reason,before,after');
    expect(lines.slice(1, -1)).toEqual([expect.stringContaining(`,${operator.email},suspendRestaurant,restaurant,${restaurants.bella},Bella Napoli,Hygiene inspection failed,`)]);
  });
});
