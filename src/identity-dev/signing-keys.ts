import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';

/** The provider's RSA signing key as a private JWK, with a stable `kid`. */
export interface SigningKey extends JWK {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export function identityDir(dataDir: string): string {
  return path.join(dataDir, 'identity');
}

/**
 * The one place the signing key is read or created, for both the provider and dev-token:
 * tokens minted by either verify against the provider's JWKS, across restarts.
 */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(identityDir(dataDir), 'signing-key.json');
  const text = await readOrCreate(file, async () => JSON.stringify(await generateSigningKey(), null, 2));
  return JSON.parse(text) as SigningKey;
}

/** Keys that sign the provider's cookies; kept so sessions survive restarts. */
export async function loadCookieKeys(dataDir: string): Promise<string[]> {
  const file = path.join(identityDir(dataDir), 'cookie-keys.json');
  const text = await readOrCreate(file, async () => JSON.stringify([randomBytes(32).toString('base64url')]));
  return JSON.parse(text) as string[];
}

async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  // The thumbprint of the public part: a new key always gets a new kid.
  const kid = await calculateJwkThumbprint({ kty: 'RSA', n: jwk.n, e: jwk.e });
  return { ...jwk, kty: 'RSA', kid, alg: 'RS256', use: 'sig' };
}

/**
 * Reads a secret file, creating it (mode 0600) when missing. The file is written aside and
 * hard-linked into place, so two processes starting at once never see a half-written file
 * and the first writer wins.
 */
async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  try {
    return await fs.promises.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.promises.writeFile(temporary, await create(), { mode: 0o600, flag: 'wx' });
  try {
    await placeExclusively(temporary, file);
  } finally {
    await fs.promises.unlink(temporary);
  }
  return fs.promises.readFile(file, 'utf8');
}

async function placeExclusively(temporary: string, file: string): Promise<void> {
  try {
    await fs.promises.link(temporary, file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return;
    // Some mounted volumes refuse hard links: an exclusive copy still lets only one writer win.
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP') throw error;
    await fs.promises.copyFile(temporary, file, fs.constants.COPYFILE_EXCL).catch((copyError: NodeJS.ErrnoException) => {
      if (copyError.code !== 'EEXIST') throw copyError;
    });
  }
}
