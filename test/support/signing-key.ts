import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identityDir, loadSigningKey } from '../../src/identity-dev/signing-keys.js';

// The embedded identity provider makes an RSA key in a DATA_DIR that has none: 1-3 s of CPU
// per test server on CI's two cores, hundreds of times a run. Test servers start from one key,
// made once per machine and copied in (src/identity-dev/signing-keys.ts reads it as its own);
// tests that check how a key is made use data directories of their own.
const SHARED_DIR = path.join(os.tmpdir(), `fm-test-identity-${os.userInfo().uid}`);

/** Puts the shared test signing key where the provider in `dataDir` looks for its own. */
export async function seedSigningKey(dataDir: string): Promise<void> {
  // loadSigningKey creates the shared key exclusively, so parallel workers agree on one.
  await loadSigningKey(SHARED_DIR);
  const target = identityDir(dataDir);
  fs.mkdirSync(target, { recursive: true, mode: 0o700 });
  fs.copyFileSync(path.join(identityDir(SHARED_DIR), 'signing-key.json'), path.join(target, 'signing-key.json'));
}
