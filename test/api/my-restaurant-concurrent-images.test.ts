import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageKeyOfFile, restaurantImageFiles } from '../../src/modules/catalogue/images/restaurant-image.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, storedImages, validFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** The files of the image a restaurant answer points at: every rendition of its key. */
function filesOf(imageUrl: string): string[] {
  const key = imageKeyOfFile(imageUrl.replace(/^\/images\//, ''));
  if (!key) throw new Error(`not an image URL: ${imageUrl}`);
  return restaurantImageFiles(key);
}

describe.each(testDatabaseKinds())('concurrent image replacements on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => server?.stop());

  it('20 concurrent PUTs with different images leave exactly the one image the restaurant shows', async () => {
    const owner = await anOwner(server, 'racer@example.com');
    expect((await owner.create(validFields(), { bytes: await picture('#000000') })).status).toBe(201);
    const pictures = await Promise.all(Array.from({ length: 20 }, (_, i) => picture(`#${(i * 12 + 16).toString(16).padStart(2, '0')}3366`)));

    const answers = await Promise.all(pictures.map((bytes) => owner.update(validFields(), { bytes })));

    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const { body } = await owner.get();
    expect(storedImages(server).sort()).toEqual(filesOf(body.imageUrl).sort());
  });

  it('PUTs with and without an image at once: the row keeps an image that exists, and only that one is stored', async () => {
    const owner = await anOwner(server, 'mixed@example.com');
    const before = storedImages(server);
    expect((await owner.create(validFields(), { bytes: await picture('#ffffff') })).status).toBe(201);
    const updates = Array.from({ length: 12 }, async (_, i) =>
      i % 2 ? owner.update({ ...validFields(), restaurantName: `Name ${i}` }) : owner.update(validFields(), { bytes: await picture(`#${i}${i}0000`) }),
    );
    expect((await Promise.all(updates)).map((a) => a.status)).toEqual(Array(12).fill(200));

    const { body } = await owner.get();
    const mine = storedImages(server).filter((f) => !before.includes(f));
    expect(mine.sort()).toEqual(filesOf(body.imageUrl).sort());
    expect((await fetch(`${server.url}${body.imageUrl}`)).status).toBe(200);
  });
});

describe('the orphan image sweep', () => {
  it('runs at start-up through the job queue and removes an old orphan, keeping a young one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-sweep-start-'));
    const folder = path.join(dataDir, 'uploads', 'restaurants');
    fs.mkdirSync(folder, { recursive: true });
    const [old, young] = ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'].map((hash) => path.join(folder, `${hash}-banner.webp`)) as [string, string];
    for (const file of [old, young]) fs.writeFileSync(file, 'x');
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(old, anHourAgo, anHourAgo);

    const server = await startTestServer('sqlite', { DATA_DIR: dataDir });
    try {
      expect(server.config.storage).toMatchObject({ kind: 'local', dir: path.join(dataDir, 'uploads') });
      await vi.waitFor(() => expect(fs.existsSync(old)).toBe(false), { timeout: 10_000 });
      expect(fs.existsSync(young)).toBe(true);
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
