import { loadConfig } from '../../src/config.js';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import type { ApiProcess } from './api-process.js';
import type { DataSet } from './scale-data.js';

/** An access token the running API accepts (its embedded provider's key, issuer and audience) for a seeded account. */
export function tokenFor(api: ApiProcess, data: DataSet, email: string): Promise<string> {
  return issueDevAccessToken({ config: loadConfig(api.env), db: data.db, email });
}
