//! The line protocol of the native `loa` engine (`src/bin/loa.rs` only connects [`run`] to
//! stdin and stdout). One command per line, one reply line unless said otherwise; a bad line
//! answers `error <what is wrong>` (control characters in it escaped, e.g. `\x07`) and leaves
//! the session exactly as it was. A byte-order mark at the start of a line is ignored, so a
//! script saved by an editor that adds one works.
//!
//! ```
//! use loa::protocol::Session;
//! let mut session = Session::new();
//! assert_eq!(session.handle("play b1-d3"), ["ok"]);
//! assert_eq!(session.handle("play b1-d3"), ["error illegal move b1-d3: there is no piece on b1"]);
//! assert_eq!(session.handle("undo"), ["ok"]);
//! assert_eq!(session.handle("perft 2"), ["perft 2 1244"]);
//! ```
//!
//! **Searching**, as chess engines do: `go` starts a search beside the reader of the input and
//! prints `info` lines after each completed iteration, then `bestmove`. While it searches,
//! `stop` ends it at once (the best move found so far), `isready` answers `readyok` at once,
//! and every other command waits in order until the search has ended — so a script gets the
//! same replies however fast it is read. The end of the input (and `quit`) stops the search at
//! once too, prints its `bestmove`, runs the commands still waiting and exits. `go infinite`
//! searches until `stop`. [`Session::handle`], the in-process form, runs a search to its own
//! limits (a `go infinite` stops at once: no `stop` can reach it).
//!
//! The commands are listed by [`HELP`].

mod board;
mod commands;
mod engine;
mod files;
mod go;
mod text;

pub use board::PlayedGame;
pub use engine::run;
pub use files::MAX_FILE_BYTES;
pub use go::{SearchJob, MAX_GO_NODES};

use crate::notation::error::excerpt;
use crate::search::Searcher;
use crate::{Game, Rules, SquareVariant};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use text::{escape_controls, no_args};

/// The reply to `help`, one line per command.
pub const HELP: &[&str] = &[
    "commands:",
    "  variant standard|scrambled-eggs|parachute|ambiloa|standard-6x6|standard-7x7|gemma   new game",
    "  variant black-hole|standard-12x12|hex-5|hex-6   new game on a wide board",
    "  rules mover-wins|draw|tournament|default   rules repetition on|off   rules limit N|none   rules reversed on|off",
    "  rules scrambled on|off   (the scrambled start of the next black-hole or hex-6 game, Abstract Play's)",
    "  position startpos [moves m1 m2 ...]   position <position string> [moves m1 m2 ...]",
    "  play <move or turn, e.g. b1-d3, a3-c5@d4, @d4, e8-^^, pass>   undo   redo   resign (the side to move)",
    "  import <record, SGF (GM[9]), position string or wide game link, on one line>   (SGF: one game, Boardspace's too)",
    "  open <file>   a game file; an SGF collection is listed (players, event, date, result, turns)",
    "  pick N   play on from game N of the collection opened   (record and sgf keep names and comments)",
    "  legalmoves   status   d   fen (or getposition)   record   sgf",
    "  perft N   divide N   (N at most 7)",
    "  go [depth 1-30] [movetime 1-86400000] [nodes N] [level 1-6]   go infinite   stop",
    "  isready   help   quit",
    "while a search runs: stop ends it at once, isready answers, other commands wait for it",
    "position string: <variant> <board ranks top to bottom, / between> <to move[@]> [<hand> [<rules>]]",
    "  e.g. standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition",
];

/// The deepest perft the protocol runs: Standard depth 6 takes seconds, depth 7 minutes, depth 8 hours.
pub const MAX_PERFT_DEPTH: u32 = 7;

/// The deepest search `go depth` accepts (the core's [`crate::search::MAX_REQUESTED_DEPTH`]).
pub const MAX_GO_DEPTH: u32 = crate::search::MAX_REQUESTED_DEPTH;

