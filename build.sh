#!/usr/bin/env bash
# The one entry point for building, serving and testing the page.
#
#   ./build.sh setup      install the system packages the build and the tests need, with apt:
#                         the one command that needs root (sudo ./build.sh setup)
#   ./build.sh            build dist/ (the complete static site: index.html, www/, pkg/, sw.js,
#                         the app manifest and icons, and the one-file lines-of-action.html),
#                         the product only: no experiment or benchmark features; dist/ is also
#                         the npm package (package/package.json), with its single-file build cdn/
#   ./build.sh serve      build, then serve dist/ on http://127.0.0.1:8080
#   ./build.sh test       fmt, clippy (native and wasm32), cargo doc, cargo test, the wasm build, the JS type
#                         check, e2e tests (the whole suite in Chromium, its core also in Firefox
#                         and WebKit; the package built by Vite, webpack, Parcel, Rollup and esbuild;
#                         then test-frameworks)
#   ./build.sh test-rust  the Rust part of test alone (fmt, clippy, cargo doc, cargo test, perft)
#   ./build.sh test-web   the type check, the wasm API fuzz and the unit tests, on a built dist/
#   ./build.sh test-browsers  the end-to-end tests alone, on a built dist/
#   ./build.sh test-frameworks  the package in the frameworks' own tools, on a built dist/: vue-tsc
#                         and svelte-check, Angular, Next.js, SvelteKit, Astro, React 18, Vue 3
#                         and Svelte 5 apps (tests/frameworks/, installed from their lock files
#                         and the packed tarball: the one part of test that needs the network)
#   ./build.sh bench      measure every figure and write docs/figures.md: perft, search speed native and wasm
#                         (every board's), the levels' ladder, the cell boards' matches, the page
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
# in Cargo.lock, and every npm package of the root package.json (npm ci into node_modules/, once:
# esbuild and Zopfli for the build; playwright-core, puppeteer-core, typescript, axe-core and
# lighthouse for the tests and the page figures; the bundlers of the package matrix; dev only,
# never shipped). The system packages (Debian's nodejs and npm, python3, and for tests chromium,
# firefox-esr, webkit2gtk-driver and xvfb, or the browsers CHROMIUM=, FIREFOX=, WEBKIT_DRIVER= and
# WEBKIT_BROWSER= name) come from `./build.sh setup`, which needs root: run as root, every command
# runs it itself; run as another user, a command that misses one stops with the apt command to
# run. No command but setup ever calls sudo or apt.
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

# The system packages (Debian's names) that the build and the tests need and that are missing, one
# per line. A browser that CHROMIUM=, FIREFOX= or WEBKIT_DRIVER= names needs no package (see
# ensure_e2e); a set DISPLAY needs no Xvfb. $1 = build: only what ./build.sh build needs.
missing_system_packages() {
  local want=() pkg
  command -v node >/dev/null || want+=(nodejs npm)
  command -v python3 >/dev/null || want+=(python3)
  if [ "${1:-}" != build ]; then
    [ -n "${CHROMIUM:-}" ] || [ -x /usr/bin/chromium ] || want+=(chromium chromium-driver)
    [ -n "${FIREFOX:-}" ] || [ -x /usr/bin/firefox-esr ] || want+=(firefox-esr)
    [ -n "${WEBKIT_DRIVER:-}" ] || [ -x /usr/bin/WebKitWebDriver ] || want+=(webkit2gtk-driver)
    [ -n "${DISPLAY:-}" ] || command -v Xvfb >/dev/null || want+=(xvfb)
  fi
  for pkg in ${want[@]+"${want[@]}"}; do
    dpkg -s "$pkg" >/dev/null 2>&1 || echo "$pkg"
  done
}

# ./build.sh setup: installs the system packages with apt. Only this step needs root; every other
# command runs as any user and never calls sudo. When root, the other commands run it themselves.
setup() {
  local missing
  missing=$(missing_system_packages "${1:-}" | tr '\n' ' ')
  if [ -z "${missing// /}" ]; then
    say "the system packages are installed"
    return
  fi
  [ "$(id -u)" -eq 0 ] ||
    die "installing ${missing% } needs root: run 'sudo ./build.sh setup', or: sudo apt-get update && sudo apt-get install -y ${missing% }"
  say "installing ${missing% } with apt"
  apt-get update
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y $missing
}

