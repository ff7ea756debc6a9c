#!/usr/bin/env bash
# A throwaway PostgreSQL cluster in a folder of its own: what with-postgres.sh (the HTTP suite on PostgreSQL) and
# the outage drill (scripts/outage-drill.mjs) share.
#
#   bash scripts/pg-cluster.sh init DIR DBNAME     initdb in DIR/data, start it on a free port, create DBNAME;
#                                                  prints postgres://<user>@127.0.0.1:<port>/DBNAME
#   bash scripts/pg-cluster.sh start DIR           start it again (same port and settings)
#   bash scripts/pg-cluster.sh stop DIR [MODE]     pg_ctl stop -m MODE (smart | fast | immediate; default fast)
#   bash scripts/pg-cluster.sh destroy DIR         stop it (immediate) when running, then remove DIR
#   bash scripts/pg-cluster.sh pgbouncer DIR       start PgBouncer (transaction pooling) in front of it; prints its port
#
# Sourced (`source scripts/pg-cluster.sh`), it only defines the pg_* functions below.
#
# Binaries: initdb/pg_ctl from PATH, else /usr/lib/postgresql/<PG_VERSION, default 15>/bin, else the newest
# /usr/lib/postgresql/*/bin; when none exists and we are root with apt-get, Debian's `postgresql` is installed
# (its system service is kept from starting). PostgreSQL refuses to run as root: as root, the server runs as the
# system user `cipg` (created when missing). It listens on 127.0.0.1 only, trusts local connections, and its
# user is a superuser. fsync, synchronous_commit and full_page_writes are off: a test server, speed over
# durability.
#
# Environment: PG_PORT (first port tried, default 55432), PG_VERSION (default 15), PG_LOCALE (default C.UTF-8),
# PG_DURABLE=1 (synchronous_commit on: a commit is acknowledged only once its WAL is written, so it survives a
# `stop -m immediate`, which is a crash of the server's processes; fsync stays off, the machine does not crash).

pg_log() { echo "[postgres] $*" >&2; }

