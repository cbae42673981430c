import type { components, paths } from '../../../src/generated/api';
import type { createTypedClient } from './typed-client';

export type { components, paths };
export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type ApiError = { message: string; code: string; requestId?: string; details?: { path: string; message: string }[] };

/** Same origin unless VITE_API_URL points at another API (Prism mock mode). */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '';

type TypedClient = ReturnType<typeof createTypedClient>;
export type Api = Pick<TypedClient, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'>;

let typedClient: Promise<TypedClient> | undefined;
const loadTypedClient = () => (typedClient ??= import('./typed-client').then((module) => module.createTypedClient(API_BASE_URL)));

/**
 * The one typed client of the web app (openapi-fetch, typed-client.ts), loaded with the first
 * call: a page whose data came with its HTML calls nothing before the visitor acts
 * (docs/architecture/performance.md "Storefront"). Each method forwards to the loaded client's,
 * with its types.
 */
export const api: Api = {
  GET: async (url, ...init) => (await loadTypedClient()).GET(url, ...init),
  PUT: async (url, ...init) => (await loadTypedClient()).PUT(url, ...init),
  POST: async (url, ...init) => (await loadTypedClient()).POST(url, ...init),
  DELETE: async (url, ...init) => (await loadTypedClient()).DELETE(url, ...init),
  PATCH: async (url, ...init) => (await loadTypedClient()).PATCH(url, ...init),
};

/** Features reach the client through this hook, so tests can swap it in one place. */
export function useApi(): Api {
  return api;
}
