import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_RESTAURANTS } from './demo-restaurants.js';
import { artworkSvg, BANNER_TEXT_FREE } from './restaurant-artwork.js';

/** The text-free part of the banner band (the artwork's y 200..600), rasterised alone, as raw pixels. */
function textFreePart(svg: string): Promise<Buffer> {
  const { left, top, width, height } = BANNER_TEXT_FREE;
  const part = svg.replace(/ width="1200" height="800" viewBox="0 0 1200 800"/, ` width="${width}" height="${height}" viewBox="${left} ${200 + top} ${width} ${height}"`);
  expect(part).not.toBe(svg);
  return sharp(Buffer.from(part)).raw().toBuffer();
}

describe('demo artwork', () => {
  it.each(DEMO_RESTAURANTS.map((r) => [r.name, r] as const))(
    "keeps %s's name, city and cuisines out of the banner's text-free half",
    async (_name, restaurant) => {
      const svg = artworkSvg(restaurant);
      const withoutText = svg.replace(/<g class="text-block">.*?<\/g>/, '');
      expect(withoutText).not.toBe(svg);
      // Pixel for pixel the same with and without the words: none of them reaches that half.
      expect((await textFreePart(svg)).equals(await textFreePart(withoutText))).toBe(true);
    },
    20_000,
  );
});
