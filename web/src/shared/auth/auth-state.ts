import type { AppState, LogoutOptions, RedirectLoginOptions, User } from '@auth0/auth0-react';
import { createContext, use } from 'react';

/** What the app reads of the sign-in state; the login SDK fills it once it has loaded. */
export interface AuthState {
  isAuthenticated: boolean;
  isLoading: boolean;
  user?: User;
  error?: Error;
  loginWithRedirect(options?: RedirectLoginOptions<AppState>): Promise<void>;
  logout(options?: LogoutOptions): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}

/**
 * Whether a session is on its way for this page load (sign-in-hint.ts), from what both the
 * server and the browser see of the request (its address and cookie): the header renders the
 * same on both, with no Log In button for a signed-in visitor at any moment.
 */
export const SignInHint = createContext(false);
