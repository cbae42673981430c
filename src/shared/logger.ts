import { pino, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    // Never log credentials that may sit in headers or bodies.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password'],
  });
}
