#!/usr/bin/env bash
# The flake check: the README's two commands on a fresh clone, several times in a row, on a busy
# machine and without retries. Each run is scripts/fresh-clone-check.sh (install and start, then
# install and the whole `npm test`) on a new clone of the committed HEAD, followed by the
# integration suite on PostgreSQL when one answers on 127.0.0.1:5432. stress-ng keeps the CPUs busy
# throughout, and the load average is sampled so the report says how busy the machine was.
# The check stops at the first failure and keeps that clone (with its Playwright traces).
#
# Usage: scripts/stress-check.sh [--runs N] [--cpu N] [--no-pg]
#   --runs N  consecutive runs (default 3)
#   --cpu N   stress-ng CPU workers beside the tests (default 2; 0 = only what else runs here)
#   --no-pg   leave out the PostgreSQL integration suite
# CI is unset for the runs, so Playwright's retries are 0: a journey that fails once fails the check.
# E2E_PORT (default 4320) and START_PORT (default 3100) keep clear of a demo on the usual ports.
set -euo pipefail

runs=3
cpu=2
pg=true
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift ;;
    --cpu) cpu="$2"; shift ;;
    --no-pg) pg=false ;;
    -h | --help) sed -n '2,15p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

root="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
logs="$(mktemp -d "${TMPDIR:-/tmp}/amora-stress.XXXXXX")"
stress_pid=""
sampler_pid=""

cleanup() {
  [ -n "$stress_pid" ] && kill "$stress_pid" 2>/dev/null || true
  [ -n "$sampler_pid" ] && kill "$sampler_pid" 2>/dev/null || true
}
trap cleanup EXIT

if [ "$cpu" -gt 0 ]; then
  if ! command -v stress-ng >/dev/null; then
    echo "Installing stress-ng from Debian's packages"
    apt-get install -y -q stress-ng >/dev/null 2>&1 \
      || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q stress-ng >/dev/null 2>&1; } \
      || { echo "stress-ng could not be installed: run with --cpu 0 and load the machine otherwise" >&2; exit 1; }
  fi
  stress-ng --cpu "$cpu" --timeout 0 --quiet &
  stress_pid=$!
fi

# One load-average sample every 30 s, for the report.
(while true; do printf '%s %s\n' "$(date -u +%H:%M:%S)" "$(cut -d' ' -f1 /proc/loadavg)"; sleep 30; done) \
  >>"$logs/load.log" &
sampler_pid=$!

load_summary() {
  awk '{ n++; s += $2; if ($2 > max) max = $2; if (min == "" || $2 < min) min = $2 }
       END { if (n) printf "load average over the run: min %.1f, mean %.1f, max %.1f (%d samples)\n", min, s / n, max, n }' \
    "$1"
}

echo "Stress check: $runs runs, stress-ng --cpu $cpu, PostgreSQL suite: $pg; logs in $logs"
for run in $(seq 1 "$runs"); do
  commit="$(git -C "$root" rev-parse --short=12 HEAD)"
  started=$SECONDS
  : >"$logs/load.log"
  echo
  echo "== Run $run of $runs on $commit, started $(date -u +%H:%M:%S) UTC"
  if ! env -u CI E2E_PORT="${E2E_PORT:-4320}" \
    bash "$root/scripts/fresh-clone-check.sh" --port "${START_PORT:-3100}" --keep >"$logs/run-$run.log" 2>&1; then
    tail -60 "$logs/run-$run.log"
    echo "Run $run FAILED after $(((SECONDS - started) / 60)) min; full log: $logs/run-$run.log"
    exit 1
  fi
  clone="$(sed -n 's/^The clone is kept in \([^ ]*\).*/\1/p' "$logs/run-$run.log" | tail -1)"
  grep -E '^\s+[0-9]+ (passed|failed|flaky|skipped)|Tests +[0-9]+|Test Files' "$logs/run-$run.log" | tail -6 || true
  if $pg && { pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null || (echo >/dev/tcp/127.0.0.1/5432) 2>/dev/null; }; then
    if ! (cd "$clone" && npm run test:pg) >"$logs/pg-$run.log" 2>&1; then
      tail -60 "$logs/pg-$run.log"
      echo "Run $run FAILED in the PostgreSQL suite; full log: $logs/pg-$run.log (clone kept in $clone)"
      exit 1
    fi
    grep -E 'Tests +[0-9]+' "$logs/pg-$run.log" | tail -1 | sed 's/^/PostgreSQL: /' || true
  fi
  echo "Run $run passed in $(((SECONDS - started) / 60)) min; $(load_summary "$logs/load.log")"
  rm -rf "$(dirname "$clone")"
done
echo
echo "Stress check passed: $runs consecutive runs, no retry."
