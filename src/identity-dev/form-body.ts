import type { IncomingMessage } from 'node:http';

const LIMIT_BYTES = 16 * 1024;

export class FormBodyError extends Error {}

/** Reads an application/x-www-form-urlencoded body (the login and sign-up forms). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new FormBodyError('Expected a form submission');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > LIMIT_BYTES) throw new FormBodyError('Form too large');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The peer address; X-Forwarded-For is ignored since anyone can send it to a dev server. */
export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
