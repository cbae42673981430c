import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the app hydrates the server's markup, true from the next render
 * on: what only the browser shows (a loading overlay the server cannot know of) waits for it, so
 * the hydration finds the server's markup unchanged.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
