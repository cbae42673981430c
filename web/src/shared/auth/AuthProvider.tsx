import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppConfig } from '../config/use-app-config';
import { ApiAuthBridge } from './ApiAuthBridge';

export const AUTH_CALLBACK_PATH = '/auth-callback';

/** Carried to /auth-callback, which creates the user record and then goes on. */
export interface AuthCallbackState {
  returnTo?: string;
  /** Set only by a completed sign-in: opening /auth-callback directly creates nothing. */
  signedIn?: boolean;
}

/**
 * Every login passes through /auth-callback (so the user record always exists), which then
 * sends the user to the stored return path, or to '/' when there is none.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { auth } = useAppConfig();
  const navigate = useNavigate();
  const onRedirectCallback = useCallback(
    (appState?: AppState) => {
      const state: AuthCallbackState = {
        returnTo: typeof appState?.returnTo === 'string' ? appState.returnTo : undefined,
        signedIn: true,
      };
      void navigate(AUTH_CALLBACK_PATH, { replace: true, state });
    },
    [navigate],
  );

  return (
    <Auth0Provider
      domain={auth.domain}
      clientId={auth.clientId}
      authorizationParams={{
        redirect_uri: window.location.origin,
        audience: auth.audience,
        scope: 'openid profile email offline_access',
      }}
      useRefreshTokens
      cacheLocation="localstorage"
      onRedirectCallback={onRedirectCallback}
    >
      <ApiAuthBridge />
      {children}
    </Auth0Provider>
  );
}
