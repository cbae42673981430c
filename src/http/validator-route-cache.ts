import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';

type PathToRegexp = (path: string, options?: object) => { regexp: RegExp; keys: unknown[] };

/** More than the contract's paths times the options the validator passes (case and slash sensitivity). */
const KEPT = 1000;

/**
 * express-openapi-validator (5.6, `lookupRoute`) finds a request's operation by compiling the
 * contract's paths with path-to-regexp, one after another on every request, until one matches:
 * a search is about the 25th of 34 paths; compiling each once took its CPU from ~460 to ~345 us
 * on the loaded bench machine (docs/architecture/request-path.md "What the shell costs"). What a path compiles to depends only on the
 * path and the options, and the validator reads `pathToRegexp` off the module's exports at each
 * call, so the copy it loads is given one that compiles each once. The expressions carry no
 * `g` flag: a kept one holds no state between matches. Upstream has the same fix proposed
 * (https://github.com/cdimascio/express-openapi-validator/pull/1217): once a release has it,
 * this file goes.
 */
export function rememberValidatorRoutes(): void {
  const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
  const exports = validatorRequire('path-to-regexp') as { pathToRegexp: PathToRegexp & { remembering?: true } };
  if (exports.pathToRegexp.remembering) return;
  const compile = exports.pathToRegexp;
  const kept = new LRUCache<string, ReturnType<PathToRegexp>>({ max: KEPT });
  // The validator asks for each of the contract's paths on every request with the same two
  // flags: a key made with JSON.stringify and an LRU read per path cost more than the match
  // (docs/architecture/request-path.md "What the shell costs"). Those are kept in plain maps per
  // flag pair; any other call keeps the general key.
  const byFlags = new Map<number, Map<string, ReturnType<PathToRegexp>>>();
  exports.pathToRegexp = Object.assign(
    (path: string, options?: object) => {
      if (typeof path !== 'string') return compile(path, options);
      const flags = simpleFlags(options);
      if (flags !== undefined) {
        let paths = byFlags.get(flags);
        if (!paths) byFlags.set(flags, (paths = new Map()));
        let compiled = paths.get(path);
        if (!compiled) {
          if (paths.size >= KEPT) paths.clear();
          paths.set(path, (compiled = compile(path, options)));
        }
        return compiled;
      }
      const key = `${path}\u0000${JSON.stringify(options ?? {})}`;
      let compiled = kept.get(key);
      if (!compiled) kept.set(key, (compiled = compile(path, options)));
      return compiled;
    },
    { remembering: true as const },
  );
}

/** `{ sensitive, strict }` with two booleans (what the validator passes) as a number 0-3, no options 4; undefined for any others. */
function simpleFlags(options: object | undefined): number | undefined {
  if (options === undefined) return 4;
  const { sensitive, strict } = options as { sensitive?: unknown; strict?: unknown };
  if (typeof sensitive !== 'boolean' || typeof strict !== 'boolean') return undefined;
  for (const name in options) if (name !== 'sensitive' && name !== 'strict') return undefined;
  return (sensitive ? 1 : 0) + (strict ? 2 : 0);
}
