// `npm run dev-token -- <email>`: prints an API access token for that user (the last stdout line).
import { ConfigError, loadConfig, type Config } from '../config.js';
import { ensureIdentityAccount, issueDevAccessToken } from '../identity-dev/index.js';
import { createDatabase, migrateToLatest } from '../shared/db/database.js';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function settings(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main(email: string | undefined): Promise<void> {
  if (!email) fail('Usage: npm run dev-token -- <email>');
  const config = settings();
  if (config.auth.kind === 'auth0') {
    fail(
      'dev-token only works with the embedded identity provider, but AUTH0_DOMAIN, AUTH0_AUDIENCE and ' +
        'AUTH0_CLIENT_ID are set: get tokens from Auth0 instead, or unset them.',
    );
  }
  // Same database and data directory as `npm start` (SQLite in WAL mode tolerates a running server).
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const { sub, created } = await ensureIdentityAccount(db, email).catch((error: Error) => fail(error.message));
    const token = await issueDevAccessToken({ config, db, email });
    // A created account has a random password: the token is the way in for it.
    console.error(`${created ? 'Created' : 'Found'} identity account ${email.trim().toLowerCase()} (sub ${sub}).`);
    console.error(`Access token for audience ${config.auth.audience}, issuer ${config.auth.issuer}, valid for 1 hour:`);
    process.stdout.write(`${token}\n`);
  } finally {
    await db.destroy();
  }
}

await main(process.argv[2]);
