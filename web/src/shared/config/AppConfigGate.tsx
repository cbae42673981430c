import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from '../ui/Spinner';
import { fetchAppConfig } from './app-config';
import { AppConfigContext } from './use-app-config';

/** Loads /app-config.json before anything that needs it (the login provider) renders. */
export function AppConfigGate({ children }: { children: ReactNode }) {
  const query = useQuery({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => fetchAppConfig(signal),
    staleTime: Infinity,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (query.data) return <AppConfigContext value={query.data}>{children}</AppConfigContext>;

  if (query.isError) {
    return (
      <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold text-brand-600">TuckIn.com is unavailable</h1>
        <p role="alert" className="text-slate-700">
          {query.error.message}
        </p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </main>
    );
  }

  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}
