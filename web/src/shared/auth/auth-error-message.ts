/**
 * What to tell the user when the sign-in library fails (docs/product/texts-and-errors.md "Error catalogue" lists its errors; the observed
 * product left the reaction open). Every case offers to sign in again, so none is a dead end.
 */
const REASONS: Record<string, string> = {
  state_mismatch: 'The sign-in could not be completed: it was started in another tab or has expired.',
  missing_transaction: 'The sign-in could not be completed: it was started in another tab or has expired.',
  login_required: 'Your session has ended. Please log in again.',
  missing_refresh_token: 'Your session has ended. Please log in again.',
  invalid_grant: 'Your session has ended. Please log in again.',
  timeout: 'The sign-in service took too long to answer.',
  cancelled: 'The sign-in was cancelled.',
  mfa_required: 'The sign-in needs a second factor that this app cannot ask for.',
};

const FALLBACK = 'Login failed';

/** The library's errors carry a code in `error` (OAuth style); a plain Error has only its message. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { error?: unknown } | null)?.error;
  if (typeof code === 'string' && REASONS[code]) return REASONS[code];
  if (error instanceof Error && error.message === 'Invalid state') return REASONS.state_mismatch!;
  return FALLBACK;
}

/** Errors after which the session is gone: API calls cannot recover without a new sign-in. */
export function endsSession(error: unknown): boolean {
  const code = (error as { error?: unknown } | null)?.error;
  return code === 'login_required' || code === 'missing_refresh_token' || code === 'invalid_grant';
}
