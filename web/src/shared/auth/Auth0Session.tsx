import { Auth0Provider, useAuth0, type AppState } from '@auth0/auth0-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { appConfigQuery } from '../config/app-config';
import { ApiAuthBridge } from './ApiAuthBridge';
import type { AuthState } from './auth-state';
import { AUTH_CALLBACK_PATH, type AuthCallbackState } from './AuthProvider';

export interface Auth0SessionProps {
  onChange(state: AuthState): void;
}

/** Hands the SDK's state up to AuthProvider's context. */
function ReportState({ onChange }: Auth0SessionProps) {
  const { isAuthenticated, isLoading, user, error, loginWithRedirect, logout } = useAuth0();
  useEffect(() => {
    onChange({ isAuthenticated, isLoading, user, error, loginWithRedirect, logout });
  }, [onChange, isAuthenticated, isLoading, user, error, loginWithRedirect, logout]);
  return null;
}

/**
 * The login SDK with the run-time config (/app-config.json): loaded lazily by AuthProvider.
 * Every login passes through /auth-callback (so the user record always exists), which then
 * sends the user to the stored return path, or to '/' when there is none.
 */
export function Auth0Session({ onChange }: Auth0SessionProps) {
  const config = useQuery(appConfigQuery);
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
  const configError = config.error;
  const retry = config.refetch;
  useEffect(() => {
    if (!configError) return;
    const again = async () => void (await retry());
    onChange({ isAuthenticated: false, isLoading: false, error: configError, loginWithRedirect: again, logout: async () => undefined });
  }, [configError, retry, onChange]);

  if (!config.data) return null;
  const { auth } = config.data;
  return (
    <Auth0Provider
      domain={auth.domain}
      clientId={auth.clientId}
      authorizationParams={{
        // Straight to the callback page: the provider's answer is handled before any other page boots.
        redirect_uri: `${window.location.origin}${AUTH_CALLBACK_PATH}`,
        audience: auth.audience,
        scope: 'openid profile email offline_access',
      }}
      useRefreshTokens
      cacheLocation="localstorage"
      onRedirectCallback={onRedirectCallback}
    >
      <ApiAuthBridge />
      <ReportState onChange={onChange} />
    </Auth0Provider>
  );
}
