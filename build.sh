#!/usr/bin/env bash
# The one entry point for building, serving and testing the page.
#
#   ./build.sh            build dist/ (the complete static site: index.html, www/, pkg/, sw.js,
#                         the app manifest and icons, and the one-file lines-of-action.html),
#                         the product only: no experiment or benchmark features; dist/ is also
#                         the npm package (package/package.json), with its single-file build cdn/
#   ./build.sh serve      build, then serve dist/ on http://127.0.0.1:8080
#   ./build.sh test       fmt, clippy (native and wasm32), cargo test, the wasm build, the JS type
#                         check, e2e tests (the whole suite in Chromium, its core also in Firefox
#                         and WebKit; the package built by Vite, webpack, Parcel, Rollup and esbuild)
#   ./build.sh bench      print every figure: perft, search speed native and wasm, the page
#   ./build.sh bench-ab   A/B of the 8×8 engine's perft and search speed: main's binaries against
#                         this tree's, alternating, in one run (bench/ab_8x8.sh; AB_ROUNDS, AB_BASE)
#   ./build.sh bench-wasm build the benchmark wasm (feature `bench`) into target/bench-pkg
#   ./build.sh bench-page print the page figures (sizes, first paint, long tasks while thinking)
#   ./build.sh soak       the long runs, figures printed: parser and protocol fuzzing, random games
#                         of every variant, the wasm API fuzz (400,000 calls), the browser soak
#                         (300 computer-vs-computer games in one page) and the storage soak (1,000
#                         games kept, reloaded, exported and read back; a 60,000-ply game)
#
# Everything missing is installed: the wasm32 target, the wasm-bindgen CLI at exactly the version
# in Cargo.lock, and for tests Debian's chromium, firefox-esr, webkit2gtk-driver and xvfb (or the
# browsers CHROMIUM=, FIREFOX=, WEBKIT_DRIVER= and WEBKIT_BROWSER= name) plus npm's playwright-core,
# puppeteer-core, typescript, axe-core and lighthouse (dev only, never shipped); from npm too, once
# into target/: esbuild for the CDN build (tools/cdn/package.json, target/tools) and, for tests,
# the bundlers of the package matrix (tests/bundlers/package.json, target/bundlers).
set -euo pipefail

cd "$(dirname "$0")"
ROOT=$(pwd)
DIST="$ROOT/dist"
# Cargo writes every wasm build, whatever its features, to this one file: each build copies it at
# once to its own named artefact below (build_wasm), and every later step reads those.
CARGO_WASM="$ROOT/target/wasm32-unknown-unknown/release/loa.wasm"
GAME_WASM="$ROOT/target/wasm/game/loa.wasm"   # the product: the game page (pkg/loa_bg.wasm)
STUDY_WASM="$ROOT/target/wasm/study/loa.wasm" # feature study: puzzles.html, learn.html, the worker
WIDE_WASM="$ROOT/target/wasm/wide/loa.wasm"   # feature wide: the wide boards (pkg/wide/), on demand
FILES_WASM="$ROOT/target/wasm/files/loa.wasm" # feature files: the file readers (pkg/files/), on demand
ONEFILE_WASM="$ROOT/target/wasm/onefile/loa.wasm" # feature onefile: game + readers, the one-file edition
BENCH_WASM="$ROOT/target/wasm/bench/loa.wasm" # feature bench: bench/search_wasm.mjs
BENCH_PKG="$ROOT/target/bench-pkg"
PORT="${PORT:-8080}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'build.sh: %s\n' "$*" >&2; exit 1; }

# Runs a command as root: directly when we are root, else through sudo.
as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  local missing=()
  for pkg in "$@"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    say "installing ${missing[*]} with apt"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  fi
}

# The wasm-bindgen CLI must be exactly the version of the wasm-bindgen crate in Cargo.lock:
# the generated JS glue and the compiled wasm speak a private, version-specific protocol.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock
}

ensure_toolchain() {
  command -v cargo >/dev/null || die "cargo not found: install Rust from https://rustup.rs"
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  local want have
  want=$(wasm_bindgen_version)
  [ -n "$want" ] || die "no wasm-bindgen in Cargo.lock; run 'cargo generate-lockfile' first"
  have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
  if [ "$have" != "$want" ]; then
    say "installing wasm-bindgen-cli $want (found: ${have:-none}); this takes a few minutes"
    # --locked is not used: the CLI's own lock file does not build on every toolchain.
    cargo install wasm-bindgen-cli --version "=$want" --force
    have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
    [ "$have" = "$want" ] || die "wasm-bindgen is $have but Cargo.lock needs $want.
Fix: cargo install wasm-bindgen-cli --version =$want --force, and make sure ~/.cargo/bin comes first in PATH."
  fi
}

