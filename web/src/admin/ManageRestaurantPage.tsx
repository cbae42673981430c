import { Suspense, use, type ComponentType } from 'react';
import { PageSpinner } from '../shared/ui/Spinner';

// The router loads this small module for /manage-restaurant; react-admin and MUI (the big
// chunk) start downloading as it is evaluated, while the app renders and signs in, rather
// than before the app's first render.
let loaded: ComponentType | undefined;
const ownerAdmin = import('./OwnerAdmin').then(({ OwnerAdmin }) => (loaded = OwnerAdmin));
ownerAdmin.catch(() => undefined); // a failed download shows when the page renders (error boundary)

/**
 * The area itself once its chunk is in. Read from the module, not through React.lazy: lazy
 * suspends on its first render even when the chunk has arrived long before (the usual case,
 * as signing in takes longer), and React holds a revealed Suspense boundary back for up to
 * 300 ms after a fallback (its fallback throttle), which the orders would wait for.
 */
function OwnerArea() {
  const OwnerAdmin = loaded ?? use(ownerAdmin);
  return <OwnerAdmin />;
}

/** The owner area's route element; the storefront never downloads react-admin. */
export function ManageRestaurantPage() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OwnerArea />
    </Suspense>
  );
}
