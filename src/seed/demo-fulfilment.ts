import type { FulfilmentSettings } from '../modules/catalogue/seeding.js';
import type { DemoRestaurant } from './demo-restaurants.js';

/**
 * Which demo restaurants offer collection, and how soon it is ready (docs/product/decisions.md
 * "Collection"): several deliver and offer collection, each with its own minutes. Bella Napoli
 * (owner@tuckin.demo's) and the rest deliver only, so the basket without a choice stays in the demo.
 */
const COLLECTION_MINUTES: Record<string, number> = {
  'Spice Route Kitchen': 20,
  'Sakura Sushi Bar': 15,
  'Golden Dragon': 10,
  'Taco Loco': 12,
  'Café Aurora': 25,
};

/** The demo restaurant's setting; undefined for one left at the default (deliver only). */
export function demoFulfilment(demo: Pick<DemoRestaurant, 'name'>): FulfilmentSettings | undefined {
  const minutes = COLLECTION_MINUTES[demo.name];
  return minutes === undefined ? undefined : { delivery: true, collection: true, collectionMinutes: minutes };
}
