//! A draw by agreement, as correspondence sites play it: a side offers a draw together with its
//! move, and the opponent either accepts instead of moving or declines by moving. A child module
//! of `game`, so it can set the game's private result; kept apart because an offer is not a move.

use super::{Game, GameBoard};
use crate::{DrawReason, Outcome, Side};
use std::fmt;

/// Why a draw offer or an acceptance was refused. The game is unchanged after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum DrawOfferError {
    /// The game has already ended (its outcome is the game's: the page shows it already).
    GameOver,
    /// No move has been played yet: an offer goes with the offering side's move.
    NoMoveYet,
    /// A Parachute drop is still due: the offer goes with a whole turn.
    DropDue,
    /// A draw offer is already pending (made by the side of this index's move).
    AlreadyOffered,
    /// An acceptance was asked, but no draw offer is pending.
    NoOffer,
}

impl fmt::Display for DrawOfferError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawOfferError::GameOver => "no draw offer: the game is over",
            DrawOfferError::NoMoveYet => "a draw is offered with a move: none is played yet",
            DrawOfferError::DropDue => "a draw is offered with a whole turn: drop first",
            DrawOfferError::AlreadyOffered => "a draw is already offered",
            DrawOfferError::NoOffer => "no draw is offered",
        })
    }
}

impl std::error::Error for DrawOfferError {}

/// The draw offer of a game on any board, kept beside its moves by the one generic [`Game`]
/// (the 8×8 game and [`crate::cell_board::CellGame`] alike), so every board follows one rule: an
/// offer goes with the offering side's move (a whole turn), is pending while no move follows it, is withdrawn when
/// that move is taken back, and once accepted ends the game for good.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct DrawOffer {
    /// How many moves had been played when the side that had just moved offered a draw.
    offered_at: Option<usize>,
    /// Both sides agreed to a draw. Final, like a resignation.
    agreed: bool,
}

impl DrawOffer {
    /// Records an offer with the last of `plies` moves of a game that is not `over` and whose
    /// turn is finished (no drop `due`).
    pub(crate) fn offer(&mut self, over: bool, plies: usize, due: bool) -> Result<(), DrawOfferError> {
        if over {
            return Err(DrawOfferError::GameOver);
        }
        if plies == 0 {
            return Err(DrawOfferError::NoMoveYet);
        }
        if due {
            return Err(DrawOfferError::DropDue);
        }
        if self.pending(over, plies) {
            return Err(DrawOfferError::AlreadyOffered);
        }
        self.offered_at = Some(plies);
        Ok(())
    }

    /// Accepts the offer pending after `plies` moves of a game that is not `over`.
    pub(crate) fn accept(&mut self, over: bool, plies: usize) -> Result<(), DrawOfferError> {
        if over {
            return Err(DrawOfferError::GameOver);
        }
        if !self.pending(over, plies) {
            return Err(DrawOfferError::NoOffer);
        }
        self.agree();
        Ok(())
    }

    /// Both sides agree, with or without an offer on record (a record or link that states it).
    pub(crate) fn agree(&mut self) {
        self.agreed = true;
        self.offered_at = None;
    }

    /// Whether an offer made with the last of `plies` moves awaits an answer in a game that is
    /// not `over`.
    pub(crate) fn pending(&self, over: bool, plies: usize) -> bool {
        !over && self.offered_at == Some(plies)
    }

    /// Whether the game ended in a draw by agreement.
    pub(crate) fn agreed(&self) -> bool {
        self.agreed
    }

    /// Withdraws an offer made with a move taken back (the game now has `plies` moves).
    pub(crate) fn taken_back_to(&mut self, plies: usize) {
        if self.offered_at.is_some_and(|at| at > plies) {
            self.offered_at = None;
        }
    }
}

