import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { validateProfile, type User } from './domain/user.js';
import type { UserRepository } from './ports.js';

/** Use cases of the signed-in user's own account. `caller` is always the token's subject. */
export class AccountsService {
  constructor(private readonly users: UserRepository) {}

  async getCurrentUser(caller: string): Promise<User> {
    const user = await this.users.findByAuth0Id(caller);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /** The stored id of the user the identity provider calls `auth0Id`, if they have a record. */
  async userIdOf(auth0Id: string): Promise<string | undefined> {
    return (await this.users.findByAuth0Id(auth0Id))?.id;
  }

  /** The account e-mails of these users (an owner's, for their new-order e-mails), by user id. */
  emailsOf(userIds: readonly string[]): Promise<Map<string, string>> {
    return this.users.emailsByIds(userIds);
  }

  /**
   * `claimedAuth0Id` is the body's and must be the caller; `verifiedEmail` asks the identity
   * provider (the token's claim or its userinfo), only once the caller is known to be themself.
   */
  async createCurrentUser(caller: string, claimedAuth0Id: string, verifiedEmail: () => Promise<string>) {
    if (claimedAuth0Id !== caller) throw new ForbiddenError('auth0Id must be the signed-in user');
    return this.users.createIfAbsent({ auth0Id: caller, email: await verifiedEmail() });
  }

  async updateCurrentUser(caller: string, input: Parameters<typeof validateProfile>[0]): Promise<User> {
    const profile = validateProfile(input);
    const user = await this.users.updateProfile(caller, profile);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }
}
