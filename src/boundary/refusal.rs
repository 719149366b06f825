//! A refused move as the page receives it, on every board: a code with parameters, which each
//! language words (www/words/i18n/), next to the core's English sentence (the `Display` of
//! [`PlayError`], which the English catalogue reproduces word for word). Every board refuses
//! with the one [`PlayError`] (naming its own squares or cells), so one view serves them all and
//! the page has one set of words for every board.

use crate::{Outcome, PlayError};
use serde::Serialize;
use std::fmt;

/// Why the rules refused a move: `code` names the reason, `params` fills its sentence, and
/// `message` is the core's own English.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct PlayErrorView {
    /// `game-over`, `drop-due`, `no-drop-due`, `no-drops-in-variant`, `drop-not-empty`,
    /// `pass-with-moves`, `off-board`, `no-piece`, `not-your-piece`, `no-move`, `not-a-line`,
    /// `not-a-hex-line`, `wrong-distance`, `jumps-enemy`, `lands-on-own` or `lands-on-partner`.
    pub code: &'static str,
    /// The facts the sentence names; only those of the code are present.
    pub params: ErrorParams,
    /// The core's English sentence.
    pub message: String,
}

/// The facts of a refusal. Squares are names (`d4`); colours, sides, variants and causes are
/// the page's keys (`white`, `east_west`, `parachute`, `repetition`), worded by the page.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ErrorParams {
    /// The square of a drop, of a missing or foreign piece, or off the board.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<String>,
    /// The square a slide leaves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub from: Option<String>,
    /// The square a slide reaches.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
    /// The enemy piece a slide would jump.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub over: Option<String>,
    /// The colour of the piece that is not the mover's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub owner: Option<&'static str>,
    /// The colour to move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<&'static str>,
    /// The pieces on the line, which is the distance a piece on it moves.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pieces: Option<u32>,
    /// `file`, `rank` or `diagonal`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line_kind: Option<&'static str>,
    /// Which line: `a`, `3`, `a3-f8`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<String>,
    /// The variant without drops.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub variant: Option<&'static str>,
    /// A finished game's winning side (absent for a draw).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<&'static str>,
    /// A finished game's losing side (absent for a draw).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub loser: Option<&'static str>,
    /// How a finished game ended ([`Outcome::cause_key`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cause: Option<&'static str>,
}

impl PlayErrorView {
    /// The view of `error`, on any board (squares and cells by their names).
    pub fn of<S: fmt::Display + PartialEq>(error: &PlayError<S>) -> PlayErrorView {
        let (code, params) = code_and_params(&error.named());
        PlayErrorView { code, params, message: error.to_string() }
    }
}

/// The code and facts of a refusal with its squares by name ([`PlayError::named`]): one copy
/// for every board, and for the refused turns of texts (src/boundary/text_error.rs).
pub(super) fn code_and_params(error: &PlayError<String>) -> (&'static str, ErrorParams) {
    let name = |sq: &String| Some(sq.clone());
    let none = ErrorParams::default();
    match error {
        PlayError::GameOver(outcome) => ("game-over", outcome_params(*outcome)),
        PlayError::DropDue => ("drop-due", none),
        PlayError::NoDropDue => ("no-drop-due", none),
        PlayError::NoDropsInVariant(v) => {
            ("no-drops-in-variant", ErrorParams { variant: Some(v.key()), ..none })
        }
        PlayError::PassWithMovesAvailable => ("pass-with-moves", none),
        // The refusals about one square share one arm: each arm builds the whole ErrorParams,
        // and the wasm pays for every copy.
        PlayError::DropNotEmpty(sq)
        | PlayError::OffBoard(sq)
        | PlayError::NoPiece(sq)
        | PlayError::CannotVacate(sq) => {
            let code = match error {
                PlayError::DropNotEmpty(_) => "drop-not-empty",
                PlayError::OffBoard(_) => "off-board",
                PlayError::NoPiece(_) => "no-piece",
                _ => "cannot-vacate",
            };
            (code, ErrorParams { square: name(sq), ..none })
        }
        PlayError::NotYourPiece { square, owner, turn } => (
            "not-your-piece",
            ErrorParams { square: name(square), owner: Some(owner.name()), turn: Some(turn.name()), ..none },
        ),
        PlayError::NotALine(a, b) | PlayError::NotAHexLine(a, b) => {
            let code = match error {
                _ if a == b => "no-move",
                PlayError::NotAHexLine(..) => "not-a-hex-line",
                _ => "not-a-line",
            };
            (code, ErrorParams { from: name(a), to: name(b), ..none })
        }
        PlayError::WrongDistance { from, to, pieces, line } => (
            "wrong-distance",
            ErrorParams {
                from: name(from),
                to: name(to),
                pieces: Some(*pieces),
                line_kind: Some(line.kind()),
                line: Some(line.label()),
                ..none
            },
        ),
        PlayError::JumpsEnemy { from, to, over } => {
            ("jumps-enemy", ErrorParams { from: name(from), to: name(to), over: name(over), ..none })
        }
        PlayError::LandsOnFriendly { from, to, .. } | PlayError::LandsOnHole { from, to } => {
            let code = match error {
                PlayError::LandsOnFriendly { partner: true, .. } => "lands-on-partner",
                PlayError::LandsOnFriendly { .. } => "lands-on-own",
                _ => "lands-on-hole",
            };
            (code, ErrorParams { from: name(from), to: name(to), ..none })
        }
    }
}

pub(super) fn outcome_params(outcome: Outcome) -> ErrorParams {
    ErrorParams {
        winner: outcome.winner().map(|w| w.key()),
        loser: outcome.winner().map(|w| w.opponent().key()),
        cause: Some(outcome.cause_key()),
        ..ErrorParams::default()
    }
}

/// Why a move sent by the page was refused: by the rules (with a code the page words), or
/// because the request itself is malformed (English only: the page never sends such requests).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules refused the move.
    Rules(Box<PlayErrorView>),
    /// The move text or number is not a move.
    Request(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Rules(view) => f.write_str(&view.message),
            Refusal::Request(message) => f.write_str(message),
        }
    }
}
