// Search and polling through the one request path (docs/architecture/request-path.md): the
// contract's validator refuses what openapi.yaml refuses, naming the field; the answer's bytes
// are remembered, with their ETag, and a revalidation is 304. The test server checks every
// answer against the contract too (validateResponses).
import fs from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_FILE } from '../../src/http/openapi-document.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const PAGE_PATTERN = 'must match pattern "^(?:[1-9][0-9]{0,2}|1000)$"';
const SORTS = 'must be equal to one of the allowed values: bestMatch, deliveryPrice, estimatedDeliveryTime';
const CONTROL = 'must not contain control characters';
const DIETARY_PATTERN = 'must match pattern "^((vegetarian|vegan|glutenFree|halal)(,(vegetarian|vegan|glutenFree|halal))*)?$"';
const detail = (path: string, message: string) => ({ path, message });

/** Searches the contract refuses, each for a rule of its own (openapi.yaml searchRestaurants), and the details it names. */
const BAD_SEARCHES: Array<[string, Array<{ path: string; message: string }>]> = [
  ...['0', '-1', '1e18', '0x10', 'Infinity', '1.5', '1001', ' 1', '01', '1,2'].map((page): [string, ReturnType<typeof detail>[]] => [`all?page=${encodeURIComponent(page)}`, [detail('page', PAGE_PATTERN)]]),
  ['all?page=1,2', [detail('page', PAGE_PATTERN)]],
  ['all?page=', [detail('page', "Empty value found for query parameter 'page'")]],
  ['all?openNow=', [detail('openNow', "Empty value found for query parameter 'openNow'")]],
  ['all?page=1&page=2', [detail('page', 'must be string')]],
  ['all?sortOption=cheapest', [detail('sortOption', SORTS)]],
  ['all?openNow=yes', [detail('openNow', 'must be equal to one of the allowed values: true, false')]],
  ['all?dietary=vegan%2Cketo', [detail('dietary', DIETARY_PATTERN)]],
  ['all?dietary=vegan,', [detail('dietary', DIETARY_PATTERN)]],
  [`all?searchQuery=${'x'.repeat(201)}`, [detail('searchQuery', 'must NOT have more than 200 characters')]],
  [`all?searchQuery=${encodeURIComponent('😀'.repeat(201))}`, [detail('searchQuery', 'must NOT have more than 200 characters')]],
  ['all?searchQuery=a%00b', [detail('searchQuery', CONTROL)]],
  ['all?searchQuery=a&searchQuery=b', [detail('searchQuery', 'must be string')]],
  ['all?selectedCuisines=Pizza%1F', [detail('selectedCuisines', CONTROL)]],
  ['all?colour=red', [detail('colour', "Unknown query parameter 'colour'")]],
  ['all?cuisines=Thai&page=0', [detail('cuisines', "Unknown query parameter 'cuisines'")]],
  ['all?page=0&sortOption=x', [detail('page', PAGE_PATTERN), detail('sortOption', SORTS)]],
  ['Lon%00don', [detail('city', CONTROL)]],
  ['x'.repeat(121), [detail('city', 'must NOT have more than 120 characters')]],
];
/** Refused for more than one rule at once: the answer names at least this field. */
const BAD_TOGETHER: Array<[string, string]> = [
  ['all?page=0&colour=red', 'colour'],
  ['all?page=&colour=red', 'page'],
  ['all?page=0&sortOption=cheapest&openNow=x', 'page'],
  ['Lon%0Adon?page=0', 'city'],
];

/** Status and body of an error answer, without the request id (each answer has its own). */
const refusal = (answer: RawResponse) => {
  const { requestId, ...body } = JSON.parse(answer.text) as { requestId?: string; details?: unknown };
  expect(requestId).toEqual(expect.any(String));
  return { status: answer.status, body };
};

const searchAnswerSchema = () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as object, 'openapi');
  return ajv.compile({ $ref: 'openapi#/paths/~1api~1restaurant~1search~1{city}/get/responses/200/content/application~1json/schema' });
};

