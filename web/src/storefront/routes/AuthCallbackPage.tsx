import { useAuth } from '../../shared/auth/auth-state';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthCallbackState } from '../../shared/auth/AuthProvider';
import { PageSpinner } from '../../shared/ui/Spinner';
import { useCreateMyUser } from '../features/user-profile/api/create-my-user';

/** Only same-app paths, so a crafted return path cannot send the user elsewhere. */
const safeReturnPath = (path: unknown) =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') ? path : '/';

/** After a sign-in: creates the user record once, then goes to the stored return path or '/'. */
export function AuthCallbackPage() {
  const { user, isLoading, error } = useAuth();
  const { mutateAsync: createUser } = useCreateMyUser();
  const navigate = useNavigate();
  const location = useLocation();
  const started = useRef(false);
  const state = location.state as AuthCallbackState | null;
  const returnTo = safeReturnPath(state?.returnTo);
  const signedIn = state?.signedIn === true;
  // Arrived straight from the provider (?code=): the SDK's own navigation here, with state, follows.
  const awaitingSdk = !signedIn && !error && new URLSearchParams(location.search).has('code');

  useEffect(() => {
    if (isLoading || awaitingSdk || started.current) return;
    started.current = true;
    // Replacing the entry drops its state too: Back or a reload cannot post the record again.
    const goOn = () => void navigate(returnTo, { replace: true });
    if (!signedIn || !user?.sub || !user.email) return goOn();
    // A failure is already toasted by the hook; the user still moves on.
    createUser({ auth0Id: user.sub }).catch(() => undefined).finally(goOn);
  }, [isLoading, awaitingSdk, user, createUser, navigate, returnTo, signedIn]);

  return <PageSpinner label="Loading..." />;
}
