import { Router, type Request } from 'express';
import type { paths } from '../../../generated/api.js';
import { verifiedTokenOf } from '../../../http/request-context.js';
import { STREAM_HEADERS } from '../../../shared/live/sse.js';
import type { LiveScope, LiveStreams } from '../live/live-streams.js';

type StreamPath = Extract<keyof paths, '/api/order/events' | '/api/my/restaurant/order/events'>;

/**
 * The live streams of order changes (docs/architecture/live.md): the customer's own orders and
 * the owner's restaurant's. The contract has checked the token and Last-Event-ID before these run.
 */
export function liveRoutes(streams: LiveStreams, scopes: Record<StreamPath, (caller: string) => Promise<LiveScope>>): Router {
  const router = Router();
  for (const [path, scopeOf] of Object.entries(scopes)) {
    router.get(path, async (req, res) => {
      const viewer = verifiedTokenOf(req);
      const scope = await scopeOf(viewer.sub);
      // HEAD: the headers a stream would have, and no stream.
      if (req.method === 'HEAD') return void res.writeHead(200, STREAM_HEADERS).end();
      await streams.serve(res, viewer, scope, lastEventIdOf(req));
    });
  }
  return router;
}

/** The header a reconnecting EventSource sends, or the query parameter for clients that cannot set one. */
function lastEventIdOf(req: Request): number | undefined {
  const sent = req.get('last-event-id') ?? (typeof req.query.lastEventId === 'string' ? req.query.lastEventId : undefined);
  return sent === undefined ? undefined : Number(sent);
}
