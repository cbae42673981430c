import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/modules/catalogue/ports.js';
import {
  deleteRestaurantImage,
  imageUrls,
  renderRestaurantImages,
  storeRestaurantImage,
} from '../../src/modules/catalogue/images/restaurant-image.js';

function picture(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** Keeps files in memory and records content types. */
function memoryStorage() {
  const files = new Map<string, { body: Buffer; contentType: string }>();
  const storage: FileStorage = {
    put: async (key, body, contentType) => void files.set(key, { body, contentType }),
    delete: async (key) => void files.delete(key),
    publicUrl: (key) => `/images/${key}`,
    list: async function* () {},
  };
  return { storage, files };
}

describe('renderRestaurantImages', () => {
  it.each([
    ['landscape', 1600, 1000],
    ['portrait', 600, 900],
    ['small', 200, 100],
  ])('makes a 1200x400 banner and a 480x320 card in WebP from a %s source', async (_label, width, height) => {
    const { banner, card } = await renderRestaurantImages(await picture(width, height, '#c0392b'));
    expect(await sharp(banner).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    expect(await sharp(card).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
  });

  it('rejects bytes that are not an image', async () => {
    await expect(renderRestaurantImages(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('storeRestaurantImage', () => {
  it('stores both renditions under a content-hashed prefix', async () => {
    const { storage, files } = memoryStorage();
    const { key } = await storeRestaurantImage(storage, await picture(800, 600, '#2980b9'));
    expect(key).toMatch(/^restaurants\/[0-9a-f]{16}$/);
    expect([...files.keys()].sort()).toEqual([`${key}-banner.webp`, `${key}-card.webp`]);
    for (const file of files.values()) expect(file.contentType).toBe('image/webp');
  });

  it('gives the same source the same key and another source another key', async () => {
    const { storage } = memoryStorage();
    const red = await picture(800, 600, '#ff0000');
    const first = await storeRestaurantImage(storage, red);
    expect(await storeRestaurantImage(storage, red)).toEqual(first);
    expect((await storeRestaurantImage(storage, await picture(800, 600, '#00ff00'))).key).not.toBe(first.key);
  });

  it('deletes both renditions', async () => {
    const { storage, files } = memoryStorage();
    const { key } = await storeRestaurantImage(storage, await picture(800, 600, '#8e44ad'));
    await deleteRestaurantImage(storage, key);
    expect(files.size).toBe(0);
  });
});

describe('imageUrls', () => {
  it('points at the banner and the card', () => {
    const { storage } = memoryStorage();
    expect(imageUrls(storage, 'restaurants/0123456789abcdef')).toEqual({
      imageUrl: '/images/restaurants/0123456789abcdef-banner.webp',
      cardImageUrl: '/images/restaurants/0123456789abcdef-card.webp',
    });
  });
});
