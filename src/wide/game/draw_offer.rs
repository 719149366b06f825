//! A draw by agreement on a wide board, by the 8×8 game's rule and with its errors
//! (src/game/draw_offer.rs, whose [`crate::game::DrawOffer`] the game holds): a side offers a
//! draw with its move, and the opponent accepts instead of moving or declines by moving. A child
//! module of `game`, so it reads the game's history; kept apart because an offer is not a move.

use super::WideGame;
use crate::{DrawOfferError, Outcome, Side};

impl WideGame {
    /// Offers a draw with the move just played: the side that made it proposes, and the side to
    /// move accepts with [`WideGame::accept_draw`] or declines by playing a move. Taking the move
    /// back withdraws the offer. Refused, with the game unchanged, before the first move, when an
    /// offer is already pending or the game is over.
    ///
    /// ```
    /// use loa::wide::{WideGame, WideVariant};
    /// use loa::{Side, Simultaneous};
    /// let mut game = WideGame::new(WideVariant::BlackHole, Simultaneous::Draw);
    /// game.play_text("b1-b3").unwrap();
    /// game.offer_draw().unwrap();
    /// assert_eq!(game.draw_offered_by(), Some(Side::Black));
    /// assert_eq!(game.accept_draw().unwrap().to_string(), "draw by agreement");
    /// assert!(game.drawn_by_agreement() && game.undo().is_none());
    /// ```
    pub fn offer_draw(&mut self) -> Result<(), DrawOfferError> {
        let over = self.outcome().is_some();
        self.draw.offer(over, self.moves.len(), false)
    }

    /// Accepts the pending draw offer for the side to move: the game ends in a draw by
    /// agreement, for good (undo and redo do nothing afterwards). Refused, with the game
    /// unchanged, when no offer is pending or the game is over.
    pub fn accept_draw(&mut self) -> Result<Outcome, DrawOfferError> {
        let over = self.outcome().is_some();
        self.draw.accept(over, self.moves.len())?;
        self.undone.clear();
        Ok(Outcome::Draw(crate::DrawReason::Agreement))
    }

    /// Ends a game in progress in a draw by agreement without an offer on record: for readers of
    /// records and SGF that state the agreed result. Refused when the game is over.
    pub(crate) fn agree_draw(&mut self) -> Result<(), DrawOfferError> {
        if self.outcome().is_some() {
            return Err(DrawOfferError::GameOver);
        }
        self.draw.agree();
        self.undone.clear();
        Ok(())
    }

    /// Whether a draw offered with the last move awaits an answer.
    pub fn draw_offer_pending(&self) -> bool {
        self.draw.pending(self.outcome().is_some(), self.moves.len())
    }

    /// The side whose draw offer is pending (it made the last move), if any.
    pub fn draw_offered_by(&self) -> Option<Side> {
        self.draw_offer_pending().then(|| self.position().turn().opponent())
    }

    /// Whether the game ended in a draw by agreement.
    pub fn drawn_by_agreement(&self) -> bool {
        self.draw.agreed()
    }
}

#[cfg(test)]
mod tests {
    use crate::wide::{WideGame, WideVariant};
    use crate::{DrawOfferError, DrawReason, Outcome, Side, Simultaneous};

    fn opening() -> WideGame {
        let mut game = WideGame::new(WideVariant::Hex5, Simultaneous::Draw);
        game.play_text("i2-g2").unwrap();
        game
    }

    #[test]
    fn a_move_declines_the_offer_and_accepting_then_is_refused() {
        let mut game = opening();
        game.offer_draw().unwrap();
        assert_eq!(game.offer_draw(), Err(DrawOfferError::AlreadyOffered));
        let reply = game.legal_moves()[0];
        game.play(reply).unwrap();
        assert_eq!(game.draw_offered_by(), None, "White moved: declined");
        assert_eq!(game.accept_draw().unwrap_err().to_string(), "no draw is offered");
        assert_eq!((game.outcome(), game.moves().len()), (None, 2), "state unchanged");
        game.offer_draw().unwrap();
        assert_eq!(game.draw_offered_by(), Some(Side::White), "White may offer with its own move");
    }

    #[test]
    fn undoing_the_move_withdraws_its_offer() {
        let mut game = opening();
        game.offer_draw().unwrap();
        assert!(game.undo().is_some() && game.redo().is_some());
        assert_eq!(game.draw_offered_by(), None);
        assert_eq!(game.accept_draw(), Err(DrawOfferError::NoOffer));
    }

    #[test]
    fn no_offer_before_a_move_or_after_the_end_and_an_agreed_draw_is_final() {
        let mut game = WideGame::new(WideVariant::Hex5, Simultaneous::Draw);
        assert_eq!(game.offer_draw(), Err(DrawOfferError::NoMoveYet));
        let mut game = opening();
        game.resign(Side::White).unwrap();
        assert_eq!(game.offer_draw().unwrap_err().to_string(), "no draw offer: the game is over");
        let mut game = opening();
        game.offer_draw().unwrap();
        assert_eq!(game.accept_draw(), Ok(Outcome::Draw(DrawReason::Agreement)));
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)));
        assert!(
            game.legal_moves().is_empty() && game.resign(Side::Black).is_err() && game.accept_draw().is_err()
        );
        assert_eq!((game.undo(), game.redo()), (None, None));
    }
}