# Builds the release wasm with the cargo features $2 (none when absent) into the artefact $1.
build_wasm() {
  local artefact=$1 features=${2:-}
  cargo build --release --lib --target wasm32-unknown-unknown ${features:+--features "$features"}
  mkdir -p "$(dirname "$artefact")"
  cp "$CARGO_WASM" "$artefact"
}

# The one wasm-bindgen call: the wasm $1 as glue and wasm in the folder $2 (loa.js and
# loa_bg.wasm, after $1's name), for the glue target $3 (web, or no-modules for the worker).
# The name section only helps debuggers, so what visitors download drops it and the producers
# section (README, Figures); the benchmark's wasm ($4 = keep-names) keeps both.
bindgen() {
  local wasm=$1 out=$2 target=$3 names=${4:-}
  local strip=(--remove-name-section --remove-producers-section)
  [ "$names" = keep-names ] && strip=()
  wasm-bindgen "$wasm" --out-dir "$out" --target "$target" --no-typescript ${strip[@]+"${strip[@]}"}
}

build() {
  ensure_toolchain
  say "building the release wasm"
  build_wasm "$GAME_WASM"
  rm -rf "$DIST"
  mkdir -p "$DIST/pkg"
  bindgen "$GAME_WASM" "$DIST/pkg" web
  # No wasm-opt pass: Debian's binaryen cannot parse what rustc and wasm-bindgen emit, and npm's
  # made this LTO-built module larger (README, Figures). Size comes from the crate itself instead
  # (tables built at start-up, no Unicode case tables).
  build_study_wasm
  build_wide_wasm
  build_files_wasm
  build_onefile_wasm
  cp index.html puzzles.html learn.html "$DIST/"
  cp -r www "$DIST/www"
  # The JSDoc types (www/types/, never imported at run time) serve the type check only.
  rm -r "$DIST/www/types"
  cp -r demo "$DIST/demo"
  touch "$DIST/.nojekyll"
  package_dist
  # Last: the service worker hashes every file in place.
  build_offline
  say "built $DIST ($(du -sh "$DIST" | cut -f1))"
}

# The study pages' wasm (puzzles.html, learn.html): the same crate with the feature `study` (the
# puzzle judge and the lessons, src/wasm/study.rs) as pkg/loa_study_bg.wasm, so the game page's
# wasm does not carry them (README, Figures). Its glue is the game's glue plus the study classes,
# line for line (checked here), so the one pkg/loa.js drives either wasm; a page picks its wasm
# in www/component/wasm-module.js. build_offline's worker glue is made from the same $STUDY_WASM.
build_study_wasm() {
  say "building the study pages' wasm (feature study)"
  build_wasm "$STUDY_WASM" study
  local study
  study=$(mktemp -d)
  bindgen "$STUDY_WASM" "$study" web
  if diff "$DIST/pkg/loa.js" "$study/loa.js" | grep -q '^<'; then
    die "the study build's glue lacks lines of the game's glue: one pkg/loa.js cannot drive both wasm files"
  fi
  mv "$study/loa.js" "$DIST/pkg/loa.js"
  mv "$study/loa_bg.wasm" "$DIST/pkg/loa_study_bg.wasm"
  rm -r "$study"
}

# The wide boards' wasm (black-hole, standard-12x12, hex-5, hex-6): the crate with the feature
# `wide` (src/wasm/wide_game.rs, searcher.rs, review.rs) and its own glue in pkg/wide/, which the game page imports only when a
# wide variant is chosen (www/component/builds.js), so neither the game's wasm nor the first load grows.
build_wide_wasm() {
  say "building the wide boards' wasm (feature wide)"
  build_wasm "$WIDE_WASM" wide
  bindgen "$WIDE_WASM" "$DIST/pkg/wide" web
}

