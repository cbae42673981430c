import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the product reads, parsed and validated once. */
const port = z.coerce.number().int().min(0).max(65535);
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const optionalUrl = optionalText.pipe(z.url().optional());
/** "30/60": 30 points per 60 seconds (whole seconds: Redis expires keys in seconds). */
const rateLimit = z
  .string()
  .regex(/^\s*\d{1,9}\s*\/\s*\d{1,9}\s*$/, 'must be "<points>/<seconds>", e.g. 30/60')
  .transform((v) => {
    const [points, seconds] = v.split('/').map(Number) as [number, number];
    return { points, seconds };
  })
  .refine((l) => l.points >= 1 && l.seconds >= 1, 'points and seconds must be at least 1');

/** docs/architecture/webhooks.md: an integrator's endpoint gets this long to answer an attempt. */
export const WEBHOOK_SEND_TIMEOUT_MS = 10_000;
/** docs/architecture/mail.md: how long the SMTP server gets to connect, greet, and answer each command. */
export const MAIL_SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** The shortest claim on a message: above the longest SMTP timeout, with time to record the outcome. */
const MAIL_LEASE_MIN_MS = Math.max(...Object.values(MAIL_SMTP_TIMEOUTS_MS)) + 5_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  IDP_PORT: port.default(3001),
  PUBLIC_URL: optionalUrl,
  IDP_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  // BullMQ only: a queue name of its own (several deployments or test runs on one Redis), and
  // how long a job of a worker that died waits before another worker takes it over.
  JOB_QUEUE_NAME: optionalText.pipe(z.string().regex(/^[\w.-]{1,100}$/).optional()),
  JOB_STALL_MS: z.coerce.number().int().min(1_000).max(600_000).optional(),
  // How often each worker makes sure the schedules are in Redis (a FLUSHALL cuts no connection).
  JOB_SCHEDULE_CHECK_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  // Per kind of job (docs/architecture/jobs.md "Lanes"): they mostly wait on the network, so
  // several at once cost little CPU, and no kind can take the slots of the others.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(1_000).default(5),
  // docs/architecture/ledger.md "Contracts": the commission of a restaurant without a contract of its own.
  COMMISSION_PERCENT: z.coerce.number().min(0).max(100).multipleOf(0.01).default(15),
  // docs/product/decisions.md "Running a service": a paid order not accepted in this time is missed.
  ORDER_ACCEPT_TIMEOUT_S: z.coerce.number().int().min(1).max(86_400).default(600),
  // docs/architecture/jobs.md: order changes of a restaurant within this long of the first share
  // one recompute of its insights snapshots; tests shorten it.
  INSIGHTS_RECOMPUTE_DELAY_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  // docs/architecture/order-events.md "Retention": order events are kept this long (and until every
  // consumer has read them); live streams replay 24 h, so no less.
  ORDER_EVENTS_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(24, 'must be at least 24: live streams replay the last 24 h of order events')
    .max(24 * 3_650)
    .default(72),
  // docs/architecture/live.md "Limits": open live streams an API process holds, and one user may hold.
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  LIVE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(1_000).default(10),
  API_AUDIENCE: z.string().min(1).default('https://food-marketplace.local/api'),
  AUTH0_DOMAIN: optionalText,
  AUTH0_AUDIENCE: optionalText,
  AUTH0_CLIENT_ID: optionalText,
  // README "Operators": who may use the operator's console. Embedded sign-in: these addresses;
  // Auth0: the role `operator` in this claim of the access token.
  OPERATOR_EMAILS: optionalText.pipe(z.string().regex(/^[^\s,@]+@[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+)*$/, 'must be e-mail addresses separated by commas').optional()),
  AUTH0_ROLES_CLAIM: z.string().min(1).default('https://tuckin.app/roles'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  LOCAL_CHECKOUT_WEBHOOK_SECRET: optionalText,
  LOCAL_CHECKOUT_WEBHOOK_URL: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
  ALLOW_EMBEDDED_DEFAULTS: flag,
  SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
  // Rate limits as "<points>/<seconds>" (see README, Configuration).
  RATE_LIMIT_SIGN_IN: rateLimit.prefault('30/60'),
  RATE_LIMIT_CHECKOUT: rateLimit.prefault('30/60'),
  RATE_LIMIT_UPLOADS: rateLimit.prefault('30/60'),
  RATE_LIMIT_VOUCHER_CODES: rateLimit.prefault('60/600'),
  RATE_LIMIT_LOGIN_FAILURES: rateLimit.prefault('10/900'),
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: rateLimit.prefault('100/86400'),
  RATE_LIMIT_KEY_PREFIX: optionalText.pipe(z.string().regex(/^[\w.:-]{1,100}$/).optional()),
  // docs/architecture/webhooks.md: integrators' endpoints on loopback or private addresses, and
  // http://, only for tests and local use (refused with NODE_ENV=production); the first retry's wait.
  WEBHOOKS_ALLOW_LOCAL: flag,
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  // How long a claimed delivery attempt is another worker's to leave alone; a worker that died
  // mid-attempt leaves it to be sent again after this. Above the send timeout, with time to
  // record the answer.
  WEBHOOK_LEASE_MS: z.coerce
    .number()
    .int()
    .min(WEBHOOK_SEND_TIMEOUT_MS + 5_000, `must be at least ${WEBHOOK_SEND_TIMEOUT_MS + 5_000}: above the ${WEBHOOK_SEND_TIMEOUT_MS / 1000} s send timeout, with time to record the answer`)
    .max(3_600_000)
    .default(60_000),
  // docs/architecture/mail.md: order e-mails go to SMTP_URL; without it `npm start` runs the
  // embedded mail catcher (MailDev) on these ports, and production sends nothing.
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@smtp.example.com:587' }).optional(),
  ),
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(254)
      .regex(/^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, 'must be an address, e.g. orders@example.com or "TuckIn <orders@example.com>"')
      .optional(),
  ),
  // The wait before a failed e-mail's first retry; it doubles up to 15 min; tests shorten it.
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(10_000),
  // How long a claimed message is one attempt's; a worker that died mid-send leaves it to be
  // sent again (same Message-ID) after this. Above the SMTP timeouts, with time to record it.
  MAIL_LEASE_MS: z.coerce
    .number()
    .int()
    .min(MAIL_LEASE_MIN_MS, `must be at least ${MAIL_LEASE_MIN_MS}: above the ${MAIL_SMTP_TIMEOUTS_MS.socketTimeout / 1000} s SMTP timeout, with time to record the outcome`)
    .max(3_600_000)
    .default(60_000),
  // At most one running-late e-mail per order this often, with the latest time; tests shorten it.
  MAIL_RUNNING_LATE_EVERY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  MAIL_CATCHER_SMTP_PORT: port.default(1025),
  MAIL_CATCHER_WEB_PORT: port.default(1080),
});

