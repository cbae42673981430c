import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Database } from '../shared/db/database.js';
import {
  createAccount,
  isAcceptablePassword,
  isValidEmail,
  normalizeEmail,
  verifyCredentials,
  type IdentityAccount,
} from './accounts.js';
import { clientIp, readForm } from './form-body.js';
import { sendHtml } from './page-assets.js';
import { loginPage, signupPage } from './pages.js';
import type { LoginRateLimiter } from './rate-limit.js';
import { FIRST_PARTY_SCOPES } from './token-settings.js';

export interface FormContext {
  provider: Provider;
  db: Database;
  limiter: LoginRateLimiter;
  headers: Record<string, string>;
  req: IncomingMessage;
  res: ServerResponse;
  details: InteractionDetails;
}

/** Auth0's own wording, so the product reads the same with either provider. */
export const MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  userExists: 'The user already exists.',
  invalidEmail: 'Please enter a valid email address.',
  shortPassword: 'Password must be at least 8 characters long.',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
};

async function credentials(req: IncomingMessage) {
  const form = await readForm(req);
  return { email: normalizeEmail(form.get('email') ?? ''), password: form.get('password') ?? '' };
}

export async function submitLogin(ctx: FormContext): Promise<void> {
  const { email, password } = await credentials(ctx.req);
  const ip = clientIp(ctx.req);
  const again = (status: number, error: string, errorField?: 'email') =>
    sendHtml(ctx.res, status, loginPage({ uid: ctx.details.uid, email, error, errorField }), ctx.headers);
  if (ctx.limiter.isLimited(email, ip)) return again(429, MESSAGES.tooManyAttempts);
  if (!isValidEmail(email)) return again(400, MESSAGES.invalidEmail, 'email');
  const account = await verifyCredentials(ctx.db, email, password);
  if (!account) {
    ctx.limiter.recordFailure(email, ip);
    return again(401, MESSAGES.wrongCredentials);
  }
  ctx.limiter.recordSuccess(email);
  await finishLogin(ctx, account);
}

export async function submitSignup(ctx: FormContext): Promise<void> {
  const { email, password } = await credentials(ctx.req);
  const ip = clientIp(ctx.req);
  const again = (status: number, error: string, errorField?: 'email' | 'password') =>
    sendHtml(ctx.res, status, signupPage({ uid: ctx.details.uid, email, error, errorField }), ctx.headers);
  // Sign-up reveals whether an e-mail is registered, so probing it counts against the IP.
  if (ctx.limiter.isLimited(undefined, ip)) return again(429, MESSAGES.tooManyAttempts);
  if (!isValidEmail(email)) return again(400, MESSAGES.invalidEmail, 'email');
  if (!isAcceptablePassword(password)) return again(400, MESSAGES.shortPassword, 'password');
  const account = await createAccount(ctx.db, email, password);
  if (!account) {
    ctx.limiter.recordFailure(undefined, ip);
    return again(409, MESSAGES.userExists, 'email');
  }
  await finishLogin(ctx, account);
}

function finishLogin(ctx: FormContext, account: IdentityAccount): Promise<void> {
  return ctx.provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId: account.sub, amr: ['pwd'], remember: true } },
    { mergeWithLastSubmission: false },
  );
}

/**
 * Only reached when a client forces prompt=consent: our own app is first party, so the
 * requested scopes are granted without asking (loadFirstPartyGrant covers every other case).
 */
export async function finishConsent(ctx: FormContext): Promise<void> {
  const { details, provider } = ctx;
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  if (!accountId) throw new Error('consent prompt without a logged-in account');
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(FIRST_PARTY_SCOPES.join(' '));
  const missing = (details.prompt.details.missingResourceScopes ?? {}) as Record<string, string[]>;
  for (const [resource, scopes] of Object.entries(missing)) grant.addResourceScope(resource, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(ctx.req, ctx.res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
