//! Resignation and loss on time on a wide board: a side gives up, or its clock runs out, and the
//! other wins. A child module of `game`, so it can set the game's private result; kept apart
//! because these end a game without a move. They follow the 8×8 game's rule
//! (`src/game/resign.rs`): both are final, and the clock is the page's.

use super::WideGame;
use crate::wide::WideTextError;
use crate::{Outcome, Side, WinReason};

impl WideGame {
    /// Ends the game by the resignation of `side`, whether or not it is to move (a player may
    /// resign while the computer thinks); the other side wins. Refused, with the game unchanged,
    /// when the game is already over.
    ///
    /// **A resignation is final**: [`WideGame::undo`] and [`WideGame::redo`] do nothing
    /// afterwards, as in the 8×8 game, so that resigning cannot serve as a free undo.
    ///
    /// ```
    /// use loa::wide::{WideGame};
    /// use loa::Variant;
    /// use loa::{Outcome, Side, Simultaneous, WinReason};
    /// let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
    /// game.play_text("b1-b3").unwrap();
    /// let won = Outcome::Win { winner: Side::Black, reason: WinReason::Resignation };
    /// assert_eq!(game.resign(Side::White).unwrap(), won);
    /// assert_eq!((game.resigned(), game.outcome()), (Some(Side::White), Some(won)));
    /// assert_eq!(game.undo(), None);
    /// assert!(game.legal_moves().is_empty());
    /// ```
    pub fn resign(&mut self, side: Side) -> Result<Outcome, WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("cannot resign: the game is over: {ending}")));
        }
        check_side(side)?;
        Ok(self.concede(side, WinReason::Resignation))
    }

    /// Ends the game because `side`'s clock ran out, whether or not it is to move: the other
    /// side wins with [`WinReason::Time`], as on 8×8 ([`crate::Game::lose_on_time`]). Final
    /// like a resignation. Refused, with the game unchanged, when the game is already over.
    ///
    /// ```
    /// use loa::wide::{WideGame};
    /// use loa::Variant;
    /// use loa::{Side, Simultaneous};
    /// let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    /// game.play_text("i2-g2").unwrap();
    /// game.lose_on_time(Side::White).unwrap();
    /// assert_eq!(game.ending().unwrap(), "White ran out of time");
    /// assert_eq!((game.lost_on_time(), game.resigned()), (Some(Side::White), None));
    /// assert_eq!(game.undo(), None);
    /// assert_eq!(game.lose_on_time(Side::Black).unwrap_err().to_string(), "cannot lose on time: the game is over: White ran out of time");
    /// ```
    pub fn lose_on_time(&mut self, side: Side) -> Result<Outcome, WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("cannot lose on time: the game is over: {ending}")));
        }
        check_side(side)?;
        Ok(self.concede(side, WinReason::Time))
    }

    /// How the game ended, in the words of every board ([`crate::Outcome::reason`]: "Black
    /// resigned", "White connected all pieces", "draw by move limit"), or `None` while it goes on.
    pub fn ending(&self) -> Option<String> {
        self.outcome().map(|outcome| outcome.reason())
    }
}

/// Refuses a side that does not play on a wide board (only Black and White do).
fn check_side(side: Side) -> Result<(), WideTextError> {
    if matches!(side, Side::Black | Side::White) {
        return Ok(());
    }
    Err(WideTextError(format!("{side} does not play on a wide board: the sides are Black and White")))
}
