//! The `loa` protocol's commands as rows over every board: each command answers on the 8×8
//! boards and on the wide ones (black-hole, 12×12, hex) with the same words, because each is
//! written once over the board (src/protocol/commands.rs).

use loa::protocol::Session;
use loa::Variant;

/// A session playing a new game of `variant`.
fn session_on(variant: Variant) -> Session {
    let mut session = Session::new();
    assert_eq!(session.handle(&format!("variant {}", variant.key())), ["ok"], "{variant:?}");
    session
}

/// The one reply line of `line`.
fn one(session: &mut Session, line: &str) -> String {
    let reply = session.handle(line);
    assert_eq!(reply.len(), 1, "{line}: {reply:?}");
    reply[0].clone()
}

/// The first legal move now.
fn first_move(session: &mut Session) -> String {
    let moves = one(session, "legalmoves");
    moves.split(' ').nth(1).expect("a legal move").to_string()
}

#[test]
fn a_refused_line_gets_the_same_words_on_every_board_and_changes_nothing() {
    for variant in Variant::ALL {
        let mut session = session_on(variant);
        let before = one(&mut session, "fen");
        for (line, error) in [
            ("play", "error play takes one move or turn, e.g. play b1-d3 or play a3-c5@d4"),
            ("play a b", "error play takes one move or turn, e.g. play b1-d3 or play a3-c5@d4"),
            ("perft 99", "error perft depth 99 is too deep: at most 7 here (deeper runs take hours)"),
            ("divide 8", "error divide depth 8 is too deep: at most 7 here (deeper runs take hours)"),
            ("perft", "error perft takes a depth from 0 to 7"),
            ("perft x", "error depth \"x\" is not a number in range"),
            ("undo", "error nothing to undo"),
            ("redo", "error nothing to redo"),
            ("undo now", "error undo takes no arguments, got \"now\""),
            ("resign now", "error resign takes no arguments, got \"now\""),
            ("record x", "error record takes no arguments, got \"x\""),
            ("sgf x", "error sgf takes no arguments, got \"x\""),
            ("legalmoves x", "error legalmoves takes no arguments, got \"x\""),
            ("status x", "error status takes no arguments, got \"x\""),
            ("d x", "error d takes no arguments, got \"x\""),
            ("position", "error position needs startpos or a position string"),
            ("position startpos moves zz", "error moves: move 1 \"zz\": "),
            ("import", "error import takes a record, an SGF game or a position string"),
            ("frobnicate", "error unknown command \"frobnicate\" (try help)"),
        ] {
            let reply = one(&mut session, line);
            assert!(reply.starts_with(error), "{variant:?}: {line} answered {reply:?}");
            assert_eq!(one(&mut session, "fen"), before, "{variant:?}: {line} changed the game");
        }
    }
}

#[test]
fn every_command_answers_on_every_board() {
    for variant in Variant::ALL {
        let mut session = session_on(variant);
        assert_eq!(one(&mut session, "status"), "in_progress", "{variant:?}");
        // `legalmoves` lists what `perft 1` counts and `divide 1` splits.
        let listed = one(&mut session, "legalmoves").split(' ').count() - 1;
        assert_eq!(one(&mut session, "perft 1"), format!("perft 1 {listed}"), "{variant:?}");
        let divide = session.handle("divide 1");
        assert_eq!(divide.len(), listed + 1, "{variant:?}");
        assert_eq!(divide.last().unwrap(), &format!("total {listed}"), "{variant:?}");
        assert_eq!(one(&mut session, "divide 0"), "total 1", "{variant:?}");
        assert!(!session.handle("d").is_empty(), "{variant:?}");
        // A move, undone and redone; its position string sets the same game up again.
        let m = first_move(&mut session);
        assert_eq!(one(&mut session, &format!("play {m}")), "ok", "{variant:?}: {m}");
        let fen = one(&mut session, "fen");
        assert_eq!(one(&mut session, "undo"), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "redo"), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), fen, "{variant:?}");
        assert_eq!(one(&mut session, &fen), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), fen, "{variant:?}");
        assert_eq!(one(&mut session, &format!("position startpos moves {m}")), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), fen, "{variant:?}: startpos is this board's start");
        // The record and the SGF import back into the same game.
        let record = session.handle("record").join(" ");
        assert_eq!(one(&mut session, &format!("import {record}")), "in_progress", "{variant:?}: {record}");
        assert_eq!(one(&mut session, "fen"), fen, "{variant:?}");
        // (AmbiLOA has no SGF setup, and `sgf` says so.)
        let sgf = one(&mut session, "sgf");
        if !sgf.starts_with("error SGF GM[9] has no setup for") {
            assert_eq!(one(&mut session, &format!("import {sgf}")), "in_progress", "{variant:?}: {sgf}");
            assert_eq!(one(&mut session, "fen"), fen, "{variant:?}");
        }
        // The side to move resigns: the game is over, and counts no moves.
        let resigned = one(&mut session, "resign");
        assert!(
            resigned.starts_with("gameover ") && resigned.ends_with(" resigned"),
            "{variant:?}: {resigned}"
        );
        assert_eq!(one(&mut session, "status"), resigned, "{variant:?}");
        assert_eq!(one(&mut session, "legalmoves"), "legalmoves", "{variant:?}");
        assert_eq!(one(&mut session, "perft 2"), "perft 2 0", "{variant:?}");
        assert!(one(&mut session, "go depth 1").starts_with("error the game is over: "), "{variant:?}");
    }
}

