import { ContainerModule } from 'inversify';
import type { Router } from 'express';
import type { Clock } from '../../shared/clock.js';
import type { Database } from '../../shared/db/database.js';
import { TOKENS } from '../../shared/tokens.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { AccountsService } from './accounts-service.js';
import { KnexUserRepository } from './adapters/knex-user-repository.js';
import { accountsRoutes } from './http/accounts-routes.js';
import { USER_REPOSITORY, type UserRepository } from './ports.js';

export { AccountsService };
export const ACCOUNTS_SERVICE = Symbol.for('accounts.AccountsService');

export const accountsModule = new ContainerModule(({ bind }) => {
  bind<UserRepository>(USER_REPOSITORY)
    .toResolvedValue((db: Database, clock: Clock) => new KnexUserRepository(db, clock), [TOKENS.database, TOKENS.clock])
    .inSingletonScope();
  bind<AccountsService>(ACCOUNTS_SERVICE)
    .toResolvedValue((users: UserRepository) => new AccountsService(users), [USER_REPOSITORY])
    .inSingletonScope();
  bind<Router>(HTTP_ROUTERS)
    .toResolvedValue((accounts: AccountsService) => accountsRoutes(accounts), [ACCOUNTS_SERVICE])
    .inSingletonScope();
});
