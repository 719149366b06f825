//! The rules tour (src/lesson): every lesson's position reads and is the board drawn here, its
//! goal can be met by at least one legal move and missed by another, and each try gets the
//! verdict the page words: done, a miss with its reason (taken back), or the rules' refusal.

use loa::lesson::{lesson, lessons, Lesson, LessonAttempt, Miss, Verdict};
use loa::notation::parse_move;
use loa::{Move, PlayError};

const TOUR: [&str; 14] = [
    "count",
    "jump",
    "capture",
    "connect",
    "block",
    "simultaneous",
    "pass",
    "repetition",
    "scrambled-eggs",
    "parachute",
    "ambiloa",
    "standard-6x6",
    "standard-7x7",
    "gemma",
];

pub(super) fn get(id: &str) -> Lesson {
    lesson(id).unwrap_or_else(|| panic!("no lesson {id}"))
}

/// The board of a lesson as the position draws it (ranks from the top), without the turn line.
fn board(l: &Lesson) -> String {
    let text = l.game.position().to_string();
    text.lines().take_while(|line| !line.contains(" to ")).map(str::trim).collect::<Vec<_>>().join("\n")
}

/// `grid` without the indentation of the source.
fn grid(text: &str) -> String {
    text.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

pub(super) fn try_text(attempt: &mut LessonAttempt, text: &str) -> Verdict {
    let m = parse_move(text, attempt.game().position()).unwrap_or_else(|e| panic!("{e}"));
    attempt.check(m)
}

/// Asserts the lesson's board, that `done` completes it, and every (try, verdict) before.
fn lesson_plays(id: &str, drawn: &str, tries: &[(&str, Verdict)], done: &str) {
    let l = get(id);
    assert_eq!(board(&l), grid(drawn), "{id}: the board");
    let mut attempt = LessonAttempt::new(&l);
    for (text, expected) in tries {
        assert_eq!(&try_text(&mut attempt, text), expected, "{id}: {text}");
        assert_eq!(attempt.game().moves(), l.game.moves(), "{id}: {text} left nothing played");
    }
    assert_eq!(try_text(&mut attempt, done), Verdict::Done, "{id}: {done}");
    assert!(attempt.is_done());
}

fn illegal(what: fn(&PlayError) -> bool) -> impl Fn(&Verdict) -> bool {
    move |v| matches!(v, Verdict::Illegal(e) if what(e))
}

#[test]
fn the_tour_has_its_lessons_in_order_and_every_entry_reads() {
    let ids: Vec<&str> = lessons().iter().map(|l| l.id).collect();
    assert_eq!(ids, TOUR, "an entry that does not read is left out of lessons()");
}

/// Every turn the learner can play: each legal ply, and after a Parachute move each drop.
fn turns(attempt: &LessonAttempt) -> Vec<(Vec<Move>, Verdict)> {
    let mut out = Vec::new();
    for &m in attempt.game().legal_moves().iter() {
        let mut trial = attempt.clone();
        match trial.check(m) {
            Verdict::Continue => {
                for (mut rest, verdict) in turns(&trial) {
                    rest.insert(0, m);
                    out.push((rest, verdict));
                }
            }
            verdict => out.push((vec![m], verdict)),
        }
    }
    out
}

#[test]
fn every_goal_is_met_by_some_legal_turn_and_missed_by_another_except_a_free_drop() {
    for l in lessons() {
        let attempt = LessonAttempt::new(&l);
        assert!(!l.game.is_over(), "{}: the game is not over before the learner moves", l.id);
        let all = turns(&attempt);
        let done = all.iter().filter(|(_, v)| *v == Verdict::Done).count();
        let missed = all.iter().filter(|(_, v)| matches!(v, Verdict::Miss(_))).count();
        assert!(done >= 1, "{}: no legal turn meets the goal {:?}", l.id, l.goal);
        assert_eq!(done + missed, all.len(), "{}: every legal turn is done or missed", l.id);
        // The drop lesson teaches that any empty square will do, so nothing misses there.
        if l.id != "parachute" {
            assert!(missed >= 1, "{}: every legal turn meets the goal {:?}", l.id, l.goal);
        } else {
            assert_eq!(done, 64 - l.game.position().occupied().len(), "a drop on every empty square");
        }
    }
}

#[test]
fn count_the_pieces_on_the_line() {
    // Seed 000 figure 2: b1 has b1-b3 (two on the b-file), b1-d3 (two on the b1–h7 diagonal) and
    // b1-h1 (six on rank 1); the lesson asks for the diagonal one.
    lesson_plays(
        "count",
        "8  . b b b b b b .
         7  w . . . . . . w
         6  w . . . . . . w
         5  w . . . . . . w
         4  w . . . . . . w
         3  w . . . . . . w
         2  w . . . . . . w
         1  . b b b b b b .
            a b c d e f g h",
        &[("b1-b3", Verdict::Miss(Miss::OtherMove)), ("b1-h1", Verdict::Miss(Miss::OtherMove))],
        "b1-d3",
    );
    let mut attempt = LessonAttempt::new(&get("count"));
    let wrong = try_text(&mut attempt, "b1-e4");
    assert!(illegal(|e| matches!(e, PlayError::WrongDistance { pieces: 2, .. }))(&wrong), "{wrong:?}");
}

#[test]
fn jump_your_own_pieces_but_not_the_opponents() {
    // Seed 000 figure 4 (after b1-d3 a3xd3): f1 jumps its own c1–e1 to a1, five squares, but
    // cannot go three squares to c4 over White's d3.
    lesson_plays(
        "jump",
        "8  . b b b b b b .
         7  w . . . . . . w
         6  w . . . . . . w
         5  w . . . . . . w
         4  w . . . . . . w
         3  . . . w . . . w
         2  w . . . . . . w
         1  . . b b b b b .
            a b c d e f g h",
        &[("f1-f3", Verdict::Miss(Miss::OtherMove)), ("f1xh3", Verdict::Miss(Miss::OtherMove))],
        "f1-a1",
    );
    let mut attempt = LessonAttempt::new(&get("jump"));
    let over = try_text(&mut attempt, "f1-c4");
    assert!(illegal(|e| matches!(e, PlayError::JumpsEnemy { .. }))(&over), "{over:?}");
}

#[test]
fn capture_but_not_the_piece_that_joins_the_opponent() {
    // b5xb7 leaves White's e5 and d4 as one group: White wins (docs/rules.md §1.5).
    lesson_plays(
        "capture",
        "8  . . . . . . . .
         7  . w . . . . . .
         6  . . . . . . . .
         5  . b . . w . . .
         4  . . . w . . . .
         3  . . . . . . b .
         2  . . . . . . . .
         1  . . . . . . b .
            a b c d e f g h",
        &[("g1-h1", Verdict::Miss(Miss::NoCapture)), ("b5xb7", Verdict::Miss(Miss::OpponentWins))],
        "g3xe5",
    );
}

#[test]
fn connect_with_diagonal_links() {
    // d2-d4 touches c3 and e5 only at corners, which is enough.
    lesson_plays(
        "connect",
        "8  w . . w . . . .
         7  . . . . . . . .
         6  . . . . . . . .
         5  . . . . b . . .
         4  . . . . . . . .
         3  . . b . . . . .
         2  . . . b . . . .
         1  . . . . . . . w
            a b c d e f g h",
        &[("d2-e3", Verdict::Miss(Miss::NotConnected))],
        "d2-d4",
    );
}

#[test]
fn block_the_square_the_opponent_needs() {
    // Black threatens b6-d4 (two pieces on the a7–g1 diagonal), joining e3; White stands on d4.
    let l = get("block");
    let mut attempt = LessonAttempt::new(&l);
    let threat = parse_move("b6-d4", attempt.game().position()).unwrap();
    lesson_plays(
        "block",
        "8  . . . . . w . .
         7  . . . . . . . .
         6  . b . . . . . .
         5  . . . . . . . .
         4  . . w . . . . .
         3  . . . . b . . w
         2  . . . b b . . .
         1  . . b . . w . w
            a b c d e f g h",
        &[("f8-f6", Verdict::Miss(Miss::OpponentConnects(threat)))],
        "c4-d4",
    );
    assert_eq!(try_text(&mut attempt, "c4-c6"), Verdict::Miss(Miss::OpponentConnects(threat)));
}

#[test]
fn one_capture_connects_both_sides_and_the_mover_wins() {
    // Seed 000 figure 6, in our colours: c5xc3 leaves White one piece (a group) and joins Black.
    lesson_plays(
        "simultaneous",
        "8  . . . . . . . w
         7  . . . . . . . .
         6  . . . . . . . .
         5  . . b . . . . .
         4  . . . . . . . .
         3  . . w . . . . .
         2  . b . b . . . .
         1  . . . . . . . .
            a b c d e f g h",
        &[("b2-b3", Verdict::Miss(Miss::NotConnected))],
        "c5xc3",
    );
    let l = get("simultaneous");
    let mut draw_rules = l.clone();
    draw_rules.game.set_rules(loa::Rules { simultaneous: loa::Simultaneous::Draw, ..l.rules });
    let mut attempt = LessonAttempt::new(&draw_rules);
    assert_eq!(try_text(&mut attempt, "c5xc3"), Verdict::Miss(Miss::Drawn), "under the draw option");
}

#[test]
fn wall_the_opponent_in_so_it_must_pass() {
    lesson_plays(
        "pass",
        "8  . . . . . . w b
         7  . . . . . . w w
         6  . . . . . . . .
         5  . . . . . . . .
         4  . . . . . . . .
         3  . . . w . . . .
         2  w w . . . . . .
         1  b . . . . . . .
            a b c d e f g h",
        &[("d3-d4", Verdict::Miss(Miss::OpponentCanMove(1)))],
        "d3-b1",
    );
}

#[test]
fn the_third_occurrence_is_a_draw() {
    let l = get("repetition");
    assert_eq!(l.moves.len(), 7, "the position has occurred twice; h2-h1 brings it back a third time");
    lesson_plays(
        "repetition",
        "8  . . . . . . . .
         7  . . . . . . . .
         6  . . . b . . . .
         5  . . . . . . . .
         4  . . . . . . . .
         3  . . . . . w . .
         2  . . . . . . . w
         1  b . . . . . . .
            a b c d e f g h",
        &[("h2-h3", Verdict::Miss(Miss::NoDraw))],
        "h2-h1",
    );
}

#[test]
fn scrambled_eggs_edges_alternate() {
    lesson_plays(
        "scrambled-eggs",
        "8  . w b w b w b .
         7  b . . . . . . w
         6  w . . . . . . b
         5  b . . . . . . w
         4  w . . . . . . b
         3  b . . . . . . w
         2  w . . . . . . b
         1  . b w b w b w .
            a b c d e f g h",
        &[("d1-d3", Verdict::Miss(Miss::WrongPiece(loa::Square::parse("b1").unwrap())))],
        "b1-d3",
    );
    let mut attempt = LessonAttempt::new(&get("scrambled-eggs"));
    let along = try_text(&mut attempt, "b1-h1");
    assert!(illegal(|e| matches!(e, PlayError::JumpsEnemy { .. }))(&along), "{along:?}");
}

#[test]
fn parachute_drops_an_opponents_piece_on_any_empty_square() {
    // After a3-c3 Black owes the drop: a white piece, on any empty square, and nothing else.
    lesson_plays(
        "parachute",
        "8  . . . . . . . .
         7  b . . . . . . w
         6  w . . . . . . b
         5  b . . . . . . w
         4  w . . . . . . b
         3  . . b . . . . w
         2  w . . . . . . b
         1  . . . . . . . .
            a b c d e f g h",
        &[],
        "@e5",
    );
    let l = get("parachute");
    let mut attempt = LessonAttempt::new(&l);
    assert!(illegal(|e| *e == PlayError::DropDue)(&try_text(&mut attempt, "c3-c5")));
    assert!(illegal(|e| matches!(e, PlayError::DropNotEmpty(_)))(&try_text(&mut attempt, "@c3")));
    assert_eq!(try_text(&mut attempt, "@a1"), Verdict::Done);
    assert_eq!(
        attempt.game().position().piece_at(loa::Square::parse("a1").unwrap()),
        Some(loa::Colour::White)
    );
}

#[test]
fn ambiloa_south_moves_first_and_the_team_connects() {
    let l = get("ambiloa");
    assert_eq!(l.game.position().turn(), loa::Colour::White, "South plays White and moves first");
    lesson_plays(
        "ambiloa",
        "8  . . . . . . . .
         7  . . u . . . . .
         6  . . . . . . . .
         5  b . . y . . . .
         4  . . . w . . . .
         3  . . . . . . . .
         2  . . . . . . . u
         1  . . w . . . . .
            a b c d e f g h",
        &[("c1-d2", Verdict::Miss(Miss::NotConnected))],
        "c1-c3",
    );
}

#[test]
fn the_smaller_boards() {
    lesson_plays(
        "standard-6x6",
        "6  . . . . . .
         5  . . . . . .
         4  w w b b b .
         3  . w . w w .
         2  . . . . b .
         1  . . . b . .
            a b c d e f",
        &[("a4-a5", Verdict::Miss(Miss::NotConnected))],
        "b4-c3",
    );
    lesson_plays(
        "standard-7x7",
        "7  . b b b b b .
         6  w . . . . . w
         5  w . . . . . w
         4  w . . . . . w
         3  w . . . . . w
         2  w . . . . . w
         1  . b b b b b .
            a b c d e f g",
        &[("b1-b3", Verdict::Miss(Miss::NoCapture))],
        "c1xa3",
    );
}

#[test]
fn the_gemma_lesson_is_won_only_by_removing_the_walled_in_piece() {
    let l = get("gemma");
    let pos = l.game.position();
    let winners: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|&&m| {
            let mut child = *pos;
            child.play_unchecked(m);
            child.is_decided_after(m)
        })
        .map(|m| m.to_string())
        .collect();
    assert_eq!(winners, ["a2-^^"], "{pos}");
    assert!(!pos
        .legal_moves()
        .iter()
        .any(|m| m.from().is_some_and(|f| f.to_string() == "a2") && !m.is_vacate()));
}

