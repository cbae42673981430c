import { useRouteError } from 'react-router-dom';
import { RouteErrorPage } from './RouteErrorPage';

/** A route's `errorElement`: the router's error (a page that threw, a chunk that failed) on RouteErrorPage. */
export function RouteError() {
  return <RouteErrorPage error={useRouteError()} />;
}
