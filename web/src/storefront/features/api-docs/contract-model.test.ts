import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import served from '../../../../../openapi.yaml?raw';
import { readContract } from './contract-model';

const doc = {
  openapi: '3.0.3',
  info: { title: 'Shop API', version: '2.1.0' },
  security: [{ bearerAuth: [] }],
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'a1' } },
    schemas: {
      Status: { type: 'string', enum: ['open', 'closed'] },
      Item: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', description: 'Shown on the menu.' },
          email: { type: 'string', format: 'email' },
          status: { $ref: '#/components/schemas/Status' },
          tags: { type: 'array', items: { type: 'string' } },
          photo: { type: 'string', format: 'binary' },
        },
      },
    },
    examples: { Item: { value: { name: 'Tea' } } },
  },
  paths: {
    '/items/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: { summary: 'Get', description: ' One item. ', security: [], responses: { '200': { description: 'The item.' } } },
      put: {
        description: 'Replace.',
        parameters: [{ name: 'dryRun', in: 'query', schema: { type: 'boolean', example: true } }],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' }, examples: { tea: { $ref: '#/components/examples/Item' } } } },
        },
        responses: { '200': { description: 'Saved.' }, '401': { description: 'No token.' } },
      },
      delete: { description: 'Optional sign-in.', security: [{}, { bearerAuth: [] }], responses: {} },
    },
  },
};

describe('readContract', () => {
  const contract = readContract(doc);
  const [get, put, del] = contract.operations;

  it('reads the title, versions and operations in the contract order', () => {
    expect(contract).toMatchObject({ title: 'Shop API', version: '2.1.0', openapi: '3.0.3' });
    expect(contract.operations.map((op) => op.key)).toEqual(['GET /items/{id}', 'PUT /items/{id}', 'DELETE /items/{id}']);
    expect(get).toMatchObject({ method: 'GET', path: '/items/{id}', summary: 'Get', description: 'One item.' });
  });

  it('requires sign-in from the operation or the document, unless an alternative is empty', () => {
    expect([get?.authRequired, put?.authRequired, del?.authRequired]).toEqual([false, true, false]);
  });

  it('merges path-level parameters and resolves their refs and examples', () => {
    expect(put?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, type: 'string', description: '', example: 'a1' },
      { name: 'dryRun', in: 'query', required: false, type: 'boolean', description: '', example: true },
    ]);
  });

  it('summarises the request body schema and takes its first named example', () => {
    expect(put?.requestBody).toEqual({
      contentType: 'application/json',
      required: true,
      description: '',
      fields: [
        { name: 'name', type: 'string', required: true, description: 'Shown on the menu.' },
        { name: 'email', type: 'string (email)', required: false, description: '' },
        { name: 'status', type: 'open | closed', required: false, description: '' },
        { name: 'tags', type: 'string[]', required: false, description: '' },
        { name: 'photo', type: 'string (binary)', required: false, description: '' },
      ],
      fileFields: ['photo'],
      example: { name: 'Tea' },
    });
    expect(put?.responses).toEqual([
      { status: '200', description: 'Saved.' },
      { status: '401', description: 'No token.' },
    ]);
  });

  it('refuses a document without paths', () => {
    expect(() => readContract({ openapi: '3.0.3' })).toThrow('The API contract has no paths');
  });

  it('reads the served contract: every operation described, protected ones marked', () => {
    const real = readContract(parse(served));
    expect(real.operations.length).toBeGreaterThan(20);
    for (const op of real.operations) expect(op.description, op.key).not.toBe('');
    const byKey = new Map(real.operations.map((op) => [op.key, op]));
    expect(byKey.get('GET /api/my/user')?.authRequired).toBe(true);
    expect(byKey.get('GET /health')?.authRequired).toBe(false);
    expect(byKey.get('POST /api/my/restaurant')?.requestBody).toMatchObject({ contentType: 'multipart/form-data', fileFields: ['imageFile'] });
    // The live streams, and only they, answer with events.
    expect(real.operations.filter((op) => op.streams).map((op) => op.key).sort()).toEqual(['GET /api/my/restaurant/order/events', 'GET /api/order/events', 'GET /api/restaurant/{restaurantId}/events']);
  });
});
