import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../src/config.js';

const auth0 = { AUTH0_DOMAIN: 'tenant.eu.auth0.com', AUTH0_AUDIENCE: 'https://api.example', AUTH0_CLIENT_ID: 'abc' };
const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };

describe('loadConfig', () => {
  it('gives the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('sqlite');
    expect(config.auth).toMatchObject({ kind: 'embedded', domain: 'http://localhost:3001', issuer: 'http://localhost:3001/' });
    expect(config.payments.kind).toBe('local');
    expect(config.storage.kind).toBe('local');
    expect(config.seedDemoData).toBe(true);
  });

  it('sends the local checkout\'s events to its own webhook unless told where the API is', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'local' });
    const url = 'http://api:3000/api/order/checkout/webhook';
    expect(loadConfig({ LOCAL_CHECKOUT_WEBHOOK_URL: url }).payments).toEqual({ kind: 'local', webhookUrl: url });
    expect(() => loadConfig({ LOCAL_CHECKOUT_WEBHOOK_URL: 'api at port 3000' })).toThrowError(/LOCAL_CHECKOUT_WEBHOOK_URL/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ IDP_PORT: '70000' }, 'IDP_PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO_DATA: 'yes' }, 'SEED_DEMO_DATA'],
  ] as Array<[Env, string]>)('names the bad setting in %o', (env, name) => {
    expect(() => loadConfig(env)).toThrowError(new RegExp(name));
  });

  it('switches to PostgreSQL, Auth0, Stripe and S3 by settings alone', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/app', ...auth0, ...stripe, S3_BUCKET: 'images' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/app' });
    expect(config.auth).toMatchObject({ kind: 'auth0', domain: 'https://tenant.eu.auth0.com', issuer: 'https://tenant.eu.auth0.com/' });
    expect(config.payments.kind).toBe('stripe');
    expect(config.storage).toMatchObject({ kind: 's3', bucket: 'images' });
  });

  it('reads the S3 settings, a public URL for a CDN included, and refuses half of them', () => {
    const s3 = { S3_BUCKET: 'images', S3_REGION: 'eu-west-2', S3_ENDPOINT: 'https://minio.example.com' };
    expect(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/img/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toEqual({
      kind: 's3', bucket: 'images', region: 'eu-west-2', endpoint: 'https://minio.example.com',
      accessKeyId: 'k', secretAccessKey: 's', publicUrl: 'https://cdn.example.com/img',
    });
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'k' })).toThrowError(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrowError(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'not a url' })).toThrowError(/S3_PUBLIC_URL/);
  });

  it('refuses half an Auth0 or Stripe configuration', () => {
    expect(() => loadConfig({ AUTH0_DOMAIN: 'x.auth0.com' })).toThrowError(/AUTH0_AUDIENCE/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk' })).toThrowError(/STRIPE_WEBHOOK_SECRET/);
  });

  it('refuses the embedded defaults in production unless allowed for a demo', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe })).toThrowError(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...auth0 })).toThrowError(/STRIPE_SECRET_KEY/);
    expect(loadConfig({ NODE_ENV: 'production', ...auth0, ...stripe }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: 'true' }).auth.kind).toBe('embedded');
  });

  it.each([undefined, 'false', '0', ''] as const)('refuses each embedded default in production with ALLOW_EMBEDDED_DEFAULTS=%j, naming what to set', (allow) => {
    const env = { NODE_ENV: 'production' as const, ALLOW_EMBEDDED_DEFAULTS: allow };
    expect(() => loadConfig(env)).toThrowError(/AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID/);
    expect(() => loadConfig({ ...env, ...stripe })).toThrowError(/AUTH0_DOMAIN, AUTH0_AUDIENCE and AUTH0_CLIENT_ID/);
    expect(() => loadConfig({ ...env, ...auth0 })).toThrowError(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...env, ...auth0, ...stripe })).toMatchObject({ auth: { kind: 'auth0' }, payments: { kind: 'stripe' } });
  });

  it('allows the embedded defaults in production only when told to, and anywhere else', () => {
    for (const allow of ['true', '1'] as const) {
      const config = loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: allow });
      expect([config.auth.kind, config.payments.kind]).toEqual(['embedded', 'local']);
    }
    for (const env of ['development', 'test'] as const) expect(loadConfig({ NODE_ENV: env }).auth.kind).toBe('embedded');
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: 'yes' } as unknown as Env)).toThrowError(/ALLOW_EMBEDDED_DEFAULTS/);
  });

  it('allows local webhook receivers only when told to, and never in production (docs/architecture/webhooks.md)', () => {
    expect(loadConfig({}).webhooks).toEqual({ allowLocal: false, retryBaseMs: 10_000, leaseMs: 60_000 });
    expect(loadConfig({ WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_BASE_MS: '200', WEBHOOK_LEASE_MS: '15000' }).webhooks).toEqual({ allowLocal: true, retryBaseMs: 200, leaseMs: 15_000 });
    expect(() => loadConfig({ NODE_ENV: 'production', ...auth0, ...stripe, WEBHOOKS_ALLOW_LOCAL: 'true' })).toThrowError(/WEBHOOKS_ALLOW_LOCAL=true .* refused with NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', ...auth0, ...stripe, WEBHOOKS_ALLOW_LOCAL: 'false' }).webhooks.allowLocal).toBe(false);
    expect(() => loadConfig({ WEBHOOK_RETRY_BASE_MS: '0' })).toThrowError(/WEBHOOK_RETRY_BASE_MS/);
  });

  it('keeps a webhook attempt claimed longer than the send timeout (docs/architecture/webhooks.md)', () => {
    expect(() => loadConfig({ WEBHOOK_LEASE_MS: '10000' })).toThrowError(/WEBHOOK_LEASE_MS: must be at least 15000: above the 10 s send timeout/);
    expect(() => loadConfig({ WEBHOOK_LEASE_MS: 'soon' } as unknown as Env)).toThrowError(/WEBHOOK_LEASE_MS/);
  });

  it('keeps order events 72 h by default, and refuses less than the 24 h live streams replay (docs/architecture/order-events.md)', () => {
    expect(loadConfig({}).ordering.eventRetentionMs).toBe(72 * 3_600_000);
    expect(loadConfig({ ORDER_EVENTS_RETENTION_HOURS: '24' }).ordering.eventRetentionMs).toBe(24 * 3_600_000);
    expect(() => loadConfig({ ORDER_EVENTS_RETENTION_HOURS: '23' })).toThrowError(/ORDER_EVENTS_RETENTION_HOURS: must be at least 24: live streams replay the last 24 h/);
    expect(() => loadConfig({ ORDER_EVENTS_RETENTION_HOURS: '36.5' })).toThrowError(/ORDER_EVENTS_RETENTION_HOURS/);
  });

  it('reads rate limits as <points>/<seconds>, with generous defaults', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      signIn: { points: 30, seconds: 60 },
      checkout: { points: 30, seconds: 60 },
      uploads: { points: 30, seconds: 60 },
      voucherCodes: { points: 60, seconds: 600 },
      loginFailures: { points: 10, seconds: 900 },
      loginFailuresPerAddress: { points: 100, seconds: 86400 },
      keyPrefix: 'rate-limit',
    });
    const config = loadConfig({ RATE_LIMIT_CHECKOUT: ' 5 / 10 ', RATE_LIMIT_KEY_PREFIX: 'staging' });
    expect(config.rateLimits).toMatchObject({ checkout: { points: 5, seconds: 10 }, keyPrefix: 'staging' });
    for (const bad of ['lots', '5', '0/60', '5/0', '-1/60', '1.5/60']) {
      expect(() => loadConfig({ RATE_LIMIT_UPLOADS: bad })).toThrowError(/RATE_LIMIT_UPLOADS/);
    }
  });

  it('sends order e-mails to the embedded mail catcher by default, to SMTP_URL when set, and none in production without it (docs/architecture/mail.md)', () => {
    expect(loadConfig({}).mail).toEqual({ from: 'TuckIn <orders@tuckin.localhost>', retryBaseMs: 10_000, leaseMs: 60_000, runningLateEveryMs: 60_000, transport: { kind: 'catcher', smtpPort: 1025, webPort: 1080 } });
    expect(loadConfig({ MAIL_RUNNING_LATE_EVERY_MS: '4000' }).mail.runningLateEveryMs).toBe(4000);
    expect(() => loadConfig({ MAIL_RUNNING_LATE_EVERY_MS: '0' })).toThrowError(/MAIL_RUNNING_LATE_EVERY_MS/);
    expect(loadConfig({ MAIL_CATCHER_SMTP_PORT: '2525', MAIL_CATCHER_WEB_PORT: '8025' }).mail.transport).toEqual({ kind: 'catcher', smtpPort: 2525, webPort: 8025 });
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'orders@example.com' }).mail).toMatchObject({
      from: 'orders@example.com',
      transport: { kind: 'smtp', url: 'smtps://user:secret@smtp.example.com:465' },
    });
    expect(loadConfig({ NODE_ENV: 'production', ...auth0, ...stripe }).mail.transport).toEqual({ kind: 'off' });
    expect(loadConfig({ NODE_ENV: 'production', ...auth0, ...stripe, SMTP_URL: 'smtp://smtp.example.com' }).mail.transport.kind).toBe('smtp');
    expect(() => loadConfig({ SMTP_URL: 'https://smtp.example.com' })).toThrowError(/SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrowError(/SMTP_URL/);
    for (const bad of ['orders', 'TuckIn <orders>', 'a@b@c.com', 'TuckIn orders@example.com']) {
      expect(() => loadConfig({ MAIL_FROM: bad }), bad).toThrowError(/MAIL_FROM: must be an address/);
    }
    expect(loadConfig({ MAIL_FROM: 'TuckIn Orders <orders@tuckin.example>' }).mail.from).toBe('TuckIn Orders <orders@tuckin.example>');
    expect(() => loadConfig({ MAIL_CATCHER_SMTP_PORT: '1080' })).toThrowError(/MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT must differ/);
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: '5' })).toThrowError(/MAIL_RETRY_BASE_MS/);
  });

  it('keeps a message claimed longer than the SMTP timeouts (docs/architecture/mail.md)', () => {
    expect(loadConfig({ MAIL_LEASE_MS: '25000' }).mail.leaseMs).toBe(25_000);
    expect(() => loadConfig({ MAIL_LEASE_MS: '20000' })).toThrowError(/MAIL_LEASE_MS: must be at least 25000: above the 20 s SMTP timeout/);
    expect(() => loadConfig({ MAIL_LEASE_MS: 'soon' } as unknown as Env)).toThrowError(/MAIL_LEASE_MS/);
  });

  it('gathers a restaurant\'s order changes for 2 s before recomputing its insights, unless told otherwise', () => {
    expect(loadConfig({}).insights).toEqual({ recomputeDelayMs: 2_000 });
    expect(loadConfig({ INSIGHTS_RECOMPUTE_DELAY_MS: '250' }).insights).toEqual({ recomputeDelayMs: 250 });
    expect(() => loadConfig({ INSIGHTS_RECOMPUTE_DELAY_MS: '5' })).toThrowError(/INSIGHTS_RECOMPUTE_DELAY_MS/);
  });
});
