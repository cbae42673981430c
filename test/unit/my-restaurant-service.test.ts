import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { ConflictError } from '../../src/shared/errors.js';
import type { Logger } from '../../src/shared/logger.js';
import type { Restaurant } from '../../src/modules/catalogue/domain/restaurant.js';
import { GOOD_STANDING } from '../../src/modules/catalogue/domain/standing.js';
import { MyRestaurantService } from '../../src/modules/catalogue/my-restaurant-service.js';
import { RestaurantAccess } from '../../src/modules/catalogue/restaurant-access.js';
import type { FileStorage, RestaurantRecord, RestaurantRepository } from '../../src/modules/catalogue/ports.js';

// The order of image work around the database write, with in-memory stand-ins for both.
const png = (colour: string) => sharp({ create: { width: 300, height: 200, channels: 3, background: colour } }).png().toBuffer();
const fields = {
  restaurantName: 'Bella', city: 'Leeds', country: 'UK', deliveryPrice: '100', estimatedDeliveryTime: '20',
  cuisines: ['Pizza'], menuItems: [{ name: 'Margherita', price: '900' }],
};

function setUp(failing: { create?: Error; update?: Error; deleteFile?: boolean } = {}) {
  const files = new Set<string>();
  const storage: FileStorage = {
    put: async (key) => void files.add(key),
    delete: async (key) => {
      if (failing.deleteFile) throw new Error('storage is down');
      files.delete(key);
    },
    publicUrl: (key) => `/images/${key}`,
    list: async function* () {},
    read: async () => undefined,
  };
  let saved: Restaurant | undefined;
  const store = (r: RestaurantRecord) => {
    saved = { ...r, menuItems: r.menuItems, emailNewOrders: r.emailNewOrders ?? saved?.emailNewOrders ?? false, addressLine1: r.addressLine1 ?? saved?.addressLine1 ?? '', postcode: r.postcode ?? saved?.postcode ?? '', lastUpdated: r.savedAt, standing: GOOD_STANDING };
  };
  const restaurants: RestaurantRepository = {
    findByOwner: async () => saved,
    findIdByOwner: async () => saved?.id,
    findById: async (id) => (saved?.id === id ? saved : undefined),
    create: async (r) => (failing.create ? Promise.reject(failing.create) : store(r)),
    update: async (r) => {
      if (failing.update) throw failing.update;
      const before = saved?.imageKey;
      store({ ...r, imageKey: r.imageKey ?? before });
      return r.imageKey && before !== r.imageKey ? { replacedImageKey: before } : {};
    },
    replaceMenu: async (id, menu, savedAt) => {
      if (saved?.id === id) saved = { ...saved, ...menu, lastUpdated: savedAt };
    },
    isImageInUse: async (key) => saved?.imageKey === key,
    imageKeysInUse: async (keys) => new Set(keys.filter((key) => key === saved?.imageKey)),
    newOrderMailOwners: async () => new Map(),
  };
  const logger = { warn: vi.fn() } as unknown as Logger;
  // The caller owns whatever restaurant is saved: the real lookup, over this repository, with no team.
  const access = new RestaurantAccess(async () => saved?.id, async () => undefined);
  const service = new MyRestaurantService(async () => 'u1', access, restaurants, storage, { now: () => new Date() }, logger);
  return { service, files, logger, seed: (r: Restaurant) => void (saved = r) };
}

describe('MyRestaurantService image handling', () => {
  it('removes the new renditions when the database refuses the create', async () => {
    const { service, files } = setUp({ create: new ConflictError('User restaurant already exists') });
    await expect(service.create('sub', { fields, image: await png('#ff0000') })).rejects.toBeInstanceOf(ConflictError);
    expect(files.size).toBe(0);
  });

  it('keeps the old image and removes the new one when the update fails', async () => {
    const ok = setUp();
    const created = await ok.service.create('sub', { fields, image: await png('#00ff00') });
    const failing = setUp({ update: new Error('connection lost') });
    failing.seed(created);
    for (const file of ok.files) failing.files.add(file);
    await expect(failing.service.update('sub', { fields, image: await png('#0000ff') })).rejects.toThrow('connection lost');
    expect([...failing.files].sort()).toEqual([...ok.files].sort());
  });

  it('still answers when the old files cannot be removed, and says so in the log', async () => {
    const { service, files, logger } = setUp({ deleteFile: true });
    await service.create('sub', { fields, image: await png('#123456') });
    const kept = files.size; // every rendition of one image
    const updated = await service.update('sub', { fields, image: await png('#654321') });
    expect(files.size).toBe(2 * kept);
    expect(updated.imageKey).toBeDefined();
    expect(logger.warn).toHaveBeenCalledOnce();
  });
});
