//! The end of the game by connection (docs/rules.md §1–2), judged on the unchecked [`Position`].

use super::Position;
use crate::outcome::is_connected;
use crate::{Colour, DrawReason, Move, MoveKind, Outcome, Side, Simultaneous, WinReason};

impl Position {
    /// Whether side `side` (0: Black or East–West, 1: White or North–South) has all its pieces
    /// in one group. In Parachute a side whose pieces are still in the opponent's hand is not
    /// connected (docs/rules.md §3 decision).
    #[inline]
    pub fn is_side_connected(&self, side: Side) -> bool {
        let i = side.index();
        self.in_hand[i ^ 1] == 0 && is_connected(self.team_mask(i))
    }

    /// The colour that made the last turn, judged from whose turn it is now.
    #[inline]
    pub fn last_mover(&self) -> Colour {
        self.variant().previous_seat(self.turn)
    }

    /// The result of connection after the turn that led here (docs/rules.md §1–2), if the game is over
    /// by connection: the mover connected; the mover's capture connected the opponent; or both,
    /// which `simultaneous` settles. Mid-turn (a Parachute drop due) nothing is decided.
    pub fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        if self.drop_due {
            return None;
        }
        let teams = self.variant().has_teams();
        let mover = self.last_mover().side_index();
        let mover_side = Side::from_index(mover, teams);
        let other_side = Side::from_index(mover ^ 1, teams);
        match (self.is_side_connected(mover_side), self.is_side_connected(other_side)) {
            (true, true) => Some(match simultaneous {
                Simultaneous::MoverWins => {
                    Outcome::Win { winner: mover_side, reason: WinReason::BothConnectedMoverWins }
                }
                Simultaneous::Draw => Outcome::Draw(DrawReason::SimultaneousConnection),
            }),
            (true, false) => Some(Outcome::Win { winner: mover_side, reason: WinReason::Connected }),
            (false, true) => {
                Some(Outcome::Win { winner: other_side, reason: WinReason::ConnectedByOpponent })
            }
            (false, false) => None,
        }
    }

    /// Fast test for search and perft: after playing `m` from a position that was not decided,
    /// is the game over by connection? Only a capture or a drop can change the opponent's
    /// group, so a quiet slide tests the mover's side alone.
    #[inline]
    pub fn is_decided_after(&self, m: Move) -> bool {
        if self.drop_due {
            return false;
        }
        let teams = self.variant().has_teams();
        let mover = Side::from_index(self.last_mover().side_index(), teams);
        match m.kind() {
            // A vacate, like a quiet slide, changes only the mover's pieces.
            MoveKind::Slide | MoveKind::Vacate
                if !m.is_capture() && self.variant != crate::SquareVariant::Parachute =>
            {
                self.is_side_connected(mover)
            }
            _ => {
                self.is_side_connected(mover)
                    || self.is_side_connected(Side::from_index(mover.index() ^ 1, teams))
            }
        }
    }
}
