//! The line protocol of the native `loa` engine (`src/bin/loa.rs` is only the stdin/stdout loop
//! around it). One command per line, one reply line unless said otherwise; a bad line answers
//! `error <what is wrong>` and leaves the session exactly as it was.
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
//! The commands are listed by [`HELP`].

use crate::notation::{format_position, format_record, format_sgf, parse_position, play_text};
use crate::search::{Limits, SearchInfo, Searcher};
use crate::{perft, perft_divide, Game, Position, Rules, Simultaneous, Variant};
use std::time::Instant;

/// The reply to `help`, one line per command.
pub const HELP: &[&str] = &[
    "commands:",
    "  variant standard|scrambled-eggs|parachute|ambiloa|standard-6x6|standard-7x7   new game",
    "  rules mover-wins|draw|tournament|default   rules repetition on|off   rules limit N|none",
    "  position startpos [moves m1 m2 ...]   position <position string> [moves m1 m2 ...]",
    "  play <move or turn, e.g. b1-d3, a3-c5@d4, @d4, pass>   undo   redo   resign (the side to move)",
    "  import <record, SGF (GM[9]) or position string, on one line>",
    "  legalmoves   status   d   fen (or getposition)   record   sgf",
    "  perft N   divide N   (N at most 7)",
    "  go [depth D] [movetime MS] [level 1-6]",
    "  isready   help   quit",
    "position string: <variant> <board ranks top to bottom, / between> <to move[@]> [<hand> [<rules>]]",
    "  e.g. standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition",
];

/// The deepest perft the protocol runs: Standard depth 6 takes seconds, depth 7 minutes, depth 8 hours.
pub const MAX_PERFT_DEPTH: u32 = 7;

/// The deepest search `go depth` accepts.
pub const MAX_GO_DEPTH: u32 = 64;

