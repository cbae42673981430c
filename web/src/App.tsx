import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { createQueryClient } from './shared/query/query-client';
import { useLazyToaster } from './shared/ui/sonner';

/** Query cache and toasts, then the routed app (the login SDK fetches the run-time config itself, when needed). */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const Toaster = useLazyToaster();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {Toaster && <Toaster position="top-right" richColors closeButton visibleToasts={3} duration={4000} />}
    </QueryClientProvider>
  );
}
