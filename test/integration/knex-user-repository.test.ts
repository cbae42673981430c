import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexUserRepository } from '../../src/modules/accounts/adapters/knex-user-repository.js';
import { systemClock } from '../../src/shared/clock.js';
import { aUser } from '../builders/user-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

describe.each(testDatabaseKinds())('KnexUserRepository on %s', (kind) => {
  let database: TestDatabase;
  let users: KnexUserRepository;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    users = new KnexUserRepository(database.db, systemClock);
  });
  afterAll(async () => database?.destroy());

  it('creates a user once and finds it by auth0Id', async () => {
    const input = aUser().build();
    const first = await users.createIfAbsent(input);
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject(input);
    expect(first.user.id).toMatch(/^[0-9a-f]{24}$/);
    const second = await users.createIfAbsent({ ...input, email: 'changed@example.com' });
    expect(second).toEqual({ user: first.user, created: false });
    expect(await users.findByAuth0Id(input.auth0Id)).toEqual(first.user);
  });

  it('keeps concurrent first logins to one record', async () => {
    const input = aUser().build();
    const results = await Promise.all([users.createIfAbsent(input), users.createIfAbsent(input), users.createIfAbsent(input)]);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('updates the profile of that user only', async () => {
    const a = aUser().withProfile({ city: 'Manchester' });
    const b = aUser();
    await users.createIfAbsent(a.build());
    await users.createIfAbsent(b.build());
    const updated = await users.updateProfile(a.build().auth0Id, a.profile());
    expect(updated).toMatchObject({ ...a.build(), ...a.profile() });
    expect((await users.findByAuth0Id(b.build().auth0Id))?.name).toBeUndefined();
  });

  it('returns nothing for an unknown user', async () => {
    expect(await users.findByAuth0Id('auth0|nobody')).toBeUndefined();
    expect(await users.updateProfile('auth0|nobody', aUser().profile())).toBeUndefined();
  });
});