#[test]
fn redo_after_a_rules_change_ended_the_game_says_why_on_every_board() {
    for variant in Variant::ALL {
        let mut session = session_on(variant);
        // Three moves make at least two turns (a Parachute turn may be a slide and its drop).
        for _ in 0..3 {
            let m = first_move(&mut session);
            assert_eq!(one(&mut session, &format!("play {m}")), "ok", "{variant:?}: {m}");
        }
        assert_eq!(one(&mut session, "undo"), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "rules limit 1"), "ok", "{variant:?}");
        assert_eq!(
            one(&mut session, "redo"),
            "error cannot redo: the game is over: draw by move limit (undo, or change the rules back)",
            "{variant:?}"
        );
    }
}

#[test]
fn an_imported_game_keeps_its_names_in_record_and_sgf_on_every_board() {
    for variant in Variant::ALL {
        let mut session = session_on(variant);
        let m = first_move(&mut session);
        assert_eq!(one(&mut session, &format!("play {m}")), "ok", "{variant:?}: {m}");
        let record = session.handle("record").join(" ");
        let named = format!("import [Event \"Club cup\"] {record}");
        assert_eq!(one(&mut session, &named), "in_progress", "{variant:?}: {named}");
        let again = session.handle("record");
        assert!(again.iter().any(|l| l == "[Event \"Club cup\"]"), "{variant:?}: {again:?}");
        let sgf = one(&mut session, "sgf");
        assert!(
            sgf.contains("EV[Club cup]") || sgf.starts_with("error SGF GM[9] has no setup"),
            "{variant:?}: {sgf}"
        );
    }
}

