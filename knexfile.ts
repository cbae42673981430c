// For the knex CLI: `node --import tsx node_modules/knex/bin/cli.js migrate:latest`.
import { loadConfig } from './src/config.js';
import { knexConfig } from './src/shared/db/database.js';

export default knexConfig(loadConfig().database);
