//! A text reader's reason as the page receives it: a stable code (kebab-case) with the facts its
//! sentence names, which each language words (www/words/text-words.js, `reason.*` keys); the
//! English catalogue says what the reason's `Display` says, word for word.

use crate::notation::{Reason, ReasonCode};
use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};

/// A reason with a code, as the page receives it: `{code, facts}`. The facts are an object of
/// the names its sentence fills in: `name` (a tag's or an SGF property's), `token` (as written,
/// shortened), `result`, `found` (a character), `expected` (a move number), `count` (of `)`
/// missing, or how deep variations may nest), `game` (the last before stray text), and `inGame` for a reason in a game of an SGF
/// file after its first. They are written straight from the reason, with no copy of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReasonView(Box<ReasonCode>);

impl ReasonView {
    /// `tag-no-name`, `tag-not-quoted`, `tag-quote-not-closed`, `tag-not-closed`,
    /// `comment-not-closed`, `after-result`, `not-a-number`, `wrong-number`, `sgf-no-start`,
    /// `sgf-text-after`, `sgf-tree-not-closed`, `sgf-no-node`, `sgf-property-outside-node`,
    /// `sgf-unexpected`, `sgf-value-not-closed`, `sgf-no-value`, `variation-no-turn`,
    /// `variation-not-open`, `variation-not-closed`, `variation-result` or `variation-too-deep`.
    pub fn code(&self) -> &'static str {
        code_of(&self.0)
    }
}

/// The view of `reason`; `None` for a reason the core words in English only.
pub fn reason_view(reason: Reason) -> Option<ReasonView> {
    let code = reason.code?;
    if let ReasonCode::InGame { reason, .. } = &*code {
        // A game's reason is worded by its own code.
        reason.code.as_ref()?;
    }
    Some(ReasonView(code))
}

/// The code of a reason; a game's reason has its own.
fn code_of(code: &ReasonCode) -> &'static str {
    match code {
        ReasonCode::TagNoName => "tag-no-name",
        ReasonCode::TagNotQuoted { .. } => "tag-not-quoted",
        ReasonCode::TagQuoteNotClosed { .. } => "tag-quote-not-closed",
        ReasonCode::TagNotClosed { .. } => "tag-not-closed",
        ReasonCode::CommentNotClosed => "comment-not-closed",
        ReasonCode::AfterResult { .. } => "after-result",
        ReasonCode::NotANumber { .. } => "not-a-number",
        ReasonCode::WrongNumber { .. } => "wrong-number",
        ReasonCode::SgfNoStart => "sgf-no-start",
        ReasonCode::SgfTextAfter { .. } => "sgf-text-after",
        ReasonCode::SgfTreeNotClosed { .. } => "sgf-tree-not-closed",
        ReasonCode::SgfNoNode => "sgf-no-node",
        ReasonCode::SgfPropertyOutsideNode => "sgf-property-outside-node",
        ReasonCode::SgfUnexpected { .. } => "sgf-unexpected",
        ReasonCode::SgfValueNotClosed { .. } => "sgf-value-not-closed",
        ReasonCode::SgfNoValue { .. } => "sgf-no-value",
        ReasonCode::VariationNoTurn => "variation-no-turn",
        ReasonCode::VariationNotOpen => "variation-not-open",
        ReasonCode::VariationNotClosed => "variation-not-closed",
        ReasonCode::VariationResult { .. } => "variation-result",
        ReasonCode::VariationTooDeep { .. } => "variation-too-deep",
        ReasonCode::InGame { reason, .. } => reason.code.as_deref().map_or("", code_of),
    }
}

impl Serialize for ReasonView {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut view = s.serialize_struct("ReasonView", 2)?;
        view.serialize_field("code", self.code())?;
        view.serialize_field("facts", &Facts(&self.0))?;
        view.end()
    }
}

/// The facts of a reason, as one object.
struct Facts<'a>(&'a ReasonCode);

impl Serialize for Facts<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut facts = s.serialize_map(None)?;
        put_facts(self.0, &mut facts)?;
        facts.end()
    }
}

/// Writes the facts of `code` into `facts`.
fn put_facts<M: SerializeMap>(code: &ReasonCode, facts: &mut M) -> Result<(), M::Error> {
    match code {
        ReasonCode::TagNotQuoted { name }
        | ReasonCode::TagQuoteNotClosed { name }
        | ReasonCode::TagNotClosed { name }
        | ReasonCode::SgfValueNotClosed { name }
        | ReasonCode::SgfNoValue { name } => facts.serialize_entry("name", name),
        ReasonCode::AfterResult { token, result } => {
            facts.serialize_entry("token", token)?;
            facts.serialize_entry("result", result)
        }
        ReasonCode::NotANumber { token } | ReasonCode::VariationResult { token } => {
            facts.serialize_entry("token", token)
        }
        ReasonCode::VariationTooDeep { max } => facts.serialize_entry("count", max),
        ReasonCode::WrongNumber { token, expected } => {
            facts.serialize_entry("token", token)?;
            facts.serialize_entry("expected", expected)
        }
        ReasonCode::SgfTextAfter { games } => facts.serialize_entry("game", games),
        ReasonCode::SgfTreeNotClosed { missing } => facts.serialize_entry("count", missing),
        ReasonCode::SgfUnexpected { found } => facts.serialize_entry("found", found),
        ReasonCode::InGame { game, reason } => {
            if let Some(code) = reason.code.as_deref() {
                put_facts(code, facts)?;
            }
            facts.serialize_entry("inGame", game)
        }
        ReasonCode::TagNoName
        | ReasonCode::CommentNotClosed
        | ReasonCode::SgfNoStart
        | ReasonCode::SgfNoNode
        | ReasonCode::SgfPropertyOutsideNode
        | ReasonCode::VariationNoTurn
        | ReasonCode::VariationNotOpen
        | ReasonCode::VariationNotClosed => Ok(()),
    }
}
