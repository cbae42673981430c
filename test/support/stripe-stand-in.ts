import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form-encoded body as sent, parsed. */
  form: URLSearchParams;
}

export interface StandInAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface StripeStandIn {
  /** SDK options that send its calls here. */
  options: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  /** How the next calls are answered (by default 200 and `{}`). */
  answerWith(answer: (request: RecordedRequest) => StandInAnswer): void;
  close(): Promise<void>;
}

/** A local HTTP server standing in for api.stripe.com: records each call and answers as told. */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  let answer = (_request: RecordedRequest): StandInAnswer => ({ status: 200, body: {} });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(Buffer.concat(chunks).toString()) };
      requests.push(request);
      const { status, body, headers } = answer(request);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${requests.length}`, ...headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    options: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    answerWith: (next) => void (answer = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
