import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../shared/db/database.js';
import { fromDb, toDb } from '../shared/db/timestamps.js';
import { setPassword } from './accounts.js';

const TABLE = 'idp_password_resets';
/** How long an e-mailed link works. */
export const RESET_VALID_MS = 60 * 60_000;
/** One e-mail per account this often at most, however often the form is sent. */
const RESEND_AFTER_MS = 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use link's token for the account, or undefined when one was sent less than a
 * minute ago (docs/product/screens.md "The sign-in pages"). Only its hash is stored.
 */
export async function createPasswordReset(db: Database, accountId: string, now: Date): Promise<string | undefined> {
  const recent = await db(TABLE)
    .where({ account_id: accountId })
    .andWhere('created_at', '>', toDb(new Date(now.getTime() - RESEND_AFTER_MS)))
    .first('token_hash');
  if (recent) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db(TABLE).insert({ token_hash: hashOf(token), account_id: accountId, created_at: toDb(now), expires_at: toDb(new Date(now.getTime() + RESET_VALID_MS)) });
  return token;
}

/** Whether a link's token may still set a password (the form is shown only then). */
export async function isUsableReset(db: Database, token: string, now: Date): Promise<boolean> {
  const row: { expires_at: Date | string; used_at: unknown } | undefined = await db(TABLE).where({ token_hash: hashOf(token) }).first('expires_at', 'used_at');
  return !!row && row.used_at === null && fromDb(row.expires_at) > now;
}

/**
 * Sets the account's password with the link's token, once: the link is spent in the same
 * transaction (a second use, or two at once, finds it spent), and so are the account's other
 * links. False for an unknown, spent or expired token.
 */
export async function resetPassword(db: Database, token: string, password: string, now: Date): Promise<boolean> {
  return db.transaction(async (trx) => {
    const [row]: Array<{ account_id: string }> = await trx(TABLE)
      .where({ token_hash: hashOf(token) })
      .whereNull('used_at')
      .andWhere('expires_at', '>', toDb(now))
      .update({ used_at: toDb(now) })
      .returning('account_id');
    if (!row) return false;
    await trx(TABLE).where({ account_id: row.account_id }).whereNull('used_at').update({ used_at: toDb(now) });
    await setPassword(trx, row.account_id, password);
    return true;
  });
}
