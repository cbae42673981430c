import type { RequestHandler } from 'express';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { SEARCH_PATH, searchBody } from './search-response.js';

/**
 * Search ahead of body parsing, rate limits and the contract validator: the busiest
 * public read, answered from the index's remembered bytes. It takes only requests it can
 * answer; anything else (bad parameters, a failure) goes on down the full path, which
 * answers with the contract's checks and the usual shaped error.
 */
export function leanSearch(catalogue: CatalogueService, storage: FileStorage): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !req.url.startsWith(SEARCH_PATH)) return next();
    const queryAt = req.url.indexOf('?');
    const segment = req.url.slice(SEARCH_PATH.length, queryAt === -1 ? undefined : queryAt);
    if (segment === '' || segment.includes('/')) return next();
    let body: ReturnType<typeof searchBody>;
    try {
      body = searchBody(catalogue, storage, decodeURIComponent(segment), new URLSearchParams(queryAt === -1 ? '' : req.url.slice(queryAt + 1)));
    } catch {
      return next();
    }
    // As the full route sends it: the same ETag, and 304 to a matching If-None-Match.
    body.then((answer) => answer.sendTo(res), () => next());
  };
}
