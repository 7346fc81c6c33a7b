#!/usr/bin/env bash
# The README's two commands, as a newcomer runs them: the repository is cloned into a clean
# temporary directory (the committed HEAD, not this working tree), then
#   1. `npm install && npm start` — until /healthz answers and the home page serves, then stopped;
#   2. `npm install && npm test`  — everything, browser journeys included (skipped with --quick).
# Before them, `npm ci --dry-run`: an operator installs a release with `npm ci` (docs/operations.md),
# which refuses a package-lock.json that does not hold every package package.json asks for, even
# optional ones for other platforms, where `npm install` would quietly mend it.
#
# Usage: scripts/fresh-clone-check.sh [--quick] [--port N] [--keep]
#   --quick   only the install-and-start check (a few minutes; CI runs this one)
#   --port N  port for `npm start` (default 3000, as in the README)
#   --keep    keep the clone afterwards (it is also kept, and named, when a check fails)
# E2E_PORT, TEST_DATABASE_URL and the like pass through to `npm test`.
set -euo pipefail

quick=false
keep=false
port=3000
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=true ;;
    --keep) keep=true ;;
    --port) port="$2"; shift ;;
    -h | --help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

source_repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
commit="$(git -C "$source_repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/amora-fresh-clone.XXXXXX")"
clone="$work/amora"
server_pid=""
failed=true

say() { printf '\n== %s\n' "$*"; }

cleanup() {
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    # npm start runs in a session of its own: stop it and the server it started.
    kill -TERM -- "-$server_pid" 2>/dev/null || true
    for _ in $(seq 1 30); do kill -0 "$server_pid" 2>/dev/null || break; sleep 1; done
    kill -KILL -- "-$server_pid" 2>/dev/null || true
  fi
  if $failed || $keep; then
    echo "The clone is kept in $clone (start log: $work/start.log)"
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

# The README must still say what this checks.
for command in 'npm install && npm start' 'npm install && npm test'; do
  grep -qF "$command" "$source_repo/README.md" || { echo "README.md no longer says '$command'" >&2; exit 1; }
done

say "Cloning $source_repo at ${commit:0:12} into $clone"
git clone --quiet "$source_repo" "$clone"
git -C "$clone" checkout --quiet --detach "$commit"
cd "$clone"

say "npm ci --dry-run (the lock file as a release is installed)"
if ! npm ci --dry-run --no-audit --no-fund >"$work/ci-dry-run.log" 2>&1; then
  grep -E '^npm error' "$work/ci-dry-run.log" | head -20 >&2 || true
  echo "npm ci --dry-run failed (log: $work/ci-dry-run.log): a release would not install from package-lock.json" >&2
  exit 1
fi

if curl -s -o /dev/null "http://127.0.0.1:$port/" 2>/dev/null; then
  echo "Something already answers on port $port: choose another with --port" >&2
  exit 1
fi

say "npm install && npm start (PORT=$port)"
# A session of its own (setsid), so that the whole tree can be stopped afterwards.
PORT="$port" setsid bash -c 'npm install --no-audit --no-fund && npm start' >"$work/start.log" 2>&1 &
server_pid=$!

# Install and first build take minutes on a busy machine; the wait ends as soon as the site answers.
deadline=$((SECONDS + 1200))
until curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; do
  if ! kill -0 "$server_pid" 2>/dev/null; then
    tail -40 "$work/start.log" >&2
    echo "npm start stopped before /healthz answered (log above)" >&2
    exit 1
  fi
  if [ "$SECONDS" -ge "$deadline" ]; then
    tail -40 "$work/start.log" >&2
    echo "/healthz did not answer within 20 minutes" >&2
    exit 1
  fi
  sleep 2
done
echo "/healthz: $(curl -fsS "http://127.0.0.1:$port/healthz")"

# The Node that npm start ran (decision 039): the one installed with the project, where one fits.
runtime_line="$(grep -m1 '^Node v' "$work/start.log" || true)"
echo "Runtime: ${runtime_line:-not named in the start log}"
grep -m1 'Amora is running on Node' "$work/start.log" || true
if [ -e node_modules/.bin/node ] && ! grep -q 'installed with the project' <<<"$runtime_line"; then
  echo "npm start did not run on the Node installed with the project (node_modules/.bin/node)" >&2
  exit 1
fi

home="$(curl -fsS "http://localhost:$port/")"
if ! grep -q '<div id="root"' <<<"$home" || ! grep -qi '<title>[^<]*Amora' <<<"$home"; then
  echo "The home page at http://localhost:$port/ is not the Amora app:" >&2
  head -c 600 <<<"$home" >&2
  exit 1
fi
echo "Home page http://localhost:$port/ serves the English demo site"

kill -TERM -- "-$server_pid"
wait "$server_pid" 2>/dev/null || true
server_pid=""
echo "npm start stopped"

if $quick; then
  failed=false
  say "Quick check passed (npm test skipped)"
  exit 0
fi

say "npm install && npm test"
npm install --no-audit --no-fund && npm test

failed=false
say "Fresh clone check passed: npm start and npm test"
