// Search and open states (docs/product/decisions.md "Running a service"): every card carries its
// open state, open restaurants come first within the sort, `openNow` keeps only them, and no
// remembered answer outlives a state: a pause, new hours, or the clock passing a change.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import type { Clock } from '../../src/shared/clock.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const everyDay = (opens: string, closes: string) => Object.fromEntries(WEEK.map((day) => [day, [{ opens, closes }]]));
const AROUND_THE_CLOCK = { timeZone: 'Europe/London', weeklyHours: null, closures: [] };
/** Tuesday 7 January 2031, noon UTC: the test's clock starts here and only moves when told. */
const NOON = Date.parse('2031-01-07T12:00:00.000Z');
const MINUTE = 60_000;

/** A clock the test moves by hand. */
function handClock(start: number) {
  let at = start;
  const clock: Clock = { now: () => new Date(at) };
  return { clock, set: (ms: number) => void (at = ms) };
}

describe.each(testDatabaseKinds())('search with open states on %s', (kind) => {
  let server: TestServer;
  const time = handClock(NOON);
  const owners = new Map<string, ReturnType<TestServer['client']>>();

  /** A restaurant and its signed-in owner, who sets its hours through the owner API. */
  async function ownedRestaurant(restaurantName: string, city: string, deliveryPrice: number, availability?: object) {
    const email = `${restaurantName.toLowerCase().replace(/\W+/g, '-')}@example.com`;
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
    const auth0Id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    await aRestaurant({ restaurantName, city, deliveryPrice }).insert(server.db, undefined, { auth0Id, email });
    const api = server.client(token);
    owners.set(restaurantName, api);
    if (availability) expect((await api.PUT('/api/my/restaurant/availability', { body: availability as never })).response.status).toBe(200);
  }
  const owner = (name: string) => owners.get(name)!;

  async function search(city: string, query: { sortOption?: 'bestMatch' | 'deliveryPrice' | 'estimatedDeliveryTime'; page?: string; openNow?: 'true' | 'false' } = {}) {
    const { data, response } = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city }, query } });
    expect(response.status).toBe(200);
    return { ...data!, etag: response.headers.get('etag') };
  }
  const shown = async (city: string, query: Parameters<typeof search>[1] = {}) =>
    (await search(city, query)).data.map((card) => [card.restaurantName, card.openState.state]);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { clock: time.clock });
    await ownedRestaurant('Always Open', 'Clockton', 300);
    await ownedRestaurant('Lunch Place', 'Clockton', 100, { timeZone: 'UTC', weeklyHours: everyDay('11:00', '14:00'), closures: [] });
    await ownedRestaurant('Dinner Place', 'Clockton', 200, { timeZone: 'UTC', weeklyHours: everyDay('17:00', '23:00'), closures: [] });
    await ownedRestaurant('Late Place', 'Clockton', 50);
    // Twelve more for paging: the even-priced ones closed all day.
    for (let i = 1; i <= 12; i++) {
      const closed = i % 2 === 0 ? { timeZone: 'UTC', weeklyHours: everyDay('01:00', '02:00'), closures: [] } : undefined;
      await ownedRestaurant(`Pager ${String(i).padStart(2, '0')}`, 'Pageville', 100 + i, closed);
    }
  });
  afterAll(async () => server?.stop());
  beforeEach(async () => {
    time.set(NOON);
    await owner('Always Open').DELETE('/api/my/restaurant/pause');
    await owner('Lunch Place').DELETE('/api/my/restaurant/pause');
    await owner('Late Place').DELETE('/api/my/restaurant/pause');
    await owner('Dinner Place').PUT('/api/my/restaurant/availability', { body: { timeZone: 'UTC', weeklyHours: everyDay('17:00', '23:00'), closures: [] } });
  });

  it('gives every card its open state and time zone, open restaurants first within the sort', async () => {
    await owner('Late Place').POST('/api/my/restaurant/pause', { body: { minutes: 30 } });
    const { data } = await search('Clockton', { sortOption: 'deliveryPrice' });
    expect(data.map((card) => [card.restaurantName, card.openState, card.timeZone])).toEqual([
      ['Lunch Place', { state: 'open' }, 'UTC'],
      ['Always Open', { state: 'open' }, 'Europe/London'],
      ['Late Place', { state: 'paused', resumesAt: new Date(NOON + 30 * MINUTE).toISOString() }, 'Europe/London'],
      ['Dinner Place', { state: 'closed', opensAt: '2031-01-07T17:00:00.000Z' }, 'UTC'],
    ]);
    // The same state as the restaurant's own page.
    const dinner = data.find((card) => card.restaurantName === 'Dinner Place')!;
    const detail = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: dinner._id } } });
    expect(detail.data?.openState).toEqual(dinner.openState);
  });

  it('keeps only the restaurants taking orders now with openNow=true, counting only them', async () => {
    await owner('Late Place').POST('/api/my/restaurant/pause', { body: { minutes: 30 } });
    const { data, pagination } = await search('Clockton', { openNow: 'true', sortOption: 'deliveryPrice' });
    expect(data.map((card) => card.restaurantName)).toEqual(['Lunch Place', 'Always Open']);
    expect(pagination).toEqual({ total: 2, page: 1, pages: 1 });
    expect((await search('Clockton', { openNow: 'false' })).pagination.total).toBe(4);
  });

  it('refuses an openNow that is neither true nor false, naming it', async () => {
    const response = await fetch(`${server.url}/api/restaurant/search/Clockton?openNow=yes`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('openNow') });
  });

  it.each(['bestMatch', 'deliveryPrice', 'estimatedDeliveryTime'] as const)('pages over the open-first order when sorted by %s', async (sortOption) => {
    const pages = [await search('Pageville', { sortOption }), await search('Pageville', { sortOption, page: '2' })];
    const cards = pages.flatMap((page) => page.data);
    expect(pages.map((page) => page.data.length)).toEqual([10, 2]);
    expect(new Set(cards.map((card) => card._id)).size).toBe(12);
    expect(cards.map((card) => card.openState.state)).toEqual([...Array(6).fill('open'), ...Array(6).fill('closed')]);
    // Within each group the sort's order: here names and prices rise together, times are equal (ties by id).
    const open = cards.slice(0, 6).map((card) => card.restaurantName);
    if (sortOption !== 'estimatedDeliveryTime') expect(open).toEqual(['Pager 01', 'Pager 03', 'Pager 05', 'Pager 07', 'Pager 09', 'Pager 11']);
    else expect([...open].sort()).toEqual(['Pager 01', 'Pager 03', 'Pager 05', 'Pager 07', 'Pager 09', 'Pager 11']);
  });

  it('shows a pause at the next search and the end of it once resumed, whoever wrote it', async () => {
    const before = await search('Clockton');
    expect((await search('Clockton')).etag).toBe(before.etag);
    await owner('Always Open').POST('/api/my/restaurant/pause', { body: { untilNextOpening: true } });
    const paused = await search('Clockton');
    expect(paused.etag).not.toBe(before.etag);
    expect(paused.data.map((card) => [card.restaurantName, card.openState.state])).toEqual([
      ['Late Place', 'open'],
      ['Lunch Place', 'open'],
      ['Always Open', 'paused'],
      ['Dinner Place', 'closed'],
    ]);
    // A conditional read with the old tag gets the new answer, not 304.
    const conditional = await fetch(`${server.url}/api/restaurant/search/Clockton`, { headers: { 'If-None-Match': before.etag! } });
    expect(conditional.status).toBe(200);

    await owner('Always Open').DELETE('/api/my/restaurant/pause');
    expect(await shown('Clockton')).toEqual([
      ['Always Open', 'open'],
      ['Late Place', 'open'],
      ['Lunch Place', 'open'],
      ['Dinner Place', 'closed'],
    ]);

    // A writer outside this process (another API process, a tool): the database's counter tells.
    const alwaysOpen = paused.data.find((card) => card.restaurantName === 'Always Open')!;
    await server.db('restaurant_availability').where({ restaurant_id: alwaysOpen._id }).update({ paused_indefinitely: true });
    expect((await search('Clockton')).data.at(-2)).toMatchObject({ restaurantName: 'Always Open', openState: { state: 'paused', resumesAt: null } });
  });

  it('sees a pause run out by itself when the clock passes its end, with no write', async () => {
    await owner('Late Place').POST('/api/my/restaurant/pause', { body: { minutes: 15 } });
    expect(await shown('Clockton', { openNow: 'true' })).toEqual([
      ['Always Open', 'open'],
      ['Lunch Place', 'open'],
    ]);
    time.set(NOON + 14 * MINUTE);
    expect((await search('Clockton', { openNow: 'true' })).pagination.total).toBe(2);
    time.set(NOON + 15 * MINUTE);
    expect(await shown('Clockton', { openNow: 'true' })).toEqual([
      ['Always Open', 'open'],
      ['Late Place', 'open'],
      ['Lunch Place', 'open'],
    ]);
  });

  it('sees the clock pass a closing and an opening, with no write', async () => {
    expect(await shown('Clockton', { sortOption: 'deliveryPrice' })).toEqual([
      ['Late Place', 'open'],
      ['Lunch Place', 'open'],
      ['Always Open', 'open'],
      ['Dinner Place', 'closed'],
    ]);
    time.set(Date.parse('2031-01-07T14:00:00.000Z'));
    const afterLunch = await search('Clockton', { sortOption: 'deliveryPrice' });
    expect(afterLunch.data.map((card) => [card.restaurantName, card.openState])).toEqual([
      ['Late Place', { state: 'open' }],
      ['Always Open', { state: 'open' }],
      ['Lunch Place', { state: 'closed', opensAt: '2031-01-08T11:00:00.000Z' }],
      ['Dinner Place', { state: 'closed', opensAt: '2031-01-07T17:00:00.000Z' }],
    ]);
    time.set(Date.parse('2031-01-07T17:00:00.000Z'));
    expect(await shown('Clockton', { openNow: 'true', sortOption: 'deliveryPrice' })).toEqual([
      ['Late Place', 'open'],
      ['Dinner Place', 'open'],
      ['Always Open', 'open'],
    ]);
  });

  it('sees new hours at the next search', async () => {
    expect((await search('Clockton', { openNow: 'true' })).pagination.total).toBe(3);
    await owner('Dinner Place').PUT('/api/my/restaurant/availability', { body: AROUND_THE_CLOCK });
    expect((await search('Clockton', { openNow: 'true' })).pagination.total).toBe(4);
  });
});
