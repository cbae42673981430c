import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { router } from './router';
import { AppConfigGate } from './shared/config/AppConfigGate';
import { createQueryClient } from './shared/query/query-client';

/** Query cache and toasts first, then the run-time config, then the routed app. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppConfigGate>
        <RouterProvider router={router} />
      </AppConfigGate>
      <Toaster position="top-right" richColors closeButton visibleToasts={3} duration={4000} />
    </QueryClientProvider>
  );
}
