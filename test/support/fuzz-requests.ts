// One fast-check arbitrary of requests for every operation of openapi.yaml: parameters and
// bodies derived from the operation's schemas, sent by the right user most of the time,
// with hostile values, wrong types, prototype keys, traversal and broken framing mixed in.
import fc from 'fast-check';
import Stripe from 'stripe';
import { fillPath, openapiOperations, type Operation, type Parameter } from './openapi-operations.js';
import { multipartPlan } from './fuzz-multipart.js';
import { CONTENT_TYPES, jsonMutationPlan, mutateJson, nastyString, RAW_JSON_TEXTS, schemaArbitrary, type Hints } from './fuzz-values.js';
import type { RawRequest } from './raw-http.js';
import type { Actor, World } from './security-world.js';
import { completedEvent, TEST_WEBHOOK_SECRET } from './signed-events.js';

export interface FuzzRequest {
  operationId: string;
  mutation: string;
  request: RawRequest;
}

export interface FuzzContext {
  world: World;
  menuItemIds: string[];
  png: Buffer;
}

interface Part {
  mutation?: string;
  value: string;
}

const stripe = new Stripe('sk_test_unused');

/** encodeURIComponent, also for lone surrogates (which it refuses). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Path segments sent as they are: traversal, encoded NUL, bad escapes, overlong ids. */
const RAW_PATH_VALUES = [
  '..',
  '../..',
  '../../../../etc/passwd',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc',
  '..%5c..%5cwindows',
  '%00',
  'a%00b',
  '%ff%fe',
  '%',
  '%zz',
  'x'.repeat(5_000),
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  '-1',
  '%20',
  '%E2%80%AE',
  'a;b',
  '__proto__',
  'constructor',
  "'%20OR%201=1--",
];

const pathValue = (valid: fc.Arbitrary<string>): fc.Arbitrary<Part> =>
  fc.oneof(
    { weight: 6, arbitrary: valid.map((value) => ({ value: encode(value) })) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_PATH_VALUES).map((value) => ({ value, mutation: 'pathTraversal' })) },
    { weight: 2, arbitrary: nastyString.map((value) => ({ value: encode(value) || 'x', mutation: 'pathNasty' })) },
  );

/** Query values sent as they are (already encoded). */
const RAW_QUERY_VALUES = ['', 'abc', '1e18', '1e20', '0x10', 'Infinity', '-Infinity', 'NaN', '-1', '0', '1.5', '%201', '1%20', '%00', '%01', '%0A', '%E2%80%AE', '%F0%9F%8D%95', '%ff', '%', 'x'.repeat(5_000), '9'.repeat(400)];

function queryPart(param: Parameter): fc.Arbitrary<Part | undefined> {
  const name = encode(param.name);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: schemaArbitrary(param.schema).map((v) => ({ value: `${name}=${encode(param.json ? JSON.stringify(v) : String(v))}` })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_VALUES).map((v) => ({ value: `${name}=${v}`, mutation: 'queryRaw' })) },
    { weight: 1, arbitrary: nastyString.map((v) => ({ value: `${name}=${encode(v)}`, mutation: 'queryNasty' })) },
    { weight: 1, arbitrary: fc.constantFrom(`${name}=1&${name}=2`, `${name}[a]=1`, `${name}[]=1`, `${name}`).map((value) => ({ value, mutation: 'queryShape' })) },
  );
}

const EXTRA_QUERY = ['__proto__[fuzzPolluted]=yes', 'constructor[prototype][fuzzPolluted]=yes', '__proto__.fuzzPolluted=yes', 'unknown=1', '&&&', '=', 'a=1;b=2'];

function queryString(op: Operation): fc.Arbitrary<Part> {
  const parts = op.parameters.filter((p) => p.in === 'query').map(queryPart);
  const extra = fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom(...EXTRA_QUERY).map((value) => ({ value, mutation: 'queryProto' })) });
  return fc.tuple(fc.tuple(...parts), extra).map(([chosen, more]) => {
    const all = [...chosen, more].filter((p): p is Part => p !== undefined);
    return { value: all.length ? `?${all.map((p) => p.value).join('&')}` : '', mutation: all.find((p) => p.mutation)?.mutation };
  });
}

