import type { Knex } from 'knex';
import { ORDER_STATUSES, type NewOrderEvent } from '../modules/ordering/index.js';
import { bulkLoadOrders } from '../modules/ordering/seeding.js';
import { bulkLoadReviews } from '../modules/reviews/seeding.js';
import type { RestaurantRecord } from '../modules/catalogue/index.js';
import { toDb } from '../shared/db/timestamps.js';
import { newId } from '../shared/ids.js';
import { demoPhone } from './demo-addresses.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Minutes after placing at which each status was set: placed, paid, inProgress, outForDelivery, delivered. */
const STEP_MINUTES = [0, 1, 4, 22, 38];

type DemoReview = [rating: number, deliveredTo: string, comment: string | null, daysAgo: number, reply?: string];

/**
 * Reviews on demo restaurants, so ratings show out of the box (docs/product/decisions.md "After
 * the order"): Sakura has enough to show an average, Spice Route one. The demo owner's restaurant
 * (Bella Napoli) has none, and no orders: its order desk starts empty.
 */
const DEMO_REVIEWS: Record<string, DemoReview[]> = {
  'Sakura Sushi Bar': [
    [5, 'Hannah Price', 'The salmon was beautifully fresh.', 3],
    [4, 'Omar Khalid', 'Tasty katsu curry, generous portion.', 6, 'Thank you, Omar!'],
    [4, 'Ella Brooks', null, 10],
  ],
  'Spice Route Kitchen': [[5, 'Ravi Patel', 'Proper rogan josh. Will order again.', 4]],
};

/**
 * Delivered orders with their reviews, written through ordering's loaders on the seed's
 * transaction. The reviewers are demo owners of other restaurants (never the demo customer,
 * whose order list stays empty for a first demo); each order is delivered to the name shown.
 */
export async function seedDemoReviews(trx: Knex.Transaction, restaurants: ReadonlyArray<{ record: RestaurantRecord; ownerUserId: string }>, now: Date): Promise<void> {
  const rows = { orders: [] as Record<string, unknown>[], items: [] as Record<string, unknown>[], history: [] as Record<string, unknown>[], events: [] as NewOrderEvent[] };
  const reviews: Parameters<typeof bulkLoadReviews>[1][number][] = [];
  for (const { record } of restaurants) {
    const reviewers = restaurants.filter((other) => other.record.id !== record.id).map((other) => other.ownerUserId);
    (DEMO_REVIEWS[record.restaurantName] ?? []).forEach(([rating, name, comment, daysAgo, reply], i) => {
      const userId = reviewers[i % reviewers.length]!;
      const deliveredAt = new Date(now.getTime() - daysAgo * DAY);
      const orderId = deliveredOrder(rows, record, userId, name, deliveredAt);
      const createdAt = new Date(deliveredAt.getTime() + 3 * 3_600_000);
      reviews.push({
        id: newId(createdAt), orderId, restaurantId: record.id, userId, rating, comment, customerFirstName: name.split(' ')[0]!, createdAt,
        reply: reply ? { text: reply, createdAt: new Date(createdAt.getTime() + DAY / 2) } : null,
      });
    });
  }
  await bulkLoadOrders(trx, rows);
  await bulkLoadReviews(trx, reviews);
}

/** One delivered order of the restaurant's first dish, with its status history and events. */
function deliveredOrder(rows: { orders: Record<string, unknown>[]; items: Record<string, unknown>[]; history: Record<string, unknown>[]; events: NewOrderEvent[] }, restaurant: RestaurantRecord, userId: string, name: string, deliveredAt: Date): string {
  const placedAt = new Date(deliveredAt.getTime() - STEP_MINUTES.at(-1)! * MINUTE);
  const id = newId(placedAt);
  const dish = restaurant.menuItems[0]!;
  rows.items.push({ id: newId(placedAt), order_id: id, menu_item_id: dish.id, name: dish.name, price: dish.price, quantity: 1, position: 0 });
  STEP_MINUTES.forEach((minutes, step) => {
    const at = new Date(placedAt.getTime() + minutes * MINUTE);
    const status = ORDER_STATUSES[step]!;
    const by = step === 0 ? `customer:${userId}` : step === 1 ? 'payment:demo' : `owner:demo`;
    rows.history.push({ order_id: id, status, changed_at: toDb(at), changed_by: by });
    rows.events.push({ type: step === 0 ? 'placed' : step === 1 ? 'paid' : 'statusSet', orderId: id, restaurantId: restaurant.id, customerId: userId, status, occurredAt: at, changes: { from: step === 0 ? null : ORDER_STATUSES[step - 1]!, to: status, by } });
  });
  rows.orders.push({
    id, restaurant_id: restaurant.id, user_id: userId, status: 'delivered', total_amount: dish.price, delivery_price: restaurant.deliveryPrice,
    cuisines: JSON.stringify(restaurant.cuisines), delivery_name: name, delivery_address_line1: '1 Market Street', delivery_city: restaurant.city,
    delivery_country: restaurant.country, delivery_email: 'reviews@tuckin.demo',
    delivery_postcode: restaurant.postcode ?? null, delivery_phone: demoPhone(), created_at: toDb(placedAt), updated_at: toDb(deliveredAt),
  });
  return id;
}
