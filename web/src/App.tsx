import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { useLazyToaster } from './shared/ui/sonner';

interface AppProps {
  queryClient: QueryClient;
  router: DataRouter;
  /** The queries the server rendered the page with (server-state.ts). */
  queries?: DehydratedState;
}

/** Query cache (with the server's answers), then the routed app, then toasts (loaded after the first render). */
export function App({ queryClient, router, queries }: AppProps) {
  const Toaster = useLazyToaster();
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={queries}>
        <RouterProvider router={router} />
      </HydrationBoundary>
      {Toaster && <Toaster position="top-right" richColors closeButton visibleToasts={3} duration={4000} />}
    </QueryClientProvider>
  );
}
