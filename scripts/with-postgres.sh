#!/usr/bin/env bash
# Runs a command next to a throwaway PostgreSQL server, then stops the server and removes its files.
#
#   bash scripts/with-postgres.sh COMMAND [ARGS...]
#   e.g. bash scripts/with-postgres.sh npx vitest run --project server      (npm run test:pg)
#
# The command sees TEST_DATABASE_URL=postgres://<user>@127.0.0.1:<port>/staff_test (plus PGHOST, PGPORT,
# PGUSER, PGDATABASE). The server listens on 127.0.0.1 only, trusts local connections, and its user is a
# superuser, so tests may CREATE DATABASE … TEMPLATE …. Its exit code is the command's.
#
# Binaries: initdb/pg_ctl from PATH, else /usr/lib/postgresql/<PG_VERSION, default 15>/bin, else the newest
# /usr/lib/postgresql/*/bin; when none exists and we are root with apt-get, Debian's `postgresql` is
# installed (its system service is kept from starting). PostgreSQL refuses to run as root: as root, the
# server runs as the system user `cipg` (created when missing).
#
# PGBOUNCER=1: the command reaches the server through PgBouncer in transaction pooling (scripts/pg-cluster.sh pgb_start;
# Debian's pgbouncer installed when missing, as PostgreSQL is): TEST_DATABASE_URL is PgBouncer's, DATABASE_POOLER=transaction,
# and TEST_DATABASE_ADMIN_URL the server's own, for what a pooler cannot do (CREATE DATABASE … TEMPLATE).
#
# Environment: PG_PORT (first port tried, default 55432), PG_VERSION (default 15), PG_LOCALE (default C.UTF-8),
# PGB_PORT (PgBouncer's first port tried, default 56432).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

# The cluster itself (binaries, the `cipg` user, initdb, start, stop) is scripts/pg-cluster.sh's, shared with the
# outage drill.
# shellcheck source=scripts/pg-cluster.sh
source "$(dirname "${BASH_SOURCE[0]}")/pg-cluster.sh"

pg_setup
PG_PORT=$(pg_free_port "${PG_PORT:-55432}")
PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/staff-pg.XXXXXX")

cleanup() {
  local status=$?
  pg_destroy "$PG_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

pg_init "$PG_DIR" "$PG_PORT" staff_test

export PGHOST=127.0.0.1 PGPORT="$PG_PORT" PGUSER="$PG_USER" PGDATABASE=staff_test
export TEST_DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/staff_test"
if [ "${PGBOUNCER:-}" = 1 ]; then
  pgb_start "$PG_DIR" "$PG_PORT"
  export TEST_DATABASE_ADMIN_URL="$TEST_DATABASE_URL"
  export TEST_DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PGB_PORT/staff_test"
  export DATABASE_POOLER=transaction
fi
pg_log "ready: TEST_DATABASE_URL=$TEST_DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
