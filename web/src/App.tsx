import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';
import { useLazyToaster } from './shared/ui/sonner';

/** Query cache and toasts, then the routed app (the login SDK fetches the run-time config itself, when needed). */
export function App({ queryClient }: { queryClient: QueryClient }) {
  const Toaster = useLazyToaster();
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
      {Toaster && <Toaster position="top-right" richColors closeButton visibleToasts={3} duration={4000} />}
    </QueryClientProvider>
  );
}
