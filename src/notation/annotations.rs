//! What a record says beside its moves: the players, event, date and place, a comment on the
//! whole game and a comment on each move. Read by [`super::import_annotated`] from a game record
//! (`[Black "…"]` tags, `{…}` comments) or an SGF game (`PB`, `PW`, `EV`, `DT`, `PC`, `RO`,
//! `GN`, `AN` and `C`), and written back by [`super::format_record_annotated`] and
//! [`super::format_sgf_annotated`], so a game's own words survive import → export.
//!
//! Variations are kept as text ([`Variation`]), checked by the reader that read them.
//!
//! Comments are kept **per ply** (`comments[i]` follows ply `i`, from 0): the page reviews a game
//! ply by ply, and an engine's analysis judges each ply. A Parachute turn's comment sits on its
//! last ply (its drop), which is where a record or an SGF node writes it.

use super::Variation;

/// Appends `text` to `comment`, after a line break when there already is one.
pub(super) fn join(comment: &mut Option<String>, text: &str) {
    match comment {
        Some(old) => {
            old.push('\n');
            old.push_str(text);
        }
        None => *comment = Some(text.to_string()),
    }
}

/// Record tag names and the SGF properties that carry the same thing, in the order SGF writes
/// them (Boardspace writes `PB`, `PW`, `EV`, `DT`; `PC`, `RO`, `GN` and `AN` are FF[4]'s).
pub(crate) const SGF_TAGS: [(&str, &str); 8] = [
    ("Black", "PB"),
    ("White", "PW"),
    ("Event", "EV"),
    ("Date", "DT"),
    ("Site", "PC"),
    ("Round", "RO"),
    ("Name", "GN"),
    ("Annotator", "AN"),
];

/// The words of a record around its game: tags, the game's comment and each ply's comment.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Annotations {
    /// Tags in record names and in the order read (`("Black", "Ann")`, `("Event", "…")`),
    /// without those computed from the game itself (`Variant`, `Rules`, `Result`, …).
    pub tags: Vec<(String, String)>,
    /// The comment on the whole game: an SGF root's `C`, or a record's comment before its first
    /// move.
    pub game_comment: Option<String>,
    /// The comment after each ply: `comments[i]` follows ply `i` (from 0). Shorter than the
    /// game when the last plies have none; `None` for a ply without one.
    pub comments: Vec<Option<String>>,
    /// The variations of the main line's turns, in the order they are written, which is the
    /// order of the turns they replace (each one's `at` is the index of that main-line turn).
    pub variations: Vec<Variation>,
}

impl Annotations {
    /// The value of the first tag named `name` (record names: `Black`, `White`, `Event`,
    /// `Date`, `Site`, `Round`, …), when not empty.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str()).filter(|v| !v.is_empty())
    }

    /// Sets the tag `name` (replacing the first of that name), or removes every tag of that
    /// name when `value` is `None`.
    pub fn set_tag(&mut self, name: &str, value: Option<&str>) {
        match (self.tags.iter_mut().find(|(n, _)| n == name), value) {
            (Some(tag), Some(value)) => tag.1 = value.to_string(),
            (None, Some(value)) => self.tags.push((name.to_string(), value.to_string())),
            (_, None) => self.tags.retain(|(n, _)| n != name),
        }
    }

    /// The comment after ply `ply` (from 0), if any.
    pub fn comment(&self, ply: usize) -> Option<&str> {
        self.comments.get(ply).and_then(|c| c.as_deref())
    }

    /// Sets (or with `None` or blank text, clears) the comment after ply `ply` (from 0).
    pub fn set_comment(&mut self, ply: usize, text: Option<String>) {
        let text = text.filter(|t| !t.trim().is_empty());
        while text.is_some() && self.comments.len() <= ply {
            self.comments.push(None);
        }
        if let Some(slot) = self.comments.get_mut(ply) {
            *slot = text;
        }
        self.trim();
    }

    /// Drops the trailing plies without a comment, so equal comments compare equal.
    fn trim(&mut self) {
        while self.comments.last().is_some_and(|c| c.is_none()) {
            self.comments.pop();
        }
    }

    /// Adds `text` to the comment after ply `ply`, or to the game's comment when `ply` is
    /// `None` (a comment before any move); a second comment is joined to the first by a line
    /// break.
    pub(crate) fn add_comment(&mut self, ply: Option<usize>, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if let Some(ply) = ply {
            let mut joined = self.comment(ply).map(str::to_string);
            join(&mut joined, text);
            self.set_comment(ply, joined);
        } else {
            join(&mut self.game_comment, text);
        }
    }

    /// The comment of each turn of turns of these lengths in plies (in order), the comments of a turn's
    /// plies (a Parachute move and its drop) joined by a line break: what a record or an SGF
    /// node writes after the turn.
    pub(crate) fn turn_comments(&self, turns: impl Iterator<Item = usize>) -> Vec<Option<String>> {
        let mut ply = 0;
        let mut out = Vec::new();
        for plies in turns {
            let mut said = None;
            for p in ply..ply + plies {
                if let Some(comment) = self.comment(p) {
                    join(&mut said, comment);
                }
            }
            ply += plies;
            out.push(said);
        }
        out
    }

    /// Forgets the comments after the first `plies` plies (the moves they spoke of were taken
    /// back and replaced).
    pub fn truncate(&mut self, plies: usize) {
        self.comments.truncate(plies);
        self.trim();
    }
}
