//! How a wide game ends: judged by the one judge of every board ([`crate::game::Ending`]) —
//! a resignation, a loss on time or an agreed draw; then connection, then the repetition draw,
//! then the move limit's draw, the 8×8 game's order (docs/rules.md §2.5). A child module of
//! `game`, so it reads the game's history; kept apart because the end is its own concept.

use super::WideGame;
use crate::game::{repetitions, Ending};
use crate::{DrawReason, Outcome};

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
    /// let outcome = game.outcome().unwrap();
    /// assert_eq!((outcome.key(), outcome.reason()), ("black_wins".to_string(), "White resigned".to_string()));
    /// ```
    pub fn outcome(&self) -> Option<Outcome> {
        // A wide game is judged from its first move on: a set-up start stands undecided.
        if self.played.is_empty() && self.conceded.is_none() && !self.draw.agreed() {
            return None;
        }
        let ending = Ending {
            rules: self.rules,
            conceded: self.conceded,
            agreed: self.draw.agreed(),
            now: &self.position,
        };
        ending.judge(|| self.repetitions(), || self.played.len() as u32)
    }

    /// How many times the position now has stood in this game, with the same side to move, the
    /// start included (every ply on a wide board is a whole turn, so every position counts).
    ///
    /// ```
    /// use loa::wide::{WideGame, WideVariant};
    /// use loa::Simultaneous;
    /// let mut game = WideGame::new(WideVariant::BlackHole, Simultaneous::Draw);
    /// for m in ["b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
    ///     game.play_text(m).unwrap();
    /// }
    /// assert_eq!(game.repetitions(), 2);
    /// ```
    pub fn repetitions(&self) -> usize {
        repetitions(&self.position, self.played.iter().map(|(before, _)| before))
    }

    /// The draw by rule that ended the game, if one did: [`DrawReason::Repetition`] (when the
    /// option is on) before [`DrawReason::MoveLimit`], as the 8×8 game judges them.
    pub fn drawn_by(&self) -> Option<DrawReason> {
        match self.outcome()? {
            Outcome::Draw(reason @ (DrawReason::Repetition | DrawReason::MoveLimit)) => Some(reason),
            _ => None,
        }
    }

    /// Whether the game ended drawn by the move limit.
    pub fn limit_reached(&self) -> bool {
        self.drawn_by() == Some(DrawReason::MoveLimit)
    }
}
