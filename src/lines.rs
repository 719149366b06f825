//! Precomputed line geometry: rays, whole lines and distances to the edge.
//!
//! A piece moves along one of four lines through its square (docs/rules.md §1): the file, the rank and
//! the two diagonals. Directions are numbered so that `dir & 3` is the line and `dir ^ 4` is the
//! opposite direction:
//!
//! ```text
//!   7 NW   0 N   1 NE
//!   6 W     .    2 E
//!   5 SW   4 S   3 SE
//! ```
//!
//! All tables are computed at compile time, so they cost nothing at start-up (which matters in
//! the browser) and little space (about 6 KB).

/// Square-index step of each direction.
pub(crate) const DELTA: [i8; 8] = [8, 9, 1, -7, -8, -9, -1, 7];
/// File step of each direction.
const FILE_STEP: [i8; 8] = [0, 1, 1, 1, 0, -1, -1, -1];
/// Rank step of each direction.
const RANK_STEP: [i8; 8] = [1, 1, 0, -1, -1, -1, 0, 1];

const fn build_rays() -> [[u64; 8]; 64] {
    let mut rays = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut dir = 0;
        while dir < 8 {
            let mut file = (sq % 8) as i8 + FILE_STEP[dir];
            let mut rank = (sq / 8) as i8 + RANK_STEP[dir];
            let mut mask = 0u64;
            while file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                mask |= 1u64 << (rank * 8 + file);
                file += FILE_STEP[dir];
                rank += RANK_STEP[dir];
            }
            rays[sq][dir] = mask;
            dir += 1;
        }
        sq += 1;
    }
    rays
}

/// `RAY[sq][dir]`: the squares from `sq` (excluded) to the board edge in direction `dir`.
pub(crate) static RAY: [[u64; 8]; 64] = build_rays();

const fn build_lines() -> [[u64; 4]; 64] {
    let rays = build_rays();
    let mut lines = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut line = 0;
        while line < 4 {
            lines[sq][line] = rays[sq][line] | rays[sq][line + 4] | (1u64 << sq);
            line += 1;
        }
        sq += 1;
    }
    lines
}

/// `LINE[sq][line]`: the whole line through `sq` (both directions and `sq` itself). The number of
/// pieces on it is the distance a piece on `sq` moves along it.
pub(crate) static LINE: [[u64; 4]; 64] = build_lines();

const fn build_reach() -> [[u8; 8]; 64] {
    let rays = build_rays();
    let mut reach = [[0u8; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut dir = 0;
        while dir < 8 {
            reach[sq][dir] = rays[sq][dir].count_ones() as u8;
            dir += 1;
        }
        sq += 1;
    }
    reach
}

/// `REACH[sq][dir]`: how many squares lie between `sq` and the 8×8 edge in direction `dir`.
pub(crate) static REACH: [[u8; 8]; 64] = build_reach();

/// The square `distance` steps from `from` in direction `dir`, if it is on the 8×8 board.
#[inline]
pub(crate) fn target(from: usize, dir: usize, distance: u32) -> Option<usize> {
    if distance as u8 <= REACH[from][dir] {
        Some((from as i32 + DELTA[dir] as i32 * distance as i32) as usize)
    } else {
        None
    }
}

/// The squares strictly between `from` and `to`, which lie on one ray `dir` from `from`.
#[inline]
pub(crate) fn between(from: usize, dir: usize, to: usize) -> u64 {
    RAY[from][dir] ^ RAY[to][dir] ^ (1u64 << to)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn sq(name: &str) -> usize {
        Square::parse(name).unwrap().index()
    }

    #[test]
    fn lines_through_b1() {
        // b1: file b (8 squares), rank 1 (8), diagonal b1-h7 (7), anti-diagonal a2-b1 (2).
        let counts: Vec<u32> = LINE[sq("b1")].iter().map(|l| l.count_ones()).collect();
        assert_eq!(counts, [8, 7, 8, 2]);
    }

    #[test]
    fn targets_stop_at_the_edge() {
        assert_eq!(target(sq("b1"), 2, 6), Some(sq("h1")));
        assert_eq!(target(sq("b1"), 2, 7), None);
        assert_eq!(target(sq("b1"), 7, 2), None, "b1 to the north-west has only a2");
        assert_eq!(target(sq("a3"), 3, 2), Some(sq("c1")));
    }

    #[test]
    fn between_is_exclusive_of_both_ends() {
        let b = between(sq("f1"), 6, sq("a1"));
        let names: Vec<String> = crate::Bitboard(b).into_iter().map(|s| s.to_string()).collect();
        assert_eq!(names, ["b1", "c1", "d1", "e1"]);
    }
}
