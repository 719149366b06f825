//! Resignation on a wide board: a side gives up and the other wins. A child module of `game`,
//! so it can set the game's private result; kept apart because it ends a game without a move.
//! It follows the 8×8 game's rule (`src/game/resign.rs`): a resignation is final.

use super::WideGame;
use crate::wide::{WideOutcome, WideTextError};
use crate::Side;

impl WideGame {
    /// Ends the game by the resignation of `side`, whether or not it is to move (a player may
    /// resign while the computer thinks); the other side wins. Refused, with the game unchanged,
    /// when the game is already over.
    ///
    /// **A resignation is final**: [`WideGame::undo`] and [`WideGame::redo`] do nothing
    /// afterwards, as in the 8×8 game, so that resigning cannot serve as a free undo.
    ///
    /// ```
    /// use loa::wide::{WideGame, WideOutcome, WideVariant};
    /// use loa::{Side, Simultaneous};
    /// let mut game = WideGame::new(WideVariant::BlackHole, Simultaneous::Draw);
    /// game.play_text("b1-b3").unwrap();
    /// assert_eq!(game.resign(Side::White).unwrap(), WideOutcome::Win(Side::Black));
    /// assert_eq!((game.resigned(), game.outcome()), (Some(Side::White), Some(WideOutcome::Win(Side::Black))));
    /// assert!(!game.undo());
    /// assert!(game.legal_moves().is_empty());
    /// ```
    pub fn resign(&mut self, side: Side) -> Result<WideOutcome, WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("cannot resign: the game is over: {ending}")));
        }
        if !matches!(side, Side::Black | Side::White) {
            return Err(WideTextError(format!(
                "{side} does not play on a wide board: the sides are Black and White"
            )));
        }
        self.resigned = Some(side);
        self.undone.clear();
        Ok(WideOutcome::Win(side.opponent()))
    }

    /// How the game ended, in the words of every board ([`crate::Outcome::reason`]: "Black
    /// resigned", "White connected all pieces", "draw by move limit"), or `None` while it goes on.
    pub fn ending(&self) -> Option<String> {
        self.result().map(|outcome| outcome.reason())
    }

    /// The side that resigned, if the game ended by resignation.
    pub fn resigned(&self) -> Option<Side> {
        self.resigned
    }
}
