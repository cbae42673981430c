import { describe, expect, it } from 'vitest';
import { parsePostcode, parsePostcodePrefix, prefixSpecificity, type Postcode, type PostcodePrefix } from './postcode.js';

function postcode(text: string): Postcode {
  const parsed = parsePostcode(text);
  if (!parsed) throw new Error(`not a postcode: ${text}`);
  return parsed;
}

function prefix(text: string): PostcodePrefix {
  const parsed = parsePostcodePrefix(text);
  if (!parsed) throw new Error(`not a prefix: ${text}`);
  return parsed;
}

describe('parsePostcode', () => {
  it('reads one postcode however it is spaced or cased', () => {
    for (const text of ['sw1a1aa', 'SW1A 1AA', 'sw1a  1aa', ' Sw1A 1aA ']) {
      expect(parsePostcode(text)).toEqual({ text: 'SW1A 1AA', outcode: 'SW1A', district: 'SW1', sector: 'SW1A 1' });
    }
    expect(parsePostcode('e14 5ab')).toEqual({ text: 'E14 5AB', outcode: 'E14', district: 'E14', sector: 'E14 5' });
  });

  it('refuses what is not a UK postcode', () => {
    for (const text of ['', 'London', '12345', 'SW1A', 'SW1A 1A', 'SW1A 1AAA']) expect(parsePostcode(text)).toBeUndefined();
  });
});

describe('parsePostcodePrefix', () => {
  it('reads outcodes and sectors, normalised', () => {
    expect(parsePostcodePrefix('e1')).toEqual({ text: 'E1', kind: 'outcode' });
    expect(parsePostcodePrefix(' SW1A ')).toEqual({ text: 'SW1A', kind: 'outcode' });
    expect(parsePostcodePrefix('sw1a  1')).toEqual({ text: 'SW1A 1', kind: 'sector' });
    expect(parsePostcodePrefix('SW1A1')).toEqual({ text: 'SW1A 1', kind: 'sector' });
  });

  it('takes a sector only with its space where the letters would also be an outcode', () => {
    expect(parsePostcodePrefix('SW11')).toEqual({ text: 'SW11', kind: 'outcode' });
    expect(parsePostcodePrefix('SW1 1')).toEqual({ text: 'SW1 1', kind: 'sector' });
  });

  it('refuses what is neither', () => {
    for (const text of ['', 'London', 'SW1A 1AA', '1A', 'SW1A 12']) expect(parsePostcodePrefix(text)).toBeUndefined();
  });
});

describe('prefixSpecificity', () => {
  const home = postcode('SW1A 1AA');

  it('ranks a sector over an outcode over a district', () => {
    expect(prefixSpecificity(prefix('SW1A 1'), home)).toBe(3);
    expect(prefixSpecificity(prefix('SW1A'), home)).toBe(2);
    expect(prefixSpecificity(prefix('SW1'), home)).toBe(1);
  });

  it('does not match a neighbour', () => {
    expect(prefixSpecificity(prefix('SW1A 2'), home)).toBe(0);
    expect(prefixSpecificity(prefix('SW11'), home)).toBe(0);
    expect(prefixSpecificity(prefix('SW1B'), home)).toBe(0);
    expect(prefixSpecificity(prefix('E1'), postcode('E14 5AB'))).toBe(0);
  });
});
