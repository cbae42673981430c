// Refusals that name the field at fault (docs/product/calls.md "Errors"): a body without a Content-Type,
// several faulty search parameters at once, a file sent in a text field of the restaurant form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, restaurantForm, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('faults named on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let owner: Awaited<ReturnType<typeof anOwner>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    customer = await aCustomer(server, 'faults@example.com');
    owner = await anOwner(server, 'faults-owner@example.com');
  });
  afterAll(async () => server?.stop());

  describe('a body-taking call without Content-Type', () => {
    it.each([
      ['POST', '/api/my/user', 'application/json'],
      ['PUT', '/api/my/user', 'application/json'],
      ['POST', '/api/my/restaurant', 'multipart/form-data'],
      ['PUT', '/api/my/restaurant', 'multipart/form-data'],
    ])('%s %s answers 415 naming the missing header and what to send', async (method, path, expected) => {
      const response = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${customer.token}` } });
      expect(response.status).toBe(415);
      const message = `is missing: send the request body as ${expected}`;
      expect(await response.json()).toMatchObject({
        message: `Content-Type: ${message}`,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        details: [{ path: 'Content-Type', message }],
      });
    });

    it('names the type sent when it is the wrong one', async () => {
      const response = await fetch(`${server.url}/api/my/user`, {
        method: 'PUT',
        body: 'name=Ada',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'text/plain' },
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ details: [{ path: 'Content-Type', message: 'must be application/json, not text/plain' }] });
    });
  });

  describe('search parameters', () => {
    const search = (query: string) => fetch(`${server.url}/api/restaurant/search/London?${query}`);

    it('blames the control character in searchQuery, not an empty selectedCuisines', async () => {
      const response = await search('searchQuery=%0E&selectedCuisines=');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'searchQuery: must not contain control characters',
        details: [{ path: 'searchQuery', message: 'must not contain control characters' }],
      });
    });

    it('accepts an empty selectedCuisines alone', async () => {
      expect((await search('selectedCuisines=')).status).toBe(200);
    });

    it('lists every fault when several parameters are wrong', async () => {
      const response = await search('searchQuery=a%01b&page=0x10&sortOption=cheapest');
      expect(response.status).toBe(400);
      const body = (await response.json()) as { details: Array<{ path: string }> };
      expect(body.details.map((d) => d.path).sort()).toEqual(['page', 'searchQuery', 'sortOption']);
    });
  });

  describe('a file in a text field of the restaurant form', () => {
    const send = (form: FormData) =>
      fetch(`${server.url}/api/my/restaurant`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner.token}` } });
    const aFile = () => new Blob([new Uint8Array([1, 2, 3])], { type: 'application/octet-stream' });

    it.each(['before', 'after'])('answers 400 naming the field when the file comes %s the image', async (where) => {
      const form = restaurantForm({ ...validFields(), restaurantName: undefined }, where === 'after' ? { bytes: await picture('#16a085') } : undefined);
      form.append('restaurantName', aFile(), 'name.txt');
      if (where === 'before') form.append('imageFile', new Blob([new Uint8Array(await picture('#16a085'))], { type: 'image/png' }), 'shop.png');
      const response = await send(form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'restaurantName: only imageFile may carry a file',
        code: 'VALIDATION_ERROR',
        details: [{ path: 'restaurantName', message: 'only imageFile may carry a file' }],
      });
      expect((await owner.get()).status).toBe(404);
    });

    it('answers 400 naming imageFile when two images are sent', async () => {
      const form = restaurantForm(validFields(), { bytes: await picture('#8e44ad') });
      form.append('imageFile', new Blob([new Uint8Array(await picture('#2c3e50'))], { type: 'image/png' }), 'second.png');
      const response = await send(form);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ details: [{ path: 'imageFile', message: 'must be a single file' }] });
    });
  });
});
