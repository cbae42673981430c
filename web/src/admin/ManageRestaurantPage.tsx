import { lazy, Suspense } from 'react';
import { PageSpinner } from '../shared/ui/Spinner';

// The router loads this small module for /manage-restaurant; react-admin and MUI (the big
// chunk) start downloading as it is evaluated, while the app renders and signs in, rather
// than before the app's first render.
const ownerAdmin = import('./OwnerAdmin');
ownerAdmin.catch(() => undefined); // a failed download shows when the page renders (error boundary)
const OwnerAdmin = lazy(() => ownerAdmin.then((module) => ({ default: module.OwnerAdmin })));

/** The owner area's route element; the storefront never downloads react-admin. */
export function ManageRestaurantPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OwnerAdmin />
    </Suspense>
  );
}
