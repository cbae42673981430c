import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the receiver got it: the exact body, its headers, and what was answered. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  answered: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The bodies answered 2xx, parsed, in arrival order. */
  delivered(): Array<{ id: number; type: string; createdAt: string; change: { from: string | null; status: string; by: string; expectedBy?: string; acceptBy?: string }; order: { _id: string; status: string } }>;
  /** Answers these statuses to the next requests, in turn; 200 after them. */
  answerNext(...statuses: number[]): void;
  /** Requests received whose answer is still to be written (within `delayMs`). */
  inFlight(): number;
  close(): Promise<void>;
}

/** An integrator's endpoint on 127.0.0.1: records every POST and answers as told (200 by default), after `delayMs`. */
export async function startWebhookReceiver(delayMs = 0): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  let answering = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answered = answers.shift() ?? 200;
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString(), answered });
      answering += 1;
      setTimeout(() => {
        answering -= 1;
        res.writeHead(answered, { 'content-type': 'text/plain' }).end(answered < 300 ? 'ok' : 'not now');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/orders`,
    received,
    delivered: () => received.filter((r) => r.answered < 300).map((r) => JSON.parse(r.body)),
    answerNext: (...statuses) => answers.push(...statuses),
    inFlight: () => answering,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
