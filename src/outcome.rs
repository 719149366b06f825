//! Connection (docs/rules.md §1) and the results of a game with their reasons (§2).

use crate::bitboard::{group_of, NOT_FILE_A, NOT_FILE_H};
use crate::{Bitboard, Position, Side};
use std::fmt;

/// Whether the pieces of `pieces` form one group in the 8-neighbourhood. An empty set or a single
/// piece counts as connected (docs/rules.md §1: a player reduced to one piece has won).
///
/// A bitboard flood fill from the lowest piece: each step adds the neighbours of the group that
/// are pieces, until nothing changes. A cheap pre-test rejects sets with an isolated piece, which
/// most positions in a game have, before the fill.
#[inline]
pub fn is_connected(pieces: u64) -> bool {
    if pieces & pieces.wrapping_sub(1) == 0 {
        return true;
    }
    if has_isolated_piece(pieces) {
        return false;
    }
    group_of(pieces & pieces.wrapping_neg(), pieces) == pieces
}

/// Whether some piece of `pieces` has no other piece of the set next to it: then the set (of two
/// or more) cannot be one group. Ten instructions, against a flood fill's loop.
#[inline]
fn has_isolated_piece(pieces: u64) -> bool {
    let beside = ((pieces << 1) & NOT_FILE_A) | ((pieces >> 1) & NOT_FILE_H);
    let row = pieces | beside;
    let next_to_another = beside | (row << 8) | (row >> 8);
    pieces & !next_to_another != 0
}

/// How a game was won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The winner's move joined all the winner's pieces into one group.
    Connected,
    /// The loser's capture left the winner's pieces in one group and not the loser's (docs/rules.md §1).
    ConnectedByOpponent,
    /// One move connected both sides and the rules say the mover wins (docs/rules.md §2 default).
    BothConnectedMoverWins,
    /// The other side resigned ([`crate::Game::resign`]).
    Resignation,
    /// The other side's time ran out on a game clock ([`crate::Game::lose_on_time`]).
    Time,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// One move connected both sides under the "draw" option (ICGA).
    SimultaneousConnection,
    /// The same position occurred a third time with the same player to move (ICGA rule 10).
    Repetition,
    /// The optional move limit was reached.
    MoveLimit,
    /// One side offered a draw with its move and the other accepted it instead of moving
    /// ([`crate::Game::accept_draw`]).
    Agreement,
}

/// The result of a finished game, with its reason.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// A side won.
    Win {
        /// Who won.
        winner: Side,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

impl Outcome {
    /// The winner, if any.
    pub const fn winner(self) -> Option<Side> {
        match self {
            Outcome::Win { winner, .. } => Some(winner),
            Outcome::Draw(_) => None,
        }
    }

    /// The protocol key: `black_wins`, `white_wins`, `east_west_wins`, `north_south_wins`, `draw`.
    pub fn key(self) -> String {
        match self {
            Outcome::Win { winner, .. } => format!("{}_wins", winner.key()),
            Outcome::Draw(_) => "draw".to_string(),
        }
    }

    /// The reason in words, e.g. `Black connected all pieces`, `White resigned`,
    /// `draw by threefold repetition`.
    pub fn reason(self) -> String {
        match self {
            Outcome::Win { winner, reason } => match reason {
                WinReason::Connected => format!("{winner} connected all pieces"),
                WinReason::ConnectedByOpponent => {
                    format!("{winner} connected all pieces, joined by the opponent's capture")
                }
                WinReason::BothConnectedMoverWins => {
                    format!("{winner} connected all pieces; both sides connected, and the mover wins")
                }
                WinReason::Resignation => format!("{} resigned", winner.opponent()),
                WinReason::Time => format!("{} ran out of time", winner.opponent()),
            },
            Outcome::Draw(DrawReason::SimultaneousConnection) => {
                "draw by simultaneous connection".to_string()
            }
            Outcome::Draw(DrawReason::Repetition) => "draw by threefold repetition".to_string(),
            Outcome::Draw(DrawReason::MoveLimit) => "draw by move limit".to_string(),
            Outcome::Draw(DrawReason::Agreement) => "draw by agreement".to_string(),
        }
    }

    /// How the game ended, as a key: `connection`, `connection-by-capture` (the loser's capture
    /// joined the winner), `simultaneous` (one move connected both sides; the winner, if any,
    /// says which rule settled it), `resignation`, `time` (the loser's clock ran out),
    /// `repetition`, `move-limit` or `agreement` (a draw offered and accepted).
    pub const fn cause_key(self) -> &'static str {
        match self {
            Outcome::Win { reason: WinReason::Connected, .. } => "connection",
            Outcome::Win { reason: WinReason::ConnectedByOpponent, .. } => "connection-by-capture",
            Outcome::Win { reason: WinReason::BothConnectedMoverWins, .. } => "simultaneous",
            Outcome::Win { reason: WinReason::Resignation, .. } => "resignation",
            Outcome::Win { reason: WinReason::Time, .. } => "time",
            Outcome::Draw(DrawReason::SimultaneousConnection) => "simultaneous",
            Outcome::Draw(DrawReason::Repetition) => "repetition",
            Outcome::Draw(DrawReason::MoveLimit) => "move-limit",
            Outcome::Draw(DrawReason::Agreement) => "agreement",
        }
    }

    /// The connected groups that decided the game in `pos`, the position it ended in: the
    /// winner's group, both sides' groups for a draw by simultaneous connection, none for a
    /// repetition or move-limit draw, a resignation or a loss on time. Each is found by flood fill from the side's lowest piece,
    /// so a group is exactly what is connected on the board.
    pub fn winning_groups(self, pos: &Position) -> Vec<Bitboard> {
        let teams = pos.variant().has_teams();
        let sides: &[usize] = match self {
            Outcome::Win { reason: WinReason::Resignation | WinReason::Time, .. } => &[],
            Outcome::Win { winner, .. } => &[0, 1][winner.index()..=winner.index()],
            Outcome::Draw(DrawReason::SimultaneousConnection) => &[0, 1],
            Outcome::Draw(_) => &[],
        };
        sides
            .iter()
            .map(|&i| {
                let pieces = pos.side_pieces(Side::from_index(i, teams)).0;
                Bitboard(group_of(pieces & pieces.wrapping_neg(), pieces))
            })
            .collect()
    }

    /// The record result tag: `1-0` (Black or East–West won), `0-1`, `1/2-1/2`.
    pub const fn result_tag(self) -> &'static str {
        match self {
            Outcome::Win { winner, .. } => match winner.index() {
                0 => "1-0",
                _ => "0-1",
            },
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.reason())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    fn set(names: &str) -> u64 {
        names.split_whitespace().map(|n| Square::parse(n).unwrap().bit()).fold(0, |a, b| a | b)
    }

    #[test]
    fn a_single_piece_is_connected() {
        assert!(is_connected(set("e4")));
    }

    #[test]
    fn diagonal_neighbours_connect() {
        // . . x
        // . x .
        // x . .
        assert!(is_connected(set("a1 b2 c3")));
    }

    #[test]
    fn a_gap_disconnects() {
        assert!(!is_connected(set("a1 c1")));
        assert!(!is_connected(set("a1 b2 h8")));
    }

    #[test]
    fn no_wrap_from_h_file_to_a_file() {
        // h1 and a2 are adjacent in index order (7, 8) but not on the board.
        assert!(!is_connected(set("h1 a2")));
    }

    #[test]
    fn long_snakes_connect() {
        assert!(is_connected(set("a1 a2 a3 a4 a5 a6 a7 b8 c7 d6 e5 f4 g3 h2")));
    }
}
