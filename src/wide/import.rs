//! Whatever a player pastes or opens of a wide board — a record, an SGF game, a game link or a
//! position string — read by its first character, as the 8×8 import does
//! (`src/notation/import.rs`); and the cheap question the file readers ask first: is this a
//! wide board's text at all, and of which board?

use super::game::WideGame;
use super::notation::WideTextError;
use super::rules::parse_wide_setup;
use super::shape::CellShape;
use crate::notation::parse_record_on;
use crate::notation::{setup_of, Annotations};

/// The wide board a text is written for, or `None` when it is not a wide board's: a record's
/// `Variant` tag, an SGF root's `SU`, or the key that starts a link or a position string.
///
/// ```
/// use loa::wide::{wide_variant_of};
/// use loa::Variant;
/// assert_eq!(wide_variant_of("[Variant \"hex-6\"]\n\n*"), Some(Variant::Hex6.cell_shape().unwrap()));
/// assert_eq!(wide_variant_of("(;GM[9]SU[Black-hole];B[b1-b3])"), Some(Variant::BlackHole.cell_shape().unwrap()));
/// assert_eq!(wide_variant_of("hex-5~mi2g2"), Some(Variant::Hex5.cell_shape().unwrap()));
/// assert_eq!(wide_variant_of("[Variant \"Standard\"]\n\n*"), None);
/// ```
pub fn wide_variant_of(text: &str) -> Option<&'static CellShape> {
    let text = text.trim_start_matches('\u{feff}').trim();
    match text.chars().next()? {
        '[' => {
            let chars: Vec<char> = text.chars().collect();
            let tags = crate::notation::tags::read_tags(&chars, &mut 0).ok()?;
            tags.iter()
                .find(|t| t.name == "Variant")
                .and_then(|t| crate::Variant::parse(t.value.trim()).and_then(crate::Variant::cell_shape))
        }
        '(' => wide_sgf_variant(text),
        _ => {
            let first = text.split(|c: char| c.is_whitespace() || c == '~').next()?;
            crate::Variant::parse(first).and_then(crate::Variant::cell_shape)
        }
    }
}

/// Reads a wide board's text into its game and its words (a record's or an SGF game's players,
/// event, date, … and comments, as [`Annotations`]; none for a link or a position string). The
/// error names the kind of text and, for records and SGF, the line and column.
///
/// ```
/// use loa::wide::read_wide_text;
/// let (game, _) = read_wide_text("hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw").unwrap();
/// assert_eq!(game.moves().len(), 0);
/// assert_eq!(
///     read_wide_text("[Variant \"hex-5\"]\n\n1. i2-g3").unwrap_err().to_string(),
///     "record line 3, column 4: move 1 (Black): i2-g3: on a hex board pieces move along its three \
///      axes, and g3 is on no line through i2"
/// );
/// ```
pub fn read_wide_text(text: &str) -> Result<(WideGame, Annotations), WideTextError> {
    let text = text.trim_start_matches('\u{feff}').trim();
    match text.chars().next() {
        None => Err(WideTextError("nothing to read: the text is empty".to_string())),
        Some('[') => {
            parse_record_on(text).map(|r| (r.game, r.annotations)).map_err(|e| WideTextError(e.to_string()))
        }
        Some('(') => crate::notation::parse_sgf_on(text).map_err(|e| WideTextError(e.to_string())),
        _ if text.contains(char::is_whitespace) => {
            let (start, rules) = parse_wide_setup(text)?;
            Ok((WideGame::from_position_with(start, rules), Annotations::default()))
        }
        _ => crate::notation::link::decode_on(text)
            .map(|g| (g, Annotations::default()))
            .map_err(|e| WideTextError(e.to_string())),
    }
}

/// The wide board an SGF game's root names in `SU`, if any (for routing a file to the wide reader).
fn wide_sgf_variant(text: &str) -> Option<&'static CellShape> {
    let chars: Vec<char> = text.chars().collect();
    let trees = crate::notation::sgf_tree::read_trees(&chars).ok()?;
    let root = trees.first()?.nodes.first()?;
    root.iter()
        .find(|p| p.name == "SU")
        .and_then(|p| setup_of(&p.values[0]).and_then(crate::Variant::cell_shape))
}
