import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';
import type { Config } from '../config.js';
import { createRateLimiterStore, type RateLimiterStore } from '../http/rate-limiter-store.js';
import type { Database } from '../shared/db/database.js';
import type { Logger } from '../shared/logger.js';
import { translateAuth0Request } from './auth0-paths.js';
import { providerConfiguration } from './configuration.js';
import { createInteractionRoutes } from './interactions.js';
import { deleteExpiredPayloads } from './knex-adapter.js';
import { pageSecurityHeaders, serveAsset } from './page-assets.js';
import { LoginThrottle } from './login-throttle.js';
import { createPasswordResetRoute, type ResetMailSend } from './password-reset-pages.js';
import { loadCookieKeys, loadSigningKey } from './signing-keys.js';
import { webOrigins } from './web-client.js';

export interface IdentityProviderOptions {
  config: Config;
  db: Database;
  logger: Logger;
  /** Where its login throttling counts; the server shares its own (Redis when configured). */
  rateLimitStore?: RateLimiterStore;
  /** Sends the "Forgot password?" links (the notifications module's SMTP sender); without it none is sent. */
  sendMail?: ResetMailSend;
}

export interface RunningIdentityProvider {
  /** The provider's base URL (the SDK's "domain"); the issuer is this plus '/'. */
  url: string;
  close(): Promise<void>;
}

const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** oidc-provider on its own port, speaking Auth0's paths, with our login pages in front. */
export async function startProvider({ config, db, logger, rateLimitStore, sendMail }: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const [signingKey, cookieKeys] = await Promise.all([loadSigningKey(config.dataDir), loadCookieKeys(config.dataDir)]);
  const server = http.createServer();
  await listen(server, config.idpPort);
  const url = baseUrl(config, server);
  const provider = new Provider(`${url}/`, providerConfiguration({ config, db, signingKey, cookieKeys }));
  provider.on('server_error', (_ctx: unknown, error: Error) => logger.error({ err: error }, 'identity provider error'));
  const throttle = new LoginThrottle(rateLimitStore ?? createRateLimiterStore({ keyPrefix: config.rateLimits.keyPrefix, logger }), config.rateLimits);
  const headers = pageSecurityHeaders(webOrigins(config));
  const resetMail = { send: sendMail, from: config.mail.from, resetUrl: `${url}/reset-password` };
  const interactions = createInteractionRoutes({ provider, db, logger, throttle, headers, appUrl: config.publicUrl, resetMail });
  const resetPassword = createPasswordResetRoute({ db, logger, throttle, headers, appUrl: config.publicUrl });
  const handleOidc = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = pathOf(req);
    if (pathname === undefined) return void res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
    if (pathname.startsWith('/interaction/')) return void interactions(req, res, pathname);
    if (pathname === '/reset-password') return void resetPassword(req, res);
    if (pathname.startsWith('/assets/')) return serveAsset(req, res, pathname);
    translateAuth0Request(req);
    void handleOidc(req, res);
  });
  const cleanup = startCleanup(db, logger);
  logger.info({ url, issuer: provider.issuer }, 'embedded identity provider started');
  return {
    url,
    close: async () => {
      clearInterval(cleanup);
      await closeServer(server);
    },
  };
}

/** The request's path, or undefined when its URL does not parse (a thrown error here would end the process). */
function pathOf(req: http.IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? '/', 'http://provider.invalid').pathname;
  } catch {
    return undefined;
  }
}

/** The configured domain; with port 0 (tests) the port the OS actually gave us. */
function baseUrl(config: Config, server: http.Server): string {
  const domain = new URL(config.auth.domain);
  if (domain.port === '0') domain.port = String((server.address() as AddressInfo).port);
  return domain.href.replace(/\/$/, '');
}

function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Idle keep-alive sockets (browsers, fetch) would otherwise hold close() open.
    server.closeIdleConnections();
  });
}

function startCleanup(db: Database, logger: Logger): NodeJS.Timeout {
  const run = () =>
    deleteExpiredPayloads(db).catch((error: unknown) => logger.warn({ err: error }, 'identity payload cleanup failed'));
  void run();
  return setInterval(run, CLEANUP_INTERVAL_MS).unref();
}
