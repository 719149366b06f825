//! The protocol on the wide boards (black-hole, standard-12x12, hex-5, hex-6; docs/rules.md §9):
//! while the session plays one of them, [`Session::wide_command`] answers the commands that
//! read or change the game, with the wide engine ([`crate::wide`]). The 8×8 path only checks
//! whether a wide game is on.
//!
//! `go` is the 8×8 path's (src/protocol/go.rs): one search plays every board, with the same
//! limits, `stop` and `info` lines.

use super::text::{no_args, ok, parse_number};
use super::{Reply, Session, MAX_PERFT_DEPTH};
use crate::notation::error::excerpt;
use crate::wide::{
    format_wide_move, format_wide_record, format_wide_setup, format_wide_sgf, parse_wide_setup,
    read_wide_text, wide_perft, wide_perft_divide, wide_variant_of, CellShape, WideGame,
};

/// Sends a reply's lines, or its error as `error <message>`, as the 8×8 path does.
pub(super) fn send(reply: Reply, emit: &mut dyn FnMut(String)) {
    match reply {
        Ok(lines) => lines.into_iter().for_each(emit),
        Err(message) => emit(format!("error {}", super::text::escape_controls(&message))),
    }
}

impl Session {
    /// The reply of the wide engine, or `None` for the 8×8 path: a wide position string or
    /// record (`position hex-5 …`, `import hex-5 …`) switches to a wide game; while one is on,
    /// [`Session::wide_command`] answers.
    pub(super) fn wide_reply(&mut self, command: &str, args: &[&str]) -> Option<Reply> {
        let wide_text =
            args.first().and_then(|w| crate::Variant::parse(w)).is_some_and(crate::Variant::is_cell_board);
        match command {
            "position" if wide_text => Some(self.wide_position(args)),
            "import" if wide_variant_of(&args.join(" ")).is_some() => {
                Some(self.wide_open_text(&args.join(" ")))
            }
            _ if self.wide.is_some() => self.wide_command(command, args),
            _ => None,
        }
    }

    /// Answers `command` for the wide game in play, or `None` when the command is not about
    /// the game (`variant`, `help`, `isready`, `quit`, `stop`) and the 8×8 path answers it.
    pub(super) fn wide_command(&mut self, command: &str, args: &[&str]) -> Option<Reply> {
        let game = self.wide.as_mut()?;
        let reply = match command {
            "variant" | "help" | "isready" | "quit" | "stop" | "go" => return None,
            // The session's rules change; the game takes the scoring, the repetition draw and the
            // move limit (the reversed start only starts one).
            "rules" | "repetition" | "limit" => {
                let words: Vec<&str> =
                    if command == "rules" { args.to_vec() } else { [&[command], args].concat() };
                let reply = self.rules(&words);
                if let Some(game) = self.wide.as_mut() {
                    game.set_simultaneous(self.rules.simultaneous);
                    game.set_repetition(self.rules.repetition);
                    game.set_move_limit(self.rules.move_limit);
                }
                reply
            }
            // `position <wide string>` and `import <wide string>` were answered before; an 8×8
            // position or record goes to the 8×8 path, which ends the wide game if it succeeds.
            "position" if args.first() == Some(&"startpos") => self.wide_position(args),
            "position" | "import" => return None,
            "play" => match args {
                [text] => game.play_text(text).map(|_| ok()).map_err(|e| e.to_string()),
                _ => Err("play takes one move, e.g. play b1-b3, or pass".to_string()),
            },
            "undo" => no_args(command, args).and_then(|()| {
                if game.undo().is_some() {
                    Ok(ok())
                } else {
                    Err("nothing to undo".to_string())
                }
            }),
            "redo" => no_args(command, args).and_then(|()| {
                if game.redo().is_some() {
                    Ok(ok())
                } else {
                    Err("nothing to redo".to_string())
                }
            }),
            "legalmoves" => no_args(command, args).map(|()| {
                let pos = *game.position();
                let moves: Vec<String> =
                    game.legal_moves().iter().map(|&m| format_wide_move(&pos, m)).collect();
                vec![format!("legalmoves {}", moves.join(" ")).trim_end().to_string()]
            }),
            "status" => no_args(command, args).map(|()| vec![wide_status(game)]),
            "d" => no_args(command, args)
                .map(|()| game.position().to_string().lines().map(str::to_string).collect()),
            "fen" | "getposition" => no_args(command, args)
                .map(|()| vec![format!("position {}", format_wide_setup(game.position(), &game.rules()))]),
            "perft" | "divide" => wide_perft_reply(game, command, args),
            "record" => no_args(command, args).map(|()| {
                format_wide_record(game, &[]).lines().filter(|l| !l.is_empty()).map(str::to_string).collect()
            }),
            "sgf" => no_args(command, args)
                .and_then(|()| format_wide_sgf(game).map(|s| vec![s]).map_err(|e| e.to_string())),
            // The side to move gives up, as on the 8×8 boards; the reply is the status.
            "resign" => no_args(command, args).and_then(|()| {
                let side = game.position().turn();
                game.resign(side).map(|_| vec![wide_status(game)]).map_err(|e| e.to_string())
            }),
            other => Err(format!("unknown command \"{}\" (try help)", excerpt(other))),
        };
        Some(reply)
    }

