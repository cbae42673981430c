import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCustomer, menuOf, openCheckout, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { tokenVariants } from '../support/token-variants.js';

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const hhmm = (at: Date) => at.toISOString().slice(11, 16);
/** Every day one range, `fromNow` to `fromNow + 1 h` in UTC: closed now, open later today or tomorrow. */
const laterEveryDay = (fromNowMs: number) => {
  const opens = new Date(Date.now() + fromNowMs);
  const range = [{ opens: hhmm(opens), closes: hhmm(new Date(opens.getTime() + 3_600_000)) }];
  return { opensNear: opens, hours: Object.fromEntries(WEEK.map((day) => [day, range])) };
};
const near = (iso: string | null | undefined, expected: Date, slackMs = 120_000) =>
  expect(Math.abs(new Date(iso ?? 0).getTime() - expected.getTime())).toBeLessThan(slackMs);

describe.each(testDatabaseKinds())('restaurant availability on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let otherOwner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;
  let menu: Awaited<ReturnType<typeof menuOf>>;

  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const detail = async () => (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } })).data!;
  const aroundTheClock = { timeZone: 'Europe/London', weeklyHours: null, closures: [] };

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'hours@example.com');
    otherOwner = await anOwner(server, 'other-hours@example.com', [['Pho', 900]]);
    customer = await aCustomer(server, 'hungry@example.com');
    menu = await menuOf(server, owner.restaurantId);
  });
  afterAll(async () => server?.stop());
  beforeEach(async () => {
    await owner.api.PUT('/api/my/restaurant/availability', { body: aroundTheClock });
    await owner.api.DELETE('/api/my/restaurant/pause');
    for (const item of menu) await owner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: item._id } }, body: { soldOut: false } });
  });

  it('is open around the clock until the owner sets hours', async () => {
    const { data } = await otherOwner.api.GET('/api/my/restaurant/availability');
    expect(data).toEqual({ timeZone: 'Europe/London', weeklyHours: null, closures: [], openState: { state: 'open' } });
    expect((await detail()).openState).toEqual({ state: 'open' });
    expect((await detail()).hours).toEqual({ weeklyHours: null, closures: [] });
    expect((await detail()).menuItems.map((item) => item.soldOut)).toEqual([false, false]);
  });

  it("shows customers the week's hours and only the closures not yet over, soonest first", async () => {
    const week = { mon: [{ opens: '11:30', closes: '14:30' }, { opens: '17:00', closes: '22:00' }], fri: [{ opens: '17:00', closes: '01:00' }] };
    const closures = [
      { from: '2031-12-25', to: '2031-12-26', reason: 'Christmas' },
      { from: '2020-01-01', to: '2020-01-02', reason: 'Long over' },
      { from: '2031-08-01', to: '2031-08-14' },
    ];
    expect((await owner.api.PUT('/api/my/restaurant/availability', { body: { timeZone: 'Europe/London', weeklyHours: week, closures } })).response.status).toBe(200);
    expect((await detail()).hours).toEqual({ weeklyHours: week, closures: [closures[2], closures[0]] });
  });

  it('saves hours and closures, shows the restaurant closed with its next opening, and refuses checkout', async () => {
    const { opensNear, hours } = laterEveryDay(2 * 3_600_000);
    const body = { timeZone: 'UTC', weeklyHours: hours, closures: [{ from: '2031-12-25', to: '2031-12-26', reason: 'Christmas' }] };
    const { data, response } = await owner.api.PUT('/api/my/restaurant/availability', { body });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ ...body, openState: { state: 'closed' } });
    near(data!.openState.opensAt, opensNear);
    expect((await owner.api.GET('/api/my/restaurant/availability')).data).toEqual(data);
    expect((await detail()).openState?.state).toBe('closed');

    const before = await orderCount();
    const refused = await openCheckout(customer, owner.restaurantId, menu, [1]);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'RESTAURANT_CLOSED', message: expect.stringMatching(/is closed$/) });
    near((refused.error as { opensAt?: string }).opensAt, opensNear);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a time that is not HH:MM', { weeklyHours: { mon: [{ opens: '24:00', closes: '02:00' }] } }, 'weeklyHours.mon[0].opens'],
    ['an unknown day', { weeklyHours: { someday: [] } }, 'weeklyHours.someday'],
    ['a closure ending before it starts', { closures: [{ from: '2031-12-26', to: '2031-12-25' }] }, 'closures[0].to'],
    ['a date that does not exist', { closures: [{ from: '2031-02-30', to: '2031-03-01' }] }, 'closures[0].from'],
    ['seven ranges in a day', { weeklyHours: { mon: Array.from({ length: 7 }, () => ({ opens: '10:00', closes: '11:00' })) } }, 'weeklyHours.mon'],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, change, field) => {
    const { response, error } = await owner.api.PUT('/api/my/restaurant/availability', { body: { ...aroundTheClock, ...change } as never });
    expect(response.status).toBe(400);
    expect((error as { details?: Array<{ path: string }> }).details?.map((d) => d.path)).toContain(field);
    expect((await owner.api.GET('/api/my/restaurant/availability')).data).toMatchObject({ ...aroundTheClock, openState: { state: 'open' } });
  });

  it('pauses for a while, refuses checkout meanwhile, and takes orders again once resumed', async () => {
    const paused = await owner.api.POST('/api/my/restaurant/pause', { body: { minutes: 30 } });
    expect(paused.data?.openState.state).toBe('paused');
    near(paused.data!.pausedUntil, new Date(Date.now() + 30 * 60_000));
    near(paused.data!.openState.resumesAt, new Date(Date.now() + 30 * 60_000));
    expect((await detail()).openState?.state).toBe('paused');

    const refused = await openCheckout(customer, owner.restaurantId, menu, [1]);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'RESTAURANT_CLOSED', message: expect.stringMatching(/is not taking orders$/) });

    const resumed = await owner.api.DELETE('/api/my/restaurant/pause');
    expect(resumed.data).toEqual({ ...aroundTheClock, openState: { state: 'open' } });
    expect((await openCheckout(customer, owner.restaurantId, menu, [1])).response.status).toBe(200);
  });

  it('pauses until the next opening: after the one under way', async () => {
    const { opensNear, hours } = laterEveryDay(2 * 3_600_000);
    await owner.api.PUT('/api/my/restaurant/availability', { body: { timeZone: 'UTC', weeklyHours: hours, closures: [] } });
    const { data } = await owner.api.POST('/api/my/restaurant/pause', { body: { untilNextOpening: true } });
    // Closed now, so the next opening is the one two hours away.
    near(data!.pausedUntil, opensNear);
  });

  it.each([[{ minutes: 20 }, 'minutes'], [{ untilNextOpening: false }, 'untilNextOpening'], [{}, 'minutes']])('refuses the pause %j with a 400', async (body, field) => {
    const { response, error } = await owner.api.POST('/api/my/restaurant/pause', { body: body as never });
    expect(response.status).toBe(400);
    expect(JSON.stringify(error)).toContain(field);
    expect((await owner.api.GET('/api/my/restaurant/availability')).data?.openState.state).toBe('open');
  });

  it('marks a dish sold out: shown, refused at checkout naming the line, and back on sale when switched back', async () => {
    const marked = await owner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: menu[1]!._id } }, body: { soldOut: true } });
    expect(marked.data).toEqual({ soldOut: true, soldOutUntil: null });
    expect((await detail()).menuItems.map((item) => item.soldOut)).toEqual([false, true]);

    const before = await orderCount();
    const refused = await openCheckout(customer, owner.restaurantId, menu, [1, 2]);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'ITEM_UNAVAILABLE', details: [{ path: 'cartItems[1].menuItemId', message: 'Naan is sold out' }] });
    expect(await orderCount()).toBe(before);

    await owner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: menu[1]!._id } }, body: { soldOut: false } });
    expect((await openCheckout(customer, owner.restaurantId, menu, [1, 2])).response.status).toBe(200);
  });

  it('marks a dish sold out until the next opening', async () => {
    const { data } = await owner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: menu[0]!._id } }, body: { soldOut: true, untilNextOpening: true } });
    // Open around the clock in London: back at the next local midnight.
    expect(data?.soldOut).toBe(true);
    expect(new Date(data!.soldOutUntil!).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(data!.soldOutUntil!).getTime()).toBeLessThanOrEqual(Date.now() + 25 * 3_600_000);
    expect((await detail()).menuItems[0]).toMatchObject({ soldOut: true, soldOutUntil: data!.soldOutUntil });
  });

  it("keeps each owner to their own restaurant: another owner's dish is not found", async () => {
    const { response } = await otherOwner.api.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: menu[0]!._id } }, body: { soldOut: true } });
    expect(response.status).toBe(404);
    expect((await detail()).menuItems[0]?.soldOut).toBe(false);
    await otherOwner.api.POST('/api/my/restaurant/pause', { body: { minutes: 15 } });
    expect((await detail()).openState?.state).toBe('open');
    await otherOwner.api.DELETE('/api/my/restaurant/pause');
  });

  it('refuses a caller without a restaurant, without a token and with a forged token', async () => {
    expect((await customer.api.GET('/api/my/restaurant/availability')).response.status).toBe(404);
    expect((await customer.api.POST('/api/my/restaurant/pause', { body: { minutes: 15 } })).response.status).toBe(404);
    expect((await server.client().POST('/api/my/restaurant/pause', { body: { minutes: 15 } })).response.status).toBe(401);
    const { forged } = await tokenVariants(server, owner.token);
    const forgedApi = server.client(forged);
    expect((await forgedApi.PUT('/api/my/restaurant/availability', { body: aroundTheClock })).response.status).toBe(401);
    expect((await forgedApi.DELETE('/api/my/restaurant/pause')).response.status).toBe(401);
  });
});
