//! A wide game's end in the one result vocabulary of every board ([`crate::Outcome`]): the same
//! winner, win reason and draw reason the 8×8 game gives, so the command line, the records and
//! the page's outcome say one thing on any board. A child module of `game`, beside the draws.

use super::{WideDraw, WideGame};
use crate::wide::{is_connected, WideOutcome};
use crate::{DrawReason, Outcome, WinReason};

impl WideGame {
    /// The result as every board words it, or `None` while the game goes on: a connection (by
    /// the winner's move, by the loser's move, or both sides at once under the mover-wins
    /// scoring), a resignation, a loss on time, a draw by agreement, by simultaneous
    /// connection, repetition or move limit.
    ///
    /// ```
    /// use loa::wide::{WideGame, WideVariant};
    /// use loa::{Side, Simultaneous};
    /// let mut game = WideGame::new(WideVariant::Hex5, Simultaneous::Draw);
    /// game.play_text("i2-g2").unwrap();
    /// game.resign(Side::White).unwrap();
    /// let outcome = game.result().unwrap();
    /// assert_eq!((outcome.key(), outcome.reason()), ("black_wins".to_string(), "White resigned".to_string()));
    /// ```
    pub fn result(&self) -> Option<Outcome> {
        let outcome = self.outcome()?;
        if let Some((loser, reason)) = self.conceded {
            return Some(Outcome::Win { winner: loser.opponent(), reason });
        }
        if self.draw.agreed() {
            return Some(Outcome::Draw(DrawReason::Agreement));
        }
        match (outcome, self.drawn_by()) {
            (_, Some(WideDraw::Repetition)) => Some(Outcome::Draw(DrawReason::Repetition)),
            (_, Some(WideDraw::MoveLimit)) => Some(Outcome::Draw(DrawReason::MoveLimit)),
            (WideOutcome::Draw, None) => Some(Outcome::Draw(DrawReason::SimultaneousConnection)),
            (WideOutcome::Win(winner), None) => {
                let pos = self.position();
                let mover = pos.turn().opponent();
                let loser_connected = is_connected(pos.geometry(), pos.pieces(winner.opponent()));
                let reason = match (winner == mover, loser_connected) {
                    (true, false) => WinReason::Connected,
                    (true, true) => WinReason::BothConnectedMoverWins,
                    (false, _) => WinReason::ConnectedByOpponent,
                };
                Some(Outcome::Win { winner, reason })
            }
        }
    }
}
