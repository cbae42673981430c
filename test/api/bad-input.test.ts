import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, DELIVERY, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner as aRestaurantOwner } from '../support/owners.js';
import { anOwner, picture, restaurantForm, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const CONTROL = 'must not contain control characters';

/** Bytes sent exactly as given (fetch and FormData would escape or refuse them); the whole answer back. */
function rawRequest(server: TestServer, head: string, body: Buffer): Promise<{ status: number; body: Record<string, unknown> }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body])));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => {
      const [status, json] = [Number(answer.split(' ')[1]), answer.slice(answer.indexOf('\r\n\r\n') + 4)];
      resolve({ status, body: JSON.parse(json) as Record<string, unknown> });
    });
    socket.on('error', reject);
  });
}

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let restaurantId: string;
  let saved: unknown;

  const json = (method: string, path: string, body: string, token = customer.token) =>
    fetch(`${server.url}${path}`, { method, body, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

  /** An answer in the one error shape, 400, with the request id. */
  async function expect400(response: Response, code = 'VALIDATION_ERROR') {
    const body = (await response.json()) as Record<string, unknown>;
    expect({ status: response.status, code: body.code }).toEqual({ status: 400, code });
    expect(body.requestId).toBe(response.headers.get('x-request-id'));
    return body;
  }

  /** A multipart PUT of the owner's restaurant, byte for byte. */
  const multipart = (body: string | Buffer, boundary = 'XX') => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
    const head = [
      'PUT /api/my/restaurant HTTP/1.1',
      'Host: localhost',
      `Authorization: Bearer ${owner.token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      `Content-Length: ${bytes.length}`,
      'Connection: close',
      '',
      '',
    ].join('\r\n');
    return rawRequest(server, head, bytes);
  };
  const part = (name: string, value: string) => `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = await aCustomer(server, 'bad-input@example.com');
    await customer.api.PUT('/api/my/user', { body: DELIVERY });
    owner = await anOwner(server, 'bad-input-owner@example.com');
    saved = (await owner.create(validFields(), { bytes: await picture('#2980b9') })).body;
    restaurantId = (await aRestaurantOwner(server, 'menu-owner@example.com')).restaurantId;
  });
  afterAll(async () => server?.stop());

  describe('control characters in JSON bodies', () => {
    it.each([
      ['NUL', 'Ada\u0000Lovelace'],
      ['a tab', 'Ada\tLovelace'],
      ['a newline', 'Ada\nLovelace'],
      ['DEL', 'Ada\u007fLovelace'],
      ['a C1 control', 'Ada\u0085Lovelace'],
    ])('refuses %s in a profile field, naming it, and changes nothing', async (_label, name) => {
      const body = await expect400(await json('PUT', '/api/my/user', JSON.stringify({ ...DELIVERY, name })));
      expect(body).toMatchObject({ message: `name: ${CONTROL}`, details: [{ path: 'name', message: CONTROL }] });
      expect((await customer.api.GET('/api/my/user')).data).toMatchObject(DELIVERY);
    });

    it('accepts ordinary unicode text', async () => {
      const answer = await customer.api.PUT('/api/my/user', { body: { ...DELIVERY, name: 'Zoë Ångström 山田' } });
      expect(answer.data?.name).toBe('Zoë Ångström 山田');
      await customer.api.PUT('/api/my/user', { body: DELIVERY });
    });

    it('refuses NUL in a nested checkout field and places no order', async () => {
      const menu = await menuOf(server, restaurantId);
      const checkout = {
        restaurantId,
        cartItems: [{ menuItemId: menu[0]!._id, name: menu[0]!.name, quantity: '1' }],
        deliveryDetails: { ...customer.delivery, addressLine1: '12 Deansgate\u0000' },
      };
      const body = await expect400(await json('POST', '/api/order/checkout/create-checkout-session', JSON.stringify(checkout)));
      expect(body.details).toEqual([{ path: 'deliveryDetails.addressLine1', message: CONTROL }]);
      expect((await customer.api.GET('/api/order')).data).toEqual([]);
    });

    it('refuses NUL in the restaurant name of a checkout line', async () => {
      const menu = await menuOf(server, restaurantId);
      const checkout = { restaurantId, cartItems: [{ menuItemId: menu[0]!._id, name: 'x\u0000', quantity: '1' }], deliveryDetails: customer.delivery };
      const body = await expect400(await json('POST', '/api/order/checkout/create-checkout-session', JSON.stringify(checkout)));
      expect(body.details).toEqual([{ path: 'cartItems[0].name', message: CONTROL }]);
    });

    it('refuses a control character in a key', async () => {
      await expect400(await json('PUT', '/api/my/user', `{"name":"A","addressLine1":"B","city":"C","country":"D","e\\u0000":"x"}`));
    });
  });

  describe('malformed JSON bodies', () => {
    it.each([
      ['truncated', '{"name":"Ada"'],
      ['garbage', 'not json at all'],
      ['a lone surrogate escape cut short', '{"name":"\\ud83'],
    ])('answers a %s body 400 INVALID_JSON', async (_label, text) => {
      await expect400(await json('PUT', '/api/my/user', text), 'INVALID_JSON');
    });

    it('answers an empty body 400 naming a missing field', async () => {
      const body = await expect400(await json('PUT', '/api/my/user', ''));
      expect(body.message).toContain('must have required property');
    });

    it('answers deeply nested JSON 400 without exhausting the stack', async () => {
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      await expect400(await json('PUT', '/api/my/user', deep));
      const nested = `{"name":"A","addressLine1":"B","city":"C","country":"D","email":${'['.repeat(20_000)}"x\\u0000"${']'.repeat(20_000)}}`;
      await expect400(await json('PUT', '/api/my/user', nested));
    });
  });

  describe('malformed and hostile multipart bodies', () => {
    it.each([
      ['empty', ''],
      ['garbage', 'hello there, not a form'],
      ['truncated', `${part('city', 'Leeds')}--XX\r\nContent-Disposition: form-data; name="country"\r\n\r\nUni`],
      ['NUL in a field name', `${part('ci\u0000ty', 'Leeds')}--XX--\r\n`],
      ['NUL in a file name', '--XX\r\nContent-Disposition: form-data; name="imageFile"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--XX--\r\n'],
    ])('answers a %s form 400 and changes nothing', async (_label, body) => {
      const answer = await multipart(body);
      expect(answer).toMatchObject({ status: 400, body: { code: expect.stringMatching(/^(INVALID_MULTIPART|VALIDATION_ERROR)$/) } });
      expect(answer.body.requestId).toEqual(expect.any(String));
      expect((await owner.get()).body).toEqual(saved);
    });

    it('names the malformed form in its message', async () => {
      expect(await multipart('')).toMatchObject({ body: { message: 'Request body is not a valid multipart form', code: 'INVALID_MULTIPART' } });
    });

    it.each([
      ['NUL', 'Leeds\u0000'],
      ['a newline', 'Leeds\nYork'],
    ])('refuses %s in a text field, naming it', async (_label, city) => {
      const answer = await multipart(`${part('city', city)}--XX--\r\n`);
      expect(answer).toMatchObject({ status: 400, body: { message: `city: ${CONTROL}`, details: [{ path: 'city', message: CONTROL }] } });
    });

    it('refuses NUL in a bracket-named list field through the real form encoding', async () => {
      const answer = await owner.update({ ...validFields(), menuItems: [{ name: 'Pizza\u0000', price: '900' }] });
      expect(answer.status).toBe(400);
      expect(answer.body.details).toEqual([{ path: 'menuItems[0].name', message: CONTROL }]);
      expect((await owner.get()).body).toEqual(saved);
    });

    it('refuses a C1 control character in an uploaded file name, which the parser lets through', async () => {
      const form = restaurantForm(validFields(), { bytes: await picture('#c0392b'), name: 'shop\u0085.png' });
      const response = await fetch(`${server.url}/api/my/restaurant`, { method: 'PUT', body: form, headers: { authorization: `Bearer ${owner.token}` } });
      const body = await expect400(response);
      expect(body.details).toEqual([{ path: 'imageFile', message: CONTROL }]);
      expect((await owner.get()).body).toEqual(saved);
    });
  });

  describe('path parameters', () => {
    it.each([
      ['GET', '/api/restaurant/abc%00def'],
      ['GET', '/api/restaurant/abc%0Adef'],
      ['GET', '/api/restaurant/search/Leeds%00'],
      ['POST', '/api/order/abc%00/checkout-session'],
      ['PATCH', '/api/my/restaurant/order/abc%01/status'],
    ])('%s %s is 400 naming the parameter', async (method, path) => {
      const body = method === 'PATCH' ? JSON.stringify({ status: 'paid' }) : undefined;
      const response = await fetch(`${server.url}${path}`, {
        method,
        body,
        headers: { authorization: `Bearer ${customer.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      });
      const answer = await expect400(response);
      expect(answer.message).toMatch(new RegExp(`^(restaurantId|city|orderId): ${CONTROL}$`));
    });
  });

  describe('query parameters', () => {
    const get = (path: string, token = customer.token) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

    it.each(['1e18', '0x10', 'Infinity', '1.5', '0', '-1', '1e20', '01', ' 1', '1%00'])('GET /api/order?page=%s is 400', async (page) => {
      const body = await expect400(await get(`/api/order?page=${page}`));
      expect(body.message).toMatch(/^page: /);
    });

    it.each(['1e1', '0x10', 'Infinity', '1.5'])('GET /api/order?pageSize=%s is 400', async (size) => {
      await expect400(await get(`/api/order?pageSize=${size}`));
    });

    it.each(['[0,1e1]', '[0x10,20]', '[0,Infinity]', '[0,1e18]', '[0.0,9]'])("the owner's order range %s is 400", async (range) => {
      const ownerToken = owner.token;
      const body = await expect400(await get(`/api/my/restaurant/order?range=${encodeURIComponent(range)}`, ownerToken));
      expect(body.message).toMatch(/^range: /);
    });

    it('refuses a control character in a query parameter, naming it', async () => {
      // sort is JSON the contract checks (a content parameter): its validator refuses the value first.
      const body = await expect400(await get(`/api/my/restaurant/order?sort=${encodeURIComponent('["createdAt","DESC"]\u0000')}`, owner.token));
      const paths = (body.details as Array<{ path: string }>).map((detail) => detail.path);
      expect(paths.length).toBeGreaterThan(0);
      expect(new Set(paths)).toEqual(new Set(['sort']));
      const search = await expect400(await get(`/api/restaurant/search/all?searchQuery=${encodeURIComponent('pi\u0001zza')}`));
      expect(search.details).toEqual([{ path: 'searchQuery', message: CONTROL }]);
      await expect400(await get('/api/business-insights/test?timeRange=7d%00'));
    });
  });
});
