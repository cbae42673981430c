import fs from 'node:fs';
import { describe, it, expect } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
// openapi-typescript's own YAML loader: typed, and already installed with it.
import { parse as parseYaml } from 'yaml';
import { API_TYPES_FILE, OPENAPI_FILE, renderApiTypes } from '../../src/scripts/generate-api-types.js';

// The parsed contract is walked loosely; Ajv and the assertions do the checking.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = Record<string, any>;
interface Operation { key: string; op: Node; pointer: string }

const doc = parseYaml(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Node;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/** docs/product/overview.md "Roles and permissions": calls without sign-in. Every other call sends a bearer token. */
const PUBLIC = [
  'GET /health',
  'GET /health/checks',
  'GET /api/restaurant/cities/all',
  'GET /api/restaurant/search/{city}',
  'GET /api/restaurant/{restaurantId}',
  'GET /api/restaurant/{restaurantId}/reviews',
  'GET /api/restaurant/{restaurantId}/events',
  'GET /api/restaurant/{restaurantId}/delivery-terms',
  'GET /api/restaurant/{restaurantId}/slots',
  'POST /api/order/checkout/webhook',
  'POST /api/order/checkout/quote',
  'GET /api/business-insights/test',
  'GET /api/business-insights/debug-orders',
  'GET /api/business-insights/debug-restaurants',
  'GET /api/business-insights/db-test',
];
/** docs/product/calls.md without 'POST /api/order/checkout', which exists in the old documentation only. */
const PROTECTED = [
  'GET /api/my/user',
  'POST /api/my/user',
  'PUT /api/my/user',
  'GET /api/my/restaurant',
  'POST /api/my/restaurant',
  'PUT /api/my/restaurant',
  'GET /api/my/restaurant/order',
  'GET /api/my/restaurant/order-summary',
  'GET /api/my/restaurant/order/events',
  'PATCH /api/my/restaurant/order/{orderId}/status',
  'POST /api/my/restaurant/order/{orderId}/accept',
  'POST /api/my/restaurant/order/{orderId}/decline',
  'POST /api/my/restaurant/order/{orderId}/delay',
  'POST /api/my/restaurant/order/{orderId}/refunds',
  'PUT /api/my/restaurant/order/{orderId}/courier',
  'GET /api/my/restaurant/couriers',
  'GET /api/my/restaurant/order/{orderId}/proof-photo',
  'GET /api/order/{orderId}/proof-photo',
  'POST /api/order/{orderId}/help',
  'POST /api/order/{orderId}/help/photo',
  'GET /api/order/{orderId}/help/photo',
  'GET /api/my/restaurant/order/{orderId}/help/photo',
  'POST /api/my/restaurant/order/{orderId}/help/approve',
  'POST /api/my/restaurant/order/{orderId}/help/decline',
  'GET /api/courier/deliveries',
  'POST /api/courier/deliveries/{orderId}/claim',
  'POST /api/courier/deliveries/{orderId}/picked-up',
  'POST /api/courier/deliveries/{orderId}/delivered',
  'POST /api/courier/deliveries/{orderId}/failed',
  'GET /api/my/restaurant/availability',
  'PUT /api/my/restaurant/availability',
  'POST /api/my/restaurant/pause',
  'DELETE /api/my/restaurant/pause',
  'PUT /api/my/restaurant/menu',
  'PUT /api/my/restaurant/menu-items/{menuItemId}/sold-out',
  'GET /api/my/restaurant/delivery-areas',
  'PUT /api/my/restaurant/delivery-areas',
  'GET /api/my/restaurant/scheduling',
  'PUT /api/my/restaurant/scheduling',
  'GET /api/my/restaurant/fulfilment',
  'PUT /api/my/restaurant/fulfilment',
  'GET /api/my/restaurant/role',
  'GET /api/my/restaurant/team',
  'POST /api/my/restaurant/team/invitations',
  'DELETE /api/my/restaurant/team/invitations/{invitationId}',
  'PATCH /api/my/restaurant/team/members/{memberId}',
  'DELETE /api/my/restaurant/team/members/{memberId}',
  'POST /api/team/invitations/{token}/accept',
  'GET /api/my/restaurant/webhooks',
  'POST /api/my/restaurant/webhooks',
  'DELETE /api/my/restaurant/webhooks/{webhookId}',
  'GET /api/my/restaurant/vouchers',
  'POST /api/my/restaurant/vouchers',
  'PUT /api/my/restaurant/vouchers/{voucherId}',
  'DELETE /api/my/restaurant/vouchers/{voucherId}',
  'GET /api/my/restaurant/payouts',
  'GET /api/my/restaurant/payouts/{weekStart}',
  'GET /api/my/restaurant/payouts/{weekStart}/statement.csv',
  'GET /api/order',
  'GET /api/order/events',
  'POST /api/order/{orderId}/checkout-session',
  'POST /api/order/{orderId}/cancel',
  'POST /api/order/{orderId}/review',
  'POST /api/my/restaurant/reviews/{reviewId}/reply',
  'POST /api/order/checkout/create-checkout-session',
  'GET /api/business-insights',
];
/** docs/product/calls.md "The operator's console": operators only. */
const OPERATOR = [
  'GET /api/operator/session',
  'GET /api/operator/audit',
  'GET /api/operator/audit.csv',
  'GET /api/operator/restaurants',
  'GET /api/operator/restaurants/{restaurantId}',
  'POST /api/operator/restaurants/{restaurantId}/suspend',
  'POST /api/operator/restaurants/{restaurantId}/unlist',
  'POST /api/operator/restaurants/{restaurantId}/reinstate',
  'GET /api/operator/orders',
  'GET /api/operator/orders/{orderId}',
];

const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Follows a local `$ref`, keeping the JSON pointer so Ajv can resolve nested refs from the right place. */
function deref(node: Node, pointer: string): { node: Node; pointer: string } {
  if (typeof node.$ref !== 'string') return { node, pointer };
  const target = node.$ref.slice(1);
  const found = target.split('/').slice(1).reduce<Node>((n, part) => n[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
  return deref(found, target);
}

const operations: Operation[] = Object.entries(doc.paths as Node).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    key: `${m.toUpperCase()} ${path}`,
    op: item[m] as Node,
    pointer: `/paths/${esc(path)}/${m}`,
  })),
);

