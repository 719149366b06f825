//! Move and turn text (docs/rules.md §4): `b1-d3`, `b1xd3`, `b1:d3`, `b1d3`, `pass`, `@d4`, the
//! Gemma vacate `e8-^^`, and the Parachute turn `a3-c5@d4` / `pass@d4`.

use super::error::{excerpt, NotationError};
use crate::{Game, Move, PlayError, Position, Square, Variant};
use std::fmt;

/// Reads one move (one ply) in the notation of docs/rules.md §4.
///
/// Accepted: `from-to`, `fromxto`, `from:to` or `fromto` in any letter case, surrounding spaces
/// trimmed; `pass`; `@d4` for a Parachute drop on its own; `e8-^^` (or `e8^^`) for a Gemma
/// vacate, Boardspace's form. Capture-ness comes from the board of
/// `pos` (an enemy piece on the target square), never from the separator, so `b1-d3` and `b1xd3`
/// read the same. Whether the move is legal is not checked here: that is [`Game::check`]'s job,
/// with its precise reasons.
///
/// ```
/// use loa::{notation::parse_move, Position, SquareVariant};
/// let start = Position::new(SquareVariant::Standard);
/// assert_eq!(parse_move(" B1:D3 ", &start).unwrap().to_string(), "b1-d3");
/// assert_eq!(parse_move("b1-z9", &start).unwrap_err().to_string(), "bad move \"b1-z9\": z9 is not a square");
/// ```
pub fn parse_move(text: &str, pos: &Position) -> Result<Move, NotationError> {
    let trimmed = text.trim();
    let bad = |why: String| NotationError::Move { text: excerpt(trimmed), why };
    // Notation is ASCII; folding only ASCII keeps Unicode case tables out of the wasm.
    let lower = trimmed.to_ascii_lowercase();
    if lower.is_empty() {
        return Err(bad("empty move".to_string()));
    }
    if lower == "pass" {
        return Ok(Move::PASS);
    }
    if let Some(target) = lower.strip_prefix('@') {
        return Ok(Move::drop(square(target, &bad)?));
    }
    if let Some(from) = lower.strip_suffix("^^") {
        // Boardspace writes a vacate `E8-^^`: the piece goes "up", off the board.
        let from = from.strip_suffix('-').unwrap_or(from);
        return Ok(Move::vacate(square(from, &bad)?));
    }
    let chars: Vec<char> = lower.chars().collect();
    if chars.len() < 4 || chars.len() > 5 {
        return Err(bad("expected from-square, optional separator (-, x, :) and to-square, e.g. b1-d3, or pass, or @d4 for a drop, or e8-^^ for a vacate".to_string()));
    }
    let first: String = chars[..2].iter().collect();
    let from = square(&first, &bad)?;
    let rest = if chars.len() == 5 {
        if !matches!(chars[2], '-' | 'x' | ':') {
            return Err(bad(format!("'{}' is not a separator (use -, x or :)", chars[2])));
        }
        &chars[3..]
    } else {
        &chars[2..]
    };
    let second: String = rest.iter().collect();
    let to = square(&second, &bad)?;
    if from == to {
        return Err(bad(format!("a move goes somewhere: both squares are {from}")));
    }
    // The moving piece's side decides what is an enemy, so a wrong-colour move still reads as
    // the move it is for the rules to explain; with no piece on `from` nothing is captured.
    let capture = match (pos.piece_at(from), pos.piece_at(to)) {
        (Some(mover), Some(target)) => mover.side_index() != target.side_index(),
        _ => false,
    };
    Ok(Move::slide(from, to, capture))
}

fn square(name: &str, bad: &dyn Fn(String) -> NotationError) -> Result<Square, NotationError> {
    Square::parse(name).ok_or_else(|| {
        if name.is_empty() {
            bad("a square is missing".to_string())
        } else {
            bad(format!("{} is not a square", excerpt(name)))
        }
    })
}

/// Reads a whole turn: one move, or in Parachute a move (or `pass`) followed by its drop,
/// `a3-c5@d4` / `pass@d4` (two plies). A lone `@d4` is a turn's drop part on its own.
///
/// ```
/// use loa::{notation::{format_turn, parse_turn}, Position, SquareVariant};
/// let start = Position::new(SquareVariant::Parachute);
/// let turn = parse_turn("A3:C3@d4", &start).unwrap();
/// assert_eq!(turn.len(), 2);
/// assert_eq!(format_turn(&turn), "a3-c3@d4");
/// ```
pub fn parse_turn(text: &str, pos: &Position) -> Result<Vec<Move>, NotationError> {
    let trimmed = text.trim();
    match trimmed.find('@') {
        Some(at) if at > 0 => {
            if pos.variant() != Variant::Parachute {
                return Err(NotationError::Move {
                    text: excerpt(trimmed),
                    why: format!("a move with a drop exists only in Parachute, not in {}", pos.variant()),
                });
            }
            let (first, drop) = trimmed.split_at(at);
            let m = parse_move(first, pos)?;
            if m.is_drop() {
                return Err(NotationError::Move {
                    text: excerpt(trimmed),
                    why: "a turn has one drop, after its move".to_string(),
                });
            }
            Ok(vec![m, parse_move(drop, pos)?])
        }
        _ => Ok(vec![parse_move(trimmed, pos)?]),
    }
}

