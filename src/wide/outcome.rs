//! How a wide game ends: by connection after a move, scored under the simultaneous-connection
//! option (docs/rules.md §2.1 and §9).

use super::connection::is_connected;
use super::position::WidePosition;
use crate::{DrawReason, Outcome, Side, Simultaneous, WinReason};

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

    /// [`WidePosition::connection`] in the words of every board ([`Outcome`]): who connected
    /// and how — by the winner's own move, by the loser's move (its capture left the winner's
    /// pieces joined), or both sides at once, won by the mover or drawn.
    ///
    /// ```
    /// use loa::wide::parse_wide_position;
    /// use loa::{Outcome, Side, WinReason};
    /// // Black's one piece is connected, White's two are apart.
    /// let (black_moved, simultaneous) = parse_wide_position("hex-5 b4/6/7/8/9/8/7/6/w3w w - draw").unwrap();
    /// let by_black = Outcome::Win { winner: Side::Black, reason: WinReason::Connected };
    /// assert_eq!(black_moved.connection_outcome(simultaneous), Some(by_black));
    /// let (white_moved, _) = parse_wide_position("hex-5 b4/6/7/8/9/8/7/6/w3w b - draw").unwrap();
    /// let by_white = Outcome::Win { winner: Side::Black, reason: WinReason::ConnectedByOpponent };
    /// assert_eq!(white_moved.connection_outcome(simultaneous), Some(by_white));
    /// ```
    pub fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        let winner = match self.connection(simultaneous)? {
            WideOutcome::Draw => return Some(Outcome::Draw(DrawReason::SimultaneousConnection)),
            WideOutcome::Win(winner) => winner,
        };
        let mover = self.turn().opponent();
        let loser_connected = is_connected(self.geometry(), self.pieces(winner.opponent()));
        let reason = match (winner == mover, loser_connected) {
            (true, false) => WinReason::Connected,
            (true, true) => WinReason::BothConnectedMoverWins,
            (false, _) => WinReason::ConnectedByOpponent,
        };
        Some(Outcome::Win { winner, reason })
    }
}
