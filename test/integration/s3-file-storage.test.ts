// The S3 adapter against s3rver, a local S3-compatible server speaking the real S3 API on
// loopback: signed requests from @aws-sdk/client-s3, objects read back over plain HTTP.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStorage } from '../../src/modules/catalogue/adapters/s3-file-storage.js';
import { s3PublicBaseUrl } from '../../src/shared/s3-public-url.js';
import { InvalidStorageKeyError } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { anOwner, picture, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const BUCKET = 'restaurant-images';
// s3rver's fixed credentials.
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('S3FileStorage against s3rver', () => {
  it('puts an object with its type and an immutable cache header, serves it at its public URL, and deletes it', async () => {
    const storage = new S3FileStorage({ bucket: BUCKET, region: 'eu-west-2', endpoint, ...KEYS });
    const key = 'restaurants/0123456789abcdef-card.webp';
    const body = Buffer.from('RIFF....WEBPVP8 fake but opaque bytes');
    await storage.put(key, body, 'image/webp');
    expect(storage.publicUrl(key)).toBe(`${endpoint}/${BUCKET}/${key}`);

    const response = await fetch(storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);

    await storage.delete(key);
    expect((await fetch(storage.publicUrl(key))).status).toBe(404);
    await expect(storage.delete(key)).resolves.toBeUndefined();
    storage.close();
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = new S3FileStorage({ bucket: BUCKET, region: 'eu-west-2', endpoint, ...KEYS });
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete('/etc/passwd')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    storage.close();
  });

  it('builds public URLs for a CDN, a custom endpoint (path style) and AWS', () => {
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'r', endpoint, publicUrl: 'https://cdn.example.com/img/' })).toBe('https://cdn.example.com/img');
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'r', endpoint: 'https://minio.example.com/' })).toBe('https://minio.example.com/b');
    expect(s3PublicBaseUrl({ bucket: 'b', region: 'eu-west-2' })).toBe('https://b.s3.eu-west-2.amazonaws.com');
  });
});

describe('the product with S3_* settings', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      S3_BUCKET: BUCKET, S3_REGION: 'eu-west-2', S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    });
  });
  afterAll(async () => server?.stop());

  it('stores uploads in the bucket, hands out bucket URLs, and removes a replaced image', async () => {
    const owner = await anOwner(server, 's3-owner@example.com');
    const { status, body: first } = await owner.create(validFields(), { bytes: await picture('#1abc9c') });
    expect(status).toBe(201);
    expect(first.imageUrl).toMatch(new RegExp(`^${endpoint}/${BUCKET}/restaurants/[0-9a-f]{16}-v2-banner\\.webp$`));
    // Every rendition: the two named URLs and each size in the srcsets.
    const renditions = [first.imageUrl, first.cardImageUrl!, ...[first.imageSrcset, first.cardImageSrcset].flatMap((set) => (set ?? '').split(', ').map((entry) => entry.split(' ')[0]!))];
    expect(new Set(renditions).size).toBe(4);
    for (const url of renditions) expect((await fetch(url)).status).toBe(200);

    const { body: second } = await owner.update(validFields(), { bytes: await picture('#9b59b6') });
    expect((await fetch(second.imageUrl)).status).toBe(200);
    for (const url of renditions) expect((await fetch(url)).status).toBe(404);
    // Browsers may load images from the bucket's origin, and the API serves no /images route.
    const csp = (await fetch(`${server.url}/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`img-src [^;]*${endpoint.replace(/[.]/g, '\\.')}`));
    expect((await fetch(`${server.url}/images/${new URL(second.imageUrl).pathname.split(`/${BUCKET}/`)[1]}`)).status).not.toBe(200);
  });
});
