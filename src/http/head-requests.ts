import type { ErrorRequestHandler, RequestHandler } from 'express';

const heads = new WeakSet<object>();

/**
 * HEAD is GET without a body (RFC 9110), but the contract lists GET operations only: the
 * wrapped middleware (its validator) sees a HEAD request as the GET it stands for. Node
 * still sends no body, and Express routes HEAD to the GET handlers once the method is back.
 */
export function headAsGet(handlers: RequestHandler[]): Array<RequestHandler | ErrorRequestHandler> {
  const asGet: RequestHandler = (req, _res, next) => {
    if (req.method === 'HEAD') {
      heads.add(req);
      req.method = 'GET';
    }
    next();
  };
  const restore = (req: object & { method: string }) => {
    if (heads.has(req)) req.method = 'HEAD';
  };
  const restored: RequestHandler = (req, _res, next) => {
    restore(req);
    next();
  };
  const restoredOnError: ErrorRequestHandler = (err, req, _res, next) => {
    restore(req);
    next(err);
  };
  return [asGet, ...handlers, restored, restoredOnError];
}
