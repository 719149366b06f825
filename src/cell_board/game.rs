//! Checked play on a wide board: the one [`Game`] on a [`CellPosition`], with what only the wide
//! boards have — their constructors, the scoring of simultaneous connection as a setting, moves
//! read from text, and refusals worded for the command line. The history, undo and redo, the
//! end, the draw offer and the resignation are every board's (src/game/history.rs).

use super::cell::Cell;
use super::notation::parse_cell_move;
use super::position::{CellMove, CellPosition};
use super::rules::cell_rules;
use super::shape::CellShape;
use crate::notation::TextPlayError;
use crate::{Game, Rules, Simultaneous};

mod draw;

/// A game on a wide board: the start, the moves played, the moves undone, the rule options
/// (the scoring of simultaneous connection, the repetition draw, the move limit, the reversed
/// start: docs/rules.md §9.5).
///
/// ```
/// use loa::cell_board::{CellGame};
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = CellGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("b1-b3").unwrap();
/// assert_eq!(
///     game.play_text("b9-b7").unwrap_err().to_string(),
///     "illegal move b9-b7: the piece on b9 is Black's, and it is White's turn"
/// );
/// assert!(game.undo().is_some());
/// assert_eq!(game.moves().len(), 0);
/// ```
pub type CellGame = Game<CellPosition>;

impl Game<CellPosition> {
    /// A game from the variant's start under the wide boards' default rules, with
    /// `simultaneous` scoring a simultaneous connection.
    pub fn with_scoring(shape: &'static CellShape, simultaneous: Simultaneous) -> CellGame {
        CellGame::with_rules(shape, cell_rules(simultaneous))
    }

    /// A game from the variant's start (reversed under [`Rules::reversed`]) under `rules`.
    pub fn with_rules(shape: &'static CellShape, rules: Rules) -> CellGame {
        CellGame::from_position_with(CellPosition::start_with(shape, rules.reversed), rules)
    }

    /// A game from any position, with `simultaneous` scoring a simultaneous connection.
    pub fn from_position_scoring(start: CellPosition, simultaneous: Simultaneous) -> CellGame {
        CellGame::from_position_with(start, cell_rules(simultaneous))
    }

    /// A game from any position under `rules` (the move limit counts turns from it).
    pub fn from_position_with(start: CellPosition, rules: Rules) -> CellGame {
        Game::from_board(start, rules)
    }

    /// The scoring of simultaneous connection.
    pub fn simultaneous(&self) -> Simultaneous {
        self.rules().simultaneous
    }

    /// Changes the scoring (the moves already played stay).
    pub fn set_simultaneous(&mut self, simultaneous: Simultaneous) {
        self.set_rules(Rules { simultaneous, ..self.rules() });
    }

    /// Turns the repetition draw on or off (the moves already played stay; a game whose
    /// position now stands for the third time ends).
    pub fn set_repetition(&mut self, repetition: bool) {
        self.set_rules(Rules { repetition, ..self.rules() });
    }

    /// Changes the move limit (the moves already played stay; a game past the new limit ends).
    pub fn set_move_limit(&mut self, move_limit: Option<u32>) {
        self.set_rules(Rules { move_limit, ..self.rules() });
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> Vec<CellMove> {
        if self.is_over() {
            return Vec::new();
        }
        self.position().legal_moves().as_slice().to_vec()
    }

    /// Reads and plays a move; an illegal one changes nothing, and the error is the one of
    /// every board's move text: the notation's, or the rules' reason ([`crate::PlayError`]).
    pub fn play_text(&mut self, text: &str) -> Result<CellMove, TextPlayError<Cell>> {
        let m = parse_cell_move(self.position(), text).map_err(TextPlayError::Notation)?;
        self.play(m).map_err(|error| {
            // Named as given, `b1-b3`: a refused move captures nothing, whatever stands on `b3`.
            let g = self.position().geometry();
            let cell = |c: u8| Cell::new(g, usize::from(c));
            let text =
                if m.is_pass() { "pass".to_string() } else { format!("{}-{}", cell(m.from), cell(m.to)) };
            TextPlayError::Illegal { text, error }
        })?;
        Ok(m)
    }
}
