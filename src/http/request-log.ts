import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { createLogger, type Logger } from '../shared/logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: the caller's X-Request-Id when well formed, else a new UUID (requestLog). */
    id: string;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;
const BASE = Symbol('the request shell logger');
const CHILD = Symbol('this request logger');

interface Tagged {
  [BASE]?: Logger;
  [CHILD]?: Logger;
}

/** What a log line says of a request: never its headers (noise, and personal data). */
const summary = (req: Request) => ({ id: req.id, method: req.method, url: req.originalUrl });

/**
 * The request shell's first step (app.ts): every request gets an id, answered in X-Request-Id,
 * and one short line "request completed" at info level once answered, unless `quiet` says so.
 * Written here rather than with pino-http, which builds a child logger with a serialised copy
 * of every request up front: ~45 % of a search's server CPU in the bench
 * (docs/architecture/performance.md "Request shell"). The line keeps pino-http's shape.
 */
export function requestLog(logger: Logger, quiet: (req: Request, res: Response) => boolean): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    req.id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    (req as Tagged)[BASE] = logger;
    res.setHeader('X-Request-Id', req.id);
    if (logger.isLevelEnabled('info')) {
      const started = Date.now();
      // 'close' alone covers an answer cut short; 'finish' comes first for every whole one.
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        if (quiet(req, res)) return;
        logger.info({ req: summary(req), res: { statusCode: res.statusCode }, responseTime: Date.now() - started }, 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    next();
  };
}

/** Used only where the shell did not run (a test's bare app): lines still go somewhere. */
let fallback: Logger | undefined;

/** The logger for lines about this request (errors, refusals): each line names the request. */
export function requestLogger(req: Request): Logger {
  const tagged = req as Tagged;
  tagged[CHILD] ??= (tagged[BASE] ?? (fallback ??= createLogger('info'))).child({ req: summary(req) });
  return tagged[CHILD];
}
