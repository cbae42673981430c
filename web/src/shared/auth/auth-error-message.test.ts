import { describe, expect, it } from 'vitest';
import { authErrorMessage, endsSession } from './auth-error-message';

const libraryError = (error: string, message = error) => Object.assign(new Error(message), { error });

describe('authErrorMessage', () => {
  it('explains each error of the sign-in library in plain words', () => {
    expect(authErrorMessage(libraryError('state_mismatch', 'Invalid state'))).toMatch(/started in another tab or has expired/);
    expect(authErrorMessage(new Error('Invalid state'))).toMatch(/started in another tab or has expired/);
    expect(authErrorMessage(libraryError('login_required'))).toBe('Your session has ended. Please log in again.');
    expect(authErrorMessage(libraryError('missing_refresh_token'))).toBe('Your session has ended. Please log in again.');
    expect(authErrorMessage(libraryError('timeout'))).toBe('The sign-in service took too long to answer.');
    expect(authErrorMessage(libraryError('cancelled', 'Popup closed'))).toBe('The sign-in was cancelled.');
  });

  it("falls back to the library's own 'Login failed'", () => {
    expect(authErrorMessage(libraryError('something_new'))).toBe('Login failed');
    expect(authErrorMessage(undefined)).toBe('Login failed');
  });

  it('knows which errors end the session', () => {
    expect(endsSession(libraryError('missing_refresh_token'))).toBe(true);
    expect(endsSession(libraryError('timeout'))).toBe(false);
  });
});
