//! What the page's one `WasmGame` (src/wasm/game.rs) asks of a board, so that one source is
//! compiled into the game's wasm over the 8×8 [`Position`] and into the wide boards' wasm over
//! [`CellPosition`] (the build chooses the board, as Fairy-Stockfish builds one source twice
//! with a wider board). [`PageBoard`] holds only what each board does its own way: reading a
//! variant, a position string or a link; writing its files; the facts its state is built from (its pieces by cell name, where each
//! cell is drawn, a move's parts); reading a move. Its moves' views ([`MoveView::on`]) and its
//! refusals ([`super::PlayErrorView::of`]) are written once. Everything else the page asks of a game is written once over
//! [`Game<B>`] (resignation, loss on time, review, answers by link: src/boundary/exchange.rs;
//! playing and explaining: src/boundary/requests.rs).

use super::input::{self, Fields};
use super::state::{colour_of, winning_groups};
use super::{BoardView, MoveParts, MoveView, OutcomeView, PieceView, Refusal};
use crate::cell_board::{cell_rules, format_cell_setup, parse_cell, Cell, CellGame, CellMove, CellPosition};
use crate::notation::{format_position, link, TextBoard};
use crate::{Colour, Game, MoveKind, Outcome, Position, Rules, Side, Simultaneous, Square};

/// A board the page plays through the one `WasmGame`: the 8×8 [`Position`] and the wide
/// boards' [`CellPosition`]. Its functions take the game ([`Game<Self>`]) they read or change.
pub trait PageBoard: TextBoard {
    /// A new game of the variant `key` under the page's rules object (its fields; `None` when
    /// the page gave none: the board's defaults). The error names the keys or the bad field.
    fn new_game(key: &str, rules: Option<&Fields>) -> Result<Game<Self>, String>;

    /// The game of a game link, every move replayed and checked.
    fn game_of_link(text: &str) -> Result<Game<Self>, String>;

    /// The game as a compact URL-safe link.
    fn link(game: &Game<Self>) -> String;

    /// The legal moves now; none once the game is over.
    fn legal_moves(game: &Game<Self>) -> Vec<Self::Move>;

    /// The colour whose turn it is: a seat (AmbiLOA has four), Black or White on a wide board.
    fn turn_colour(&self) -> Colour;

    /// The pieces `holder` holds to drop (Parachute); none elsewhere.
    fn in_hand(&self, holder: Colour) -> u8;

    /// Every piece by its cell's name, and the holes (Gemma's vanished squares, the wide
    /// boards' holes), for [`super::GameState`].
    fn pieces_and_holes(&self) -> (Vec<PieceView>, Vec<String>);

    /// The board's size as the page names it (the side of a square board, a hex board's side)
    /// and where each cell is drawn ([`BoardView`]).
    fn board_view(&self) -> (u8, BoardView);

    /// What the move `m`, played from this position, is: its kind, the squares or cells it
    /// leaves and reaches, whether it captures ([`MoveView::on`] names them).
    fn move_parts(&self, m: Self::Move) -> MoveParts<Self::Square>;

    /// The view of the move `m` played from this position ([`MoveView`]).
    fn move_view(&self, m: Self::Move) -> MoveView {
        MoveView::on(self, m)
    }

    /// The view of `outcome`, reached in this position, with the groups that decided it named.
    fn outcome_view(&self, outcome: Outcome) -> OutcomeView;

    /// This position as a position string under `rules` (docs/rules.md §4).
    fn position_text(&self, rules: Rules) -> String;

    /// Plays a move given as text; on refusal the game is unchanged and the error is the
    /// rules' reason (with its code) or the notation's.
    fn play_text(game: &mut Game<Self>, text: &str) -> Result<(), Refusal>;

    /// The slide from the square or cell named `from` to the one named `to`, for the rules to
    /// judge; the error names the board's squares or cells.
    fn slide_named(&self, from: &str, to: &str) -> Result<Self::Move, String>;

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

    fn legal_moves(game: &Game) -> Vec<crate::Move> {
        game.legal_moves().to_vec()
    }

    fn turn_colour(&self) -> Colour {
        self.turn()
    }

    fn in_hand(&self, holder: Colour) -> u8 {
        Position::in_hand(self, holder)
    }

    fn pieces_and_holes(&self) -> (Vec<PieceView>, Vec<String>) {
        let (mut pieces, mut holes) = (Vec::new(), Vec::new());
        // Gemma's holes are named in the pieces' own loop: a second loop cost the wasm 200 bytes.
        let sets = Colour::ALL.map(|c| (self.pieces(c), Some(c)));
        for (squares, colour) in sets.into_iter().chain([(self.holes(), None)]) {
            for sq in squares {
                let square = sq.to_string();
                match colour {
                    Some(colour) => pieces.push(PieceView { square, colour: colour.name() }),
                    None => holes.push(square),
                }
            }
        }
        (pieces, holes)
    }