/// The wide boards' rows of the tour: after the 8×8 lessons in the list the page gets, each
/// starting from its variant's start with its moves, and judged by the core as the 8×8 ones
/// are: some legal move meets the goal, another misses it (and is taken back), an illegal one
/// is refused with the board's own code.
#[test]
fn the_wide_boards_lessons_close_the_tour_and_the_core_judges_them() {
    use loa::boundary::{check_lesson_text, lesson_views};
    use loa::lesson::{cell_lesson, CellLessonAttempt, CELL_LESSONS};
    let views = lesson_views();
    let ids: Vec<&str> = views.iter().map(|v| v.id).collect();
    assert_eq!(ids[..14], TOUR);
    assert_eq!(ids[14..], ["black-hole", "hex-5", "hex-6", "standard-12x12"]);
    assert_eq!((views[9].variant, views[14].variant, views[14].start), ("parachute", "black-hole", None));
    for entry in CELL_LESSONS {
        let lesson = cell_lesson(entry.id).unwrap_or_else(|| panic!("{}: does not read", entry.id));
        assert_eq!(lesson.game.moves().len(), entry.moves.len(), "{}", entry.id);
        let attempt = CellLessonAttempt::new(&lesson);
        let (mut done, mut missed) = (0, 0);
        for m in attempt.game().legal_moves() {
            let mut trial = attempt.clone();
            match trial.check(m) {
                Verdict::Done => done += 1,
                Verdict::Miss(_) => {
                    missed += 1;
                    assert_eq!(
                        trial.game().moves().len(),
                        entry.moves.len(),
                        "{}: the miss is taken back",
                        entry.id
                    );
                }
                other => panic!("{}: {other:?}", entry.id),
            }
        }
        assert!(done >= 1 && missed >= 1, "{}: {done} moves meet the goal, {missed} miss it", entry.id);
    }
    // The verdicts as the page gets them, on Black Hole's hole (e5).
    let mut attempt = CellLessonAttempt::new(&cell_lesson("black-hole").unwrap());
    let mut check = |text: &str| check_lesson_text(&mut attempt, text);
    let illegal = check("c3-c4").unwrap();
    assert_eq!((illegal.verdict, illegal.refusal.map(|r| r.code)), ("illegal", Some("wrong-distance")));
    let miss = check("c3-c5").unwrap();
    assert_eq!((miss.verdict, miss.code), ("miss", Some("no-hole")));
    assert!(check("c3-z9").unwrap_err().contains("z9"));
    assert_eq!(check("c3-e5").unwrap().verdict, "done");
    assert_eq!(check("d1-d3").unwrap().verdict, "already-done");
    let mut hex = CellLessonAttempt::new(&cell_lesson("hex-5").unwrap());
    let quiet = check_lesson_text(&mut hex, "i2-g2").unwrap();
    assert_eq!((quiet.verdict, quiet.code), ("miss", Some("no-capture")));
    assert_eq!(check_lesson_text(&mut hex, "c4-c6").unwrap().verdict, "done");
}
