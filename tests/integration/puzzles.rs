//! The shipped puzzle collection (www/puzzles/puzzles.txt, built by examples/make_puzzles.rs):
//! every puzzle is proven again by the exhaustive prover — a forced win in exactly its number of
//! turns, none shorter — its solution is replayed through `Attempt` (each key move judged
//! correct, each defence the longest resistance, ending in the solver's win), and a wrong first
//! move is refuted by a defence the prover confirms escapes.

use loa::notation::parse_move;
use loa::puzzle::{parse_collection, parse_puzzle_line, Attempt, Puzzle, Verdict};
use loa::search::prove::{shortest_win, side_wins_within};
use loa::{Game, Move, PlayError, Position, SquareVariant, Variant};

fn collection() -> Vec<Puzzle> {
    parse_collection(include_str!("../../www/puzzles/puzzles.txt")).unwrap_or_else(|e| panic!("{e}"))
}

fn has_drop(p: &Puzzle) -> bool {
    p.solution.iter().any(|m| m.is_drop())
}

#[test]
fn the_collection_has_at_least_200_puzzles_in_every_variant_with_parachute_drops() {
    let puzzles = collection();
    assert!(puzzles.len() >= 200, "{} puzzles", puzzles.len());
    // Gemma came after the collection was built and has no puzzles yet.
    for v in SquareVariant::ALL.map(Variant::from).into_iter().filter(|&v| v != Variant::Gemma) {
        for n in 1..=3 {
            let count = puzzles.iter().filter(|p| p.position.variant() == v && p.wins_in == n).count();
            assert!(count >= 5, "{v}: {count} puzzles won in {n}");
        }
    }
    let drops = puzzles.iter().filter(|p| has_drop(p)).count();
    assert!(drops >= 5, "{drops} Parachute puzzles whose line drops pieces");
    let real = puzzles.iter().filter(|p| p.source.starts_with("Winands' thesis")).count();
    assert!(real >= 20, "{real} puzzles from the thesis games");
}

#[test]
fn every_puzzle_is_a_forced_win_in_exactly_its_number_of_turns() {
    for p in collection() {
        let shortest = shortest_win(&p.position, p.wins_in, p.rules.simultaneous);
        assert_eq!(shortest, Some(p.wins_in), "{}: {}\n{}", p.id, p.source, p.position);
    }
}

/// The fewest turns the solver (`side`) needs from `pos`, within `most`.
fn turns_needed(pos: &Position, side: usize, most: u32, p: &Puzzle) -> Option<u32> {
    (0..=most).find(|&n| side_wins_within(pos, side, n, p.rules.simultaneous))
}

#[test]
fn every_solution_is_judged_correct_answered_by_the_longest_defence_and_ends_in_the_win() {
    for p in collection() {
        let solver = p.position.side_to_move().index();
        let mut attempt = Attempt::new(&p);
        let mut i = 0;
        while i < p.solution.len() {
            let key = p.solution[i];
            assert!(attempt.winning_moves().contains(&key), "{}: {key} is not a winning move", p.id);
            let before = *attempt.position();
            let Verdict::Correct { reply, solved } = attempt.check(key) else {
                panic!("{}: the solution's {key} is not judged correct", p.id)
            };
            i += 1;
            assert_eq!(reply[..], p.solution[i..i + reply.len()], "{}: the defence after {key}", p.id);
            // The longest resistance: no other defence needs more of the solver's turns.
            let mut pos = before;
            pos.play_unchecked(key);
            for &chosen in &reply {
                let left = attempt.turns_left();
                // A defence that escapes would need "infinitely many" turns: rated above all.
                let after = |m: Move| {
                    let mut child = pos;
                    child.play_unchecked(m);
                    turns_needed(&child, solver, left, &p).unwrap_or(u32::MAX)
                };
                let best = pos.legal_moves().iter().map(|&m| after(m)).max();
                assert_eq!(Some(after(chosen)), best, "{}: {chosen} is not the longest defence", p.id);
                pos.play_unchecked(chosen);
            }
            i += reply.len();
            assert_eq!(solved, i == p.solution.len(), "{}: solved only at the end of the line", p.id);
        }
        assert!(attempt.is_solved(), "{}: the line does not end in the solver's win", p.id);
        let err = attempt.check(p.solution[0]);
        assert!(matches!(err, Verdict::Illegal(PlayError::GameOver(_))), "{}: {err:?}", p.id);
    }
}

