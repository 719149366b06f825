//! The `loa` binary driven through its line protocol on stdin/stdout.

use std::io::Write;
use std::process::{Command, Stdio};

const START: &str = "position standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition";

/// Runs `loa` with `script` as its whole input; returns its exit code and output lines.
fn run(script: &str) -> (i32, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_loa"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the loa binary starts");
    child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.is_empty(), "nothing on stderr: {stderr}");
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    (out.status.code().expect("exited normally"), text.lines().map(str::to_string).collect())
}

fn lines(script: &str) -> Vec<String> {
    let (code, out) = run(script);
    assert_eq!(code, 0);
    out
}

#[test]
fn basic_commands_answer_one_line() {
    let out = lines("isready\nfen\ngetposition\nstatus\nplay b1-d3\nlegalmoves\nundo\nredo\nquit\n");
    assert_eq!(out[0], "readyok");
    assert_eq!(out[1], START);
    assert_eq!(out[2], START);
    assert_eq!(out[3], "in_progress");
    assert_eq!(out[4], "ok");
    assert!(out[5].starts_with("legalmoves ") && out[5].contains(" a3xd3 "), "{}", out[5]);
    assert_eq!(out[5].split(' ').count(), 1 + 37, "{}", out[5]);
    assert_eq!(out[6..], ["ok", "ok"]);
}

#[test]
fn perft_and_divide_count_the_start_position() {
    let out = lines("perft 1\nperft 3\ndivide 2\n");
    assert_eq!(out[0], "perft 1 36");
    assert_eq!(out[1], "perft 3 44952");
    let divide = &out[2..];
    assert_eq!(divide.len(), 37, "36 moves and the total");
    assert_eq!(divide[36], "total 1244");
    let sum: u64 = divide[..36].iter().map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(sum, 1244);
    assert!(divide.iter().any(|l| l == "b1-d3 33" || l.starts_with("b1-d3 ")));
}

#[test]
fn bad_lines_get_specific_errors_and_change_nothing() {
    let bad = [
        ("frobnicate", "error unknown command \"frobnicate\" (try help)"),
        ("play", "error play takes one move or turn"),
        ("play b1-d3 a3xd3", "error play takes one move or turn"),
        ("play z9-a1", "error bad move \"z9-a1\": z9 is not a square"),
        ("play a3-a4", "error illegal move a3-a4: the piece on a3 is White's, and it is Black's turn"),
        ("play b1-b4", "error illegal move b1-b4: the b-file holds 2 pieces"),
        ("play @d4", "error illegal move @d4: Standard has no drops"),
        ("variant", "error variant takes one name"),
        ("variant chess", "error unknown variant \"chess\": expected standard, scrambled-eggs"),
        ("rules fast", "error unknown rules \"fast\""),
        ("rules", "error rules takes"),
        ("rules limit 0", "error the move limit must be at least 1 turn; leave it out for no limit"),
        ("rules limit 99999999999", "error limit \"99999999999\" is not a number in range"),
        ("repetition maybe", "error repetition is on or off, not \"maybe\""),
        ("position", "error position needs startpos or a position string"),
        ("position chess 8 b", "error position string, variant: unknown variant \"chess\""),
        (
            "position startpos moves b1-d3 a3-a4",
            "error moves: move 2 \"a3-a4\": illegal move a3-a4: the a-file",
        ),
        ("position startpos moves b1-d3 zz", "error moves: move 2 \"zz\": bad move \"zz\""),
        ("perft", "error perft takes a depth from 0 to 7"),
        ("perft x", "error depth \"x\" is not a number in range"),
        ("perft -1", "error depth \"-1\" is not a number in range"),
        ("perft 99", "error perft depth 99 is too deep: at most 7 here"),
        ("divide 99999999999999999999", "error depth \"99999999999999999999\" is not a number in range"),
        ("go depth 0", "error depth must be from 1 to 30, not 0"),
        ("go depth 31", "error depth must be from 1 to 30, not 31"),
        ("go depth 64", "error depth must be from 1 to 30, not 64"),
        ("go depth", "error go: depth needs a value"),
        ("go depth 3 depth 4", "error go: depth given twice"),
        ("go speed 3", "error go: unknown limit \"speed\""),
        ("go level 9", "error level must be from 1 to 6, not 9"),
        ("go movetime 0", "error movetime must be from 1 to 86400000, not 0"),
        ("go movetime 86400001", "error movetime must be from 1 to 86400000, not 86400001"),
        (
            "go movetime 18446744073709551615",
            "error movetime must be from 1 to 86400000, not 18446744073709551615",
        ),
        (
            "go movetime 999999999999999999999",
            "error movetime \"999999999999999999999\" is not a number from 1 to",
        ),
        ("go nodes 0", "error nodes must be from 1 to 1000000000000, not 0"),
        ("go infinite depth 3", "error go infinite takes no other limit"),
        ("go depth 3 infinite", "error go infinite takes no other limit"),
        ("redo", "error nothing to redo"),
        ("stop now", "error stop takes no arguments"),
        ("undo", "error nothing to undo"),
        ("isready now", "error isready takes no arguments, got \"now\""),
        ("fen please", "error fen takes no arguments"),
        ("play ✓✓✓✓", "error bad move \"✓✓✓✓\": ✓✓ is not a square"),
    ];
    let mut script = String::from("fen\n");
    for (line, _) in bad {
        script.push_str(line);
        script.push_str("\nfen\n");
    }
    // A line that is not UTF-8 is a bad line too, not the end of the session.
    let mut bytes = script.into_bytes();
    bytes.extend_from_slice(b"\xff\xfe\nfen\n");
    let (code, out) = run(&String::from_utf8_lossy(&bytes));
    assert_eq!(code, 0);
    assert_eq!(out.len(), 1 + 2 * bad.len() + 2, "{out:#?}");
    assert_eq!(out[0], START);
    for (i, (line, expected)) in bad.iter().enumerate() {
        let reply = &out[1 + 2 * i];
        assert!(reply.starts_with(expected), "{line:?} answered {reply:?}");
        assert_eq!(out[2 + 2 * i], START, "{line:?} changed the position");
    }
    assert!(out[out.len() - 2].starts_with("error unknown command"));
    assert_eq!(out[out.len() - 1], START);
}

