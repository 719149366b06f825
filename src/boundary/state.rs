//! The game state the page draws and words, in one object built once for every board (the 8×8
//! boards and the wide ones, [`PageBoard`] giving what each does its own way), so the page's one
//! board component plays every board without asking which it has.

use super::board_view::BoardView;
use super::{MoveView, OutcomeView, PageBoard, PieceView, PlayedMove, PlayerView, TurnView};
use crate::cell_board::{is_connected, CellPosition};
use crate::{Colour, DrawReason, Game, Outcome, Rules, Side, WinReason};
use serde::Serialize;

/// Everything the page draws and says about a game, so that it needs no rule of its own.
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct GameState {
    /// The variant's key: `standard`, `parachute`, `ambiloa`, …
    pub variant: &'static str,
    /// The variant's display name: `Scrambled Eggs`.
    pub variant_name: &'static str,
    /// The board's side length: 6, 7 or 8.
    pub size: u8,
    /// Colours in turn order (`["black", "white"]`, AmbiLOA: `["white", "black", "yellow", "blue"]`).
    pub seats: Vec<&'static str>,
    /// The seats with their sides, AmbiLOA seat names and Parachute hands, in turn order.
    pub players: Vec<PlayerView>,
    /// The colour to move.
    pub turn: &'static str,
    /// The side to move: `black`, `white`, `east_west`, `north_south`.
    pub side: &'static str,
    /// Every piece on the board.
    pub pieces: Vec<PieceView>,
    /// Gemma: the squares that have vanished (`a1` to `h8`); empty in every other variant.
    pub holes: Vec<String>,
    /// Parachute: opponent pieces still held by `[black, white]`.
    pub in_hand: [u8; 2],
    /// Parachute: the mover has moved and must now drop.
    pub drop_due: bool,
    /// Parachute: the colour the due drop places (the opponent's); `None` when no drop is due.
    pub drop_colour: Option<&'static str>,
    /// The legal moves now; none once the game is over.
    pub legal_moves: Vec<MoveView>,
    /// The last ply played.
    pub last_move: Option<PlayedMove>,
    /// Every ply played, in order; from ply `history_from` on in a state read with
    /// [`GameState::between`].
    pub history: Vec<PlayedMove>,
    /// The ply `history` begins with: 0 in a full state.
    pub history_from: usize,
    /// The history grouped into turns (a Parachute move with its drop); from turn `turns_from`
    /// on in a state read with [`GameState::between`].
    pub turns: Vec<TurnView>,
    /// The index of the first turn in `turns`: 0 in a full state.
    pub turns_from: usize,
    /// The squares of the last turn, both parts of a Parachute turn; empty at the start.
    pub last_turn_squares: Vec<String>,
    /// Plies played (the length of `history`).
    pub ply: usize,
    /// The 1-based number of the turn to be played (or being completed by a drop).
    pub turn_number: usize,
    /// The result, once the game is over.
    pub outcome: Option<OutcomeView>,
    /// Whether a draw offered with the last move awaits an answer ([`Game::offer_draw`]).
    pub draw_offered: bool,
    /// Whether a move can be taken back.
    pub can_undo: bool,
    /// Whether a move taken back can be replayed.
    pub can_redo: bool,
    /// The rules in force.
    pub rules: RulesView,
    /// The current position as a position string (docs/rules.md §4, [`crate::notation`]).
    pub position: String,
    /// The position the game started from, as a position string.
    pub start: String,
    /// Where each cell is drawn: square or hexagonal cells by name with their centres, and the
    /// board's extent ([`BoardView`]), so the page draws every board from the same facts.
    pub board: BoardView,
}

/// The rules in force, in the shape the page sends them.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct RulesView {
    /// `mover-wins` or `draw`.
    pub simultaneous: &'static str,
    /// Whether threefold repetition draws.
    pub repetition: bool,
    /// The move limit in turns, `None` for no limit.
    pub move_limit: Option<u32>,
    /// Whether the game started from the variant's reversed start.
    pub reversed: bool,
    /// Whether the game started from the board's scrambled start (black-hole and hex-6 have
    /// one, docs/rules.md §9.5; never on the 8×8 boards, whose scrambled start is a variant).
    pub scrambled: bool,
}

impl RulesView {
    /// The view of `rules`, for a game from a start that is not scrambled.
    pub fn of(rules: Rules) -> RulesView {
        RulesView {
            simultaneous: rules.simultaneous.key(),
            repetition: rules.repetition,
            move_limit: rules.move_limit,
            reversed: rules.reversed,
            scrambled: false,
        }
    }
}

impl GameState {
    /// The state of `game`, on any board, now.
    ///
    /// ```
    /// use loa::boundary::GameState;
    /// use loa::cell_board::CellGame;
    /// use loa::Simultaneous;
    /// let state = GameState::of(&CellGame::with_scoring(loa::Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw));
    /// assert_eq!((state.board.shape, state.board.cells.len(), state.turn), ("hex", 61, "black"));
    /// assert_eq!(state.pieces.iter().filter(|p| p.colour == "black").count(), 9);
    /// ```
    pub fn of<B: PageBoard>(game: &Game<B>) -> GameState {
        GameState::build(game, 0, usize::MAX)
    }

