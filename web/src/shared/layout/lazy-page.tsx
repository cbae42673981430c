import { Suspense, use, type ComponentType, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';

export interface LazyPage {
  element: ReactElement;
  /** Loads the page's chunk; the first render waits for it when the address needs this page. */
  preload: () => Promise<void>;
}

/**
 * A route element whose page loads with its own chunk, kept out of other pages' JavaScript.
 * The header and footer stay while it loads; and once preloaded (boot.tsx does so for the
 * first page, before rendering), it renders at once, without a spinner over the prerendered shell.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let Page: ComponentType | undefined;
  let attempt: { promise: Promise<void>; failed: boolean; visit?: string } | undefined;
  // A failed load stays failed for the visit (navigation) that saw it, so its renders all
  // throw the error to the page's error boundary rather than load again and again; a later
  // visit tries again.
  const preload = (visit?: string) => {
    if (!attempt || (attempt.failed && attempt.visit !== visit)) {
      const current = {
        failed: false,
        visit,
        promise: load().then(
          (module) => {
            Page = module[name];
          },
          (error: unknown) => {
            current.failed = true;
            throw error;
          },
        ),
      };
      attempt = current;
    }
    return attempt.promise;
  };
  function LoadedPage() {
    const visit = useLocation().key;
    if (!Page) use(preload(visit));
    return Page ? <Page /> : null;
  }
  return {
    element: (
      <Suspense fallback={<PageSpinner />}>
        <LoadedPage />
      </Suspense>
    ),
    preload,
  };
}
