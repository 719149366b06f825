//! Every reason a text reader gives a code (src/boundary/text_reason.rs) is reached by a real
//! bad text, one row per code: the page receives the code and its facts, and the core's English
//! (the reason's `Display`, which the CLI shows) stays word for word.

use loa::boundary::{import_any, reason_view, TextErrorView};
use loa::notation::{parse_sgf, NotationError};
use std::collections::BTreeSet;

/// The view of the refusal of `text`, which must be refused.
fn refused(text: &str) -> TextErrorView {
    let refusal = import_any(text).unwrap_err();
    *refusal.view.unwrap_or_else(|| panic!("{text:?} is refused with its parts: {}", refusal.message))
}

/// One bad text per code: the text, its code, and the English after the place.
const ROWS: [(&str, &str, &str); 21] = [
    ("[ \"x\"]\n\n1. b1-d3", "tag-no-name", "tag has no name: expected [Name \"value\"]"),
    (
        "[Event x]\n\n1. b1-d3",
        "tag-not-quoted",
        "tag Event: expected a quoted value, as in [Event \"value\"]",
    ),
    ("[Event \"x]\n\n1. b1-d3", "tag-quote-not-closed", "tag Event: the value's closing quote is missing"),
    ("[Event \"x\"\n\n1. b1-d3", "tag-not-closed", "tag Event: expected ] after the value"),
    ("1. b1-d3 {a comment", "comment-not-closed", "the comment's closing } is missing"),
    ("1. b1-d3 1-0 a8-a6", "after-result", "\"a8-a6\" after the result 1-0"),
    ("1. b1-d3 2x", "not-a-number", "\"2x\" is neither a move number (like 12.) nor a move nor a result"),
    ("1. b1-d3 3.", "wrong-number", "move number 3, expected 1"),
    ("(;GM[9])x", "sgf-text-after", "text after game 1: expected ( to start another game"),
    ("(;GM[9]", "sgf-tree-not-closed", "the game tree is not closed: 1 ) missing"),
    ("()", "sgf-no-node", "a game tree needs at least one node (;)"),
    ("(GM[9])", "sgf-property-outside-node", "a property outside a node: expected ; before it"),
    ("(;GM[9]!)", "sgf-unexpected", "unexpected '!'"),
    ("(;GM[9", "sgf-value-not-closed", "the value of GM is not closed by ]"),
    ("(;GM)", "sgf-no-value", "property GM has no [value]"),
    ("(;GM[9])(;GM)", "sgf-no-value", "game 2: property GM has no [value]"),
    ("1. b1-b3 ((1. b1-d3))", "variation-no-turn", "a variation ( with no turn before it to replace"),
    ("1. b1-b3 )", "variation-not-open", "a ) with no variation ( open"),
    ("1. b1-b3 (1. b1-d3", "variation-not-closed", "the variation's closing ) is missing"),
    (
        "1. b1-b3 (1. b1-d3 1-0)",
        "variation-result",
        "the result 1-0 inside a variation: only the main line has one",
    ),
    // 33 variations, each of the one before's first turn.
    (
        "1. b1-b3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 (1. b1-d3 )))))))))))))))))))))))))))))))))",
        "variation-too-deep",
        "variations nested deeper than 32",
    ),
];

#[test]
fn every_reason_code_is_reached_by_a_bad_text_with_its_english_unchanged() {
    for (text, code, english) in ROWS {
        let view = refused(text);
        let reason = view.reason.unwrap_or_else(|| panic!("{text:?} has a reason code: {}", view.detail));
        assert_eq!((view.code, reason.code(), view.detail.as_str()), ("text", code, english), "{text:?}");
    }
}

#[test]
fn a_reason_carries_the_facts_its_sentence_names() {
    let facts = |text| serde_json::to_value(refused(text).reason.unwrap()).unwrap()["facts"].to_string();
    assert_eq!(facts("[Event x]\n\n1. b1-d3"), r#"{"name":"Event"}"#);
    assert_eq!(facts("1. b1-d3 1-0 a8-a6"), r#"{"result":"1-0","token":"a8-a6"}"#);
    assert_eq!(facts("1. b1-d3 3."), r#"{"expected":1,"token":"3"}"#);
    assert_eq!(facts("(;GM[9]((;"), r#"{"count":3}"#);
    assert_eq!(facts("(;GM[9]!)"), r#"{"found":"!"}"#);
    assert_eq!(facts("(;GM[9])x"), r#"{"game":1}"#);
    assert_eq!(facts("(;GM[9])(;GM)"), r#"{"inGame":2,"name":"GM"}"#);
    assert_eq!(facts("1. b1-d3 {a comment"), "{}");
}

#[test]
fn text_that_opens_no_sgf_game_has_its_code_where_a_reader_meets_it() {
    // The importer reads a text as SGF only when it opens with `(`: the SGF readers meet the rest.
    let NotationError::Sgf { why, .. } = parse_sgf("GM[9]").unwrap_err() else {
        panic!("an SGF syntax error")
    };
    assert_eq!(
        (reason_view(why.clone()).unwrap().code(), why.to_string().as_str()),
        ("sgf-no-start", "an SGF game starts with (;")
    );
}

#[test]
fn every_code_of_the_boundary_has_a_row() {
    let source = include_str!("../../src/boundary/text_reason.rs");
    let codes: BTreeSet<&str> =
        source.split("=> \"").skip(1).filter_map(|s| s.split_once("\",")).map(|(code, _)| code).collect();
    let rows: BTreeSet<&str> = ROWS.iter().map(|r| r.1).chain(["sgf-no-start"]).collect();
    assert_eq!(codes, rows);
}