# Makes sure the system packages are there before a command that needs them ($1 = build: only
# the build's): installed when we are root, else a stop that names the exact apt command.
ensure_system() {
  [ -z "$(missing_system_packages "${1:-}")" ] || setup "${1:-}"
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

# Builds the wasm with the cargo features $2 (none when absent) into the artefact $1, under the
# cargo profile $3 (release when absent; see Cargo.toml's profiles).
build_wasm() {
  local artefact=$1 features=${2:-} profile=${3:-release}
  cargo build --profile "$profile" --lib --target wasm32-unknown-unknown ${features:+--features "$features"}
  mkdir -p "$(dirname "$artefact")"
  cp "${CARGO_WASM/\/release\//\/$profile\/}" "$artefact"
}

# The one wasm-bindgen call: the wasm $1 as glue and wasm in the folder $2 (loa.js and
# loa_bg.wasm, after $1's name). Every glue is an ES module (--target web): the pages import it,
# and the computer's worker is bundled from the page's own glue (tools/worker_bundle.mjs).
# The name section only helps debuggers, so what visitors download drops it and the producers
# section (docs/figures.md); the benchmark's wasm ($3 = keep-names) keeps both.
bindgen() {
  local wasm=$1 out=$2 names=${3:-}
  local strip=(--remove-name-section --remove-producers-section)
  [ "$names" = keep-names ] && strip=()
  wasm-bindgen "$wasm" --out-dir "$out" --target web --no-typescript ${strip[@]+"${strip[@]}"}
}

# The page's table of every variant and the build that plays it, written from the core
# (examples/variant_builds.rs) so JavaScript keeps no list of its own; generated, never
# committed (.gitignore), and written before anything reads www/: the copy into dist/, the type
# check and the unit tests. Once a run: `test` builds, then checks the web files.
write_variant_builds() {
  [ -n "${VARIANT_BUILDS_WRITTEN:-}" ] && return
  say "writing www/component/variant-builds.js from the core's variants"
  cargo run --quiet --example variant_builds > www/component/variant-builds.js.tmp
  mv www/component/variant-builds.js.tmp www/component/variant-builds.js
  VARIANT_BUILDS_WRITTEN=1
}

build() {
  ensure_npm
  ensure_toolchain
  write_variant_builds
  say "building the release wasm"
  build_wasm "$GAME_WASM"
  rm -rf "$DIST"
  mkdir -p "$DIST/pkg"
  bindgen "$GAME_WASM" "$DIST/pkg"
  # No wasm-opt pass: Debian's binaryen cannot parse what rustc and wasm-bindgen emit, and npm's
  # made this LTO-built module larger (docs/figures.md). Size comes from the crate itself instead
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
# wasm does not carry them (docs/figures.md). Its glue is the game's glue plus the study classes,
# line for line (checked here), so the one pkg/loa.js drives either wasm; a page picks its wasm
# in www/component/wasm-module.js. build_offline's worker glue is made from the same $STUDY_WASM.
build_study_wasm() {
  say "building the study pages' wasm (feature study)"
  build_wasm "$STUDY_WASM" study
  local study
  study=$(mktemp -d)
  bindgen "$STUDY_WASM" "$study"
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
  bindgen "$WIDE_WASM" "$DIST/pkg/wide"
}

# The readers of game files (records, SGF games and collections, position strings): the crate with
# the feature `files` (src/wasm/files.rs) and its own glue in pkg/files/, which the page imports the
# first time a file is opened or pasted (www/component/files.js), so the game's wasm carries none.
build_files_wasm() {
  say "building the file readers' wasm (feature files)"
  build_wasm "$FILES_WASM" files
  bindgen "$FILES_WASM" "$DIST/pkg/files"
}

# The one-file edition's single wasm: the game and the file readers in one (feature `onefile`),
# with its own glue in pkg/onefile/, which tools/onefile.mjs inlines and build_offline then removes:
# one wasm instead of two saves the second copy of the runtime and the tables (docs/figures.md).
build_onefile_wasm() {
  say "building the one-file edition's wasm (feature onefile, profile onefile: optimised for size)"
  build_wasm "$ONEFILE_WASM" onefile onefile
  bindgen "$ONEFILE_WASM" "$DIST/pkg/onefile"
}

# ---- the offline steps: worker bundles, minified files, app manifest and icons, one-file edition,
# service worker. The JavaScript tools (tools/*.mjs) run on esbuild from the root package.json;
# the icons and the precache list are Python 3 (standard library only).
build_offline() {
  # The computer worker as one classic script, glue included, so the page starts every worker
  # from one blob: URL with no request. The worker gets the page's compiled wasm by message, so it
  # is bundled with the page's own glue of that wasm (tools/worker_bundle.mjs keeps only what the
  # worker uses): pkg/loa.js, the study build's glue, which drives both the game's and the study
  # pages' wasm (build_study_wasm); the wide boards' (fetched only by a page that plays one,
  # worker-start.js); the one-file edition's.
  node tools/worker_bundle.mjs "$DIST/pkg/loa.js" www/component/worker/worker.js "$DIST/www/component/worker/worker-bundle.js"
  node tools/worker_bundle.mjs "$DIST/pkg/wide/loa.js" www/component/worker/worker.js "$DIST/www/component/worker/worker-bundle-wide.js"
  node tools/worker_bundle.mjs "$DIST/pkg/onefile/loa.js" www/component/worker/worker.js "$DIST/pkg/onefile/worker-bundle.js"
  rm "$DIST/www/component/worker/worker.js"
  # What visitors download is minified (comments and blanks are most of the gzipped page); the
  # sources keep them. Before the CDN build and the one-file edition, which read these files, and
  # before the service worker's hashes.
  node tools/minify.mjs "$DIST"
  # The package's single-file builds of the element (dist/cdn/, and dist/compat/ with its files
  # inlined), from the minified files.
  node tools/cdn/cdn.mjs "$DIST"
  # The installable app: its manifest and icons (drawn by a script, no binary in the repo).
  cp manifest.webmanifest "$DIST/"
  python3 tools/make_icons.py "$DIST/icons"
  # The one-file edition, offered as "Download for offline play".
  node tools/onefile.mjs "$DIST" "$DIST/lines-of-action.html"
  rm -r "$DIST/pkg/onefile" # inlined there, and loaded by no page
  # Each site page's modules bundled by esbuild (dist/bundle/: the page, and chunks that load on
  # demand), so a first visit fetches a few files instead of seventy; the pages' script tags and
  # preloads now name the bundles. After the one-file edition, which bundles the unbundled page in
  # its own way; the unbundled modules stay for embedders (www/board.js, loa-board.js, embed.html).
  # Those only the pages imported ($replaced) are no longer loaded by any page of the site.
  local replaced
  replaced=$(mktemp)
  node tools/bundle.mjs "$DIST" --replaced "$replaced" index.html puzzles.html learn.html
  local pages_only
  mapfile -t pages_only <"$replaced"
  rm "$replaced"
  # Last, once every file is in place: the service worker with the hashes of them all. The
  # one-file edition is not precached: it is a download, and the cached site is the same game.
  # Nor are the CDN build (cdn/), the same element for other sites, the package's own
  # files (its README, LICENSE, manifest of the element, entry points for bundlers, JSX types),
  # and the unbundled modules the pages' bundles replaced: the site never loads them.
  local package_only=(README.md LICENSE package.json custom-elements.json board.js analysis.js analysis.d.ts board.d.ts loa-board.d.ts embed.d.ts react.d.ts react.js vue.d.ts svelte.d.ts preact.d.ts solid.d.ts cdn/ compat/)
  python3 tools/precache.py "$DIST" sw.js --skip lines-of-action.html ${package_only[@]/#/--skip=} ${pages_only[@]+"${pages_only[@]/#/--skip=}"}
  # The service worker is not in its own list, so it is minified after it is written.
  node tools/minify.mjs "$DIST" sw.js
}

# The benchmark wasm: the product plus the `bench` feature's `benchSearch` export, kept out of
# dist/ so the page never loads it (bench/search_wasm.mjs reads target/bench-pkg).
build_bench_wasm() {
  ensure_toolchain
  say "building the benchmark wasm (feature bench)"
  build_wasm "$BENCH_WASM" bench
  rm -rf "$BENCH_PKG"
  bindgen "$BENCH_WASM" "$BENCH_PKG" keep-names
  # The same under the one-file edition's size profile, so the bench prints what it costs in speed.
  say "building the benchmark wasm under the one-file edition's profile (opt-level s)"
  build_wasm "$BENCH_WASM" bench onefile
  rm -rf "$BENCH_PKG-onefile"
  bindgen "$BENCH_WASM" "$BENCH_PKG-onefile" keep-names
}

# Every npm package the build and the tests use, from the one package.json at the root and its
# lock file: `npm ci` into node_modules/, once, again only when package-lock.json changes (its
# copy in node_modules/installed-lock.json names the last install that finished).
ensure_npm() {
  ensure_system build
  if ! cmp -s package-lock.json node_modules/installed-lock.json; then
    say "installing the npm packages of package.json (npm ci: esbuild, the test browsers' drivers, the bundlers of the package matrix)"
    npm ci --no-audit --no-fund
    cp package-lock.json node_modules/installed-lock.json
  fi
}

# The embeds and the npm package: loa-board.js (the <loa-board> element) and embed.html at the
# site root, the hand-written TypeScript declarations (with the JSX ones for React, Preact and
# Solid), the Custom Elements Manifest, the embedding guide (docs/embedding.md) as the package's README,
# the LICENSE, and package/package.json, which makes dist/ a package (`npm pack` in dist/ gives
# the tarball; publishing is the owner's choice). Its version must be the crate's: checked here,
# so a release bumps both. The CDN build (cdn/) is written later, from the minified files.
package_dist() {
  cp loa-board.js embed.html LICENSE "$DIST/"
  # board.js and analysis.js: the entry points for resolvers that ignore `exports` (Parcel).
  cp package/board.js package/analysis.js package/react.js "$DIST/"
  cp types/loa-board.d.ts types/board.d.ts types/analysis.d.ts types/embed.d.ts types/react.d.ts types/preact.d.ts types/solid.d.ts "$DIST/"
  # Vue's and Svelte's typings are written from the element's table, never kept beside it.
  node tools/framework_types.mjs "$DIST"
  cp docs/embedding.md "$DIST/README.md"
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
# another), on a private Xvfb display unless $DISPLAY is set. A missing package is installed when
# we are root (./build.sh setup); otherwise the run stops with the apt command that installs it.
ensure_e2e() {
  [ -z "${CHROMIUM:-}" ] || named_browser CHROMIUM "$CHROMIUM"
  [ -z "${FIREFOX:-}" ] || named_browser FIREFOX "$FIREFOX"
  [ -z "${WEBKIT_DRIVER:-}" ] || named_browser WEBKIT_DRIVER "$WEBKIT_DRIVER"
  [ -z "${WEBKIT_BROWSER:-}" ] || named_browser WEBKIT_BROWSER "$WEBKIT_BROWSER"
  ensure_system
  ensure_npm
}

# ./build.sh test: every check, in the order that fails soonest. The three parts are commands of
# their own too (test-rust, test-web, test-browsers), which CI runs as parallel jobs.
run_tests() {
  # First, so that a missing browser stops the run at once, not after the Rust checks.
  ensure_e2e
  test_rust
  build
  test_web
  test_browsers
  test_frameworks
}

# The Rust checks: fmt, clippy (native and wasm32, with and without every feature), cargo doc, cargo test,
# the deep perft. No npm package, no browser.
test_rust() {
  say "cargo fmt --check"
  cargo fmt --check
  ensure_toolchain
  say "cargo clippy (native and wasm32)"
  cargo clippy --all-targets -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
  say "cargo clippy with every feature (mcts, bench, study, wide)"
  cargo clippy --all-targets --all-features -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib --all-features -- -D warnings
  # Public items have doc comments, and a doc link that names nothing is a broken promise.
  say "cargo doc (broken doc links are errors)"
  RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --lib
  say "cargo test"
  cargo test
  say "perft: Standard depth 6 (1,938,494,632 leaves)"
  cargo test --test integration perft:: -- --ignored
}

# Stops a test command that needs the built site when there is none.
need_dist() {
  [ -f "$DIST/index.html" ] || die "dist/ is not built: run ./build.sh build first (./build.sh test does both)"
}

# The web checks without a browser, on the built site: the JS type check, the wasm API fuzz, the
# unit tests (which run wasm-bindgen on target/wasm/, so they follow a build in the same tree).
test_web() {
  need_dist
  ensure_npm
  write_variant_builds
  say "type check of the page's JavaScript and of the worker (tsc --checkJs --noEmit: tsconfig.json, tsconfig.worker.json)"
  node_modules/.bin/tsc -p tsconfig.json --checkJs --noEmit
  node_modules/.bin/tsc -p tsconfig.worker.json --checkJs --noEmit
  say "wasm API fuzz, short run (every export with bad arguments: 0 traps)"
  node tests/fuzz/wasm_api.mjs 20000
  # The wide boards' wasm: fewer calls, since valid ones search the larger boards.
  say "wasm API fuzz of the wide boards' wasm, short run (0 traps)"
  node tests/fuzz/wasm_api.mjs 1000 1 wide
  say "unit tests, no browser: the layers of www/, the pure modules, the boundary's keys against types/board.d.ts, the wasm's exports against types/pkg/loa.d.ts"
  node --test tests/unit/
}

# The end-to-end tests on the built site (dist/ alone: CI's browser job receives it from the
# build job). core.test.mjs runs in every engine (ENGINES= narrows it); the other files in
# Chromium. Named here, an engine that cannot start fails its tests instead of being left out.
test_browsers() {
  need_dist
  ensure_e2e
  say "end-to-end tests: the suite in headless Chromium, the core also in Firefox and WebKit (and source checks)"
  ENGINES="${ENGINES:-chromium,firefox,webkit}" node --test --test-concurrency=1 tests/e2e/*.test.mjs
}

# The package in the frameworks' own tools, on a built dist/: each app of tests/frameworks/ is
# installed from its lock file (`npm ci`, the npm registry) and the packed tarball (one shared npm
# cache, target/frameworks/) and checked there: vue-tsc and svelte-check on typed templates;
# Angular, Next.js, SvelteKit, Astro, React 18, Vue 3 and Svelte 5 apps built and played. On a
# loaded 2-core machine (the run prints its time): about 4 minutes warm (each app's installed tree
# kept while its lock is unchanged), 7 after a change of lock (npm ci from the cache), about 9
# cold; ./build.sh test runs it all, last.
test_frameworks() {
  need_dist
  ensure_e2e
  say "the package in the frameworks: typed Vue and Svelte templates; Angular, Next.js, SvelteKit, Astro, React 18, Vue 3 and Svelte 5 apps"
  local started=$SECONDS
  node --test --test-concurrency=1 tests/frameworks/*.test.mjs
  echo "framework matrix: $((SECONDS - started)) s"
}

# Every figure in one run: perft, native and wasm search speed on the same work (and their
# ratio), every board's search speed, the levels' ladder, the cell boards' matches, records, and
# the page. Each part prints as it runs and keeps its output for bench/figures.mjs, which writes
# them all, with the date, the commit and the machine, into docs/figures.md: figures are measured,
# never kept by hand. BENCH_SKIP="ab ladder wide-match" (names of parts) leaves slow parts out;
# the file says which.
FIGURE_N=0
FIGURES_FAILED=()
# figure NAME TITLE COMMAND…: one part of the bench, its output kept in $FIGURES. A part that
# fails (a ladder step's FAIL, a page figure timing out on a loaded machine) is noted in its
# output and the bench goes on, so one part cannot lose the others' figures.
figure() {
  local name=$1 title=$2 file
  shift 2
  FIGURE_N=$((FIGURE_N + 1))
  file="$FIGURES/$(printf '%02d' "$FIGURE_N")-$name"
  if ! wants "$name"; then
    printf '%s\n%s\n' "$title" "$*" >"$file.skipped"
    say "left out (BENCH_SKIP): $title"
    return 0
  fi
  say "$title"
  printf '%s\n%s\n' "$title" "$*" >"$file.txt"
  local status=0
  "$@" | tee -a "$file.txt" || status=$?
  if [ "$status" != 0 ]; then
    printf '(this part exited with status %s)\n' "$status" >>"$file.txt"
    FIGURES_FAILED+=("$name")
    say "exited with status $status: $title"
  fi
}

# Whether a part of the bench runs (not named in BENCH_SKIP).
wants() { [[ " ${BENCH_SKIP:-} " != *" $1 "* ]]; }

# The figure a part printed on the line that starts with $2, field $3 from the end (0: the last).
# Empty when the part was left out.
figure_of() { { awk -v f="$3" "/^$2/ {print \$(NF-f)}" "$FIGURES"/*-"$1".txt 2>/dev/null || true; } | head -1; }

bench() {
  FIGURES=$(mktemp -d)
  figure perft "Perft, native, one thread" cargo run --release --example bench_perft
  figure ab "A/B: the 8×8 engine against ${AB_BASE:-main}, alternating (perft and search CPU time)" \
    bench/ab_8x8.sh "${AB_ROUNDS:-5}" "${AB_BASE:-main}"
  figure wide "Perft of the cell board (black-hole, standard-12x12, hex-5, hex-6), native, one thread" \
    cargo run --release --example bench_wide
  figure search "Search speed, native" cargo run --release --example bench_search -- 1000 7
  figure ladder "The levels' ladder: ${LADDER_GAMES:-400} games per pair (level 1 against the baseline, each level against the one below)" \
    cargo run --release --example match -- --ladder --games "${LADDER_GAMES:-400}" --threads 2
  figure wide-match "The cell boards' computer: level 6 against level 3 (${WIDE_GAMES:-100} games) and against the random mover (${WIDE_RANDOM:-50}) on each" \
    cargo run --release --example wide_match -- --games "${WIDE_GAMES:-100}" --random "${WIDE_RANDOM:-50}" --threads 2
  if wants search-wasm; then build_bench_wasm; fi
  figure search-wasm "Search speed, wasm (Node)" node bench/search_wasm.mjs 7
  local native wasm
  native=$(figure_of search 'fixed depth' 1)
  wasm=$(figure_of search-wasm 'wasm fixed depth' 4)
  if [ -n "$native" ] && [ -n "$wasm" ]; then
    figure ratio "wasm against native search speed" \
      awk -v n="$native" -v w="$wasm" 'BEGIN { printf "wasm / native search speed on identical work: %.0f%% (target: at least 60%%)\n", 100 * w / n }'
  fi
  figure records "Records: a collection of 10,000 commented games, native" cargo run --release --example bench_records
  # The site, for the parts that measure it.
  if wants records-wasm || wants page; then
    ensure_e2e
    build
  fi
  figure records-wasm "Records: the same collection in the game's wasm (Node), as the page reads it" node bench/records_wasm.mjs
  figure page "The page: sizes, first paint, long tasks, Lighthouse, the CDN board, the whole-game analysis" node bench/page/bench.mjs
  node bench/figures.mjs "$FIGURES" >docs/figures.md
  rm -rf "$FIGURES"
  say "wrote docs/figures.md"
  [ ${#FIGURES_FAILED[@]} -eq 0 ] || die "parts of the bench failed: ${FIGURES_FAILED[*]} (docs/figures.md shows what they printed)"
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
  setup) setup ;;
  build) build ;;
  bench) bench ;;
  bench-wasm) build_bench_wasm ;;
  bench-ab) bench/ab_8x8.sh "${AB_ROUNDS:-5}" "${AB_BASE:-main}" ;;
  serve) serve ;;
  test) run_tests ;;
  test-rust) test_rust ;;
  test-web) test_web ;;
  test-browsers) test_browsers ;;
  test-frameworks) test_frameworks ;;
  soak) soak ;;
  bench-page)
    ensure_e2e
    build
    node bench/page/bench.mjs
    ;;
  *) die "unknown command '$1': use setup, build, serve, test, test-rust, test-web, test-browsers, test-frameworks, bench, bench-ab, bench-wasm, bench-page or soak" ;;
esac