interface Caller {
  label: string;
  actor?: Actor;
  authorization?: string;
}

const BAD_AUTHORIZATION = ['Bearer', 'Bearer ', 'Bearer x.y.z', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(5_000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer  two  tokens'];

function callers(op: Operation, w: World): fc.Arbitrary<Caller> {
  const as = (label: string, actor: Actor): Caller => ({ label, actor, authorization: `Bearer ${actor.token}` });
  const restaurantSide = op.path.startsWith('/api/my/restaurant') || op.operationId === 'getBusinessInsights';
  const operatorSide = op.path.startsWith('/api/operator/');
  const primary = op.operationId === 'createMyRestaurant' ? [as('newcomer', w.newcomer), as('ownerA', w.ownerA)] : restaurantSide ? [as('ownerA', w.ownerA)] : operatorSide ? [as('operator', w.operator)] : [as('customerA', w.customerA)];
  const another = restaurantSide ? as('ownerB', w.ownerB) : as('customerB', w.customerB);
  const bad = fc.oneof(fc.constant<Caller>({ label: 'none' }), fc.constantFrom(...BAD_AUTHORIZATION).map((authorization) => ({ label: 'badToken', authorization })));
  if (op.public) return fc.oneof({ weight: 8, arbitrary: fc.constant<Caller>({ label: 'none' }) }, { weight: 1, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(another) });
  return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...primary) }, { weight: 1, arbitrary: fc.constant(another) }, { weight: 1, arbitrary: bad });
}

interface Body {
  mutation?: string;
  body: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
}

function jsonBody(op: Operation, hints: Hints): fc.Arbitrary<Body> {
  const valid = schemaArbitrary(op.body!.schema, hints);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.tuple(valid, jsonMutationPlan).map(([value, plan]) => ({
        body: JSON.stringify(mutateJson(value, plan)),
        contentType: 'application/json',
        mutation: plan.kind === 'none' ? undefined : `json:${plan.kind}`,
      })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON_TEXTS).map((body) => ({ body, contentType: 'application/json', mutation: 'json:raw' })) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined })).map(([value, contentType]) => ({ body: JSON.stringify(value), contentType, mutation: 'contentType' })),
    },
  );
}

const SIGNATURES = ['', 't=1,v1=abc', 't=abc', 'v1=' + 'a'.repeat(64), 'x'.repeat(3_000), 't=1736166600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd'];

/** Payment events, mostly signed with the test secret (so the handler itself sees the hostile shapes). */
function webhookBody(w: World): fc.Arbitrary<Body> {
  const orderId = fc.constantFrom(w.orders.placedA, w.orders.paidA, w.orders.paidB, '000000000000000000000000');
  const event = fc.tuple(orderId, fc.integer({ min: -1, max: 5_000 }), jsonMutationPlan).map(([id, amount, plan]) => ({
    payload: JSON.stringify(mutateJson(completedEvent(id, amount), plan)),
    mutation: plan.kind === 'none' ? undefined : `json:${plan.kind}`,
  }));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: event.map(({ payload, mutation }) => ({
        body: payload,
        contentType: 'application/json',
        headers: { 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET }) },
        mutation: mutation ?? 'signed',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(event, fc.option(fc.constantFrom(...SIGNATURES), { nil: undefined })).map(([{ payload }, signature]) => ({
        body: payload,
        contentType: 'application/json',
        headers: signature === undefined ? ({} as Record<string, string>) : { 'stripe-signature': signature },
        mutation: 'badSignature',
      })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_JSON_TEXTS).map((body) => ({ body, contentType: 'application/json', mutation: 'json:raw' })) },
  );
}

