// The bearer token of the signed-in user, for the typed client (typed-client.ts) and for calls
// that cannot go through it; the login SDK hands its token call over (ApiAuthBridge).

type TokenGetter = () => Promise<string>;

let tokenGetter: TokenGetter | undefined;
let announceGetter: (getter: TokenGetter) => void = () => undefined;
const firstGetter = new Promise<TokenGetter>((resolve) => {
  announceGetter = resolve;
});

/** Called by ApiAuthBridge once the login SDK is ready; requests made earlier wait for it. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  tokenGetter = getter;
  announceGetter(getter);
}

/**
 * 'Bearer <token>' for a call that cannot go through the typed client (the owner area's
 * react-admin REST provider); like the client, it waits for the login SDK.
 */
export async function bearerAuthorization(): Promise<string> {
  const getToken = tokenGetter ?? (await firstGetter);
  return `Bearer ${await getToken()}`;
}
