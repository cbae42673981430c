import type { Config } from '../config.js';
import type { Clock } from './clock.js';
import { token } from './di.js';
import type { Database } from './db/database.js';
import type { Logger } from './logger.js';

/** Container tokens for the infrastructure every module may use. */
export const TOKENS = {
  config: token<Config>('Config'),
  logger: token<Logger>('Logger'),
  database: token<Database>('Database'),
  clock: token<Clock>('Clock'),
};
