import type { Request } from 'express';
import type { AuthConfig } from '../config.js';
import { ForbiddenError, IdentityProviderError } from '../shared/errors.js';
import { bearerToken } from './request-context.js';

const USERINFO_TIMEOUT_MS = 5_000;
// What the users table takes: one address, no spaces or control characters, at most 254 characters.
const ADDRESS = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u;

/** The signed-in caller's e-mail address as the identity provider vouches for it; never the request body's. */
export type CallerEmail = (req: Request) => Promise<string>;

/**
 * The verified access token's `email` claim, else the provider's userinfo answer for that
 * token (Auth0's API tokens carry no e-mail unless an Action adds it; its userinfo accepts
 * them when the `openid` scope was granted).
 */
export function callerEmail(auth: AuthConfig): CallerEmail {
  const userinfoUrl = `${auth.domain}/userinfo`;
  return async (req) => {
    const email = (req.auth?.email ?? (await userinfoEmail(userinfoUrl, bearerToken(req))))?.trim();
    if (!email || email.length > 254 || !ADDRESS.test(email)) {
      throw new ForbiddenError('The identity provider holds no valid e-mail address for this user');
    }
    return email;
  };
}

async function userinfoEmail(url: string, token: string): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS) });
  } catch {
    throw new IdentityProviderError();
  }
  if (!response.ok) throw new IdentityProviderError();
  const body = (await response.json().catch(() => ({}))) as { email?: unknown };
  return typeof body.email === 'string' ? body.email : undefined;
}
