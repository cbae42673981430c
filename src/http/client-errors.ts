import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

const ANSWERS: Record<string, [status: number, code: string, message: string]> = {
  HPE_HEADER_OVERFLOW: [431, 'HEADERS_TOO_LARGE', 'Request line and headers must be at most 16 KB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'REQUEST_TIMEOUT', 'Request took too long to arrive'],
};

/**
 * Requests Node's HTTP parser refuses before Express sees them (an oversized URL or headers,
 * broken framing) get the one JSON error shape too, instead of Node's empty default answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  const [status, code, message] = ANSWERS[error.code ?? ''] ?? [400, 'BAD_REQUEST', 'Malformed HTTP request'];
  const body = JSON.stringify({ message, code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
