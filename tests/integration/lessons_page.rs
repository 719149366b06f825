//! The rules tour as the page drives it (`loa::boundary::check_lesson_text`): codes and facts for
//! the page to word, whole Parachute turns as text, and words on the page for every lesson and
//! miss. The lessons themselves are played in `lessons.rs`.

use super::lessons::{get, try_text};
use loa::boundary::check_lesson_text as check_text;
use loa::lesson::{Goal, Lesson, LessonAttempt, Miss, Verdict};
use loa::Move;

#[test]
fn a_complete_lesson_plays_nothing_more() {
    let mut attempt = LessonAttempt::new(&get("count"));
    assert_eq!(try_text(&mut attempt, "b1-d3"), Verdict::Done);
    assert_eq!(try_text(&mut attempt, "a3xd3"), Verdict::AlreadyDone);
    assert_eq!(attempt.game().moves().len(), 1);
}

#[test]
fn the_page_gets_codes_and_facts_to_word() {
    let json = |attempt: &mut LessonAttempt, text: &str| {
        serde_json::to_value(check_text(attempt, text).unwrap()).unwrap()
    };
    let mut attempt = LessonAttempt::new(&get("block"));
    assert_eq!(
        json(&mut attempt, "f8-f6"),
        serde_json::json!({"verdict": "miss", "code": "opponent-connects", "move": "b6-d4"})
    );
    let mut attempt = LessonAttempt::new(&get("scrambled-eggs"));
    assert_eq!(
        json(&mut attempt, "d1-d3"),
        serde_json::json!({"verdict": "miss", "code": "wrong-piece", "square": "b1"})
    );
    let mut attempt = LessonAttempt::new(&get("pass"));
    assert_eq!(
        json(&mut attempt, "d3-d4"),
        serde_json::json!({"verdict": "miss", "code": "opponent-can-move", "count": 1})
    );
    let refused = json(&mut attempt, "d3-d5");
    assert_eq!(refused["verdict"], "illegal");
    assert_eq!(refused["refusal"]["code"], "wrong-distance");
    assert_eq!(json(&mut attempt, "d3-b1"), serde_json::json!({"verdict": "done"}));
    let err = check_text(&mut attempt, "b1-z9").unwrap_err();
    assert_eq!(err, "bad move \"b1-z9\": z9 is not a square");
}

#[test]
fn a_parachute_turn_as_text_is_played_whole_or_not_at_all() {
    let l = Lesson::new("turn", "parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b B6W6", &[], Goal::Capture).unwrap();
    let mut attempt = LessonAttempt::new(&l);
    let view = check_text(&mut attempt, "a3-c3@h7").unwrap();
    assert_eq!(view.verdict, "illegal", "h7 is taken");
    assert!(attempt.game().moves().is_empty(), "the move part is not kept either");
    assert_eq!(check_text(&mut attempt, "a3-c3").unwrap().verdict, "continue");
    assert_eq!(check_text(&mut attempt, "@d4").unwrap().verdict, "miss", "no capture");
    assert!(attempt.game().moves().is_empty(), "the whole turn is taken back");
}

#[test]
fn a_lesson_that_does_not_read_says_what_is_wrong() {
    let start = "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
    let bad_position = Lesson::new("x", "standard 8/8 b", &[], Goal::Win).err().unwrap();
    assert!(bad_position.starts_with("lesson x: "), "{bad_position}");
    let bad_move = Lesson::new("x", start, &["b1-b2"], Goal::Win).err().unwrap();
    assert!(bad_move.starts_with("lesson x: illegal move b1-b2: "), "{bad_move}");
}

#[test]
fn every_lesson_and_every_miss_has_words_on_the_page() {
    // The page words the lessons by id and the misses by code (www/learn/i18n/en.js; the
    // e2e language test checks that Italian and German have the same keys).
    let catalogue = include_str!("../../www/learn/i18n/en.js");
    for id in loa::boundary::lesson_views().iter().map(|l| l.id) {
        for part in ["title", "text", "task"] {
            let key = format!("'learn.{id}.{part}'");
            assert!(catalogue.contains(&key), "www/learn/i18n/en.js lacks {key}");
        }
    }
    let square = loa::Square::parse("a1").unwrap();
    let misses = [
        Miss::OtherMove,
        Miss::WrongPiece(square),
        Miss::NoCapture,
        Miss::NotConnected,
        Miss::Drawn,
        Miss::OpponentWins,
        Miss::OpponentConnects(Move::PASS),
        Miss::OpponentCanMove(2),
        Miss::NoDraw,
        Miss::NoDrop,
        Miss::NoHole,
    ];
    for miss in misses {
        let key = format!("'learn.miss.{}'", miss.code());
        assert!(catalogue.contains(&key), "www/learn/i18n/en.js lacks {key}");
    }
}
