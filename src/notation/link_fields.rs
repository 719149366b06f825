//! The fields of a game link, read once for every board ([`super::link`]): one grammar, one
//! order, one set of messages. What differs per board — how the start (`at`) and the moves
//! (`m`) are written — is left to the board ([`super::TextBoard`]), which gets those fields'
//! text and where they stand.
//!
//! ```text
//! link = variant ["~draw"] ["~rep" | "~norep"] ["~limit" N] ["~rev"] ["~scr"] ["~at" start]
//!        ["~m" moves] ["~offer" | "~agreed" | "~r" loser | "~t" loser] ["~pb" name] ["~pw" name]
//! ```
//! The repetition field is written on every board, `rep` or `norep`. Links written before
//! stated it only when it differed from the board's default (on for the 8×8 boards, off for the
//! wide ones, as Abstract Play plays them); a link without it keeps that default, and both
//! spellings are read on every board, so every link written before keeps its meaning.

use super::error::excerpt;
use super::link::LinkError;

/// How a link's game ended, or the offer it carries.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum LinkEnding {
    /// `offer`: the last mover offers a draw.
    Offer,
    /// `agreed`: a draw by agreement.
    Agreed,
    /// `rb`/`rw`: the side of index 0 or 1 resigned.
    Resigned(usize),
    /// `tb`/`tw`: the side of index 0 or 1 lost on time.
    Time(usize),
}

/// A link's fields, read and checked for order; the start and the moves still as text. The
/// moves come with the character offset (from 0) of their first character; the start and the
/// ending with the character (from 1) where their field starts, where an error about them points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct LinkFields<'a> {
    /// The variant's key, as written.
    pub variant: &'a str,
    /// `draw`: both sides connected by one move is a draw.
    pub draw: bool,
    /// `rep` (`Some(true)`) or `norep` (`Some(false)`); `None` keeps the board's default.
    pub repetition: Option<bool>,
    /// `limit`N.
    pub limit: Option<u32>,
    /// `rev`: the reversed start.
    pub reversed: bool,
    /// `scr`: the scrambled start (the wide boards'), with where its field starts.
    pub scrambled: Option<usize>,
    /// `at`: the start's text and where its field starts.
    pub at: Option<(&'a str, usize)>,
    /// `m`: the moves' text and offset.
    pub moves: Option<(&'a str, usize)>,
    /// The last field, with where it starts.
    pub ending: Option<(LinkEnding, usize)>,
    /// `pb`, `pw`: the players' names as written ([`super::link_names`]), each with where its
    /// field starts.
    pub names: [Option<(&'a str, usize)>; 2],
}

/// The field names in their order; names with the same rank exclude each other.
const ORDER: [(&str, u8); 14] = [
    ("draw", 0),
    ("norep", 1),
    ("rep", 1),
    ("limit", 2),
    ("rev", 3),
    ("scr", 4),
    ("at", 5),
    ("m", 6),
    ("offer", 7),
    ("agreed", 7),
    ("r", 7),
    ("t", 7),
    ("pb", 8),
    ("pw", 9),
];

/// Whether the field `name` carries a value after its name (`limit80`, `at…`, `m…`, `rb`).
fn carries_value(name: &str) -> bool {
    matches!(name, "limit" | "at" | "m" | "r" | "t" | "pb" | "pw")
}

/// Reads the fields of `text` (trimmed), refusing an unknown, repeated or misplaced field and a
/// bad limit or ending, with the character (from 1) where the field starts.
pub(crate) fn read_link_fields(text: &str) -> Result<LinkFields<'_>, LinkError> {
    let mut offset = 0;
    let mut pieces = text.split('~');
    let mut fields = LinkFields { variant: pieces.next().unwrap_or(""), ..LinkFields::default() };
    offset += fields.variant.chars().count() + 1;
    let mut last_rank = None;
    for field in pieces {
        let at = offset;
        offset += field.chars().count() + 1;
        let bad = |why: String| LinkError::new(at + 1, why);
        let known =
            ORDER
                .iter()
                .find(|(name, _)| if carries_value(name) { field.starts_with(name) } else { field == *name });
        let Some(&(name, rank)) = known else {
            return Err(bad(format!(
                "unknown field \"{}\" (expected draw, rep, norep, limitN, rev, scr, at…, m…, offer, agreed, rb, rw, tb, tw, pb… or pw…)",
                excerpt(field)
            )));
        };
        if last_rank.is_some_and(|last| rank <= last) {
            return Err(bad(format!("field \"{}\" is repeated or out of order", excerpt(field))));
        }
        last_rank = Some(rank);
        let value = &field[name.len()..];
        let side = || match value {
            "b" => Ok(0),
            "w" => Ok(1),
            _ if name == "t" => Err(bad(format!("loss on time \"t{}\": expected tb or tw", excerpt(value)))),
            _ => Err(bad(format!("resignation \"r{}\": expected rb or rw", excerpt(value)))),
        };
        match name {
            "draw" => fields.draw = true,
            "norep" => fields.repetition = Some(false),
            "rep" => fields.repetition = Some(true),
            "limit" => {
                let limit = value.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                    bad(format!(
                        "limit \"{}\" is not a number of turns from 1 to {}",
                        excerpt(value),
                        u32::MAX
                    ))
                })?;
                fields.limit = Some(limit);
            }
            "rev" => fields.reversed = true,
            "scr" => fields.scrambled = Some(at + 1),
            "at" => fields.at = Some((value, at + 1)),
            "m" => fields.moves = Some((value, at + 1)),
            "offer" => fields.ending = Some((LinkEnding::Offer, at + 1)),
            "agreed" => fields.ending = Some((LinkEnding::Agreed, at + 1)),
            "r" => fields.ending = Some((LinkEnding::Resigned(side()?), at + 1)),
            "pb" => fields.names[0] = Some((value, at + 1)),
            "pw" => fields.names[1] = Some((value, at + 1)),
            _ => fields.ending = Some((LinkEnding::Time(side()?), at + 1)),
        }
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_repetition_spellings_are_one_field() {
        assert_eq!(read_link_fields("standard~rep").unwrap().repetition, Some(true));
        assert_eq!(read_link_fields("hex-5~norep").unwrap().repetition, Some(false));
        let err = read_link_fields("standard~norep~rep").unwrap_err();
        assert_eq!((err.at, err.why.as_str()), (16, "field \"rep\" is repeated or out of order"));
    }

    #[test]
    fn fields_keep_their_order_and_values() {
        let f = read_link_fields("black-hole~draw~limit80~rev~scr~mb1b3~rw").unwrap();
        assert_eq!(
            (f.variant, f.draw, f.limit, f.reversed, f.scrambled),
            ("black-hole", true, Some(80), true, Some(29))
        );
        assert_eq!((f.moves, f.ending), (Some(("b1b3", 33)), Some((LinkEnding::Resigned(1), 39))));
        assert_eq!(read_link_fields("standard~rx").unwrap_err().why, "resignation \"rx\": expected rb or rw");
        assert_eq!(read_link_fields("standard~limit0").unwrap_err().at, 10);
    }
}
