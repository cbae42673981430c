import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type InteractionDetails, type Provider } from 'oidc-provider';
import type { Database } from '../shared/db/database.js';
import type { Logger } from '../shared/logger.js';
import { FormBodyError } from './form-body.js';
import { admitPost, finishConsent, submitLogin, submitSignup, type FormContext } from './interaction-forms.js';
import type { LoginThrottle } from './login-throttle.js';
import { forgotPage, loginPage, messagePage, signupPage } from './pages.js';
import { submitForgot, type ResetMail } from './password-reset-pages.js';
import { sendHtml } from './page-assets.js';

export interface InteractionDeps {
  provider: Provider;
  db: Database;
  throttle: LoginThrottle;
  logger: Logger;
  /** Security headers for every page (CSP and friends). */
  headers: Record<string, string>;
  /** Where "back to the app" links point. */
  appUrl: string;
  /** How "Forgot password?" links are e-mailed. */
  resetMail: ResetMail;
}

const ROUTE = /^\/interaction\/([A-Za-z0-9_-]+)(?:\/(login|signup|forgot))?$/;

/** The first-party login UI: /interaction/:uid (log in), /interaction/:uid/signup, /interaction/:uid/forgot, and their POSTs. */
export function createInteractionRoutes(deps: InteractionDeps) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const match = ROUTE.exec(pathname);
    if (!match?.[1]) return notFound(res, deps);
    try {
      const details = await deps.provider.interactionDetails(req, res);
      // The cookie names the interaction; a URL for another one is stale.
      if (details.uid !== match[1]) throw new errors.SessionNotFound('interaction mismatch');
      await dispatch({ ...deps, req, res, details }, req.method ?? 'GET', match[2]);
    } catch (error) {
      failure(res, deps, error);
    }
  };
}

async function dispatch(ctx: FormContext & Pick<InteractionDeps, 'resetMail' | 'logger' | 'appUrl'>, method: string, action: string | undefined): Promise<void> {
  if (method === 'GET' || method === 'HEAD') return showForm(ctx, action);
  if (method === 'POST' && (action === 'login' || action === 'signup')) return submit(ctx, action);
  if (method === 'POST' && action === 'forgot') return submitForgot(ctx);
  ctx.res.writeHead(405, { Allow: 'GET, POST' }).end();
}

/** A post is counted against its address before its body is read. */
async function submit(ctx: FormContext, action: 'login' | 'signup'): Promise<void> {
  if (!(await admitPost(ctx, action === 'login' ? loginPage : signupPage))) return;
  await (action === 'login' ? submitLogin(ctx) : submitSignup(ctx));
}

async function showForm(ctx: FormContext, action: string | undefined): Promise<void> {
  if (ctx.details.prompt.name === 'consent') return finishConsent(ctx);
  const uid = ctx.details.uid;
  if (action === 'forgot') return sendHtml(ctx.res, 200, forgotPage({ uid }), ctx.headers);
  const wantsSignup = action === 'signup' || (action === undefined && screenHint(ctx.details) === 'signup');
  sendHtml(ctx.res, 200, wantsSignup ? signupPage({ uid }) : loginPage({ uid }), ctx.headers);
}

function screenHint(details: InteractionDetails): unknown {
  return details.params.screen_hint;
}

function notFound(res: ServerResponse, deps: InteractionDeps): void {
  sendHtml(res, 404, messagePage({ title: 'Page not found', message: 'There is nothing here.', backUrl: deps.appUrl }), deps.headers);
}

function failure(res: ServerResponse, deps: InteractionDeps, error: unknown): void {
  if (res.headersSent) return void res.end();
  if (error instanceof FormBodyError) {
    const page = messagePage({ title: 'Bad request', message: error.message, backUrl: deps.appUrl });
    // The rest of an over-long body is not read: the connection closes after this answer.
    return sendHtml(res, error.status, page, error.status === 413 ? { ...deps.headers, Connection: 'close' } : deps.headers);
  }
  if (error instanceof errors.SessionNotFound) {
    const message = 'Your login session has expired or is invalid. Please go back to the app and log in again.';
    return sendHtml(res, 400, messagePage({ title: 'Login expired', message, backUrl: deps.appUrl }), deps.headers);
  }
  deps.logger.error({ err: error }, 'identity provider interaction failed');
  const message = 'The login could not be completed. Please try again.';
  sendHtml(res, 500, messagePage({ title: 'Something went wrong', message, backUrl: deps.appUrl }), deps.headers);
}
