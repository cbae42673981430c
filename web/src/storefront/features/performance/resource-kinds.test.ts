import { describe, expect, it } from 'vitest';
import { fromCache, isModernImage, kindOf } from './resource-kinds';

describe('kindOf', () => {
  it.each([
    ['https://s.example/assets/index-a1.js', 'script', 'script'],
    ['https://s.example/assets/route-b2.mjs?v=1', 'link', 'script'],
    ['https://s.example/assets/index-c3.css', 'link', 'style'],
    ['https://s.example/images/r-card.WEBP', 'img', 'image'],
    ['https://s.example/favicon.svg', 'other', 'image'],
    ['https://s.example/fonts/inter.woff2', 'css', 'font'],
    ['https://s.example/api/restaurant/cities/all', 'fetch', 'data'],
    ['https://s.example/assets/index-a1.js', 'fetch', 'data'],
    ['https://s.example/openapi.yaml', 'xmlhttprequest', 'data'],
    ['https://idp.example/authorize', 'iframe', 'other'],
    ['https://s.example/pixel', 'img', 'image'],
  ])('%s (%s) is %s', (name, initiatorType, kind) => {
    expect(kindOf({ name, initiatorType })).toBe(kind);
  });
});

describe('isModernImage', () => {
  it.each([
    ['/a.webp', true],
    ['/a.avif', true],
    ['/a.svg', true],
    ['/a.png', false],
    ['/a.jpg', false],
  ])('%s: %s', (url, expected) => {
    expect(isModernImage(`https://s.example${url}`)).toBe(expected);
  });
});

describe('fromCache', () => {
  it('is a body without network bytes', () => {
    expect(fromCache({ name: '', initiatorType: 'script', transferSize: 0, encodedBodySize: 10, decodedBodySize: 10 })).toBe(true);
    expect(fromCache({ name: '', initiatorType: 'script', transferSize: 310, encodedBodySize: 10, decodedBodySize: 10 })).toBe(false);
    // Zero everywhere: a cross-origin file that hides its sizes, not a cache hit.
    expect(fromCache({ name: '', initiatorType: 'script', transferSize: 0, encodedBodySize: 0, decodedBodySize: 0 })).toBe(false);
  });
});