    fn board_view(&self) -> (u8, BoardView) {
        let size = self.variant().size().width();
        (size, BoardView::squares(size))
    }

    fn move_parts(&self, m: crate::Move) -> MoveParts<Square> {
        MoveParts::of(m)
    }

    /// [`MoveView::on`] without the position an 8×8 move does not need.
    fn move_view(&self, m: crate::Move) -> MoveView {
        MoveView::of(m)
    }

    fn outcome_view(&self, outcome: Outcome) -> OutcomeView {
        OutcomeView::of(outcome, self)
    }

    fn position_text(&self, rules: Rules) -> String {
        format_position(self, &rules)
    }

    fn play_text(game: &mut Game, text: &str) -> Result<(), Refusal> {
        super::requests::play_on_squares(game, text)
    }

    fn slide_named(&self, from: &str, to: &str) -> Result<crate::Move, String> {
        let square = super::requests::parse_square;
        Ok(crate::Move::slide(square(from)?, square(to)?, false))
    }

    fn packed_move(m: crate::Move) -> u16 {
        m.to_u16()
    }

    fn unpacked_move(&self, packed: u16) -> Option<crate::Move> {
        crate::Move::from_u16(packed)
    }
}

impl PageBoard for CellPosition {
    /// Undefined rules are the wide boards' defaults (a simultaneous connection draws);
    /// `scrambled` starts from the board's scrambled start, refused in words where it has none.
    fn new_game(key: &str, rules: Option<&Fields>) -> Result<CellGame, String> {
        let variant = super::requests::cell_variant(key)?;
        let (rules, scrambled) = match rules {
            None => (cell_rules(Simultaneous::Draw), false),
            Some(fields) => input::rules_and_start(fields)?,
        };
        CellGame::with_start(variant, rules, scrambled).map_err(|e| e.to_string())
    }

    fn game_of_link(text: &str) -> Result<CellGame, String> {
        link::decode_on(text).map_err(|e| format!("bad game link: {e}"))
    }

    fn link(game: &CellGame) -> String {
        link::encode(game)
    }

    fn legal_moves(game: &CellGame) -> Vec<CellMove> {
        game.legal_moves()
    }

    fn turn_colour(&self) -> Colour {
        colour_of(self.turn())
    }

    /// Nobody drops on a wide board.
    fn in_hand(&self, _: Colour) -> u8 {
        0
    }

    fn pieces_and_holes(&self) -> (Vec<PieceView>, Vec<String>) {
        let g = self.geometry();
        let pieces = [Side::Black, Side::White]
            .into_iter()
            .flat_map(|side| {
                let colour = colour_of(side).name();
                self.pieces(side).iter().map(move |c| PieceView { square: g.name(c).to_string(), colour })
            })
            .collect();
        (pieces, g.holes().iter().map(|c| g.name(c).to_string()).collect())
    }

    /// A hex board is named by its side (half its rows, rounded up), a square one by its rows.
    fn board_view(&self) -> (u8, BoardView) {
        let g = self.geometry();
        let rows = g.rows().len();
        let size = if self.variant().is_hex() { rows.div_ceil(2) } else { rows };
        (size as u8, BoardView::of_geometry(g))
    }

    fn move_parts(&self, m: CellMove) -> MoveParts<Cell> {
        if m.is_pass() {
            return MoveParts { kind: MoveKind::Pass, from: None, to: None, capture: false };
        }
        let cell = |c: u8| Some(Cell::new(self.geometry(), usize::from(c)));
        MoveParts { kind: MoveKind::Slide, from: cell(m.from), to: cell(m.to), capture: self.is_capture(m) }
    }

    fn outcome_view(&self, outcome: Outcome) -> OutcomeView {
        OutcomeView::with_groups(outcome, winning_groups(self, outcome))
    }

    fn position_text(&self, rules: Rules) -> String {
        format_cell_setup(self, &rules)
    }

    fn play_text(game: &mut CellGame, text: &str) -> Result<(), Refusal> {
        super::requests::play_on_cells(game, text)
    }

    fn slide_named(&self, from: &str, to: &str) -> Result<CellMove, String> {
        let cell = |text: &str| parse_cell(self.geometry(), text).map(|c| c as u8);
        Ok(CellMove { from: cell(from)?, to: cell(to)? })
    }

    /// The cell a move leaves times 256 plus the cell it reaches (a pass is 65535).
    fn packed_move(m: crate::cell_board::CellMove) -> u16 {
        u16::from(m.from) << 8 | u16::from(m.to)
    }

    fn unpacked_move(&self, packed: u16) -> Option<crate::cell_board::CellMove> {
        let m = crate::cell_board::CellMove { from: (packed >> 8) as u8, to: packed as u8 };
        let cells = self.geometry().len();
        (m.is_pass() || (usize::from(m.from) < cells && usize::from(m.to) < cells)).then_some(m)
    }
}