    /// The state of `game`, on any board, now with only the history from ply `from` to before
    /// ply `to`, and the turns that hold those plies and the one that ended with ply `from - 1`
    /// (a drop may have completed it since): what may differ from a state read when the first
    /// `from` plies were the same. A long game's page reads its whole history once, in parts,
    /// and then only what changed, instead of every ply after every move
    /// (www/component/state-read.js).
    pub fn between<B: PageBoard>(game: &Game<B>, from: usize, to: usize) -> GameState {
        GameState::build(game, from, to)
    }

    /// [`GameState::between`], written once over the board: what differs from board to board
    /// (the pieces by cell name, where each cell is drawn, a move's view, the hands) is asked of
    /// it ([`PageBoard`]).
    fn build<B: PageBoard>(game: &Game<B>, from: usize, to: usize) -> GameState {
        let pos = game.position();
        let variant = pos.variant();
        let (pieces, holes) = pos.pieces_and_holes();
        // `positions[i]` is the position before ply `i`, so its turn is the colour that played it.
        let played = |i: usize| {
            let before = &game.positions()[i];
            PlayedMove { mv: before.move_view(game.moves()[i]), colour: before.turn_colour().name() }
        };
        let ply = game.moves().len();
        let from = from.min(ply);
        let history: Vec<PlayedMove> = (from..to.clamp(from, ply)).map(played).collect();
        let turns = TurnView::between(game, from, to);
        let drop_due = !pos.turn_finished();
        // A drop that is due completes the last turn rather than starting a new one.
        let turn_number = (turns.count + usize::from(!drop_due)).max(1);
        let (size, board) = pos.board_view();
        GameState {
            variant: variant.key(),
            variant_name: variant.name(),
            size,
            seats: variant.seats().iter().map(|c| c.name()).collect(),
            players: PlayerView::all(game),
            turn: pos.turn_colour().name(),
            side: pos.side_to_move().key(),
            pieces,
            holes,
            in_hand: [pos.in_hand(Colour::Black), pos.in_hand(Colour::White)],
            drop_due,
            drop_colour: drop_due.then(|| variant.hand_colour(pos.turn_colour())).flatten().map(Colour::name),
            legal_moves: B::legal_moves(game).into_iter().map(|m| pos.move_view(m)).collect(),
            last_move: ply.checked_sub(1).map(played),
            ply,
            history,
            history_from: from,
            turns: turns.turns,
            turns_from: turns.skipped,
            last_turn_squares: turns.last_squares,
            turn_number,
            outcome: game.outcome().map(|o| pos.outcome_view(o)),
            draw_offered: game.draw_offer_pending(),
            can_undo: game.can_undo(),
            can_redo: game.redo_moves().next().is_some(),
            rules: RulesView { scrambled: B::scrambled(game), ..RulesView::of(game.rules()) },
            // With every rule option: the worker's search rebuilds the game from `start`
            // (src/boundary/replayed.rs), and the repetition draw and the move limit count.
            position: pos.position_text(game.rules()),
            start: game.start_position().position_text(game.rules()),
            board,
        }
    }

    /// This whole state cut as [`GameState::between`] cuts it: what a state read in parts
    /// must equal (tests/integration/state_parts.rs).
    pub fn within(mut self, from: usize, to: usize) -> GameState {
        let from = from.min(self.history.len());
        let kept = self.turns.iter().take_while(|t| t.plies[1] + 1 < from).count();
        let built = self.turns.iter().skip(kept).take_while(|t| t.plies[0] < to).count();
        self.history.truncate(to.max(from));
        self.history.drain(..from);
        self.history_from = from;
        self.turns.truncate(kept + built);
        self.turns.drain(..kept);
        self.turns_from = kept;
        self
    }
}

/// The colour a side's pieces have on a wide board (Black and White play there).
pub(super) fn colour_of(side: Side) -> Colour {
    if side == Side::Black {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The connected groups that decided `outcome` in a wide board's `pos`, as cell names: the
/// winner's pieces, or both sides' when both connected at once; none for a resignation or a
/// draw by repetition or the move limit.
pub(super) fn winning_groups(pos: &CellPosition, outcome: Outcome) -> Vec<Vec<String>> {
    let by_connection = matches!(
        outcome,
        Outcome::Win {
            reason: WinReason::Connected | WinReason::ConnectedByOpponent | WinReason::BothConnectedMoverWins,
            ..
        } | Outcome::Draw(DrawReason::SimultaneousConnection)
    );
    if !by_connection {
        return Vec::new();
    }
    let g = pos.geometry();
    let connected = |side: Side| is_connected(g, pos.pieces(side));
    [Side::Black, Side::White]
        .into_iter()
        .filter(|&side| outcome.winner() == Some(side) || (outcome.winner().is_none() && connected(side)))
        .map(|side| pos.pieces(side).iter().map(|c| g.name(c).to_string()).collect())
        .collect()
}