impl<B: GameBoard> Game<B> {
    /// Offers a draw with the move just played: the side that made it (see
    /// [`Game::draw_offered_by`]) proposes, and the side to move accepts with
    /// [`Game::accept_draw`] or declines by playing a move. Taking the move back with
    /// [`Game::undo`] withdraws the offer. Refused, with the game unchanged, before the first
    /// move, while a Parachute drop is due, when an offer is already pending or the game is over.
    ///
    /// ```
    /// use loa::{DrawReason, Game, Outcome, Rules, Side, SquareVariant};
    /// use loa::notation::play_text;
    /// let mut game = Game::new(SquareVariant::Standard, Rules::default());
    /// play_text(&mut game, "b1-d3").unwrap();
    /// game.offer_draw().unwrap();
    /// assert_eq!(game.draw_offered_by(), Some(Side::Black));
    /// let outcome = game.accept_draw().unwrap();
    /// assert_eq!(outcome, Outcome::Draw(DrawReason::Agreement));
    /// assert_eq!((outcome.to_string(), outcome.result_tag()), ("draw by agreement".to_string(), "1/2-1/2"));
    /// assert_eq!(game.undo(), None, "an agreed draw is final");
    /// ```
    pub fn offer_draw(&mut self) -> Result<(), DrawOfferError> {
        let due = !self.position().turn_finished();
        self.draw.offer(self.outcome.is_some(), self.moves.len(), due)
    }

    /// Accepts the pending draw offer for the side to move: the game ends in
    /// [`DrawReason::Agreement`]. **Final**, like a resignation: [`Game::undo`] and
    /// [`Game::redo`] do nothing afterwards. Refused, with the game unchanged, when no offer is
    /// pending (none was made, or a move has declined it) or the game is over.
    pub fn accept_draw(&mut self) -> Result<Outcome, DrawOfferError> {
        self.draw.accept(self.outcome.is_some(), self.moves.len())?;
        self.undone.clear();
        self.outcome = self.judge();
        Ok(Outcome::Draw(DrawReason::Agreement))
    }

    /// Ends a game in progress in a draw by agreement without an offer on record: for readers of
    /// records and links that state the agreed result. Refused when the game is over.
    pub(crate) fn agree_draw(&mut self) -> Result<(), DrawOfferError> {
        if self.is_over() {
            return Err(DrawOfferError::GameOver);
        }
        self.draw.agree();
        self.undone.clear();
        self.outcome = self.judge();
        Ok(())
    }

    /// Whether a draw offered with the last move awaits an answer ([`Game::draw_offered_by`]
    /// names the side that offered).
    pub fn draw_offer_pending(&self) -> bool {
        self.draw.pending(self.outcome.is_some(), self.moves.len())
    }

    /// The side whose draw offer is pending (it made the last move and offered with it), if any.
    /// A move by the opponent declines it; an ended game has none.
    pub fn draw_offered_by(&self) -> Option<Side> {
        if !self.draw_offer_pending() {
            return None;
        }
        Some(self.positions[self.moves.len() - 1].side_to_move())
    }

    /// Whether the game ended in a draw by agreement.
    pub fn drawn_by_agreement(&self) -> bool {
        self.draw.agreed()
    }
}

#[cfg(test)]
mod tests {
    use crate::cell_board::{CellGame, CellPosition};
    use crate::notation::play_text;
    use crate::SquareVariant;
    use crate::{
        DrawOfferError, DrawReason, Game, GameBoard, Outcome, Position, Rules, Side, Simultaneous, Variant,
    };

    /// A board the rule is tried on, row by row: every board keeps the offer in the one
    /// generic game, so each test runs on an 8×8 board and on a wide one alike.
    struct Row<B: GameBoard> {
        name: &'static str,
        /// A game at the start.
        fresh: fn() -> Game<B>,
        /// Plays the first move (Black's).
        open: fn(&mut Game<B>),
        /// Plays a legal reply of the side to move.
        reply: fn(&mut Game<B>),
        /// The side to move resigns.
        resign: fn(&mut Game<B>) -> bool,
    }

    fn square() -> Row<Position> {
        Row {
            name: "8×8",
            fresh: || Game::new(SquareVariant::Standard, Rules::default()),
            open: |game| play_text(game, "b1-d3").map(drop).unwrap(),
            reply: |game| play_text(game, "a3xd3").map(drop).unwrap(),
            resign: |game| game.resign(game.position().side_to_move()).is_ok(),
        }
    }

