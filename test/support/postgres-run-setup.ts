// Vitest global setup, after run-dir-setup.ts: at the end of the run, drops the PostgreSQL
// databases it made on TEST_DATABASE_URL's server (postgres-databases.ts), the template and
// any a test left behind (a file that failed before its clean-up, a worker that was killed).
import { dropDatabase, onAdminSession, runDatabasePrefix } from './postgres-databases.js';

export default function setup(): (() => Promise<void>) | undefined {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const prefix = runDatabasePrefix();
  if (!baseUrl || !prefix) return undefined;
  return () =>
    onAdminSession(baseUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${prefix}_`]);
      for (const { datname } of rows) {
        // A template cannot be dropped as one.
        await client.query(`alter database "${datname}" with is_template false`);
        await dropDatabase(client, datname);
      }
    });
}
