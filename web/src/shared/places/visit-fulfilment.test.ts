import { describe, expect, it } from 'vitest';
import { fulfilmentFor } from './visit-fulfilment';

describe("the visit's fulfilment for a restaurant", () => {
  it('keeps the choice where the restaurant offers it, delivery when nothing was chosen', () => {
    const both = { delivery: true, collection: true };
    expect(fulfilmentFor('collection', both)).toBe('collection');
    expect(fulfilmentFor('delivery', both)).toBe('delivery');
    expect(fulfilmentFor('', both)).toBe('delivery');
  });

  it('falls back to what the restaurant offers', () => {
    expect(fulfilmentFor('collection', { delivery: true, collection: false })).toBe('delivery');
    expect(fulfilmentFor('delivery', { delivery: false, collection: true })).toBe('collection');
    expect(fulfilmentFor('', { delivery: false, collection: true })).toBe('collection');
    expect(fulfilmentFor('collection', undefined)).toBe('delivery');
  });
});
