import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { bearerAuthorization } from '../../api/access-token';
import { API_BASE_URL, type Schemas } from '../../api/client';

// docs/architecture/live.md: the order streams, read with a fetch-based client because the
// browser's EventSource cannot send the bearer token. The library keeps the last event id and
// sends it as Last-Event-ID when it reconnects, so the server replays what was missed.

export type OrderChange = Schemas['OrderChangeEvent'];

export interface StreamHandlers<T> {
  /** One change, in the order the server sent them. */
  onChange(change: T): void;
  /** The server could not replay what was missed: refetch the list. */
  onReset(): void;
  /** True while changes arrive live; false while the page must poll. */
  onLive(live: boolean): void;
}
export type OrderStreamHandlers = StreamHandlers<OrderChange>;

/** Ends the stream for good: another attempt would get the same answer (no restaurant). */
class StreamRefused extends Error {}
/** The server ended the stream (the token expired, it is shutting down): back after its `retry:` hint. */
class StreamEnded extends Error {}

/** Waits before reconnecting after a failure: 1 s, doubling to 30 s, spread so clients do not return together. */
export function reconnectDelay(failures: number, random = Math.random): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Every (re)connection asks for the token anew: one that expired is renewed by the login SDK. */
const withBearer: typeof fetch = async (input, init) =>
  fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), Authorization: await bearerAuthorization() } });

/** Opens the order stream at `path` (an API path) until the returned function is called. */
export const openOrderStream = (path: string, handlers: OrderStreamHandlers) => openEventStream<OrderChange>(path, handlers);

/**
 * Opens the stream at `path` until the returned function is called; `signedIn: false` for a
 * public one (a restaurant's changes), which sends no token.
 */
export function openEventStream<T>(path: string, handlers: StreamHandlers<T>, { signedIn = true } = {}): () => void {
  const controller = new AbortController();
  let failures = 0;
  void fetchEventSource(API_BASE_URL + path, {
    signal: controller.signal,
    // A background tab keeps its stream: the kitchen's alert counts on it.
    openWhenHidden: true,
    fetch: signedIn ? withBearer : fetch,
    onopen: async (response) => {
      if (response.ok && response.headers.get('content-type')?.startsWith(EventStreamContentType)) {
        failures = 0;
        handlers.onLive(true);
        return;
      }
      throw response.status === 404 ? new StreamRefused(`${path}: 404`) : new Error(`${path}: ${response.status}`);
    },
    onmessage: (message) => {
      if (message.event === 'reset') handlers.onReset();
      // tokenExpired: the stream ends next, and the reconnection asks for a fresh token.
      else if (!message.event && message.data) handlers.onChange(JSON.parse(message.data) as T);
    },
    onclose: () => {
      throw new StreamEnded(path);
    },
    onerror: (error: unknown) => {
      handlers.onLive(false);
      if (error instanceof StreamRefused) throw error;
      if (error instanceof StreamEnded) return undefined;
      failures += 1;
      return reconnectDelay(failures);
    },
  }).catch(() => handlers.onLive(false));
  return () => controller.abort();
}
