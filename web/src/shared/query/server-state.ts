// What the server rendered a page from, handed to the app in the HTML (a JSON script, which the
// CSP lets through as data): the router's loader data and the query cache, dehydrated.
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The id of the script element that holds it (src/http/server-rendered-pages.ts writes it). */
export const SERVER_STATE_ID = 'server-state';

/**
 * The state the server rendered this page from; undefined when it rendered none. Its answers
 * count as fetched now: the server keeps a rendered page only while its data is unchanged.
 */
export function readServerState(): ServerState | undefined {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { router, queries } = JSON.parse(text) as ServerState;
    const now = Date.now();
    return { router, queries: { ...queries, queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) } };
  } catch {
    return undefined; // the app asks for its data itself
  }
}
