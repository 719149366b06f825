//! A wide game's end in the one result vocabulary of every board ([`crate::Outcome`]), judged
//! by the 8×8 game's one judge ([`crate::game::Ending`]): the same winner, win reason and draw
//! reason, in the same order, so the command line, the records and the page's outcome say one
//! thing on any board. A child module of `game`, beside the draws.

use super::WideGame;
use crate::game::Ending;
use crate::Outcome;

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
        // A wide game is judged from its first move on: a set-up start stands undecided.
        if self.played.is_empty() && self.conceded.is_none() && !self.draw.agreed() {
            return None;
        }
        let ending = Ending {
            rules: self.rules,
            conceded: self.conceded,
            agreed: self.draw.agreed(),
            now: &self.position,
            turns_played: self.played.len() as u32,
        };
        ending.judge(|| self.repetitions())
    }
}
