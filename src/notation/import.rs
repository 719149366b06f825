//! One importer for whatever a player pastes or opens, on every board: a game record, an SGF game
//! (GM[9]), a game link or a position string. It recognises the kind and the board the text
//! names ([`named_variant`]), replays the game with every move checked, and on failure says what
//! is wrong and where, by line and column.
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
use super::error::{line_column, NotationError, TurnText};
use super::text_board::TextBoard;
use super::{link, parse_record_on, parse_sgf_on, setup_of};
use crate::{Game, Position, Variant};
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
    /// A game link, `standard~rep~mBT` ([`link`]): one word, a variant's key and `~`-fields.
    Link,
}

impl ImportFormat {
    /// The kind of `text`, from its start: `(` opens SGF; one word of a variant's key and
    /// `~`-fields is a link; a first line whose first word is a variant or whose second word is a board
    /// (it has `/`) is a position string; anything else is read as a record (which may start with
    /// a tag, a comment, a move number or a move).
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
        let key = first.split('~').next().unwrap_or("");
        if first.contains('~')
            && !text.trim_end().contains(char::is_whitespace)
            && Variant::parse(key).is_some()
        {
            ImportFormat::Link
        } else if Variant::parse(first).is_some() || second.contains('/') {
            ImportFormat::PositionString
        } else {
            ImportFormat::Record
        }
    }

    /// The kind's name in messages: `game record`, `SGF`, `position string`, `game link`.
    pub const fn name(self) -> &'static str {
        match self {
            ImportFormat::Record => "game record",
            ImportFormat::Sgf => "SGF",
            ImportFormat::PositionString => "position string",
            ImportFormat::Link => "game link",
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
    /// The notation's error the message words, when a reader gave one (not for an empty or
    /// too long text, nor a link's fields; a link's refused move is one): its parts let the
    /// page word it in its own language.
    pub cause: Option<Box<NotationError>>,
}

impl ImportError {
    /// The error of a text read as `format`, placed where `error` says (the start when it names
    /// no place).
    pub fn located(format: ImportFormat, error: NotationError) -> ImportError {
        let (line, column) = error.location().unwrap_or((1, 1));
        ImportError {
            format: Some(format),
            line,
            column,
            message: error.detail(),
            cause: Some(Box::new(error)),
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.format {
            // A link is one line, its place a character, as the link's own errors name it.
            Some(ImportFormat::Link) => {
                return write!(f, "game link, character {}: {}", self.column, self.message)
            }
            Some(format) => write!(f, "{format}, ")?,
            None => {}
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

/// The board a text names, read cheaply before choosing the reader: a record's `Variant` tag, an
/// SGF root's `SU`, or the key that starts a link or a position string; `None` when it names
/// none (a record without the tag, an SGF game without `SU`: both Standard) or cannot say.
///
/// ```
/// use loa::notation::named_variant;
/// use loa::Variant;
/// assert_eq!(named_variant("[Variant \"hex-6\"]\n\n*"), Some(Variant::Hex6));
/// assert_eq!(named_variant("(;GM[9]SU[Black-hole];B[b1-b3])"), Some(Variant::BlackHole));
/// assert_eq!(named_variant("hex-5~mi2g2"), Some(Variant::Hex5));
/// assert_eq!(named_variant("1. b1-d3 *"), None);
/// ```
pub fn named_variant(text: &str) -> Option<Variant> {
    let text = text.trim_start_matches('\u{feff}').trim();
    match text.chars().next()? {
        '[' => {
            let chars: Vec<char> = text.chars().collect();
            let tags = super::tags::read_tags(&chars, &mut 0).ok()?;
            tags.iter().find(|t| t.name == "Variant").and_then(|t| Variant::parse(t.value.trim()))
        }
        '(' => {
            let chars: Vec<char> = text.chars().collect();
            let trees = super::sgf_tree::read_trees(&chars).ok()?;
            let root = trees.first()?.nodes.first()?;
            root.iter().find(|p| p.name == "SU").and_then(|p| setup_of(&p.values[0]))
        }
        _ => Variant::parse(text.split(|c: char| c.is_whitespace() || c == '~').next()?),
    }
}

/// Reads a text as [`import`] does, with what its record says beside the moves
/// ([`Annotations`]: players, event, date, the game's and each ply's comments); a link or a
/// position string says nothing.
pub fn import_annotated(text: &str) -> Result<(Game, Annotations), ImportError> {
    import_annotated_on::<Position>(text)
}

/// Reads a record, an SGF game, a link or a position string of a board `B` (the 8×8 boards or
/// the wide ones: [`named_variant`] says which a text names) as [`import_annotated`] does.
///
/// ```
/// use loa::notation::import_annotated_on;
/// use loa::cell_board::CellPosition;
/// let (game, _) = import_annotated_on::<CellPosition>("hex-5~draw~norep~mi2g2").unwrap();
/// assert_eq!(game.moves().len(), 1);
/// assert_eq!(
///     import_annotated_on::<CellPosition>("[Variant \"hex-5\"]\n\n1. i2-g3").unwrap_err().to_string(),
///     "game record, line 3, column 4: move 1 (Black): i2-g3: on a hex board pieces move along its \
///      three axes, and g3 is on no line through i2"
/// );
/// ```
pub fn import_annotated_on<B: TextBoard>(text: &str) -> Result<(Game<B>, Annotations), ImportError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(ImportError {
            format: None,
            line: 1,
            column: 1,
            message:
                "nothing to import: expected a game record, an SGF game, a game link or a position string"
                    .to_string(),
            cause: None,
        });
    }
    if let Some(message) = too_long(text) {
        return Err(ImportError { format: None, line: 1, column: 1, message, cause: None });
    }
    let format = ImportFormat::detect(text);
    let located = |e: NotationError| ImportError::located(format, e);
    match format {
        ImportFormat::Record => {
            parse_record_on::<B>(text).map(|record| (record.game, record.annotations)).map_err(located)
        }
        ImportFormat::Sgf => parse_sgf_on::<B>(text).map_err(located),
        ImportFormat::Link => {
            let (line, column) = line_column(text, text.chars().take_while(|c| c.is_whitespace()).count());
            link::decode_on::<B>(text.trim()).map(|game| (game, Annotations::default())).map_err(|e| {
                let column = column + e.at - 1;
                // A refused move is a turn as a record's is, placed at its character.
                let cause = e
                    .turn
                    .map(|turn| Box::new(NotationError::Turn { text: TurnText::Link, line, column, turn }));
                ImportError { format: Some(format), line, column, message: e.why, cause }
            })
        }
        ImportFormat::PositionString => match B::read_start(text) {
            Ok((start, rules)) => Ok((Game::from_board(start, rules), Annotations::default())),
            Err(e) => {
                let (line, column) = position_error_place(text, &e);
                let message = e.detail();
                Err(ImportError { format: Some(format), line, column, message, cause: Some(Box::new(e)) })
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
