//! The one error type of every text format: it says what is wrong and where.

use super::reason::Reason;
use super::turn_error::RefusedTurn;
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
        why: Reason,
    },
    /// The move text of a record is malformed outside any move (a bad move number, a stray
    /// character).
    Record {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// What is wrong.
        why: Reason,
    },
    /// A turn of a record, an SGF game or a game link cannot be read or is illegal where it stands,
    /// e.g. `move 12 (White): d3-d9: …`.
    Turn {
        /// The kind of text the turn is written in, which also says how its moves are counted.
        text: TurnText,
        /// Line (from 1) of the move's token in the record, or of its SGF property.
        line: usize,
        /// Column in characters (from 1) of the move's token or property.
        column: usize,
        /// The turn: its number, player, token and what is wrong.
        turn: Box<RefusedTurn>,
    },
    /// Malformed SGF.
    Sgf {
        /// Line, from 1.
        line: usize,
        /// Column in characters, from 1.
        column: usize,
        /// What is wrong.
        why: Reason,
    },
    /// The format cannot express this game, e.g. `SGF GM[9] has no setup for AmbiLOA`.
    Unsupported(String),
}

/// The kind of text a refused turn is written in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TurnText {
    /// A game record: moves numbered by rounds of turns.
    Record,
    /// An SGF game: moves numbered node by node.
    Sgf,
    /// A game link's `m` field: moves numbered as a record numbers them, the place a character.
    Link,
}

impl NotationError {
    /// Where in the text the problem is, as (line, column), both from 1, columns in characters;
    /// `None` for errors of a single move or position string, whose text is one line the caller
    /// placed.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            NotationError::Tag { line, column, .. }
            | NotationError::Record { line, column, .. }
            | NotationError::Turn { line, column, .. }
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
            NotationError::Record { why, .. } | NotationError::Sgf { why, .. } => why.to_string(),
            NotationError::Turn { turn, .. } => turn.to_string(),
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
            | NotationError::Turn { text: TurnText::Record, line, column, .. } => {
                write!(f, "record line {line}, column {column}: {detail}")
            }
            NotationError::Sgf { line, column, .. }
            | NotationError::Turn { text: TurnText::Sgf, line, column, .. } => {
                write!(f, "SGF line {line}, column {column}: {detail}")
            }
            NotationError::Turn { text: TurnText::Link, column, .. } => {
                write!(f, "game link, character {column}: {detail}")
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
