//! How a wide game ends by itself: connection, then the repetition draw, then the move limit's
//! draw — the 8×8 game's order (docs/rules.md §2.5). A child module of `game`, so it reads the
//! game's history; kept apart because the draws are their own concept.

use super::WideGame;
use crate::game::repetitions;
use crate::wide::WideOutcome;
use crate::{DrawReason, Outcome};

/// Why a wide game ended drawn without a connection.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WideDraw {
    /// The same position stood for the third time with the same side to move (§2.3).
    Repetition,
    /// The move limit's turns were played (§2.4).
    MoveLimit,
}

impl WideGame {
    /// The result, if a resignation or the last move ended the game: by connection, or a draw
    /// by repetition or by the move limit (connection first, docs/rules.md §2.5); the
    /// [`WideOutcome`] of [`WideGame::result`].
    pub fn outcome(&self) -> Option<WideOutcome> {
        self.result().map(|outcome| match outcome.winner() {
            Some(winner) => WideOutcome::Win(winner),
            None => WideOutcome::Draw,
        })
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

    /// The draw that ended the game without a connection, if one did: the repetition draw
    /// (when the option is on) before the move limit's, as the 8×8 game judges them.
    pub fn drawn_by(&self) -> Option<WideDraw> {
        match self.result()? {
            Outcome::Draw(DrawReason::Repetition) => Some(WideDraw::Repetition),
            Outcome::Draw(DrawReason::MoveLimit) => Some(WideDraw::MoveLimit),
            _ => None,
        }
    }

    /// Whether the game ended drawn by the move limit.
    pub fn limit_reached(&self) -> bool {
        self.drawn_by() == Some(WideDraw::MoveLimit)
    }
}
