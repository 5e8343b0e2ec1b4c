// The role the server serves with on PostgreSQL (issue 32, decision 0035). Migrations run as the
// tables' owner (DATABASE_MIGRATION_URL); the server connects as this role (DATABASE_URL), which
// owns nothing: it reads and writes rows, and the audit log only grows. No UPDATE or DELETE on
// audit_log, no TRUNCATE or TRIGGER anywhere, and without ownership no ALTER TABLE ... DISABLE
// TRIGGER: a leaked serving URL or an SQL injection cannot rewrite or silence the log.

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** An identifier, quoted; refused unless lower-case letters, digits and _ (no quoting tricks). */
function quoted(what: string, name: string): string {
  if (!IDENTIFIER.test(name)) {
    throw new Error(`${what} "${name}" must be lower-case letters, digits and _ (at most 63)`);
  }
  return `"${name}"`;
}

export interface ServingRole {
  /** The role to create. */
  role: string;
  /** The role that owns the tables and runs the migrations. */
  owner: string;
  database: string;
}

/** The SQL that creates the serving role, to run as a superuser (or the owner with CREATEROLE). */
export function servingRoleSql({ role, owner, database }: ServingRole): string {
  const r = quoted('The role', role);
  const o = quoted('The owner', owner);
  if (role === owner) throw new Error('The serving role must not be the owner of the tables');
  const d = quoted('The database', database);
  return [
    `-- Mizan's serving role (decision 0035): rows only, and the audit log append-only.`,
    `-- Run as a superuser on database ${d}; then give the role a password (psql: \\password ${role})`,
    `-- and put it in DATABASE_URL, the owner's URL in DATABASE_MIGRATION_URL.`,
    `CREATE ROLE ${r} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT;`,
    `GRANT CONNECT ON DATABASE ${d} TO ${r};`,
    `GRANT USAGE ON SCHEMA public TO ${r};`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r};`,
    `REVOKE UPDATE, DELETE ON TABLE public.audit_log FROM ${r};`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${r};`,
    `-- Tables and sequences later migrations create (as the owner) get the same.`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${o} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r};`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${o} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${r};`,
    '',
  ].join('\n');
}
