import { describe, expect, it } from 'vitest';
import type { Operation } from './contract-model';
import { curlCommand, formFields, shellQuote } from './curl-example';

const op = (overrides: Partial<Operation>): Operation => ({
  key: '',
  method: 'GET',
  path: '/',
  summary: '',
  description: '',
  authRequired: false,
  parameters: [],
  responses: [],
  ...overrides,
});
const param = (name: string, where: string, example?: unknown, allowReserved = false) => ({ name, in: where, required: false, type: 'string', description: '', allowReserved, example });

describe('curlCommand', () => {
  it('fills path and query examples, leaving parameters without one out', () => {
    const search = op({
      path: '/api/restaurant/search/{city}',
      parameters: [param('city', 'path', 'St Albans'), param('page', 'query', 2), param('sortOption', 'query'), param('cuisines', 'query', 'Thai,Indian', true)],
    });
    expect(curlCommand(search, 'https://shop.example/')).toBe(
      "curl 'https://shop.example/api/restaurant/search/St%20Albans?page=2&cuisines=Thai,Indian'",
    );
  });

  it('encodes commas and brackets where the contract does not allow reserved characters', () => {
    const list = op({ path: '/api/my/restaurant/order', parameters: [param('range', 'query', '[0,24]'), param('sort', 'query', '["createdAt","DESC"]')] });
    expect(curlCommand(list, 'http://x')).toBe("curl 'http://x/api/my/restaurant/order?range=%5B0%2C24%5D&sort=%5B%22createdAt%22%2C%22DESC%22%5D'");
  });

  it('asks curl not to buffer a stream of events', () => {
    const events = op({ path: '/api/order/events', authRequired: true, streams: true });
    expect(curlCommand(events, 'http://x')).toBe("curl -N 'http://x/api/order/events' \\\n  -H 'Authorization: Bearer <ACCESS_TOKEN>'");
  });

  it('keeps a path parameter without an example visible as {name}', () => {
    expect(curlCommand(op({ path: '/orders/{orderId}' }), 'http://x')).toBe("curl 'http://x/orders/{orderId}'");
  });

  it('adds the method, header examples, the token placeholder and the JSON body', () => {
    const checkout = op({
      method: 'POST',
      path: '/api/order',
      authRequired: true,
      parameters: [param('Stripe-Signature', 'header', 't=1,v1=ab')],
      requestBody: { contentType: 'application/json', required: true, description: '', fields: [], fileFields: [], example: { note: "Ada's" } },
    });
    expect(curlCommand(checkout, 'http://x')).toBe(
      [
        "curl -X POST 'http://x/api/order' \\",
        "  -H 'Stripe-Signature: t=1,v1=ab' \\",
        "  -H 'Authorization: Bearer <ACCESS_TOKEN>' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"note":"Ada'\\''s"}'`,
      ].join('\n'),
    );
  });

  it('sends a multipart body as bracket-named parts plus a file part', () => {
    const form = op({
      method: 'PUT',
      path: '/api/my/restaurant',
      requestBody: {
        contentType: 'multipart/form-data',
        required: true,
        description: '',
        fields: [],
        fileFields: ['imageFile'],
        example: { restaurantName: 'Bella', cuisines: ['Thai'], menuItems: [{ name: 'Tea', price: '250' }] },
      },
    });
    expect(curlCommand(form, 'http://x').split(' \\\n  ')).toEqual([
      "curl -X PUT 'http://x/api/my/restaurant'",
      "-F 'restaurantName=Bella'",
      "-F 'cuisines[0]=Thai'",
      "-F 'menuItems[0][name]=Tea'",
      "-F 'menuItems[0][price]=250'",
      "-F 'imageFile=@path/to/imageFile'",
    ]);
  });
});

describe('helpers', () => {
  it('quotes for a POSIX shell', () => {
    expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  });

  it('flattens nested values into form field names', () => {
    expect(formFields({ a: [{ b: 1 }], c: true })).toEqual([
      ['a[0][b]', '1'],
      ['c', 'true'],
    ]);
  });
});
