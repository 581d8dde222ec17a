#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on a free loopback port, runs the given
# command with TEST_DATABASE_URL (and PG_URL) pointing at it, then stops it.
set -euo pipefail
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
dir=$(mktemp -d /tmp/pg-ci-XXXXXX)
chown postgres:postgres "$dir"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
runuser -u postgres -- "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
opts="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300"
runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "$opts" start >/dev/null
stop() { runuser -u postgres -- "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap stop EXIT
# Stopped by a signal (CI's `timeout`): exit through the EXIT trap, so the server is stopped and its folder removed.
trap 'exit 143' TERM INT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# For tests that stop and restart the server (faults): the same pg_ctl options.
export PG_BIN="$bin" PG_DATA="$dir/data" PG_PORT="$port" PG_CTL_OPTS="$opts" PG_LOG="$dir/log"
"$@"
