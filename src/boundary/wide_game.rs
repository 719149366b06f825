//! A game on a wide board (black-hole, standard-12x12, hex-5, hex-6) in the 8×8 game's shapes:
//! the same [`GameState`] (with the board's cells to draw), the same [`OutcomeView`] and the same
//! packed numbers for moves, so the page's one board component plays every board without
//! asking which engine it has.

use super::board_view::BoardView;
use super::{MoveView, OutcomeView, PieceView, PlayedMove, PlayerView, RulesView, TurnView};
use crate::wide::{
    cell_keys, format_wide_move, format_wide_setup, is_connected, CellShape, WideGame, WideMove, WidePosition,
};
use crate::{Colour, DrawReason, Outcome, Side, Variant, WinReason};

use super::GameState;

/// Reads a wide variant key into its board's shape; the error lists the keys.
pub fn wide_variant(key: &str) -> Result<&'static CellShape, String> {
    Variant::parse(key)
        .and_then(Variant::cell_shape)
        .ok_or_else(|| format!("unknown wide variant \"{key}\": expected one of {}", cell_keys()))
}

/// The packed number of a wide move, as [`MoveView::packed`] carries it: the cell it leaves
/// times 256 plus the cell it reaches (a pass is 65535).
pub fn wide_packed(m: WideMove) -> u16 {
    u16::from(m.from) << 8 | u16::from(m.to)
}

/// The move a packed number names on `pos`'s board; `None` when it names no cell there.
pub fn wide_unpacked(pos: &WidePosition, packed: u16) -> Option<WideMove> {
    let m = WideMove { from: (packed >> 8) as u8, to: packed as u8 };
    let cells = pos.geometry().len();
    (m.is_pass() || (usize::from(m.from) < cells && usize::from(m.to) < cells)).then_some(m)
}

fn connected(pos: &WidePosition, side: Side) -> bool {
    is_connected(pos.geometry(), pos.pieces(side))
}

/// The connected groups that decided `outcome` in `pos`, as cell names: the winner's pieces,
/// or both sides' when both connected at once; none for a resignation or a draw by repetition
/// or the move limit.
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
    [Side::Black, Side::White]
        .into_iter()
        .filter(|&side| {
            outcome.winner() == Some(side) || (outcome.winner().is_none() && connected(pos, side))
        })
        .map(|side| pos.pieces(side).iter().map(|c| g.name(c).to_string()).collect())
        .collect()
}

/// The colour a side's pieces have on a wide board (Black and White play there).
fn colour_of(side: Side) -> Colour {
    if side == Side::Black {
        Colour::Black
    } else {
        Colour::White
    }
}

/// The colour key of a side's pieces on a wide board: `black` or `white`.
pub(super) fn colour_name(side: Side) -> &'static str {
    colour_of(side).name()
}

/// The view of the move `m` of `pos`, as the 8×8 game's [`MoveView`] (the packed number
/// [`wide_packed`]'s).
pub(super) fn move_view(pos: &WidePosition, m: WideMove) -> MoveView {
    let g = pos.geometry();
    let name = |c: u8| (!m.is_pass()).then(|| g.name(usize::from(c)).to_string());
    MoveView {
        kind: if m.is_pass() { "pass" } else { "slide" },
        from: name(m.from),
        to: name(m.to),
        capture: !m.is_pass() && pos.is_capture(m),
        text: format_wide_move(pos, m),
        packed: wide_packed(m),
    }
}

/// Everything the page draws and says about a wide game, in the 8×8 game's [`GameState`].
///
/// ```
/// use loa::boundary::wide_game_state;
/// use loa::wide::WideGame;
/// use loa::Variant;
/// use loa::Simultaneous;
/// let state = wide_game_state(&WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw));
/// assert_eq!((state.board.shape, state.board.cells.len(), state.turn), ("hex", 61, "black"));
/// assert_eq!(state.pieces.iter().filter(|p| p.colour == "black").count(), 9);
/// ```
pub fn wide_game_state(game: &WideGame) -> GameState {
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
        .map(|(before, m)| PlayedMove { mv: move_view(before, *m), colour: colour_of(before.turn()).name() })
        .collect();
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
        legal_moves: game.legal_moves().into_iter().map(|m| move_view(pos, m)).collect(),
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
        can_redo: game.clone().redo().is_some(),
        rules: RulesView { scrambled: game.scrambled(), ..RulesView::of(game.rules()) },
        // With every rule option, as the 8×8 state's: the worker's search rebuilds the game from
        // `start` (src/boundary/wide_search.rs), and the repetition draw and the move limit count.
        position: format_wide_setup(pos, &game.rules()),
        start: format_wide_setup(game.start_position(), &game.rules()),
        board: BoardView::of_geometry(g),
    }
}

/// The state after the first `ply` plies of `game` (for reviewing it): the same start and
/// rules, the earlier moves only. `ply` may not exceed the plies played.
pub fn wide_state_at(game: &WideGame, ply: usize) -> Result<GameState, String> {
    let played = game.moves();
    if ply > played.len() {
        return Err(format!("no ply {ply}: the game has {} plies", played.len()));
    }
    let mut earlier = WideGame::from_position_with(*game.start_position(), game.rules());
    for (before, m) in game.positions().iter().zip(&played[..ply]) {
        earlier.play(*m).map_err(|e| format!("replaying {}: {e}", format_wide_move(before, *m)))?;
    }
    Ok(wide_game_state(&earlier))
}

/// Takes back every ply after the first `ply` (review's "continue from here"); the plies
/// taken back can be redone.
pub fn wide_truncate(game: &mut WideGame, ply: usize) -> Result<(), String> {
    let played = game.moves().len();
    if ply > played {
        return Err(format!("no ply {ply}: the game has {played} plies"));
    }
    for _ in ply..played {
        if game.undo().is_none() {
            return Err("the game cannot be taken back (it ended by resignation)".to_string());
        }
    }
    Ok(())
}
