import { token } from '../../shared/di.js';
import type { Profile, User } from './domain/user.js';

export interface UserRepository {
  findByAuth0Id(auth0Id: string): Promise<User | undefined>;
  /** Inserts unless a user with this auth0Id exists; returns the stored user and whether it was new. */
  createIfAbsent(user: { auth0Id: string; email: string }): Promise<{ user: User; created: boolean }>;
  updateProfile(auth0Id: string, profile: Profile): Promise<User | undefined>;
  /** The account e-mails of these users, by user id; unknown ids are left out. */
  emailsByIds(userIds: readonly string[]): Promise<Map<string, string>>;
}

export const USER_REPOSITORY = token<UserRepository>('accounts.UserRepository');
