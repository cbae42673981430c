import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Database } from '../shared/db/database.js';
import { toDb } from '../shared/db/timestamps.js';
import { newId } from '../shared/ids.js';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.js';

export interface IdentityAccount {
  id: string;
  email: string;
  /** The token subject, shaped like Auth0's database users: `auth0|<id>`. */
  sub: string;
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
}

const TABLE = 'idp_accounts';
const SUBJECT_PREFIX = 'auth0|';
// A conservative subset of RFC 5321 addresses, on the normalised (lower-case) form: no
// quotes, comments, IP literals or characters that mean something in HTML or a path.
const LOCAL_PART = /^[a-z0-9_%+-]+(?:\.[a-z0-9_%+-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL_DOMAIN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;

/** Auth0 treats e-mail addresses case-insensitively; so do we. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** What is wrong with a normalised e-mail address, if anything. */
export function emailProblem(email: string): 'invalid' | 'tooLong' | undefined {
  if (email.length > MAX_EMAIL_LENGTH) return 'tooLong';
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  const valid =
    at > 0 &&
    local.length <= MAX_LOCAL_PART_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_DOMAIN.test(labels.at(-1) ?? '');
  return valid ? undefined : 'invalid';
}

export function isValidEmail(email: string): boolean {
  return emailProblem(email) === undefined;
}

export function passwordProblem(password: string): 'tooShort' | 'tooLong' | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return 'tooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  return undefined;
}

export function isAcceptablePassword(password: string): boolean {
  return passwordProblem(password) === undefined;
}

function toAccount(row: AccountRow): IdentityAccount {
  return { id: row.id, email: row.email, sub: `${SUBJECT_PREFIX}${row.id}` };
}

export async function findAccountByEmail(db: Database, email: string): Promise<IdentityAccount | undefined> {
  const row = await db<AccountRow>(TABLE).where({ email: normalizeEmail(email) }).first();
  return row ? toAccount(row) : undefined;
}

export async function findAccountBySubject(db: Database, sub: string): Promise<IdentityAccount | undefined> {
  if (!sub.startsWith(SUBJECT_PREFIX)) return undefined;
  const row = await db<AccountRow>(TABLE).where({ id: sub.slice(SUBJECT_PREFIX.length) }).first();
  return row ? toAccount(row) : undefined;
}

/** Creates the account, or returns undefined when the e-mail is taken (even by a concurrent insert). */
export async function createAccount(db: Database, email: string, password: string): Promise<IdentityAccount | undefined> {
  const id = newId();
  const normalized = normalizeEmail(email);
  await db(TABLE)
    .insert({ id, email: normalized, password_hash: await hashPassword(password), created_at: toDb(new Date()) })
    .onConflict('email')
    .ignore();
  const account = await findAccountByEmail(db, normalized);
  return account?.id === id ? account : undefined;
}

/** A new password for the account (a reset link's, password-resets.ts). */
export async function setPassword(db: Database | Knex.Transaction, accountId: string, password: string): Promise<void> {
  await db(TABLE).where({ id: accountId }).update({ password_hash: await hashPassword(password) });
}

/** The account when the password matches; unknown e-mails cost the same time as wrong passwords. */
export async function verifyCredentials(db: Database, email: string, password: string): Promise<IdentityAccount | undefined> {
  const row = await db<AccountRow>(TABLE).where({ email: normalizeEmail(email) }).first();
  if (!row) {
    await verifyPassword(password, await decoyHash());
    return undefined;
  }
  if (password.length > MAX_PASSWORD_LENGTH) return undefined;
  return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
}

/** Creates the account when missing (with the given or a random password; an existing one keeps its own); returns its subject. */
export async function ensureIdentityAccount(
  db: Database,
  email: string,
  password?: string,
): Promise<{ sub: string; created: boolean }> {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw new Error(`Not a valid e-mail address: ${email}`);
  if (password !== undefined && !isAcceptablePassword(password)) {
    throw new Error(`The password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`);
  }
  const existing = await findAccountByEmail(db, normalized);
  if (existing) return { sub: existing.sub, created: false };
  const created = await createAccount(db, normalized, password ?? randomBytes(24).toString('base64url'));
  if (created) return { sub: created.sub, created: true };
  const winner = await findAccountByEmail(db, normalized);
  if (!winner) throw new Error(`Identity account ${normalized} vanished right after creation`);
  return { sub: winner.sub, created: false };
}
