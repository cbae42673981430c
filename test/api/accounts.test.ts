import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('accounts API on %s', (kind) => {
  let server: TestServer;
  const token = (email: string) => issueDevAccessToken({ config: server.config, db: server.db, email });
  const subjectOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()).sub as string;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.stop());

  it('creates the user once, then returns the same record', async () => {
    const jwt = await token('ada@example.com');
    const api = server.client(jwt);
    const body = { auth0Id: subjectOf(jwt), email: 'ada@example.com' };
    const first = await api.POST('/api/my/user', { body });
    expect(first.response.status).toBe(201);
    expect(first.data).toMatchObject({ auth0Id: body.auth0Id, email: 'ada@example.com' });
    const again = await api.POST('/api/my/user', { body });
    expect(again.response.status).toBe(200);
    expect(again.data?._id).toBe(first.data?._id);
  });

  it('refuses to create a user for another auth0Id (403)', async () => {
    const api = server.client(await token('mallory@example.com'));
    const { response, error } = await api.POST('/api/my/user', { body: { auth0Id: 'auth0|someone-else', email: 'm@example.com' } });
    expect(response.status).toBe(403);
    expect(error).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers 404 for a signed-in user without a record', async () => {
    const { response, error } = await server.client(await token('new@example.com')).GET('/api/my/user');
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ message: 'User not found', code: 'NOT_FOUND' });
  });

  it('updates the profile, keeps the e-mail read-only, and reads it back', async () => {
    const jwt = await token('grace@example.com');
    const api = server.client(jwt);
    await api.POST('/api/my/user', { body: { auth0Id: subjectOf(jwt), email: 'grace@example.com' } });
    const profile = { name: 'Grace Hopper', addressLine1: '1 Navy Way', city: 'Leeds', country: 'United Kingdom' };
    const put = await api.PUT('/api/my/user', { body: { ...profile, email: 'other@example.com' } });
    expect(put.response.status).toBe(200);
    expect(put.data).toMatchObject({ ...profile, email: 'grace@example.com' });
    const get = await api.GET('/api/my/user');
    expect(get.data).toMatchObject({ ...profile, email: 'grace@example.com' });
  });

  it.each([
    ['name', 'name is required'],
    ['addressLine1', 'Address Line 1 is required'],
    ['city', 'City is required'],
    ['country', 'Country is required'],
  ] as const)('refuses a blank %s with "%s" and changes nothing', async (field, message) => {
    const jwt = await token(`blank-${field}@example.com`);
    const api = server.client(jwt);
    await api.POST('/api/my/user', { body: { auth0Id: subjectOf(jwt), email: `blank-${field}@example.com` } });
    const valid = { name: 'Alan', addressLine1: '2 Bletchley Rd', city: 'Milton Keynes', country: 'UK' };
    await api.PUT('/api/my/user', { body: valid });
    const { response, error } = await api.PUT('/api/my/user', { body: { ...valid, [field]: '   ' } });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ message, code: 'VALIDATION_ERROR', details: [{ path: field, message }] });
    expect((await api.GET('/api/my/user')).data).toMatchObject(valid);
  });

  it('names a missing field and an unknown one (400)', async () => {
    const api = server.client(await token('shape@example.com'));
    const missing = await api.PUT('/api/my/user', { body: { name: 'x', addressLine1: 'y', city: 'z' } as never });
    expect(missing.response.status).toBe(400);
    expect(missing.error?.message).toContain('country');
    const extra = await api.PUT('/api/my/user', {
      body: { name: 'x', addressLine1: 'y', city: 'z', country: 'c', admin: true } as never,
    });
    expect(extra.response.status).toBe(400);
    expect(extra.error?.message).toContain('admin');
  });

  it('answers malformed JSON with 400 and keeps serving', async () => {
    const response = await fetch(`${server.url}/api/my/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await token('json@example.com')}` },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});
