import type { Request } from 'express';
import { UnauthorizedError } from '../shared/errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the bearerAuth security handler once the access token is verified. */
    auth?: { sub: string; email?: string; exp: number; roles?: string[] };
    /** The body exactly as sent, kept only on paths bound to RAW_BODY_PATHS. */
    rawBody?: Buffer;
  }
}

/** What the contract's validator matched: the operation (dereferenced request body, extensions) and the path parameters. */
export interface MatchedOperation {
  schema: { requestBody?: { content?: Record<string, unknown> } } & Record<string, unknown>;
  pathParams: Record<string, string>;
}

/** The matched operation of a request under the contract; undefined outside it (pages, assets). */
export const matchedOperation = (req: Request) => (req as { openapi?: MatchedOperation }).openapi;

/** The bearer token as sent; the security handler verifies it. */
export function bearerToken(req: Request): string {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) throw new UnauthorizedError('Authorization header must be "Bearer <access token>"');
  return match[1];
}

/** The verified caller of a protected route; the contract guarantees auth ran first. */
export function callerOf(req: Pick<Request, 'auth'>): string {
  return verifiedTokenOf(req).sub;
}

/** The caller's verified token: its subject, and its expiry (a live stream ends then). */
export function verifiedTokenOf(req: Pick<Request, 'auth'>): NonNullable<Request['auth']> {
  if (!req.auth) throw new UnauthorizedError();
  return req.auth;
}

/**
 * The exact request bytes, for checking a signature over them: re-serialising `req.body`
 * would change whitespace and key order. A programming error (500) unless the route's
 * path is bound to RAW_BODY_PATHS and the request carried a JSON body.
 */
export function rawBodyOf(req: Request): Buffer {
  if (!req.rawBody) {
    throw new Error(`No raw body kept for ${req.method} ${req.path}: bind the path to RAW_BODY_PATHS and send JSON`);
  }
  return req.rawBody;
}
