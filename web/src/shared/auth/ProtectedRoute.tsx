import { useAuth0 } from '@auth0/auth0-react';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';

/** The sign-in group: waits for the login state, then shows the page or goes home. */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useAuth0();
  if (isLoading) return <PageSpinner />;
  return isAuthenticated ? <Outlet /> : <Navigate to="/" replace />;
}
