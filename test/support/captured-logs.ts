import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** A pino logger at `level` whose lines a test reads back: as written, and parsed. */
export function capturedLogs(level: string): { logger: Logger; lines: string[]; entries<T = Record<string, unknown>>(): T[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level }, sink), lines, entries: <T,>() => lines.map((line) => JSON.parse(line) as T) };
}
