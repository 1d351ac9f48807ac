#!/usr/bin/env bash
# Sourced by .ci/run (or by hand: `source .ci/start-postgres.sh`): starts a throwaway PostgreSQL cluster on
# a free loopback port, owned by an unprivileged user, exports TEST_POSTGRES_URL for the API tests'
# PostgreSQL leg and stops the cluster when the calling shell exits.
set -euo pipefail

pg_bin="$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")"
pg_port="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
pg_dir="$(mktemp -d /tmp/campus-ci-postgres.XXXXXX)"

# PostgreSQL refuses to run as root: as root, run it as the Debian package's `postgres` user.
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$pg_dir"
  as_owner=(runuser -u postgres --)
fi

"${as_owner[@]}" "$pg_bin/initdb" -D "$pg_dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >/dev/null
"${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w start \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" >/dev/null

stop_ci_postgres() {
  "${as_owner[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_ci_postgres EXIT

export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') for the API tests at 127.0.0.1:$pg_port"
