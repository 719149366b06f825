//! The one error type of every text format: it says what is wrong and where.

use super::turn_error::TurnError;
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
        /// Column in characters (from 1) of the tag's `[`.
        column: usize,
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
        /// Line (from 1) of the move's token in the record.
        line: usize,
        /// Column in characters (from 1) of the move's token.
        column: usize,
        /// The move number as written in the record (a round of turns).
        number: u32,
        /// Who was to move: `Black`, `White`, or an AmbiLOA seat such as `South (White)`.
        player: String,
        /// The token as written.
        token: String,
        /// What is wrong (a notation problem or the rules' reason).
        why: Box<TurnError>,
    },
    /// A move of an SGF game cannot be read or is illegal where it stands, as
    /// [`NotationError::GameMove`] is in a record.
    SgfMove {
        /// Line (from 1) of the move's property.
        line: usize,
        /// Column in characters (from 1) of the move's property.
        column: usize,
        /// The move number, counted node by node as SGF viewers count.
        number: u32,
        /// Who was to move.
        player: String,
        /// The move's value as written.
        token: String,
        /// What is wrong.
        why: Box<TurnError>,
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

impl NotationError {
    /// Where in the text the problem is, as (line, column), both from 1, columns in characters;
    /// `None` for errors of a single move or position string, whose text is one line the caller
    /// placed.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            NotationError::Tag { line, column, .. }
            | NotationError::Record { line, column, .. }
            | NotationError::GameMove { line, column, .. }
            | NotationError::SgfMove { line, column, .. }
            | NotationError::Sgf { line, column, .. } => Some((*line, *column)),
            _ => None,
        }
    }

    /// What is wrong, without the place: the message after `record line 3, column 5: `.
    pub fn detail(&self) -> String {
        match self {
            NotationError::Move { text, why } => format!("bad move \"{text}\": {why}"),
            NotationError::PositionField { field, why } => format!("{field}: {why}"),
            NotationError::Setup(e) => format!("not a valid position: {e}"),
            NotationError::Tag { why, .. } => format!("tag {why}"),
            NotationError::Record { why, .. } | NotationError::Sgf { why, .. } => why.clone(),
            NotationError::GameMove { number, player, token, why, .. }
            | NotationError::SgfMove { number, player, token, why, .. } => {
                format!("move {number} ({player}): {token}: {why}")
            }
            NotationError::Unsupported(why) => why.clone(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let detail = self.detail();
        match self {
            NotationError::Move { .. } | NotationError::Unsupported(_) => f.write_str(&detail),
            NotationError::PositionField { .. } => write!(f, "position string, {detail}"),
            NotationError::Setup(_) => write!(f, "position string: {detail}"),
            NotationError::Tag { line, column, .. }
            | NotationError::Record { line, column, .. }
            | NotationError::GameMove { line, column, .. } => {
                write!(f, "record line {line}, column {column}: {detail}")
            }
            NotationError::Sgf { line, column, .. } | NotationError::SgfMove { line, column, .. } => {
                write!(f, "SGF line {line}, column {column}: {detail}")
            }
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
/// A line ends at LF, CRLF or a lone CR (old Mac files, some SGF writers).
pub(crate) fn line_column(text: &str, at: usize) -> (usize, usize) {
    line_column_on(text.chars().take(at), (1, 1))
}

/// The place after the characters `chars`, which start at `(line, column)` (not just after a
/// CR): a collection places each game from the one before, so a file is walked once, not once
/// per game.
pub(crate) fn line_column_on(
    chars: impl Iterator<Item = char>,
    (mut line, mut column): (usize, usize),
) -> (usize, usize) {
    let mut after_cr = false;
    for c in chars {
        match c {
            '\n' if after_cr => {}
            '\n' | '\r' => {
                line += 1;
                column = 1;
            }
            _ => column += 1,
        }
        after_cr = c == '\r';
    }
    (line, column)
}
