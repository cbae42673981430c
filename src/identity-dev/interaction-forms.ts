import type { IncomingMessage, ServerResponse } from 'node:http';
import type { InteractionDetails, Provider } from 'oidc-provider';
import type { Database } from '../shared/db/database.js';
import {
  createAccount,
  emailProblem,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  normalizeEmail,
  passwordProblem,
  verifyCredentials,
  type IdentityAccount,
} from './accounts.js';
import { clientIp, readForm } from './form-body.js';
import type { Admission, LoginThrottle } from './login-throttle.js';
import { sendHtml } from './page-assets.js';
import { loginPage, signupPage } from './pages.js';
import { FIRST_PARTY_SCOPES } from './token-settings.js';

export interface FormContext {
  provider: Provider;
  db: Database;
  throttle: LoginThrottle;
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
  longEmail: `Email address must be at most ${MAX_EMAIL_LENGTH} characters long.`,
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  longPassword: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  tooManyAttempts: 'Too many login attempts. Please try again later.',
};

export const EMAIL_MESSAGES = { invalid: MESSAGES.invalidEmail, tooLong: MESSAGES.longEmail };
export const PASSWORD_MESSAGES = { tooShort: MESSAGES.shortPassword, tooLong: MESSAGES.longPassword };

type Field = 'email' | 'password';
type Answer = (status: number, error: string, errorField?: Field, retryAfter?: Admission) => void;

/** The form again with its message (log-in, sign-up or forgot password); a 429 says when to come back. */
export function answerWith(ctx: FormContext, page: typeof loginPage, email: string): Answer {
  return (status, error, errorField, retryAfter) => {
    const headers = retryAfter === undefined ? ctx.headers : { ...ctx.headers, 'Retry-After': String(retryAfter) };
    // Control characters are dropped from the echo; escaping takes care of the rest.
    const shown = email.replace(/\p{Cc}/gu, '');
    sendHtml(ctx.res, status, page({ uid: ctx.details.uid, email: shown, error, errorField }), headers);
  };
}

/** Counts the post against its address before the body is read; false when it was refused. */
export async function admitPost(ctx: FormContext, page: typeof loginPage): Promise<boolean> {
  const retryAfter = await ctx.throttle.admitPost(clientIp(ctx.req));
  if (retryAfter === undefined) return true;
  answerWith(ctx, page, '')(429, MESSAGES.tooManyAttempts, undefined, retryAfter);
  return false;
}

async function credentials(req: IncomingMessage) {
  const form = await readForm(req);
  return { email: normalizeEmail(form.get('email') ?? ''), password: form.get('password') ?? '' };
}

export async function submitLogin(ctx: FormContext): Promise<void> {
  const { email, password } = await credentials(ctx.req);
  const ip = clientIp(ctx.req);
  const again = answerWith(ctx, loginPage, email);
  const problem = emailProblem(email);
  if (problem) return again(400, EMAIL_MESSAGES[problem], 'email');
  // Reserved before the hash: concurrent guesses beyond the limit are refused unhashed.
  const retryAfter = await ctx.throttle.reserveLogin(email, ip);
  if (retryAfter !== undefined) return again(429, MESSAGES.tooManyAttempts, undefined, retryAfter);
  const account = await verifyCredentials(ctx.db, email, password);
  if (!account) return again(401, MESSAGES.wrongCredentials);
  await ctx.throttle.loginSucceeded(email, ip);
  await finishLogin(ctx, account);
}

export async function submitSignup(ctx: FormContext): Promise<void> {
  const { email, password } = await credentials(ctx.req);
  const ip = clientIp(ctx.req);
  const again = answerWith(ctx, signupPage, email);
  const problem = emailProblem(email);
  if (problem) return again(400, EMAIL_MESSAGES[problem], 'email');
  const weak = passwordProblem(password);
  if (weak) return again(400, PASSWORD_MESSAGES[weak], 'password');
  const retryAfter = await ctx.throttle.reserveSignup(ip);
  if (retryAfter !== undefined) return again(429, MESSAGES.tooManyAttempts, undefined, retryAfter);
  const account = await createAccount(ctx.db, email, password);
  if (!account) return again(409, MESSAGES.userExists, 'email');
  await ctx.throttle.signupSucceeded(ip);
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
