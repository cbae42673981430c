import { useAuth } from './auth-state';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';

/** The sign-in group: waits for the login state, then shows the page or goes home. */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return isAuthenticated ? <Outlet /> : <Navigate to="/" replace />;
}
