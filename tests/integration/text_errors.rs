//! Every board's unreadable text reaches the page as its parts (src/boundary/text_error.rs): the
//! kind of text, the line and column, and for a turn the rules refuse its number, the colour to
//! move and the rules' code, which the page words in its language. One row per board, through
//! the page's one import path.

use loa::boundary::{import_any, read_record_any, TextErrorView};
use loa::notation::setup_name;
use loa::{Board, Position, Variant};

/// The view of the refusal of `text`, which must be refused.
fn refused(text: &str) -> TextErrorView {
    let refusal = import_any(text).unwrap_err();
    *refusal.view.unwrap_or_else(|| panic!("{text:?} is refused with its parts: {}", refusal.message))
}

/// The colour that opens a game of `variant` (AmbiLOA's South plays White), by its key.
fn first_colour(variant: Variant) -> &'static str {
    match variant.played_on() {
        Board::Squares(square) => Position::new(square).turn().name(),
        Board::Cells(_) => "black",
    }
}

#[test]
fn a_pass_with_moves_to_make_is_refused_by_its_code_and_place_on_every_board() {
    for variant in Variant::ALL {
        let key = variant.key();
        let record = format!("[Variant \"{key}\"]\n\n1. pass *");
        for view in [refused(&record), *read_record_any(&record).unwrap_err().view.unwrap()] {
            assert_eq!(
                (view.format, view.line, view.column, view.code),
                (Some("record"), 3, 4, "move"),
                "{key}"
            );
            let turn = view.turn.unwrap();
            assert_eq!(
                (turn.number, turn.player, turn.token.as_str()),
                (1, first_colour(variant), "pass"),
                "{key}"
            );
            assert_eq!(turn.code, Some("pass-with-moves"), "{key}");
        }
        if let Some(setup) = setup_name(variant) {
            let view = refused(&format!("(;GM[9]SU[{setup}];B[pass])"));
            let at = "(;GM[9]SU[];".len() + setup.len() + 1;
            assert_eq!(
                (view.format, view.line, view.column, view.code),
                (Some("sgf"), 1, at, "move"),
                "{key}"
            );
            assert_eq!(view.turn.unwrap().code, Some("pass-with-moves"), "{key}");
        }
    }
}

#[test]
fn a_turn_written_for_the_other_side_or_no_move_at_all_says_so_without_a_rules_code() {
    for variant in Variant::ALL {
        let key = variant.key();
        let view = refused(&format!("[Variant \"{key}\"]\n\n1. zz"));
        let turn = view.turn.unwrap();
        assert_eq!((view.code, turn.code, turn.token.as_str()), ("move", None, "zz"), "{key}");
        if let Some(setup) = setup_name(variant).filter(|_| first_colour(variant) == "black") {
            let turn = refused(&format!("(;GM[9]SU[{setup}];W[pass])")).turn.unwrap();
            assert_eq!((turn.player, turn.code), ("black", Some("wrong-turn")), "{key}");
        }
    }
}

#[test]
fn a_bad_position_string_or_link_is_placed_at_its_field_on_every_board() {
    for variant in Variant::ALL {
        let key = variant.key();
        let view = refused(&format!("{key} 8/8/8 b"));
        assert_eq!(
            (view.format, view.line, view.column, view.code),
            (Some("position"), 1, key.len() + 2, "text"),
            "{key}"
        );
        assert!(view.detail.starts_with("board: "), "{key}: {}", view.detail);
        let view = refused(&format!("{key}~zz"));
        assert_eq!(
            (view.format, view.column, view.code),
            (Some("link"), key.len() + 2, "text"),
            "{key}: {}",
            view.detail
        );
    }
}

#[test]
fn an_empty_text_is_its_own_code_with_no_kind() {
    let view = refused(" \n ");
    assert_eq!((view.format, view.code), (None, "empty"));
}
