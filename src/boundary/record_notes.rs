//! What a record says beside its moves, set by the page: the comment of a ply
//! ([`crate::notation::Annotations`]). The page reads the players, event, date and comments one
//! by one (`tag`, `comment`), which costs the wasm less than one object of them all.

use crate::notation::Annotations;

/// Longest comment the page may set on a ply, in bytes of UTF-8 (a pasted essay is refused, not
/// cut): an engine's note or a player's remark is a few lines.
pub const COMMENT_LIMIT: usize = 10_000;

/// Sets the comment after ply `ply` (from 0) of a game of `plies` plies; `None` or blank text
/// clears it. Refused past the last ply or beyond [`COMMENT_LIMIT`] bytes.
pub fn set_comment(
    notes: &mut Annotations,
    plies: usize,
    ply: usize,
    text: Option<String>,
) -> Result<(), String> {
    if ply >= plies {
        return Err(format!("no ply {ply} to comment on: the game has {plies} plies"));
    }
    if text.as_ref().is_some_and(|t| t.len() > COMMENT_LIMIT) {
        return Err(format!("a comment is too long: at most {COMMENT_LIMIT} bytes"));
    }
    notes.set_comment(ply, text);
    Ok(())
}

/// Longest tag value the page may set, in bytes of UTF-8: a name, an event, a date.
pub const TAG_LIMIT: usize = 1_000;

/// Sets the tag `name` to `value`; `None` or empty text removes it. Refused for a name that is
/// not one word of letters, or a value beyond [`TAG_LIMIT`] bytes.
pub fn set_tag(notes: &mut Annotations, name: &str, value: Option<&str>) -> Result<(), String> {
    if name.is_empty() || name.len() > 40 || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return Err(format!(
            "bad tag name \"{}\": one word of letters and digits",
            super::input::escaped(name)
        ));
    }
    if value.is_some_and(|v| v.len() > TAG_LIMIT) {
        return Err(format!("the tag {name} is too long: at most {TAG_LIMIT} bytes"));
    }
    notes.set_tag(name, value.filter(|v| !v.is_empty()));
    Ok(())
}

/// Sets the comment on the whole game; `None` or blank text clears it. Refused beyond
/// [`COMMENT_LIMIT`] bytes.
pub fn set_game_comment(notes: &mut Annotations, text: Option<String>) -> Result<(), String> {
    if text.as_ref().is_some_and(|t| t.len() > COMMENT_LIMIT) {
        return Err(format!("a comment is too long: at most {COMMENT_LIMIT} bytes"));
    }
    notes.game_comment = text.filter(|t| !t.trim().is_empty());
    Ok(())
}
