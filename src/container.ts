import { Container } from 'inversify';
import type { Router } from 'express';
import type { Config } from './config.js';
import { createAccessTokenVerifier, type AccessTokenVerifier } from './http/access-token.js';
import { HTTP_ROUTERS } from './http/routes.js';
import { systemClock } from './shared/clock.js';
import { createDatabase, type Database } from './shared/db/database.js';
import type { Logger } from './shared/logger.js';
import { TOKENS } from './shared/tokens.js';
import { accountsModule } from './modules/accounts/index.js';

export const ACCESS_TOKEN_VERIFIER = Symbol.for('http.AccessTokenVerifier');

/** THE composition root: picks the adapters the configuration asks for. */
export function buildContainer(config: Config, logger: Logger): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Config>(TOKENS.config).toConstantValue(config);
  container.bind<Logger>(TOKENS.logger).toConstantValue(logger);
  container.bind<Database>(TOKENS.database).toConstantValue(createDatabase(config.database));
  container.bind(TOKENS.clock).toConstantValue(systemClock);
  container
    .bind<AccessTokenVerifier>(ACCESS_TOKEN_VERIFIER)
    .toResolvedValue(() => createAccessTokenVerifier(config.auth));
  container.load(accountsModule);
  return container;
}

export function routersOf(container: Container): Router[] {
  return container.getAll<Router>(HTTP_ROUTERS);
}
