import type { Request } from 'express';
import { UnauthorizedError } from '../shared/errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the bearerAuth security handler once the access token is verified. */
    auth?: { sub: string };
  }
}

/** The verified caller of a protected route; the contract guarantees auth ran first. */
export function callerOf(req: Request): string {
  if (!req.auth) throw new UnauthorizedError();
  return req.auth.sub;
}
