import { useAuth0 } from '@auth0/auth0-react';
import { useEffect } from 'react';
import { setAccessTokenGetter } from '../../api/access-token';
import { endsSession } from './auth-error-message';
import { reportAuthError } from './auth-error-store';

/** Hands the login SDK's silent token call to the API client's bearer middleware. */
export function ApiAuthBridge() {
  const { getAccessTokenSilently } = useAuth0();
  useEffect(() => {
    setAccessTokenGetter(async () => {
      const token = await getAccessTokenSilently().catch((error: unknown) => {
        // A session that cannot be renewed needs a new sign-in: the notice offers one.
        if (endsSession(error)) reportAuthError(error);
        throw error;
      });
      if (!token) throw new Error('No access token');
      return token;
    });
  }, [getAccessTokenSilently]);
  return null;
}