/// An engine session: the game, the rules new games get, and the searcher.
pub struct Session {
    game: Game,
    rules: Rules,
    searcher: Searcher,
    searches: u64,
    quit: bool,
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
            game: Game::new(Variant::Standard, rules),
            rules,
            searcher: Searcher::new(),
            searches: 0,
            quit: false,
        }
    }

    /// The game as it stands.
    pub fn game(&self) -> &Game {
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
    /// `info` lines arrive while it searches).
    pub fn handle_with(&mut self, line: &str, emit: &mut dyn FnMut(String)) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, args)) = words.split_first() else { return };
        let reply = match command {
            "variant" => self.variant(args),
            "rules" => self.rules(args),
            "repetition" | "limit" => self.rules(&words),
            "position" => self.position(args),
            "play" => self.play(args),
            "import" => self.import(line),
            "resign" => no_args(command, args).and_then(|()| {
                self.game
                    .resign()
                    .map(|outcome| vec![format!("gameover {} {}", outcome.key(), outcome.reason())])
                    .map_err(|e| e.to_string())
            }),
            "undo" => no_args(command, args)
                .and_then(|()| self.game.undo().map(|_| ok()).ok_or_else(|| "nothing to undo".to_string())),
            "redo" => no_args(command, args)
                .and_then(|()| self.game.redo().map(|_| ok()).ok_or_else(|| "nothing to redo".to_string())),
            "legalmoves" => no_args(command, args).map(|()| {
                let moves: Vec<String> = self.game.legal_moves().iter().map(|m| m.to_string()).collect();
                vec![format!("legalmoves {}", moves.join(" ")).trim_end().to_string()]
            }),
            "status" => no_args(command, args).map(|()| vec![self.status()]),
            "perft" | "divide" => self.perft(command, args),
            "go" => self.go(args, emit),
            "d" => no_args(command, args)
                .map(|()| self.game.position().to_string().lines().map(str::to_string).collect()),
            "fen" | "getposition" => no_args(command, args).map(|()| {
                vec![format!("position {}", format_position(self.game.position(), &self.game.rules()))]
            }),
            "record" => no_args(command, args).map(|()| {
                format_record(&self.game, &[]).lines().filter(|l| !l.is_empty()).map(str::to_string).collect()
            }),
            "sgf" => no_args(command, args)
                .and_then(|()| format_sgf(&self.game).map(|s| vec![s]).map_err(|e| e.to_string())),
            "isready" => no_args(command, args).map(|()| vec!["readyok".to_string()]),
            "help" => Ok(HELP.iter().map(|s| s.to_string()).collect()),
            "quit" => no_args(command, args).map(|()| {
                self.quit = true;
                Vec::new()
            }),
            other => Err(format!("unknown command \"{}\" (try help)", shorten(other))),
        };
        match reply {
            Ok(lines) => lines.into_iter().for_each(&mut *emit),
            Err(message) => emit(format!("error {message}")),
        }
    }

    fn variant(&mut self, args: &[&str]) -> Reply {
        let [name] = args else {
            return Err(format!("variant takes one name: {}", variant_keys()));
        };
        let variant = Variant::parse(name)
            .ok_or_else(|| format!("unknown variant \"{}\": expected {}", shorten(name), variant_keys()))?;
        self.game = Game::new(variant, self.rules);
        Ok(ok())
    }

    fn rules(&mut self, args: &[&str]) -> Reply {
        let mut rules = self.rules;
        match args {
            ["tournament"] => rules = Rules::tournament(),
            ["default"] => rules = Rules::default(),
            ["repetition", "on"] => rules.repetition = true,
            ["repetition", "off"] => rules.repetition = false,
            ["repetition", other] => return Err(format!("repetition is on or off, not \"{}\"", shorten(other))),
            ["limit", "none"] => rules.move_limit = None,
            ["limit", n] => {
                let limit: u32 = parse_number("limit", n)?;
                rules.move_limit = Some(Rules::check_move_limit(limit).map_err(|e| e.to_string())?);
            }
            [one] => {
                rules.simultaneous = Simultaneous::parse(one).ok_or_else(|| {
                    format!(
                        "unknown rules \"{}\": expected mover-wins, draw, tournament, default, repetition on|off, limit N|none",
                        shorten(one)
                    )
                })?
            }
            _ => {
                return Err(
                    "rules takes mover-wins|draw|tournament|default, or repetition on|off, or limit N|none"
                        .to_string(),
                )
            }
        }
        self.rules = rules;
        self.game.set_rules(rules);
        Ok(ok())
    }

    fn position(&mut self, args: &[&str]) -> Reply {
        let split = args.iter().position(|&a| a == "moves").unwrap_or(args.len());
        let (setup, moves) = args.split_at(split);
        let (start, rules) = match setup {
            [] => return Err("position needs startpos or a position string".to_string()),
            ["startpos"] => (Position::new(self.game.variant()), self.rules),
            _ => parse_position(&setup.join(" ")).map_err(|e| e.to_string())?,
        };
        let mut game = Game::from_position(start, rules);
        for (i, text) in moves.iter().skip(1).enumerate() {
            play_text(&mut game, text)
                .map_err(|e| format!("moves: move {} \"{}\": {e}", i + 1, shorten(text)))?;
        }
        self.rules = rules;
        self.game = game;
        Ok(ok())
    }

    fn play(&mut self, args: &[&str]) -> Reply {
        let [text] = args else {
            return Err("play takes one move or turn, e.g. play b1-d3 or play a3-c5@d4".to_string());
        };
        play_text(&mut self.game, text).map_err(|e| e.to_string())?;
        Ok(ok())
    }

    /// `import <text>`: the rest of the line is a record, an SGF game or a position string;
    /// on success it replaces the game (and its rules become the session's).
    fn import(&mut self, line: &str) -> Reply {
        let text = line.trim_start().strip_prefix("import").unwrap_or("").trim();
        if text.is_empty() {
            return Err(
                "import takes a record, an SGF game or a position string, e.g. import (;GM[9];B[b1-d3])"
                    .to_string(),
            );
        }
        let game = crate::notation::import(text).map_err(|e| e.to_string())?;
        self.rules = game.rules();
        self.game = game;
        Ok(vec![self.status()])
    }

    fn status(&self) -> String {
        match self.game.outcome() {
            None => "in_progress".to_string(),
            Some(outcome) => format!("gameover {} {}", outcome.key(), outcome.reason()),
        }
    }

    fn perft(&self, command: &str, args: &[&str]) -> Reply {
        let [n] = args else {
            return Err(format!("{command} takes a depth from 0 to {MAX_PERFT_DEPTH}"));
        };
        let depth: u32 = parse_number("depth", n)?;
        if depth > MAX_PERFT_DEPTH {
            return Err(format!(
                "{command} depth {depth} is too deep: at most {MAX_PERFT_DEPTH} here (deeper runs take hours)"
            ));
        }
        let pos = self.game.position();
        if command == "perft" {
            return Ok(vec![format!("perft {depth} {}", perft(pos, depth))]);
        }
        let split = perft_divide(pos, depth);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        let mut lines: Vec<String> = split.iter().map(|(m, n)| format!("{m} {n}")).collect();
        lines.push(format!("total {total}"));
        Ok(lines)
    }

    fn go(&mut self, args: &[&str], emit: &mut dyn FnMut(String)) -> Reply {
        // An engine plays at full strength unless a level is asked for.
        let mut limits = Limits { level: 6, seed: self.searches, ..Limits::default() };
        if args.len() % 2 != 0 {
            return Err("go takes pairs: depth D, movetime MS, level L".to_string());
        }
        for pair in args.chunks(2) {
            match pair[0] {
                "depth" => {
                    let depth: u32 = parse_number("depth", pair[1])?;
                    if !(1..=MAX_GO_DEPTH).contains(&depth) {
                        return Err(format!("depth must be from 1 to {MAX_GO_DEPTH}, not {depth}"));
                    }
                    limits.depth = Some(depth);
                }
                "movetime" => {
                    let ms: u64 = parse_number("movetime", pair[1])?;
                    if ms == 0 {
                        return Err("movetime must be at least 1 ms".to_string());
                    }
                    limits.movetime_ms = Some(ms);
                }
                "level" => {
                    let level: u8 = parse_number("level", pair[1])?;
                    if !(1..=6).contains(&level) {
                        return Err(format!("level must be from 1 to 6, not {level}"));
                    }
                    limits.level = level;
                }
                other => {
                    return Err(format!("go: unknown limit \"{}\" (depth, movetime, level)", shorten(other)))
                }
            }
        }
        if let Some(outcome) = self.game.outcome() {
            return Err(format!("the game is over: {outcome}"));
        }
        self.searches += 1;
        let started = Instant::now();
        let now = move || started.elapsed().as_secs_f64() * 1000.0;
        let mut on_info = |info: &SearchInfo| emit(info_line(info));
        let result = self.searcher.search(&self.game, &limits, &now, &mut on_info);
        Ok(vec![format!("bestmove {}", result.best)])
    }
}

/// `info depth D score S nodes N nps X pv m1 m2 …`.
fn info_line(info: &SearchInfo) -> String {
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} score {} nodes {} nps {} pv {}",
        info.depth,
        info.score,
        info.nodes,
        info.nps,
        pv.join(" ")
    )
    .trim_end()
    .to_string()
}

fn ok() -> Vec<String> {
    vec!["ok".to_string()]
}

fn no_args(command: &str, args: &[&str]) -> Result<(), String> {
    match args.first() {
        None => Ok(()),
        Some(extra) => Err(format!("{command} takes no arguments, got \"{}\"", shorten(extra))),
    }
}

fn parse_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("{what} \"{}\" is not a number in range", shorten(text)))
}

fn variant_keys() -> String {
    Variant::ALL.iter().map(|v| v.key()).collect::<Vec<_>>().join(", ")
}

/// Cuts user text to a readable length for messages.
fn shorten(text: &str) -> String {
    if text.chars().count() <= 40 {
        text.to_string()
    } else {
        format!("{}…", text.chars().take(40).collect::<String>())
    }
}
