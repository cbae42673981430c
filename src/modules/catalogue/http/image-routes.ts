import express, { Router, type RequestHandler } from 'express';
import { NotFoundError } from '../../../shared/errors.js';

const ONE_YEAR = '365d';
/** Keys under this prefix are never served by URL. */
const PRIVATE_PREFIX = 'proofs/';

// Keys are content-hashed, so a URL never changes meaning: cache it for good.
const staticOptions = {
  index: false as const,
  redirect: false,
  dotfiles: 'ignore' as const, // half-written temp files start with a dot
  fallthrough: true, // missing files, directories and traversal attempts reach notFound
  maxAge: ONE_YEAR,
  immutable: true,
  setHeaders: (res: express.Response) => res.setHeader('X-Content-Type-Options', 'nosniff'),
};

// Answered by the app's error handler, in the one error shape with the request id.
const notFound: RequestHandler = (req, _res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  next(new NotFoundError('Image not found'));
};

/**
 * GET /images/<key> from the local storage directory. Mount only with the local
 * file storage; with S3 the browser loads images from the bucket's URL instead.
 */
export function imageRoutes(storageDir: string): Router {
  const router = Router();
  // Proofs of delivery are private (docs/product/team-and-roles.md "Couriers"): only their signed-in calls serve them.
  router.use(`/images/${PRIVATE_PREFIX}`, notFound);
  router.use('/images', express.static(storageDir, staticOptions), notFound);
  return router;
}
