import { describe, expect, it } from 'vitest';
import { needsSignInNow } from './sign-in-hint';

const none = { search: '', cookie: '', storageKeys: [] };

describe('needsSignInNow', () => {
  it('is false on a first visit with no traces', () => {
    expect(needsSignInNow(none)).toBe(false);
    expect(needsSignInNow({ ...none, search: '?code=abc', cookie: 'theme=dark', storageKeys: ['cart-1'] })).toBe(false);
  });

  it.each(['?code=abc&state=xyz', '?state=xyz&code=abc', '?error=login_required&state=xyz'])(
    'is true for the redirect callback %s',
    (search) => {
      expect(needsSignInNow({ ...none, search })).toBe(true);
    },
  );

  it.each(['auth0.food-marketplace-web.is.authenticated=true', 'a=1; _legacy_auth0.web.is.authenticated=true'])(
    'is true with the session cookie %s',
    (cookie) => {
      expect(needsSignInNow({ ...none, cookie })).toBe(true);
    },
  );

  it('is true with the SDK cache in local storage', () => {
    expect(needsSignInNow({ ...none, storageKeys: ['@@auth0spajs@@::web::api::openid'] })).toBe(true);
  });
});
