import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { routes } from './routes';
import { createQueryClient } from './shared/query/query-client';
import { useLazyToaster } from './shared/ui/sonner';

/** Query cache and toasts, then the routed app (the login SDK fetches the run-time config itself, when needed). */
export function App() {
  const [queryClient] = useState(createQueryClient);
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