# The readers of game files (records, SGF games and collections, position strings): the crate with
# the feature `files` (src/wasm/files.rs) and its own glue in pkg/files/, which the page imports the
# first time a file is opened or pasted (www/component/files.js), so the game's wasm carries none.
build_files_wasm() {
  say "building the file readers' wasm (feature files)"
  build_wasm "$FILES_WASM" files
  bindgen "$FILES_WASM" "$DIST/pkg/files" web
}

# The one-file edition's single wasm: the game and the file readers in one (feature `onefile`),
# with its own glue in pkg/onefile/, which tools/onefile.py inlines and build_offline then removes:
# one wasm instead of two saves the second copy of the runtime and the tables (README, Figures).
build_onefile_wasm() {
  say "building the one-file edition's wasm (feature onefile)"
  build_wasm "$ONEFILE_WASM" onefile
  bindgen "$ONEFILE_WASM" "$DIST/pkg/onefile" web
}

# ---- offline: worker bundle, app manifest and icons, one-file edition, service worker --
# Build steps in Python 3 (standard library only), scripts in tools/.
ensure_python() {
  command -v python3 >/dev/null || die "python3 not found: the build's offline steps (tools/*.py) need Python 3"
}

build_offline() {
  ensure_python
  # The computer worker as one classic script, glue included, so the page starts every worker
  # from one blob: URL with no request. The worker gets the page's compiled wasm by message, so
  # the no-modules glue must drive the very same wasm as the page's glue: checked byte for byte.
  # It is the study build's glue ($STUDY_WASM, build_study_wasm), which drives both wasm files.
  local glue
  glue=$(mktemp -d)
  bindgen "$STUDY_WASM" "$glue" no-modules
  cmp -s "$glue/loa_bg.wasm" "$DIST/pkg/loa_study_bg.wasm" ||
    die "wasm-bindgen made a different wasm for the worker's glue (--target no-modules)"
  python3 tools/worker_source.py "$glue/loa.js" www/component/worker/worker.js "$DIST/www/component/worker/worker-bundle.js"
  # The wide boards' computer: the same worker.js over the wide build's glue ($WIDE_WASM,
  # build_wide_wasm), fetched only by a page that plays a wide board (worker-start.js).
  rm -r "$glue"
  bindgen "$WIDE_WASM" "$glue" no-modules
  cmp -s "$glue/loa_bg.wasm" "$DIST/pkg/wide/loa_bg.wasm" ||
    die "wasm-bindgen made a different wide wasm for the worker's glue (--target no-modules)"
  python3 tools/worker_source.py "$glue/loa.js" www/component/worker/worker.js "$DIST/www/component/worker/worker-bundle-wide.js"
  # The one-file edition's worker, from its own wasm's glue, for the same reason.
  rm -r "$glue"
  bindgen "$ONEFILE_WASM" "$glue" no-modules
  cmp -s "$glue/loa_bg.wasm" "$DIST/pkg/onefile/loa_bg.wasm" ||
    die "wasm-bindgen made a different one-file wasm for the worker's glue (--target no-modules)"
  python3 tools/worker_source.py "$glue/loa.js" www/component/worker/worker.js "$DIST/pkg/onefile/worker-bundle.js"
  rm -r "$glue" "$DIST/www/component/worker/worker.js"
  # What visitors download carries no comments or indentation (a third of the gzipped page);
  # the sources keep them. Before the one-file edition and the service worker's hashes.
  python3 tools/slim.py "$DIST"
  # The package's single-file build of the element (dist/cdn/), from the slimmed files.
  build_cdn
  # The installable app: its manifest and icons (drawn by a script, no binary in the repo).
  cp manifest.webmanifest "$DIST/"
  python3 tools/make_icons.py "$DIST/icons"
  # The one-file edition, offered as "Download for offline play".
  LOA_ESBUILD="$ROOT/target/tools/node_modules/.bin/esbuild" LOA_NODE_TOOLS="$ROOT/target/tools/node_modules" \
    python3 tools/onefile.py "$DIST" "$DIST/lines-of-action.html"
  rm -r "$DIST/pkg/onefile" # inlined there, and loaded by no page
  # The JavaScript the site serves is minified too (a tenth of its gzipped size): after the
  # one-file edition and the CDN build, which read the slimmed files, and before the hashes.
  node tools/minify.mjs "$ROOT/target/tools/node_modules" "$DIST"
  # Last, once every file is in place: the service worker with the hashes of them all. The
  # one-file edition is not precached: it is a download, and the cached site is the same game.
  # Nor are the CDN build (cdn/), the same element for other sites, and the package's own
  # files (its README, LICENSE, manifest of the element, entry points for bundlers, JSX types):
  # the site never loads them.
  local package_only=(README.md LICENSE package.json custom-elements.json board.js analysis.js analysis.d.ts board.d.ts loa-board.d.ts react.d.ts preact.d.ts solid.d.ts cdn/)
  python3 tools/precache.py "$DIST" sw.js --skip lines-of-action.html ${package_only[@]/#/--skip=}
  # The service worker is not in its own list, so it is minified after it is written.
  node tools/minify.mjs "$ROOT/target/tools/node_modules" "$DIST" sw.js
}

# The benchmark wasm: the product plus the `bench` feature's `benchSearch` export, kept out of
# dist/ so the page never loads it (bench/search_wasm.mjs reads target/bench-pkg).
build_bench_wasm() {
  ensure_toolchain
  say "building the benchmark wasm (feature bench)"
  build_wasm "$BENCH_WASM" bench
  rm -rf "$BENCH_PKG"
  bindgen "$BENCH_WASM" "$BENCH_PKG" web keep-names
}

# Node for the build steps written in JavaScript (the CDN build, the element's manifest).
ensure_node() {
  command -v node >/dev/null || apt_install nodejs npm
}

# Installs the npm packages of $1 (a package.json) into the folder $2 unless they are there
# already for the same package.json: installed once, reused by every later run.
npm_cache() {
  local manifest=$1 dir=$2
  ensure_node
  # installed.json: the package.json of the last install that finished.
  if ! cmp -s "$manifest" "$dir/installed.json"; then
    say "installing the npm packages of $manifest into ${dir#"$ROOT"/} (once)"
    mkdir -p "$dir"
    cp "$manifest" "$dir/package.json"
    (cd "$dir" && npm install --no-audit --no-fund)
    cp "$manifest" "$dir/installed.json"
  fi
}

# The CDN build (README, Embedding: one script from any origin): the element as one ES module in
# dist/cdn/ with the wasm, the worker's script and the stylesheet beside it, bundled by esbuild.
build_cdn() {
  npm_cache tools/cdn/package.json "$ROOT/target/tools"
  node tools/cdn/cdn.mjs "$DIST" "$ROOT/target/tools/node_modules"
}

# The embeds and the npm package: loa-board.js (the <loa-board> element) and embed.html at the
# site root, the hand-written TypeScript declarations (with the JSX ones for React, Preact and
# Solid), the Custom Elements Manifest, the README's Embedding section as the package's README,
# the LICENSE, and package/package.json, which makes dist/ a package (`npm pack` in dist/ gives
# the tarball; publishing is the owner's choice). Its version must be the crate's: checked here,
# so a release bumps both. The CDN build (cdn/) is written later, from the slimmed files.
package_dist() {
  ensure_python
  ensure_node
  cp loa-board.js embed.html LICENSE "$DIST/"
  # board.js and analysis.js: the entry points for resolvers that ignore `exports` (Parcel).
  cp package/board.js package/analysis.js "$DIST/"
  cp types/loa-board.d.ts types/board.d.ts types/analysis.d.ts types/react.d.ts types/preact.d.ts types/solid.d.ts "$DIST/"
  python3 tools/package_readme.py README.md "$DIST/README.md"
  node tools/custom_elements.mjs "$DIST/custom-elements.json"
  local version package_version
  version=$(awk -F'"' '/^version = / { print $2; exit }' Cargo.toml)
  [ -n "$version" ] || die "no version in Cargo.toml"
  package_version=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["version"])' \
    package/package.json) || die "package/package.json is not JSON with a version"
  [ "$package_version" = "$version" ] ||
    die "package/package.json has version $package_version but Cargo.toml has $version: set both to the same version"
  cp package/package.json "$DIST/package.json"
}

