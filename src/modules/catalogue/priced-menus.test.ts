import { describe, expect, it } from 'vitest';
import type { PricedMenu } from './domain/restaurant.js';
import { PricedMenus } from './priced-menus.js';

const menuAt = (price: number): PricedMenu => ({ restaurantId: 'r1', restaurantName: 'Bella', deliveryPrice: 250, estimatedDeliveryTime: 30, cuisines: ['Italian'], items: new Map([['m1', { name: 'Margherita', price, optionGroups: [], allergens: [] }]]), deliveryAreas: [], fulfilment: { delivery: true, collection: false, collectionMinutes: 15 }, address: { addressLine1: '', postcode: '', city: 'London' }, suspended: false });

describe('PricedMenus', () => {
  it('reads a menu once per catalogue version, and again once the version has moved', async () => {
    let version = 1n;
    const reads: string[] = [];
    let price = 950;
    const menus = new PricedMenus(async () => version, async (id) => (reads.push(id), menuAt(price)));
    expect(await menus.of('r1')).toEqual(menuAt(950));
    expect(await menus.of('r1')).toEqual(menuAt(950));
    expect(reads).toEqual(['r1']);
    price = 1050;
    version = 2n;
    expect(await menus.of('r1')).toEqual(menuAt(1050));
    expect(reads).toEqual(['r1', 'r1']);
  });

  it('keeps "no such restaurant" too, until the catalogue changes', async () => {
    let version = 5n;
    let reads = 0;
    const menus = new PricedMenus(async () => version, async () => (reads++, undefined));
    expect(await menus.of('gone')).toBeUndefined();
    expect(await menus.of('gone')).toBeUndefined();
    expect(reads).toBe(1);
    version = 6n;
    await menus.of('gone');
    expect(reads).toBe(2);
  });

  it('keeps a thousand restaurants, forgetting first the one read from the database longest ago', async () => {
    const reads: string[] = [];
    const menus = new PricedMenus(async () => 1n, async (id) => (reads.push(id), menuAt(1)));
    for (let n = 0; n <= 1000; n++) await menus.of(`r${n}`); // r0 is forgotten for r1000
    reads.length = 0;
    await menus.of('r1');
    await menus.of('r0');
    expect(reads).toEqual(['r0']);
  });
});
