// The embedded OpenID Connect provider: the development stand-in for Auth0.
import type { IdentityProviderOptions, RunningIdentityProvider } from './provider.js';

export type { IdentityProviderOptions, RunningIdentityProvider };
export { ensureIdentityAccount } from './accounts.js';
export { issueDevAccessToken, signDevAccessToken } from './dev-access-token.js';

/**
 * Starts the provider on config.idpPort. oidc-provider is loaded only here, so Auth0
 * deployments and the dev-token command never load it (it prints notices when imported).
 */
export async function startIdentityProvider(opts: IdentityProviderOptions): Promise<RunningIdentityProvider> {
  const { startProvider } = await import('./provider.js');
  return startProvider(opts);
}
