import type { Request, RequestHandler } from 'express';
import { ValidationError } from '../shared/errors.js';
import { matchedOperation, type MatchedOperation } from './request-context.js';

/** C0 controls (NUL, tab and newline included), DEL and C1 controls: no field of the contract allows them. */
const CONTROL = /\p{Cc}/u;
/** The same but for line breaks, in the fields an operation lists under `x-text-guard-multiline` (a review's comment). */
const CONTROL_BUT_NEWLINE = /(?![\n\r])\p{Cc}/u;
const MULTILINE = 'x-text-guard-multiline';
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/**
 * An operation lists the request parts its handler checks itself, e.g.
 * `x-text-guard-skip: [body]` on the payment webhook, whose body the provider's signature vouches for.
 */
const SKIP = 'x-text-guard-skip';
type Part = 'body' | 'query' | 'params';

/** A key as it can be printed: its control characters escaped. */
const printable = (key: string) => key.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Where a value sits: its key (or index) under its parent's place. Written out only for a value
 * that is refused, or looked up among the multiline fields: the guard runs on every request, and
 * spelling every key's path out ahead was a measurable part of a search's CPU.
 */
interface Place {
  up: Place | undefined;
  key: string | number;
}

function pathOf(place: Place | undefined): string {
  let path = '';
  for (let at = place; at; at = at.up) {
    path = typeof at.key === 'number' ? `[${at.key}]${path}` : at.up ? `.${printable(at.key)}${path}` : `${printable(at.key)}${path}`;
  }
  return path;
}

/** The path of the first key or text holding a control character; iterative, so deep JSON cannot exhaust the stack. */
function firstControl(root: unknown, multiline: ReadonlySet<string> = new Set()): string | undefined {
  const pending: Array<[unknown, Place | undefined]> = [[root, undefined]];
  while (pending.length > 0) {
    const [value, place] = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL.test(value) && (multiline.size === 0 || CONTROL_BUT_NEWLINE.test(value) || !multiline.has(pathOf(place)))) return pathOf(place);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => pending.push([item, { up: place, key: i }]));
    } else if (typeof value === 'object' && value !== null) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        const at = { up: place, key };
        if (CONTROL.test(key)) return pathOf(at);
        pending.push([(value as Record<string, unknown>)[key], at]);
      }
    }
  }
  return undefined;
}

function uploadedNames(req: Request): Record<string, string> {
  const files = Array.isArray(req.files) ? req.files : [];
  return Object.fromEntries(files.map((file) => [file.fieldname, file.originalname]));
}


/** The values to check, each field named as the client sent it; a file's name counts as its field's text. */
function valuesOf(req: Request, matched: MatchedOperation): Array<[Part, unknown]> {
  const skipped = new Set(matched.schema[SKIP] as Part[] | undefined);
  const parts: Array<[Part, unknown]> = [
    // Express gives each router its own req.params; the validator's match holds them all.
    ['params', matched.pathParams],
    ['query', req.query],
    ['body', req.body],
    ['body', uploadedNames(req)],
  ];
  return parts.filter(([part]) => !skipped.has(part));
}

/**
 * docs/product/decisions.md "Errors": text refuses control characters with 400, the same on SQLite and
 * PostgreSQL (which cannot store NUL). One check over every operation of the contract, after
 * its validator has parsed the body (JSON or multipart) and matched the path parameters.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const matched = matchedOperation(req);
  if (!matched) return next();
  const multiline = new Set(matched.schema[MULTILINE] as string[] | undefined);
  for (const [part, value] of valuesOf(req, matched)) {
    const path = firstControl(value, part === 'body' ? multiline : undefined);
    if (path !== undefined) return next(new ValidationError(`${path || 'body'}: ${CONTROL_CHARACTERS_MESSAGE}`, [{ path: path || 'body', message: CONTROL_CHARACTERS_MESSAGE }]));
  }
  next();
};
