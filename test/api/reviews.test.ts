// Reviews of delivered orders (docs/product/decisions.md "After the order"): who may rate, when,
// what the input may hold, the owner's one reply, and the rating restaurants show from 3 ratings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
const DAY = 24 * 3_600_000;

describe.each(testDatabaseKinds())('reviews on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let otherOwner: Owner;
  let customer: Customer;
  let stranger: Customer;

  const orderPath = (orderId: string) => ({ params: { path: { orderId } } });
  const rate = (orderId: string, body: { rating: number; comment?: string }, who: { api: Customer['api'] } = customer) =>
    who.api.POST('/api/order/{orderId}/review', { ...orderPath(orderId), body });
  const reply = (reviewId: string, text: string, who: { api: Owner['api'] } = owner) =>
    who.api.POST('/api/my/restaurant/reviews/{reviewId}/reply', { params: { path: { reviewId } }, body: { text } });
  const reviewsOf = (restaurantId: string, query: { page?: string; pageSize?: string } = {}) =>
    server.client().GET('/api/restaurant/{restaurantId}/reviews', { params: { path: { restaurantId }, query } });
  const detailOf = async (restaurantId: string) => (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } })).data!;
  const orderOf = async (orderId: string, who = customer) => (await who.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  /** Raw, for bodies the contract refuses. */
  const post = (path: string, body: unknown, token = customer.token) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** An order of `who` at `restaurant`, taken as far as `to` through the real checkout and the owner's desk. */
  async function anOrder(to: 'paid' | 'inProgress' | 'delivered' = 'delivered', restaurant = owner, who = customer): Promise<string> {
    const { orderId, url } = await placeOrder(server, who, restaurant.restaurantId, [1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    if (to === 'paid') return orderId;
    const setStatus = (status: 'inProgress' | 'outForDelivery' | 'delivered') =>
      restaurant.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...orderPath(orderId), body: { status } });
    expect((await setStatus('inProgress')).response.status).toBe(200);
    if (to === 'inProgress') return orderId;
    expect((await setStatus('outForDelivery')).response.status).toBe(200);
    expect((await setStatus('delivered')).response.status).toBe(200);
    return orderId;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, 'reviews-owner@example.com');
    otherOwner = await anOwner(server, 'reviews-other-owner@example.com');
    customer = await aCustomer(server, 'reviews-customer@example.com');
    stranger = await aCustomer(server, 'reviews-stranger@example.com');
  });
  afterAll(async () => server?.stop());

  describe('rating an order', () => {
    it('rates a delivered order once: 201 with the review, shown on the order and in the restaurant list', async () => {
      const orderId = await anOrder();
      const before = await orderOf(orderId);
      expect(before.review).toBeUndefined();
      expect(new Date(before.reviewBy!).getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);

      const { response, data } = await rate(orderId, { rating: 4, comment: 'Warm and quick.\nWould order again.' });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({ rating: 4, comment: 'Warm and quick.\nWould order again.', customerName: 'Ada', reply: null });
      expect((await orderOf(orderId)).review).toEqual(data);
      const listed = (await reviewsOf(owner.restaurantId)).data!;
      expect(listed.data[0]).toEqual(data);
      // The first name only: nothing else about the customer is public.
      expect(JSON.stringify(listed)).not.toMatch(/Lovelace|example\.com|Deansgate/);

      const again = await rate(orderId, { rating: 5 });
      expect(again.response.status).toBe(409);
      expect(again.error).toMatchObject({ code: 'ALREADY_REVIEWED' });
      expect(await server.db('order_reviews').where({ order_id: orderId })).toHaveLength(1);
      const events = await server.db('order_events').where({ order_id: orderId }).orderBy('id');
      expect(events.at(-1)).toMatchObject({ type: 'reviewed', status: 'delivered' });
    });

    it('answers 404 for anybody but the order\'s customer, an unknown id, and without a user record', async () => {
      const orderId = await anOrder();
      for (const who of [stranger, owner]) {
        const { response, error } = await rate(orderId, { rating: 5 }, who);
        expect(response.status).toBe(404);
        expect(error).toMatchObject({ code: 'NOT_FOUND' });
      }
      expect((await rate('0123456789abcdef01234567', { rating: 5 })).response.status).toBe(404);
      expect((await rate('not-an-id', { rating: 5 })).response.status).toBe(404);
      expect((await post(`/api/order/${orderId}/review`, { rating: 5 }, 'forged.token.value')).status).toBe(401);
      expect((await fetch(`${server.url}/api/order/${orderId}/review`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"rating":5}' })).status).toBe(401);
      expect(await server.db('order_reviews').where({ order_id: orderId })).toHaveLength(0);
    });

    it('refuses an order not delivered yet, and one delivered more than 14 days ago, with 409', async () => {
      for (const state of ['paid', 'inProgress'] as const) {
        const { response, error } = await rate(await anOrder(state), { rating: 3 });
        expect(response.status).toBe(409);
        expect(error).toMatchObject({ code: 'ORDER_NOT_DELIVERED', message: 'Only a delivered order can be rated' });
      }
      const late = await anOrder();
      // Delivered 14 days and a minute ago, as the status history records it.
      const deliveredAt = new Date(Date.now() - 14 * DAY - 60_000).toISOString();
      await server.db('order_status_history').where({ order_id: late, status: 'delivered' }).update({ changed_at: deliveredAt });
      expect(new Date((await orderOf(late)).reviewBy!).getTime()).toBeLessThan(Date.now());
      const { response, error } = await rate(late, { rating: 3 });
      expect(response.status).toBe(409);
      expect(error).toMatchObject({ code: 'REVIEW_WINDOW_CLOSED' });
    });

    it('answers 400 naming the field for a rating outside 1-5 or not whole, a long comment or control characters', async () => {
      const orderId = await anOrder();
      const cases: Array<[unknown, string]> = [
        [{}, 'rating'],
        [{ rating: 0 }, 'rating'],
        [{ rating: 6 }, 'rating'],
        [{ rating: 4.5 }, 'rating'],
        [{ rating: '5' }, 'rating'],
        [{ rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
        [{ rating: 5, comment: 'tab\there' }, 'comment'],
        [{ rating: 5, comment: 'nul\u0000' }, 'comment'],
        [{ rating: 5, extra: true }, 'extra'],
      ];
      for (const [body, field] of cases) {
        const answer = await post(`/api/order/${orderId}/review`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(((await answer.json()) as { message: string }).message, JSON.stringify(body)).toContain(field);
      }
      expect(await server.db('order_reviews').where({ order_id: orderId })).toHaveLength(0);
      expect((await rate(orderId, { rating: 5, comment: 'x'.repeat(1000) })).response.status).toBe(201);
    });

    it('lets one of two concurrent ratings of an order in', async () => {
      const orderId = await anOrder();
      const answers = await Promise.all([rate(orderId, { rating: 5 }), rate(orderId, { rating: 1 })]);
      expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409]);
      expect(await server.db('order_reviews').where({ order_id: orderId })).toHaveLength(1);
    });
  });

  describe('the owner\'s reply', () => {
    it('answers a review once; the reply shows in the public list and on the customer\'s order', async () => {
      const orderId = await anOrder();
      const review = (await rate(orderId, { rating: 2, comment: 'Cold chips.' })).data!;
      const { response, data } = await reply(review._id, 'Sorry! Next one is on us.\nThe kitchen');
      expect(response.status).toBe(201);
      expect(data!.reply).toMatchObject({ text: 'Sorry! Next one is on us.\nThe kitchen' });
      const listed = (await reviewsOf(owner.restaurantId)).data!.data.find((r) => r._id === review._id);
      expect(listed!.reply).toEqual(data!.reply);
      expect((await orderOf(orderId)).review!.reply).toEqual(data!.reply);

      const second = await reply(review._id, 'Again');
      expect(second.response.status).toBe(409);
      expect(second.error).toMatchObject({ code: 'ALREADY_REPLIED' });
      expect((await reviewsOf(owner.restaurantId)).data!.data.find((r) => r._id === review._id)!.reply!.text).toBe('Sorry! Next one is on us.\nThe kitchen');
    });

    it('is 404 for another restaurant\'s review, an unknown one, or a user without a restaurant', async () => {
      const review = (await rate(await anOrder(), { rating: 3 })).data!;
      expect((await reply(review._id, 'Not mine', otherOwner)).response.status).toBe(404);
      expect((await reply(review._id, 'Not a restaurant', stranger)).response.status).toBe(404);
      expect((await reply('0123456789abcdef01234567', 'Who?')).response.status).toBe(404);
      expect((await post(`/api/my/restaurant/reviews/${review._id}/reply`, { text: 'x' }, 'forged.token.value')).status).toBe(401);
      expect((await server.db('order_reviews').where({ id: review._id }).first()).reply_text).toBeNull();
    });

    it('answers 400 naming the field for an empty, long or control-character text', async () => {
      const review = (await rate(await anOrder(), { rating: 3 })).data!;
      for (const body of [{}, { text: '' }, { text: 'y'.repeat(1001) }, { text: 'bell\u0007' }]) {
        const answer = await post(`/api/my/restaurant/reviews/${review._id}/reply`, body, owner.token);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(((await answer.json()) as { message: string }).message).toContain('text');
      }
    });
  });

  describe('the rating restaurants show', () => {
    it('is null below 3 ratings and the average to one decimal from 3, on the detail and the search card', async () => {
      const rated = await anOwner(server, 'reviews-rated-owner@example.com');
      const searchCard = async () => {
        const { restaurantName, city } = await detailOf(rated.restaurantId);
        const found = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city }, query: { searchQuery: restaurantName } } });
        return found.data!.data.find((card) => card._id === rated.restaurantId)!;
      };
      expect((await detailOf(rated.restaurantId)).rating).toBeNull();
      expect((await searchCard()).rating).toBeNull();
      for (const rating of [5, 4]) expect((await rate(await anOrder('delivered', rated), { rating })).response.status).toBe(201);
      expect((await detailOf(rated.restaurantId)).rating).toBeNull();
      expect((await searchCard()).rating).toBeNull();
      expect((await rate(await anOrder('delivered', rated, stranger), { rating: 4 }, stranger)).response.status).toBe(201);
      expect((await detailOf(rated.restaurantId)).rating).toEqual({ average: 4.3, count: 3 });
      expect((await searchCard()).rating).toEqual({ average: 4.3, count: 3 });
      // The owner's own answer is not a public read: no rating there.
      expect((await rated.api.GET('/api/my/restaurant')).data).not.toHaveProperty('rating');
      // Business insights: the average over the range's ratings (recomputed after each review's event).
      const insights = await eventually(async () => {
        const { data } = await rated.api.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } });
        return data?.ratingCount === 3 ? data : undefined;
      }, 'insights counting the three ratings');
      expect(insights).toMatchObject({ averageRating: 4.3, ratingCount: 3 });
    });

    it('lists a restaurant\'s reviews newest first, a page at a time; an unknown restaurant is 404, bad paging 400', async () => {
      const listed = await anOwner(server, 'reviews-listed-owner@example.com');
      for (const rating of [1, 2, 3]) await rate(await anOrder('delivered', listed), { rating });
      const first = (await reviewsOf(listed.restaurantId, { pageSize: '2' })).data!;
      expect(first.data.map((r) => r.rating)).toEqual([3, 2]);
      expect(first.pagination).toEqual({ total: 3, page: 1, pages: 2 });
      const second = (await reviewsOf(listed.restaurantId, { pageSize: '2', page: '2' })).data!;
      expect(second.data.map((r) => r.rating)).toEqual([1]);
      expect((await reviewsOf('0123456789abcdef01234567')).response.status).toBe(404);
      for (const query of [{ page: '0' }, { page: '1e3' }, { pageSize: '51' }, { pageSize: '-1' }]) {
        expect((await reviewsOf(listed.restaurantId, query)).response.status, JSON.stringify(query)).toBe(400);
      }
    });
  });
});
