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
  exports.pathToRegexp = Object.assign(
    (path: string, options?: object) => {
      const key = typeof path === 'string' ? `${path}\u0000${JSON.stringify(options ?? {})}` : undefined;
      if (key === undefined) return compile(path, options);
      let compiled = kept.get(key);
      if (!compiled) kept.set(key, (compiled = compile(path, options)));
      return compiled;
    },
    { remembering: true as const },
  );
}
