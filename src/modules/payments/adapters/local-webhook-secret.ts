import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'local-checkout-webhook-secret';

/**
 * The secret the local checkout signs its events with: LOCAL_CHECKOUT_WEBHOOK_SECRET, or
 * one generated on first use and kept in DATA_DIR (owner-only), so every process sharing
 * the directory and every restart signs and verifies alike. Read once, at start-up.
 */
export function localWebhookSecret(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  if (!fs.existsSync(file)) createOnce(file, `whsec_${randomBytes(32).toString('base64url')}\n`);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty: delete it to generate a new secret`);
  return secret;
}

/** Written aside, then linked into place: a process starting alongside never reads half a file. */
function createOnce(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, content, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
