import type { Plugin } from 'vite';

/** Same shape the API server answers at /app-config.json (src/config.ts `publicAppConfig`). */
export interface PublicAppConfig {
  auth: { domain: string; clientId: string; audience: string };
}

type Env = Record<string, string | undefined>;

const EMBEDDED_CLIENT_ID = 'food-marketplace-web';
const DEFAULT_AUDIENCE = 'https://food-marketplace.local/api';

const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);
const withoutTrailingSlash = (url: string) => url.replace(/\/$/, '');

/** Mirrors the server's rules: Auth0 when all AUTH0_* are set, else the embedded provider. */
export function appConfigFromEnv(env: Env): PublicAppConfig {
  const domain = text(env.AUTH0_DOMAIN);
  const clientId = text(env.AUTH0_CLIENT_ID);
  const audience = text(env.AUTH0_AUDIENCE);
  if (domain && clientId && audience) {
    const base = domain.startsWith('http') ? domain : `https://${domain}`;
    return { auth: { domain: withoutTrailingSlash(base), clientId, audience } };
  }
  const idp = text(env.IDP_URL) ?? `http://localhost:${text(env.IDP_PORT) ?? '3001'}`;
  return {
    auth: {
      domain: withoutTrailingSlash(idp),
      clientId: EMBEDDED_CLIENT_ID,
      audience: text(env.API_AUDIENCE) ?? DEFAULT_AUDIENCE,
    },
  };
}

/** Answers GET /app-config.json in `vite` dev and `vite preview`, where no API server serves it. */
export function appConfigPlugin(env: Env = process.env): Plugin {
  const body = JSON.stringify(appConfigFromEnv(env));
  const middleware = (req: { url?: string }, res: import('node:http').ServerResponse, next: () => void) => {
    if (req.url?.split('?')[0] !== '/app-config.json') return next();
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  };
  return {
    name: 'tuckin-app-config',
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
