import type { AuthConfig } from '../config.js';
import { probe, type HealthCheck, type HealthResult } from '../shared/health.js';
import { formatAge } from '../shared/jobs/worker-heartbeat.js';
import { jwksUrl, type SigningKeys } from './signing-keys.js';

const PROVIDER_NAMES: Record<AuthConfig['kind'], string> = { embedded: 'embedded provider', auth0: 'auth0' };
// As long as probe() waits: a provider that hangs is not left holding a socket after the check gave up.
const FETCH_TIMEOUT_MS = 2_000;

/**
 * Access tokens verify only while the provider publishes its signing keys: fetch them and
 * count. When the provider cannot give them, this process still verifies tokens with the
 * keys it holds (`keys`) while they are fresh: a warning, not an error, for that long.
 */
export function identityHealthCheck(auth: AuthConfig, keys: SigningKeys): HealthCheck {
  const provider = PROVIDER_NAMES[auth.kind];
  return {
    name: 'identity',
    check: async () => {
      const published = await probe(() => signingKeys(jwksUrl(auth), provider));
      return published.status === 'error' ? withKeysInHand(published, keys) : published;
    },
  };
}

function withKeysInHand(failed: HealthResult, keys: SigningKeys): HealthResult {
  const fetchedAt = keys.fetchedAt();
  if (fetchedAt === undefined || !keys.usable()) {
    const held = fetchedAt === undefined ? 'no signing keys fetched yet' : `signing keys fetched ${formatAge(Date.now() - fetchedAt)} ago have expired`;
    return { ...failed, detail: `${failed.detail}; ${held}` };
  }
  const count = keys.count();
  const since = new Date(fetchedAt).toISOString();
  return { ...failed, status: 'warning', detail: `${failed.detail}; verifying with ${count} cached signing key${count === 1 ? '' : 's'} fetched at ${since}` };
}

async function signingKeys(jwksUrl: string, provider: string): Promise<HealthResult> {
  let response: Response;
  try {
    response = await fetch(jwksUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return { status: 'error', detail: `${provider} unreachable` };
  }
  if (!response.ok) return { status: 'error', detail: `${provider} answered ${response.status} for its signing keys` };
  const body = (await response.json().catch(() => ({}))) as { keys?: unknown };
  const count = Array.isArray(body.keys) ? body.keys.length : 0;
  if (count === 0) return { status: 'error', detail: `${provider} publishes no signing keys` };
  return { status: 'healthy', detail: `${provider}, ${count} signing key${count === 1 ? '' : 's'}` };
}
