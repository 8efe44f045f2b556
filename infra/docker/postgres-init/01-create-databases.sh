#!/bin/sh
# One role and one database per service. Runs once when the PostgreSQL volume is empty
# (docker-entrypoint-initdb.d), and by hand on an existing volume or any PostgreSQL, as a
# superuser (psql's PGHOST, PGPORT, PGUSER, PGPASSWORD; infra/README.md):
#   docker compose exec postgres /docker-entrypoint-initdb.d/01-create-databases.sh
#
# For each name in POSTGRES_DATABASES (comma or space separated): a LOGIN role of that name
# (no superuser, CREATEDB, CREATEROLE, replication or RLS bypass) with the password in
# <NAME>_DB_PASSWORD (URL-safe: it goes into the service's DATABASE_URL), owning a database
# of that name whose privileges are revoked from PUBLIC: no other role may connect to it.
# CLOSE_MAINTENANCE_DATABASE=true (compose) also revokes CONNECT on `postgres` from PUBLIC.
# Run again, it creates what is missing, sets the passwords again, and gives the role what an
# earlier setup made in its database as another user (compose once had one shared user).
# Each service creates its tables with its own migrations.
set -eu

admin="${POSTGRES_USER:-${PGUSER:-postgres}}"
psql_admin() { psql -v ON_ERROR_STOP=1 -X -q --username "$admin" "$@"; }

for db in $(echo "${POSTGRES_DATABASES:-}" | tr ',' ' '); do
  case "$db" in
    *[!a-z0-9_]*)
      echo "skipping invalid database name: $db" >&2
      continue
      ;;
  esac
  var="$(echo "$db" | tr 'a-z' 'A-Z')_DB_PASSWORD"
  eval "password=\${$var:-}"
  case "$password" in
    *[!A-Za-z0-9._~-]*)
      echo "$var must be URL-safe (letters, digits, . _ ~ -), e.g. openssl rand -hex 24" >&2
      exit 1
      ;;
  esac
  if [ "${#password}" -lt 16 ]; then
    echo "$var is missing or shorter than 16 characters (the $db role's password)" >&2
    exit 1
  fi
  echo "role and database $db"
  # the password goes in on stdin, never on a command line
  {
    printf '%s\n' "\\set role '$db'" "\\set password '$password'"
    cat <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD %L',
              :'role', :'password') \gexec
SELECT format('CREATE DATABASE %I OWNER %I', :'role', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = :'role') \gexec
SELECT format('ALTER DATABASE %I OWNER TO %I', :'role', :'role') \gexec
SELECT format('REVOKE ALL ON DATABASE %I FROM PUBLIC', :'role') \gexec
SQL
  } | psql_admin --dbname postgres

  # what an earlier setup made here as another user becomes the role's (tables first: their
  # sequences follow them; an extension's objects stay its own)
  {
    printf '%s\n' "\\set role '$db'"
    cat <<'SQL'
SELECT format('ALTER SCHEMA public OWNER TO %I', :'role') \gexec
SELECT format('ALTER TABLE public.%I OWNER TO %I', c.relname, :'role')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
    AND pg_get_userbyid(c.relowner) <> :'role'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                    AND d.objid = c.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER SEQUENCE public.%I OWNER TO %I', c.relname, :'role')
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'S'
    AND pg_get_userbyid(c.relowner) <> :'role'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                    AND d.objid = c.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER TYPE public.%I OWNER TO %I', t.typname, :'role')
  FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
  WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r')
    AND pg_get_userbyid(t.typowner) <> :'role'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_type'::regclass
                    AND d.objid = t.oid AND d.deptype = 'e') \gexec
SELECT format('ALTER ROUTINE %s OWNER TO %I', p.oid::regprocedure, :'role')
  FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
  WHERE n.nspname = 'public'
    AND pg_get_userbyid(p.proowner) <> :'role'
    AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass
                    AND d.objid = p.oid AND d.deptype = 'e') \gexec
SQL
  } | psql_admin --dbname "$db"
done

if [ "${CLOSE_MAINTENANCE_DATABASE:-false}" = true ]; then
  echo "revoking CONNECT on postgres from PUBLIC"
  psql_admin --dbname postgres -c 'REVOKE CONNECT ON DATABASE postgres FROM PUBLIC'
fi
