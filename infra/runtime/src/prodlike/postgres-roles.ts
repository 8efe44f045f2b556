// The production-like run's databases on a real PostgreSQL server (the one on 5432 here):
// one login role per service that owns its own database and nothing else, as an operator
// would set them up (infra/docker/postgres-init does the same for compose). The superuser
// URL is used here, at setup, and never handed to a process.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface RoleSetupOptions {
  /** A superuser URL of the server (database `postgres`). */
  adminUrl: string;
  /** Prefix of every role and database name: `boutique` → role and database `boutique_identity`. */
  prefix: string;
  /** Services that own a database. */
  services: readonly string[];
  /** Processes that use the PostgreSQL-backed event bus (they get the bus role). */
  busUsers: readonly string[];
  /** Drop the run's databases first (a test run starts empty). */
  fresh?: boolean;
}

export interface ProvisionedDatabases {
  /** `postgres://<role>:<password>@host:port/<database>` of a service's own database. */
  databaseUrl(service: string): string;
  /** The bus database's URL as `process` connects to it (its own role). */
  busUrl(process: string): string;
  /** Role and database names, for the banner. */
  roles: string[];
  busDatabase: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function roleName(prefix: string, service: string): string {
  const name = `${prefix}_${service}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (name.length > 63) throw new Error(`role name too long: ${name}`);
  return name;
}

/**
 * Creates (or updates) the roles and databases: for each service a LOGIN role without
 * superuser, CREATEDB or CREATEROLE, owning `<prefix>_<service>`, whose CONNECT is revoked
 * from PUBLIC (so no other service's role can reach it). The event bus database (a stand-in
 * for Kafka, which cannot run here) belongs to a NOLOGIN role `<prefix>_bus`; each process
 * that uses the bus is a member and becomes that role when it connects there (`ALTER ROLE
 * ... IN DATABASE ... SET role`), so the bus's tables have one owner whoever created them.
 * New passwords on every run (the server here trusts local connections, but the URLs carry
 * them as in production).
 */
export async function provisionDatabases(options: RoleSetupOptions): Promise<ProvisionedDatabases> {
  const admin = new URL(options.adminUrl);
  const client = new pg.Client({ connectionString: options.adminUrl });
  await client.connect();
  const passwords = new Map<string, string>();
  const busRole = roleName(options.prefix, 'bus');
  const busDatabase = busRole;
  try {
    const ensureRole = async (role: string, login: boolean) => {
      const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      const attributes = `${login ? 'LOGIN' : 'NOLOGIN'} NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`;
      if (exists.rowCount === 0)
        await client.query(`CREATE ROLE ${quoteIdent(role)} ${attributes}`);
      else await client.query(`ALTER ROLE ${quoteIdent(role)} ${attributes}`);
      if (login) {
        const password = randomBytes(18).toString('base64url');
        passwords.set(role, password);
        await client.query(`ALTER ROLE ${quoteIdent(role)} PASSWORD ${quoteLiteral(password)}`);
      }
    };
    const ensureDatabase = async (database: string, owner: string) => {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0)
        await client.query(`CREATE DATABASE ${quoteIdent(database)} OWNER ${quoteIdent(owner)}`);
      else
        await client.query(`ALTER DATABASE ${quoteIdent(database)} OWNER TO ${quoteIdent(owner)}`);
      await client.query(`REVOKE ALL ON DATABASE ${quoteIdent(database)} FROM PUBLIC`);
    };

    if (options.fresh) {
      for (const database of [
        ...options.services.map((s) => roleName(options.prefix, s)),
        busDatabase,
      ])
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    }
    for (const service of options.services) {
      const role = roleName(options.prefix, service);
      await ensureRole(role, true);
      await ensureDatabase(role, role);
    }
    await ensureRole(busRole, false);
    await ensureDatabase(busDatabase, busRole);
    for (const user of options.busUsers) {
      const role = roleName(options.prefix, user);
      if (!passwords.has(role)) await ensureRole(role, true);
      await client.query(`GRANT ${quoteIdent(busRole)} TO ${quoteIdent(role)}`);
      await client.query(
        `GRANT CONNECT, TEMPORARY ON DATABASE ${quoteIdent(busDatabase)} TO ${quoteIdent(role)}`,
      );
      await client.query(
        `ALTER ROLE ${quoteIdent(role)} IN DATABASE ${quoteIdent(busDatabase)} SET role = ${quoteLiteral(busRole)}`,
      );
    }
  } finally {
    await client.end();
  }

  const urlFor = (role: string, database: string) => {
    const url = new URL(admin);
    url.username = role;
    url.password = passwords.get(role) ?? '';
    url.pathname = `/${database}`;
    return url.toString();
  };
  return {
    databaseUrl: (service) =>
      urlFor(roleName(options.prefix, service), roleName(options.prefix, service)),
    busUrl: (process) => urlFor(roleName(options.prefix, process), busDatabase),
    roles: [...passwords.keys()],
    busDatabase,
  };
}
