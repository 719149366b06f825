//! A text reader's reason as the page receives it: a stable code (kebab-case) with the facts its
//! sentence names, which each language words (www/words/text-words.js, `reason.*` keys); the
//! English catalogue says what the reason's `Display` says, word for word.

use crate::notation::{Reason, ReasonCode};
use serde::Serialize;

/// A reason's code and facts.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct ReasonView {
    /// `tag-no-name`, `tag-not-quoted`, `tag-quote-not-closed`, `tag-not-closed`,
    /// `comment-not-closed`, `after-result`, `not-a-number`, `wrong-number`, `sgf-no-start`,
    /// `sgf-text-after`, `sgf-tree-not-closed`, `sgf-no-node`, `sgf-property-outside-node`,
    /// `sgf-unexpected`, `sgf-value-not-closed` or `sgf-no-value`.
    pub code: &'static str,
    /// The facts the sentence names, by name, as text: `name` (a tag's or an SGF property's),
    /// `token` (as written, shortened), `result`, `found` (a character), `expected` (a move
    /// number), `count` (of `)` missing), `game` (the last before stray text), and `inGame` for
    /// a reason in a game of an SGF file after its first. Sent as an object.
    #[serde(serialize_with = "as_object")]
    pub facts: Vec<(&'static str, String)>,
}

impl ReasonView {
    /// The fact `name`, if the reason has it.
    pub fn fact(&self, name: &str) -> Option<&str> {
        self.facts.iter().find(|(n, _)| *n == name).map(|(_, value)| value.as_str())
    }
}

/// The facts as one object of name → text, which the page's sentences fill in.
fn as_object<S: serde::Serializer>(facts: &[(&'static str, String)], s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(facts.iter().map(|(name, value)| (name, value)))
}

/// The view of `reason`; `None` for a reason the core words in English only.
pub fn reason_view(reason: &Reason) -> Option<ReasonView> {
    reason.code.as_deref().and_then(code_view)
}

/// The view of a reason's code; `None` for a game's reason the core words in English only.
fn code_view(code: &ReasonCode) -> Option<ReasonView> {
    let (code, facts) = match code {
        ReasonCode::TagNoName => ("tag-no-name", vec![]),
        ReasonCode::TagNotQuoted { name } => ("tag-not-quoted", vec![("name", name.clone())]),
        ReasonCode::TagQuoteNotClosed { name } => ("tag-quote-not-closed", vec![("name", name.clone())]),
        ReasonCode::TagNotClosed { name } => ("tag-not-closed", vec![("name", name.clone())]),
        ReasonCode::CommentNotClosed => ("comment-not-closed", vec![]),
        ReasonCode::AfterResult { token, result } => {
            ("after-result", vec![("token", token.clone()), ("result", result.clone())])
        }
        ReasonCode::NotANumber { token } => ("not-a-number", vec![("token", token.clone())]),
        ReasonCode::WrongNumber { token, expected } => {
            ("wrong-number", vec![("token", token.clone()), ("expected", expected.to_string())])
        }
        ReasonCode::SgfNoStart => ("sgf-no-start", vec![]),
        ReasonCode::SgfTextAfter { games } => ("sgf-text-after", vec![("game", games.to_string())]),
        ReasonCode::SgfTreeNotClosed { missing } => {
            ("sgf-tree-not-closed", vec![("count", missing.to_string())])
        }
        ReasonCode::SgfNoNode => ("sgf-no-node", vec![]),
        ReasonCode::SgfPropertyOutsideNode => ("sgf-property-outside-node", vec![]),
        ReasonCode::SgfUnexpected { found } => ("sgf-unexpected", vec![("found", found.to_string())]),
        ReasonCode::SgfValueNotClosed { name } => ("sgf-value-not-closed", vec![("name", name.clone())]),
        ReasonCode::SgfNoValue { name } => ("sgf-no-value", vec![("name", name.clone())]),
        ReasonCode::InGame { game, reason } => {
            // The reason in the game, which says its number.
            let mut view = reason_view(reason)?;
            view.facts.push(("inGame", game.to_string()));
            return Some(view);
        }
    };
    Some(ReasonView { code, facts })
}
