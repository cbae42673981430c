import { Suspense, use, type ComponentType, type ReactElement } from 'react';
import { PageSpinner } from '../ui/Spinner';

export interface LazyPage {
  element: ReactElement;
  /** Loads the page's chunk; the first render waits for it when the address needs this page. */
  preload: () => Promise<void>;
}

/**
 * A route element whose page loads with its own chunk, kept out of other pages' JavaScript.
 * Unlike a route's `lazy`, the header and footer stay while it loads; and once preloaded
 * (main.tsx does so for the first page, before rendering), it renders at once, without a
 * spinner over the prerendered shell.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Page = module[name];
      },
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    ));
  function LoadedPage() {
    if (!Page) use(preload());
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
