// The live scenario's subscribers: streams opened with node:http on a kept-alive agent, one
// socket each, read only as far as counting events and noting each change's id, `createdAt` (its
// occurred_at, taken before the change's transaction) and arrival, to time it.
import http from 'node:http';
import type { Follower } from './live-audience.js';

export interface Arrival {
  /** The event's id (the SSE id). */
  eventId: number;
  /** Its `createdAt`, in ms since the epoch. */
  createdAt: number;
  arrivedAt: number;
}

export interface LiveClients {
  /** Streams that answered 200, sent their `retry:` line (from then on nothing is missed) and have not ended. */
  open(): number;
  /** Streams the server ended or that failed, since they opened. */
  lost(): number;
  /** Why they were lost: 'ended', 'error', or the last named event before the end. */
  lostWhy: Record<string, number>;
  heartbeats(): number;
  /** Changes received so far. */
  changes(): number;
  /** Each change received since the last call. */
  takeArrivals(): Arrival[];
  close(): void;
}

/** Streams being opened at once: a browser population opens theirs over time, not all in one instant. */
const OPENING_AT_ONCE = 100;
/** How long a stream may take to answer and send its `retry:` line. */
const OPEN_WITHIN_MS = 30_000;

/** Opens a stream for each follower, follower i on urls[i % urls.length]; resolves once all are open or failed. */
export async function openStreams(urls: string[], followers: Follower[]): Promise<LiveClients & { failed: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const failed: Record<string, number> = {};
  const lostWhy: Record<string, number> = {};
  let open = 0;
  let lost = 0;
  let heartbeats = 0;
  let changes = 0;
  let arrivals: Arrival[] = [];

  const openOne = (i: number) =>
    new Promise<void>((resolve) => {
      const follower = followers[i]!;
      const { hostname, port } = new URL(urls[i % urls.length]!);
      let live = false;
      let ended = false;
      let lastNamed: string | undefined;
      const fail = (why: string) => {
        if (ended) return;
        ended = true;
        if (live) {
          open--;
          lost++;
          const reason = lastNamed ? `${why} after ${lastNamed}` : why;
          lostWhy[reason] = (lostWhy[reason] ?? 0) + 1;
        } else failed[why] = (failed[why] ?? 0) + 1;
        resolve();
      };
      const timeout = setTimeout(() => {
        fail('no retry line in time');
        req.destroy();
      }, OPEN_WITHIN_MS);
      const req = http.get({ hostname, port, path: follower.path, agent, headers: { authorization: `Bearer ${follower.token}`, accept: 'text/event-stream' } }, (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          clearTimeout(timeout);
          return fail(`status ${res.statusCode}`);
        }
        res.setEncoding('utf8');
        let pending = '';
        res.on('data', (chunk: string) => {
          const arrived = Date.now();
          pending += chunk;
          const end = pending.lastIndexOf('\n\n');
          if (end < 0) return;
          for (const block of pending.slice(0, end).split('\n\n')) {
            if (block.startsWith('retry:') && !live) {
              live = true;
              open++;
              clearTimeout(timeout);
              resolve();
            } else if (block.startsWith(': heartbeat')) heartbeats++;
            else if (block.includes('\nevent:') || block.startsWith('event:')) lastNamed = /^event: ?(.+)$/m.exec(block)?.[1];
            else {
              const at = /"createdAt":"([^"]+)"/.exec(block)?.[1];
              const id = /^id: ?(\d+)$/m.exec(block)?.[1];
              if (!at || !id) continue;
              changes++;
              arrivals.push({ eventId: Number(id), createdAt: Date.parse(at), arrivedAt: arrived });
            }
          }
          pending = pending.slice(end + 2);
        });
        res.on('end', () => fail('ended'));
        res.on('error', () => fail('error'));
      });
      req.on('error', (error) => fail(error.message));
      requests.push(req);
    });

  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(OPENING_AT_ONCE, followers.length) }, async () => {
      while (next < followers.length) await openOne(next++);
    }),
  );
  return {
    failed,
    lostWhy,
    open: () => open,
    lost: () => lost,
    heartbeats: () => heartbeats,
    changes: () => changes,
    takeArrivals: () => {
      const taken = arrivals;
      arrivals = [];
      return taken;
    },
    close: () => {
      for (const req of requests) req.destroy();
      agent.destroy();
    },
  };
}