interface Media { where: string; media: Node; pointer: string }

/** Every media type of every response (after `$ref`) and of every request body. */
function mediaOf(kind: 'responses' | 'requestBody'): Media[] {
  return operations.flatMap(({ key, op, pointer }) => {
    const holders: Array<[string, Node, string]> =
      kind === 'responses'
        ? Object.entries(op.responses as Node).map(([status, r]) => [status, r, `${pointer}/responses/${status}`])
        : op.requestBody ? [['request', op.requestBody, `${pointer}/requestBody`]] : [];
    return holders.flatMap(([label, raw, at]) => {
      const { node, pointer: p } = deref(raw, at);
      return Object.entries((node.content ?? {}) as Node).map(([type, media]) => ({
        where: `${key} ${label} ${type}`,
        media,
        pointer: `${p}/content/${esc(type)}`,
      }));
    });
  });
}

function examplesOf(media: Node): unknown[] {
  if (media.example !== undefined) return [media.example];
  return Object.values((media.examples ?? {}) as Node).map((e) => deref(e, '').node.value);
}

describe('the API contract', () => {
  it('matches the committed generated types', async () => {
    const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
    expect(committed === (await renderApiTypes()), 'src/generated/api.d.ts is stale: run `npm run generate`').toBe(true);
  });

  it('describes exactly the calls of docs/product/calls.md', () => {
    expect(operations.map((o) => o.key).sort()).toEqual([...PUBLIC, ...PROTECTED, ...OPERATOR].sort());
  });

  it('refuses every operator call to anyone but operators, as documented (403 NotAnOperator)', () => {
    for (const { key, op } of operations) {
      const isOperatorCall = key.split(' ')[1]!.startsWith('/api/operator/');
      expect(isOperatorCall, key).toBe(OPERATOR.includes(key));
      if (isOperatorCall) expect(op.responses['403'], key).toEqual({ $ref: '#/components/responses/NotAnOperator' });
    }
  });

  it('names, tags and documents every operation', () => {
    const tags = new Set((doc.tags as Node[]).map((t) => t.name));
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size, 'operationIds are unique').toBe(ids.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      for (const tag of op.tags) expect(tags.has(tag), `${key} tag ${tag}`).toBe(true);
      expect(op.summary && op.description, key).toBeTruthy();
    }
  });

  it('gives every response an example, and every failure the Error schema', () => {
    for (const { where, media, pointer } of mediaOf('responses')) {
      const schema = deref(media.schema, `${pointer}/schema`).node;
      expect(examplesOf(media).length > 0 || schema.example !== undefined, `${where} has no example`).toBe(true);
      const status = where.split(' ')[2] ?? '';
      if (/^4|default/.test(status)) expect(media.schema.$ref, where).toBe('#/components/schemas/Error');
    }
  });

  // /api-docs renders these, and Prism answers and validates with them.
  it('documents every operation and body well enough for an integrator and the Prism mock', () => {
    for (const { key, op } of operations) {
      expect(typeof op.description === 'string' && op.description.trim().length > 0, `${key} has a description`).toBe(true);
    }
    const jsonResponses = mediaOf('responses').filter(({ where }) => where.endsWith('application/json'));
    for (const { where, media } of [...jsonResponses, ...mediaOf('requestBody')]) {
      expect(examplesOf(media).length, `${where} has an example`).toBeGreaterThan(0);
    }
  });

  it('requires a bearer token except on the public calls', () => {
    for (const { key, op } of operations) {
      if (PUBLIC.includes(key)) {
        expect(op.security, `${key} is public`).toEqual([]);
      } else {
        expect(op.security, key).toEqual([{ bearerAuth: [] }]);
        expect(op.responses['401'], `${key} documents 401`).toBeDefined();
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has examples that satisfy their schemas', () => {
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    addFormats.default(ajv);
    ajv.addSchema(doc, 'openapi');
    const check = (where: string, schemaPointer: string, example: unknown) => {
      const validate = ajv.compile({ $ref: `openapi#${schemaPointer}` });
      expect(validate(example) ? [] : validate.errors, where).toEqual([]);
    };
    const media = [...mediaOf('responses'), ...mediaOf('requestBody')];
    for (const { where, media: m, pointer } of media) {
      for (const example of examplesOf(m)) check(where, `${pointer}/schema`, example);
    }
    for (const { key, op, pointer } of operations) {
      (op.parameters ?? []).forEach((raw: Node, i: number) => {
        const { node, pointer: p } = deref(raw, `${pointer}/parameters/${i}`);
        if (node.example !== undefined) check(`${key} parameter ${node.name}`, `${p}/schema`, node.example);
      });
    }
    expect(media.length).toBeGreaterThan(40);
    // One Ajv compile per example: seconds on a busy machine.
  }, 30_000);
});
