//! One importer for whatever a player pastes or opens: a game record, an SGF game (GM[9]) or a
//! position string. It recognises the kind, replays the game with every move checked, and on
//! failure says what is wrong and where, by line and column.
//!
//! ```
//! use loa::notation::{import, ImportFormat};
//! let game = import("(;GM[9]SU[Standard];B[b1-d3];W[a3xd3])").unwrap();
//! assert_eq!(game.moves().len(), 2);
//! let err = import("[Variant \"Standard\"]\n\n1. b1-d3 a3-a4").unwrap_err();
//! assert_eq!(err.format, Some(ImportFormat::Record));
//! assert_eq!((err.line, err.column), (3, 10));
//! assert_eq!(
//!     err.to_string(),
//!     "game record, line 3, column 10: move 1 (White): a3-a4: the a-file holds 6 pieces, so a piece on it moves exactly 6 squares"
//! );
//! ```

use super::annotations::Annotations;
use super::error::{line_column, NotationError};
use super::{parse_position, parse_record, parse_sgf_annotated};
use crate::{Game, Variant};
use std::fmt;

/// The kinds of text [`import`] reads.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ImportFormat {
    /// A game record: tags and numbered turns, or a bare tournament record.
    Record,
    /// An SGF game tree, `(;GM[9]…)`.
    Sgf,
    /// A position string, `standard 1bbbbbb1/w6w/… b`.
    PositionString,
}

impl ImportFormat {
    /// The kind of `text`, from its start: `(` opens SGF; a first line whose first word is a
    /// variant or whose second word is a board (it has `/`) is a position string; anything else
    /// is read as a record (which may start with a tag, a comment, a move number or a move).
    pub fn detect(text: &str) -> ImportFormat {
        let text = text.trim_start_matches('\u{feff}').trim_start();
        if text.starts_with('(') {
            return ImportFormat::Sgf;
        }
        // A tag, a comment or a move number can only start a record.
        if !text.starts_with(|c: char| c.is_ascii_alphabetic()) {
            return ImportFormat::Record;
        }
        let mut words = text.lines().next().unwrap_or("").split_whitespace();
        let (first, second) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
        if Variant::parse(first).is_some_and(|v| !v.is_cell_board()) || second.contains('/') {
            ImportFormat::PositionString
        } else {
            ImportFormat::Record
        }
    }

    /// The kind's name in messages: `game record`, `SGF`, `position string`.
    pub const fn name(self) -> &'static str {
        match self {
            ImportFormat::Record => "game record",
            ImportFormat::Sgf => "SGF",
            ImportFormat::PositionString => "position string",
        }
    }
}

impl fmt::Display for ImportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a text could not be imported, and where: the kind it was read as, the line and column
/// (both from 1, columns in characters, a leading byte-order mark not counted) and what is
/// wrong there. Its `Display` is all of these, ready to show:
/// `SGF, line 1, column 9: move 1 (Black): b1-z9: z9 is not a square`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ImportError {
    /// The kind the text was read as; `None` when there was nothing to read.
    pub format: Option<ImportFormat>,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1.
    pub column: usize,
    /// What is wrong, without the place.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(format) = self.format {
            write!(f, "{format}, ")?;
        }
        write!(f, "line {}, column {}: {}", self.line, self.column, self.message)
    }
}

impl std::error::Error for ImportError {}

/// Reads a game record, an SGF game or a position string ([`ImportFormat::detect`] says which)
/// and replays it: the game with every move checked and its result, or an error naming the
/// line and column. A position string gives a game with no moves from that position.
pub fn import(text: &str) -> Result<Game, ImportError> {
    import_annotated(text).map(|(game, _)| game)
}

/// The longest text the readers take, in bytes (16 MB): a collection of 10,000 commented games
/// is a few megabytes. Reading holds the text as characters (4 bytes each), so this bounds the
/// memory a file can take too.
pub const MAX_TEXT_BYTES: usize = 16 << 20;

/// The refusal of a text longer than [`MAX_TEXT_BYTES`], or `None`.
pub(super) fn too_long(text: &str) -> Option<String> {
    (text.len() > MAX_TEXT_BYTES).then(|| {
        format!(
            "{} MB of text is too much to be a game file (at most {} MB)",
            text.len() >> 20,
            MAX_TEXT_BYTES >> 20
        )
    })
}

/// Reads a text as [`import`] does, with what its record says beside the moves
/// ([`Annotations`]: players, event, date, the game's and each ply's comments); a position
/// string says nothing.
pub fn import_annotated(text: &str) -> Result<(Game, Annotations), ImportError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(ImportError {
            format: None,
            line: 1,
            column: 1,
            message: "nothing to import: expected a game record, an SGF game or a position string"
                .to_string(),
        });
    }
    if let Some(message) = too_long(text) {
        return Err(ImportError { format: None, line: 1, column: 1, message });
    }
    let format = ImportFormat::detect(text);
    let located = |e: NotationError| {
        let (line, column) = e.location().unwrap_or((1, 1));
        ImportError { format: Some(format), line, column, message: e.detail() }
    };
    match format {
        ImportFormat::Record => {
            parse_record(text).map(|record| (record.game, record.annotations)).map_err(located)
        }
        ImportFormat::Sgf => parse_sgf_annotated(text).map_err(located),
        ImportFormat::PositionString => match parse_position(text) {
            Ok((start, rules)) => Ok((Game::from_position(start, rules), Annotations::default())),
            Err(e) => {
                let (line, column) = position_error_place(text, &e);
                Err(ImportError { format: Some(format), line, column, message: e.detail() })
            }
        },
    }
}

/// Where a position string's error is: at the field it names (a set-up error, about the pieces,
/// at the board), or for a missing field just after the text.
fn position_error_place(text: &str, error: &NotationError) -> (usize, usize) {
    // Character offsets of the whitespace-separated fields, as parse_position splits them.
    let mut starts = Vec::new();
    let mut previous_space = true;
    for (i, c) in text.chars().enumerate() {
        if !c.is_whitespace() && previous_space {
            starts.push(i);
        }
        previous_space = c.is_whitespace();
    }
    let end = text.trim_end().chars().count();
    let field = match error {
        NotationError::PositionField { field, .. } => match *field {
            "variant" => 0,
            "board" => 1,
            "to move" => 2,
            "hand" => 3,
            "rules" => 4,
            // Too many fields: the first extra one; too few: the place the next should be.
            _ if starts.len() > 5 => 5,
            _ => usize::MAX,
        },
        _ => 1,
    };
    line_column(text, starts.get(field).copied().unwrap_or(end))
}
