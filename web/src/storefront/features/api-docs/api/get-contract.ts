import { queryOptions, useQuery } from '@tanstack/react-query';
import { readContract, type Contract } from '../contract-model';

/** Served by the API server itself, so the page shows the contract that is really enforced. */
export const CONTRACT_URL = '/openapi.yaml';
/** The same document as JSON, which the page reads: no YAML parser in the browser. */
export const CONTRACT_JSON_URL = '/openapi.json';

export async function getContract(): Promise<Contract> {
  try {
    const response = await fetch(CONTRACT_JSON_URL, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return readContract(await response.json());
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Failed to load the API contract: ${reason}`, { cause });
  }
}

export const contractQueryOptions = () => queryOptions({ queryKey: ['api-contract'], queryFn: getContract });

/** The contract as the server read it (server-render.tsx), else asked for once. */
export function useContract() {
  const query = useQuery({ ...contractQueryOptions(), staleTime: Infinity });
  return { contract: query.data, isLoading: query.isPending, error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching };
}
