// Server-rendered pages of the embedded provider: no external assets, styles from /assets.
import { MIN_PASSWORD_LENGTH } from './accounts.js';
import { ASSET_PATHS } from './page-assets.js';

export const BRAND = 'TuckIn.com';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function layout(title: string, content: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${BRAND}</title>
<link rel="icon" href="${ASSET_PATHS.icon}" type="image/svg+xml">
<link rel="stylesheet" href="${ASSET_PATHS.styles}">
${script}
</head>
<body>
<header class="brand-bar"><div class="brand-bar-inner"><span class="brand">${BRAND}</span></div></header>
<main class="card">
${content}
</main>
</body>
</html>`;
}

export interface CredentialsForm {
  uid: string;
  email?: string;
  error?: string;
  /** The field the error is about, marked invalid and linked to the message. */
  errorField?: 'email' | 'password';
}

function errorAlert(error: string | undefined): string {
  return error ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>` : '';
}

/** Marks the field in error invalid, links it to the message and puts the focus there (else on e-mail). */
function invalidIf(form: CredentialsForm, field: 'email' | 'password', hint?: string): string {
  const inError = Boolean(form.error) && form.errorField === field;
  const describedBy = [hint, inError ? 'form-error' : undefined].filter(Boolean).join(' ');
  const focused = (form.error && form.errorField ? inError : field === 'email') ? ' autofocus' : '';
  return `${focused}${inError ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}`;
}

function emailField(form: CredentialsForm): string {
  const invalid = invalidIf(form, 'email');
  return `<div class="field">
<label for="email">Email address</label>
<input id="email" name="email" type="email" inputmode="email" autocomplete="email" autocapitalize="none" spellcheck="false" required value="${escapeHtml(form.email ?? '')}"${invalid}>
</div>`;
}

// novalidate: the server's messages (Auth0's wording) show instead of the browser's own.
export function loginPage(form: CredentialsForm): string {
  return layout('Log in', `<h1>Log in</h1>
<p class="lead">Log in to ${BRAND} to continue.</p>
${errorAlert(form.error)}
<form method="post" action="/interaction/${escapeHtml(form.uid)}/login" novalidate>
${emailField(form)}
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalidIf(form, 'password')}>
</div>
<button type="submit">Continue</button>
</form>
<p class="switch"><a href="/interaction/${escapeHtml(form.uid)}/forgot">Forgot password?</a></p>
<p class="switch">Don't have an account? <a href="/interaction/${escapeHtml(form.uid)}/signup">Sign up</a></p>`);
}

/** Asks for the account's e-mail; the answer never says whether there is such an account. */
export function forgotPage(form: CredentialsForm): string {
  return layout('Reset your password', `<h1>Reset your password</h1>
<p class="lead">Enter your email address and we will send you a link to reset your password.</p>
${errorAlert(form.error)}
<form method="post" action="/interaction/${escapeHtml(form.uid)}/forgot" novalidate>
${emailField(form)}
<button type="submit">Send link</button>
</form>
<p class="switch"><a href="/interaction/${escapeHtml(form.uid)}">Back to log in</a></p>`);
}

/** A new password for the account of an e-mailed link. */
export function resetPage(form: { token: string; error?: string }): string {
  const inError = Boolean(form.error);
  return layout('Choose a new password', `<h1>Choose a new password</h1>
${errorAlert(form.error)}
<form method="post" action="/reset-password" novalidate>
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<div class="field">
<label for="password">New password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required autofocus${inError ? ' aria-invalid="true"' : ''} aria-describedby="password-hint${inError ? ' form-error' : ''}">
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
</div>
<button type="submit">Set password</button>
</form>`);
}

export function signupPage(form: CredentialsForm): string {
  return layout('Sign up', `<h1>Sign up</h1>
<p class="lead">Create your ${BRAND} account to continue.</p>
${errorAlert(form.error)}
<form method="post" action="/interaction/${escapeHtml(form.uid)}/signup" novalidate>
${emailField(form)}
<div class="field">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required${invalidIf(form, 'password', 'password-hint')}>
<p class="hint" id="password-hint">At least ${MIN_PASSWORD_LENGTH} characters.</p>
</div>
<button type="submit">Continue</button>
</form>
<p class="switch">Already have an account? <a href="/interaction/${escapeHtml(form.uid)}">Log in</a></p>`);
}

/** A dead end (expired login, provider error, logged out) with a way back to the app. */
export function messagePage(opts: { title: string; message: string; details?: string; backUrl?: string }): string {
  const details = opts.details ? `<p class="details">${escapeHtml(opts.details)}</p>` : '';
  const back = opts.backUrl ? `<p><a href="${escapeHtml(opts.backUrl)}">Back to ${BRAND}</a></p>` : '';
  return layout(opts.title, `<h1>${escapeHtml(opts.title)}</h1>
<p>${escapeHtml(opts.message)}</p>
${details}${back}`);
}

/** Submits oidc-provider's logout form on load (no confirmation, like Auth0's /v2/logout). */
export function logoutPage(formHtml: string): string {
  const form = formHtml.replace('</form>', '<input type="hidden" name="logout" value="yes"><noscript><button type="submit">Log out</button></noscript></form>');
  return layout('Logging out', `<h1>Logging out</h1>
<p>Please wait while we log you out.</p>
${form}`, `<script src="${ASSET_PATHS.autoSubmit}" defer></script>`);
}
