// Requests at a set rate whatever the answers' pace (an open loop, as many clients each on its own
// timer are), over kept-alive node:http sockets: the live scenario's polling clients and its
// owners' changes. Answers are counted by status, bodies are not read beyond their end.
import http from 'node:http';
import { rawRequest, type RawRequest } from '../../test/support/raw-http.js';

export interface PacedOptions {
  /** Requests a second. */
  rate: number;
  durationSec: number;
  /** The i-th request: which API and what. */
  request(i: number): { baseUrl: string } & RawRequest;
  /** Sockets per API; browsers would hold one each, which would cost the API more, not less. */
  sockets?: number;
}

export interface PacedResult {
  sent: number;
  /** Answers by status ('error' for a request that failed). */
  byStatus: Record<string, number>;
  /** The failed requests' errors, by message. */
  errors: Record<string, number>;
  /** Each answer's time from sending the request (ms), in the order answered. */
  answerMs: number[];
  /** When the first and the last request went out (epoch ms). */
  startedAt: number;
  endedAt: number;
}

/** Timer ticks a second: each sends its share of the rate. */
const TICKS_PER_SEC = 100;

export async function pacedRequests(options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.sockets ?? 64 });
  const byStatus: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const answerMs: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const startedAt = Date.now();
  const total = Math.round(options.rate * options.durationSec);
  let sent = 0;
  try {
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        // As many as are due by now: a late tick catches up instead of lowering the rate.
        const due = Math.min(total, Math.floor(((Date.now() - startedAt) / 1000) * options.rate));
        for (; sent < due; sent++) {
          const { baseUrl, ...request } = options.request(sent);
          const at = performance.now();
          const done: Promise<void> = rawRequest(baseUrl, request, agent).then(
            (res) => {
              answerMs.push(performance.now() - at);
              byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
            },
            (error: unknown) => {
              byStatus.error = (byStatus.error ?? 0) + 1;
              const message = error instanceof Error ? error.message : String(error);
              errors[message] = (errors[message] ?? 0) + 1;
            },
          ).finally(() => inFlight.delete(done));
          inFlight.add(done);
        }
        if (sent >= total) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / TICKS_PER_SEC);
    });
    const endedAt = Date.now();
    await Promise.all(inFlight);
    return { sent, byStatus, errors, answerMs, startedAt, endedAt };
  } finally {
    agent.destroy();
  }
}
