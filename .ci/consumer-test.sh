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
#       security headers (.ci/consumer/web-check.mjs);
#   then, with the examples' own tools installed beside it (vite, boardgame.io, @types/node, from the
#   npm cache; after the check above that hexcharge pulls in no development tool):
#   the shipped examples (node_modules/hexcharge/examples) copied out as a user copies them: the plain
#       Node host runs, the strict TypeScript host compiles against the installed .d.ts and runs, the
#       boardgame.io game plays under tsx;
#   (d) the Vite game (examples/vite-game) built with Vite, served with default-src 'self' and played
#       to its end by clicking in Chromium, 0 console errors (.ci/consumer/vite-game.mjs);
#   (e) a bundle of one helper of "hexcharge" is <= 5 kB; the whole engine's size printed
#       (.ci/consumer/bundle-size.mjs);
#   (f) two boardgame.io clients on the Local master play every shipped scenario to its end, each
#       refused when it answers for the other side (.ci/consumer/boardgame-io.mjs);
#   (g) the installed package's unpacked size, at most 5 MB (the bytes of its files).
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
  package/dist/cli/main.js package/web/dist/index.html package/data/rulesets/la-bataille.json \
  package/examples/node-host/play.mjs package/examples/typescript-host/src/host.ts \
  package/examples/typescript-host/tsconfig.json package/examples/vite-game/index.html \
  package/examples/vite-game/src/main.ts package/examples/boardgame-io/two-players.ts; do
  grep -qx "$f" "$WORK/files.txt" || { echo "the tarball lacks $f"; exit 1; }
done
BUILT_EXAMPLES=$(grep -E '^package/examples/(.*/)?(node_modules|dist)/' "$WORK/files.txt" || true)
if [ -n "$BUILT_EXAMPLES" ]; then echo "the tarball ships built or installed files of the examples:"; echo "$BUILT_EXAMPLES" | head -5; exit 1; fi
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
  .ci/consumer/subpaths.ts .ci/consumer/tsconfig.*.json .ci/consumer/vite-game.mjs \
  .ci/consumer/bundle-size.mjs .ci/consumer/boardgame-io.mjs "$HOST/"
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

step "the examples' tools beside hexcharge: vite, boardgame.io, @types/node (from the npm cache)"
# the versions the repository's lock file installed (vite and boardgame.io are devDependencies)
TOOLS=$(for p in vite boardgame.io @types/node; do printf '%s@%s ' "$p" "$(node -p "require('./node_modules/$p/package.json').version")"; done)
# shellcheck disable=SC2086 # one argument per tool
(cd "$HOST" && npm install --prefer-offline --no-audit --no-fund --loglevel=error --save-dev $TOOLS)
echo "installed: $TOOLS"

step "the shipped examples, copied out of node_modules/hexcharge/examples as a user copies them"
EX="$HOST/node_modules/hexcharge/examples"
mkdir -p "$HOST/node-host" "$HOST/ts-host" "$HOST/vite-game" "$HOST/bgio"
cp "$EX/node-host/play.mjs" "$HOST/node-host/"
cp -r "$EX/typescript-host/." "$HOST/ts-host/"
cp -r "$EX/vite-game/." "$HOST/vite-game/"
cp "$EX/boardgame-io/two-players.ts" "$HOST/bgio/"
OUT=$(cd "$HOST" && node node-host/play.mjs)
echo "$OUT" | grep -qx 'Ending: melee at 2:1, attackers routed, defenders routed, not-recalled' ||
  { echo "$OUT" | tail -5; echo "examples/node-host did not end as expected"; exit 1; }
echo "examples/node-host: $(echo "$OUT" | tail -n 2 | tr '\n' ' ')"
(cd "$HOST" && "$ROOT/node_modules/.bin/tsc" -p ts-host)
OUT=$(cd "$HOST" && node ts-host/dist/host.js)
echo "$OUT" | grep -qx 'Ending: melee at 2:1, attackers disordered, defenders routed, recalled' ||
  { echo "$OUT" | tail -5; echo "examples/typescript-host did not end as expected"; exit 1; }
echo "examples/typescript-host: compiled (strict, NodeNext, exactOptionalPropertyTypes) and ran: $(echo "$OUT" | tail -n 2 | tr '\n' ' ')"
# tsx (the repository's) runs the boardgame.io example: boardgame.io/client needs a resolver that
# reads its folders' package.json files, which Node's ESM loader does not (docs/boardgame-io.md)
OUT=$(cd "$HOST" && "$ROOT/node_modules/.bin/tsx" bgio/two-players.ts)
echo "$OUT" | grep -qx 'The charge is over: melee at 2:1, attackers disordered, defenders good' ||
  { echo "$OUT" | tail -5; echo "examples/boardgame-io did not end as expected"; exit 1; }
echo "examples/boardgame-io: $(echo "$OUT" | tail -n 2 | tr '\n' ' ')"

step "(d) the Vite game built from the installed package, played by clicking in Chromium"
(cd "$HOST/vite-game" && "$HOST/node_modules/.bin/vite" build --logLevel warn)
echo "examples/vite-game built: $(du -sk "$HOST/vite-game/dist" | cut -f1) kB in dist/"
(cd "$HOST" && node vite-game.mjs "$HOST/vite-game/dist" "$ROOT/node_modules/playwright-core/index.mjs")

step "(e) a one-helper bundle (<= 5 kB) and the whole engine's, minified by rolldown"
(cd "$HOST" && node bundle-size.mjs)

step "(f) two boardgame.io clients play every shipped scenario, each refused for the other side"
(cd "$HOST" && node boardgame-io.mjs)

step "(g) the installed package's size (issue 22, item 7: at most 5 MB unpacked)"
# the bytes of its files, as npm counts "unpacked size" (du would add each file's block slack)
UNPACKED=$(find "$HOST/node_modules/hexcharge/" -type f -printf '%s\n' | awk '{ s += $1 } END { print s }')
echo "node_modules/hexcharge unpacked: $UNPACKED bytes in $(find "$HOST/node_modules/hexcharge/" -type f | wc -l) files (budget 5,000,000)"
[ "$UNPACKED" -le 5000000 ] || { echo "the installed package is over its 5 MB budget"; exit 1; }

step "passed"
