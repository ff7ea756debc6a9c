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
# Environment: PG_PORT (first port tried, default 55432), PG_VERSION (default 15), PG_LOCALE (default C.UTF-8).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

log() { echo "[postgres] $*" >&2; }

find_pg_bin() {
  local candidate
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return 0
  fi
  if [ -x "/usr/lib/postgresql/${PG_VERSION:-15}/bin/pg_ctl" ]; then
    echo "/usr/lib/postgresql/${PG_VERSION:-15}/bin"
    return 0
  fi
  candidate=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -n "$candidate" ] && [ -x "$candidate/pg_ctl" ]; then
    echo "$candidate"
    return 0
  fi
  return 1
}

install_postgres() {
  log "no PostgreSQL binaries found: installing Debian's postgresql"
  local policy=/usr/sbin/policy-rc.d created_policy=0
  # Keep the package's own cluster from starting: we only want the binaries.
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    created_policy=1
  fi
  local status=0
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -q &&
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends \
      postgresql || status=$?
  if [ "$created_policy" = 1 ]; then rm -f "$policy"; fi
  return "$status"
}

PG_BIN=$(find_pg_bin || true)
if [ -z "$PG_BIN" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    install_postgres
    PG_BIN=$(find_pg_bin || true)
  fi
  if [ -z "$PG_BIN" ]; then
    log "PostgreSQL server binaries (initdb, pg_ctl) not found."
    log "Install them (Debian: apt-get install postgresql) or put their folder on PATH."
    exit 1
  fi
fi

# As root, run the server as an unprivileged user; otherwise as ourselves.
if [ "$(id -u)" = 0 ]; then
  PG_USER=cipg
  if ! id -u "$PG_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_USER"
  fi
  as_pg() { runuser -u "$PG_USER" -- "$@"; }
else
  PG_USER=$(id -un)
  as_pg() { "$@"; }
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PG_PORT=${PG_PORT:-55432}
for _ in $(seq 1 50); do
  if ! port_in_use "$PG_PORT"; then break; fi
  PG_PORT=$((PG_PORT + 1))
done
if port_in_use "$PG_PORT"; then
  log "no free port found from ${PG_PORT}"
  exit 1
fi

PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/staff-pg.XXXXXX")
chmod 700 "$PG_DIR"
if [ "$(id -u)" = 0 ]; then chown "$PG_USER" "$PG_DIR"; fi

cleanup() {
  local status=$?
  if [ -f "$PG_DIR/data/postmaster.pid" ]; then
    (cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1) || true
  fi
  rm -rf "$PG_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A UTF-8 locale, not C: lower()/upper() and ILIKE must handle accented letters (É → é) as in production.
# Sorting stays by code point, as in PGlite; the app sorts names with its own normalised key.
if [ -n "${PG_LOCALE:-}" ]; then
  locale_args=(--locale="$PG_LOCALE")
elif locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
  locale_args=(--locale=C.UTF-8)
else
  locale_args=(--no-locale)
fi
log "$("$PG_BIN/postgres" --version) from $PG_BIN, user $PG_USER, port $PG_PORT, ${locale_args[*]}, files in $PG_DIR"
# cd: the server user may not be allowed into the caller's folder.
(cd "$PG_DIR" && as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U "$PG_USER" -A trust -E UTF8 "${locale_args[@]}" \
  >"$PG_DIR/initdb.log" 2>&1) || {
  cat "$PG_DIR/initdb.log" >&2
  log "initdb failed"
  exit 1
}
# fsync off and friends: a throwaway test server, speed over durability.
(cd "$PG_DIR" && as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null) || {
  cat "$PG_DIR/server.log" >&2 || true
  log "the server did not start"
  exit 1
}
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" staff_test

export PGHOST=127.0.0.1 PGPORT="$PG_PORT" PGUSER="$PG_USER" PGDATABASE=staff_test
export TEST_DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/staff_test"
log "ready: TEST_DATABASE_URL=$TEST_DATABASE_URL"

set +e
"$@"
status=$?
set -e
exit "$status"
