import { describe, expect, it } from 'vitest';
import { toRestaurantFormData } from './restaurant-form-data';

const payload = {
  restaurantName: 'Bella Napoli',
  city: 'Manchester',
  country: 'United Kingdom',
  deliveryPrice: 250,
  estimatedDeliveryTime: 30,
  cuisines: ['Italian', 'Pizza'],
  menuItems: [
    { _id: 'm1', name: 'Margherita', price: 950 },
    { _id: undefined, name: 'Tiramisu', price: 550 },
  ],
  imageUrl: '/images/r.webp',
  imageFile: undefined,
  emailNewOrders: false,
};

describe('toRestaurantFormData', () => {
  it('sends bracket names, pence and minutes as text, and ids of existing items only', () => {
    const entries = [...toRestaurantFormData(payload).entries()];
    expect(entries).toEqual([
      ['restaurantName', 'Bella Napoli'],
      ['city', 'Manchester'],
      ['country', 'United Kingdom'],
      ['deliveryPrice', '250'],
      ['estimatedDeliveryTime', '30'],
      ['cuisines[0]', 'Italian'],
      ['cuisines[1]', 'Pizza'],
      ['menuItems[0][_id]', 'm1'],
      ['menuItems[0][name]', 'Margherita'],
      ['menuItems[0][price]', '950'],
      ['menuItems[1][name]', 'Tiramisu'],
      ['menuItems[1][price]', '550'],
      ['emailNewOrders', 'false'],
    ]);
  });

  it("sends the owner's new-order e-mail opt-in as 'true' once ticked", () => {
    expect(toRestaurantFormData({ ...payload, emailNewOrders: true }).get('emailNewOrders')).toBe('true');
  });

  it('adds the picked image file', () => {
    const imageFile = new File([new Uint8Array([137, 80])], 'shop.png', { type: 'image/png' });
    const sent = toRestaurantFormData({ ...payload, imageFile }).get('imageFile');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('shop.png');
  });
});
