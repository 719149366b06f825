//! What a record says beside its moves: players, event, date, the game's comment and
//! each move's comment, read from a record or an SGF game and written back by both exports.

use loa::notation::{
    format_record_annotated, format_sgf_annotated, import_annotated, parse_record, parse_sgf_annotated,
    play_text, Annotations,
};
use loa::{Game, Rules, SquareVariant};

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

fn some(text: &str) -> Option<String> {
    Some(text.to_string())
}

/// A commented record as a player writes one: names, a game comment, a remark after two turns.
const COMMENTED_RECORD: &str = "[Event \"Example Cup\"]\n[Date \"2003.05.01\"]\n[Black \"Ann\"]\n\
[White \"Bob\"]\n[Result \"*\"]\n\n{An opening lesson.} 1. b1-d3 {The usual start.} a3xd3\n\
2. c1-c3 h2-f2 {Quiet,\nbut good.} *\n";

#[test]
fn a_record_keeps_its_names_and_comments_through_import_and_both_exports() {
    let record = parse_record(COMMENTED_RECORD).unwrap();
    let notes = &record.annotations;
    assert_eq!(
        notes.tags,
        tags(&[("Event", "Example Cup"), ("Date", "2003.05.01"), ("Black", "Ann"), ("White", "Bob")])
    );
    assert_eq!(notes.game_comment, some("An opening lesson."));
    assert_eq!(notes.comments, [some("The usual start."), None, None, some("Quiet,\nbut good.")]);

    let written = format_record_annotated(&record.game, notes);
    assert!(written.contains("1. b1-d3 {The usual start.} a3xd3"), "{written}");
    let again = parse_record(&written).unwrap();
    assert_eq!((&again.annotations, again.game.moves()), (notes, record.game.moves()));

    let sgf = format_sgf_annotated(&record.game, notes).unwrap();
    assert!(sgf.contains("PB[Ann]PW[Bob]EV[Example Cup]DT[2003.05.01]C[An opening lesson.]"), "{sgf}");
    assert!(sgf.contains(";B[b1-d3]C[The usual start.]"), "{sgf}");
    let (game, from_sgf) = parse_sgf_annotated(&sgf).unwrap();
    assert_eq!(game.moves(), record.game.moves());
    // SGF writes its root properties in its own order (PB, PW, EV, DT, …).
    let sorted = |tags: &[(String, String)]| {
        let mut tags = tags.to_vec();
        tags.sort();
        tags
    };
    assert_eq!(sorted(&from_sgf.tags), sorted(&notes.tags));
    assert_eq!((&from_sgf.game_comment, &from_sgf.comments), (&notes.game_comment, &notes.comments));
}

#[test]
fn sgf_comments_with_brackets_backslashes_and_soft_breaks_survive() {
    let text = "(;GM[9]SU[Standard]PB[Ann \\] the first]C[Root]\n;B[b1-d3]C[a \\\\ b, [sic\\]];W[a3xd3]C[one \\\n line])";
    let (game, notes) = import_annotated(text).unwrap();
    assert_eq!(notes.tag("Black"), Some("Ann ] the first"));
    assert_eq!(notes.game_comment, some("Root"));
    assert_eq!(notes.comments, [some("a \\ b, [sic]"), some("one  line")]);
    let written = format_sgf_annotated(&game, &notes).unwrap();
    assert_eq!(import_annotated(&written).unwrap().1, notes, "{written}");
}

#[test]
fn a_parachute_turns_comment_sits_on_its_drop_and_comes_back_whole() {
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
    play_text(&mut game, "a3-c3@d4").unwrap();
    let mut notes = Annotations::default();
    notes.set_comment(0, some("The move."));
    notes.set_comment(1, some("The drop."));
    let record = format_record_annotated(&game, &notes);
    assert!(record.contains("a3-c3@d4 {The move.\nThe drop.}"), "{record}");
    let expected = [None, some("The move.\nThe drop.")];
    assert_eq!(parse_record(&record).unwrap().annotations.comments, expected);
    let sgf = format_sgf_annotated(&game, &notes).unwrap();
    assert_eq!(parse_sgf_annotated(&sgf).unwrap().1.comments, expected);
}

#[test]
fn a_closing_brace_in_a_record_comment_is_written_as_a_parenthesis() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    let mut notes = Annotations::default();
    notes.set_comment(0, some("{a} b}"));
    let record = format_record_annotated(&game, &notes);
    assert_eq!(parse_record(&record).unwrap().annotations.comments, [some("{a) b)")]);
}

