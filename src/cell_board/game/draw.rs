//! The draws by rule on a wide board, as the command line and the records name them. The end
//! itself is judged by the one judge of every board ([`crate::game::Ending`], through
//! [`crate::Game::outcome`]): a resignation, a loss on time or an agreed draw; then connection,
//! then the repetition draw, then the move limit's draw (docs/rules.md §2.5).

use super::CellGame;
use crate::{DrawReason, Outcome};

impl CellGame {
    /// The draw by rule that ended the game, if one did: [`DrawReason::Repetition`] (when the
    /// option is on) before [`DrawReason::MoveLimit`], as the 8×8 game judges them.
    ///
    /// ```
    /// use loa::cell_board::{CellGame};
    /// use loa::Variant;
    /// use loa::{DrawReason, Simultaneous};
    /// let mut game = CellGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
    /// game.set_repetition(true);
    /// for m in ["b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2"] {
    ///     game.play_text(m).unwrap();
    /// }
    /// assert_eq!((game.repetitions(), game.drawn_by()), (3, Some(DrawReason::Repetition)));
    /// ```
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
