#!/bin/sh
# Runs once, when the PostgreSQL volume is empty (docker-entrypoint-initdb.d): one
# database per service, from POSTGRES_DATABASES (comma or space separated). Each service
# creates its tables with its own migrations.
set -eu
for db in $(echo "${POSTGRES_DATABASES:-}" | tr ',' ' '); do
  case "$db" in
    *[!a-z0-9_]*) echo "skipping invalid database name: $db" >&2; continue ;;
  esac
  echo "creating database $db (if missing)"
  printf 'SELECT format(%s, %s) WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = %s)\\gexec\n' \
    "'CREATE DATABASE %I'" "'$db'" "'$db'" |
    psql -v ON_ERROR_STOP=1 --username "${POSTGRES_USER:-postgres}" --dbname postgres
done
