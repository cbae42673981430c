import type { Request, Response } from 'express';

/**
 * Answers 304 when the client's If-None-Match holds `etag` (weak comparison, as for GET).
 * Decided before the answer is built: the caller passes a cheap version marker.
 */
export function notModified(req: Request, res: Response, etag: string): boolean {
  res.set('ETag', etag);
  // Every poll revalidates; the list is personal, so no shared cache may keep it.
  res.set('Cache-Control', 'private, no-cache');
  const sent = req.get('if-none-match');
  if (!sent) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const matches = sent.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  if (matches) res.status(304).end();
  return matches;
}
