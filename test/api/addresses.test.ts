import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, DELIVERY, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner as aSeededOwner } from '../support/owners.js';
import { anOwner as aFormOwner, picture, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// docs/product/decisions.md "Addresses": UK postcodes stored normalised, phones in E.164, on the
// profile, the checkout's delivery details and the restaurant; the checkout requires both.
const SPELLINGS = ['sw1a1aa', 'SW1A 1AA', ' sw1a  1aa '];
const POSTCODE = 'SW1A 1AA';

describe.each(testDatabaseKinds())('postcodes and phones on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let owner: Awaited<ReturnType<typeof aSeededOwner>>;
  let menu: Awaited<ReturnType<typeof menuOf>>;

  const checkout = (delivery: Record<string, unknown>) =>
    customer.api.POST('/api/order/checkout/create-checkout-session', {
      body: { restaurantId: owner.restaurantId, cartItems: [{ menuItemId: menu[0]!._id, quantity: '1' }], deliveryDetails: delivery as never },
    });
  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const latestOrder = async () => (await customer.api.GET('/api/order')).data![0]!;
  const ownersOrder = async (orderId: string) => (await owner.api.GET('/api/my/restaurant/order')).data!.find((order) => order._id === orderId)!;
  const storedUser = (email: string) => server.db('users').where({ email }).first('name', 'postcode', 'phone');

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await aSeededOwner(server, `addresses-owner-${kind}@example.com`);
    customer = await aCustomer(server, `addresses-customer-${kind}@example.com`);
    menu = await menuOf(server, owner.restaurantId);
  });
  afterAll(async () => server?.stop());

  describe('at checkout', () => {
    it('stores one postcode however it is spelt, and the phone in E.164, and answers them to the customer and the owner', async () => {
      for (const postcode of SPELLINGS) {
        expect((await checkout({ ...customer.delivery, postcode, phone: '07911 123456' })).response.status).toBe(200);
        const order = await latestOrder();
        expect(order.deliveryDetails).toMatchObject({ postcode: POSTCODE, phone: '+447911123456' });
        expect((await ownersOrder(order._id)).deliveryDetails).toMatchObject({ postcode: POSTCODE, phone: '+447911123456' });
        const row = await server.db('orders').where({ id: order._id }).first('delivery_postcode', 'delivery_phone');
        expect(row).toEqual({ delivery_postcode: POSTCODE, delivery_phone: '+447911123456' });
      }
    });

    it('refuses a bad postcode and a bad phone, naming both, and places no order', async () => {
      const before = await orderCount();
      const { response, error } = await checkout({ ...customer.delivery, postcode: 'SW1A', phone: '07700 900123' });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(error?.details).toEqual([
        { path: 'deliveryDetails.postcode', message: 'Enter a valid UK postcode' },
        { path: 'deliveryDetails.phone', message: 'Enter a valid phone number' },
      ]);
      expect(await orderCount()).toBe(before);
    });

    it('requires both, missing or blank, beside the other required fields', async () => {
      const before = await orderCount();
      const { postcode: _postcode, phone: _phone, ...withoutBoth } = customer.delivery;
      const missing = await checkout(withoutBoth);
      expect(missing.response.status).toBe(400);
      expect(missing.error?.details).toEqual([
        { path: 'deliveryDetails.postcode', message: 'Postcode is required' },
        { path: 'deliveryDetails.phone', message: 'Phone is required' },
      ]);
      const blank = await checkout({ ...customer.delivery, city: ' ', postcode: '  ', phone: '' });
      expect(blank.error?.details).toEqual([
        { path: 'deliveryDetails.city', message: 'City is required' },
        { path: 'deliveryDetails.postcode', message: 'Postcode is required' },
        { path: 'deliveryDetails.phone', message: 'Phone is required' },
      ]);
      expect(await orderCount()).toBe(before);
    });

    it('still reads an order stored before them, leaving both out of its delivery details', async () => {
      expect((await checkout(customer.delivery)).response.status).toBe(200);
      const { _id } = await latestOrder();
      // As an order placed before the columns existed: both null.
      await server.db('orders').where({ id: _id }).update({ delivery_postcode: null, delivery_phone: null });
      for (const details of [(await latestOrder()).deliveryDetails, (await ownersOrder(_id)).deliveryDetails]) {
        expect(details).toEqual({ name: DELIVERY.name, addressLine1: DELIVERY.addressLine1, city: DELIVERY.city, country: DELIVERY.country, email: customer.email });
      }
    });
  });

  describe('on the profile', () => {
    const profile = { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom' };

    it('has neither before they are given, and stores one postcode however it is spelt and the phone in E.164', async () => {
      const someone = await aCustomer(server, `profile-${kind}@example.com`);
      const fresh = (await someone.api.GET('/api/my/user')).data!;
      expect(fresh).not.toHaveProperty('postcode');
      expect(fresh).not.toHaveProperty('phone');
      for (const postcode of SPELLINGS) {
        const saved = await someone.api.PUT('/api/my/user', { body: { ...profile, postcode, phone: '+44 7911 123456' } });
        expect(saved.data).toMatchObject({ postcode: POSTCODE, phone: '+447911123456' });
        expect(await storedUser(someone.email)).toMatchObject({ postcode: POSTCODE, phone: '+447911123456' });
      }
      expect((await someone.api.GET('/api/my/user')).data).toMatchObject({ postcode: POSTCODE, phone: '+447911123456' });
    });

    it('keeps them when the form does not send them, and clears them when sent blank', async () => {
      const someone = await aCustomer(server, `profile-keep-${kind}@example.com`);
      await someone.api.PUT('/api/my/user', { body: { ...profile, postcode: 'M3 2BY', phone: '07911 123456' } });
      expect((await someone.api.PUT('/api/my/user', { body: { ...profile, name: 'Ada King' } })).data).toMatchObject({ name: 'Ada King', postcode: 'M3 2BY', phone: '+447911123456' });
      const cleared = (await someone.api.PUT('/api/my/user', { body: { ...profile, postcode: ' ', phone: '' } })).data!;
      expect(cleared).not.toHaveProperty('postcode');
      expect(cleared).not.toHaveProperty('phone');
      expect(await storedUser(someone.email)).toMatchObject({ postcode: null, phone: null });
    });

    it('refuses a bad postcode and a bad phone, naming the field, and writes nothing', async () => {
      const someone = await aCustomer(server, `profile-bad-${kind}@example.com`);
      await someone.api.PUT('/api/my/user', { body: { ...profile, postcode: 'M3 2BY', phone: '07911 123456' } });
      const { response, error } = await someone.api.PUT('/api/my/user', { body: { ...profile, name: 'Changed', postcode: 'NOT A CODE', phone: '12345' } });
      expect(response.status).toBe(400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(error?.details).toEqual([
        { path: 'postcode', message: 'Enter a valid UK postcode' },
        { path: 'phone', message: 'Enter a valid phone number' },
      ]);
      expect(await storedUser(someone.email)).toEqual({ name: 'Ada Lovelace', postcode: 'M3 2BY', phone: '+447911123456' });
    });
  });

  describe('on the restaurant', () => {
    it('answers empty strings for a restaurant saved before them, publicly and to its owner', async () => {
      const mine = (await owner.api.GET('/api/my/restaurant')).data!;
      expect(mine).toMatchObject({ addressLine1: '', postcode: '' });
      const shown = (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } })).data!;
      expect(shown).toMatchObject({ addressLine1: '', postcode: '' });
    });

    it('stores one postcode however it is spelt, and keeps the address when a form does not send it', async () => {
      const someone = await aFormOwner(server, `form-owner-${kind}@example.com`);
      const created = await someone.create({ ...validFields(), addressLine1: ' 80 Bridge Street ', postcode: SPELLINGS[0] }, { bytes: await picture('#16a085') });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ addressLine1: '80 Bridge Street', postcode: POSTCODE });
      for (const postcode of SPELLINGS.slice(1)) {
        expect((await someone.update({ ...validFields(), addressLine1: '80 Bridge Street', postcode })).body).toMatchObject({ postcode: POSTCODE });
      }
      // Older clients send neither: what is stored stays.
      expect((await someone.update({ ...validFields(), restaurantName: 'Bella Napoli II' })).body).toMatchObject({ restaurantName: 'Bella Napoli II', addressLine1: '80 Bridge Street', postcode: POSTCODE });
      const row = await server.db('restaurants').where({ id: created.body._id }).first('address_line1', 'postcode');
      expect(row).toEqual({ address_line1: '80 Bridge Street', postcode: POSTCODE });
      const shown = (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: created.body._id } } })).data!;
      expect(shown).toMatchObject({ addressLine1: '80 Bridge Street', postcode: POSTCODE });
    });

    it('refuses a bad postcode and a street address over 300 characters, naming them, and writes nothing', async () => {
      const someone = await aFormOwner(server, `form-bad-${kind}@example.com`);
      await someone.create({ ...validFields(), addressLine1: '1 Quay Street', postcode: 'M3 3JE' }, { bytes: await picture('#8e44ad') });
      const refused = await someone.update({ ...validFields(), restaurantName: 'Renamed', addressLine1: 'a'.repeat(301), postcode: 'M3' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(refused.body.details).toEqual([
        { path: 'addressLine1', message: 'must be at most 300 characters' },
        { path: 'postcode', message: 'Enter a valid UK postcode' },
      ]);
      expect((await someone.get()).body).toMatchObject({ restaurantName: 'Bella Napoli', addressLine1: '1 Quay Street', postcode: 'M3 3JE' });
    });
  });
});