#[test]
fn comments_can_be_set_cleared_and_cut_for_an_engines_analysis() {
    let mut notes = Annotations::default();
    notes.set_comment(3, some("Blunder: c1-c3 was better."));
    assert_eq!(notes.comments, [None, None, None, some("Blunder: c1-c3 was better.")]);
    assert_eq!(notes.comment(3), Some("Blunder: c1-c3 was better."));
    notes.set_comment(3, Some("  ".to_string()));
    assert!(notes.comments.is_empty());
    notes.set_comment(1, some("x"));
    notes.truncate(1);
    assert!(notes.comments.is_empty());
    notes.set_tag("Black", Some("Ann"));
    notes.set_tag("Black", Some("Eve"));
    assert_eq!(notes.tags, tags(&[("Black", "Eve")]));
    notes.set_tag("Black", None);
    assert!(notes.tags.is_empty());
}

#[test]
fn computed_tags_are_not_annotations_and_a_position_string_has_none() {
    let record =
        parse_record("[Variant \"Standard\"]\n[Site \"Maastricht\"]\n[Result \"*\"]\n\n1. b1-d3 *").unwrap();
    assert_eq!(record.annotations.tags, tags(&[("Site", "Maastricht")]));
    let (_, notes) = import_annotated("standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b").unwrap();
    assert_eq!(notes, Annotations::default());
}

/// The wide boards' rows: a commented record of each, its names and comments read by the wide
/// readers into the same [`Annotations`], written back by both exports and handed on by the one
/// import path of every board (the files wasm's).
#[test]
fn every_wide_board_keeps_its_names_and_comments_through_import_and_both_exports() {
    use loa::boundary::{import_any, sgf_links_any};
    use loa::wide::{cell_shapes, format_wide_move, WideGame};
    for variant in cell_shapes() {
        let mut game = WideGame::with_scoring(variant, loa::Simultaneous::Draw);
        let mut plies = Vec::new();
        for _ in 0..2 {
            let m = game.legal_moves()[0];
            plies.push(format_wide_move(game.position(), m));
            game.play(m).unwrap();
        }
        let key = variant.variant.key();
        let text = format!(
            "[Event \"Example Cup\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Variant \"{key}\"]\n\
             [Rules \"draw\"]\n[Result \"*\"]\n\n{{An opening lesson.}} 1. {} {{The usual start.}} {} \
             {{Quiet,\nbut good.}} *\n",
            plies[0], plies[1]
        );
        let record = loa::notation::parse_record_on::<loa::wide::WidePosition>(&text)
            .unwrap_or_else(|e| panic!("{key}: {e}"));
        let notes = &record.annotations;
        assert_eq!(
            notes.tags,
            tags(&[("Event", "Example Cup"), ("Black", "Ann"), ("White", "Bob")]),
            "{key}"
        );
        assert_eq!(notes.game_comment, some("An opening lesson."), "{key}");
        assert_eq!(notes.comments, [some("The usual start."), some("Quiet,\nbut good.")], "{key}");

        let written = loa::notation::format_record_annotated(&record.game, notes);
        assert!(written.contains(&format!("1. {} {{The usual start.}}", plies[0])), "{written}");
        let again = loa::notation::parse_record_on::<loa::wide::WidePosition>(&written).unwrap();
        assert_eq!((&again.annotations, again.game.moves()), (notes, record.game.moves()), "{key}");

        let sgf = loa::notation::format_sgf_annotated(&record.game, notes).unwrap();
        assert!(sgf.contains("PB[Ann]PW[Bob]EV[Example Cup]C[An opening lesson.]"), "{sgf}");
        assert!(sgf.contains(&format!(";B[{}]C[The usual start.]", plies[0])), "{sgf}");
        let (game, from_sgf) = loa::notation::parse_sgf_on::<loa::wide::WidePosition>(&sgf).unwrap();
        assert_eq!(game.moves(), record.game.moves(), "{key}");
        let mut sorted = from_sgf.tags.clone();
        sorted.sort();
        assert_eq!(sorted, tags(&[("Black", "Ann"), ("Event", "Example Cup"), ("White", "Bob")]), "{key}");
        assert_eq!((&from_sgf.game_comment, &from_sgf.comments), (&notes.game_comment, &notes.comments));

        // The files wasm's reader hands the words on with the link, from the record and the SGF.
        for (what, read) in [("record", import_any(&text)), ("SGF", import_any(&sgf))] {
            let read = read.unwrap_or_else(|e| panic!("{key} {what}: {e}"));
            assert_eq!(read.link, sgf_links_any(&sgf).unwrap(), "{key} {what}");
            assert_eq!(read.tags.iter().find(|(n, _)| n == "Black").map(|t| t.1.as_str()), Some("Ann"));
            assert_eq!((&read.game_comment, &read.comments), (&notes.game_comment, &notes.comments));
        }
    }
}
