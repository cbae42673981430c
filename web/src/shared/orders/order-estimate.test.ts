import { describe, expect, it } from 'vitest';
import { estimatedMinutes, expectedAt } from './order-estimate';

const restaurant = { estimatedDeliveryTime: 40, collectionMinutes: 15 };
const placed = { createdAt: '2026-12-04T18:00:00.000Z', expectedBy: null, restaurant };

describe('estimatedMinutes', () => {
  it('is the delivery estimate for a delivery and the collection minutes for a collection', () => {
    expect(estimatedMinutes({ fulfilment: 'delivery', restaurant })).toBe(40);
    expect(estimatedMinutes({ fulfilment: 'collection', restaurant })).toBe(15);
  });
});

describe('expectedAt', () => {
  it('adds the fulfilment’s minutes to the creation time until the restaurant accepts', () => {
    expect(expectedAt({ ...placed, fulfilment: 'delivery' }).toISOString()).toBe('2026-12-04T18:40:00.000Z');
    expect(expectedAt({ ...placed, fulfilment: 'collection' }).toISOString()).toBe('2026-12-04T18:15:00.000Z');
  });

  it('is the slot of an order for later, and the restaurant’s own time once accepted', () => {
    expect(expectedAt({ ...placed, fulfilment: 'collection', scheduledFor: '2026-12-04T19:30:00.000Z' }).toISOString()).toBe('2026-12-04T19:30:00.000Z');
    expect(expectedAt({ ...placed, fulfilment: 'collection', expectedBy: '2026-12-04T18:25:00.000Z' }).toISOString()).toBe('2026-12-04T18:25:00.000Z');
  });
});