pg_find_bin() {
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

# pg_apt_install PACKAGE: Debian's package, its system service kept from starting (we only want the binaries).
pg_apt_install() {
  local policy=/usr/sbin/policy-rc.d created_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy"
    chmod +x "$policy"
    created_policy=1
  fi
  local status=0
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 update -q &&
    DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends \
      "$1" || status=$?
  if [ "$created_policy" = 1 ]; then rm -f "$policy"; fi
  return "$status"
}

pg_install() {
  pg_log "no PostgreSQL binaries found: installing Debian's postgresql"
  pg_apt_install postgresql
}

# Sets PG_BIN and PG_USER, and defines as_pg (runs a command as the server user). Installs when needed.
pg_setup() {
  PG_BIN=$(pg_find_bin || true)
  if [ -z "$PG_BIN" ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      pg_install >&2 || true
      PG_BIN=$(pg_find_bin || true)
    fi
    if [ -z "$PG_BIN" ]; then
      pg_log "PostgreSQL server binaries (initdb, pg_ctl) not found."
      pg_log "Install them (Debian: apt-get install postgresql) or put their folder on PATH."
      return 1
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
}

pg_port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The first free port from $1 (50 tried).
pg_free_port() {
  local port=$1
  for _ in $(seq 1 50); do
    if ! pg_port_in_use "$port"; then
      echo "$port"
      return 0
    fi
    port=$((port + 1))
  done
  pg_log "no free port found from $1"
  return 1
}

# pg_start DIR: starts the cluster of DIR with the port and settings pg_init wrote there.
pg_start() {
  local dir=$1 port synchronous_commit=off
  port=$(cat "$dir/port")
  if [ -f "$dir/durable" ]; then synchronous_commit=on; fi
  # cd: the server user may not be allowed into the caller's folder.
  (cd "$dir" && as_pg "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=$synchronous_commit -c full_page_writes=off -c max_connections=200" \
    start >/dev/null) || {
    cat "$dir/server.log" >&2 || true
    pg_log "the server did not start"
    return 1
  }
}

# pg_stop DIR [MODE]
pg_stop() {
  (cd "$1" && as_pg "$PG_BIN/pg_ctl" -D "$1/data" -m "${2:-fast}" -w stop >/dev/null)
}

# pg_init DIR PORT DBNAME: a new cluster in DIR (which may exist, empty), started, with the database DBNAME.
pg_init() {
  local dir=$1 port=$2 dbname=$3 locale_args
  mkdir -p "$dir"
  chmod 700 "$dir"
  if [ "$(id -u)" = 0 ]; then chown "$PG_USER" "$dir"; fi
  # A UTF-8 locale, not C: lower()/upper() and ILIKE must handle accented letters (É → é) as in production.
  # Sorting stays by code point, as in PGlite; the app sorts names with its own normalised key.
  if [ -n "${PG_LOCALE:-}" ]; then
    locale_args=(--locale="$PG_LOCALE")
  elif locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then
    locale_args=(--locale=C.UTF-8)
  else
    locale_args=(--no-locale)
  fi
  pg_log "$("$PG_BIN/postgres" --version) from $PG_BIN, user $PG_USER, port $port, ${locale_args[*]}, files in $dir"
  (cd "$dir" && as_pg "$PG_BIN/initdb" -D "$dir/data" -U "$PG_USER" -A trust -E UTF8 "${locale_args[@]}" \
    >"$dir/initdb.log" 2>&1) || {
    cat "$dir/initdb.log" >&2
    pg_log "initdb failed"
    return 1
  }
  echo "$port" >"$dir/port"
  if [ "${PG_DURABLE:-}" = 1 ]; then touch "$dir/durable"; fi
  pg_start "$dir" || return 1
  "$PG_BIN/createdb" -h 127.0.0.1 -p "$port" -U "$PG_USER" "$dbname"
}

# pgb_start DIR PG_PORT: PgBouncer in transaction pooling in front of the cluster of DIR (issue 29), on a free port
# from 56432 (PGB_PORT), its files in DIR/pgbouncer; sets PGB_PORT. Debian's `pgbouncer` (1.18) is installed when
# missing and we are root with apt-get. A wildcard database entry: any database name goes to the same server, so the
# tests' per-file databases pass through it; trust authentication, as the cluster's (its one user in the auth file).
# PgBouncer refuses to run as root: it runs as the server's user.
pgb_start() {
  local dir=$1 pg_port=$2 bin
  bin=$(command -v pgbouncer || echo /usr/sbin/pgbouncer)
  if [ ! -x "$bin" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    pg_log "no pgbouncer found: installing Debian's pgbouncer"
    pg_apt_install pgbouncer >&2 || true
  fi
  if [ ! -x "$bin" ]; then
    pg_log "pgbouncer not found. Install it (Debian: apt-get install pgbouncer) or put it on PATH."
    return 1
  fi
  PGB_PORT=$(pg_free_port "${PGB_PORT:-56432}")
  mkdir -p "$dir/pgbouncer"
  printf '"%s" ""\n' "$PG_USER" >"$dir/pgbouncer/users.txt"
  cat >"$dir/pgbouncer/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$pg_port

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PGB_PORT
unix_socket_dir =
auth_type = trust
auth_file = $dir/pgbouncer/users.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
server_idle_timeout = 30
logfile = $dir/pgbouncer/pgbouncer.log
pidfile = $dir/pgbouncer/pgbouncer.pid
INI
  if [ "$(id -u)" = 0 ]; then chown -R "$PG_USER" "$dir/pgbouncer"; fi
  (cd "$dir" && as_pg "$bin" -d "$dir/pgbouncer/pgbouncer.ini") || {
    cat "$dir/pgbouncer/pgbouncer.log" >&2 || true
    pg_log "pgbouncer did not start"
    return 1
  }
  for _ in $(seq 1 100); do
    if pg_port_in_use "$PGB_PORT"; then
      pg_log "$("$bin" --version | head -n 1), transaction pooling, port $PGB_PORT"
      return 0
    fi
    sleep 0.1
  done
  pg_log "pgbouncer does not listen on $PGB_PORT"
  return 1
}

# pgb_running PID: whether PID is a pgbouncer process.
pgb_running() { [ "$(ps -o comm= -p "$1" 2>/dev/null)" = pgbouncer ]; }

# pgb_stop DIR: stops the PgBouncer of DIR when it runs, and waits until it has exited (5 s, then SIGKILL): DIR is
# removed next, and no process may outlive the run. A pid file left by a crash may name another process by now: only
# a process named pgbouncer is signalled.
pgb_stop() {
  local pid_file="$1/pgbouncer/pgbouncer.pid" pid
  [ -f "$pid_file" ] || return 0
  pid=$(cat "$pid_file")
  pgb_running "$pid" || return 0
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 50); do
    pgb_running "$pid" || return 0
    sleep 0.1
  done
  pg_log "pgbouncer ($pid) still runs 5 s after SIGTERM: killed"
  kill -KILL "$pid" 2>/dev/null || true
}

# pg_destroy DIR: stops the server (and its PgBouncer) if it runs, removes its files.
pg_destroy() {
  pgb_stop "$1"
  if [ -f "$1/data/postmaster.pid" ]; then pg_stop "$1" immediate >/dev/null 2>&1 || true; fi
  rm -rf "$1"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  usage() {
    echo "usage: $0 init DIR DBNAME | start DIR | stop DIR [smart|fast|immediate] | destroy DIR | pgbouncer DIR" >&2
    exit 2
  }
  [ "$#" -ge 2 ] || usage
  command=$1
  dir=$(readlink -f "$2")
  case "$command" in
    init)
      [ "$#" -eq 3 ] || usage
      pg_setup
      port=$(pg_free_port "${PG_PORT:-55432}")
      pg_init "$dir" "$port" "$3"
      echo "postgres://$PG_USER@127.0.0.1:$port/$3"
      ;;
    start) pg_setup && pg_start "$dir" ;;
    stop) pg_setup && pg_stop "$dir" "${3:-fast}" ;;
    destroy) pg_setup && pg_destroy "$dir" ;;
    pgbouncer) pg_setup && pgb_start "$dir" "$(cat "$dir/port")" && echo "$PGB_PORT" ;;
    *) usage ;;
  esac
fi
