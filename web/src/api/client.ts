import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../../src/generated/api';
import { isPublicPath } from './public-paths';

export type { components, paths };
export type Schemas = components['schemas'];
export type User = Schemas['User'];
export type ApiError = { message: string; code: string; requestId?: string; details?: { path: string; message: string }[] };

/** Same origin unless VITE_API_URL points at another API (Prism mock mode). */
export const API_BASE_URL = import.meta.env.VITE_API_URL ?? '';


type TokenGetter = () => Promise<string>;

let tokenGetter: TokenGetter | undefined;
let announceGetter: (getter: TokenGetter) => void = () => undefined;
const firstGetter = new Promise<TokenGetter>((resolve) => {
  announceGetter = resolve;
});

/** Called by ApiAuthBridge once the login SDK is ready; requests made earlier wait for it. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  tokenGetter = getter;
  announceGetter(getter);
}

/**
 * 'Bearer <token>' for a call that cannot go through the typed client (the owner area's
 * react-admin REST provider); like the client, it waits for the login SDK.
 */
export async function bearerAuthorization(): Promise<string> {
  const getToken = tokenGetter ?? (await firstGetter);
  return `Bearer ${await getToken()}`;
}

const bearerToken: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (isPublicPath(schemaPath) || request.headers.has('Authorization')) return undefined;
    request.headers.set('Authorization', await bearerAuthorization());
    return request;
  },
};

/** The one typed client of the web app. */
export const api = createClient<paths>({ baseUrl: API_BASE_URL });
api.use(bearerToken);

export type Api = typeof api;

/** Features reach the client through this hook, so tests can swap it in one place. */
export function useApi(): Api {
  return api;
}
