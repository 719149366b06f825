//! The page's shapes for a game on a wide board (black-hole, standard-12x12, hex-5, hex-6):
//! the board's cells with names and pixel-free coordinates, the pieces, the legal moves, the
//! last move and the result, as one serialisable [`WideStateView`]; and the checked replay and
//! search the computer's worker needs. The rules are [`crate::wide`]'s; the page only draws.

use crate::search::{Limits, Searcher};
use crate::wide::{format_wide_link, format_wide_move, parse_wide_options, WideGame, WideMove, WideVariant};
use crate::{Side, Simultaneous};
use serde::Serialize;

/// The most moves a replayed wide game may carry (a guard against a runaway list, far above
/// any real game's length).
pub const MAX_WIDE_MOVES: usize = 4096;

/// One cell of a wide board.
#[derive(Serialize, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct WideCellView {
    /// Its name: `e5`, `l12`, or Abstract Play's hex names such as `k3`.
    pub name: String,
    /// On squares the file from 0 (a); on hexagons the axial q, 0 at the centre.
    pub x: i32,
    /// On squares the rank from 0 (rank 1); on hexagons the axial r, growing downwards, 0 at the
    /// centre (a row of the board, so hexagons are drawn pointy-top).
    pub y: i32,
    /// Whether it is a black hole (empty for counting and crossing; a piece landing there is lost).
    pub hole: bool,
    /// `"black"`, `"white"` or `""` (empty).
    pub piece: &'static str,
}

/// A legal or played move.
#[derive(Serialize, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct WideMoveView {
    /// The cell index it leaves (−1 for a pass).
    pub from: i32,
    /// The cell index it lands on (−1 for a pass).
    pub to: i32,
    /// Its text: `b1-b3`, `b1xb3`, `pass`.
    pub text: String,
    /// Whether it takes an opposing piece.
    pub capture: bool,
}

/// Everything the page draws of a wide game.
#[derive(Serialize, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct WideStateView {
    /// The variant's key.
    pub variant: &'static str,
    /// Whether the cells are hexagons (three line axes, six neighbours).
    pub hex: bool,
    /// The board's side: squares per row on squares, cells per edge on hexagons.
    pub size: usize,
    /// Every cell, by index.
    pub cells: Vec<WideCellView>,
    /// `"black"` or `"white"`: the side to move.
    pub turn: &'static str,
    /// The legal moves (none once the game is over; only `pass` when the mover is stuck).
    pub legal: Vec<WideMoveView>,
    /// The moves played, in order.
    pub moves: Vec<WideMoveView>,
    /// The result, once the game is over.
    pub outcome: Option<super::OutcomeView>,
    /// `mover-wins` or `draw`: how a move that connects both sides is scored.
    pub simultaneous: &'static str,
    /// Every rule option as a rules field: `draw`, `mover-wins,repetition,limit=80,reversed,scrambled`
    /// (docs/rules.md §9.5).
    pub rules: String,
    /// The game link ([`crate::wide::format_wide_link`]), which replays the game.
    pub link: String,
}

pub(super) fn side_key(side: Side) -> &'static str {
    if side == Side::Black {
        "black"
    } else {
        "white"
    }
}

fn move_view(game_pos: &crate::wide::WidePosition, m: WideMove) -> WideMoveView {
    let (from, to) = if m.is_pass() { (-1, -1) } else { (i32::from(m.from), i32::from(m.to)) };
    WideMoveView {
        from,
        to,
        text: format_wide_move(game_pos, m),
        capture: !m.is_pass() && game_pos.is_capture(m),
    }
}

/// Reads a wide variant key; the error lists the keys.
pub fn wide_variant(key: &str) -> Result<WideVariant, String> {
    WideVariant::parse(key)
        .ok_or_else(|| format!("unknown wide variant \"{key}\": expected one of {}", WideVariant::keys()))
}

/// Reads the scoring of simultaneous connection: `mover-wins` or `draw`.
pub fn wide_simultaneous(key: &str) -> Result<Simultaneous, String> {
    match key {
        "mover-wins" => Ok(Simultaneous::MoverWins),
        "draw" => Ok(Simultaneous::Draw),
        _ => {
            Err(format!("unknown scoring \"{key}\" of simultaneous connection: expected mover-wins or draw"))
        }
    }
}

