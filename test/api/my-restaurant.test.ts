import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, restaurantForm, storedImages, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('my restaurant API on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.stop());

  it('refuses every call without a token (401), even a large upload, which is never read', async () => {
    for (const method of ['GET', 'POST', 'PUT']) {
      const body = method === 'GET' ? undefined : restaurantForm(validFields(), { bytes: Buffer.alloc(20 * 1024 * 1024, 1) });
      const response = await fetch(`${server.url}/api/my/restaurant`, { method, body });
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(storedImages(server)).toEqual([]);
  });

  it('creates, reads back, and refuses a second restaurant (409) without changing the first', async () => {
    const owner = await anOwner(server, 'creator@example.com');
    expect((await owner.get()).status).toBe(404);
    const created = await owner.create(validFields(), { bytes: await picture('#c0392b') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      restaurantName: 'Bella Napoli', city: 'Manchester', country: 'United Kingdom', deliveryPrice: 250,
      estimatedDeliveryTime: 30, cuisines: ['Italian', 'Pizza'],
      menuItems: [{ name: 'Margherita', price: 950 }, { name: 'Carbonara', price: 1150 }, { name: 'Tiramisu', price: 550 }],
    });
    expect(created.body.imageUrl).toMatch(/^\/images\/restaurants\/[0-9a-f]{16}-v2-banner\.webp$/);
    expect(created.body.imageSrcset).toBe(`${created.body.imageUrl.replace('-banner.webp', '-banner-600.webp')} 600w, ${created.body.imageUrl} 1200w`);
    const read = await owner.get();
    expect(read).toEqual({ status: 200, body: created.body });

    const image = await fetch(`${server.url}${created.body.imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const again = await owner.create({ ...validFields(), restaurantName: 'Second' }, { bytes: await picture('#2980b9') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', message: 'User restaurant already exists' });
    expect((await owner.get()).body).toEqual(created.body);
  });

  it('updates in place: kept menu items keep their ids, removed ones go, new ones get ids', async () => {
    const owner = await anOwner(server, 'editor@example.com');
    const { body: before } = await owner.create(validFields(), { bytes: await picture('#16a085') });
    const [margherita, carbonara, tiramisu] = before.menuItems;
    const updated = await owner.update({
      ...validFields(),
      restaurantName: 'Bella Napoli Two',
      deliveryPrice: '0',
      cuisines: ['Pizza'],
      menuItems: [
        { _id: tiramisu!._id, name: 'Tiramisu', price: '600' },
        { name: 'Focaccia', price: '450' },
        { _id: margherita!._id, name: 'Margherita Pizza', price: '950' },
      ],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ restaurantName: 'Bella Napoli Two', deliveryPrice: 0, cuisines: ['Pizza'], imageUrl: before.imageUrl });
    const items = updated.body.menuItems;
    expect(items.map((i) => [i.name, i.price])).toEqual([['Tiramisu', 600], ['Focaccia', 450], ['Margherita Pizza', 950]]);
    expect(items[0]!._id).toBe(tiramisu!._id);
    expect(items[2]!._id).toBe(margherita!._id);
    expect([tiramisu!._id, margherita!._id, carbonara!._id]).not.toContain(items[1]!._id);
    expect(Date.parse(updated.body.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(before.lastUpdated));
    expect((await owner.get()).body).toEqual(updated.body);
  });

  it('replaces the image and removes the old files; keeps the image when none is sent', async () => {
    const owner = await anOwner(server, 'photographer@example.com');
    const { body: first } = await owner.create(validFields(), { bytes: await picture('#8e44ad', 'jpeg'), type: 'image/jpeg', name: 'a.jpg' });
    const oldFiles = storedImages(server).filter((f) => first.imageUrl.includes(f.split('-')[0]!));
    expect(oldFiles).toHaveLength(4); // banner, card and their srcset widths
    const kept = await owner.update(validFields());
    expect(kept.body.imageUrl).toBe(first.imageUrl);
    const replaced = await owner.update(validFields(), { bytes: await picture('#f1c40f') });
    expect(replaced.status).toBe(200);
    expect(replaced.body.imageUrl).not.toBe(first.imageUrl);
    const files = storedImages(server);
    for (const file of oldFiles) expect(files).not.toContain(file);
    expect((await fetch(`${server.url}${first.imageUrl}`)).status).toBe(404);
    expect((await fetch(`${server.url}${replaced.body.imageUrl}`)).status).toBe(200);
    expect((await fetch(`${server.url}${replaced.body.cardImageUrl}`)).status).toBe(200);
    for (const candidate of `${replaced.body.imageSrcset}, ${replaced.body.cardImageSrcset}`.split(', ')) {
      expect((await fetch(`${server.url}${candidate.split(' ')[0]}`)).status).toBe(200);
    }
  });

  it('lets nobody touch another user\'s restaurant: no adoption of items, 404 without one', async () => {
    const alice = await anOwner(server, 'alice@example.com');
    const { body: hers } = await alice.create({ ...validFields(), restaurantName: 'Alice Diner' }, { bytes: await picture('#e67e22') });
    const filesBefore = storedImages(server);

    const mallory = await anOwner(server, 'mallory@example.com');
    expect((await mallory.get()).status).toBe(404);
    const noRestaurant = await mallory.update(validFields(), { bytes: await picture('#000000') });
    expect(noRestaurant.status).toBe(404);

    await mallory.create({ ...validFields(), restaurantName: 'Mallory Grill' }, { bytes: await picture('#34495e') });
    const adopt = await mallory.update({ ...validFields(), menuItems: [{ _id: hers.menuItems[0]!._id, name: 'Stolen', price: '1' }] });
    expect(adopt.status).toBe(400);
    expect(adopt.body.details).toEqual([{ path: 'menuItems[0]._id', message: 'is not an item of this restaurant' }]);

    expect((await alice.get()).body).toEqual(hers);
    expect((await mallory.get()).body.restaurantName).toBe('Mallory Grill');
    expect(storedImages(server).filter((f) => filesBefore.includes(f))).toEqual(filesBefore);
  });

  it('answers 404 to a signed-in user who has no user record yet', async () => {
    const { issueDevAccessToken } = await import('../../src/identity-dev/index.js');
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email: 'norecord@example.com' });
    const response = await fetch(`${server.url}/api/my/restaurant`, {
      method: 'POST', body: restaurantForm(validFields(), { bytes: await picture('#ffffff') }), headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'User not found' });
  });
});
