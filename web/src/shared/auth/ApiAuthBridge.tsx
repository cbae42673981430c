import { useAuth0 } from '@auth0/auth0-react';
import { useEffect } from 'react';
import { setAccessTokenGetter } from '../../api/client';

/** Hands the login SDK's silent token call to the API client's bearer middleware. */
export function ApiAuthBridge() {
  const { getAccessTokenSilently } = useAuth0();
  useEffect(() => {
    setAccessTokenGetter(async () => {
      const token = await getAccessTokenSilently();
      if (!token) throw new Error('No access token');
      return token;
    });
  }, [getAccessTokenSilently]);
  return null;
}
