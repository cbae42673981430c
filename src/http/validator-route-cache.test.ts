import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rememberValidatorRoutes } from './validator-route-cache.js';

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
const pathToRegexp = () => (validatorRequire('path-to-regexp') as { pathToRegexp: (path: string, options?: object) => { regexp: RegExp; keys: Array<{ name: string }> } }).pathToRegexp;

describe('rememberValidatorRoutes', () => {
  it("compiles each of the validator's paths once per options, matching as before", () => {
    const before = pathToRegexp()('/api/restaurant/search/:city', { sensitive: false, strict: false });
    rememberValidatorRoutes();
    rememberValidatorRoutes();
    const first = pathToRegexp()('/api/restaurant/search/:city', { sensitive: false, strict: false });
    expect(pathToRegexp()('/api/restaurant/search/:city', { sensitive: false, strict: false })).toBe(first);
    expect(pathToRegexp()('/api/restaurant/search/:city', { sensitive: true, strict: false })).not.toBe(first);
    expect([first.regexp.source, first.keys]).toEqual([before.regexp.source, before.keys]);
    for (let i = 0; i < 2; i++) expect(first.regexp.exec('/api/restaurant/search/London')?.[1]).toBe('London');
    expect(first.regexp.exec('/api/restaurant/London')).toBeNull();
  });

  it('compiles other options (not the two flags the validator passes) once too, as the original does', () => {
    rememberValidatorRoutes();
    const options = { sensitive: false, strict: false, end: false };
    const first = pathToRegexp()('/api/restaurant/:id', options);
    expect(pathToRegexp()('/api/restaurant/:id', { ...options })).toBe(first);
    expect(pathToRegexp()('/api/restaurant/:id', { sensitive: false, strict: false })).not.toBe(first);
    expect(first.regexp.exec('/api/restaurant/r1/menu')?.[1]).toBe('r1');
  });
});
