import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { imageRoutes } from '../../src/modules/catalogue/http/image-routes.js';
import { errorHandler } from '../../src/http/error-handler.js';
import { requestLog } from '../../src/http/request-log.js';
import { rawRequest } from '../support/raw-http.js';

let root: string;
let server: http.Server;
let port: number;
let webp: Buffer;
const KEY = 'restaurants/0123456789abcdef-banner.webp';
const REQUEST_ID = 'image-request-1';
const NOT_FOUND = { message: 'Image not found', code: 'NOT_FOUND', requestId: REQUEST_ID };

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-images-'));
  fs.writeFileSync(path.join(root, 'secret.txt'), 'TOP SECRET');
  const storage = new LocalFileStorage(path.join(root, 'uploads'));
  webp = await sharp({ create: { width: 12, height: 4, channels: 3, background: '#e67e22' } }).webp().toBuffer();
  await storage.put(KEY, webp, 'image/webp');
  fs.writeFileSync(path.join(storage.dir, '.hidden.webp'), webp);
  const app = express();
  // Every request carries the same id, so the error bodies can be compared whole.
  app.use((req, _res, next) => {
    req.headers['x-request-id'] = REQUEST_ID;
    next();
  });
  app.use(requestLog(pino({ level: 'silent' }), () => true));
  app.use(imageRoutes(storage.dir));
  app.use(errorHandler);
  server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

/** A request with the path sent verbatim (fetch would normalise '..' away). */
const rawGet = (rawPath: string, method = 'GET') => rawRequest(`http://127.0.0.1:${port}`, { method, path: rawPath });

describe('GET /images/*', () => {
  it('serves a stored image with its type and a long-lived immutable cache header', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/images/${KEY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(webp)).toBe(true);
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await rawGet(`/images/${KEY}`, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.text).toBe('');
  });

  it('answers HEAD of a missing image 404 without a body', async () => {
    const res = await rawGet('/images/restaurants/ffffffffffffffff-card.webp', 'HEAD');
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
  });

  it('answers a missing image with the JSON error shape and its request id', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/images/restaurants/ffffffffffffffff-card.webp`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBeNull();
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it.each(['/images', '/images/', '/images/restaurants', '/images/restaurants/', '/images/.hidden.webp'])(
    'lists no directory and serves no dotfile: %s',
    async (p) => {
      const res = await rawGet(p);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual(NOT_FOUND);
    },
  );

  it.each([
    '/images/../secret.txt',
    '/images/restaurants/../../secret.txt',
    '/images/..%2fsecret.txt',
    '/images/%2e%2e/secret.txt',
    '/images/%2e%2e%2fsecret.txt',
    '/images/restaurants/..%5c..%5csecret.txt',
    '/images/..%5csecret.txt',
    '/images/%00../secret.txt',
  ])('refuses the traversal attempt %s', async (p) => {
    const res = await rawGet(p);
    expect([400, 404]).toContain(res.status);
    expect(res.text).not.toContain('TOP SECRET');
  });
});
