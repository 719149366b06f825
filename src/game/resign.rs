//! Resignation: a side gives up and the other wins. A child module of `game`, so it can set the
//! game's private result; kept apart because it is a way to end a game, not a move.

use super::Game;
use crate::{Outcome, Side, Variant, WinReason};
use std::fmt;

/// Why a resignation was refused. The game is unchanged after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResignError {
    /// The game has already ended.
    GameOver(Outcome),
    /// The side does not play this variant: a team in a two-player game, or Black or White in
    /// AmbiLOA (where teams resign).
    NoSuchSide(Side, Variant),
}

impl fmt::Display for ResignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResignError::GameOver(outcome) => write!(f, "cannot resign: the game is over: {outcome}"),
            ResignError::NoSuchSide(side, variant) => {
                let sides = [0, 1].map(|i| Side::from_index(i, variant.has_teams()));
                write!(f, "{side} does not play in {variant}: the sides are {} and {}", sides[0], sides[1])
            }
        }
    }
}

impl std::error::Error for ResignError {}

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
    pub fn resign(&mut self) -> Result<Outcome, ResignError> {
        let side = Side::from_index(self.position().turn().side_index(), self.variant().has_teams());
        self.resign_side(side)
    }

    /// Ends the game by the resignation of `side`, whether or not it is to move (a player may
    /// resign while the computer thinks). Refused, with the game unchanged, when the game is
    /// already over or `side` does not play this variant.
    pub fn resign_side(&mut self, side: Side) -> Result<Outcome, ResignError> {
        if let Some(outcome) = self.outcome {
            return Err(ResignError::GameOver(outcome));
        }
        if matches!(side, Side::EastWest | Side::NorthSouth) != self.variant().has_teams() {
            return Err(ResignError::NoSuchSide(side, self.variant()));
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