export type Env = z.input<typeof envSchema>;

export interface AuthConfig {
  kind: 'embedded' | 'auth0';
  /** Base URL of the identity provider, without trailing slash (the SDK's "domain"). */
  domain: string;
  /** Expected `iss` of access tokens: the domain with a trailing slash. */
  issuer: string;
  audience: string;
  clientId: string;
  /** The access token's claim listing the user's roles (Auth0 puts it there with an Action). */
  rolesClaim: string;
}

/** Who is an operator (README "Operators"): by e-mail with the embedded provider, by role with Auth0. */
export interface OperatorsConfig {
  /** Lower case. */
  emails: readonly string[];
  /** The role in the token's roles claim that makes an operator. */
  role: 'operator';
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  idpPort: number;
  publicUrl: string;
  dataDir: string;
  logLevel: string;
  database: { kind: 'sqlite'; filename: string } | { kind: 'postgres'; url: string };
  redisUrl?: string;
  /** Unset: the adapter's queue name and BullMQ's own stall detection (30 s). */
  jobs: { queueName?: string; stallMs?: number; concurrency: number; scheduleCheckMs: number };
  /** How long a paid order waits for the restaurant to accept it, and how long order events are kept (ms). */
  ordering: { acceptTimeoutMs: number; eventRetentionMs: number };
  /** The commission percent of the item subtotal when a restaurant has no contract of its own. */
  finance: { commissionPercent: number };
  /** How long a recompute of a restaurant's snapshots waits, gathering the changes after the first. */
  insights: { recomputeDelayMs: number };
  /** Live streams of order changes (docs/architecture/live.md): how many may be open. */
  live: { streamsPerProcess: number; streamsPerUser: number };
  auth: AuthConfig;
  operators: OperatorsConfig;
  /** The local checkout signs its events with `webhookSecret`, or one generated into DATA_DIR. */
  payments: { kind: 'local'; webhookSecret?: string; webhookUrl?: string } | { kind: 'stripe'; secretKey: string; webhookSecret: string; apiUrl?: string };
  storage:
    | { kind: 'local'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        /** Base URL browsers load images from; derived from endpoint or region when absent. */
        publicUrl?: string;
      };
  seedDemoData: boolean;
  rateLimits: RateLimitsConfig;
  /** Integrators' webhooks: local receivers allowed (tests), the wait before the first retry, and an attempt's claim. */
  webhooks: { allowLocal: boolean; retryBaseMs: number; leaseMs: number };
  /**
   * Order e-mails (docs/architecture/mail.md): `smtp` sends to SMTP_URL; `catcher` runs MailDev
   * on its own ports (the API process) and sends there; `off` (production without SMTP_URL) sends nothing.
   */
  mail: { from: string; transport: MailTransportConfig; retryBaseMs: number; leaseMs: number; runningLateEveryMs: number };
}

