import { z } from 'zod';

/*
 * The rules every text and money field of the restaurant form shares, with the messages of
 * docs/product/texts-and-errors.md "Validation messages" to the letter.
 */

// react-admin inputs hand empty text over as null: treat it like '' and trim first,
// so whitespace-only counts as empty.
export const text = z
  .string()
  .nullish()
  .transform((value) => (value ?? '').trim());

/** Characters as the server counts them (code points, so an emoji is one). */
export const length = (value: string) => [...value].length;

export const required = (message: string, maxLength: number) =>
  text.pipe(
    z
      .string()
      .min(1, message)
      .refine((value) => length(value) <= maxLength, `must be at most ${maxLength} characters`),
  );

const INVALID = 'must be a valid number';
export const toPounds = (pence: number) => (pence / 100).toFixed(2);
// '-2' or '-1.50' is a number, just a negative one: say so rather than 'invalid'.
const isNegative = (value: string) => /^-\s*\d+(\.\d+)?$/.test(value);
// An empty field says 'required' only, not 'required' and 'invalid'.
export const numeric = (requiredMessage: string, pattern: RegExp) =>
  text.pipe(
    z
      .string()
      .min(1, { message: requiredMessage, abort: true })
      .refine((value) => !isNegative(value), { message: 'cannot be negative', abort: true })
      .regex(pattern, INVALID),
  );

/** Pounds as typed ('2.50') to whole pence (250), at most `maxPence`. */
export const pounds = (requiredMessage: string, maxPence: number) =>
  numeric(requiredMessage, /^\d{1,7}(\.\d{1,2})?$/)
    .transform((value) => Math.round(Number(value) * 100))
    .refine((pence) => pence <= maxPence, `must be at most ${toPounds(maxPence)}`);

/** A kept record's id; a new row has none (or react-admin's null). */
export const keptId = z
  .string()
  .nullish()
  .transform((id) => id || undefined);
