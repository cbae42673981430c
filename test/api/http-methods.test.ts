import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/http/app.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function collect(res: http.IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (body += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    res.on('error', reject);
  });
}

/** node:http rather than fetch: fetch hides a HEAD answer's body bytes and cannot hold a body half-sent. */
function request(server: TestServer, method: string, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}${path}`, { method, headers }, (res) => void collect(res).then(resolve, reject));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Starts an upload and sends only `sentBytes` of its body, never ending it: an answer can only
 * come from a server that refused without reading the body to its end.
 */
function partialUpload(server: TestServer, token: string, sentBytes: number, declaredLength?: number): Promise<Answer> {
  const boundary = 'XXbig';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="imageFile"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/my/restaurant`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declaredLength === undefined ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(declaredLength) }),
      },
    });
    req.on('response', (res) => {
      void collect(res)
        .then(resolve, reject)
        .finally(() => req.destroy());
    });
    // The server closes the connection after its early answer; writes still under way may fail.
    req.on('error', () => undefined);
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 7);
    for (let sent = 0; sent < sentBytes; sent += chunk.length) req.write(chunk);
  });
}

describe.each(testDatabaseKinds())('HTTP methods and early refusals on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'methods-owner@example.com');
    await owner.create(validFields(), { bytes: await picture('#16a085') });
  });
  afterAll(async () => server?.stop());

  describe('HEAD', () => {
    it.each(['/api/restaurant/cities/all', '/api/business-insights/test', '/health/checks', '/health'])(
      'answers HEAD %s like GET, without a body',
      async (path) => {
        const [head, get] = [await request(server, 'HEAD', path), await request(server, 'GET', path)];
        expect(head.status).toBe(200);
        expect(get.status).toBe(200);
        expect(head.body).toBe('');
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
      },
    );

    it("answers HEAD of a protected route as GET would, the owner's restaurant included", async () => {
      const auth = { authorization: `Bearer ${owner.token}` };
      const [head, get] = [await request(server, 'HEAD', '/api/my/restaurant', auth), await request(server, 'GET', '/api/my/restaurant', auth)];
      expect(head.status).toBe(200);
      expect(head.body).toBe('');
      expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(get.body));
      expect((await request(server, 'HEAD', '/api/my/restaurant')).status).toBe(401);
    });
  });

  describe('405', () => {
    it.each([
      ['DELETE', '/api/restaurant/cities/all', 'GET, HEAD'],
      ['POST', '/api/order', 'GET, HEAD'],
      ['DELETE', '/api/my/user', 'GET, HEAD, POST, PUT'],
      ['PUT', '/api/order/checkout/webhook', 'POST'],
    ])('%s %s answers 405 with Allow: %s', async (method, path, allow) => {
      const answer = await request(server, method, path);
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe(allow);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED', message: `${method} method not allowed`, requestId: answer.headers['x-request-id'] });
    });
  });

  describe('images', () => {
    it('answers a missing image with the error shape and its request id', async () => {
      const answer = await request(server, 'GET', '/images/restaurants/ffffffffffffffff-card.webp', { 'x-request-id': 'image-404' });
      expect(answer.status).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Image not found', code: 'NOT_FOUND', requestId: 'image-404' });
    });
  });

  describe('uploads over 5 MB', () => {
    it('refuses a declared length over the limit before reading the body', async () => {
      const answer = await partialUpload(server, owner.token, 64 * 1024, 50 * 1024 * 1024);
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'uploads must be at most 5 MB' });
    });

    it('stops reading a chunked upload at the limit and answers 413 naming the file field', async () => {
      const answer = await partialUpload(server, owner.token, MAX_UPLOAD_BYTES + 256 * 1024);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'imageFile: must be at most 5 MB',
        details: [{ path: 'imageFile', message: 'must be at most 5 MB' }],
      });
    });

    it('keeps serving after refusing uploads', async () => {
      expect((await owner.get()).status).toBe(200);
    });
  });
});
