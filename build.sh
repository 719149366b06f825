#!/usr/bin/env bash
# The one entry point for building, serving and testing the page.
#
#   ./build.sh            build dist/ (the complete static site: index.html, www/, pkg/)
#   ./build.sh serve      build, then serve dist/ on http://127.0.0.1:8080
#   ./build.sh test       fmt, clippy (native and wasm32), cargo test, the wasm build, e2e tests
#   ./build.sh bench-page print the page figures (sizes, first paint, long tasks while thinking)
#
# Everything missing is installed: the wasm32 target, the wasm-bindgen CLI at exactly the version
# in Cargo.lock, and for tests Debian's chromium and binaryen plus npm's playwright-core.
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
  if command -v wasm-opt >/dev/null; then
    say "optimising with wasm-opt"
    # Debian's binaryen predates these features being on by default; rustc emits them.
    # An old wasm-opt may still not read everything wasm-bindgen writes (binaryen 108 rejects
    # table.fill): then the unoptimised module is kept, which is correct, only larger.
    if wasm-opt -O3 --enable-bulk-memory --enable-sign-ext --enable-nontrapping-float-to-int \
      --enable-reference-types --enable-multivalue \
      "$DIST/pkg/loa_bg.wasm" -o "$DIST/pkg/loa_bg.opt.wasm" 2>"$DIST/wasm-opt.log"; then
      mv "$DIST/pkg/loa_bg.opt.wasm" "$DIST/pkg/loa_bg.wasm"
    else
      say "wasm-opt $(wasm-opt --version | awk '{print $3}') cannot read this module ($(head -c 120 "$DIST/wasm-opt.log" | tr "\n" " ")); keeping it unoptimised"
      rm -f "$DIST/pkg/loa_bg.opt.wasm"
    fi
    rm -f "$DIST/wasm-opt.log"
  else
    say "wasm-opt not found: skipping the size optimisation (apt-get install binaryen to enable it)"
  fi
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
  command -v wasm-opt >/dev/null || apt_install binaryen
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

case "${1:-build}" in
  build) build ;;
  serve) serve ;;
  test) run_tests ;;
  bench-page)
    ensure_e2e
    build
    node tests/e2e/bench.mjs
    ;;
  *) die "unknown command '$1': use build, serve, test or bench-page" ;;
esac
