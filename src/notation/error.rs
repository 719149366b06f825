//! The one error type of every text format: it says what is wrong and where.

use crate::SetupError;
use std::fmt;

/// Why a piece of notation could not be read. The `Display` text names the place (field, line and
/// column, move number, token) and the problem, so it can be shown to a player as it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum NotationError {
    /// A move's text is malformed, e.g. `bad move "b1-z9": z9 is not a square`.
    Move {
        /// The text as given (trimmed).
        text: String,
        /// What is wrong.
        why: String,
    },
    /// A field of a position string is malformed, e.g. `position string, board: rank 3 has 9
    /// squares, expected 8`.
    PositionField {
        /// The field: `variant`, `board`, `turn`, `hand`, `rules`.
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// The fields of a position string are well formed but do not make a valid position.
    Setup(SetupError),
    /// A tag of a game record is malformed or has a value this program cannot use.
    Tag {
        /// Line (from 1) where the tag starts.
        line: usize,
        /// What is wrong.
        why: String,
    },
    /// The move text of a record is malformed outside any move (a bad move number, a stray
    /// character).
    Record {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// What is wrong.
        why: String,
    },
    /// A move of a record or SGF game cannot be read or is illegal where it stands,
    /// e.g. `move 12 (White): d3-d9: …`.
    GameMove {
        /// The move number as written in the record (a round of turns).
        number: u32,
        /// Who was to move: `Black`, `White`, or an AmbiLOA seat such as `South (White)`.
        player: String,
        /// The token as written.
        token: String,
        /// What is wrong (a notation problem or the rules' reason).
        why: String,
    },
    /// Malformed SGF.
    Sgf {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// What is wrong.
        why: String,
    },
    /// The format cannot express this game, e.g. `SGF GM[9] has no setup for AmbiLOA`.
    Unsupported(String),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Move { text, why } => write!(f, "bad move \"{text}\": {why}"),
            NotationError::PositionField { field, why } => write!(f, "position string, {field}: {why}"),
            NotationError::Setup(e) => write!(f, "position string: not a valid position: {e}"),
            NotationError::Tag { line, why } => write!(f, "record line {line}: tag {why}"),
            NotationError::Record { line, column, why } => {
                write!(f, "record line {line}, column {column}: {why}")
            }
            NotationError::GameMove { number, player, token, why } => {
                write!(f, "move {number} ({player}): {token}: {why}")
            }
            NotationError::Sgf { line, column, why } => write!(f, "SGF line {line}, column {column}: {why}"),
            NotationError::Unsupported(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for NotationError {}

impl From<SetupError> for NotationError {
    fn from(e: SetupError) -> Self {
        NotationError::Setup(e)
    }
}

/// Shortens user text for an error message, so a megabyte of garbage does not become a
/// megabyte of message. Cuts on a character boundary.
pub(crate) fn excerpt(text: &str) -> String {
    const MAX: usize = 40;
    if text.chars().count() <= MAX {
        text.to_string()
    } else {
        let head: String = text.chars().take(MAX).collect();
        format!("{head}…")
    }
}

/// Line and column (both from 1, columns in characters) of character offset `at` in `text`.
pub(crate) fn line_column(text: &str, at: usize) -> (usize, usize) {
    let mut line = 1;
    let mut column = 1;
    for c in text.chars().take(at) {
        if c == '\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    (line, column)
}