export type MailTransportConfig = { kind: 'smtp'; url: string } | { kind: 'catcher'; smtpPort: number; webPort: number } | { kind: 'off' };

/** At most `points` per `seconds`; a key over its limit waits out the rest of its window. */
export interface RateLimit {
  points: number;
  seconds: number;
}

export interface RateLimitsConfig {
  /** Posts of the embedded provider's log-in and sign-up forms, per address. */
  signIn: RateLimit;
  /** Opening or resuming a hosted checkout, per user. */
  checkout: RateLimit;
  /** Restaurant writes with their image upload, per user. */
  uploads: RateLimit;
  /** Quotes and checkouts carrying a voucher code, per user or (signed out) per address: guessing codes. */
  voucherCodes: RateLimit;
  /** Consecutive failed logins (within a day) to one account from one address; then that pair is blocked for `seconds`. */
  loginFailures: RateLimit;
  /** Failed logins from one address across all accounts; then blocked for `seconds`. */
  loginFailuresPerAddress: RateLimit;
  /** Namespaces the keys in a shared Redis (several deployments or test runs). */
  keyPrefix: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The web app's client id at the embedded provider. */
export const EMBEDDED_CLIENT_ID = 'food-marketplace-web';

export function loadConfig(env: Env = process.env as Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment settings:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // Demo data by default everywhere but production.
  const seedDemoData = e.SEED_DEMO_DATA ? e.SEED_DEMO_DATA === 'true' : e.NODE_ENV !== 'production';
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    idpPort: e.IDP_PORT,
    publicUrl,
    dataDir,
    logLevel: e.LOG_LEVEL,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite') },
    redisUrl: e.REDIS_URL,
    jobs: { queueName: e.JOB_QUEUE_NAME, stallMs: e.JOB_STALL_MS, concurrency: e.JOB_CONCURRENCY, scheduleCheckMs: e.JOB_SCHEDULE_CHECK_MS },
    ordering: { acceptTimeoutMs: e.ORDER_ACCEPT_TIMEOUT_S * 1000, eventRetentionMs: e.ORDER_EVENTS_RETENTION_HOURS * 3_600_000 },
    finance: { commissionPercent: e.COMMISSION_PERCENT },
    insights: { recomputeDelayMs: e.INSIGHTS_RECOMPUTE_DELAY_MS },
    live: { streamsPerProcess: e.LIVE_STREAMS_PER_PROCESS, streamsPerUser: e.LIVE_STREAMS_PER_USER },
    auth: authConfig(e),
    operators: operatorsConfig(e, seedDemoData),
    payments: paymentsConfig(e),
    storage: storageConfig(e, dataDir),
    seedDemoData,
    rateLimits: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      checkout: e.RATE_LIMIT_CHECKOUT,
      uploads: e.RATE_LIMIT_UPLOADS,
      voucherCodes: e.RATE_LIMIT_VOUCHER_CODES,
      loginFailures: e.RATE_LIMIT_LOGIN_FAILURES,
      loginFailuresPerAddress: e.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      keyPrefix: e.RATE_LIMIT_KEY_PREFIX ?? 'rate-limit',
    },
    webhooks: { allowLocal: e.WEBHOOKS_ALLOW_LOCAL, retryBaseMs: e.WEBHOOK_RETRY_BASE_MS, leaseMs: e.WEBHOOK_LEASE_MS },
    mail: { from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM, transport: mailTransport(e), retryBaseMs: e.MAIL_RETRY_BASE_MS, leaseMs: e.MAIL_LEASE_MS, runningLateEveryMs: e.MAIL_RUNNING_LATE_EVERY_MS },
  };
  if (config.env === 'production' && config.webhooks.allowLocal) {
    throw new ConfigError('WEBHOOKS_ALLOW_LOCAL=true is for tests and local use: it is refused with NODE_ENV=production');
  }
  refuseEmbeddedInProduction(config, e.ALLOW_EMBEDDED_DEFAULTS);
  return config;
}