function bodyOf(op: Operation, ctx: FuzzContext, caller: Caller): fc.Arbitrary<Body | undefined> {
  if (!op.body) return fc.constant(undefined);
  if (op.operationId === 'handlePaymentWebhook') return webhookBody(ctx.world);
  if (op.body.contentType === 'multipart/form-data') {
    return multipartPlan.map((plan) => ({ ...plan.build(ctx.png), mutation: plan.mutation === 'form' ? undefined : `multipart:${plan.mutation}` }));
  }
  const w = ctx.world;
  const hints: Hints = {
    auth0Id: fc.constant(caller.actor?.sub ?? 'auth0|nobody'),
    email: fc.constant(caller.actor?.email ?? 'nobody@example.com'),
    restaurantId: fc.constantFrom(w.ownerA.restaurantId, w.ownerB.restaurantId),
    menuItemId: fc.constantFrom(...ctx.menuItemIds),
    // Webhook URLs with literal addresses: registration needs no DNS; a refused one and a non-https one are 400.
    url: fc.constantFrom('https://8.8.8.8/fuzz-hook', 'https://127.0.0.1/fuzz-hook', 'http://8.8.4.4/fuzz-hook', 'https://[::1]/x'),
  };
  return jsonBody(op, hints);
}

const UNKNOWN_ID = '000000000000000000000000';

const PATH_HINTS = (w: World): Record<string, fc.Arbitrary<string>> => ({
  orderId: fc.constantFrom(w.orders.placedA, w.orders.paidA, w.orders.paidB),
  restaurantId: fc.constantFrom(w.ownerA.restaurantId, w.ownerB.restaurantId),
  menuItemId: fc.constantFrom(w.ownerA.menuItemId, w.ownerB.menuItemId),
  city: fc.constantFrom('all', 'London', 'manchester', 'LON'),
  // No webhook is registered in the fuzz world: an unknown id (404) and a malformed one (400).
  webhookId: fc.constantFrom(UNKNOWN_ID, 'not-a-webhook'),
  voucherId: fc.constantFrom(UNKNOWN_ID, 'not-a-voucher'),
  // Customer A's review of restaurant A, one nobody has, and a malformed id.
  reviewId: fc.constantFrom(w.reviewA, UNKNOWN_ID, 'not-a-review'),
  // No team in the fuzz world: ids nobody has, malformed ones, and invitation tokens never issued.
  invitationId: fc.constantFrom(UNKNOWN_ID, 'not-an-invitation'),
  memberId: fc.constantFrom(UNKNOWN_ID, 'not-a-member'),
  token: fc.constantFrom('x'.repeat(43), 'not-a-token'),
  // A Monday, a Tuesday (400), a week not begun (404) and text that is no date.
  weekStart: fc.constantFrom('2025-01-06', '2025-01-07', '2099-01-05', 'not-a-week'),
});

const IF_NONE_MATCH = ['W/"abc"', '*', '"', 'W/', 'x'.repeat(300), '"a", "b", W/"c"'];
/** A live stream's reconnect: ids the log has (1), has not, and text that is no id. */
const LAST_EVENT_IDS = ['1', '0', '999999999999999', '1000000000000000', '-1', '1e3', '01', 'abc', ' 1', 'x'.repeat(300)];

/** `value` for the operations that declare the header `name`, sometimes; nothing for the others. */
function optionalHeader(op: Operation, name: string, values: string[]): fc.Arbitrary<string | undefined> {
  return op.parameters.some((p) => p.in === 'header' && p.name === name) ? fc.option(fc.constantFrom(...values), { nil: undefined, freq: 3 }) : fc.constant(undefined);
}

function operationRequest(op: Operation, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const hints = PATH_HINTS(ctx.world);
  const paths = fc.tuple(...pathParams.map((p) => pathValue(hints[p.name]!)));
  const ifNoneMatch = optionalHeader(op, 'If-None-Match', IF_NONE_MATCH);
  const lastEventId = optionalHeader(op, 'Last-Event-ID', LAST_EVENT_IDS);
  return callers(op, ctx.world).chain((caller) =>
    fc.tuple(paths, queryString(op), bodyOf(op, ctx, caller), ifNoneMatch, lastEventId).map(([segments, query, body, etag, eventId]) => {
      const values = Object.fromEntries(pathParams.map((p, i) => [p.name, segments[i]!.value]));
      const mutation = [segments.find((s) => s.mutation)?.mutation, query.mutation, body?.mutation, caller.actor ? undefined : caller.label].filter(Boolean).join('+');
      return {
        operationId: op.operationId,
        mutation: mutation || 'valid',
        request: {
          method: op.method.toUpperCase(),
          path: fillPath(op.path, values, true) + query.value,
          headers: {
            ...(caller.authorization ? { authorization: caller.authorization } : {}),
            ...(body?.contentType ? { 'content-type': body.contentType } : {}),
            ...(etag ? { 'if-none-match': etag } : {}),
            ...(eventId ? { 'last-event-id': eventId } : {}),
            ...body?.headers,
          },
          body: body?.body,
        },
      };
    }),
  );
}