    fn hex() -> Row<CellPosition> {
        Row {
            name: "hex-5",
            fresh: || CellGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw),
            open: |game| game.play_text("i2-g2").map(drop).unwrap(),
            reply: |game| game.play(game.legal_moves()[0]).unwrap(),
            resign: |game| game.resign(game.position().side_to_move()).is_ok(),
        }
    }

    fn opening<B: GameBoard>(row: &Row<B>) -> Game<B> {
        let mut game = (row.fresh)();
        (row.open)(&mut game);
        game
    }

    fn a_move_declines<B: GameBoard>(row: Row<B>) {
        let name = row.name;
        let mut game = opening(&row);
        game.offer_draw().unwrap();
        assert_eq!(game.offer_draw(), Err(DrawOfferError::AlreadyOffered), "{name}");
        (row.reply)(&mut game);
        assert_eq!(game.draw_offered_by(), None, "{name}: White moved: declined");
        let err = game.accept_draw().unwrap_err();
        assert_eq!(err.to_string(), "no draw is offered", "{name}");
        assert_eq!((game.outcome(), game.moves().len()), (None, 2), "{name}: state unchanged");
        // White may offer in turn, with its own move.
        game.offer_draw().unwrap();
        assert_eq!(game.draw_offered_by(), Some(Side::White), "{name}");
    }

    #[test]
    fn a_move_declines_the_offer_and_accepting_then_is_refused() {
        a_move_declines(square());
        a_move_declines(hex());
    }

    fn undoing_withdraws<B: GameBoard>(row: Row<B>) {
        let mut game = opening(&row);
        game.offer_draw().unwrap();
        game.undo().unwrap();
        game.redo().unwrap();
        assert_eq!(game.draw_offered_by(), None, "{}", row.name);
        assert_eq!(game.accept_draw(), Err(DrawOfferError::NoOffer), "{}", row.name);
    }

    #[test]
    fn undoing_the_move_withdraws_its_offer() {
        undoing_withdraws(square());
        undoing_withdraws(hex());
    }

    fn no_offer_out_of_turn<B: GameBoard>(row: Row<B>) {
        let name = row.name;
        let mut game = (row.fresh)();
        assert_eq!(game.offer_draw(), Err(DrawOfferError::NoMoveYet), "{name}");
        assert_eq!(game.accept_draw(), Err(DrawOfferError::NoOffer), "{name}");
        let mut game = opening(&row);
        assert!((row.resign)(&mut game), "{name}");
        let err = game.offer_draw().unwrap_err();
        assert_eq!(err.to_string(), "no draw offer: the game is over", "{name}");
        let mut game = opening(&row);
        game.offer_draw().unwrap();
        assert_eq!(game.accept_draw(), Ok(Outcome::Draw(DrawReason::Agreement)), "{name}");
        assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Agreement)), "{name}");
        assert!(game.drawn_by_agreement(), "{name}");
        assert!(!(row.resign)(&mut game) && game.accept_draw().is_err(), "{name}");
        assert_eq!((game.undo(), game.redo(), game.can_undo()), (None, None, false), "{name}: final");
    }

    #[test]
    fn no_offer_before_a_move_or_after_the_end_and_an_agreed_draw_is_final() {
        no_offer_out_of_turn(square());
        no_offer_out_of_turn(hex());
    }

    #[test]
    fn a_draw_is_offered_with_a_whole_turn_not_before_the_parachute_drop() {
        let mut game = Game::new(SquareVariant::Parachute, Rules::default());
        play_text(&mut game, "a3-c3@d4").unwrap();
        play_text(&mut game, "a2-c2").unwrap();
        assert_eq!(game.offer_draw(), Err(DrawOfferError::DropDue));
        assert_eq!(game.draw_offered_by(), None);
        play_text(&mut game, "@e5").unwrap();
        game.offer_draw().unwrap();
        assert_eq!(game.draw_offered_by(), Some(Side::White));
    }
}
