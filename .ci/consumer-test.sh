#!/usr/bin/env bash
# The package as a host project gets it. Packs hexcharge (prepack builds dist/ and the page), checks
# the tarball with publint and attw (offline), installs it into a fresh plain project, then:
#   (a) plain node imports hexcharge and plays a bundled charge to its end (.ci/consumer/play.mjs),
#       and imports every subpath export (hexcharge/narration, ...) from dist/ and uses each
#       (.ci/consumer/subpaths.mjs);
#   (b) a strict NodeNext TypeScript host type-checks against the installed .d.ts files of the main
#       entry and of every subpath, with and without exactOptionalPropertyTypes, and with skipLibCheck
#       off (.ci/consumer/host.ts, .ci/consumer/subpaths.ts);
#   (c) the installed hexcharge command runs a charge, and `hexcharge web` serves the page with its
#       security headers (.ci/consumer/web-check.mjs).
# The install needs no network once the dependencies are in the npm cache (npm ci put them there).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d "${TMPDIR:-/tmp}/hexcharge-consumer-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
step() { printf '\n== consumer test: %s\n' "$*"; }

step "npm pack"
npm pack --pack-destination "$WORK" --silent >"$WORK/packed.txt"
TARBALL="$WORK/$(tail -n 1 "$WORK/packed.txt")"
[ -f "$TARBALL" ] || { echo "npm pack made no tarball"; exit 1; }
tar -tzf "$TARBALL" >"$WORK/files.txt"
echo "$(basename "$TARBALL"): $(du -k "$TARBALL" | cut -f1) kB, $(wc -l <"$WORK/files.txt") files"
DEV=$(grep -E '^package/(test|bench|\.ci|cli|machines|src|scripts|node_modules)/' "$WORK/files.txt" || true)
if [ -n "$DEV" ]; then echo "the tarball ships development files:"; echo "$DEV" | head -5; exit 1; fi
# the built files of every entry point package.json exports (".", "./narration", ...)
BUILT=$(node -e 'const x = require("./package.json").exports; for (const t of Object.values(x)) if (typeof t === "object") console.log(`${t.import}\n${t.types}`)' | sed 's|^\./|package/|')
for f in package/LICENSE package/README.md $BUILT \
  package/dist/cli/main.js package/web/dist/index.html package/data/rulesets/la-bataille.json; do
  grep -qx "$f" "$WORK/files.txt" || { echo "the tarball lacks $f"; exit 1; }
done
# the subpaths as a host imports them: "hexcharge", "hexcharge/narration", ...
ENTRIES=$(node -e 'for (const k of Object.keys(require("./package.json").exports)) if (!k.includes("*") && k !== "./package.json") console.log(k)')
echo "entry points: $(echo "$ENTRIES" | tr '\n' ' ')"

step "publint"
npx --no-install publint run "$TARBALL" --strict

step "are the types wrong (attw, offline: no DefinitelyTyped lookups)"
# shellcheck disable=SC2086 # one argument per entry point
npx --no-install attw "$TARBALL" --profile esm-only --no-definitely-typed --entrypoints $ENTRIES --format table-flipped --no-emoji --no-color

step "install into a plain project"
HOST="$WORK/host"
mkdir -p "$HOST"
cp .ci/consumer/play.mjs .ci/consumer/subpaths.mjs .ci/consumer/web-check.mjs .ci/consumer/host.ts \
  .ci/consumer/subpaths.ts .ci/consumer/tsconfig.*.json "$HOST/"
cp test/fixtures/saves/release-0.1.0-reference.json "$HOST/save-0.1.0.json"
printf '{ "name": "host", "version": "1.0.0", "private": true, "type": "module" }\n' >"$HOST/package.json"
(cd "$HOST" && npm install --no-audit --no-fund --prefer-offline --loglevel=error "$TARBALL")
for dev in tsx vite typescript esbuild; do
  if [ -d "$HOST/node_modules/$dev" ]; then echo "the install pulled in $dev (a development tool)"; exit 1; fi
done
echo "installed: $(cd "$HOST" && ls node_modules | tr '\n' ' ')"

step "(a) plain node imports hexcharge and plays a charge; it imports each subpath and uses it"
(cd "$HOST" && node play.mjs)
(cd "$HOST" && node subpaths.mjs)

step "(b) strict TypeScript host of every entry point: without and with exactOptionalPropertyTypes"
for config in strict exact; do
  (cd "$HOST" && "$ROOT/node_modules/.bin/tsc" -p "tsconfig.$config.json")
  echo "tsconfig.$config.json: no errors"
done
# With skipLibCheck off, every .d.ts is checked too: hexcharge's own must have no error. Its
# dependencies' declarations (xstate, valibot) do not pass under these settings (AbortSignal without
# DOM or @types/node types, exactOptionalPropertyTypes); those lines are counted, not failed on.
set +e
(cd "$HOST" && "$ROOT/node_modules/.bin/tsc" -p tsconfig.libcheck.json) >"$WORK/libcheck.txt"
set -e
OURS=$(grep -E '^(host\.ts|subpaths\.ts|node_modules/hexcharge/)' "$WORK/libcheck.txt" || true)
if [ -n "$OURS" ]; then echo "$OURS"; echo "hexcharge's declarations fail with skipLibCheck off"; exit 1; fi
OTHERS=$(grep -oE '^node_modules/(@[^/]+/)?[^/]+' "$WORK/libcheck.txt" | sort -u | sed 's|node_modules/||' | tr '\n' ' ' || true)
echo "tsconfig.libcheck.json: no error in hexcharge's declarations ($(grep -cE '^node_modules/.*error TS' "$WORK/libcheck.txt" || true) in the declarations of: ${OTHERS:-none})"

step "(c) the installed hexcharge command"
BIN="$HOST/node_modules/.bin/hexcharge"
VERSION=$(cd "$HOST" && "$BIN" --version)
[ "$VERSION" = "hexcharge $(node -p "require('./package.json').version")" ] || { echo "--version said: $VERSION"; exit 1; }
OUT=$(cd "$HOST" && "$BIN" run node_modules/hexcharge/data/scenarios/01-reference-charge.json)
echo "$OUT" | grep -qx 'Ending: melee at 2:1, attackers routed, defenders routed, not-recalled' ||
  { echo "$OUT" | tail -5; echo "hexcharge run did not end as expected"; exit 1; }
OUT=$(cd "$HOST" && "$BIN" run data/scenarios/01-reference-charge.json --lang es)
echo "$OUT" | grep -q '^Final: cuerpo a cuerpo a 2:1' || { echo "$OUT" | tail -3; echo "run --lang es"; exit 1; }
set +e
(cd "$HOST" && "$BIN" run no-such-file.json 2>"$WORK/err.txt")
CODE=$?
set -e
[ "$CODE" = 2 ] && [ "$(wc -l <"$WORK/err.txt")" = 1 ] || { echo "a missing file gave exit $CODE:"; cat "$WORK/err.txt"; exit 1; }
echo "hexcharge run: played the reference charge (and in Spanish); a missing file: one line, exit 2"
(cd "$HOST" && node web-check.mjs "$BIN")

step "passed"