const ODD_PATHS = ['/api/../../etc/passwd', '/api/%2e%2e/%2e%2e/etc/passwd', '/api/restaurant/search/', '/api//my/user', '/api/my/user/', '/API/MY/USER', '/api/my/user;x', '/api/my/user%00', '/api/images/../../package.json', '/images/..%2F..%2Fpackage.json', '/health/../api/my/user'];
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** One valid-looking value per path parameter, for the paths sent with a method they do not declare. */
const methodOrPathIds = (w: World): Record<string, string> => ({
  orderId: w.orders.paidA,
  restaurantId: w.ownerA.restaurantId,
  menuItemId: w.ownerA.menuItemId,
  city: 'all',
  webhookId: UNKNOWN_ID,
  voucherId: UNKNOWN_ID,
  reviewId: UNKNOWN_ID,
  invitationId: UNKNOWN_ID,
  memberId: UNKNOWN_ID,
  token: 'x'.repeat(43),
  weekStart: '2025-01-06',
});

/** Methods the contract does not declare on a path, and paths it does not have. */
function methodOrPath(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const operations = openapiOperations();
  const w = ctx.world;
  const ids = methodOrPathIds(w);
  const declared = (path: string) => operations.filter((op) => op.path === path).map((op) => op.method.toUpperCase());
  const wrongMethod = fc.tuple(fc.constantFrom(...operations.map((op) => op.path)), fc.constantFrom(...METHODS), fc.boolean()).map(([path, method, signedIn]) => ({
    path: fillPath(path, ids),
    method: declared(path).includes(method) ? 'DELETE' : method,
    signedIn,
  }));
  const oddPath = fc.tuple(fc.constantFrom(...ODD_PATHS), fc.constantFrom('GET', 'POST'), fc.boolean()).map(([path, method, signedIn]) => ({ path, method, signedIn }));
  return fc.oneof(wrongMethod, oddPath).map(({ path, method, signedIn }) => ({
    operationId: 'methodOrPath',
    mutation: method,
    request: { method, path, headers: signedIn ? { authorization: `Bearer ${w.customerA.token}` } : ({} as Record<string, string>) },
  }));
}

/**
 * Every path parameter of the contract has hinted values and an id for the wrong-method paths:
 * checked when the arbitrary is built, so every fuzz run (the short one included) fails on a
 * new parameter at once instead of when a long run happens to draw it.
 */
function assertPathParamsKnown(ctx: FuzzContext): void {
  const hinted = new Set(Object.keys(PATH_HINTS(ctx.world)));
  const named = new Set(Object.keys(methodOrPathIds(ctx.world)));
  const unknown = openapiOperations()
    .flatMap((op) => op.parameters.filter((p) => p.in === 'path').map((p) => `${p.name} (${op.operationId})`))
    .filter((entry) => !hinted.has(entry.split(' ')[0]!) || !named.has(entry.split(' ')[0]!));
  if (unknown.length > 0) throw new Error(`test/support/fuzz-requests.ts has no PATH_HINTS or methodOrPathIds value for: ${[...new Set(unknown)].join(', ')}`);
}

/** Requests spread evenly over the contract's operations, plus wrong methods and paths. */
export function fuzzRequests(ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  assertPathParamsKnown(ctx);
  return fc.oneof(...openapiOperations().map((op) => operationRequest(op, ctx)), methodOrPath(ctx));
}
