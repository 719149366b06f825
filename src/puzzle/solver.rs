//! The exhaustive judgements behind a puzzle, all built on [`crate::search::prove`]: which plies
//! keep a forced win, the defence that resists longest, and the defence that escapes a wrong try.
//!
//! Everything is counted in turns of the solver (the "attacker"), as the prover counts them: a
//! Parachute slide and its drop are one turn, and in AmbiLOA the two partners are one side.

use crate::search::eval::evaluate;
use crate::search::prove::side_wins_within;
use crate::{Move, Outcome, Position, Simultaneous};

/// The question every judgement asks, fixed for one puzzle: does `attacker` (a side index) still
/// force a win, and how many of its turns are left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Solver {
    /// The solver's side index (0: Black or East–West, 1: White or North–South).
    pub attacker: usize,
    /// How a move that connects both sides ends (the puzzle's rules).
    pub simultaneous: Simultaneous,
}

impl Solver {
    /// The attacker's turns left after playing `m` in `pos`, where it had `turns` left: one
    /// fewer once the turn has passed to the other side, the same while the turn goes on.
    pub fn turns_after(&self, pos: &Position, m: Move, turns: u32) -> (Position, u32) {
        let mut child = *pos;
        child.play_unchecked(m);
        let spent =
            pos.side_to_move().index() == self.attacker && child.side_to_move().index() != self.attacker;
        (child, if spent { turns.saturating_sub(1) } else { turns })
    }

    /// Whether the attacker forces a win within `turns` of its turns from `pos`.
    pub fn wins(&self, pos: &Position, turns: u32) -> bool {
        side_wins_within(pos, self.attacker, turns, self.simultaneous)
    }

    /// Whether the ply `m` (legal in `pos`, the attacker to move with `turns` left) keeps the
    /// forced win.
    pub fn keeps_win(&self, pos: &Position, m: Move, turns: u32) -> bool {
        let (child, left) = self.turns_after(pos, m, turns);
        self.wins(&child, left)
    }

    /// Every ply of the attacker that keeps the forced win, in move-generation order.
    pub fn winning_plies(&self, pos: &Position, turns: u32) -> Vec<Move> {
        pos.legal_moves().iter().copied().filter(|&m| self.keeps_win(pos, m, turns)).collect()
    }

    /// The fewest attacker turns that still win from `pos` (within `turns`); `None` if the
    /// attacker no longer forces a win. 0 when the attacker has already won.
    fn resistance(&self, pos: &Position, turns: u32) -> Option<u32> {
        (0..=turns).find(|&n| self.wins(pos, n))
    }

    /// The evaluation of `pos` from the defender's view: the tie-break between defences the
    /// prover rates alike, so the defender keeps the position the engine likes best.
    fn defender_eval(&self, pos: &Position) -> i32 {
        let score = evaluate(pos);
        if pos.side_to_move().index() == self.attacker {
            -score
        } else {
            score
        }
    }

    /// The defender's best ply in `pos` (defender to move, the attacker winning within `turns`):
    /// the one after which the attacker needs the most turns (the longest resistance), ties
    /// broken by the engine's evaluation. Returns the ply and the attacker's turns left.
    pub fn best_defence(&self, pos: &Position, turns: u32) -> (Move, u32) {
        let mut best: Option<(u32, i32, Move, u32)> = None;
        for &m in pos.legal_moves().iter() {
            let (child, left) = self.turns_after(pos, m, turns);
            // A defence the prover says escapes cannot happen after a proven key move; rate it
            // above every losing one all the same, so the line never stops early.
            let needed = self.resistance(&child, left).unwrap_or(left + 1);
            let eval = self.defender_eval(&child);
            if best.map_or(true, |(n, e, _, _)| (needed, eval) > (n, e)) {
                best = Some((needed, eval, m, left));
            }
        }
        best.map_or((Move::PASS, turns), |(_, _, m, left)| (m, left))
    }

    /// The line that refutes a wrong try: from `pos` (after the try, the attacker left with
    /// `turns` it can no longer win in), the plies until the attacker is to move again at the
    /// start of a turn, or the game ends. The defender picks a ply that escapes the forced win
    /// (an outright win first, then the engine's favourite); if the try left the attacker
    /// mid-turn (a Parachute drop due) its own completion comes first, the one the engine
    /// likes best.
    pub fn refutation(&self, pos: &Position, turns: u32) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = *pos;
        let mut turns = turns;
        let mut defended = false;
        while pos.connection_outcome(self.simultaneous).is_none() && line.len() < 8 {
            let defender_to_move = pos.side_to_move().index() != self.attacker;
            if !defender_to_move && defended {
                break;
            }
            let m = if defender_to_move {
                defended = true;
                self.escape(&pos, turns)
            } else {
                self.attacker_completion(&pos)
            };
            let (child, left) = self.turns_after(&pos, m, turns);
            line.push(m);
            pos = child;
            turns = left;
        }
        line
    }

    /// The defender's escaping ply: after it the attacker does not win within `turns`.
    fn escape(&self, pos: &Position, turns: u32) -> Move {
        let mut best: Option<(bool, i32, Move)> = None;
        for &m in pos.legal_moves().iter() {
            let (child, left) = self.turns_after(pos, m, turns);
            if self.wins(&child, left) {
                continue;
            }
            let defender_won = matches!(
                child.connection_outcome(self.simultaneous),
                Some(Outcome::Win { winner, .. }) if winner.index() != self.attacker
            );
            let eval = self.defender_eval(&child);
            if best.map_or(true, |(w, e, _)| (defender_won, eval) > (w, e)) {
                best = Some((defender_won, eval, m));
            }
        }
        // Some ply escapes whenever the attacker does not win; PASS only guards the impossible.
        best.map_or(Move::PASS, |(_, _, m)| m)
    }

    /// The attacker's own ply to finish a turn a wrong try left open: the engine's favourite.
    fn attacker_completion(&self, pos: &Position) -> Move {
        let moves = pos.legal_moves();
        let score = |m: &Move| {
            let mut child = *pos;
            child.play_unchecked(*m);
            -self.defender_eval(&child)
        };
        moves.iter().copied().max_by_key(score).unwrap_or(Move::PASS)
    }
}
