import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { API_BASE_URL } from '../../api/client';
import { Button } from '../../shared/ui/Button';
import { PageSpinner } from '../../shared/ui/Spinner';
import { loadContract, useContract } from '../features/api-docs/api/get-contract';
import { EndpointTabs } from '../features/api-docs/components/EndpointTabs';
import { OverviewCards } from '../features/api-docs/components/OverviewCards';

/** The contract, and the API's address (the page's origin unless in mock mode) as loader data, so the hydration shows what the server did. */
export async function loader(args: LoaderFunctionArgs) {
  await loadContract(args);
  return { baseUrl: API_BASE_URL || new URL(args.request.url).origin };
}

/**
 * /api-docs: rendered from the served openapi.yaml, so it always matches what the server
 * enforces; the server renders it with the contract (its loader).
 */
export function ApiDocsPage() {
  const { contract, isLoading, error, retry, isRetrying } = useContract();
  const { baseUrl } = useLoaderData<typeof loader>();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">API Documentation</h1>
        {contract && (
          <p className="text-slate-700">
            {contract.title}: {contract.operations.length} operations, read live from this server's OpenAPI contract.
          </p>
        )}
      </div>
      {isLoading && <PageSpinner label="Loading the API contract..." />}
      {!contract && error && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-red-50 p-4 text-red-700">
          <p>{error.message}</p>
          <Button variant="outline" onClick={retry} isLoading={isRetrying}>
            Retry
          </Button>
        </div>
      )}
      {contract && (
        <>
          <OverviewCards contract={contract} baseUrl={baseUrl} />
          <section aria-labelledby="endpoints-title" className="flex flex-col gap-4">
            <h2 id="endpoints-title" className="text-2xl font-bold tracking-tight">
              Endpoints
            </h2>
            <EndpointTabs operations={contract.operations} baseUrl={baseUrl} />
          </section>
        </>
      )}
    </div>
  );
}
