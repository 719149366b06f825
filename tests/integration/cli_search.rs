//! The `loa` engine while it searches: `stop`, `go infinite`, `isready`, the end of input,
//! waiting commands. The engine is driven through pipes kept open, as a GUI drives it.
//! Timeouts here only turn a hang into a failure (a minute each); no speed is asserted.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

const PATIENCE: Duration = Duration::from_secs(60);

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_loa"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the loa binary starts");
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.expect("UTF-8 output")).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take();
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("input still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    /// The next output line; fails after a minute without one.
    fn next(&self) -> String {
        self.lines.recv_timeout(PATIENCE).expect("a reply within a minute (no hang)")
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self.next();
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    fn close_input(&mut self) {
        self.stdin = None;
    }

    /// Waits for the exit (a minute at most) and returns the status code and the last lines.
    fn finish(mut self) -> (i32, Vec<String>) {
        self.close_input();
        let mut rest = Vec::new();
        loop {
            match self.lines.recv_timeout(PATIENCE) {
                Ok(line) => rest.push(line),
                Err(RecvTimeoutError::Disconnected) => break, // stdout closed: the engine exits
                Err(RecvTimeoutError::Timeout) => {
                    panic!("the engine still runs a minute after its input ended: {rest:#?}")
                }
            }
        }
        let status = self.child.wait().unwrap();
        (status.code().expect("exited normally"), rest)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn legal_moves(engine: &mut Engine) -> Vec<String> {
    engine.send("legalmoves");
    engine.next().split(' ').skip(1).map(str::to_string).collect()
}

#[test]
fn stop_ends_go_infinite_with_a_legal_move_and_isready_answers_meanwhile() {
    let mut engine = Engine::start();
    let legal = legal_moves(&mut engine);
    engine.send("go infinite");
    let first = engine.next();
    assert!(first.starts_with("info depth 1 "), "{first}");
    engine.send("isready");
    let before_ready = engine.until("readyok");
    let searching = &before_ready[..before_ready.len() - 1];
    assert!(
        searching.iter().all(|l| l.starts_with("info ")),
        "readyok came during the search: {before_ready:#?}"
    );
    engine.send("stop");
    let tail = engine.until("bestmove ");
    let best = tail.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(legal.iter().any(|m| m == best), "{best} not in {legal:?}");
    // Idle again: commands answer at once, and a stray stop is no error.
    engine.send("stop");
    engine.send("isready");
    assert_eq!(engine.next(), "readyok");
    let (code, rest) = engine.finish();
    assert_eq!((code, rest), (0, vec![]));
}

#[test]
fn go_infinite_waits_for_stop_even_when_the_search_has_ended() {
    // White to move connects with e1-d2: the search proves the win at depth 1 and ends, but a
    // `go infinite` must not answer before `stop`.
    let mut engine = Engine::start();
    engine.send("position standard 8/8/1b6/8/8/1b6/2w5/4w3 w -");
    assert_eq!(engine.next(), "ok");
    engine.send("go infinite");
    assert!(engine.next().starts_with("info depth 1 "));
    engine.send("isready");
    assert_eq!(engine.next(), "readyok", "no bestmove before stop");
    engine.send("stop");
    assert_eq!(engine.next(), "bestmove e1-d2");
}

#[test]
fn commands_sent_during_a_search_wait_for_it_in_order() {
    let mut engine = Engine::start();
    engine.send("go movetime 300");
    engine.send("play b1-d3");
    engine.send("fen");
    let lines = engine.until("position ");
    let best = lines.iter().position(|l| l.starts_with("bestmove ")).expect("the search ended");
    assert_eq!(lines[best + 1..].len(), 2, "{lines:#?}");
    assert_eq!(lines[best + 1], "ok", "play ran after the search");
    assert!(lines[best + 2].ends_with(" w - mover-wins,repetition"), "{lines:#?}");
}

#[test]
fn the_end_of_input_stops_a_deep_search_at_once() {
    let mut engine = Engine::start();
    engine.send("go depth 30");
    assert!(engine.next().starts_with("info depth 1 "));
    engine.send("fen");
    let (code, rest) = engine.finish();
    assert_eq!(code, 0);
    let best = rest.iter().position(|l| l.starts_with("bestmove ")).expect("a bestmove at the end of input");
    assert!(rest[best + 1].starts_with("position standard "), "the waiting fen ran: {rest:#?}");
}

#[test]
fn quit_during_a_search_stops_it_and_exits() {
    let mut engine = Engine::start();
    engine.send("go infinite");
    assert!(engine.next().starts_with("info depth 1 "));
    engine.send("isready");
    engine.until("readyok");
    engine.send("quit");
    let tail = engine.until("bestmove ");
    assert!(tail.last().unwrap().starts_with("bestmove "));
    let status = engine.child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn go_nodes_ends_by_itself() {
    let mut engine = Engine::start();
    engine.send("go nodes 20000");
    let lines = engine.until("bestmove ");
    let nodes: Vec<u64> = lines
        .iter()
        .filter_map(|l| l.split(' ').skip_while(|w| *w != "nodes").nth(1))
        .map(|n| n.parse().unwrap())
        .collect();
    assert!(!nodes.is_empty(), "{lines:#?}");
    // Iteration 1 always completes; every later completed iteration stayed in the budget.
    assert!(nodes[1..].iter().all(|&n| n <= 20_000), "{lines:#?}");
    engine.send("go level 1");
    assert!(engine.until("bestmove ").len() >= 2);
}

#[test]
fn go_movetime_and_stop_play_a_legal_move_on_every_board() {
    // One search plays every board: the 8×8 ones and the wide ones answer the same limits.
    for variant in ["standard", "standard-6x6", "black-hole", "standard-12x12", "hex-5", "hex-6"] {
        let mut engine = Engine::start();
        engine.send(&format!("variant {variant}"));
        assert_eq!(engine.next(), "ok", "{variant}");
        let legal = legal_moves(&mut engine);
        engine.send("go movetime 200");
        let lines = engine.until("bestmove ");
        assert!(lines[0].starts_with("info depth 1 "), "{variant}: {lines:#?}");
        let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        assert!(legal.iter().any(|m| m == best), "{variant}: {best} not in {legal:?}");
        // The principal variation is written in the board's own notation.
        let pv = lines[0].split(" pv ").nth(1).expect("a pv");
        assert!(legal.iter().any(|m| m == pv.split(' ').next().unwrap()), "{variant}: {pv}");
        engine.send("go infinite");
        assert!(engine.next().starts_with("info depth 1 "), "{variant}");
        engine.send("stop");
        let best = engine.until("bestmove ").last().unwrap().strip_prefix("bestmove ").unwrap().to_string();
        assert!(legal.contains(&best), "{variant}: {best} not in {legal:?}");
        engine.send(&format!("play {best}"));
        assert_eq!(engine.next(), "ok", "{variant}");
    }
}
