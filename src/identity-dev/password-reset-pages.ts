import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../shared/db/database.js';
import type { Logger } from '../shared/logger.js';
import { emailProblem, findAccountByEmail, normalizeEmail, passwordProblem } from './accounts.js';
import { clientIp, FormBodyError, readForm } from './form-body.js';
import { admitPost, answerWith, EMAIL_MESSAGES, MESSAGES, PASSWORD_MESSAGES, type FormContext } from './interaction-forms.js';
import type { LoginThrottle } from './login-throttle.js';
import { sendHtml } from './page-assets.js';
import { BRAND, escapeHtml, forgotPage, messagePage, resetPage } from './pages.js';
import { createPasswordReset, isUsableReset, resetPassword, RESET_VALID_MS } from './password-resets.js';

/** The shape of the notifications module's sender, which the composition root hands in. */
export type ResetMailSend = (mail: { from: string; to: string; subject: string; html: string; text: string; messageId: string }) => Promise<void>;

export interface ResetMail {
  send?: ResetMailSend;
  from: string;
  /** The provider's /reset-password, which the e-mailed link opens with its token. */
  resetUrl: string;
}

/** The same answer whether or not the address has an account: the form tells nobody who is signed up. */
const SENT = 'If an account exists for that address, we have sent it a link to reset the password. The link works for an hour.';
const LINK_SPENT = 'This link has been used or has run out. Ask for a new one from the log-in page.';

/**
 * "Forgot password?" posted from the log-in page (docs/product/screens.md "The sign-in pages"):
 * counted against the address like every form post, then a link e-mailed to an existing
 * account (one a minute at most), and the same answer either way.
 */
export async function submitForgot(ctx: FormContext & { resetMail: ResetMail; logger: Logger; appUrl: string }): Promise<void> {
  if (!(await admitPost(ctx, forgotPage))) return;
  const email = normalizeEmail((await readForm(ctx.req)).get('email') ?? '');
  const problem = emailProblem(email);
  if (problem) return answerWith(ctx, forgotPage, email)(400, EMAIL_MESSAGES[problem], 'email');
  const account = await findAccountByEmail(ctx.db, email);
  const token = account && (await createPasswordReset(ctx.db, account.id, new Date()));
  if (account && token) await mailLink(ctx.resetMail, account.email, token, ctx.logger);
  sendHtml(ctx.res, 200, messagePage({ title: 'Check your email', message: SENT, backUrl: ctx.appUrl }), ctx.headers);
}

async function mailLink(mail: ResetMail, to: string, token: string, logger: Logger): Promise<void> {
  if (!mail.send) return logger.warn('no mail sender: a password reset link was not sent');
  const link = `${mail.resetUrl}?token=${encodeURIComponent(token)}`;
  const minutes = RESET_VALID_MS / 60_000;
  const text = `Someone asked to reset the password of your ${BRAND} account.\n\nChoose a new password here (the link works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`;
  const html = `<p>Someone asked to reset the password of your ${BRAND} account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a> (the link works once, for ${minutes} minutes).</p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`;
  const domain = mail.from.split('@').pop()?.replace(/[>\s]/g, '') || 'localhost';
  // A failed send is the customer's to retry (the form again): the link is not shown anywhere else.
  await mail.send({ from: mail.from, to, subject: `Reset your ${BRAND} password`, text, html, messageId: `<${randomUUID()}@${domain}>` }).catch((err: unknown) => logger.error({ err }, 'password reset link could not be sent'));
}

interface ResetRouteDeps {
  db: Database;
  logger: Logger;
  throttle: LoginThrottle;
  headers: Record<string, string>;
  appUrl: string;
}

/** /reset-password: the e-mailed link's form (GET) and the new password (POST), outside any login session. */
export function createPasswordResetRoute(deps: ResetRouteDeps) {
  const headers = { ...deps.headers, 'Referrer-Policy': 'no-referrer' };
  const spent = (res: ServerResponse) => sendHtml(res, 410, messagePage({ title: 'Link expired', message: LINK_SPENT, backUrl: deps.appUrl }), headers);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method === 'GET' || req.method === 'HEAD') {
        const token = new URL(req.url ?? '/', 'http://provider.invalid').searchParams.get('token') ?? '';
        return (await isUsableReset(deps.db, token, new Date())) ? sendHtml(res, 200, resetPage({ token }), headers) : spent(res);
      }
      if (req.method !== 'POST') return void res.writeHead(405, { Allow: 'GET, POST' }).end();
      const retryAfter = await deps.throttle.admitPost(clientIp(req));
      if (retryAfter !== undefined) return sendHtml(res, 429, messagePage({ title: 'Too many attempts', message: MESSAGES.tooManyAttempts }), { ...headers, 'Retry-After': String(retryAfter) });
      const form = await readForm(req);
      const [token, password] = [form.get('token') ?? '', form.get('password') ?? ''];
      const weak = passwordProblem(password);
      if (weak) return sendHtml(res, 400, resetPage({ token, error: PASSWORD_MESSAGES[weak] }), headers);
      if (!(await resetPassword(deps.db, token, password, new Date()))) return spent(res);
      sendHtml(res, 200, messagePage({ title: 'Password changed', message: 'Your password has been changed. Log in with your new password.', backUrl: deps.appUrl }), headers);
    } catch (error) {
      if (error instanceof FormBodyError) return sendHtml(res, error.status, messagePage({ title: 'Bad request', message: error.message }), headers);
      deps.logger.error({ err: error }, 'password reset failed');
      sendHtml(res, 500, messagePage({ title: 'Something went wrong', message: 'The password could not be changed. Please try again.', backUrl: deps.appUrl }), headers);
    }
  };
}