serve() {
  build
  echo "Play at http://127.0.0.1:$PORT/  (Ctrl-C stops the server)"
  # python's http.server sends .wasm as application/wasm, which streaming compilation needs.
  exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$DIST"
}

# Checks that the browser an env variable names is executable.
named_browser() {
  [ -x "$2" ] || die "$1=$2 is not an executable; unset it to use Debian's package"
}

# The e2e browsers. Chromium (the whole suite): $CHROMIUM when set (any Chrome or Chromium, e.g.
# CI's Google Chrome: Ubuntu's chromium package is only a snap stub), else Debian's chromium.
# The core in two more engines (tests/e2e/core.test.mjs): Firefox, $FIREFOX or Debian's
# firefox-esr (Ubuntu has none: CI sets FIREFOX); WebKit, $WEBKIT_DRIVER or the WebKitWebDriver
# of webkit2gtk-driver (its MiniBrowser comes with the WebKitGTK library; $WEBKIT_BROWSER names
# another), on a private Xvfb display unless $DISPLAY is set. What is missing is installed.
ensure_e2e() {
  if [ -n "${CHROMIUM:-}" ]; then named_browser CHROMIUM "$CHROMIUM"; else
    [ -x /usr/bin/chromium ] || apt_install chromium chromium-driver
  fi
  if [ -n "${FIREFOX:-}" ]; then named_browser FIREFOX "$FIREFOX"; else
    [ -x /usr/bin/firefox-esr ] || apt_install firefox-esr
  fi
  if [ -n "${WEBKIT_DRIVER:-}" ]; then named_browser WEBKIT_DRIVER "$WEBKIT_DRIVER"; else
    [ -x /usr/bin/WebKitWebDriver ] || apt_install webkit2gtk-driver
  fi
  [ -n "${WEBKIT_BROWSER:-}" ] && named_browser WEBKIT_BROWSER "$WEBKIT_BROWSER"
  [ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null || apt_install xvfb
  command -v node >/dev/null || apt_install nodejs npm
  local need
  for need in playwright-core puppeteer-core axe-core .bin/tsc .bin/lighthouse; do
    if [ ! -e "tests/e2e/node_modules/$need" ]; then
      say "installing playwright-core, puppeteer-core, typescript, axe-core and lighthouse for the e2e tests, the type check and the page figures"
      (cd tests/e2e && { npm ci --no-audit --no-fund || npm install --no-audit --no-fund; })
      break
    fi
  done
}

run_tests() {
  say "cargo fmt --check"
  cargo fmt --check
  ensure_toolchain
  say "cargo clippy (native and wasm32)"
  cargo clippy --all-targets -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
  say "cargo clippy with every feature (mcts, bench, study, wide)"
  cargo clippy --all-targets --all-features -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib --all-features -- -D warnings
  say "cargo test"
  cargo test
  say "perft: Standard depth 6 (1,938,494,632 leaves)"
  cargo test --test integration perft:: -- --ignored
  ensure_e2e
  # The package matrix's bundlers (tests/e2e/bundlers.test.mjs): Vite, webpack, Parcel, Rollup,
  # esbuild and the JSX types, from npm, installed once into target/bundlers and reused.
  npm_cache tests/bundlers/package.json "$ROOT/target/bundlers"
  say "type check of the page's JavaScript and of the worker (tsc --checkJs --noEmit: tsconfig.json, tsconfig.worker.json)"
  tests/e2e/node_modules/.bin/tsc -p tsconfig.json --checkJs --noEmit
  tests/e2e/node_modules/.bin/tsc -p tsconfig.worker.json --checkJs --noEmit
  build
  say "wasm API fuzz, short run (every export with bad arguments: 0 traps)"
  node tests/fuzz/wasm_api.mjs 20000
  # The wide boards' wasm: fewer calls, since valid ones search the larger boards.
  say "wasm API fuzz of the wide boards' wasm, short run (0 traps)"
  node tests/fuzz/wasm_api.mjs 1000 1 wide
  say "unit tests, no browser: the layers of www/, the pure modules, the boundary's keys against types/board.d.ts, the wasm's exports against types/pkg/loa.d.ts"
  node --test tests/unit/
  # core.test.mjs runs in every engine (ENGINES= narrows it); the other files in Chromium. Named
  # here, an engine that cannot start fails its tests instead of being left out.
  say "end-to-end tests: the suite in headless Chromium, the core also in Firefox and WebKit (and source checks)"
  ENGINES="${ENGINES:-chromium,firefox,webkit}" node --test --test-concurrency=1 tests/e2e/*.test.mjs
}

# Every figure of the README in one run: perft, native and wasm search speed on the same work
# (and their ratio), and the page figures.
bench() {
  say "perft, native, one thread"
  cargo run --release --example bench_perft
  say "A/B: the 8x8 engine against ${AB_BASE:-main}, alternating (perft and search CPU time)"
  bench/ab_8x8.sh "${AB_ROUNDS:-5}" "${AB_BASE:-main}" || true
  say "perft of the wide engine (black-hole, standard-12x12, hex-5, hex-6), native, one thread"
  cargo run --release --example bench_wide
  say "search, native"
  # Each figure goes to stdout as it is printed and to a scratch copy that awk reads. (Not
  # `tee /dev/stderr`: that reopens the file behind `> file 2>&1` and truncates it.)
  local native wasm copy
  copy=$(mktemp)
  cargo run --release --example bench_search -- 1000 7 | tee "$copy"
  native=$(awk '/^fixed depth/ {print $(NF-1)}' "$copy")
  say "level ladder: ${LADDER_GAMES:-400} games per pair (level 1 vs the baseline, each level vs the one below)"
  cargo run --release --example match -- --ladder --games "${LADDER_GAMES:-400}" --threads 2 || true
  build_bench_wasm
  say "search, wasm (Node)"
  node bench/search_wasm.mjs 7 | tee "$copy"
  wasm=$(awk '/^wasm fixed depth/ {print $(NF-4)}' "$copy")
  rm -f "$copy"
  awk -v n="$native" -v w="$wasm" 'BEGIN { printf "wasm / native search speed on identical work: %.0f%%\n", 100 * w / n }'
  say "records: a collection of 10,000 commented games, native and in the game's wasm"
  cargo run --release --example bench_records
  say "the page"
  ensure_e2e
  build
  node bench/records_wasm.mjs
  node bench/page/bench.mjs
}

# The long runs, with their counts printed. FUZZ_INPUTS, SOAK_GAMES and FUZZ_SEED / SOAK_SEED
# change their size and seed. The fuzz run keeps the test profile's overflow checks (a panic is a
# finding); the game soak runs at release speed (profile soak in Cargo.toml).
soak() {
  say "fuzz: ${FUZZ_INPUTS:-1000000} parser and protocol inputs"
  FUZZ_INPUTS="${FUZZ_INPUTS:-1000000}" cargo test --test fuzz -- --ignored --nocapture
  say "native soak: ${SOAK_GAMES:-100000} random games per variant through the checked Game API"
  SOAK_GAMES="${SOAK_GAMES:-100000}" cargo test --profile soak --test soak -- --ignored --nocapture
  ensure_e2e
  build
  # Separate processes (seeds 1–20) keep each one's memory small and make a failure easy to
  # replay: `node tests/fuzz/wasm_api.mjs 20000 SEED`. The totals are summed from their reports.
  say "wasm API fuzz, long run: 400,000 calls with bad arguments in 20 processes (0 traps)"
  local seed out calls=0 traps=0 started=$SECONDS
  for seed in $(seq 1 20); do
    out=$(node tests/fuzz/wasm_api.mjs 20000 "$seed") || { echo "$out"; die "wasm API fuzz failed (seed $seed)"; }
    echo "$out"
    calls=$((calls + $(awk '/^wasm API fuzz:/ {print $4}' <<<"$out")))
    traps=$((traps + $(awk '{for (i = 1; i < NF; i++) if ($i == "traps") {sub(",", "", $(i+1)); print $(i+1)}}' <<<"$out")))
  done
  echo "wasm API fuzz, long run: $calls calls in 20 processes, $traps traps, $((SECONDS - started)) s"
  say "browser soak: 300 computer-vs-computer games in one page (heap, wasm memory, workers)"
  node bench/page/soak.mjs 300
  say "storage soak: 1,000 games kept, reloaded, exported and read back; a 60,000-ply game kept and reopened"
  node bench/page/soak_storage.mjs 1000 60000
}

case "${1:-build}" in
  build) build ;;
  bench) bench ;;
  bench-wasm) build_bench_wasm ;;
  bench-ab) bench/ab_8x8.sh "${AB_ROUNDS:-5}" "${AB_BASE:-main}" ;;
  serve) serve ;;
  test) run_tests ;;
  soak) soak ;;
  bench-page)
    ensure_e2e
    build
    node bench/page/bench.mjs
    ;;
  *) die "unknown command '$1': use build, serve, test, bench, bench-ab, bench-wasm, bench-page or soak" ;;
esac
