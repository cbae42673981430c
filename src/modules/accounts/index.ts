import { ContainerModule } from 'inversify';
import { provide, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { callerEmail } from '../../http/caller-email.js';
import { AccountsService } from './accounts-service.js';
import { KnexUserRepository } from './adapters/knex-user-repository.js';
import { accountsRoutes } from './http/accounts-routes.js';
import { USER_REPOSITORY } from './ports.js';

export { AccountsService };
export const ACCOUNTS_SERVICE = token<AccountsService>('accounts.AccountsService');

export const accountsModule = new ContainerModule(({ bind }) => {
  provide(bind, USER_REPOSITORY, [TOKENS.database, TOKENS.clock], (db, clock) => new KnexUserRepository(db, clock));
  provide(bind, ACCOUNTS_SERVICE, [USER_REPOSITORY], (users) => new AccountsService(users));
  provide(bind, HTTP_ROUTERS, [ACCOUNTS_SERVICE, TOKENS.config], (accounts, config) => accountsRoutes(accounts, callerEmail(config.auth)));
});
