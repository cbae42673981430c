import { Navigate, Outlet } from 'react-router-dom';
import { useHydrated } from '../first-paint/use-hydrated';
import { PageSpinner } from '../ui/Spinner';
import { useAuth } from './auth-state';

/** The sign-in group: waits for the login state, then shows the page or goes home (in the browser: the server cannot tell). */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const hydrated = useHydrated();
  if (isLoading || !hydrated) return <PageSpinner />;
  return isAuthenticated ? <Outlet /> : <Navigate to="/" replace />;
}
