import type { RequestHandler } from 'express';
import { inSequence } from './in-sequence.js';

/**
 * HEAD is GET without a body (RFC 9110), but the contract lists GET operations only: the
 * wrapped middleware (its validator) sees a HEAD request as the GET it stands for. Node
 * still sends no body, and Express routes HEAD to the GET handlers once the method is back,
 * which it is before anything after the wrapped middleware runs, error handlers included.
 */
export function headAsGet(handlers: RequestHandler[]): RequestHandler {
  const wrapped = inSequence(handlers);
  return (req, res, next) => {
    if (req.method !== 'HEAD') return wrapped(req, res, next);
    req.method = 'GET';
    wrapped(req, res, (error?: unknown) => {
      req.method = 'HEAD';
      next(error);
    });
  };
}
