// The fast paths (LEAN_HTTP_HANDLERS) against the full routes: the test server runs them; a
// second app over the same database, built the way server.ts builds it but without them,
// answers through the full routes. Each answer must match byte for byte, and the contract.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer } from '../../src/container.js';
import { ACCESS_TOKEN_VERIFIER } from '../../src/http/access-token.js';
import { createApp } from '../../src/http/app.js';
import { OPENAPI_FILE } from '../../src/http/openapi-document.js';
import { HTTP_ROUTERS, PAGE_READS, RAW_BODY_PATHS, type PageReads } from '../../src/http/routes.js';
import { resolve, resolveAll } from '../../src/shared/di.js';
import { AppError } from '../../src/shared/errors.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** What a client or cache acts on; Date and the request id differ on every answer. */
const HEADERS_THAT_MATTER = ['content-type', 'content-length', 'etag', 'cache-control', 'x-content-type-options', 'content-security-policy', 'vary'];

/** Searches the contract refuses, each for a rule of its own (openapi.yaml searchRestaurants). */
const BAD_SEARCHES = [
  'all?page=0',
  'all?page=1001',
  'all?page=1.5',
  'all?page=',
  'all?page=1&page=2',
  'all?page=1,2',
  'all?sortOption=cheapest',
  'all?sortOption=',
  'all?openNow=yes',
  'all?dietary=vegan%2Cketo',
  'all?dietary=vegan,',
  `all?searchQuery=${'x'.repeat(201)}`,
  'all?searchQuery=a%00b',
  'all?searchQuery=a&searchQuery=b',
  'all?selectedCuisines=Pizza%1F',
  'all?colour=red',
  'all?page=0&colour=red',
  'all?page=&colour=red',
  'all?page=0&sortOption=cheapest&openNow=x',
  'Lon%00don',
  'Lon%0Adon?page=0',
  'x'.repeat(121),
];

/** Status and body of an error answer, without the request id (each answer has its own). */
const refusal = (answer: RawResponse) => {
  const { requestId, ...body } = JSON.parse(answer.text) as { requestId?: string };
  expect(requestId).toEqual(expect.any(String));
  return { status: answer.status, body };
};

const searchAnswerSchema = () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as object, 'openapi');
  return ajv.compile({ $ref: 'openapi#/paths/~1api~1restaurant~1search~1{city}/get/responses/200/content/application~1json/schema' });
};

describe.each(testDatabaseKinds())('fast paths on %s', (kind) => {
  let server: TestServer;
  let fullRoutes: Server;
  let fullUrl: string;
  let closeContainer: () => Promise<void>;
  let pageSearch: PageReads['search'];
  const tokens: Record<'customer' | 'owner', string> = { customer: '', owner: '' };

  beforeAll(async () => {
    server = await startTestServer(kind);
    const owner = await anOwner(server, 'fast-owner@example.com');
    await aRestaurant().named('Fast Curry').in('London').withMenu(['Korma', 1000]).insert(server.db);
    const customer = await aCustomer(server, 'fast-customer@example.com');
    await placeOrder(server, customer, owner.restaurantId, [1]);
    Object.assign(tokens, { customer: customer.token, owner: owner.token });

    const logger = createLogger('silent');
    const container = buildContainer(server.config, logger);
    const app = createApp({
      config: server.config,
      logger,
      verifyAccessToken: resolve(container, ACCESS_TOKEN_VERIFIER),
      routers: resolveAll(container, HTTP_ROUTERS),
      rawBodyPaths: resolveAll(container, RAW_BODY_PATHS),
      validateResponses: true,
    });
    fullRoutes = app.listen(0);
    await new Promise((ready) => fullRoutes.once('listening', ready));
    fullUrl = `http://localhost:${(fullRoutes.address() as AddressInfo).port}`;
    closeContainer = () => resolve(container, TOKENS.database).destroy();
    pageSearch = resolveAll(container, PAGE_READS).find((reads) => reads.search)!.search!;
  });
  afterAll(async () => {
    await new Promise((done) => fullRoutes?.close(done));
    await closeContainer?.();
    await server?.stop();
  });

  /** The same request to the app with fast paths and to the one without: [fast, full]. */
  const both = async (path: string, headers: Record<string, string> = {}): Promise<[RawResponse, RawResponse]> => {
    const fast = await rawRequest(server.url, { method: 'GET', path, headers });
    return [fast, await rawRequest(fullUrl, { method: 'GET', path, headers })];
  };
  const comparable = (answer: RawResponse) => ({
    status: answer.status,
    headers: Object.fromEntries(HEADERS_THAT_MATTER.map((name) => [name, answer.headers[name]])),
    body: answer.body.toString('base64'),
  });

  it('answers a search as the full route does, in the contract’s shape', async () => {
    const path = '/api/restaurant/search/London?searchQuery=curry&page=1';
    const [fast, full] = await both(path);
    expect(fast.status).toBe(200);
    expect(fast.headers['x-request-id']).toEqual(expect.any(String));
    expect(comparable(fast)).toEqual(comparable(full));
    const validate = searchAnswerSchema();
    expect(validate(JSON.parse(fast.text)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('takes a raw comma between dietary labels as the full route does (the contract allows it)', async () => {
    const [fast, full] = await both('/api/restaurant/search/all?dietary=vegan,glutenFree');
    expect(fast.status).toBe(200);
    expect(comparable(fast)).toEqual(comparable(full));
  });

  it.each(BAD_SEARCHES)('refuses the search %s as the full route does, and so does the page read', async (search) => {
    const path = `/api/restaurant/search/${search}`;
    const [fast, full] = await both(path);
    const expected = refusal(full);
    expect(expected.status).toBe(400);
    expect(expected.body).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]) });
    expect(refusal(fast)).toEqual(expected);
    // The server-rendered search page reads in-process (its loader, with the city its route
    // decodes); it renders without data on a refusal.
    const url = new URL(path, 'http://localhost');
    const city = decodeURIComponent(url.pathname.slice('/api/restaurant/search/'.length));
    const error: unknown = await pageSearch(city, url.searchParams).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(AppError);
    const { status, code, message, details } = error as AppError;
    expect({ status, body: { message, code, details } }).toEqual(expected);
  });

  it('answers a search revalidation 304 as the full route does', async () => {
    const path = '/api/restaurant/search/all?sortOption=deliveryPrice';
    const [first] = await both(path);
    const [fast, full] = await both(path, { 'if-none-match': String(first.headers.etag) });
    expect(fast.status).toBe(304);
    expect(comparable(fast)).toEqual(comparable(full));
  });

  it.each([
    ['customer', '/api/order'],
    ['owner', '/api/my/restaurant/order?range=%5B0%2C9%5D'],
    ['owner', '/api/my/restaurant/order-summary'],
  ] as const)('answers the %s’s poll of %s 304 as the full route does', async (who, path) => {
    const authorization = `Bearer ${tokens[who]}`;
    const [first, firstFull] = await both(path, { authorization });
    expect(comparable(first)).toEqual(comparable(firstFull));
    const [fast, full] = await both(path, { authorization, 'if-none-match': String(first.headers.etag) });
    expect(fast.status).toBe(304);
    expect(fast.headers['x-request-id']).toEqual(expect.any(String));
    expect(comparable(fast)).toEqual(comparable(full));
  });
});