    /// `import` or `open` of a wide board's record, SGF game, link or position string: on
    /// success it replaces the game, whose rules become the session's, and the reply is its
    /// status; on failure the game is kept.
    pub(super) fn wide_open_text(&mut self, text: &str) -> Reply {
        let (game, _) = read_wide_text(text).map_err(|e| e.to_string())?;
        self.take_wide(game);
        Ok(vec![wide_status(self.wide.as_ref().expect("just set"))])
    }

    /// Plays on with `game`; its scoring, repetition draw and move limit become the session's.
    fn take_wide(&mut self, game: WideGame) {
        self.rules.simultaneous = game.simultaneous();
        self.rules.repetition = game.rules().repetition;
        self.rules.move_limit = game.rules().move_limit;
        self.wide = Some(game);
    }

    /// Starts a wide game of `variant` under the session's rules (the scoring, the repetition
    /// draw, the move limit, the reversed and the scrambled start); refused, the game kept, on
    /// a board without a scrambled start while the session asks for one.
    pub(super) fn start_wide(&mut self, shape: &'static CellShape) -> Result<(), String> {
        let game = WideGame::with_start(shape, self.rules, self.scrambled)
            .map_err(|e| format!("variant {}: {e} (rules scrambled off)", shape.variant.key()))?;
        self.wide = Some(game);
        Ok(())
    }

    /// `position startpos|<wide position string> [moves …]`; on any error the game is kept.
    pub(super) fn wide_position(&mut self, args: &[&str]) -> Reply {
        let split = args.iter().position(|&a| a == "moves").unwrap_or(args.len());
        let (setup, moves) = args.split_at(split);
        let mut game = match setup {
            [] => return Err("position needs startpos or a position string".to_string()),
            ["startpos"] => match &self.wide {
                Some(game) => WideGame::with_start(game.start_position().shape(), self.rules, self.scrambled)
                    .map_err(|e| format!("position startpos: {e}"))?,
                None => return Err("position startpos: no wide game is on".to_string()),
            },
            _ => {
                let (start, rules) = parse_wide_setup(&setup.join(" ")).map_err(|e| e.to_string())?;
                WideGame::from_position_with(start, rules)
            }
        };
        for (i, text) in moves.iter().skip(1).enumerate() {
            game.play_text(text).map_err(|e| format!("moves: move {} \"{}\": {e}", i + 1, excerpt(text)))?;
        }
        self.take_wide(game);
        Ok(ok())
    }
}

/// `in_progress`, or `gameover <key> <reason>` in the words of every board ([`crate::Outcome`]):
/// `gameover white_wins Black resigned`, `gameover draw draw by threefold repetition`.
fn wide_status(game: &WideGame) -> String {
    match game.outcome() {
        None => "in_progress".to_string(),
        Some(outcome) => format!("gameover {} {}", outcome.key(), outcome.reason()),
    }
}

/// `perft N` and `divide N` on the wide board, by the convention of the 8×8 ones.
fn wide_perft_reply(game: &WideGame, command: &str, args: &[&str]) -> Reply {
    let [n] = args else {
        return Err(format!("{command} takes a depth from 0 to {MAX_PERFT_DEPTH}"));
    };
    let depth: u32 = parse_number("depth", n)?;
    if depth > MAX_PERFT_DEPTH {
        return Err(format!("{command} depth {depth} is too deep: at most {MAX_PERFT_DEPTH} here"));
    }
    let pos = game.position();
    let over = game.outcome().is_some();
    if command == "perft" {
        let count = if over && depth > 0 { 0 } else { wide_perft(pos, depth) };
        return Ok(vec![format!("perft {depth} {count}")]);
    }
    if depth == 0 || over {
        return Ok(vec![format!("total {}", u64::from(depth == 0))]);
    }
    let split = wide_perft_divide(pos, depth);
    let total: u64 = split.iter().map(|(_, n)| n).sum();
    let mut lines: Vec<String> =
        split.iter().map(|&(m, n)| format!("{} {n}", format_wide_move(pos, m))).collect();
    lines.push(format!("total {total}"));
    Ok(lines)
}
