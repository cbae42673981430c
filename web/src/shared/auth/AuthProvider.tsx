import type { AppState, RedirectLoginOptions } from '@auth0/auth0-react';
import { useQueryClient } from '@tanstack/react-query';
import { use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { appConfigQuery } from '../config/app-config';
import { AuthContext, SignInHint, type AuthState } from './auth-state';
import type { Auth0SessionProps } from './Auth0Session';
import { needsSignInNow, signInTracesOfThisPage } from './sign-in-hint';

export const AUTH_CALLBACK_PATH = '/auth-callback';

/** Carried to /auth-callback, which creates the user record and then goes on. */
export interface AuthCallbackState {
  returnTo?: string;
  /** Set only by a completed sign-in: opening /auth-callback directly creates nothing. */
  signedIn?: boolean;
}

type LoginOptions = RedirectLoginOptions<AppState> | undefined;

/**
 * Until the login SDK is needed the app is signed out and the SDK stays unloaded: it loads at
 * once for a returning session or a login callback (sign-in-hint.ts), else on the first Log In.
 * The session renders beside the children, so loading it never remounts the page.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hinted = use(SignInHint);
  const [wanted, setWanted] = useState(hinted);
  // A session the request did not show (kept in local storage only) is found after hydration.
  useEffect(() => {
    if (needsSignInNow(signInTracesOfThisPage())) setWanted(true);
  }, []);
  const [Session, setSession] = useState<ComponentType<Auth0SessionProps> | null>(null);
  const [loadError, setLoadError] = useState<Error>();
  const [sdkState, setSdkState] = useState<AuthState | null>(null);
  // A Log In clicked before the SDK arrived: carried out as soon as it is ready.
  const pendingLogin = useRef<{ options: LoginOptions } | null>(null);

  useEffect(() => {
    if (!wanted || Session) return;
    let live = true;
    // The SDK needs both: fetched side by side, not one after the other.
    void queryClient.prefetchQuery(appConfigQuery);
    import('./Auth0Session').then(
      (module) => live && setSession(() => module.Auth0Session),
      (error: unknown) => live && setLoadError(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [wanted, Session, queryClient]);

  useEffect(() => {
    if (!sdkState || sdkState.isLoading || !pendingLogin.current) return;
    const { options } = pendingLogin.current;
    pendingLogin.current = null;
    void sdkState.loginWithRedirect(options);
  }, [sdkState]);

  const requestLogin = useCallback(async (options?: LoginOptions) => {
    pendingLogin.current = { options };
    setLoadError(undefined);
    setWanted(true);
  }, []);

  const beforeSdk = useMemo<AuthState>(
    () => ({
      isAuthenticated: false,
      isLoading: wanted && !loadError,
      error: loadError,
      loginWithRedirect: requestLogin,
      logout: async () => undefined,
    }),
    [wanted, loadError, requestLogin],
  );

  return (
    <>
      {Session && <Session onChange={setSdkState} />}
      <AuthContext value={sdkState ?? beforeSdk}>{children}</AuthContext>
    </>
  );
}
