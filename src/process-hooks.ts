import { ContainerModule, type Bind } from 'inversify';
import type { Config } from './config.js';
import { createRateLimiterStore, RATE_LIMITER_STORE } from './http/rate-limiter-store.js';
import { serverRenderedPages, type ServerRenderedPages } from './http/server-rendered-pages.js';
import { startIdentityProvider, type RunningIdentityProvider } from './identity-dev/index.js';
import { FILE_STORAGE } from './modules/catalogue/index.js';
import { MAIL_SEND, startMailCatcher, type RunningMailCatcher } from './modules/notifications/index.js';
import { seedDemoData, type SeedResult } from './seed/seed-demo-data.js';
import { migrateToLatest } from './shared/db/database.js';
import { provide, token } from './shared/di.js';
import { JOB_QUEUE, JOB_RUNNER } from './shared/jobs/job-queue.js';
import { RUNNABLE_JOBS } from './shared/jobs/overdue-work.js';
import { LIFECYCLE_HOOKS, type LifecycleHook, type ProcessRole } from './shared/lifecycle.js';
import { TOKENS } from './shared/tokens.js';

/** What the process being built is: the API (serving `webDir`) or a worker. */
export type ProcessOptions = { role: Extract<ProcessRole, 'api'>; webDir: string } | { role: Extract<ProcessRole, 'worker'> };

/** The API process's own pieces, started by its hooks; server.ts hands them to the app. */
export const PAGE_RENDERER = token<ServerRenderedPages>('process.PageRenderer');
export const IDENTITY_PROVIDER = token<IdentityProviderHook>('process.IdentityProvider');
export const DEMO_DATA = token<DemoDataHook>('process.DemoData');
export const MAIL_CATCHER = token<MailCatcherHook>('process.MailCatcher');

interface IdentityProviderHook extends LifecycleHook {
  /** This process's own provider, once started. */
  url?: string;
}

interface MailCatcherHook extends LifecycleHook {
  /** The embedded catcher's web inbox, once started. */
  webUrl?: string;
}

interface DemoDataHook extends LifecycleHook {
  logins: SeedResult['logins'];
}

/**
 * The hooks of one process, in start order (stopped in reverse), as two modules the composition
 * root loads around the domain modules: `foundations` before them (the database, the queue, the
 * sign-in provider and the mail catcher, stopped last) and `serving` after them (the job runner,
 * the demo data, the pages, stopped first). So a module's own hooks (the pooled mail sender, the
 * live hub) stop after the work that uses them and before what they talk to: an SMTP connection
 * still open when the catcher stops holds its close for seconds. Jobs run in the worker with
 * Redis, in the API without it.
 */
export function processModules(config: Config, options: ProcessOptions): { foundations: ContainerModule; serving: ContainerModule } {
  const { role } = options;
  const runsJobs = role === (config.redisUrl ? 'worker' : 'api');
  const foundations = new ContainerModule(({ bind }) => {
    provide(bind, LIFECYCLE_HOOKS, [TOKENS.database], (db) => ({ name: 'database', start: () => migrateToLatest(db), stop: () => db.destroy() }));
    if (role === 'api') {
      // One store for every limit of this process: Redis when configured, so all instances agree.
      provide(bind, RATE_LIMITER_STORE, [TOKENS.logger], (logger) => createRateLimiterStore({ redisUrl: config.redisUrl, keyPrefix: config.rateLimits.keyPrefix, logger }));
      provide(bind, LIFECYCLE_HOOKS, [RATE_LIMITER_STORE], (store) => ({ name: 'rate limits', stop: () => store.close() }));
    }
    // The producer is closed after the runner (stops run in reverse); in-process they are one.
    if (config.redisUrl) provide(bind, LIFECYCLE_HOOKS, [JOB_QUEUE], (queue) => ({ name: 'job queue', stop: () => queue.close() }));
    if (options.role === 'api') bindApiServices(bind, config);
  });
  const serving = new ContainerModule(({ bind }) => {
    if (runsJobs) {
      provide(bind, LIFECYCLE_HOOKS, [JOB_RUNNER, RUNNABLE_JOBS], (runner, jobs) => ({
        name: 'job runner',
        start: () => runner.start(jobs.handlers, jobs.schedules),
        stop: () => runner.close(),
      }));
    }
    if (config.mail.transport.kind === 'off') {
      // docs/architecture/mail.md: production without SMTP_URL runs, but says it sends no e-mail.
      provide(bind, LIFECYCLE_HOOKS, [TOKENS.logger], (logger) => ({
        name: 'mail',
        start: async () => logger.warn('SMTP_URL is not set: order e-mails are not sent (NODE_ENV=production runs no mail catcher)'),
      }));
    }
    if (options.role === 'api') bindApiPages(bind, config, options.webDir);
  });
  return { foundations, serving };
}

/** The sign-in provider and the mail catcher: up before any job may send, down after the last. */
function bindApiServices(bind: Bind, config: Config): void {
  if (config.auth.kind === 'embedded') {
    provide(bind, IDENTITY_PROVIDER, [TOKENS.database, TOKENS.logger, RATE_LIMITER_STORE, MAIL_SEND], (db, logger, rateLimitStore, sendMail) => {
      let running: RunningIdentityProvider | undefined;
      const hook: IdentityProviderHook = {
        name: 'identity provider',
        start: async () => {
          running = await startIdentityProvider({ config, db, logger, rateLimitStore, sendMail });
          // Its own port: IDP_URL may name another process's provider, shared by all.
          hook.url = config.idpPort ? `http://localhost:${config.idpPort}` : running.url;
        },
        stop: async () => running?.close(),
      };
      return hook;
    });
    provide(bind, LIFECYCLE_HOOKS, [IDENTITY_PROVIDER], (idp) => idp);
  }
  const mail = config.mail.transport;
  if (mail.kind === 'catcher') {
    // Like the identity provider: the API process runs it; a worker sends to its SMTP port.
    provide(bind, MAIL_CATCHER, [], () => {
      let running: RunningMailCatcher | undefined;
      const hook: MailCatcherHook = {
        name: 'mail catcher',
        start: async () => {
          running = await startMailCatcher({ smtpPort: mail.smtpPort, webPort: mail.webPort, dataDir: config.dataDir });
          hook.webUrl = running.webUrl;
        },
        stop: async () => running?.close(),
      };
      return hook;
    });
    provide(bind, LIFECYCLE_HOOKS, [MAIL_CATCHER], (catcher) => catcher);
  }
}

function bindApiPages(bind: Bind, config: Config, webDir: string): void {
  // Built with the hooks, so it loads while the database is migrated and seeded.
  provide(bind, PAGE_RENDERER, [], () => serverRenderedPages(webDir));
  provide(bind, DEMO_DATA, [TOKENS.database, FILE_STORAGE, TOKENS.logger], (db, storage, logger) => {
    const hook: DemoDataHook = {
      name: 'demo data',
      logins: [],
      start: async () => {
        if (config.seedDemoData) hook.logins = (await seedDemoData({ db, storage, config, logger })).logins;
      },
    };
    return hook;
  });
  provide(bind, LIFECYCLE_HOOKS, [DEMO_DATA], (seed) => seed);
  provide(bind, LIFECYCLE_HOOKS, [PAGE_RENDERER], (pages) => ({ name: 'server-rendered pages', start: () => pages.loaded }));
}
