import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import type { ProductHandle } from './customers.js';
import { subjectOf } from './token-variants.js';

/** The operator every test server names in OPERATOR_EMAILS (test-server.ts). */
export const TEST_OPERATOR_EMAIL = 'operator@example.com';

/** The signed-in operator: an embedded-provider login whose address OPERATOR_EMAILS lists. */
export async function anOperator(server: ProductHandle, email = TEST_OPERATOR_EMAIL) {
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  return { email, token, sub: subjectOf(token), api: server.client(token) };
}
