// `npm run db:roles -- [ROLE]`: prints the SQL that creates the role the server serves with on
// PostgreSQL (db/serving-role.ts; ROLE defaults to mizan_app), for the database and owner that
// DATABASE_MIGRATION_URL (else DATABASE_URL) names. Prints only: a superuser runs it.
import { loadConfig } from './config.ts';
import { servingRoleSql } from './db/serving-role.ts';

const DEFAULT_ROLE = 'mizan_app';

try {
  const config = loadConfig();
  const ownerUrl = config.DATABASE_MIGRATION_URL ?? config.DATABASE_URL;
  if (!ownerUrl) throw new Error('db:roles is for PostgreSQL: set DATABASE_URL');
  const url = new URL(ownerUrl);
  process.stdout.write(
    servingRoleSql({
      role: process.argv[2] ?? DEFAULT_ROLE,
      owner: decodeURIComponent(url.username) || 'postgres',
      database: decodeURIComponent(url.pathname.slice(1)),
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
