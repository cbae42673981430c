// The orphan sweep on each database and on both storage adapters: local disk and S3 (s3rver).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { S3FileStorage } from '../../src/modules/catalogue/adapters/s3-file-storage.js';
import { ORPHAN_GRACE_MS, OrphanImageSweep } from '../../src/modules/catalogue/images/orphan-sweep.js';
import { noDetails, type FileStorage } from '../../src/modules/catalogue/index.js';
import { KnexRestaurantRepository } from '../../src/modules/catalogue/seeding.js';
import { systemClock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import { createLogger } from '../../src/shared/logger.js';
import { aUser } from '../builders/user-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REFERENCED = 'restaurants/1111111111111111';
const ORPHAN = 'restaurants/2222222222222222';
// Keys with the srcset widths, next to the older two-rendition ones above.
const REFERENCED_V2 = 'restaurants/3333333333333333-v2';
const ORPHAN_V2 = 'restaurants/4444444444444444-v2';
const renditions = (imageKey: string) =>
  imageKey.endsWith('-v2')
    ? ['banner-600', 'banner', 'card-960', 'card'].map((r) => `${imageKey}-${r}.webp`)
    : [`${imageKey}-banner.webp`, `${imageKey}-card.webp`];

let s3: S3rver;
let s3Dir: string;
let endpoint: string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-sweep-'));

beforeAll(async () => {
  s3Dir = path.join(scratch, 's3');
  const buckets = testDatabaseKinds().map((kind) => ({ name: `sweep-${kind}` }));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: buckets });
  endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});

afterAll(async () => {
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function keysIn(storage: FileStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list('restaurants/')) keys.push(file.key);
  return keys.sort();
}

describe.each(testDatabaseKinds())('orphan image sweep on %s', (kind) => {
  let database: TestDatabase;
  let restaurants: KnexRestaurantRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    restaurants = new KnexRestaurantRepository(database.db);
    const { user } = await new KnexUserRepository(database.db, systemClock).createIfAbsent(aUser().build());
    const { user: other } = await new KnexUserRepository(database.db, systemClock).createIfAbsent(aUser().build());
    for (const [owner, imageKey] of [[user, REFERENCED], [other, REFERENCED_V2]] as const) {
      await restaurants.create({
        id: newId(), ownerUserId: owner.id, restaurantName: 'Kept', city: 'York', country: 'UK', deliveryPrice: 100,
        estimatedDeliveryTime: 20, cuisines: ['Pizza'], menuSections: [], menuItems: [{ id: newId(), name: 'Slice', price: 300, ...noDetails() }],
        imageKey, savedAt: new Date(),
      });
    }
  });
  afterAll(async () => database?.destroy());

  const storages: Array<[string, () => FileStorage]> = [
    ['local disk', () => new LocalFileStorage(path.join(scratch, `local-${kind}`))],
    ['S3', () => new S3FileStorage({ bucket: `sweep-${kind}`, region: 'eu-west-2', endpoint, ...KEYS })],
  ];

  it.each(storages)('on %s: keeps referenced and young files, removes old unreferenced renditions only', async (_name, makeStorage) => {
    const storage = makeStorage();
    const other = 'restaurants/notes.txt'; // not a rendition: never the sweep's business
    const kept = [...renditions(REFERENCED), ...renditions(REFERENCED_V2), other];
    const orphans = [...renditions(ORPHAN), ...renditions(ORPHAN_V2)];
    for (const key of [...kept, ...orphans]) await storage.put(key, Buffer.from('x'), 'image/webp');
    const all = await keysIn(storage);
    expect(all).toHaveLength(13);
    const sweepAt = (ms: number) => new OrphanImageSweep(storage, restaurants, { now: () => new Date(ms) }, createLogger('silent'));

    // Just stored: an upload whose database write may still be under way.
    expect(await sweepAt(Date.now()).sweep()).toEqual([]);
    expect(await keysIn(storage)).toEqual(all);

    // Past the grace period, every rendition of the orphans goes, nothing else.
    const later = Date.now() + ORPHAN_GRACE_MS + 60_000;
    expect((await sweepAt(later).sweep()).sort()).toEqual(orphans.sort());
    expect(await keysIn(storage)).toEqual(kept.sort());
    (storage as { close?(): void }).close?.();
  });
});
