//! How a wide game ends by connection after a move, scored under the simultaneous-connection
//! option (docs/rules.md §2.1 and §9), in the one result vocabulary of every board
//! ([`crate::Outcome`]).

use super::connection::is_connected;
use super::position::CellPosition;
use crate::{DrawReason, Outcome, Simultaneous, WinReason};

impl CellPosition {
    /// The result of the move that led here, if it ended the game, as every board words it:
    /// the side that just moved (the opponent of the side to move) connected, or its capture
    /// left the other side's pieces joined, or both sides are joined, which `simultaneous`
    /// settles. `None` while neither side is connected.
    ///
    /// ```
    /// use loa::cell_board::{parse_cell_position, CellPosition};
    /// use loa::Variant;
    /// use loa::{Outcome, Side, Simultaneous, WinReason};
    /// assert_eq!(CellPosition::start(Variant::Hex6.cell_shape().unwrap()).connection_outcome(Simultaneous::Draw), None);
    /// // Black's one piece is connected, White's two are apart.
    /// let (black_moved, simultaneous) = parse_cell_position("hex-5 b4/6/7/8/9/8/7/6/w3w w - draw").unwrap();
    /// let by_black = Outcome::Win { winner: Side::Black, reason: WinReason::Connected };
    /// assert_eq!(black_moved.connection_outcome(simultaneous), Some(by_black));
    /// let (white_moved, _) = parse_cell_position("hex-5 b4/6/7/8/9/8/7/6/w3w b - draw").unwrap();
    /// let by_white = Outcome::Win { winner: Side::Black, reason: WinReason::ConnectedByOpponent };
    /// assert_eq!(white_moved.connection_outcome(simultaneous), Some(by_white));
    /// ```
    pub fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        let g = self.geometry();
        let mover = self.turn().opponent();
        let mover_done = is_connected(g, self.pieces(mover));
        let other_done = is_connected(g, self.pieces(mover.opponent()));
        let win = |winner, reason| Some(Outcome::Win { winner, reason });
        match (mover_done, other_done) {
            (false, false) => None,
            (true, false) => win(mover, WinReason::Connected),
            (false, true) => win(mover.opponent(), WinReason::ConnectedByOpponent),
            (true, true) => match simultaneous {
                Simultaneous::MoverWins => win(mover, WinReason::BothConnectedMoverWins),
                Simultaneous::Draw => Some(Outcome::Draw(DrawReason::SimultaneousConnection)),
            },
        }
    }
}
