//! The game state the page draws and words, in one object.

use super::board_view::BoardView;
use super::{MoveView, OutcomeView, PieceView, PlayedMove, PlayerView, TurnView};
use crate::notation::format_position;
use crate::{Colour, Game, Rules};
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
    /// The state of `game` now.
    pub fn of(game: &Game) -> GameState {
        GameState::between(game, 0, usize::MAX)
    }

    /// The state of `game` now with only the history from ply `from` to before ply `to`, and the
    /// turns that hold those plies and the one that ended with ply `from - 1` (a drop may have
    /// completed it since): what may differ from a state read when the first `from` plies were
    /// the same. A long game's page reads its whole history once, in parts, and then only what
    /// changed, instead of every ply after every move (www/component/state-read.js).
    pub fn between(game: &Game, from: usize, to: usize) -> GameState {
        let pos = game.position();
        let variant = game.variant();
        let (mut pieces, mut holes) = (Vec::new(), Vec::new());
        // Gemma's holes are named in the pieces' own loop: a second loop cost the wasm 200 bytes.
        let sets = Colour::ALL.map(|c| (pos.pieces(c), Some(c)));
        for (squares, colour) in sets.into_iter().chain([(pos.holes(), None)]) {
            for sq in squares {
                let square = sq.to_string();
                match colour {
                    Some(colour) => pieces.push(PieceView { square, colour: colour.name() }),
                    None => holes.push(square),
                }
            }
        }
        // `positions[i]` is the position before ply `i`, so its turn is the colour that played it.
        let played = |i: usize| PlayedMove {
            mv: MoveView::of(game.moves()[i]),
            colour: game.positions()[i].turn().name(),
        };
        let ply = game.moves().len();
        let from = from.min(ply);
        let history: Vec<PlayedMove> = (from..to.clamp(from, ply)).map(played).collect();
        let turns = TurnView::between(game, from, to);
        // A drop that is due completes the last turn rather than starting a new one.
        let turn_number = (turns.count + usize::from(!pos.drop_due())).max(1);
        GameState {
            variant: variant.key(),
            variant_name: variant.name(),
            size: variant.size().width(),
            seats: variant.seats().iter().map(|c| c.name()).collect(),
            players: PlayerView::all(game),
            turn: pos.turn().name(),
            side: pos.side_to_move().key(),
            pieces,
            holes,
            in_hand: [pos.in_hand(Colour::Black), pos.in_hand(Colour::White)],
            drop_due: pos.drop_due(),
            drop_colour: pos.drop_due().then(|| variant.hand_colour(pos.turn())).flatten().map(Colour::name),
            legal_moves: game.legal_moves().iter().map(|&m| MoveView::of(m)).collect(),
            last_move: ply.checked_sub(1).map(played),
            ply,
            history,
            history_from: from,
            turns: turns.turns,
            turns_from: turns.skipped,
            last_turn_squares: turns.last_squares,
            turn_number,
            outcome: game.outcome().map(|o| OutcomeView::of(o, pos)),
            draw_offered: game.draw_offer_pending(),
            can_undo: game.can_undo(),
            can_redo: game.redo_moves().next().is_some(),
            rules: RulesView::of(game.rules()),
            position: format_position(pos, &game.rules()),
            start: format_position(game.start_position(), &game.rules()),
            board: BoardView::squares(variant.size().width()),
        }
    }

    /// This whole state cut as [`GameState::between`] cuts it, for the wide boards' states,
    /// which are built from a game of their own.
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