#[test]
fn raw_invalid_utf8_is_answered_not_fatal() {
    let mut child =
        Command::new(env!("CARGO_BIN_EXE_loa")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(b"\xff\xfe\x00\nisready\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let replies: Vec<&str> = text.lines().collect();
    assert_eq!(replies.len(), 2, "{text}");
    assert!(replies[0].starts_with("error unknown command"), "{text}");
    assert_eq!(replies[1], "readyok");
}

#[test]
fn a_full_game_reaches_its_end() {
    let moves = "d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5";
    let mut script = String::new();
    for m in moves.split(' ') {
        script.push_str(&format!("play {m}\n"));
    }
    script.push_str("status\nlegalmoves\ngo depth 1\nplay a2-a3\nrecord\nsgf\nundo\nstatus\nredo\nstatus\n");
    let out = lines(&script);
    assert!(out[..9].iter().all(|l| l == "ok"), "{out:#?}");
    assert_eq!(out[9], "gameover black_wins Black connected all pieces");
    assert_eq!(out[10], "legalmoves");
    assert_eq!(out[11], "error the game is over: Black connected all pieces");
    assert_eq!(out[12], "error illegal move a2-a3: the game is over: Black connected all pieces");
    let record_end = out.iter().position(|l| l.starts_with("(;GM[9]")).unwrap();
    let record = &out[13..record_end];
    assert!(record.contains(&"[Result \"1-0\"]".to_string()), "{record:#?}");
    assert!(record.iter().any(|l| l.ends_with("5. e1-e5 1-0")), "{record:#?}");
    assert!(
        out[record_end].ends_with(";B[e1-e5])") && out[record_end].contains("RE[B+]"),
        "{}",
        out[record_end]
    );
    assert_eq!(
        out[record_end + 1..],
        ["ok", "in_progress", "ok", "gameover black_wins Black connected all pieces"]
    );
}

#[test]
fn go_depth_1_returns_a_legal_move() {
    for variant in ["standard", "parachute", "ambiloa", "standard-6x6"] {
        let out = lines(&format!("variant {variant}\nlegalmoves\ngo depth 1\n"));
        assert_eq!(out[0], "ok");
        let legal: Vec<&str> = out[1].split(' ').skip(1).collect();
        let best = out.last().unwrap().strip_prefix("bestmove ").expect("ends with bestmove");
        assert!(legal.contains(&best), "{variant}: {best} not in {legal:?}");
        for info in &out[2..out.len() - 1] {
            assert!(info.starts_with("info depth "), "{info}");
            assert!(info.contains(" score ") && info.contains(" nodes ") && info.contains(" pv "), "{info}");
        }
        // The move it found can be played.
        let out = lines(&format!("variant {variant}\ngo level 1\n"));
        let best = out.last().unwrap().strip_prefix("bestmove ").unwrap().to_string();
        assert_eq!(lines(&format!("variant {variant}\nplay {best}\n")), ["ok", "ok"]);
    }
}

#[test]
fn parachute_turns_variants_and_position_strings() {
    let out = lines(
        "variant parachute\nplay a3-c3@d4\nfen\nplay a2-c2\nfen\nlegalmoves\nplay @e5\nrecord\nsgf\n\
         position parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6 draw,no-repetition,limit=200 moves @d4 a2-c2@e5\nfen\n\
         variant ambiloa\nsgf\nstatus\n",
    );
    assert_eq!(out[0..2], ["ok", "ok"]);
    assert_eq!(out[2], "position parachute 8/b6w/w6b/b6w/w2w3b/2b4w/w6b/8 w B5W6 mover-wins,repetition");
    assert_eq!(out[3], "ok");
    assert_eq!(out[4], "position parachute 8/b6w/w6b/b6w/w2w3b/2b4w/2w4b/8 w@ B5W6 mover-wins,repetition");
    assert!(out[5].starts_with("legalmoves @a1 @b1"), "{}", out[5]);
    assert_eq!(out[6], "ok");
    assert!(out.iter().any(|l| l == "1. a3-c3@d4 a2-c2@e5 *"), "{out:#?}");
    assert!(out.iter().any(|l| l.ends_with(";B[a3-c3@d4];W[a2-c2@e5])")), "{out:#?}");
    let at = out.iter().position(|l| l.starts_with("(;GM[9]")).unwrap();
    assert_eq!(out[at + 1], "ok");
    assert_eq!(
        out[at + 2],
        "position parachute 8/b6w/w6b/b3b2w/w2w3b/2b4w/2w4b/8 b B5W5 draw,no-repetition,limit=200"
    );
    assert_eq!(out[at + 3..], ["ok", "error SGF GM[9] has no setup for AmbiLOA", "in_progress"]);
}

#[test]
fn rules_change_the_game_in_progress() {
    let out = lines("rules tournament\nfen\nrules limit 2\nrepetition off\nfen\nplay b1-d3\nstatus\nplay a3xd3\nstatus\nrules limit none\nstatus\nrules mover-wins\nfen\n");
    assert_eq!(out[0], "ok");
    assert!(out[1].ends_with(" draw,repetition"), "{}", out[1]);
    assert_eq!(out[2..4], ["ok", "ok"]);
    assert!(out[4].ends_with(" draw,no-repetition,limit=2"), "{}", out[4]);
    assert_eq!(out[5..8], ["ok", "in_progress", "ok"]);
    assert_eq!(out[8], "gameover draw draw by move limit");
    assert_eq!(out[9..11], ["ok", "in_progress"]);
    assert!(out[12].ends_with(" mover-wins,no-repetition"), "{}", out[12]);
}

#[test]
fn d_help_and_blank_lines() {
    let out = lines("\n   \nd\nhelp\n");
    assert_eq!(out[0], "8  . b b b b b b .");
    assert_eq!(out[9], "Black (Standard) to move");
    assert_eq!(out[10], "commands:");
    for command in ["variant", "rules", "position", "play", "undo", "legalmoves", "perft", "go", "quit"] {
        assert!(out[10..].iter().any(|l| l.contains(command)), "help lists {command}");
    }
}

#[test]
fn eof_and_quit_exit_zero() {
    assert_eq!(run(""), (0, vec![]));
    assert_eq!(run("isready"), (0, vec!["readyok".to_string()]), "a last line without newline is read");
    assert_eq!(run("quit\nisready\n"), (0, vec![]), "nothing is read after quit");
    assert_eq!(run("quit now\nisready\n").1, ["error quit takes no arguments, got \"now\"", "readyok"]);
}

#[test]
fn perft_and_divide_of_a_finished_game_count_no_moves() {
    let moves = "d1-b3 h5-g4 b1-b4 g4xg1 b4-e7 a3xc1 b3-e6 h3xf1 e1-e5";
    let mut script: String = moves.split(' ').map(|m| format!("play {m}\n")).collect();
    script.push_str("legalmoves\nperft 0\nperft 1\nperft 3\ndivide 0\ndivide 2\n");
    let out = lines(&script);
    assert_eq!(out[9], "legalmoves", "the game is over: no moves");
    assert_eq!(out[10..], ["perft 0 1", "perft 1 0", "perft 3 0", "total 1", "total 0"]);
}

#[test]
fn divide_0_totals_1_like_perft_0() {
    assert_eq!(lines("perft 0\ndivide 0\n"), ["perft 0 1", "total 1"]);
    let out = lines("divide 1\n");
    assert_eq!(out.len(), 37, "36 moves of 1 leaf each, then the total");
    assert_eq!(out[36], "total 36");
}

#[test]
fn redo_after_a_rules_change_ended_the_game_says_why() {
    let out =
        lines("play b1-d3\nplay a3xd3\nundo\nrules limit 1\nstatus\nredo\nrules limit none\nredo\nredo\n");
    assert_eq!(out[..5], ["ok", "ok", "ok", "ok", "gameover draw draw by move limit"]);
    assert_eq!(
        out[5],
        "error cannot redo: the game is over: draw by move limit (undo, or change the rules back)"
    );
    assert_eq!(out[6..], ["ok", "ok", "error nothing to redo"]);
}

#[test]
fn a_byte_order_mark_at_the_start_is_ignored() {
    assert_eq!(lines("\u{feff}isready\nfen\n"), ["readyok", START]);
    assert_eq!(lines("\u{feff}\nisready\n"), ["readyok"], "a line holding only the mark is blank");
}

#[test]
fn error_replies_escape_control_bytes() {
    let out = lines("play \u{7}\u{1b}[2J\n\u{7}\nvariant \u{9b}x\u{7f}\n");
    assert_eq!(out[0], "error bad move \"\\x07\\x1b[2J\": \\x07\\x1b is not a square");
    assert_eq!(out[1], "error unknown command \"\\x07\" (try help)");
    assert!(out[2].starts_with("error unknown variant \"\\u{9b}x\\x7f\""), "{}", out[2]);
    for line in &out {
        assert!(!line.chars().any(char::is_control), "{line:?} holds a control character");
    }
}

#[test]
fn import_reads_sgf_records_and_position_strings_and_resign_ends_the_game() {
    let out = lines(
        "import (;GM[9]SU[Standard];B[b1-d3];W[a3xd3])\nfen\nimport 1. b1-d3 a3xd3 2. c1-c3\nstatus\n\
         import standard 7w/8/7w/8/8/8/3b4/bb6 b - draw\nfen\nresign\nstatus\nresign\n",
    );
    assert_eq!(out[0], "in_progress");
    assert_eq!(
        out[1],
        "position standard 1bbbbbb1/w6w/w6w/w6w/w6w/3w3w/w6w/2bbbbb1 b - mover-wins,repetition"
    );
    assert_eq!(out[2], "in_progress");
    assert_eq!(out[3], "in_progress");
    assert_eq!(out[4], "in_progress");
    assert_eq!(out[5], "position standard 7w/8/7w/8/8/8/3b4/bb6 b - draw,repetition");
    assert_eq!(out[6], "gameover white_wins Black resigned");
    assert_eq!(out[7], "gameover white_wins Black resigned");
    assert!(out[8].starts_with("error cannot resign: the game is over"), "{}", out[8]);
}

#[test]
fn a_bad_import_names_line_and_column_and_keeps_the_game() {
    let out = lines("play b1-d3\nimport (;GM[9];B[b1-z9])\nimport\nimport 1. b1-d3 a3-a4\nfen\n");
    assert_eq!(out[0], "ok");
    assert_eq!(out[1], "error SGF, line 1, column 9: move 1 (Black): b1-z9: z9 is not a square");
    assert!(out[2].starts_with("error import takes a record"), "{}", out[2]);
    assert!(out[3].starts_with("error game record, line 1, column 10: move 1 (White): a3-a4"), "{}", out[3]);
    // The game before the imports is kept: White to move after b1-d3.
    assert_eq!(
        out[4],
        "position standard 1bbbbbb1/w6w/w6w/w6w/w6w/w2b3w/w6w/2bbbbb1 w - mover-wins,repetition"
    );
}

#[test]
fn open_lists_a_collection_and_pick_plays_on_from_a_game_keeping_its_names_and_comments() {
    let file = format!("{}/tests/data/records/boardspace_open_2003.sgf", env!("CARGO_MANIFEST_DIR"));
    let out = lines(&format!("open {file}\npick 3\npick 1\nrecord\nplay b1-b3\nsgf\npick 9\n"));
    assert_eq!(out[0], "games 4");
    assert_eq!(out[1], "game 1: Ann Example - Bob Sample · Example Open 2003 · 2003.05.01 · W+R · 10 turns");
    assert_eq!(out[4], "game 4: Gil - Hal · Example Open 2003 · 1 turn");
    assert!(out[3].ends_with(
        "cannot be read: SGF line 55, column 29: game 3: move 4 (White): h2-h9: h9 is not a square"
    ));
    assert_eq!(out[5], "error SGF line 55, column 29: game 3: move 4 (White): h2-h9: h9 is not a square");
    assert_eq!(out[6], "gameover white_wins Black resigned");
    let record = out[7..].join("\n");
    assert!(record.contains("[Black \"Ann Example\"]"), "{record}");
    assert!(record.contains("1. c8-c6 {A quiet first move.} h4-f2"), "{record}");
    let sgf = out.iter().find(|l| l.starts_with("(;")).unwrap();
    assert!(sgf.contains("PB[Ann Example]") && sgf.contains(";B[c8-c6]C[A quiet first move.]"), "{sgf}");
    assert_eq!(out.last().unwrap(), "error pick takes a game number from 1 to 4, not 9");
}

#[test]
fn open_reads_one_game_files_and_says_why_it_cannot_read_others() {
    let dir = env!("CARGO_MANIFEST_DIR");
    let out = lines(&format!(
        "open {dir}/tests/data/games/appendix_E_game1.txt\npick 1\nopen {dir}/no-such-file.sgf\nopen\n"
    ));
    assert_eq!(out[0], "gameover white_wins White connected all pieces");
    assert_eq!(out[1], "error no collection is open: open a file of several games first");
    assert!(out[2].starts_with("error cannot open ") && out[2].contains("no-such-file.sgf"), "{}", out[2]);
    assert_eq!(out[3], "error open takes a file name, e.g. open games.sgf");
    let help = lines("help\n").join("\n");
    assert!(help.contains("open <file>") && help.contains("pick N"), "{help}");
}

/// Every board's variant key: the six 8×8 boards and Gemma, then the wide boards.
fn every_variant_key() -> Vec<&'static str> {
    let eight = loa::Variant::ALL.iter().map(|v| v.key());
    eight.collect()
}

#[test]
fn resign_ends_the_game_for_the_side_to_move_on_every_board() {
    for key in every_variant_key() {
        let first = lines(&format!("variant {key}\nlegalmoves\n"));
        let first = first[1].split(' ').nth(1).unwrap_or_else(|| panic!("{key}: {first:?}")).to_string();
        let out = lines(&format!("variant {key}\nplay {first}\nresign\nstatus\nresign\nrecord\n"));
        assert_eq!(out[..2], ["ok", "ok"], "{key}");
        assert!(out[2].starts_with("gameover ") && out[2].ends_with(" resigned"), "{key}: {}", out[2]);
        assert!(!out[2].contains("gameover draw"), "{key}: a resignation is a win: {}", out[2]);
        assert_eq!(out[3], out[2], "{key}: status repeats the result");
        assert!(out[4].starts_with("error cannot resign: the game is over"), "{key}: {}", out[4]);
        assert!(out.contains(&"[Termination \"resignation\"]".to_string()), "{key}: {out:?}");
        // The record reads back to the same finished game.
        let record: Vec<&str> = out[5..].iter().map(String::as_str).collect();
        let back = lines(&format!("import {}\n", record.join(" ")));
        assert_eq!(back, [out[2].clone()], "{key}");
    }
}
