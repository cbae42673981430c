import { queryOptions, useQuery } from '@tanstack/react-query';
import { parse } from 'yaml';
import { readContract, type Contract } from '../contract-model';

/** Served by the API server itself, so the page shows the contract that is really enforced. */
export const CONTRACT_URL = '/openapi.yaml';

export async function getContract(): Promise<Contract> {
  try {
    const response = await fetch(CONTRACT_URL, { headers: { Accept: 'application/yaml' } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return readContract(parse(await response.text()));
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`Failed to load the API contract: ${reason}`, { cause });
  }
}

export const contractQueryOptions = () => queryOptions({ queryKey: ['api-contract'], queryFn: getContract });

export function useContract() {
  const query = useQuery(contractQueryOptions());
  return { contract: query.data, isLoading: query.isPending, error: query.error, retry: () => void query.refetch(), isRetrying: query.isFetching };
}