#[test]
fn a_wrong_first_move_is_refuted_by_a_defence_that_escapes() {
    let mut refuted = 0;
    for p in collection() {
        let solver = p.position.side_to_move().index();
        let mut attempt = Attempt::new(&p);
        let winning = attempt.winning_moves();
        let Some(&wrong) = p.position.legal_moves().iter().find(|m| !winning.contains(m)) else { continue };
        let Verdict::Wrong { try_move, refutation, outcome } = attempt.check(wrong) else {
            panic!("{}: {wrong} is not judged wrong", p.id)
        };
        assert_eq!(try_move, wrong);
        assert_eq!(attempt.position(), &p.position, "{}: a wrong try changes nothing", p.id);
        // Play the try and the refutation by the rules; then the solver has no forced win in
        // the turns it has left.
        let mut game = Game::from_position(p.position, p.rules);
        game.play(wrong).unwrap();
        for &m in &refutation {
            game.play(m).unwrap_or_else(|e| panic!("{}: refutation {m}: {e}", p.id));
        }
        let turns_used = game
            .positions()
            .windows(2)
            .filter(|w| w[0].side_to_move().index() == solver && w[1].side_to_move().index() != solver)
            .count() as u32;
        let left = p.wins_in.saturating_sub(turns_used);
        assert!(!side_wins_within(game.position(), solver, left, p.rules.simultaneous), "{}: {wrong}", p.id);
        assert_eq!(outcome.is_some(), refutation.is_empty(), "{}: an outcome or a refutation", p.id);
        refuted += 1;
    }
    assert!(refuted >= 150, "only {refuted} puzzles have a wrong first move");
}

#[test]
fn an_illegal_try_gets_the_rules_reason_and_changes_nothing() {
    let p = collection().into_iter().find(|p| p.position.variant() == Variant::Standard).unwrap();
    let mut attempt = Attempt::new(&p);
    let a_drop = parse_move("@d4", &p.position).unwrap();
    assert_eq!(attempt.check(a_drop), Verdict::Illegal(PlayError::NoDropsInVariant(Variant::Standard)));
    let empty =
        (0..64).map(|i| loa::Square::new(i).unwrap()).find(|&s| p.position.piece_at(s).is_none()).unwrap();
    let other = (0..64).map(|i| loa::Square::new(i).unwrap()).find(|&s| s != empty).unwrap();
    assert_eq!(attempt.check(Move::slide(empty, other, false)), Verdict::Illegal(PlayError::NoPiece(empty)));
    assert_eq!(attempt.position(), &p.position);
    assert_eq!(attempt.turns_left(), p.wins_in);
}

#[test]
fn a_parachute_slide_keeps_the_turn_until_its_drop() {
    let p = collection().into_iter().find(|p| has_drop(p) && !p.solution[0].is_drop()).unwrap();
    let mut attempt = Attempt::new(&p);
    assert_eq!(attempt.check(p.solution[0]), Verdict::Correct { reply: vec![], solved: false });
    assert!(attempt.position().drop_due());
    assert_eq!(attempt.turns_left(), p.wins_in, "{}: the slide and its drop are one turn", p.id);
}

#[test]
fn bad_lines_are_refused_with_the_field_and_the_reason() {
    let good = include_str!("../../www/puzzles/puzzles.txt").lines().find(|l| !l.starts_with('#')).unwrap();
    let fields: Vec<&str> = good.split('|').map(str::trim).collect();
    let with = |i: usize, value: &str| {
        let mut f = fields.clone();
        f[i] = value;
        f.join(" | ")
    };
    let err = |line: String| parse_puzzle_line(&line).unwrap_err();
    assert!(err(fields[..5].join(" | ")).starts_with("expected 6 fields"), "{}", err(fields[..5].join("|")));
    assert_eq!(err(with(0, "Std 1")), "id \"Std 1\": use lower-case letters, digits and - only");
    assert_eq!(err(with(1, "4")), "wins in \"4\": expected 1 to 3");
    assert_eq!(err(with(2, "0")), "difficulty \"0\": expected 1 to 6");
    assert!(
        err(with(3, "standard 8/8 b")).starts_with("position string, board"),
        "{}",
        err(with(3, "standard 8/8 b"))
    );
    assert!(err(with(4, "")).contains("does not end in"), "{}", err(with(4, "")));
    assert!(err(with(4, "z9-a1")).starts_with("solution: bad move"), "{}", err(with(4, "z9-a1")));
    assert_eq!(
        err(with(5, "")),
        "the source is empty: say which game or self-play run the position comes from"
    );
    let wrong_count = with(1, if fields[1] == "1" { "2" } else { "1" });
    assert!(err(wrong_count).contains("turns, but the line says"));
    let twice = format!("{good}\n{good}\n");
    let e = parse_collection(&twice).unwrap_err();
    assert_eq!(e.line, 2);
    assert!(e.to_string().contains("is used twice"), "{e}");
}
