//! A text the page could not read, as the page receives it: where (the kind of text, line and
//! column), and for a turn of a record, an SGF game or a link that cannot be played its number, player
//! and token with the rules' refusal as the code every refused move has (src/boundary/refusal.rs),
//! next to the core's English. The page words the place and the turn in its language
//! (www/words/words.js, `textError`); a reason the core gives no code keeps its English.

use super::refusal::{code_and_params, ErrorParams};
use super::text_reason::{reason_view, ReasonView};
use crate::notation::{ImportError, ImportFormat, NotationError};
use serde::Serialize;
use std::fmt;

/// Where a text could not be read, and why.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TextErrorView {
    /// The kind of text: `record`, `sgf`, `position` or `link`; absent when there was nothing to
    /// read.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub format: Option<&'static str>,
    /// Line, from 1.
    pub line: usize,
    /// Column in characters, from 1 (a link's character).
    pub column: usize,
    /// `empty` (nothing to read), `move` (a turn that cannot be played: see `turn`), or `text`
    /// (what `detail` says).
    pub code: &'static str,
    /// The core's English of what is wrong, after the place.
    pub detail: String,
    /// The turn that cannot be played, for the code `move`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn: Option<TextTurnView>,
    /// For the code `text`, the reason's code and facts, which the page words in its language;
    /// absent for a reason the core words in English only (`detail`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<ReasonView>,
}

/// A turn of a record, an SGF game or a game link that cannot be played.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TextTurnView {
    /// The move number as the text counts it.
    pub number: u32,
    /// The colour of the player to move: `black`, `white`, `blue` or `yellow`.
    pub player: &'static str,
    /// AmbiLOA's seat of the player to move (`south`, `west`, `north`, `east`), which the page
    /// names with the colour as English does (`South (White)`); absent in two-player variants.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seat: Option<&'static str>,
    /// The turn as written.
    pub token: String,
    /// The core's English reason.
    pub why: String,
    /// The rules' refusal's code (a refused move's, src/boundary/refusal.rs), or `wrong-turn` for a turn written for
    /// the other side; absent when the text is not a move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub code: Option<&'static str>,
    /// The facts of the refusal's code.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub params: Option<ErrorParams>,
}

/// A text refused by a reader: the core's English sentence, and where the reader said where
/// and why, its view for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextRefusal {
    /// The core's English sentence (the CLI's and the tests').
    pub message: String,
    /// The refusal's parts, which the page words.
    pub view: Option<Box<TextErrorView>>,
}

impl fmt::Display for TextRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl From<String> for TextRefusal {
    fn from(message: String) -> TextRefusal {
        TextRefusal { message, view: None }
    }
}

impl From<ImportError> for TextRefusal {
    fn from(error: ImportError) -> TextRefusal {
        let message = error.to_string();
        let format = error.format.map(|f| match f {
            ImportFormat::Record => "record",
            ImportFormat::Sgf => "sgf",
            ImportFormat::PositionString => "position",
            ImportFormat::Link => "link",
        });
        let turn = match error.cause.as_deref() {
            Some(NotationError::Turn { turn, .. }) => {
                let why = &turn.why;
                let refusal = why.refusal.as_deref().map(code_and_params);
                Some(TextTurnView {
                    number: turn.number,
                    player: why.mover,
                    seat: why.seat,
                    token: turn.token.clone(),
                    why: why.why.clone(),
                    code: refusal.as_ref().map(|r| r.0).or(why.out_of_turn.then_some("wrong-turn")),
                    params: refusal.map(|r| r.1),
                })
            }
            _ => None,
        };
        let reason = match error.cause.map(|cause| *cause) {
            Some(
                NotationError::Tag { why, .. }
                | NotationError::Record { why, .. }
                | NotationError::Sgf { why, .. },
            ) => reason_view(why),
            _ => None,
        };
        let code = match (&turn, format) {
            (Some(_), _) => "move",
            (None, None) if error.message.starts_with("nothing") => "empty",
            _ => "text",
        };
        let view = TextErrorView {
            format,
            line: error.line,
            column: error.column,
            code,
            detail: error.message,
            turn,
            reason,
        };
        TextRefusal { message, view: Some(Box::new(view)) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::import;

    fn refused(text: &str) -> TextErrorView {
        *TextRefusal::from(import(text).unwrap_err()).view.unwrap()
    }

    #[test]
    fn an_illegal_move_of_a_record_is_its_place_turn_and_the_rules_code() {
        let view = refused("[Variant \"Standard\"]\n\n1. b1-d3 a3-a4");
        assert_eq!((view.format, view.line, view.column, view.code), (Some("record"), 3, 10, "move"));
        let turn = view.turn.unwrap();
        assert_eq!((turn.number, turn.player, turn.token.as_str()), (1, "white", "a3-a4"));
        assert_eq!(turn.code, Some("wrong-distance"));
        assert_eq!(turn.params.unwrap().pieces, Some(6));
    }

    #[test]
    fn an_sgf_move_out_of_turn_is_a_turn_without_a_rules_code() {
        let view = refused("(;GM[9];W[a2-c2])");
        assert_eq!((view.format, view.code), (Some("sgf"), "move"));
        let turn = view.turn.unwrap();
        assert_eq!((turn.number, turn.player, turn.code), (1, "black", Some("wrong-turn")));
        assert_eq!(turn.why, "it is Black's turn");
    }

    #[test]
    fn an_empty_text_and_a_bad_field_have_their_own_codes() {
        assert_eq!((refused("  ").code, refused("  ").format), ("empty", None));
        let view = refused("standard 8/8/8 b");
        assert_eq!((view.format, view.code, view.column), (Some("position"), "text", 10));
    }

    #[test]
    fn a_refused_move_of_a_link_is_a_turn_as_a_records_is() {
        let view = refused("standard~rep~mBTBj");
        assert_eq!((view.format, view.column, view.code), (Some("link"), 17, "move"));
        let turn = view.turn.unwrap();
        assert_eq!((turn.number, turn.player, turn.token.as_str()), (2, "white", "b1-d5"));
        assert_eq!(turn.code, Some("no-piece"));
    }

    #[test]
    fn an_ambiloa_turn_names_the_seat_beside_the_colour() {
        let view = refused("[Variant \"AmbiLOA\"]\n\n1. b1-b5");
        let turn = view.turn.unwrap();
        assert_eq!((turn.player, turn.seat), ("white", Some("south")));
        assert!(view.detail.starts_with("move 1 (South (White)): b1-b5: "), "{}", view.detail);
        assert_eq!(refused("(;GM[9];W[a2-c2])").turn.unwrap().seat, None);
    }
}
