/** Run-time settings the server answers at /app-config.json. */
export interface AppConfig {
  auth: { domain: string; clientId: string; audience: string };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Hand-written check: keeps a schema library out of the first chunk. */
export function parseAppConfig(body: unknown): AppConfig {
  const auth = (body as { auth?: Record<string, unknown> } | null)?.auth;
  if (!auth || !isText(auth.domain) || !isText(auth.clientId) || !isText(auth.audience)) {
    throw new Error('The app configuration is incomplete (auth domain, client id and audience are needed).');
  }
  return { auth: { domain: auth.domain.trim(), clientId: auth.clientId.trim(), audience: auth.audience.trim() } };
}

/** Always from the web app's own origin, even when the API lives elsewhere. */
export async function fetchAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The app configuration could not be loaded (HTTP ${response.status}).`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error('The app configuration is not valid JSON.');
  }
  return parseAppConfig(body);
}

/** One query for the config: the login SDK reads it, and a Log In starts it beside the SDK's download. */
export const appConfigQuery = {
  queryKey: ['app-config'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchAppConfig(signal),
  staleTime: Infinity,
  retry: 1,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;
