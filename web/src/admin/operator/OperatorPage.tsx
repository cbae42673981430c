import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { api } from '../../api/client';
import { PageSpinner } from '../../shared/ui/Spinner';

// react-admin and MUI download only once the session call has said the caller is an operator.
const OperatorAdmin = lazy(() => import('./OperatorAdmin').then(({ OperatorAdmin }) => ({ default: OperatorAdmin })));

/** /operator: the console for operators, a plain refusal for everyone else signed in (the sign-in group handles the rest). */
export function OperatorPage() {
  const session = useQuery({
    queryKey: ['operator', 'session'],
    queryFn: async ({ signal }) => (await api.GET('/api/operator/session', { signal })).response.status,
    staleTime: 60_000,
  });
  if (session.isPending) return <PageSpinner />;
  if (session.data !== 200) {
    return (
      <section className="mx-auto max-w-xl py-12 text-center">
        <h1 className="text-2xl font-bold">Operators only</h1>
        <p className="mt-2">This console is for the platform’s operators. Sign in with an operator account to use it.</p>
      </section>
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <OperatorAdmin />
    </Suspense>
  );
}
