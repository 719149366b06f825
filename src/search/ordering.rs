//! Move ordering: the transposition-table move first, then captures (those that split an enemy
//! group or join our own before the rest), then the two killer moves of the ply, then quiet
//! moves by the history heuristic (Schaeffer 1989) plus a pull toward our centre of mass.

use crate::{Move, Position};

/// The most plies a search may reach (iterative deepening stops well before).
pub const MAX_PLY: usize = 128;

/// Killer moves (two per ply) and history counters (per colour, from, to), kept between
/// iterations and aged between searches.
#[derive(Clone, Debug)]
pub struct Heuristics {
    killers: Vec<[Move; 2]>,
    history: Vec<i32>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics { killers: vec![[Move::PASS; 2]; MAX_PLY + 1], history: vec![0; 4 * 64 * 64] }
    }
}

#[inline]
fn history_index(pos: &Position, m: Move) -> usize {
    let (from, to) = (m.from().map_or(0, |s| s.index()), m.to().map_or(0, |s| s.index()));
    (pos.turn().index() * 64 + from) * 64 + to
}

impl Heuristics {
    /// Halves the history so old knowledge fades; clears the killers.
    pub fn age(&mut self) {
        self.history.iter_mut().for_each(|h| *h /= 2);
        self.killers.iter_mut().for_each(|k| *k = [Move::PASS; 2]);
    }

    /// Records a quiet move that caused a beta cut-off at `ply` with `depth` left.
    #[inline]
    pub fn reward(&mut self, pos: &Position, m: Move, ply: usize, depth: i32) {
        if m.is_capture() || m.is_pass() {
            return;
        }
        let k = &mut self.killers[ply.min(MAX_PLY)];
        if k[0] != m {
            k[1] = k[0];
            k[0] = m;
        }
        let h = &mut self.history[history_index(pos, m)];
        *h = (*h + depth * depth).min(1 << 20);
    }

    /// Scores every move of `moves` for ordering (higher first) into `scores`.
    pub fn score_moves(
        &self,
        pos: &Position,
        moves: &[Move],
        tt_move: Option<Move>,
        ply: usize,
        scores: &mut [i32],
    ) {
        let (ours, theirs) = (pos.friendly().0, pos.enemy().0);
        let killers = self.killers[ply.min(MAX_PLY)];
        let (cf, cr) = centre_of_mass(ours);
        let (tf, tr) = centre_of_mass(theirs);
        for (m, s) in moves.iter().zip(scores.iter_mut()) {
            *s = if Some(*m) == tt_move {
                1 << 30
            } else if m.is_drop() {
                // Parachute: drop the opponent's piece as far from its centre of mass as possible.
                let to = m.to().map_or(0, |s| s.index() as i32);
                king_distance(to, tf, tr) * 16 - crate::bitboard::dilate(1u64 << to).count_ones() as i32
            } else if m.is_capture() {
                let to = m.to().map_or(0, |s| s.index());
                // Capturing a piece with many enemy neighbours is likely to split a group; landing
                // next to our own pieces is likely to join ours.
                let splits = (crate::bitboard::dilate(1u64 << to) & theirs).count_ones() as i32;
                let joins = (crate::bitboard::dilate(1u64 << to) & ours).count_ones() as i32;
                (1 << 28) + splits * 64 + joins * 32
            } else if *m == killers[0] {
                (1 << 27) + 1
            } else if *m == killers[1] {
                1 << 27
            } else {
                let (from, to) = (m.from().map_or(0, |s| s.index()), m.to().map_or(0, |s| s.index()));
                let closer = king_distance(from as i32, cf, cr) - king_distance(to as i32, cf, cr);
                self.history[history_index(pos, *m)] + closer * 8
            };
        }
    }
}

/// The centre of mass of a set, rounded to a square's coordinates (file, rank).
#[inline]
pub fn centre_of_mass(b: u64) -> (i32, i32) {
    let n = b.count_ones() as i32;
    if n == 0 {
        return (3, 3);
    }
    // File and rank sums by bit planes (bit k of the file / rank number).
    let pop = |m: u64| (b & m).count_ones() as i32;
    let sf = pop(0xaaaa_aaaa_aaaa_aaaa) + 2 * pop(0xcccc_cccc_cccc_cccc) + 4 * pop(0xf0f0_f0f0_f0f0_f0f0);
    let sr = pop(0xff00_ff00_ff00_ff00) + 2 * pop(0xffff_0000_ffff_0000) + 4 * pop(0xffff_ffff_0000_0000);
    ((2 * sf + n) / (2 * n), (2 * sr + n) / (2 * n))
}

#[inline]
fn king_distance(sq: i32, f: i32, r: i32) -> i32 {
    ((sq & 7) - f).abs().max(((sq >> 3) - r).abs())
}

/// Sorts `moves` by `scores`, best first (selection by insertion; lists are short).
pub fn sort_moves(moves: &mut [Move], scores: &mut [i32]) {
    for i in 1..moves.len() {
        let (m, s) = (moves[i], scores[i]);
        let mut j = i;
        while j > 0 && scores[j - 1] < s {
            moves[j] = moves[j - 1];
            scores[j] = scores[j - 1];
            j -= 1;
        }
        moves[j] = m;
        scores[j] = s;
    }
}
