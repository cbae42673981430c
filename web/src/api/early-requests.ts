// Requests the first page needs, started by the entry (main.tsx) while the app's code is still
// loading; the page's query then takes the answer over instead of asking a second time.

/** Longer than the app takes to boot; an answer not taken by then is left for a fresh request. */
const FRESH_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts `request` under `key` unless it already runs. */
export function startEarly(key: string, request: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = request();
  answer.catch(() => undefined); // its taker sees a failure; unhandled if nobody takes it
  started.set(key, { answer, at: Date.now() });
}

/** The early answer under `key`, once and while fresh; undefined otherwise. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const entry = started.get(key);
  started.delete(key);
  return entry && Date.now() - entry.at < FRESH_MS ? (entry.answer as Promise<T>) : undefined;
}

/** Where the server puts the answer of the page it rendered (src/http/server-rendered-pages.ts). */
export const SERVER_ANSWER_ID = 'server-answer';

/** The answer the server rendered this page with, once; undefined when it rendered none. */
export function takeServerAnswer<T>(): T | undefined {
  const element = document.getElementById(SERVER_ANSWER_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as T;
  } catch {
    return undefined; // asked for again as usual
  }
}
