#!/usr/bin/env bash
# A/B benchmark of the 8×8 engine: the same perft and fixed-depth search work, run by a binary
# built from a base revision (default `main`) and by this tree's, alternating A B A B … in one run
# so machine load falls on both alike. Prints each round's CPU seconds (user time, which load
# inflates less than wall time), then each side's median and the ratio new/base.
#
#   bench/ab_8x8.sh [rounds] [base-revision]      (defaults: 5 rounds, main)
#
# Used by `./build.sh bench-ab` and `./build.sh bench`. Gemma's holes live in the same engine, so
# this is the check that they cost the variants without holes nothing (within 5%).
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-5}
BASE=${2:-main}
AB=target/ab
rm -rf "$AB/base-src" && mkdir -p "$AB/base-src"
git archive "$BASE" | tar -x -C "$AB/base-src"
echo "building the base ($BASE: $(git rev-parse --short "$BASE")) and this tree, release"
(cd "$AB/base-src" && CARGO_TARGET_DIR="$PWD/../base-target" cargo build --quiet --release \
  --example perft_once --example bench_search)
cargo build --quiet --release --example perft_once --example bench_search
A="$AB/base-target/release/examples"
B="target/release/examples"

# CPU seconds of one command (user time), its output checked against the other binary's.
# CPU seconds (user time) of one command; its output is discarded.
cpu() {
  { TIMEFORMAT=%U; time "$@" >/dev/null; } 2>"$AB/time.txt"
  tail -1 "$AB/time.txt"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

for work in "perft_once standard 6" "perft_once scrambled-eggs 6" "bench_search fixed 8"; do
  set -- $work
  prog=$1
  shift
  : >"$AB/a.txt"
  : >"$AB/b.txt"
  "$A/$prog" "$@" >"$AB/expect.txt"
  "$B/$prog" "$@" >"$AB/got.txt"
  # The work must be the same: perft leaves and search node counts agree.
  if [ "$prog" = perft_once ] && ! cmp -s "$AB/expect.txt" "$AB/got.txt"; then
    echo "MISMATCH on $work: base $(cat "$AB/expect.txt"), new $(cat "$AB/got.txt")"
    exit 1
  fi
  for round in $(seq 1 "$ROUNDS"); do
    cpu "$A/$prog" "$@" >>"$AB/a.txt"
    cpu "$B/$prog" "$@" >>"$AB/b.txt"
  done
  a=$(median <"$AB/a.txt")
  b=$(median <"$AB/b.txt")
  printf '%-32s base %6.3f s  new %6.3f s  (medians of %d, CPU)  new/base %.3f\n' \
    "$work" "$a" "$b" "$ROUNDS" "$(awk -v a="$a" -v b="$b" 'BEGIN {print b / a}')"
  echo "  base rounds: $(tr '\n' ' ' <"$AB/a.txt")"
  echo "  new rounds:  $(tr '\n' ' ' <"$AB/b.txt")"
done
