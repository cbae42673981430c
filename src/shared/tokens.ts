import type { Config } from '../config.js';
import type { Clock } from './clock.js';
import type { Database } from './db/database.js';
import type { Logger } from './logger.js';

/** Container tokens for the infrastructure every module may use. */
export const TOKENS = {
  config: Symbol.for('Config') as symbol & { __type?: Config },
  logger: Symbol.for('Logger') as symbol & { __type?: Logger },
  database: Symbol.for('Database') as symbol & { __type?: Database },
  clock: Symbol.for('Clock') as symbol & { __type?: Clock },
};