describe.each(testDatabaseKinds())('one request path on %s', (kind) => {
  let server: TestServer;
  const tokens: Record<'customer' | 'owner', string> = { customer: '', owner: '' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const owner = await anOwner(server, 'path-owner@example.com');
    await aRestaurant().named('Fast Curry').in('London').withMenu(['Korma', 1000]).insert(server.db);
    const customer = await aCustomer(server, 'path-customer@example.com');
    await placeOrder(server, customer, owner.restaurantId, [1]);
    Object.assign(tokens, { customer: customer.token, owner: owner.token });
  });
  afterAll(async () => server?.stop());

  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(server.url, { method: 'GET', path, headers });

  it('answers a search in the contract’s shape, the same bytes and ETag each time', async () => {
    const path = '/api/restaurant/search/London?searchQuery=curry&page=1';
    const [first, again] = [await get(path), await get(path)];
    expect(first.status).toBe(200);
    expect(first.headers['x-request-id']).toEqual(expect.any(String));
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect([again.headers.etag, again.body.toString('base64')]).toEqual([first.headers.etag, first.body.toString('base64')]);
    const validate = searchAnswerSchema();
    const answer = JSON.parse(first.text) as { data: Array<{ restaurantName: string }>; pagination: unknown };
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
    expect(answer.data.map((card) => card.restaurantName)).toEqual(['Fast Curry']);
  });

  it('fills in the contract’s defaults: page 1 of every restaurant, open or not', async () => {
    const answer = JSON.parse((await get('/api/restaurant/search/all')).text) as { pagination: unknown };
    expect(answer.pagination).toEqual({ total: 2, page: 1, pages: 1 });
  });

  // The address fits /api/restaurant/{restaurantId}/reviews too: the validator tries the path
  // with more fixed segments first, and catalogue's router, mounted first, answers it.
  it('searches a city whose name is another route’s last segment', async () => {
    const answer = await get('/api/restaurant/search/reviews?searchQuery=curry');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: [], pagination: { total: 0, page: 1, pages: 0 } });
  });

  it('takes a raw comma between dietary labels as an encoded one (the contract allows it)', async () => {
    const [raw, encoded] = [await get('/api/restaurant/search/all?dietary=vegan,glutenFree'), await get('/api/restaurant/search/all?dietary=vegan%2CglutenFree')];
    expect(raw.status).toBe(200);
    expect(raw.body.toString('base64')).toBe(encoded.body.toString('base64'));
  });

  it('counts a search’s characters as the contract does, not UTF-16 units', async () => {
    expect((await get(`/api/restaurant/search/all?searchQuery=${encodeURIComponent('😀'.repeat(200))}`)).status).toBe(200);
  });

  it.each(BAD_SEARCHES)('refuses the search %s with 400 naming the field', async (search, details) => {
    const answer = refusal(await get(`/api/restaurant/search/${search}`));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    expect(answer.body.details).toEqual(details);
  });

  it.each(BAD_TOGETHER)('refuses the search %s with 400 naming %s', async (search, field) => {
    const answer = refusal(await get(`/api/restaurant/search/${search}`));
    expect(answer).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ path: field })]) } });
  });

  it('answers a search revalidation 304 with its ETag and nothing else changed', async () => {
    const path = '/api/restaurant/search/all?sortOption=deliveryPrice';
    const first = await get(path);
    const revalidated = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['x-request-id']).toEqual(expect.any(String));
  });

  it.each([
    ['customer', '/api/order'],
    ['owner', '/api/my/restaurant/order?range=%5B0%2C9%5D'],
    ['owner', '/api/my/restaurant/order-summary'],
  ] as const)('answers the %s’s poll of %s 304 while nothing changed, and HEAD alike', async (who, path) => {
    const authorization = `Bearer ${tokens[who]}`;
    const first = await get(path, { authorization });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const conditional = { authorization, 'if-none-match': String(first.headers.etag) };
    for (const method of ['GET', 'HEAD']) {
      const polled = await rawRequest(server.url, { method, path, headers: conditional });
      expect(polled.status).toBe(304);
      expect(polled.headers['x-request-id']).toEqual(expect.any(String));
      expect([polled.headers.etag, polled.headers['cache-control']]).toEqual([first.headers.etag, 'private, no-cache']);
    }
    // A matching tag without a valid token is no revalidation: the contract's security answers it.
    expect((await rawRequest(server.url, { method: 'GET', path, headers: { ...conditional, authorization: 'Bearer forged' } })).status).toBe(401);
  });
});
