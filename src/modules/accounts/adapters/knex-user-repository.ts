import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { Clock } from '../../../shared/clock.js';
import { newId } from '../../../shared/ids.js';
import type { Profile, User } from '../domain/user.js';
import type { UserRepository } from '../ports.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import type { Knex } from 'knex';

interface UserRow {
  id: string;
  auth0_id: string;
  email: string;
  name: string | null;
  address_line1: string | null;
  city: string | null;
  country: string | null;
  /** 20261202100100_addresses.ts */
  postcode?: string | null;
  phone?: string | null;
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    auth0Id: row.auth0_id,
    email: row.email,
    name: row.name ?? undefined,
    addressLine1: row.address_line1 ?? undefined,
    city: row.city ?? undefined,
    country: row.country ?? undefined,
    postcode: row.postcode ?? undefined,
    phone: row.phone ?? undefined,
  };
}

export class KnexUserRepository implements UserRepository {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async emailsByIds(userIds: readonly string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows: Pick<UserRow, 'id' | 'email'>[] = await this.db('users').whereIn('id', [...new Set(userIds)]).select('id', 'email');
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  async findByAuth0Id(auth0Id: string): Promise<User | undefined> {
    const row = await this.db<UserRow>('users').where({ auth0_id: auth0Id }).first();
    return row ? toUser(row) : undefined;
  }

  async createIfAbsent(input: { auth0Id: string; email: string }): Promise<{ user: User; created: boolean }> {
    const now = toDb(this.clock.now());
    const id = newId(this.clock.now());
    await this.db('users')
      .insert({ id, auth0_id: input.auth0Id, email: input.email, created_at: now, updated_at: now })
      .onConflict('auth0_id')
      .ignore();
    const user = await this.findByAuth0Id(input.auth0Id);
    if (!user) throw new Error('user vanished right after insert');
    return { user, created: user.id === id };
  }

  async updateProfile(auth0Id: string, profile: Profile): Promise<User | undefined> {
    await this.db('users').where({ auth0_id: auth0Id }).update({
      name: profile.name,
      address_line1: profile.addressLine1,
      city: profile.city,
      country: profile.country,
      // undefined leaves the column alone: a form that does not send them keeps what is stored.
      postcode: profile.postcode,
      phone: profile.phone,
      updated_at: toDb(this.clock.now()),
    });
    return this.findByAuth0Id(auth0Id);
  }
}

/** Bulk loading (src/seed/scale): many `users` rows in multi-row inserts, on the caller's transaction. */
export async function bulkLoadUsers(trx: Knex.Transaction, users: BulkRows): Promise<void> {
  await bulkInsert(trx, 'users', users);
}