/// Plies grouped into turns: a Parachute drop joins the slide or pass before it (docs/rules.md §4,
/// `a3-c5@d4`); a drop first in the list is the rest of a turn already under way.
///
/// ```
/// use loa::{notation::split_turns, Move, Square};
/// let sq = |s| Square::parse(s).unwrap();
/// let plies = [Move::drop(sq("e4")), Move::slide(sq("a3"), sq("c5"), false), Move::drop(sq("d4")), Move::PASS];
/// let turns: Vec<usize> = split_turns(&plies).iter().map(|t| t.len()).collect();
/// assert_eq!(turns, [1, 2, 1]);
/// ```
pub fn split_turns(plies: &[Move]) -> Vec<&[Move]> {
    let mut turns = Vec::new();
    let mut start = 0;
    for i in 1..=plies.len() {
        if i == plies.len() || !plies[i].is_drop() {
            turns.push(&plies[start..i]);
            start = i;
        }
    }
    turns
}

/// Writes moves as turns: a drop is attached to the move before it (`a3-c5@d4`), other moves
/// are separated by spaces. For one turn's plies this is the turn's notation.
pub fn format_turn(moves: &[Move]) -> String {
    let mut out = String::new();
    for (i, m) in moves.iter().enumerate() {
        if i > 0 && !m.is_drop() {
            out.push(' ');
        }
        out.push_str(&m.to_string());
    }
    out
}

/// Why a move given as text was refused, on any board: [`play_text`]'s on the 8×8 boards,
/// [`crate::cell_board::CellGame::play_text`]'s on the wide ones (`S`, the board's square, as in
/// [`PlayError`]). The game is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TextPlayError<S = Square> {
    /// The text is not a move.
    Notation(NotationError),
    /// The move is not legal now; `text` is the ply that failed.
    Illegal {
        /// The failing ply in notation.
        text: String,
        /// The rules' reason.
        error: PlayError<S>,
    },
}

impl<S: fmt::Display + PartialEq> fmt::Display for TextPlayError<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextPlayError::Notation(e) => write!(f, "{e}"),
            TextPlayError::Illegal { text, error } => {
                write!(f, "illegal move {text}: {}", reason_after_move(text, error))
            }
        }
    }
}

/// The rules' reason for refusing the move `text`, without repeating the move: most reasons
/// start with it (`a3-a4: the a-file holds…`, `a3-d3 jumps…`), and the caller has named it.
pub(crate) fn reason_after_move<S: fmt::Display + PartialEq>(text: &str, error: &PlayError<S>) -> String {
    let reason = error.to_string();
    let dashed = text.replace('x', "-");
    if let Some(rest) = reason.strip_prefix(&format!("{dashed}: ")) {
        rest.to_string()
    } else if let Some(rest) = reason.strip_prefix(&format!("{dashed} ")) {
        format!("it {rest}")
    } else {
        reason
    }
}

impl<S: fmt::Display + PartialEq + fmt::Debug> std::error::Error for TextPlayError<S> {}

/// Parses a turn ([`parse_turn`]) and plays all its plies, or none: if any ply is illegal (say
/// the drop of `a3-c5@d4`), the game is left exactly as it was, redo list included.
///
/// ```
/// use loa::{notation::play_text, Game, Rules, SquareVariant};
/// let mut game = Game::new(SquareVariant::Standard, Rules::default());
/// play_text(&mut game, "b1-d3").unwrap();
/// let err = play_text(&mut game, "a3-a4").unwrap_err();
/// assert!(err.to_string().starts_with("illegal move a3-a4: the a-file holds 6 pieces"));
/// assert_eq!(game.moves().len(), 1);
/// ```
pub fn play_text(game: &mut Game, text: &str) -> Result<(), TextPlayError> {
    let plies = parse_turn(text, game.position()).map_err(TextPlayError::Notation)?;
    play_plies(game, &plies)
}

/// Plays plies atomically: on a clone, swapped in only when all are legal.
pub(crate) fn play_plies(game: &mut Game, plies: &[Move]) -> Result<(), TextPlayError> {
    if let [single] = plies {
        // One ply: Game::play is already atomic, no clone needed.
        return game
            .play(*single)
            .map_err(|error| TextPlayError::Illegal { text: single.to_string(), error });
    }
    let mut trial = game.clone();
    for &m in plies {
        trial.play(m).map_err(|error| TextPlayError::Illegal { text: m.to_string(), error })?;
    }
    *game = trial;
    Ok(())
}
