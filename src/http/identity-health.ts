import type { AuthConfig } from '../config.js';
import { probe, type HealthCheck, type HealthResult } from '../shared/health.js';

const PROVIDER_NAMES: Record<AuthConfig['kind'], string> = { embedded: 'embedded provider', auth0: 'auth0' };
// As long as probe() waits: a provider that hangs is not left holding a socket after the check gave up.
const FETCH_TIMEOUT_MS = 2_000;

/** Access tokens verify only while the provider publishes its signing keys: fetch them and count. */
export function identityHealthCheck(auth: AuthConfig): HealthCheck {
  const provider = PROVIDER_NAMES[auth.kind];
  const jwksUrl = `${auth.domain}/.well-known/jwks.json`;
  return { name: 'identity', check: () => probe(() => signingKeys(jwksUrl, provider)) };
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
