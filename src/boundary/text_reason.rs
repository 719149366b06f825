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
    /// The facts the sentence names; only those of the code are present.
    pub facts: ReasonFacts,
}

/// The facts of a reason, as the text wrote them.
#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ReasonFacts {
    /// A tag's name or an SGF property's identifier.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The token or number as written (shortened).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub token: Option<String>,
    /// The result a record gave before a token.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// A character out of place.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<String>,
    /// The move number expected.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<usize>,
    /// How many `)` are missing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    /// The number of the last game before stray text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game: Option<usize>,
    /// The game of an SGF file (from its second) the reason is in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub in_game: Option<usize>,
}

/// The view of `reason`; `None` for a reason the core words in English only.
pub fn reason_view(reason: &Reason) -> Option<ReasonView> {
    reason.code.as_deref().and_then(code_view)
}

/// The view of a reason's code; `None` when it names a reason without one.
fn code_view(code: &ReasonCode) -> Option<ReasonView> {
    let none = ReasonFacts::default;
    let named = |name: &String| ReasonFacts { name: Some(name.clone()), ..none() };
    let token = |token: &String| ReasonFacts { token: Some(token.clone()), ..none() };
    let (code, facts) = match code {
        ReasonCode::TagNoName => ("tag-no-name", none()),
        ReasonCode::TagNotQuoted { name } => ("tag-not-quoted", named(name)),
        ReasonCode::TagQuoteNotClosed { name } => ("tag-quote-not-closed", named(name)),
        ReasonCode::TagNotClosed { name } => ("tag-not-closed", named(name)),
        ReasonCode::CommentNotClosed => ("comment-not-closed", none()),
        ReasonCode::AfterResult { token: t, result } => {
            ("after-result", ReasonFacts { result: Some(result.clone()), ..token(t) })
        }
        ReasonCode::NotANumber { token: t } => ("not-a-number", token(t)),
        ReasonCode::WrongNumber { token: t, expected } => {
            ("wrong-number", ReasonFacts { expected: Some(*expected), ..token(t) })
        }
        ReasonCode::SgfNoStart => ("sgf-no-start", none()),
        ReasonCode::SgfTextAfter { games } => {
            ("sgf-text-after", ReasonFacts { game: Some(*games), ..none() })
        }
        ReasonCode::SgfTreeNotClosed { missing } => {
            ("sgf-tree-not-closed", ReasonFacts { count: Some(*missing), ..none() })
        }
        ReasonCode::SgfNoNode => ("sgf-no-node", none()),
        ReasonCode::SgfPropertyOutsideNode => ("sgf-property-outside-node", none()),
        ReasonCode::SgfUnexpected { found } => {
            ("sgf-unexpected", ReasonFacts { found: Some(found.to_string()), ..none() })
        }
        ReasonCode::SgfValueNotClosed { name } => ("sgf-value-not-closed", named(name)),
        ReasonCode::SgfNoValue { name } => ("sgf-no-value", named(name)),
        ReasonCode::InGame { game, reason } => {
            let mut view = reason_view(reason)?;
            view.facts.in_game = Some(*game);
            return Some(view);
        }
    };
    Some(ReasonView { code, facts })
}