/// An engine session: the game on whichever board, the rules new games get, and the searcher.
pub struct Session {
    game: PlayedGame,
    rules: Rules,
    /// Shared with the search thread while a `go` runs.
    searcher: Arc<Mutex<Searcher>>,
    searches: u64,
    quit: bool,
    /// The games of the collection last opened, for `pick`.
    collection: Vec<files::Collected>,
    /// The names and comments of the game last opened or imported, and the moves they speak of.
    noted: Option<files::Noted>,
    /// Whether the next wide game starts from its scrambled start (`rules scrambled on`).
    scrambled: bool,
}

impl Default for Session {
    fn default() -> Self {
        Session::new()
    }
}

/// The result of a command: reply lines, or an error message (sent as `error <message>`).
type Reply = Result<Vec<String>, String>;

impl Session {
    /// A session with a new Standard game under the default rules.
    pub fn new() -> Session {
        let rules = Rules::default();
        Session {
            game: PlayedGame::Eight(Game::new(SquareVariant::Standard, rules)),
            rules,
            searcher: Arc::new(Mutex::new(Searcher::new())),
            searches: 0,
            quit: false,
            collection: Vec::new(),
            noted: None,
            scrambled: false,
        }
    }

    /// The game as it stands, on whichever board.
    pub fn game(&self) -> &PlayedGame {
        &self.game
    }

    /// Whether `quit` was received.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Handles one line and returns the reply lines (none for a blank line).
    pub fn handle(&mut self, line: &str) -> Vec<String> {
        let mut out = Vec::new();
        self.handle_with(line, &mut |l| out.push(l));
        out
    }

    /// Handles one line, passing each reply line to `emit` as soon as it is ready (so `go`'s
    /// `info` lines arrive while it searches). A search runs here, to its own limits; a
    /// `go infinite` stops after its first iteration, as nothing can send `stop` to it.
    pub fn handle_with(&mut self, line: &str, emit: &mut dyn FnMut(String)) {
        if let Some(job) = self.command(line, emit) {
            let stop = AtomicBool::new(job.is_infinite());
            job.run(&stop, emit);
        }
    }

    /// Runs one command, passing its reply lines to `emit`. A `go` that passes its checks is
    /// not run but returned, for the caller to run (on another thread, with a stop flag).
    pub fn command(&mut self, line: &str, emit: &mut dyn FnMut(String)) -> Option<SearchJob> {
        let line = line.strip_prefix('\u{feff}').unwrap_or(line);
        let words: Vec<&str> = line.split_whitespace().collect();
        let (&command, args) = words.split_first()?;
        let reply = match command {
            "variant" => self.variant(args),
            "rules" => self.rules(args),
            "repetition" | "limit" => self.rules(&words),
            "position" => self.position(args),
            "play" => self.play(args),
            "import" => self.import(line),
            "open" => self.open(line),
            "pick" => self.pick(args),
            "resign" => no_args(command, args).and_then(|()| self.resign()),
            "undo" => no_args(command, args).and_then(|()| self.undo()),
            "redo" => no_args(command, args).and_then(|()| self.redo()),
            "legalmoves" => no_args(command, args).map(|()| self.legal_moves()),
            "status" => no_args(command, args).map(|()| vec![self.status()]),
            "perft" | "divide" => self.perft(command, args),
            "go" => match self.go(args) {
                Ok(job) => return Some(job),
                Err(message) => Err(message),
            },
            // Nothing is searching when a command reaches the session: a `stop` that crossed
            // the end of a search is no error.
            "stop" => no_args(command, args).map(|()| Vec::new()),
            "d" => no_args(command, args).map(|()| self.diagram()),
            "fen" | "getposition" => no_args(command, args).map(|()| vec![self.fen()]),
            "record" => no_args(command, args).map(|()| self.record()),
            "sgf" => no_args(command, args).and_then(|()| self.sgf()),
            "isready" => no_args(command, args).map(|()| vec!["readyok".to_string()]),
            "help" => Ok(HELP.iter().map(|s| s.to_string()).collect()),
            "quit" => no_args(command, args).map(|()| {
                self.quit = true;
                Vec::new()
            }),
            other => Err(format!("unknown command \"{}\" (try help)", excerpt(other))),
        };
        match reply {
            Ok(lines) => lines.into_iter().for_each(&mut *emit),
            Err(message) => emit(format!("error {}", escape_controls(&message))),
        }
        None
    }
}
