import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/modules/catalogue/ports.js';
import {
  deleteRestaurantImage,
  imageKeyOfFile,
  imageUrls,
  renderRestaurantImages,
  restaurantImageFiles,
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
    read: async (key) => files.get(key)?.body,
  };
  return { storage, files };
}

describe('renderRestaurantImages', () => {
  it.each([
    ['landscape', 1600, 1000],
    ['portrait', 600, 900],
    ['small', 200, 100],
  ])('makes 1200x400 and 600x200 banners and 480x320 and 960x640 cards in WebP from a %s source', async (_label, width, height) => {
    const images = await renderRestaurantImages(await picture(width, height, '#c0392b'));
    expect(await sharp(images.banner).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 400 });
    expect(await sharp(images['banner-600']).metadata()).toMatchObject({ format: 'webp', width: 600, height: 200 });
    expect(await sharp(images.card).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(await sharp(images['card-960']).metadata()).toMatchObject({ format: 'webp', width: 960, height: 640 });
  });

  it('rejects bytes that are not an image', async () => {
    await expect(renderRestaurantImages(Buffer.from('not an image'))).rejects.toThrow();
  });
});

describe('storeRestaurantImage', () => {
  it('stores every rendition under a content-hashed prefix', async () => {
    const { storage, files } = memoryStorage();
    const { key } = await storeRestaurantImage(storage, await picture(800, 600, '#2980b9'));
    expect(key).toMatch(/^restaurants\/[0-9a-f]{16}-v2$/);
    expect([...files.keys()].sort()).toEqual([`${key}-banner-600.webp`, `${key}-banner.webp`, `${key}-card-960.webp`, `${key}-card.webp`]);
    for (const file of files.values()) expect(file.contentType).toBe('image/webp');
  });

  it('gives the same source the same key and another source another key', async () => {
    const { storage } = memoryStorage();
    const red = await picture(800, 600, '#ff0000');
    const first = await storeRestaurantImage(storage, red);
    expect(await storeRestaurantImage(storage, red)).toEqual(first);
    expect((await storeRestaurantImage(storage, await picture(800, 600, '#00ff00'))).key).not.toBe(first.key);
  });

  it('deletes every rendition', async () => {
    const { storage, files } = memoryStorage();
    const { key } = await storeRestaurantImage(storage, await picture(800, 600, '#8e44ad'));
    await deleteRestaurantImage(storage, key);
    expect(files.size).toBe(0);
  });
});

describe('imageUrls', () => {
  it('points at the banner and the card, with both widths of each as srcset', () => {
    const { storage } = memoryStorage();
    const base = '/images/restaurants/0123456789abcdef-v2';
    expect(imageUrls(storage, 'restaurants/0123456789abcdef-v2')).toEqual({
      imageUrl: `${base}-banner.webp`,
      cardImageUrl: `${base}-card.webp`,
      imageSrcset: `${base}-banner-600.webp 600w, ${base}-banner.webp 1200w`,
      cardImageSrcset: `${base}-card.webp 480w, ${base}-card-960.webp 960w`,
    });
  });

  it('gives a key stored before the extra widths its banner and card only, no srcset', () => {
    const { storage } = memoryStorage();
    expect(imageUrls(storage, 'restaurants/0123456789abcdef')).toEqual({
      imageUrl: '/images/restaurants/0123456789abcdef-banner.webp',
      cardImageUrl: '/images/restaurants/0123456789abcdef-card.webp',
    });
  });
});

describe('imageKeyOfFile and restaurantImageFiles', () => {
  it('map every rendition file to its key and back, for keys of both kinds', () => {
    for (const key of ['restaurants/0123456789abcdef', 'restaurants/0123456789abcdef-v2']) {
      const files = restaurantImageFiles(key);
      expect(files.length).toBe(key.endsWith('-v2') ? 4 : 2);
      for (const file of files) expect(imageKeyOfFile(file)).toBe(key);
    }
  });

  it('claims no other file (the orphan sweep must leave them alone)', () => {
    for (const file of [
      'restaurants/0123456789abcdef-card-960.webp', // a width only '-v2' keys have
      'restaurants/0123456789abcdef-v2-thumb.webp',
      'restaurants/0123456789abcdef-v3-card.webp',
      'restaurants/0123456789abcdef.webp',
      'menus/0123456789abcdef-card.webp',
    ]) {
      expect(imageKeyOfFile(file)).toBeUndefined();
    }
  });
});
