//! What a record says beside its moves: players, event, date, the game's comment and
//! each move's comment, read from a record or an SGF game and written back by both exports.

use crate::boards::{each_board, has_sgf_setup, new_game, play_turns, EVERY_BOARD};
use loa::notation::{
    format_record_annotated, format_sgf_annotated, import_annotated, parse_record, parse_sgf_annotated,
    play_text, Annotations,
};
use loa::{Game, Rules, SquareVariant, Variant};

fn tags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs.iter().map(|(n, v)| (n.to_string(), v.to_string())).collect()
}

fn some(text: &str) -> Option<String> {
    Some(text.to_string())
}

/// A commented record as a player writes one, on every board: names, a game comment, a remark
/// after the first and the third turn; read by the one record reader into [`Annotations`],
/// written back by both exports (SGF where the board has a setup for it) and handed on by the
/// one import path of every board (the files wasm's) with the game's link.
#[test]
fn a_record_keeps_its_names_and_comments_through_import_and_both_exports() {
    use loa::boundary::{import_any, sgf_links_any, PageBoard};
    use loa::notation::{parse_record_on, parse_sgf_on};
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        let turns = play_turns(&mut game, 5, 4);
        assert_eq!(turns.len(), 4, "four turns open every game");
        let [t1, t2, t3, t4] = [0, 1, 2, 3].map(|i| turns[i].text.as_str());
        // Turn numbers are optional on input: the same text serves two seats and AmbiLOA's four.
        let text = format!(
            "[Event \"Example Cup\"]\n[Date \"2003.05.01\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n\
             [Variant \"{}\"]\n[Result \"*\"]\n\n{{An opening lesson.}} {t1} {{The usual start.}} {t2} \
             {t3} {{Quiet,\nbut good.}} {t4} *\n",
            variant.key()
        );
        let record = parse_record_on::<B>(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(record.game.moves(), game.moves());
        let notes = &record.annotations;
        assert_eq!(
            notes.tags,
            tags(&[("Event", "Example Cup"), ("Date", "2003.05.01"), ("Black", "Ann"), ("White", "Bob")])
        );
        assert_eq!(notes.game_comment, some("An opening lesson."));
        let mut comments = vec![None; turns[2].last_ply + 1];
        comments[turns[0].last_ply] = some("The usual start.");
        comments[turns[2].last_ply] = some("Quiet,\nbut good.");
        assert_eq!(notes.comments, comments);

        let written = format_record_annotated(&record.game, notes);
        assert!(written.contains(&format!("{t1} {{The usual start.}}")), "{written}");
        let again = parse_record_on::<B>(&written).unwrap();
        assert_eq!((&again.annotations, again.game.moves()), (notes, record.game.moves()));
        let mut texts = vec![text.clone()];

        match format_sgf_annotated(&record.game, notes) {
            Ok(sgf) => {
                assert!(
                    sgf.contains("PB[Ann]PW[Bob]EV[Example Cup]DT[2003.05.01]C[An opening lesson.]"),
                    "{sgf}"
                );
                assert!(sgf.contains(&format!(";B[{t1}]C[The usual start.]")), "{sgf}");
                let (game, from_sgf) = parse_sgf_on::<B>(&sgf).unwrap();
                assert_eq!(game.moves(), record.game.moves());
                // SGF writes its root properties in its own order (PB, PW, EV, DT, …).
                let sorted = |tags: &[(String, String)]| {
                    let mut tags = tags.to_vec();
                    tags.sort();
                    tags
                };
                assert_eq!(sorted(&from_sgf.tags), sorted(&notes.tags));
                assert_eq!(
                    (&from_sgf.game_comment, &from_sgf.comments),
                    (&notes.game_comment, &notes.comments)
                );
                assert_eq!(sgf_links_any(&sgf).unwrap(), B::link(&game));
                texts.push(sgf);
            }
            Err(e) => assert!(!has_sgf_setup(variant), "{e}"),
        }

        // The files wasm's reader hands the words on with the link, from the record and the SGF.
        for text in texts {
            let read = import_any(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read.link, B::link(&game), "{text}");
            assert_eq!(read.tags.iter().find(|(n, _)| n == "Black").map(|t| t.1.as_str()), Some("Ann"));
            assert_eq!((&read.game_comment, &read.comments), (&notes.game_comment, &notes.comments));
        }
    }
    each_board!(EVERY_BOARD, check);
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