#[test]
fn open_lists_an_sgf_collection_and_pick_plays_on_from_it_on_every_board() {
    use loa::notation::setup_name;
    let dir = std::env::temp_dir().join(format!("loa-collections-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for variant in Variant::ALL {
        let Some(setup) = setup_name(variant) else { continue };
        // Two games written by the session itself: the first with a move and a resignation
        // node as Boardspace writes it (`Resigns`), the second unreadable (a move off the board).
        let mut session = session_on(variant);
        let first = first_move(&mut session);
        let letter = if one(&mut session, "fen").contains(" b ") { "B" } else { "W" };
        let text = format!(
            "(;GM[9]SU[{setup}]PB[Ann]PW[Bob];{letter}[{first}];{}[Resigns])\n(;GM[9]SU[{setup}];{letter}[a1-z99])",
            if letter == "B" { "W" } else { "B" }
        );
        let file = dir.join(format!("{}.sgf", variant.key()));
        std::fs::write(&file, &text).unwrap();
        let mut session = Session::new();
        let listed = session.handle(&format!("open {}", file.display()));
        assert_eq!(listed.len(), 3, "{variant:?}: {listed:?}");
        assert_eq!(listed[0], "games 2", "{variant:?}");
        assert!(listed[1].starts_with("game 1: Ann - Bob · 1 turn"), "{variant:?}: {}", listed[1]);
        assert!(
            listed[2].starts_with("game 2: 1 turn · cannot be read: SGF line 2"),
            "{variant:?}: {}",
            listed[2]
        );
        assert!(one(&mut session, "pick 2").starts_with("error SGF line 2"), "{variant:?}");
        let status = one(&mut session, "pick 1");
        assert!(status.starts_with("gameover ") && status.contains("resign"), "{variant:?}: {status}");
        let record = session.handle("record").join("\n");
        assert!(record.contains("[Black \"Ann\"]") && record.contains(&first), "{variant:?}: {record}");
        assert!(record.contains(&format!("[Variant \"{}\"]", variant.name())), "{variant:?}: {record}");
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_rules_form_changes_the_game_in_play_alike_on_every_board() {
    for variant in Variant::ALL {
        let mut session = session_on(variant);
        let start = one(&mut session, "fen");
        // The reversed start only starts a game: the game in play keeps its start and its rules.
        assert_eq!(one(&mut session, "rules reversed on"), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), start, "{variant:?}: rules reversed changed the game in play");
        // The next start is the reversed one, from `position startpos` as from `variant`.
        assert_eq!(one(&mut session, "position startpos"), "ok", "{variant:?}");
        let reversed = one(&mut session, "fen");
        assert_ne!(reversed, start, "{variant:?}: position startpos ignored rules reversed");
        assert!(reversed.ends_with(",reversed"), "{variant:?}: {reversed}");
        assert_eq!(one(&mut session, &format!("variant {}", variant.key())), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), reversed, "{variant:?}");
        // The scoring, the repetition draw and the move limit change the game in play.
        for line in ["rules draw", "rules repetition off", "rules limit 40"] {
            assert_eq!(one(&mut session, line), "ok", "{variant:?}: {line}");
        }
        let fen = one(&mut session, "fen");
        // (The wide boards' rules field leaves the repetition draw out when it is off.)
        let field = fen.rsplit(' ').next().unwrap_or_default();
        let field: Vec<&str> = field.split(',').filter(|&f| f != "no-repetition").collect();
        assert_eq!(field, ["draw", "limit=40", "reversed"], "{variant:?}: {fen}");
        // Turned off again, the game keeps its reversed start; the next one is the usual start.
        assert_eq!(one(&mut session, "rules reversed off"), "ok", "{variant:?}");
        assert_eq!(one(&mut session, "fen"), fen, "{variant:?}");
        assert_eq!(one(&mut session, "position startpos"), "ok", "{variant:?}");
        assert!(!one(&mut session, "fen").contains("reversed"), "{variant:?}");
    }
}

// The `loa` protocol on the wide boards, and the cell board's text: every wide variant answers
// `perft` with the pinned counts, moves and position strings round-trip over random games, and
// bad input gets a precise error and changes nothing.
mod cell_boards {
    use loa::cell_board::{cell_shapes, CellPosition};
    use loa::cell_board::{
        format_cell_move, format_cell_position, parse_cell_move, parse_cell_position, random_move,
    };
    use loa::protocol::Session;
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
            ["error illegal move a1-b2: the a1-i9 diagonal holds 2 pieces, so a piece on it moves exactly 2 squares"]
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
            ["error illegal move b3-b4: the game is over: Black connected all pieces; both sides connected, and the mover wins"]
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
                let mut pos = CellPosition::start(variant);
                for _ in 0..40 {
                    for scoring in [Simultaneous::MoverWins, Simultaneous::Draw] {
                        let text = format_cell_position(&pos, scoring);
                        assert_eq!(parse_cell_position(&text), Ok((pos, scoring)), "{text}");
                    }
                    for m in pos.legal_moves().as_slice() {
                        let text = format_cell_move(&pos, *m);
                        assert_eq!(parse_cell_move(&pos, &text), Ok(*m), "{text}");
                        assert_eq!(
                            parse_cell_move(&pos, &text.to_uppercase().replace('X', "-")),
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
        ("play k2-z9", "error bad move \"k2-z9\": no cell \"z9\" on the hex-6 board (rows a (bottom) to k (top), each numbered from 1 at its left end)"),
        ("play j1-j2", "error illegal move j1-j2: the piece on j1 is White's, and it is Black's turn"),
        ("play pass", "error illegal move pass: cannot pass: you have a legal move"),
        ("play k2", "error bad move \"k2\": expected from-cell, optional separator (-, x, :) and to-cell, e.g. b1-b3, or pass"),
        ("position hex-6 6/7/8/9/10/11/10/9/8/7 b", "error position string, board: the hex-6 board has 11 rows, the string gives 10"),
        ("position hex-6 6/7/8/9/10/11/10/9/8/7/6 b", "error position string, board: row 6 (\"11\"): f6 is a hole, write * there"),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/6 b", "error position string, board: White has 0 pieces: from 1 to 12 on this board"),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/w5 x", "error position string, to move: the side to move is b or w, not \"x\""),
        ("position hex-6 b5/7/8/9/10/5*5/10/9/8/7/w5 b B1W1", "error position string, hand: wide boards have no pieces in hand: the fourth field is -, not \"B1W1\""),
        ("position hex-6 b6/7/8/9/10/5*5/10/9/8/7/w5 b", "error position string, board: row 1 (\"b6\") has 7 cells, the row has 6"),
        ("position hex-6 b4*/7/8/9/10/5*5/10/9/8/7/w5 b", "error position string, board: row 1 (\"b4*\"): k6 is not a hole"),
        ("position hex-6 99999999999999999/7/8/9/10/5*5/10/9/8/7/w5 b", "error position string, board: row 1 (\"99999999999999999\"): a run of 99999999999999999 empty cells, the row has 6"),
        ("go depth 0", "error depth must be from 1 to 30, not 0"),
        ("go speed 3", "error go: unknown limit \"speed\" (depth, movetime, nodes, level, infinite)"),
        ("variant hex-7", "error unknown variant \"hex-7\": expected standard, scrambled-eggs, parachute, ambiloa, standard-6x6, standard-7x7, gemma, black-hole, standard-12x12, hex-5, hex-6"),
    ] {
        assert_eq!(run(&mut session, line), [error], "{line}");
        assert_eq!(run(&mut session, "fen"), before, "{line} changed the game");
    }
    }
}
