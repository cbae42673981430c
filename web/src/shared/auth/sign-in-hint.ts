// The login SDK (about 60 KB) loads at once only when this page load needs it; otherwise on
// the first Log In click. These are the traces the SDK itself reads on start.
const CALLBACK = /[?&](?:connect_)?(?:code|error)=[^&]+/;
const STATE = /[?&]state=[^&]+/;
/** auth0-spa-js sets `auth0.<clientId>.is.authenticated` (and a `_legacy_` twin) on sign-in. */
const SESSION_COOKIE = /(?:^|;\s*)(?:_legacy_)?auth0\.[^=;]*is\.authenticated=true/;
/** Its local-storage cache (cacheLocation "localstorage") keys start with this. */
const CACHE_KEY_PREFIX = '@@auth0spajs@@';

export interface SignInTraces {
  search: string;
  cookie: string;
  storageKeys: string[];
}

/** True for a login redirect's return (?code|error & state) or a session left by an earlier visit. */
export function needsSignInNow({ search, cookie, storageKeys }: SignInTraces): boolean {
  if (CALLBACK.test(search) && STATE.test(search)) return true;
  return SESSION_COOKIE.test(cookie) || storageKeys.some((key) => key.startsWith(CACHE_KEY_PREFIX));
}

export function signInTracesOfThisPage(): SignInTraces {
  let storageKeys: string[] = [];
  try {
    storageKeys = Object.keys(window.localStorage);
  } catch {
    // Storage blocked: the cookie still tells.
  }
  return { search: window.location.search, cookie: document.cookie, storageKeys };
}
