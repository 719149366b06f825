//! Why a text's tags, SGF syntax or move text could not be read, kept apart from the English
//! sentence: each reason's code is a variant with the facts it names (the tag's name, the
//! character found, the count expected), so the page can word it in its language (a code and
//! its facts, src/boundary/text_reason.rs). Its English, which the native CLI and the Rust API
//! show as it is, is written where the reason is found: an error of any text shows it without
//! the code's sentences, so a build that reads no record or SGF (the game's wasm) does not carry
//! them.

use std::fmt;

/// What is wrong in a text, after the place (`record line 3, column 5: `): the core's English
/// and, for the reasons the page words in its language, their code with its facts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Reason {
    /// The reason's code and facts; `None` for a reason the core words in English only.
    pub code: Option<Box<ReasonCode>>,
    /// The English, as `Display` shows it.
    pub english: String,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.english)
    }
}

impl From<ReasonCode> for Reason {
    fn from(code: ReasonCode) -> Reason {
        Reason { english: code.to_string(), code: Some(Box::new(code)) }
    }
}

impl From<String> for Reason {
    fn from(english: String) -> Reason {
        Reason { code: None, english }
    }
}

/// A reason the page words in its language, with the facts its sentence names. Its `Display`
/// is the core's English.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReasonCode {
    /// A tag `[` with no name after it.
    TagNoName,
    /// A tag's name with no quoted value after it.
    TagNotQuoted {
        /// The tag's name.
        name: String,
    },
    /// A tag's value whose closing quote is missing on its line.
    TagQuoteNotClosed {
        /// The tag's name.
        name: String,
    },
    /// A tag's value not followed by `]`.
    TagNotClosed {
        /// The tag's name.
        name: String,
    },
    /// A record's comment `{` with no `}` after it.
    CommentNotClosed,
    /// A token after the record's result.
    AfterResult {
        /// The token (shortened).
        token: String,
        /// The result written before it (`1-0`).
        result: String,
    },
    /// A token starting with a digit that is no move number (`12.`).
    NotANumber {
        /// The token (shortened).
        token: String,
    },
    /// A move number that is not the next one.
    WrongNumber {
        /// The number as written (shortened).
        token: String,
        /// The number expected there.
        expected: usize,
    },
    /// Text that does not open an SGF game with `(;`.
    SgfNoStart,
    /// Text after the last game of an SGF file that does not start another.
    SgfTextAfter {
        /// How many games come before it.
        games: usize,
    },
    /// A game tree whose closing parentheses are missing at the end of the text.
    SgfTreeNotClosed {
        /// How many `)` are missing.
        missing: usize,
    },
    /// A game tree with no node.
    SgfNoNode,
    /// A property before any `;`.
    SgfPropertyOutsideNode,
    /// A character that has no place in SGF's syntax.
    SgfUnexpected {
        /// The character.
        found: char,
    },
    /// A property value whose `]` is missing.
    SgfValueNotClosed {
        /// The property's identifier.
        name: String,
    },
    /// A property with no value.
    SgfNoValue {
        /// The property's identifier.
        name: String,
    },
    /// A variation `(` with no turn before it in its line for it to replace.
    VariationNoTurn,
    /// A `)` with no variation `(` open.
    VariationNotOpen,
    /// A variation `(` not closed by `)` at the end of the text.
    VariationNotClosed,
    /// A result token inside a variation.
    VariationResult {
        /// The token (shortened).
        token: String,
    },
    /// Variations nested deeper than [`super::MAX_VARIATION_DEPTH`].
    VariationTooDeep {
        /// How deep they may nest.
        max: usize,
    },
    /// A syntax error in a game of an SGF file after its first.
    InGame {
        /// The game's number in the file, from 1.
        game: usize,
        /// What is wrong in it.
        reason: Box<Reason>,
    },
}

impl fmt::Display for ReasonCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReasonCode::TagNoName => f.write_str("has no name: expected [Name \"value\"]"),
            ReasonCode::TagNotQuoted { name } => {
                write!(f, "{name}: expected a quoted value, as in [{name} \"value\"]")
            }
            ReasonCode::TagQuoteNotClosed { name } => {
                write!(f, "{name}: the value's closing quote is missing")
            }
            ReasonCode::TagNotClosed { name } => write!(f, "{name}: expected ] after the value"),
            ReasonCode::CommentNotClosed => f.write_str("the comment's closing } is missing"),
            ReasonCode::AfterResult { token, result } => write!(f, "\"{token}\" after the result {result}"),
            ReasonCode::NotANumber { token } => {
                write!(f, "\"{token}\" is neither a move number (like 12.) nor a move nor a result")
            }
            ReasonCode::WrongNumber { token, expected } => {
                write!(f, "move number {token}, expected {expected}")
            }
            ReasonCode::SgfNoStart => f.write_str("an SGF game starts with (;"),
            ReasonCode::SgfTextAfter { games } => {
                write!(f, "text after game {games}: expected ( to start another game")
            }
            ReasonCode::SgfTreeNotClosed { missing } => {
                write!(f, "the game tree is not closed: {missing} ) missing")
            }
            ReasonCode::SgfNoNode => f.write_str("a game tree needs at least one node (;)"),
            ReasonCode::SgfPropertyOutsideNode => {
                f.write_str("a property outside a node: expected ; before it")
            }
            ReasonCode::SgfUnexpected { found } => write!(f, "unexpected '{found}'"),
            ReasonCode::SgfValueNotClosed { name } => write!(f, "the value of {name} is not closed by ]"),
            ReasonCode::SgfNoValue { name } => write!(f, "property {name} has no [value]"),
            ReasonCode::VariationNoTurn => f.write_str("a variation ( with no turn before it to replace"),
            ReasonCode::VariationNotOpen => f.write_str("a ) with no variation ( open"),
            ReasonCode::VariationNotClosed => f.write_str("the variation's closing ) is missing"),
            ReasonCode::VariationResult { token } => {
                write!(f, "the result {token} inside a variation: only the main line has one")
            }
            ReasonCode::VariationTooDeep { max } => {
                write!(f, "variations nested deeper than {max}")
            }
            ReasonCode::InGame { game, reason } => write!(f, "game {game}: {reason}"),
        }
    }
}
