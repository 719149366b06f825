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
/// assert!(game.undo());
/// assert_eq!(game.moves().len(), 0);
/// ```
#[derive(Clone, Debug)]
pub struct WideGame {
    start: WidePosition,
    /// Each move with the position it was played from.
    played: Vec<(WidePosition, WideMove)>,
    undone: Vec<WideMove>,
    position: WidePosition,
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
            start,
            played: Vec::new(),
            undone: Vec::new(),
            position: start,
            rules,
            conceded: None,
            draw: DrawOffer::default(),
        }
    }

    /// The position now.
    pub fn position(&self) -> &WidePosition {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &WidePosition {
        &self.start
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

    /// The moves played, each with the position before it.
    pub fn moves(&self) -> &[(WidePosition, WideMove)] {
        &self.played
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> Vec<WideMove> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        self.position.legal_moves().as_slice().to_vec()
    }

    /// Plays a move, checked; an illegal one changes nothing.
    pub fn play(&mut self, m: WideMove) -> Result<(), WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("the game is over: {ending}")));
        }
        if !self.position.is_legal(m) {
            return Err(WideTextError("illegal move".to_string()));
        }
        self.played.push((self.position, m));
        self.position = self.position.play(m);
        self.undone.clear();
        Ok(())
    }

    /// Reads and plays a move; the error says why it cannot be played.
    pub fn play_text(&mut self, text: &str) -> Result<WideMove, WideTextError> {
        if let Some(ending) = self.ending() {
            return Err(WideTextError(format!("the game is over: {ending}")));
        }
        let m = parse_wide_move(&self.position, text)?;
        self.play(m)?;
        Ok(m)
    }

    /// Whether a move can be taken back: one was played, and the game was not given up or
    /// agreed drawn (those endings are final, as on 8×8).
    pub fn can_undo(&self) -> bool {
        !self.played.is_empty() && self.conceded.is_none() && !self.draw.agreed()
    }

    /// Takes back the last move; false when there is none, or a side resigned or lost on time,
    /// or a draw was agreed (final, as on 8×8). A draw offered with the move taken back is
    /// withdrawn with it.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        match self.played.pop() {
            Some((before, m)) => {
                self.position = before;
                self.undone.push(m);
                self.draw.taken_back_to(self.played.len());
                true
            }
            None => false,
        }
    }

    /// Plays the last undone move again; false when there is none (or the game was given up or
    /// agreed drawn).
    pub fn redo(&mut self) -> bool {
        match self.undone.pop() {
            Some(m) => {
                let keep = std::mem::take(&mut self.undone);
                let played = self.play(m).is_ok();
                self.undone = keep;
                played
            }
            None => false,
        }
    }
}
