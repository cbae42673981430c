// Values for the fuzzer: fast-check arbitraries derived from the contract's JSON schemas,
// and the hostile values and mutations it mixes into them.
import fc from 'fast-check';
import type { Schema } from './openapi-operations.js';

/** A key the pollution payloads set; Object.prototype must never gain it. */
export const POLLUTION_KEY = 'fuzzPolluted';

/** Text that has broken parsers, databases and renderers somewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001f',
  '\u007f',
  '\u001b[31mred',
  'line\nbreak\ttab\r',
  '\u2028\u2029',
  '\u202eevil',
  '\u200b\ufeff',
  '😀🍕👩‍👩‍👧',
  'e\u0301\u0301\u0301',
  '\ud800',
  '\udfff\ud800',
  '１２',
  '٣٤',
  'Ω≈ç√∫',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%',
  '_',
  '\\',
  '*',
  '"',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e18',
  '0x10',
  'Infinity',
  '__proto__',
  'constructor',
  'prototype',
];

export const WRONG_TYPES: unknown[] = [0, -1, 1.5, 1e308, -1e308, true, false, null, [], {}, [1, 2], { a: 1 }, '1e18', 'NaN'];

/** Mostly just past a limit (maxLength 200-300, fieldSize 4 KB), sometimes past the 100 KB JSON limit. */
export const hugeString = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(301, 1_001, 5_000).map((n) => 'x'.repeat(n)) },
  { weight: 1, arbitrary: fc.constant('é'.repeat(60_000)) },
);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Nested arrays or objects `depth` deep. */
export function deepValue(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** Arbitraries for fields the contract types only as strings but the server resolves (ids of the world, the caller's sub). */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** A value valid for `schema` (or nearly: lengths are kept short, strings only sometimes match formats). */
export function schemaArbitrary(schema: Schema, hints: Hints = {}, name = ''): fc.Arbitrary<unknown> {
  const hint = hints[name];
  const own = plainArbitrary(schema, hints);
  return hint ? fc.oneof({ weight: 4, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
}

function plainArbitrary(schema: Schema, hints: Hints): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'binary') return fc.constant('binary');
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 10_000 });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, hints), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, sub]) => [key, schemaArbitrary(sub, hints, key)]));
      return fc.record(model, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

export type JsonMutation = 'none' | 'wrongType' | 'nastyString' | 'protoKey' | 'deep' | 'dropKey' | 'extraKey';

export interface JsonMutationPlan {
  kind: JsonMutation;
  /** Which node of the value (modulo their number). */
  pick: number;
  replacement: unknown;
}

export const jsonMutationPlan: fc.Arbitrary<JsonMutationPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant<JsonMutation>('none'), pick: fc.nat(), replacement: fc.constant(null) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant<JsonMutation>('wrongType'), pick: fc.nat(), replacement: fc.constantFrom(...WRONG_TYPES) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant<JsonMutation>('nastyString'), pick: fc.nat(), replacement: nastyString }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant<JsonMutation>('protoKey'),
      pick: fc.nat(),
      replacement: fc.constantFrom('__proto__', 'constructor', 'prototype'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant<JsonMutation>('deep'),
      pick: fc.nat(),
      replacement: fc.tuple(fc.constantFrom(64, 1_000), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([d, k]) => deepValue(d, k)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant<JsonMutation>('dropKey'), pick: fc.nat(), replacement: fc.constant(null) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant<JsonMutation>('extraKey'), pick: fc.nat(), replacement: nastyString }) },
);

type Container = Record<string, unknown> | unknown[];

/** Every (container, key) of the value, the root included as (holder, 'root'). */
function slots(holder: { root: unknown }): Array<[Container, string | number]> {
  const found: Array<[Container, string | number]> = [[holder as Container, 'root']];
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      found.push([value as Container, Array.isArray(value) ? Number(key) : key]);
      walk(child);
    }
  };
  walk(holder.root);
  return found;
}

/** Sets an own, enumerable key even when it is `__proto__` (so JSON.stringify sends it). */
function setOwn(target: object, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The value with the planned mutation applied (the input is not changed). */
export function mutateJson(value: unknown, plan: JsonMutationPlan): unknown {
  const holder = { root: structuredClone(value) };
  const all = slots(holder);
  const objects = all.map(([c, k]) => (c as Record<string, unknown>)[k as string]).filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v));
  const [container, key] = all[plan.pick % all.length]!;
  const objectAt = objects[plan.pick % Math.max(objects.length, 1)] as Record<string, unknown> | undefined;
  switch (plan.kind) {
    case 'wrongType':
    case 'nastyString':
    case 'deep':
      (container as Record<string | number, unknown>)[key] = plan.replacement;
      break;
    case 'protoKey':
      if (objectAt) setOwn(objectAt, plan.replacement as string, plan.replacement === 'constructor' ? { prototype: { [POLLUTION_KEY]: 'yes' } } : { [POLLUTION_KEY]: 'yes' });
      break;
    case 'dropKey':
      if (objectAt && Object.keys(objectAt).length) delete objectAt[Object.keys(objectAt)[plan.pick % Object.keys(objectAt).length]!];
      break;
    case 'extraKey':
      if (objectAt) setOwn(objectAt, String(plan.replacement).slice(0, 100) || 'extra', plan.replacement);
      break;
    case 'none':
      break;
  }
  return holder.root;
}

/** Bodies that are not JSON, or JSON of the wrong shape, sent as application/json. */
export const RAW_JSON_TEXTS = [
  '',
  '{',
  '{"a":',
  '}',
  'null',
  '[]',
  '"text"',
  '123',
  'true',
  '\ufeff{}',
  '{"a":1,"a":2}',
  `{"__proto__":{"${POLLUTION_KEY}":"yes"}}`,
  `{"constructor":{"prototype":{"${POLLUTION_KEY}":"yes"}}}`,
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '{"a":1}garbage',
  "{'single':'quotes'}",
  '['.repeat(50_000),
  // Deeper than anything a recursive walk survives, still under the 100 KB body limit.
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(12_000)}1${'}'.repeat(12_000)}`,
  '{"a":NaN}',
];

export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json, text/plain',
  '*/*',
];
