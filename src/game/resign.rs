//! Resignation: a side gives up and the other wins. A child module of `game`, so it can set the
//! game's private result; kept apart because it is a way to end a game, not a move.

use super::{Game, PlayError};
use crate::{Outcome, Side, WinReason};

impl Game {
    /// Ends the game by the resignation of the side to move (in AmbiLOA, its team); the other
    /// side wins with [`WinReason::Resignation`]. Resigning in the middle of a Parachute turn,
    /// before the drop, is allowed: a player may give up at any moment of their turn.
    ///
    /// **A resignation is final**: [`Game::undo`] and [`Game::redo`] do nothing afterwards.
    /// It concedes the game rather than playing a move, and a result that could be taken back
    /// would let a resign button act as a free undo in a game against a person; records and
    /// links carry it as the end of the game. A new game (or a replay of the moves) starts over.
    ///
    /// ```
    /// use loa::{Game, Rules, Side, Variant};
    /// let mut game = Game::new(Variant::Standard, Rules::default());
    /// let outcome = game.resign().unwrap();
    /// assert_eq!(outcome.to_string(), "Black resigned");
    /// assert_eq!((outcome.winner(), outcome.result_tag()), (Some(Side::White), "0-1"));
    /// assert_eq!(game.undo(), None);
    /// ```
    pub fn resign(&mut self) -> Result<Outcome, PlayError> {
        let side = Side::from_index(self.position().turn().side_index(), self.variant().has_teams());
        self.resign_side(side)
    }

    /// Ends the game by the resignation of `side`, whether or not it is to move (a player may
    /// resign while the computer thinks). Refused, with the game unchanged, when the game is
    /// already over or `side` does not play this variant.
    pub fn resign_side(&mut self, side: Side) -> Result<Outcome, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver(outcome));
        }
        if matches!(side, Side::EastWest | Side::NorthSouth) != self.variant().has_teams() {
            return Err(PlayError::NoSuchSide(side, self.variant()));
        }
        self.resigned = Some(side);
        self.undone.clear();
        self.outcome = self.judge();
        Ok(Outcome::Win { winner: side.opponent(), reason: WinReason::Resignation })
    }

    /// The side that resigned, if the game ended by resignation.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }
}
