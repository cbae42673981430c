import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';

/** Every poll revalidates; the lists are personal, so no shared cache may keep them. */
export const POLL_CACHE_CONTROL = 'private, no-cache';

/**
 * The weak ETag of a polled answer: a digest of the caller's list `version` (its latest order event) and the
 * request's path and query as sent (the same bytes give the same answer while nothing
 * changed). The ids in the version stay out of the header.
 */
export function pollTag(version: string, url: string): string {
  return `W/"${createHash('sha256').update(`${version}|${url}`).digest('base64url').slice(0, 22)}"`;
}

/** If-None-Match against our tag, with the weak comparison GET uses. */
export function matchesTag(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Sets the ETag of the answer at `version`; true when the client holds it (the route answers 304).
 * Decided before the answer is built: the caller passes a cheap version marker.
 */
export function notModified(req: Pick<Request, 'originalUrl' | 'get'>, res: Response, version: string): boolean {
  const etag = pollTag(version, req.originalUrl);
  res.set('ETag', etag);
  res.set('Cache-Control', POLL_CACHE_CONTROL);
  const sent = req.get('if-none-match');
  return sent !== undefined && matchesTag(sent, etag);
}
