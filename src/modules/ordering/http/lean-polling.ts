import type { RequestHandler } from 'express';
import type { AccessTokenVerifier } from '../../../http/access-token.js';
import { bearerToken } from '../../../http/request-context.js';
import { matchesTag, pollTag, POLL_CACHE_CONTROL } from './conditional-get.js';

/** The caller's version of a polled list (its latest order event id), as its full route reads it. */
export type PolledVersion = (caller: string) => Promise<string>;

/**
 * The 304 of order polling ahead of the body parser, rate limits and the contract validator:
 * the busiest signed-in reads are revalidations of a list that has not changed. It reads and
 * verifies the token as the full path does (bearerToken, the one verifier, cached until
 * expiry), reads the caller's version (docs/architecture/order-events.md "Reading")
 * and answers 304 only when the client's ETag is the one the full route would set now.
 * Anything else (no token, a bad one, a changed list) goes on down the full path, which
 * answers it with its usual checks and errors. A matching tag was only ever sent
 * with a 200 to this caller for these exact path and query bytes, so they passed the
 * contract then and would now.
 */
export function leanPolling(polled: ReadonlyMap<string, PolledVersion>, verify: AccessTokenVerifier): RequestHandler {
  return (req, res, next) => {
    const sent = req.headers['if-none-match'];
    const authorization = req.headers.authorization;
    if (req.method !== 'GET' || !sent || !authorization) return next();
    const queryAt = req.url.indexOf('?');
    const versionOf = polled.get(queryAt === -1 ? req.url : req.url.slice(0, queryAt));
    if (!versionOf) return next();
    Promise.resolve(req)
      .then((request) => verify(bearerToken(request)))
      .then(({ sub }) => versionOf(sub))
      .then(
        (version) => {
          const etag = pollTag(version, req.url);
          if (!matchesTag(sent, etag)) return next();
          res.writeHead(304, { etag, 'cache-control': POLL_CACHE_CONTROL });
          res.end();
        },
        () => next(),
      );
  };
}
