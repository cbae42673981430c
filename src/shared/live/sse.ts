/**
 * Server-sent events as the HTML standard frames them: fields, one per line, and a blank line
 * ending each event. Our data is JSON on one line, so it never holds a line break.
 */
export interface SseEvent {
  id?: number;
  /** Absent: a plain `message` (order changes). */
  event?: string;
  data: unknown;
}

export function sseEvent({ id, event, data }: SseEvent): string {
  return `${id === undefined ? '' : `id: ${id}\n`}${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** How long the client waits before reconnecting, in milliseconds. */
export function sseRetry(ms: number): string {
  return `retry: ${Math.round(ms)}\n\n`;
}

/** A comment line: clients ignore it; it keeps proxies and the client's idle timers from closing the stream. */
export const SSE_HEARTBEAT = ': heartbeat\n\n';

/** A stream's headers: sent at once; proxies pass each event on as it comes (docs/architecture/live.md "A stream"). */
export const STREAM_HEADERS = { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' };
