import { useEffect, useRef } from 'react';
import { openOrderStream, type OrderChange } from './order-stream';

// Which streams are live, for the lists' polling: a list polls every 5 s (docs/product/constants.md)
// only while its stream is down. Read outside React too, by a query's refetchInterval.
const live = new Map<string, boolean>();

/** Whether the stream at `path` delivers changes now. */
export const isStreamLive = (path: string) => live.get(path) === true;

/** After a change, the list is read again this much later: a burst of changes costs one read. */
export const REREAD_AFTER_MS = 300;

export interface OrderStreamCallbacks {
  /** Shows the change at once (in the cached list). */
  onChange(change: OrderChange): void;
  /** Reads the lists again: after changes (coalesced), a reset, and whenever the stream comes or goes. */
  reread(): void;
}

/**
 * Follows the order stream at `path` while `enabled` (docs/architecture/live.md). Each change
 * shows at once; the lists are then read again, so an answer that was on its way before the
 * change cannot leave the old state on screen. While the stream is down the lists poll.
 */
export function useOrderStream(path: string, enabled: boolean, callbacks: OrderStreamCallbacks): void {
  const current = useRef(callbacks);
  current.current = callbacks;
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reread = () => {
      clearTimeout(timer);
      timer = undefined;
      current.current.reread();
    };
    const close = openOrderStream(path, {
      onChange: (change) => {
        current.current.onChange(change);
        timer ??= setTimeout(reread, REREAD_AFTER_MS);
      },
      onReset: reread,
      onLive: (now) => {
        if (isStreamLive(path) === now) return;
        live.set(path, now);
        // Catch up on what changed while it was down or connecting, and start or stop polling.
        reread();
      },
    });
    return () => {
      close();
      clearTimeout(timer);
      live.delete(path);
    };
  }, [path, enabled]);
}

/** `list` with `order` in place of the one with its id, or first when new (lists are newest first). */
export function withOrder<T extends { _id: string }>(list: T[] | undefined, order: T): T[] | undefined {
  if (!list) return list;
  return list.some((o) => o._id === order._id) ? list.map((o) => (o._id === order._id ? order : o)) : [order, ...list];
}
