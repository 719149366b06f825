//! The `loa` protocol on the wide boards, and the wide engine's text: every wide variant answers
//! `perft` with the pinned counts, moves and position strings round-trip over random games, and
//! bad input gets a precise error and changes nothing.

use loa::protocol::Session;
use loa::wide::{cell_shapes, WidePosition};
use loa::wide::{format_wide_move, format_wide_position, parse_wide_move, parse_wide_position, random_move};
use loa::Simultaneous;

fn run(session: &mut Session, line: &str) -> Vec<String> {
    session.handle(line)
}

#[test]
fn each_wide_variant_answers_perft_with_the_pinned_counts() {
    let mut session = Session::new();
    for (key, counts) in [
        ("black-hole", ["perft 1 42", "perft 2 1712", "perft 3 72836"]),
        ("standard-12x12", ["perft 1 60", "perft 2 3548", "perft 3 217524"]),
        ("hex-5", ["perft 1 15", "perft 2 219", "perft 3 3936"]),
        ("hex-6", ["perft 1 30", "perft 2 870", "perft 3 26946"]),
    ] {
        assert_eq!(run(&mut session, &format!("variant {key}")), ["ok"]);
        for (depth, expected) in counts.iter().enumerate() {
            assert_eq!(run(&mut session, &format!("perft {}", depth + 1)), [*expected], "{key}");
        }
    }
    // Back to 8×8: its own counts again.
    assert_eq!(run(&mut session, "variant standard"), ["ok"]);
    assert_eq!(run(&mut session, "perft 2"), ["perft 2 1244"]);
}

#[test]
fn a_wide_game_plays_undoes_and_reports_through_the_protocol() {
    let mut session = Session::new();
    // The session's rules start the game: the repetition draw is on, as it is by default.
    assert_eq!(run(&mut session, "variant black-hole"), ["ok"]);
    assert_eq!(run(&mut session, "play b1-b3"), ["ok"]);
    assert_eq!(run(&mut session, "play b1-b3"), ["error illegal move b1-b3: there is no piece on b1"]);
    assert_eq!(
        run(&mut session, "fen"),
        ["position black-hole 1bbbbbbb1/w7w/w7w/w7w/w3*3w/w7w/wb6w/w7w/2bbbbbb1 w - mover-wins,repetition"]
    );
    // divide, undo, redo, record and sgf answer on every board alike: protocol_boards.rs.
    let go = run(&mut session, "go level 4");
    let best = go.last().unwrap().strip_prefix("bestmove ").expect("a bestmove line");
    assert_eq!(run(&mut session, &format!("play {best}")), ["ok"]);
    assert_eq!(run(&mut session, "status"), ["in_progress"]);
    let record = run(&mut session, "record").join("\n");
    assert!(record.starts_with("[Variant \"Black Hole 9×9\"]"), "{record}");
}

#[test]
fn a_side_that_connects_ends_the_game_and_the_scoring_follows_the_rules() {
    let mut session = Session::new();
    // Black a1 and b3, White c3 and i8: a1 takes c3 along the diagonal (two pieces on it), which
    // joins Black's b3 and leaves White one piece: both sides connected by one move.
    let start = "position black-hole 9/8w/9/9/4*4/9/1bw6/9/b8 b - draw";
    assert_eq!(run(&mut session, start), ["ok"]);
    assert_eq!(
        run(&mut session, "play a1-b2"),
        ["error illegal move a1-b2: the piece on a1 moves 2 cells along this line (to c3), not 1"]
    );
    assert_eq!(run(&mut session, "play a1xc3"), ["ok"]);
    assert_eq!(run(&mut session, "status"), ["gameover draw draw by simultaneous connection"]);
    assert_eq!(run(&mut session, "undo"), ["ok"]);
    assert_eq!(run(&mut session, "rules mover-wins"), ["ok"]);
    assert_eq!(run(&mut session, "play a1-c3"), ["ok"]);
    assert_eq!(
        run(&mut session, "status"),
        ["gameover black_wins Black connected all pieces; both sides connected, and the mover wins"]
    );
    assert_eq!(
        run(&mut session, "play b3-b4"),
        ["error the game is over: Black connected all pieces; both sides connected, and the mover wins"]
    );
    assert_eq!(run(&mut session, "legalmoves"), ["legalmoves"]);
    assert_eq!(run(&mut session, "perft 2"), ["perft 2 0"]);
    // The hole: c3 slides two cells along the diagonal onto e5 and leaves the game, and Black's
    // last piece, a1, is a connected group of one.
    assert_eq!(run(&mut session, "position black-hole 9/9/9/9/w3*3w/9/2b6/9/b8 b"), ["ok"]);
    assert_eq!(run(&mut session, "play c3-e5"), ["ok"]);
    assert_eq!(run(&mut session, "status"), ["gameover black_wins Black connected all pieces"]);
    assert_eq!(
        run(&mut session, "fen"),
        ["position black-hole 9/9/9/9/w3*3w/9/9/9/b8 w - mover-wins,no-repetition"]
    );
}

