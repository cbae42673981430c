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

/**
 * Payments through a Stripe stand-in that takes every refund as `pending` and never sends its
 * event: refunds stay as ordering recorded them, for tests of what a pending, succeeded or
 * failed refund counts (they settle them with markRefunded). The local checkout would refuse
 * refunds of orders its sessions never charged, and fail them in the background.
 */
export async function stripeHoldingRefunds(): Promise<{ standIn: StripeStandIn; env: Record<'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL', string> }> {
  const standIn = await startStripeStandIn();
  standIn.answerWith((request) => {
    if (request.path.startsWith('/v1/checkout/sessions/')) return { status: 200, body: { id: 'cs_test_held', object: 'checkout.session', status: 'complete', payment_intent: 'pi_test_held' } };
    if (request.path === '/v1/refunds') return { status: 200, body: { id: `re_test_${request.form.get('metadata[refundId]')}`, object: 'refund', status: 'pending', amount: Number(request.form.get('amount')) } };
    return { status: 200, body: {} };
  });
  const env = { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: 'whsec_standin_held', STRIPE_API_URL: `http://${standIn.options.host}:${standIn.options.port}` };
  return { standIn, env };
}
