//! The game state the page draws and words, in one object, on every board: the 8×8 boards'
//! ([`GameState::of_squares`]) and the wide boards' ([`GameState::of_cells`]) in one shape, so
//! the page's one board component plays every board without asking which it has.

use super::board_view::BoardView;
use super::{MoveView, OutcomeView, PageBoard, PieceView, PlayedMove, PlayerView, TurnView};
use crate::notation::format_position;
use crate::wide::{format_wide_setup, is_connected, WideGame, WidePosition};
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
    /// use loa::wide::WideGame;
    /// use loa::Simultaneous;
    /// let state = GameState::of(&WideGame::with_scoring(loa::Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw));
    /// assert_eq!((state.board.shape, state.board.cells.len(), state.turn), ("hex", 61, "black"));
    /// assert_eq!(state.pieces.iter().filter(|p| p.colour == "black").count(), 9);
    /// ```
    pub fn of<B: PageBoard>(game: &Game<B>) -> GameState {
        B::state(game, 0, usize::MAX)
    }

    /// The state of `game`, on any board, now with only the history from ply `from` to before
    /// ply `to`, and the turns that hold those plies and the one that ended with ply `from - 1`
    /// (a drop may have completed it since): what may differ from a state read when the first
    /// `from` plies were the same. A long game's page reads its whole history once, in parts,
    /// and then only what changed, instead of every ply after every move
    /// (www/component/state-read.js).
    pub fn between<B: PageBoard>(game: &Game<B>, from: usize, to: usize) -> GameState {
        B::state(game, from, to)
    }

    /// [`GameState::between`] on an 8×8 board.
    pub(super) fn of_squares(game: &Game, from: usize, to: usize) -> GameState {
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
    /// which are built whole.
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

impl GameState {
    /// The whole state of a wide game, in the 8×8 game's shape with the board's cells to draw.
    pub(super) fn of_cells(game: &WideGame) -> GameState {
        let pos = game.position();
        let g = pos.geometry();
        let variant = pos.variant();
        let over = game.outcome().is_some();
        let pieces = [Side::Black, Side::White]
            .into_iter()
            .flat_map(|side| {
                let colour = colour_of(side).name();
                pos.pieces(side).iter().map(move |c| PieceView { square: g.name(c).to_string(), colour })
            })
            .collect();
        let history: Vec<PlayedMove> = game
            .positions()
            .iter()
            .zip(game.moves())
            .map(|(before, m)| PlayedMove {
                mv: MoveView::of_cells(before, *m),
                colour: colour_of(before.turn()).name(),
            })
            .collect();
        // Every ply on a wide board is a whole turn.
        let turns: Vec<TurnView> = history
            .iter()
            .enumerate()
            .map(|(ply, played)| TurnView {
                colour: played.colour,
                side: played.colour,
                text: played.mv.text.clone(),
                plies: [ply, ply],
                squares: played.mv.from.iter().chain(&played.mv.to).cloned().collect(),
                capture: played.mv.capture,
                kind: played.mv.kind,
            })
            .collect();
        let outcome = game.outcome();
        let players = [Side::Black, Side::White]
            .into_iter()
            .map(|side| PlayerView {
                colour: colour_of(side).name(),
                side: side.key(),
                side_colour: colour_of(side).name(),
                seat: None,
                in_hand: None,
                hand_colour: None,
                to_move: !over && pos.turn() == side,
            })
            .collect();
        GameState {
            variant: variant.key(),
            variant_name: variant.name(),
            size: if variant.is_hex() { g.rows().len().div_ceil(2) as u8 } else { g.rows().len() as u8 },
            seats: vec!["black", "white"],
            players,
            turn: colour_of(pos.turn()).name(),
            side: pos.turn().key(),
            pieces,
            holes: g.holes().iter().map(|c| g.name(c).to_string()).collect(),
            in_hand: [0, 0],
            drop_due: false,
            drop_colour: None,
            legal_moves: game.legal_moves().into_iter().map(|m| MoveView::of_cells(pos, m)).collect(),
            last_move: history.last().cloned(),
            ply: history.len(),
            last_turn_squares: turns.last().map(|t| t.squares.clone()).unwrap_or_default(),
            turn_number: turns.len() + 1,
            history,
            history_from: 0,
            turns,
            turns_from: 0,
            outcome: outcome.map(|o| OutcomeView::with_groups(o, winning_groups(pos, o))),
            draw_offered: game.draw_offer_pending(),
            can_undo: game.can_undo(),
            can_redo: game.redo_moves().next().is_some(),
            rules: RulesView { scrambled: game.scrambled(), ..RulesView::of(game.rules()) },
            // With every rule option, as the 8×8 state's: the worker's search rebuilds the game
            // from `start` (src/boundary/replayed.rs), and the repetition draw and the move limit
            // count.
            position: format_wide_setup(pos, &game.rules()),
            start: format_wide_setup(game.start_position(), &game.rules()),
            board: BoardView::of_geometry(g),
        }
    }
}

/// The colour a side's pieces have on a wide board (Black and White play there).
fn colour_of(side: Side) -> Colour {
    if side == Side::Black {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The connected groups that decided `outcome` in a wide board's `pos`, as cell names: the
/// winner's pieces, or both sides' when both connected at once; none for a resignation or a
/// draw by repetition or the move limit.
fn winning_groups(pos: &WidePosition, outcome: Outcome) -> Vec<Vec<String>> {
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
