import { randomBytes } from 'node:crypto';
import type { Profile } from '../../src/modules/accounts/domain/user.js';

/** aUser().withProfile().build(): an account as the identity provider hands it over. */
export function aUser() {
  const tag = randomBytes(4).toString('hex');
  let value = { auth0Id: `auth0|test-${tag}`, email: `user-${tag}@example.com` };
  let profile: Profile = { name: 'Ada Lovelace', addressLine1: '12 St James Square', city: 'London', country: 'United Kingdom' };
  const builder = {
    with(overrides: Partial<typeof value>) {
      value = { ...value, ...overrides };
      return builder;
    },
    withProfile(overrides: Partial<Profile> = {}) {
      profile = { ...profile, ...overrides };
      return builder;
    },
    build: () => ({ ...value }),
    profile: () => ({ ...profile }),
  };
  return builder;
}
