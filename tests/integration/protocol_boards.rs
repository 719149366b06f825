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
