#!/usr/bin/env bash
# The one entry point for building, serving and testing the page.
#
#   ./build.sh            build dist/ (the complete static site: index.html, www/, pkg/)
#   ./build.sh serve      build, then serve dist/ on http://127.0.0.1:8080
#   ./build.sh test       fmt, clippy (native and wasm32), cargo test, the wasm build, e2e tests
#   ./build.sh bench      print every figure: perft, search speed native and wasm, the page
#   ./build.sh bench-page print the page figures (sizes, first paint, long tasks while thinking)
#   ./build.sh soak       the long runs: parser and protocol fuzzing, random games of every variant
#
# Everything missing is installed: the wasm32 target, the wasm-bindgen CLI at exactly the version
# in Cargo.lock, and for tests Debian's chromium plus npm's playwright-core.
set -euo pipefail

cd "$(dirname "$0")"
ROOT=$(pwd)
DIST="$ROOT/dist"
WASM="$ROOT/target/wasm32-unknown-unknown/release/loa.wasm"
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

build() {
  ensure_toolchain
  say "building the release wasm"
  cargo build --release --lib --target wasm32-unknown-unknown
  rm -rf "$DIST"
  mkdir -p "$DIST/pkg"
  # The name section only helps debuggers; dropping it saves about 10 KB gzipped.
  wasm-bindgen "$WASM" --out-dir "$DIST/pkg" --target web --no-typescript \
    --remove-name-section --remove-producers-section
  # No wasm-opt pass: Debian's binaryen 108 cannot parse what rustc and wasm-bindgen emit, and
  # binaryen 132 (npm) at -Oz made this LTO-built module 0.6% larger. Size comes from the crate
  # itself instead (tables built at start-up, no Unicode case tables).
  cp index.html "$DIST/"
  cp -r www "$DIST/www"
  cp -r demo "$DIST/demo"
  touch "$DIST/.nojekyll"
  say "built $DIST ($(du -sh "$DIST" | cut -f1))"
}

serve() {
  build
  echo "Play at http://127.0.0.1:$PORT/  (Ctrl-C stops the server)"
  # python's http.server sends .wasm as application/wasm, which streaming compilation needs.
  exec python3 -m http.server "$PORT" --bind 127.0.0.1 --directory "$DIST"
}

ensure_e2e() {
  [ -x /usr/bin/chromium ] || apt_install chromium chromium-driver
  command -v node >/dev/null || apt_install nodejs npm
  if [ ! -d tests/e2e/node_modules/playwright-core ]; then
    say "installing playwright-core for the e2e tests"
    (cd tests/e2e && { npm ci --no-audit --no-fund || npm install --no-audit --no-fund; })
  fi
}

run_tests() {
  say "cargo fmt --check"
  cargo fmt --check
  ensure_toolchain
  say "cargo clippy (native and wasm32)"
  cargo clippy --all-targets -- -D warnings
  cargo clippy --target wasm32-unknown-unknown --lib -- -D warnings
  say "cargo test"
  cargo test
  say "perft: Standard depth 6 (1,938,494,632 leaves)"
  cargo test --test perft -- --ignored
  ensure_e2e
  build
  say "end-to-end tests in headless Chromium"
  node --test --test-concurrency=1 tests/e2e/*.test.mjs
}

# Every figure of the README in one run: perft, native and wasm search speed on the same work
# (and their ratio), and the page figures.
bench() {
  say "perft, native, one thread"
  cargo run --release --example bench_perft
  say "search, native"
  # Each figure goes to stdout as it is printed and to a scratch copy that awk reads. (Not
  # `tee /dev/stderr`: that reopens the file behind `> file 2>&1` and truncates it.)
  local native wasm copy
  copy=$(mktemp)
  cargo run --release --bin bench_search -- 1000 7 | tee "$copy"
  native=$(awk '/^fixed depth/ {print $(NF-1)}' "$copy")
  build
  say "search, wasm (Node)"
  node bench/search_wasm.mjs 7 | tee "$copy"
  wasm=$(awk '/^wasm fixed depth/ {print $(NF-4)}' "$copy")
  rm -f "$copy"
  awk -v n="$native" -v w="$wasm" 'BEGIN { printf "wasm / native search speed on identical work: %.0f%%\n", 100 * w / n }'
  say "the page"
  ensure_e2e
  node tests/e2e/bench.mjs
}

# The long runs, with their counts printed. FUZZ_INPUTS, SOAK_GAMES and FUZZ_SEED / SOAK_SEED
# change their size and seed. The fuzz run keeps the test profile's overflow checks (a panic is a
# finding); the game soak runs at release speed (profile soak in Cargo.toml).
soak() {
  say "fuzz: ${FUZZ_INPUTS:-1000000} parser and protocol inputs"
  FUZZ_INPUTS="${FUZZ_INPUTS:-1000000}" cargo test --test fuzz -- --ignored --nocapture
  say "native soak: ${SOAK_GAMES:-100000} random games per variant through the checked Game API"
  SOAK_GAMES="${SOAK_GAMES:-100000}" cargo test --profile soak --test soak -- --ignored --nocapture
  # The browser soak (issue 12, item 5: games in one page, memory figures) belongs here.
}

case "${1:-build}" in
  build) build ;;
  bench) bench ;;
  serve) serve ;;
  test) run_tests ;;
  soak) soak ;;
  bench-page)
    ensure_e2e
    build
    node tests/e2e/bench.mjs
    ;;
  *) die "unknown command '$1': use build, serve, test, bench, bench-page or soak" ;;
esac
