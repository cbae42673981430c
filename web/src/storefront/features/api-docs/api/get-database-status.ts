import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';

export type DatabaseStatus = Schemas['DbTest'];

const isDbTest = (body: unknown): body is DatabaseStatus =>
  typeof body === 'object' && body !== null && 'database' in body && 'status' in body;

/** db-test answers 503 with the same body when the database is down: it still names the database. */
export async function getDatabaseStatus(api: Api): Promise<DatabaseStatus> {
  const { data, error } = await api.GET('/api/business-insights/db-test');
  const body: unknown = data ?? error;
  if (!isDbTest(body)) throw new Error('The server did not report its database');
  return body;
}

export function useDatabaseStatus() {
  const api = useApi();
  // One look is enough for a documentation card: no retries, no polling.
  const query = useQuery(queryOptions({ queryKey: ['api-docs-database'], queryFn: () => getDatabaseStatus(api), retry: false, staleTime: 60_000 }));
  return { status: query.data, isLoading: query.isPending };
}
