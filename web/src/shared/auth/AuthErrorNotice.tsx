import { useAuth } from './auth-state';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../ui/Button';
import { authErrorMessage } from './auth-error-message';
import { clearAuthError, useReportedAuthError } from './auth-error-store';

/**
 * A failed sign-in or a lost session says what happened and offers to log in again, instead
 * of a blank page or a loop. Dismissing also drops a failed return's ?code&state from the URL.
 */
export function AuthErrorNotice() {
  const { error: signInError, isLoading, loginWithRedirect } = useAuth();
  const tokenError = useReportedAuthError();
  const [dismissed, setDismissed] = useState<unknown>();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const error = tokenError ?? signInError;
  if (isLoading || !error || error === dismissed) return null;

  const dismiss = () => {
    setDismissed(error);
    clearAuthError();
    void navigate(pathname, { replace: true });
  };
  const retry = () => {
    clearAuthError();
    void loginWithRedirect({ appState: { returnTo: pathname } });
  };

  return (
    <div role="alert" className="mx-auto my-4 w-full max-w-7xl px-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          <strong className="font-bold">Sign-in failed.</strong> {authErrorMessage(error)}
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={dismiss}>
            Dismiss
          </Button>
          <Button onClick={retry}>Try again</Button>
        </div>
      </div>
    </div>
  );
}
