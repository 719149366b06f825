//! The commands that read or change the game; `go` is in `go.rs`.

use super::text::{ok, parse_number};
use super::{Reply, Session, MAX_PERFT_DEPTH};
use crate::notation::error::excerpt;
use crate::notation::{
    format_position, format_record_annotated, format_sgf_annotated, parse_position, play_text,
};
use crate::{perft, perft_divide, Game, Position, Rules, Simultaneous, Variant};

impl Session {
    pub(super) fn variant(&mut self, args: &[&str]) -> Reply {
        let [name] = args else {
            return Err(format!("variant takes one name: {}", Variant::keys()));
        };
        if let Some(shape) = Variant::parse(name).and_then(Variant::cell_shape) {
            self.start_wide(shape)?;
            return Ok(ok());
        }
        let variant = Variant::parse(name)
            .ok_or_else(|| format!("unknown variant \"{}\": expected {}", excerpt(name), Variant::keys()))?;
        self.wide = None;
        self.game = Game::new(variant, self.rules);
        Ok(ok())
    }

    pub(super) fn rules(&mut self, args: &[&str]) -> Reply {
        let mut rules = self.rules;
        match args {
            ["tournament"] => rules = Rules::tournament(),
            ["default"] => rules = Rules::default(),
            ["repetition", "on"] => rules.repetition = true,
            ["repetition", "off"] => rules.repetition = false,
            ["repetition", other] => return Err(format!("repetition is on or off, not \"{}\"", excerpt(other))),
            ["limit", "none"] => rules.move_limit = None,
            ["limit", n] => rules.move_limit = Some(move_limit(n)?),
            ["reversed", "on"] => rules.reversed = true,
            ["reversed", "off"] => rules.reversed = false,
            // The wide boards' scrambled start: the next black-hole or hex-6 game begins there.
            ["scrambled", "on" | "off"] => {
                self.scrambled = args[1] == "on";
                return Ok(ok());
            }
            [one] => {
                rules.simultaneous = Simultaneous::parse(one).ok_or_else(|| {
                    format!(
                        "unknown rules \"{}\": expected mover-wins, draw, tournament, default, repetition on|off, limit N|none, reversed on|off, scrambled on|off",
                        excerpt(one)
                    )
                })?
            }
            _ => {
                return Err(
                    "rules takes mover-wins|draw|tournament|default, or repetition on|off, or limit N|none, or reversed on|off, or scrambled on|off"
                        .to_string(),
                )
            }
        }
        self.rules = rules;
        self.game.set_rules(rules);
        Ok(ok())
    }

    pub(super) fn position(&mut self, args: &[&str]) -> Reply {
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
                .map_err(|e| format!("moves: move {} \"{}\": {e}", i + 1, excerpt(text)))?;
        }
        self.rules = rules;
        self.game = game;
        // An 8×8 position ends the wide game, if one was on.
        self.wide = None;
        Ok(ok())
    }

    pub(super) fn play(&mut self, args: &[&str]) -> Reply {
        let [text] = args else {
            return Err("play takes one move or turn, e.g. play b1-d3 or play a3-c5@d4".to_string());
        };
        play_text(&mut self.game, text).map_err(|e| e.to_string())?;
        Ok(ok())
    }

    /// Redoes the last undone move. With moves to redo, the game can still be over — after a
    /// rules change such as a lower move limit — and the reply says so rather than "nothing".
    pub(super) fn redo(&mut self) -> Reply {
        if self.game.redo_moves().next().is_none() {
            return Err("nothing to redo".to_string());
        }
        if let Some(outcome) = self.game.outcome() {
            return Err(format!("cannot redo: the game is over: {outcome} (undo, or change the rules back)"));
        }
        self.game.redo().map(|_| ok()).ok_or_else(|| "nothing to redo".to_string())
    }

    pub(super) fn status(&self) -> String {
        match self.game.outcome() {
            None => "in_progress".to_string(),
            Some(outcome) => format!("gameover {} {}", outcome.key(), outcome.reason()),
        }
    }

    pub(super) fn fen(&self) -> String {
        format!("position {}", format_position(self.game.position(), &self.game.rules()))
    }

    pub(super) fn record(&self) -> Vec<String> {
        let record = format_record_annotated(&self.game, &self.notes());
        record.lines().filter(|l| !l.is_empty()).map(str::to_string).collect()
    }

    pub(super) fn sgf(&self) -> Reply {
        format_sgf_annotated(&self.game, &self.notes()).map(|s| vec![s]).map_err(|e| e.to_string())
    }

    /// `perft N` and `divide N` count what `legalmoves` lists: a finished game has no moves, so
    /// it counts 0 from depth 1 on. Depth 0 is the position itself: `perft 0` is 1, and
    /// `divide 0` splits nothing and totals 1 as well.
    pub(super) fn perft(&self, command: &str, args: &[&str]) -> Reply {
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
        let over = self.game.is_over();
        if command == "perft" {
            let count = if over && depth > 0 { 0 } else { perft(pos, depth) };
            return Ok(vec![format!("perft {depth} {count}")]);
        }
        if depth == 0 || over {
            return Ok(vec![format!("total {}", u64::from(depth == 0))]);
        }
        let split = perft_divide(pos, depth);
        let total: u64 = split.iter().map(|(_, n)| n).sum();
        let mut lines: Vec<String> = split.iter().map(|(m, n)| format!("{m} {n}")).collect();
        lines.push(format!("total {total}"));
        Ok(lines)
    }

    /// `import <text>`: the rest of the line is a record, an SGF game or a position string
    /// ([`crate::notation::import`]); on success it replaces the game, whose rules become the
    /// session's. On failure the game is kept and the error names line and column.
    pub(super) fn import(&mut self, line: &str) -> Reply {
        let text = line.trim_start().strip_prefix("import").unwrap_or("").trim();
        if text.is_empty() {
            return Err(
                "import takes a record, an SGF game or a position string, e.g. import (;GM[9];B[b1-d3])"
                    .to_string(),
            );
        }
        let (game, notes) = crate::notation::import_annotated(text).map_err(|e| e.to_string())?;
        self.wide = None;
        Ok(self.replace_game(game, notes))
    }

    /// `resign`: the side to move resigns; the reply is the final status.
    pub(super) fn resign(&mut self) -> Reply {
        let side = self.game.position().side_to_move();
        self.game
            .resign(side)
            .map(|outcome| vec![format!("gameover {} {}", outcome.key(), outcome.reason())])
            .map_err(|e| e.to_string())
    }
}

/// The move limit of `rules limit N`: a whole number of turns, checked by the core's one rule
/// for every entry point ([`Rules::check_move_limit`]; `none` is no limit).
fn move_limit(text: &str) -> Result<u32, String> {
    let limit: u32 = parse_number("limit", text)?;
    Rules::check_move_limit(limit).map_err(|e| e.to_string())
}
