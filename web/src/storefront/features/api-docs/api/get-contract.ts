import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from '../../../../shared/query/page-data';
import { readContract, type Contract } from '../contract-model';

/** Served by the API server itself, so the page shows the contract that is really enforced. */
export const CONTRACT_URL = '/openapi.yaml';
/** The same document as JSON, which the page reads: no YAML parser in the browser. */
const CONTRACT_JSON_URL = '/openapi.json';

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

// The contract does not change while the server runs: asked for once.
const contractQueryOptions = () => queryOptions({ queryKey: ['api-contract'], queryFn: getContract, staleTime: Infinity });

/** /api-docs's loader: the server renders the page with the contract. */
export const loadContract = ({ context }: LoaderFunctionArgs) =>
  preload(context, contractQueryOptions(), async (reads) => {
    const document = await reads.contract();
    return document === undefined ? undefined : readContract(document);
  });

/** The contract as its loader or the server put it in the cache, else asked for once. */
export function useContract() {
  const query = useQuery(contractQueryOptions());
  return { contract: query.data, isLoading: query.isPending, error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching };
}
