// openapi-fetch's client with the bearer token on every call that needs one; client.ts loads
// this file on the first call (docs/architecture/performance.md "Storefront").
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../src/generated/api';
import { bearerAuthorization } from './access-token';
import { isPublicPath } from './public-paths';

const bearerToken: Middleware = {
  async onRequest({ request, schemaPath }) {
    if (isPublicPath(schemaPath) || request.headers.has('Authorization')) return undefined;
    request.headers.set('Authorization', await bearerAuthorization());
    return request;
  },
};

export function createTypedClient(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  client.use(bearerToken);
  return client;
}
