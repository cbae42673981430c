import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../api/search-restaurants';
import { RestaurantCard } from './RestaurantCard';

const card: Restaurant = {
  _id: '6755c8f2a1b2c3d4e5f60718',
  restaurantName: 'Spice Route Kitchen',
  city: 'London',
  deliveryPrice: 250,
  estimatedDeliveryTime: 40,
  cuisines: ['Indian'],
  imageUrl: '',
  openState: { state: 'open' },
  timeZone: 'Europe/London',
  rating: null,
};

/** The estimate's line as text. */
const estimateOf = (restaurant: Restaurant) => {
  const html = renderToString(
    <MemoryRouter>
      <RestaurantCard restaurant={restaurant} />
    </MemoryRouter>,
  );
  const line = /data-testid="estimate">(.*?)<\/p>/s.exec(html)![1]!;
  return line.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
};

describe('RestaurantCard', () => {
  it('says "Collection available" beside the estimate where the restaurant offers collection', () => {
    expect(estimateOf({ ...card, collection: true })).toBe('40 mins · Collection available');
  });

  it('says nothing of collection where it only delivers', () => {
    expect(estimateOf(card)).toBe('40 mins');
  });
});