#[test]
fn wide_position_strings_round_trip_over_random_games() {
    let mut rng = loa::rng::Rng::new(7);
    for variant in cell_shapes() {
        for _ in 0..6 {
            let mut pos = WidePosition::start(variant);
            for _ in 0..40 {
                for scoring in [Simultaneous::MoverWins, Simultaneous::Draw] {
                    let text = format_wide_position(&pos, scoring);
                    assert_eq!(parse_wide_position(&text), Ok((pos, scoring)), "{text}");
                }
                for m in pos.legal_moves().as_slice() {
                    let text = format_wide_move(&pos, *m);
                    assert_eq!(parse_wide_move(&pos, &text), Ok(*m), "{text}");
                    assert_eq!(
                        parse_wide_move(&pos, &text.to_uppercase().replace('X', "-")),
                        Ok(*m),
                        "{text}"
                    );
                }
                pos = pos.play(random_move(&pos, &mut rng));
                if pos.connection_outcome(Simultaneous::Draw).is_some() {
                    break;
                }
            }
        }
    }
}

#[test]
fn bad_wide_text_gets_a_precise_error_and_changes_nothing() {
    let mut session = Session::new();
    assert_eq!(run(&mut session, "variant hex-6"), ["ok"]);
    let before = run(&mut session, "fen");
    for (line, error) in [
        ("play f6-f7", "error illegal move f6-f7: there is no piece on f6"),
        ("play k2-z9", "error no cell \"z9\" on the hex-6 board (rows a (bottom) to k (top), each numbered from 1 at its left end)"),
        ("play j1-j2", "error illegal move j1-j2: the piece on j1 is not the mover's"),
        ("play pass", "error cannot pass: 30 legal moves exist"),
        ("play k2", "error \"k2\" is not a move: write from-to, e.g. b1-b3, or pass"),
        ("position hex-6 6/7/8/9/10/11/10/9/8/7 b", "error the hex-6 board has 11 rows, the string gives 10"),
        ("position hex-6 6/7/8/9/10/11/10/9/8/7/6 b", "error row 6 (\"11\"): f6 is a hole, write * there"),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/6 b", "error White has 0 pieces: from 1 to 12 on this board"),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/w5 x", "error the side to move is b or w, not \"x\""),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/w5 b B1W1", "error wide boards have no pieces in hand: the fourth field is -, not \"B1W1\""),
        ("position hex-6 b6/7/8/9/10/5*5/10/9/8/7/w5 b", "error row 1 (\"b6\") has 7 cells, the row has 6"),
        ("position hex-6 b4*/7/8/9/10/5*5/10/9/8/7/w5 b", "error row 1 (\"b4*\"): k6 is not a hole"),
        ("position hex-6 99999999999999999/7/8/9/10/5*5/10/9/8/7/w5 b", "error row 1 (\"99999999999999999\"): a run of 99999999999999999 empty cells, the row has 6"),
        ("go depth 0", "error depth must be from 1 to 30, not 0"),
        ("go speed 3", "error go: unknown limit \"speed\" (depth, movetime, nodes, level, infinite)"),
        ("variant hex-7", "error unknown variant \"hex-7\": expected standard, scrambled-eggs, parachute, ambiloa, standard-6x6, standard-7x7, gemma, black-hole, standard-12x12, hex-5, hex-6"),
    ] {
        assert_eq!(run(&mut session, line), [error], "{line}");
        assert_eq!(run(&mut session, "fen"), before, "{line} changed the game");
    }
}