type ParsedEnv = z.output<typeof envSchema>;

function authConfig(e: ParsedEnv): AuthConfig {
  const auth0 = [e.AUTH0_DOMAIN, e.AUTH0_AUDIENCE, e.AUTH0_CLIENT_ID];
  if (auth0.some(Boolean) && !auth0.every(Boolean)) {
    throw new ConfigError('AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID must be set together');
  }
  if (e.AUTH0_DOMAIN && e.AUTH0_AUDIENCE && e.AUTH0_CLIENT_ID) {
    const domain = e.AUTH0_DOMAIN.startsWith('http') ? e.AUTH0_DOMAIN : `https://${e.AUTH0_DOMAIN}`;
    const base = domain.replace(/\/$/, '');
    return { kind: 'auth0', domain: base, issuer: `${base}/`, audience: e.AUTH0_AUDIENCE, clientId: e.AUTH0_CLIENT_ID, rolesClaim: e.AUTH0_ROLES_CLAIM };
  }
  const base = (e.IDP_URL ?? `http://localhost:${e.IDP_PORT}`).replace(/\/$/, '');
  return { kind: 'embedded', domain: base, issuer: `${base}/`, audience: e.API_AUDIENCE, clientId: EMBEDDED_CLIENT_ID, rolesClaim: e.AUTH0_ROLES_CLAIM };
}

/** The demo's operator when demo data is seeded (its login is seeded, so nobody else can sign up with it). */
export const DEMO_OPERATOR_EMAIL = 'operator@tuckin.demo';

function operatorsConfig(e: ParsedEnv, seedsDemo: boolean): OperatorsConfig {
  const listed = e.OPERATOR_EMAILS?.split(',').map((email) => email.trim().toLowerCase()) ?? [];
  return { emails: e.OPERATOR_EMAILS ? listed : seedsDemo ? [DEMO_OPERATOR_EMAIL] : [], role: 'operator' };
}

/** The sender when MAIL_FROM is unset: the brand, at a host that resolves nowhere. */
const DEFAULT_MAIL_FROM = 'TuckIn <orders@tuckin.localhost>';

function mailTransport(e: ParsedEnv): MailTransportConfig {
  if (e.SMTP_URL) return { kind: 'smtp', url: e.SMTP_URL };
  if (e.NODE_ENV === 'production') return { kind: 'off' };
  if (e.MAIL_CATCHER_SMTP_PORT === e.MAIL_CATCHER_WEB_PORT && e.MAIL_CATCHER_SMTP_PORT !== 0) {
    throw new ConfigError('MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT must differ');
  }
  return { kind: 'catcher', smtpPort: e.MAIL_CATCHER_SMTP_PORT, webPort: e.MAIL_CATCHER_WEB_PORT };
}

function paymentsConfig(e: ParsedEnv): Config['payments'] {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    return { kind: 'local', webhookSecret: e.LOCAL_CHECKOUT_WEBHOOK_SECRET, webhookUrl: e.LOCAL_CHECKOUT_WEBHOOK_URL };
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  return { kind: 'stripe', secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiUrl: e.STRIPE_API_URL };
}

function storageConfig(e: ParsedEnv, dataDir: string): Config['storage'] {
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || e.S3_REGION || e.S3_PUBLIC_URL) {
      throw new ConfigError('S3_BUCKET is required when S3_ENDPOINT, S3_REGION or S3_PUBLIC_URL is set');
    }
    return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
  };
}

function refuseEmbeddedInProduction(config: Config, allowEmbedded: boolean): void {
  if (config.env !== 'production' || allowEmbedded) return;
  if (config.auth.kind === 'embedded') {
    throw new ConfigError(
      'NODE_ENV=production needs AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID (or ALLOW_EMBEDDED_DEFAULTS=true for a demo)',
    );
  }
  if (config.payments.kind === 'local') {
    throw new ConfigError(
      'NODE_ENV=production needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or ALLOW_EMBEDDED_DEFAULTS=true for a demo)',
    );
  }
}

/** What the web app needs at run time; served as /app-config.json. */
export function publicAppConfig(config: Config) {
  return {
    auth: { domain: config.auth.domain, clientId: config.auth.clientId, audience: config.auth.audience },
  };
}