/// The state of `game` as the page sees it.
///
/// ```
/// use loa::boundary::wide_state;
/// use loa::wide::{WideGame, WideVariant};
/// use loa::Simultaneous;
/// let state = wide_state(&WideGame::new(WideVariant::Hex5, Simultaneous::Draw));
/// assert_eq!((state.cells.len(), state.hex, state.turn), (61, true, "black"));
/// assert_eq!(state.cells.iter().filter(|c| c.piece == "black").count(), 9);
/// ```
pub fn wide_state(game: &WideGame) -> WideStateView {
    let pos = game.position();
    let g = pos.geometry();
    let (black, white) = (pos.pieces(Side::Black), pos.pieces(Side::White));
    let cells = (0..g.len())
        .map(|c| {
            let (x, y) = g.coords(c);
            let piece = if black.contains(c) {
                "black"
            } else if white.contains(c) {
                "white"
            } else {
                ""
            };
            WideCellView { name: g.name(c).to_string(), x, y, hole: g.holes().contains(c), piece }
        })
        .collect();
    let variant = pos.variant();
    let size = if variant.is_hex() { g.rows().len().div_ceil(2) } else { g.rows().len() };
    WideStateView {
        variant: variant.key(),
        hex: variant.is_hex(),
        size,
        cells,
        turn: side_key(pos.turn()),
        legal: game.legal_moves().into_iter().map(|m| move_view(pos, m)).collect(),
        moves: game.moves().iter().map(|(before, m)| move_view(before, *m)).collect(),
        outcome: super::wide_end::outcome_view(game),
        simultaneous: match game.simultaneous() {
            Simultaneous::MoverWins => "mover-wins",
            Simultaneous::Draw => "draw",
        },
        rules: game.rules_field(),
        link: format_wide_link(game),
    }
}

/// A game of `variant` from its start with `moves` (texts) replayed, each checked; the error
/// names the first move that cannot be played and why. `rules` is a rules field: `mover-wins`,
/// `draw`, or with more options, `draw,repetition,limit=80,reversed,scrambled` (docs/rules.md §9.5).
///
/// ```
/// use loa::boundary::wide_replay;
/// let game = wide_replay("black-hole", "draw", &["b1-b3".into()]).unwrap();
/// assert_eq!(game.moves().len(), 1);
/// assert_eq!(
///     wide_replay("black-hole", "draw", &["b1-b4".into()]).unwrap_err(),
///     "move 1 (b1-b4): illegal move b1-b4: the piece on b1 moves 2 cells along this line (to b3), not 3"
/// );
/// ```
pub fn wide_replay(variant: &str, rules: &str, moves: &[String]) -> Result<WideGame, String> {
    let variant = wide_variant(variant)?;
    let (rules, scrambled) = parse_wide_options(rules).map_err(|e| e.to_string())?;
    if moves.len() > MAX_WIDE_MOVES {
        return Err(format!(
            "{} moves are more than a game can have (at most {MAX_WIDE_MOVES})",
            moves.len()
        ));
    }
    let mut game = WideGame::with_start(variant, rules, scrambled).map_err(|e| e.to_string())?;
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
    }
    Ok(game)
}

/// The computer's move in `game` at `level` (1–6, the levels of every board:
/// [`crate::search::levels`]) with the seed `seed`, as text; an error when the game is over or
/// the level is out of range. `now` is the clock in milliseconds, which level 6's time per move
/// is measured by. Searched within the game, so under the repetition draw a move that repeats
/// a position scores as a draw.
///
/// ```
/// use loa::boundary::{wide_computer_move, wide_replay};
/// use loa::search::Searcher;
/// let mut game = wide_replay("hex-5", "draw", &[]).unwrap();
/// let text = wide_computer_move(&mut Searcher::new(), &game, 3, 7, &|| 0.0).unwrap();
/// assert!(game.play_text(&text).is_ok());
/// ```
pub fn wide_computer_move(
    searcher: &mut Searcher,
    game: &WideGame,
    level: u32,
    seed: u64,
    now: &dyn Fn() -> f64,
) -> Result<String, String> {
    if !(1..=6).contains(&level) {
        return Err(format!("level {level} is not a level: expected 1 to 6"));
    }
    if let Some(ending) = game.ending() {
        return Err(format!("nothing to search: the game is over ({ending})"));
    }
    let pos = game.position();
    let limits = Limits { seed, ..Limits::for_level(level as u8) };
    let result = searcher.search(game, &limits, now, &mut |_| {});
    Ok(format_wide_move(pos, result.best))
}
