import { DEMO_OPERATOR_EMAIL, type Config } from '../config.js';
import { ensureIdentityAccount } from '../identity-dev/index.js';
import type { UserRepository } from '../modules/accounts/seeding.js';
import type { Database } from '../shared/db/database.js';
import { demoPhone } from './demo-addresses.js';

/** One password for every demo login, printed at start-up; demo data only. */
export const DEMO_PASSWORD = 'TuckIn-demo-2026';

export interface DemoAccount {
  role: 'owner' | 'customer' | 'operator';
  email: string;
  name: string;
  /** Index into DEMO_RESTAURANTS of the restaurant this owner manages. */
  restaurantIndex?: number;
  /** A complete delivery profile, so checkout works straight away (owners' is their restaurant's town). */
  address: { addressLine1: string; city: string; postcode: string; country: string; phone: string };
}

export interface DemoLogin {
  role: DemoAccount['role'];
  email: string;
  password: string;
}

function ownerEmail(index: number): string {
  return index === 0 ? 'owner@tuckin.demo' : `owner${index + 1}@tuckin.demo`;
}

/** The customer first, then one owner per restaurant (owner@ owns the first), then the operator (OPERATOR_EMAILS' default with demo data). */
export function demoAccounts(restaurants: ReadonlyArray<{ city: string; postcode: string; country: string }>): DemoAccount[] {
  const customer: DemoAccount = {
    role: 'customer',
    email: 'customer@tuckin.demo',
    name: 'Alex Taylor',
    address: { addressLine1: '14 Camden High Street', city: 'London', postcode: 'NW1 0JH', country: 'United Kingdom', phone: demoPhone() },
  };
  const owners = restaurants.map(({ city, postcode, country }, i): DemoAccount => ({
    role: 'owner',
    email: ownerEmail(i),
    name: i === 0 ? 'Demo Owner' : `Demo Owner ${i + 1}`,
    restaurantIndex: i,
    address: { addressLine1: '1 Market Street', city, postcode, country, phone: demoPhone(i) },
  }));
  const operator: DemoAccount = {
    role: 'operator',
    email: DEMO_OPERATOR_EMAIL,
    name: 'Sam Operator',
    address: { addressLine1: '1 Platform Yard', city: 'London', postcode: 'EC1A 1BB', country: 'United Kingdom', phone: demoPhone(restaurants.length) },
  };
  return [customer, ...owners, operator];
}

export function demoLogins(accounts: DemoAccount[], config: Pick<Config, 'auth'>): DemoLogin[] {
  // With Auth0 the demo users cannot sign in: there is no password to print.
  if (config.auth.kind !== 'embedded') return [];
  return accounts.map(({ role, email }) => ({ role, email, password: DEMO_PASSWORD }));
}

/**
 * The identity-provider subject of each account, in order. Embedded: real logins at the
 * local provider (idempotent). Auth0: synthetic subjects nobody can sign in as.
 */
export async function demoSubjects(db: Database, config: Pick<Config, 'auth'>, accounts: DemoAccount[]): Promise<string[]> {
  if (config.auth.kind !== 'embedded') {
    return accounts.map((a) => (a.role === 'owner' ? `demo|owner-${(a.restaurantIndex ?? 0) + 1}` : `demo|${a.role}`));
  }
  const subjects: string[] = [];
  // One at a time: each hashes a password, which is deliberately slow.
  for (const account of accounts) subjects.push((await ensureIdentityAccount(db, account.email, DEMO_PASSWORD)).sub);
  return subjects;
}

/**
 * The stored user id of a demo account, created with its profile. A user who signed in
 * before demo data was seeded already has a record: their profile stays theirs.
 */
export async function ensureDemoUser(users: UserRepository, account: DemoAccount, auth0Id: string): Promise<string> {
  const { user, created } = await users.createIfAbsent({ auth0Id, email: account.email });
  if (created) await users.updateProfile(auth0Id, { name: account.name, ...account.address });
  return user.id;
}
