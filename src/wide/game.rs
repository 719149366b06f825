//! Checked play on a wide board: legal moves only, the end by connection, undo and redo —
//! what the `loa` command line needs (the page will need the same).

use super::notation::{parse_wide_move, WideTextError};
use super::position::{WideMove, WidePosition};
use super::rules::wide_rules;
use super::variant::WideVariant;
use crate::game::DrawOffer;
use crate::{Rules, Side, Simultaneous, WinReason};

mod draw;
mod draw_offer;
mod resign;

/// A game on a wide board: the start, the moves played, the moves undone, the rule options
/// (the scoring of simultaneous connection, the repetition draw, the move limit, the reversed
/// start: docs/rules.md §9.5).
///
/// ```
/// use loa::wide::{WideGame, WideVariant};
/// use loa::Simultaneous;
/// let mut game = WideGame::new(WideVariant::BlackHole, Simultaneous::Draw);
/// game.play_text("b1-b3").unwrap();
/// assert_eq!(game.play_text("b9-b7").unwrap_err().to_string(), "illegal move b9-b7: the piece on b9 is not the mover's");
/// assert!(game.undo().is_some());
/// assert_eq!(game.moves().len(), 0);
/// ```
#[derive(Clone, Debug)]
pub struct WideGame {
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<WidePosition>,
    moves: Vec<WideMove>,
    /// Moves taken back by [`WideGame::undo`], most recent last.
    undone: Vec<WideMove>,
    rules: Rules,
    /// The side that gave the game up, and how: by resignation ([`WideGame::resign`]) or on
    /// time ([`WideGame::lose_on_time`]). Such an ending is final, as on 8×8.
    conceded: Option<(Side, WinReason)>,
    /// The draw offered with a move, and whether both sides agreed ([`WideGame::offer_draw`]):
    /// the 8×8 game's rule, kept by the same [`DrawOffer`].
    draw: DrawOffer,
}

impl WideGame {
    /// A game from the variant's start.
    pub fn new(variant: WideVariant, simultaneous: Simultaneous) -> WideGame {
        WideGame::with_rules(variant, wide_rules(simultaneous))
    }

    /// A game from the variant's start (reversed under [`Rules::reversed`]) under `rules`.
    pub fn with_rules(variant: WideVariant, rules: Rules) -> WideGame {
        WideGame::from_position_with(WidePosition::start_with(variant, rules.reversed), rules)
    }

    /// A game from any position.
    pub fn from_position(start: WidePosition, simultaneous: Simultaneous) -> WideGame {
        WideGame::from_position_with(start, wide_rules(simultaneous))
    }

    /// A game from any position under `rules` (the move limit counts turns from it).
    pub fn from_position_with(start: WidePosition, rules: Rules) -> WideGame {
        WideGame {
            positions: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
            rules,
            conceded: None,
            draw: DrawOffer::default(),
        }
    }

    /// The position now.
    pub fn position(&self) -> &WidePosition {
        self.positions.last().expect("a game always has its start position")
    }

    /// The position the game started from.
    pub fn start_position(&self) -> &WidePosition {
        &self.positions[0]
    }

    /// Every position from the start to now (one more than the moves).
    pub fn positions(&self) -> &[WidePosition] {
        &self.positions
    }

    /// The scoring of simultaneous connection.
    pub fn simultaneous(&self) -> Simultaneous {
        self.rules.simultaneous
    }

    /// Changes the scoring (the moves already played stay).
    pub fn set_simultaneous(&mut self, simultaneous: Simultaneous) {
        self.rules.simultaneous = simultaneous;
    }

    /// The rule options the game is played under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Turns the repetition draw on or off (the moves already played stay; a game whose
    /// position now stands for the third time ends).
    pub fn set_repetition(&mut self, on: bool) {
        self.rules.repetition = on;
    }

    /// Changes the move limit (the moves already played stay; a game past the new limit ends).
    pub fn set_move_limit(&mut self, limit: Option<u32>) {
        self.rules.move_limit = limit;
    }

    /// The moves played, in order (`positions()[i]` is the position `moves()[i]` was played from).
    pub fn moves(&self) -> &[WideMove] {
        &self.moves
    }

    /// The moves that [`WideGame::redo`] would replay, next first.
    pub fn redo_moves(&self) -> impl Iterator<Item = WideMove> + '_ {
        self.undone.iter().rev().copied()
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> Vec<WideMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position().legal_moves().as_slice().to_vec()
    }

    /// Plays a move, checked; an illegal one changes nothing.
    pub fn play(&mut self, m: WideMove) -> Result<(), WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("the game is over: {ending}")));
        }
        if !self.position().is_legal(m) {
            return Err(WideTextError("illegal move".to_string()));
        }
        let next = self.position().play(m);
        self.positions.push(next);
        self.moves.push(m);
        // Replaying the next undone move keeps the rest to redo; any other move forgets them.
        if self.undone.last() == Some(&m) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        Ok(())
    }

    /// Reads and plays a move; the error says why it cannot be played.
    pub fn play_text(&mut self, text: &str) -> Result<WideMove, WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("the game is over: {ending}")));
        }
        let m = parse_wide_move(self.position(), text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Whether a move can be taken back: one was played, and the game was not given up or
    /// agreed drawn (those endings are final, as on 8×8).
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() && self.conceded.is_none() && !self.draw.agreed()
    }

    /// Takes back the last move and returns it; `None` when there is none, or a side resigned or
    /// lost on time, or a draw was agreed (final, as on 8×8). A draw offered with the move taken
    /// back is withdrawn with it.
    pub fn undo(&mut self) -> Option<WideMove> {
        if !self.can_undo() {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.undone.push(m);
        self.draw.taken_back_to(self.moves.len());
        Some(m)
    }

    /// Plays the last undone move again and returns it; `None` when there is none (or the game
    /// was given up or agreed drawn).
    pub fn redo(&mut self) -> Option<WideMove> {
        let m = *self.undone.last()?;
        // The undone move was legal here, so this cannot fail; the redo stack is kept by `play`.
        self.play(m).ok().map(|()| m)
    }
}
