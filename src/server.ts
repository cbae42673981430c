import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildContainer } from './container.js';
import { ACCESS_TOKEN_VERIFIER } from './http/access-token.js';
import { createApp, WEB_DIST_DIR } from './http/app.js';
import { answerClientError } from './http/client-errors.js';
import { RATE_LIMITER_STORE } from './http/rate-limiter-store.js';
import { HTTP_DRAINS, HTTP_ROUTERS, RAW_BODY_PATHS } from './http/routes.js';
import { DEMO_DATA, IDENTITY_PROVIDER, MAIL_CATCHER, PAGE_RENDERER } from './process-hooks.js';
import type { Clock } from './shared/clock.js';
import type { Database } from './shared/db/database.js';
import { assertDataFoldersWritable } from './shared/db/writable-data-dir.js';
import { resolve, resolveAll } from './shared/di.js';
import { HEALTH_CHECKS } from './shared/health.js';
import { startLifecycle } from './shared/lifecycle.js';
import { createLogger, type Logger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';
import type { SeedResult } from './seed/seed-demo-data.js';

export interface RunningServer {
  url: string;
  /** This process's own embedded identity provider, when it runs one. */
  idpUrl?: string;
  /** The embedded mail catcher's web inbox, when this process runs one (no SMTP_URL). */
  mailInboxUrl?: string;
  db: Database;
  /** Demo logins, when demo data is seeded with the embedded identity provider. */
  demoLogins: SeedResult['logins'];
  close(): Promise<void>;
}

export interface StartOptions {
  logger?: Logger;
  validateResponses?: boolean;
  webDir?: string;
  /** The time the modules read; the system's unless a test moves it. */
  clock?: Clock;
}

/** Runs the API process's lifecycle hooks (migrations, jobs without Redis, identity provider, seed) and serves the app. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const container = buildContainer(config, logger, { role: 'api', webDir: options.webDir ?? WEB_DIST_DIR }, options.clock);
  const lifecycle = await startLifecycle(container, logger);
  const app = createApp({
    config,
    logger,
    verifyAccessToken: resolve(container, ACCESS_TOKEN_VERIFIER),
    routers: resolveAll(container, HTTP_ROUTERS),
    renderPage: resolve(container, PAGE_RENDERER),
    rawBodyPaths: resolveAll(container, RAW_BODY_PATHS),
    healthChecks: resolveAll(container, HEALTH_CHECKS),
    webDir: options.webDir,
    validateResponses: options.validateResponses,
    rateLimitStore: resolve(container, RATE_LIMITER_STORE),
  });
  const server = await listen(app, config.port).catch(async (error: unknown) => {
    await lifecycle.stop();
    throw error;
  });
  const port = (server.address() as AddressInfo).port;
  const drains = resolveAll(container, HTTP_DRAINS);
  return {
    url: `http://localhost:${port}`,
    idpUrl: config.auth.kind === 'embedded' ? resolve(container, IDENTITY_PROVIDER).url : undefined,
    mailInboxUrl: config.mail.transport.kind === 'catcher' ? resolve(container, MAIL_CATCHER).webUrl : undefined,
    db: resolve(container, TOKENS.database),
    demoLogins: resolve(container, DEMO_DATA).logins,
    close: async () => {
      // Stops taking connections first, then ends the answers held open (live streams).
      const closed = closeGracefully(server);
      await Promise.all(drains.map((drain) => drain()));
      await closed;
      await lifecycle.stop();
    },
  };
}

function listen(app: ReturnType<typeof createApp>, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, (error?: Error) => (error ? reject(error) : resolve(server)));
    // Lets idle keep-alive sockets go so a graceful shutdown does not hang.
    server.keepAliveTimeout = 5_000;
    server.on('clientError', answerClientError);
  });
}

/**
 * Stops accepting connections and lets requests in flight finish. A keep-alive connection
 * goes as soon as its response is out, not after its idle timeout.
 */
function closeGracefully(server: Server): Promise<void> {
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  return new Promise<void>((resolve) => server.close(() => resolve())).finally(() => clearInterval(idle));
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
    assertDataFoldersWritable(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const running = await startServer(config, { logger });
  logger.info({ url: running.url, identityProvider: running.idpUrl, mailInbox: running.mailInboxUrl }, 'server started');
  printWelcome(running, config.auth.domain);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await running.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

function printWelcome(running: RunningServer, signInUrl: string): void {
  const [first, ...more] = running.demoLogins.filter((l) => l.role === 'owner');
  const shown = [...running.demoLogins.filter((l) => l.role === 'customer'), ...(first ? [first] : []), ...running.demoLogins.filter((l) => l.role === 'operator')];
  const lines = [
    '',
    `  TuckIn.com is running: ${running.url}`,
    `  API contract:          ${running.url}/openapi.yaml`,
    ...(running.idpUrl ? [`  Sign-in provider:      ${running.idpUrl}`] : []),
    ...(running.idpUrl && running.idpUrl !== signInUrl ? [`  Sign-in address:       ${signInUrl} (IDP_URL, shared by every API process)`] : []),
    ...(running.mailInboxUrl ? [`  Mail inbox:            ${running.mailInboxUrl} (every e-mail sent is caught here; set SMTP_URL to send)`] : []),
    ...(running.demoLogins.length ? ['', '  Demo logins:'] : []),
    ...shown.map((l) => `    ${l.role.padEnd(8)} ${l.email.padEnd(24)} password: ${l.password}`),
    ...(more.length ? [`    (and ${more.length} more owners, ${more[0]?.email} onwards, same password)`] : []),
    '',
  ];
  console.log(lines.join('\n'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
