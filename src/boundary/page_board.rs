//! What the page's one `WasmGame` (src/wasm/game.rs) asks of a board, so that one source is
//! compiled into the game's wasm over the 8×8 [`Position`] and into the wide boards' wasm over
//! [`WidePosition`] (the build chooses the board, as Fairy-Stockfish builds one source twice
//! with a wider board). [`PageBoard`] holds only what each board does its own way: reading a
//! variant, a position string or a link; writing its files; building its state; reading a move
//! and explaining its refusal. Everything else the page asks of a game is written once over
//! [`Game<B>`] (resignation, loss on time, review, answers by link: src/boundary/exchange.rs;
//! playing and explaining: src/boundary/requests.rs).

use super::input::{self, Fields};
use super::{GameState, PlayErrorView, Refusal};
use crate::notation::{link, TextBoard};
use crate::wide::{wide_rules, WideGame, WidePosition};
use crate::{Game, Position, Simultaneous};

/// A board the page plays through the one `WasmGame`: the 8×8 [`Position`] and the wide
/// boards' [`WidePosition`]. Its functions take the game ([`Game<Self>`]) they read or change.
pub trait PageBoard: TextBoard {
    /// A new game of the variant `key` under the page's rules object (its fields; `None` when
    /// the page gave none: the board's defaults). The error names the keys or the bad field.
    fn new_game(key: &str, rules: Option<&Fields>) -> Result<Game<Self>, String>;

    /// The game of a game link, every move replayed and checked.
    fn game_of_link(text: &str) -> Result<Game<Self>, String>;

    /// The game as a compact URL-safe link.
    fn link(game: &Game<Self>) -> String;

    /// Everything the page draws and says ([`GameState`]), with the history from ply `from` to
    /// before ply `to` ([`GameState::between`]).
    fn state(game: &Game<Self>, from: usize, to: usize) -> GameState;

    /// Plays a move given as text; on refusal the game is unchanged and the error is the
    /// rules' reason (with its code) or the notation's.
    fn play_text(game: &mut Game<Self>, text: &str) -> Result<(), Refusal>;

    /// Plays a move of this board, checked; refused like [`PageBoard::play_text`].
    fn play_move(game: &mut Game<Self>, m: Self::Move) -> Result<(), Refusal>;

    /// Why the slide `from`→`to` (square or cell names) is illegal now; `None` if it is legal.
    fn explain(game: &Game<Self>, from: &str, to: &str) -> Result<Option<PlayErrorView>, String>;

    /// The number a move is packed in for the page and the worker ([`super::MoveView::packed`]).
    fn packed_move(m: Self::Move) -> u16;

    /// The move a packed number names on this position's board; `None` when it names none.
    fn unpacked_move(&self, packed: u16) -> Option<Self::Move>;
}

impl PageBoard for Position {
    fn new_game(key: &str, rules: Option<&Fields>) -> Result<Game, String> {
        let variant = super::parse_variant(key)?;
        Ok(Game::new(variant, input::square_rules(rules.map_or(&[], |f| f.as_slice()))?))
    }

    fn game_of_link(text: &str) -> Result<Game, String> {
        link::decode(text).map_err(|e| format!("bad game link: {e}"))
    }

    fn link(game: &Game) -> String {
        link::encode(game)
    }

    fn state(game: &Game, from: usize, to: usize) -> GameState {
        GameState::of_squares(game, from, to)
    }

    fn play_text(game: &mut Game, text: &str) -> Result<(), Refusal> {
        super::requests::play_on_squares(game, text)
    }

    fn play_move(game: &mut Game, m: crate::Move) -> Result<(), Refusal> {
        game.play(m).map_err(|error| Refusal::Rules(Box::new(PlayErrorView::of(&error))))
    }

    fn explain(game: &Game, from: &str, to: &str) -> Result<Option<PlayErrorView>, String> {
        super::requests::explain_on_squares(game, from, to)
    }

    fn packed_move(m: crate::Move) -> u16 {
        m.to_u16()
    }

    fn unpacked_move(&self, packed: u16) -> Option<crate::Move> {
        crate::Move::from_u16(packed)
    }
}

impl PageBoard for WidePosition {
    /// Undefined rules are the wide boards' defaults (a simultaneous connection draws);
    /// `scrambled` starts from the board's scrambled start, refused in words where it has none.
    fn new_game(key: &str, rules: Option<&Fields>) -> Result<WideGame, String> {
        let variant = super::requests::wide_variant(key)?;
        let (rules, scrambled) = match rules {
            None => (wide_rules(Simultaneous::Draw), false),
            Some(fields) => input::rules_and_start(fields)?,
        };
        WideGame::with_start(variant, rules, scrambled).map_err(|e| e.to_string())
    }

    fn game_of_link(text: &str) -> Result<WideGame, String> {
        link::decode_on(text).map_err(|e| format!("bad game link: {e}"))
    }

    fn link(game: &WideGame) -> String {
        link::encode(game)
    }

    fn state(game: &WideGame, from: usize, to: usize) -> GameState {
        GameState::of_cells(game).within(from, to)
    }

    fn play_text(game: &mut WideGame, text: &str) -> Result<(), Refusal> {
        super::requests::play_on_cells(game, text)
    }

    fn play_move(game: &mut WideGame, m: crate::wide::WideMove) -> Result<(), Refusal> {
        let text = crate::wide::format_wide_move(game.position(), m);
        super::requests::play_on_cells(game, &text)
    }

    fn explain(game: &WideGame, from: &str, to: &str) -> Result<Option<PlayErrorView>, String> {
        super::requests::explain_on_cells(game, from, to)
    }

    /// The cell a move leaves times 256 plus the cell it reaches (a pass is 65535).
    fn packed_move(m: crate::wide::WideMove) -> u16 {
        u16::from(m.from) << 8 | u16::from(m.to)
    }

    fn unpacked_move(&self, packed: u16) -> Option<crate::wide::WideMove> {
        let m = crate::wide::WideMove { from: (packed >> 8) as u8, to: packed as u8 };
        let cells = self.geometry().len();
        (m.is_pass() || (usize::from(m.from) < cells && usize::from(m.to) < cells)).then_some(m)
    }
}
