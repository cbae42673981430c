import type { components, paths } from '../../../src/generated/api';
import type { createTypedClient } from './typed-client';

export type { components, paths };
export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type ApiError = { message: string; code: string; requestId?: string; details?: { path: string; message: string }[] };

/** Same origin unless VITE_API_URL points at another API (Prism mock mode). */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '';

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const;
type TypedClient = ReturnType<typeof createTypedClient>;
export type Api = Pick<TypedClient, (typeof METHODS)[number]>;

let typedClient: Promise<TypedClient> | undefined;
const loadTypedClient = () => (typedClient ??= import('./typed-client').then((module) => module.createTypedClient(API_BASE_URL)));

/**
 * The one typed client of the web app (openapi-fetch, typed-client.ts), loaded with the first
 * call: a page whose data came with its HTML calls nothing before the visitor acts
 * (docs/architecture/performance.md "Storefront").
 */
export const api = Object.fromEntries(
  METHODS.map((method) => [method, async (...args: unknown[]) => ((await loadTypedClient())[method] as (...args: unknown[]) => unknown)(...args)]),
) as Api;

/** Features reach the client through this hook, so tests can swap it in one place. */
export function useApi(): Api {
  return api;
}
