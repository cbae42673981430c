import { parse } from 'postcode';

/**
 * A UK postcode, normalised (`SW1A 1AA`), with the parts delivery areas match on
 * (docs/product/decisions.md "Addresses"). Parsing is the `postcode` library's: it knows the
 * Royal Mail formats, so `sw1a1aa`, `SW1A 1AA` and `sw1a  1aa` are one postcode.
 */
export interface Postcode {
  /** `SW1A 1AA` */
  readonly text: string;
  /** The outward code: `SW1A`, `E14`. */
  readonly outcode: string;
  /** The outcode without its sub-district letter: `SW1` for `SW1A`; `E14` for `E14`. */
  readonly district: string;
  /** `SW1A 1` */
  readonly sector: string;
}

/** The postcode `text` names, or undefined when it is not a UK postcode. Spaces anywhere are ignored. */
export function parsePostcode(text: string): Postcode | undefined {
  const parsed = parse(text.replace(/\s+/g, '').toUpperCase());
  if (!parsed.valid) return undefined;
  return { text: parsed.postcode, outcode: parsed.outcode, district: parsed.district, sector: parsed.sector };
}

/**
 * What a delivery area lists: an outcode (`E1`, `SW1A`; `SW1` also covers `SW1A` to `SW1Y`)
 * or a sector (`SW1A 1`). A sector is written with its space: `SW11` is Battersea's outcode,
 * `SW1 1` a sector of `SW1`.
 */
export interface PostcodePrefix {
  /** Normalised: `SW1A`, `SW1A 1`. */
  readonly text: string;
  readonly kind: 'outcode' | 'sector';
}

const OUTCODE = /^[A-Z]{1,2}[0-9][0-9A-Z]?$/;
const SECTOR = /^([A-Z]{1,2}[0-9][0-9A-Z]?) ?([0-9])$/;

/** The prefix `text` names, or undefined when it is neither an outcode nor a sector. */
export function parsePostcodePrefix(text: string): PostcodePrefix | undefined {
  const value = text.trim().replace(/\s+/g, ' ').toUpperCase();
  // The library validates whole postcodes only: a made-up unit proves the outcode is well formed.
  if (!value.includes(' ') && OUTCODE.test(value)) {
    return parsePostcode(`${value} 1AA`)?.outcode === value ? { text: value, kind: 'outcode' } : undefined;
  }
  const sector = SECTOR.exec(value);
  if (!sector) return undefined;
  const name = `${sector[1]} ${sector[2]}`;
  return parsePostcode(`${name}AA`)?.sector === name ? { text: name, kind: 'sector' } : undefined;
}

/**
 * How closely `prefix` covers `postcode`, for "the most specific match wins": 3 its sector,
 * 2 its outcode, 1 its district (`SW1` for `SW1A 1AA`), 0 not at all.
 */
export function prefixSpecificity(prefix: PostcodePrefix, postcode: Postcode): number {
  if (prefix.kind === 'sector') return prefix.text === postcode.sector ? 3 : 0;
  if (prefix.text === postcode.outcode) return 2;
  return prefix.text === postcode.district ? 1 : 0;
}
