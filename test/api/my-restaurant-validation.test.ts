import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, storedImages, validFields, type FormFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const details = (body: { details?: unknown }) => body.details;

describe.each(testDatabaseKinds())('my restaurant form validation on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let saved: Awaited<ReturnType<typeof owner.get>>['body'];

  /** Sends an update that must be refused, and checks it changed nothing, files included. */
  async function refused(fields: FormFields, image?: Parameters<typeof owner.update>[1]) {
    const files = storedImages(server);
    const answer = await owner.update(fields, image);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await owner.get()).body).toEqual(saved);
    expect(storedImages(server)).toEqual(files);
    return answer;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'validator@example.com');
    saved = (await owner.create(validFields(), { bytes: await picture('#27ae60') })).body;
  });
  afterAll(async () => server?.stop());

  it('names every missing field with the message of docs/product/texts-and-errors.md, the image included on create', async () => {
    const stranger = await anOwner(server, 'empty@example.com');
    const answer = await stranger.create({ menuItems: [{ name: ' ', price: '' }] });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(details(answer.body)).toEqual([
      { path: 'restaurantName', message: 'restuarant name is required' },
      { path: 'city', message: 'city is required' },
      { path: 'country', message: 'country is required' },
      { path: 'deliveryPrice', message: 'delivery price is required' },
      { path: 'estimatedDeliveryTime', message: 'estimated delivery time is required' },
      { path: 'cuisines', message: 'please select at least one item' },
      { path: 'menuItems[0].name', message: 'name is required' },
      { path: 'menuItems[0].price', message: 'price is required' },
      { path: 'imageFile', message: 'Either image URL or image File must be provided' },
    ]);
    expect((await stranger.get()).status).toBe(404);
  });

  it('refuses a blank update with the same messages and a new image, changing nothing', async () => {
    const answer = await refused({ restaurantName: '  ', city: '', country: ' ', cuisines: [] }, { bytes: await picture('#d35400') });
    expect(answer.status).toBe(400);
    expect(details(answer.body)).toEqual(expect.arrayContaining([
      { path: 'restaurantName', message: 'restuarant name is required' },
      { path: 'cuisines', message: 'please select at least one item' },
    ]));
  });

  it.each([
    ['text', 'deliveryPrice', 'abc'],
    ['pounds instead of pence', 'deliveryPrice', '2.50'],
    ['a negative fraction', 'deliveryPrice', '-1.5'],
    ['an exponent', 'estimatedDeliveryTime', '1e2'],
    ['a fraction', 'estimatedDeliveryTime', '30.5'],
  ])('says "must be a valid number" for %s in %s', async (_label, field, value) => {
    const answer = await refused({ ...validFields(), [field]: value });
    expect(details(answer.body)).toEqual([{ path: field, message: 'must be a valid number' }]);
  });

  it.each([
    ['deliveryPrice', '-1'],
    ['estimatedDeliveryTime', '-30'],
    ['menuItems', '-5'],
  ])('says a negative %s cannot be negative', async (field, value) => {
    const fields = field === 'menuItems' ? { menuItems: [{ name: 'Soup', price: value }] } : { [field]: value };
    const answer = await refused({ ...validFields(), ...fields });
    const path = field === 'menuItems' ? 'menuItems[0].price' : field;
    expect(details(answer.body)).toEqual([{ path, message: 'cannot be negative' }]);
  });

  it.each([
    ['0', 'price is required'],
    ['9.50', 'must be a valid number'],
    ['x', 'must be a valid number'],
    ['100001', 'must be at most 100000 pence'],
  ])('checks a menu price of "%s": %s', async (price, message) => {
    const answer = await refused({ ...validFields(), menuItems: [{ name: 'Soup', price }] });
    expect(details(answer.body)).toEqual([{ path: 'menuItems[0].price', message }]);
  });

  it('enforces the upper bounds', async () => {
    const answer = await refused({
      ...validFields(),
      restaurantName: 'N'.repeat(101),
      city: 'C'.repeat(81),
      deliveryPrice: '10001',
      estimatedDeliveryTime: '601',
      menuItems: [{ name: 'I'.repeat(101), price: '100' }],
    });
    expect(details(answer.body)).toEqual([
      { path: 'restaurantName', message: 'must be at most 100 characters' },
      { path: 'city', message: 'must be at most 80 characters' },
      { path: 'deliveryPrice', message: 'must be at most 10000 pence' },
      { path: 'estimatedDeliveryTime', message: 'must be at most 600 minutes' },
      { path: 'menuItems[0].name', message: 'must be at most 100 characters' },
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `Dish ${i}`, price: '100' }));
    expect(details((await refused({ ...validFields(), menuItems: many })).body)).toEqual([
      { path: 'menuItems', message: 'must have at most 100 items' },
    ]);
    const hundred = await owner.update({ ...validFields(), menuItems: many.slice(0, 100) });
    expect(hundred.body.menuItems).toHaveLength(100);
    saved = (await owner.update(validFields())).body;
  });

  it('accepts only the 26 cuisines, and an item id only once', async () => {
    const cuisines = await refused({ ...validFields(), cuisines: ['Pizza', 'Martian'] });
    expect(details(cuisines.body)).toEqual([{ path: 'cuisines[1]', message: 'must be one of the 26 cuisines' }]);
    const id = saved.menuItems[0]!._id;
    const twice = await refused({ ...validFields(), menuItems: [{ _id: id, name: 'A', price: '100' }, { _id: id, name: 'B', price: '100' }] });
    expect(details(twice.body)).toEqual([{ path: 'menuItems[1]._id', message: 'is listed twice' }]);
    const bogus = await refused({ ...validFields(), menuItems: [{ _id: '../../etc', name: 'A', price: '100' }] });
    expect(details(bogus.body)).toEqual([{ path: 'menuItems[0]._id', message: 'is not an item of this restaurant' }]);
  });

  it('refuses files that are not JPEG or PNG by content (415), whatever their name says', async () => {
    const png = await picture('#2c3e50');
    const fakes = [
      { bytes: Buffer.from('just some text, honestly'), name: 'photo.png', type: 'image/png' },
      { bytes: Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), name: 'polyglot.png' },
      { bytes: Buffer.concat([png.subarray(0, 8), Buffer.from('<html><body>hi</body></html>'), png.subarray(-12)]), name: 'header.png' },
      { bytes: await picture('#2c3e50', 'png').then((p) => p.subarray(0, p.length - 200)), name: 'truncated.png' },
      { bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), name: 'anim.gif', type: 'image/gif' },
    ];
    for (const fake of fakes) {
      const answer = await refused(validFields(), fake);
      expect({ name: fake.name, status: answer.status }).toEqual({ name: fake.name, status: 415 });
      expect(details(answer.body)).toEqual([{ path: 'imageFile', message: 'must be a JPEG or PNG image' }]);
    }
  });

  it('refuses an image over 5 MB (413) and a file in another field (400), naming the field', async () => {
    const big = Buffer.concat([await picture('#7f8c8d'), Buffer.alloc(5 * 1024 * 1024, 7)]);
    const tooBig = await refused(validFields(), { bytes: big });
    expect(tooBig.status).toBe(413);
    expect(details(tooBig.body)).toEqual([{ path: 'imageFile', message: 'must be at most 5 MB' }]);
    const stray = await refused(validFields(), { bytes: await picture('#95a5a6'), field: 'logo' });
    expect(stray.status).toBe(400);
    expect(details(stray.body)).toEqual([{ path: 'logo', message: 'only imageFile may carry a file' }]);
  });
});
