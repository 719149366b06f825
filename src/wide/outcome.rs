//! How a wide game ends: by connection after a move, scored under the simultaneous-connection
//! option (docs/rules.md §2.1 and §9).

use super::connection::is_connected;
use super::position::WidePosition;
use crate::{Side, Simultaneous};

/// The end of a wide game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WideOutcome {
    /// This side connected all its pieces (or both did and the mover wins under the option).
    Win(Side),
    /// Both sides connected by one move under [`Simultaneous::Draw`] (Abstract Play's scoring).
    Draw,
}

impl WideOutcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            WideOutcome::Win(side) => Some(side),
            WideOutcome::Draw => None,
        }
    }

    /// The protocol key: `black_wins`, `white_wins` or `draw`.
    pub fn key(self) -> &'static str {
        match self {
            WideOutcome::Win(Side::Black) => "black_wins",
            WideOutcome::Win(_) => "white_wins",
            WideOutcome::Draw => "draw",
        }
    }
}

impl WidePosition {
    /// The result of the move that led here, if it ended the game: the side that just moved is
    /// the opponent of the side to move. `None` while neither side is connected.
    ///
    /// ```
    /// use loa::wide::{WidePosition, WideVariant};
    /// use loa::Simultaneous;
    /// assert_eq!(WidePosition::start(WideVariant::Hex6).connection(Simultaneous::Draw), None);
    /// ```
    pub fn connection(&self, simultaneous: Simultaneous) -> Option<WideOutcome> {
        let g = self.geometry();
        let mover = self.turn().opponent();
        let mover_done = is_connected(g, self.pieces(mover));
        let other_done = is_connected(g, self.pieces(mover.opponent()));
        match (mover_done, other_done) {
            (false, false) => None,
            (true, false) => Some(WideOutcome::Win(mover)),
            (false, true) => Some(WideOutcome::Win(mover.opponent())),
            (true, true) => Some(match simultaneous {
                Simultaneous::MoverWins => WideOutcome::Win(mover),
                Simultaneous::Draw => WideOutcome::Draw,
            }),
        }
    }
}
