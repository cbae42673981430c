import type { IncomingMessage } from 'node:http';

// Two fields of at most a few hundred characters (a 1,024-character password, encoded) fit easily.
const LIMIT_BYTES = 16 * 1024;

/** A form post the provider will not read: 413 (too large) or 415 (not a form). */
export class FormBodyError extends Error {
  constructor(
    readonly status: 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** Reads an application/x-www-form-urlencoded body (the login and sign-up forms). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new FormBodyError(415, 'Expected a form submission');
  if (Number(req.headers['content-length'] ?? 0) > LIMIT_BYTES) throw new FormBodyError(413, 'Form too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT_BYTES) throw new FormBodyError(413, 'Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The peer address; X-Forwarded-For is ignored since anyone can send it to a dev server. */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
