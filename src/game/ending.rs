//! How a game ends, judged once for every board ([`GameBoard`]): a resignation, a loss on time
//! or an agreed draw ends it whatever the position; then connection (docs/rules.md §1–2), then
//! the threefold repetition (ICGA rule 10, §2.3), then the move limit (§2.4) — in that order
//! (§2.5). The one generic [`crate::Game`] asks here for every board, [`crate::cell_board::CellGame`] too.

use super::board::GameBoard;
use crate::{DrawReason, Outcome, Rules, Side, WinReason};

/// What a game's end is judged from: its rules, how it was given up or agreed drawn and the
/// position now. The repetitions and the turns played are counted only when they matter: each
/// count walks the game, and a long game is replayed move by move (a count per move would make
/// replaying 60,000 plies take seconds).
pub(crate) struct Ending<'a, B: GameBoard> {
    /// The rules in force.
    pub rules: Rules,
    /// The side that gave the game up, and how (resignation or time).
    pub conceded: Option<(Side, WinReason)>,
    /// Whether both sides agreed to a draw.
    pub agreed: bool,
    /// The position now.
    pub now: &'a B,
}

impl<B: GameBoard> Ending<'_, B> {
    /// The result, or `None` while the game goes on; `repetitions` counts how many times the
    /// position now has stood in the game ([`repetitions`]), `turns_played` the turns played (a
    /// Parachute drop completes a turn rather than starting one).
    pub fn judge(
        &self,
        repetitions: impl FnOnce() -> usize,
        turns_played: impl FnOnce() -> u32,
    ) -> Option<Outcome> {
        if let Some((loser, reason)) = self.conceded {
            return Some(Outcome::Win { winner: loser.opponent(), reason });
        }
        if self.agreed {
            return Some(Outcome::Draw(DrawReason::Agreement));
        }
        if let Some(outcome) = self.now.connection_outcome(self.rules.simultaneous) {
            return Some(outcome);
        }
        if !self.now.turn_finished() {
            return None;
        }
        if self.rules.repetition && repetitions() >= 3 {
            return Some(Outcome::Draw(DrawReason::Repetition));
        }
        if self.rules.move_limit.is_some_and(|limit| turns_played() >= limit) {
            return Some(Outcome::Draw(DrawReason::MoveLimit));
        }
        None
    }
}

/// How many times `now` has stood in a game whose earlier positions are `earlier`, itself
/// included (the same pieces and the same side to move: the hash says so quickly, the
/// comparison for sure).
pub(crate) fn repetitions<'a, B: GameBoard + 'a>(now: &B, earlier: impl IntoIterator<Item = &'a B>) -> usize {
    1 + earlier.into_iter().filter(|p| p.hash() == now.hash() && *p == now).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell_board::parse_cell_position;
    use crate::notation::parse_position;

    /// The same judging, row by row, on an 8×8 board and on a wide one: the position has Black
    /// connected (one piece) after Black's move; White's two pieces stand apart.
    fn rows(now: &impl GameBoard, what: &str) {
        let rules = Rules { repetition: true, move_limit: Some(4), ..Rules::default() };
        let ending = |conceded, agreed| Ending { rules, conceded, agreed, now };
        let black_connected = Outcome::Win { winner: Side::Black, reason: WinReason::Connected };
        // (conceded, agreed, repetitions, turns played) → the result
        let cases = [
            (None, false, 1, 0, Some(black_connected)),
            (
                Some((Side::Black, WinReason::Resignation)),
                false,
                1,
                0,
                Some(Outcome::Win { winner: Side::White, reason: WinReason::Resignation }),
            ),
            (None, true, 1, 0, Some(Outcome::Draw(DrawReason::Agreement))),
            (None, false, 3, 4, Some(black_connected)),
        ];
        for (conceded, agreed, seen, turns, expected) in cases {
            assert_eq!(ending(conceded, agreed).judge(|| seen, || turns), expected, "{what}");
        }
    }

    #[test]
    fn every_board_ends_by_giving_up_then_agreement_then_connection() {
        rows(&parse_position("standard 8/8/8/8/8/8/1w6/b5w1 w").unwrap().0, "8×8");
        rows(&parse_cell_position("hex-5 b4/6/7/8/9/8/7/6/w3w w - draw").unwrap().0, "hex-5");
    }

    #[test]
    fn every_board_draws_by_repetition_before_the_move_limit() {
        let square = parse_position("standard 8/8/8/8/8/8/1w6/1b4wb w").unwrap().0;
        let hex = parse_cell_position("hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw").unwrap().0;
        fn draws(now: &impl GameBoard) -> [Option<Outcome>; 4] {
            let rules = |repetition| Rules { repetition, move_limit: Some(4), ..Rules::default() };
            let judge = |repetition, seen, turns_played| {
                Ending { rules: rules(repetition), conceded: None, agreed: false, now }
                    .judge(|| seen, || turns_played)
            };
            [judge(true, 3, 4), judge(false, 3, 4), judge(true, 2, 3), judge(true, 3, 0)]
        }
        let expected = [
            Some(Outcome::Draw(DrawReason::Repetition)),
            Some(Outcome::Draw(DrawReason::MoveLimit)),
            None,
            Some(Outcome::Draw(DrawReason::Repetition)),
        ];
        assert_eq!(draws(&square), expected, "8×8");
        assert_eq!(draws(&hex), expected, "hex-5");
    }
}
