import { useSyncExternalStore } from 'react';

/**
 * Token errors happen inside API calls, outside React; they are kept here so the sign-in
 * notice can show them. One error at a time: the latest one matters.
 */
let current: unknown;
const listeners = new Set<() => void>();

export function reportAuthError(error: unknown): void {
  current = error;
  listeners.forEach((listener) => listener());
}

export function clearAuthError(): void {
  reportAuthError(undefined);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useReportedAuthError(): unknown {
  // The server snapshot serves the build-time prerender: no error there.
  return useSyncExternalStore(subscribe, () => current, () => undefined);
}
