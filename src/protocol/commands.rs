//! The commands that read or change the game, each written once over the board
//! ([`ProtocolBoard`], [`TextBoard`]): the session's [`PlayedGame`] chooses the board at the top. `go` is in
//! `go.rs`.

use super::board::{game_rules, on_board, session_rules, PlayedGame, ProtocolBoard};
use super::text::{ok, parse_number};
use super::{Reply, Session, MAX_PERFT_DEPTH};
use crate::cell_board::{CellGame, CellPosition};
use crate::notation::error::excerpt;
use crate::notation::TextBoard;
use crate::{Board, Game, Position, Rules, Simultaneous, Variant};

impl Session {
    pub(super) fn variant(&mut self, args: &[&str]) -> Reply {
        let [name] = args else {
            return Err(format!("variant takes one name: {}", Variant::keys()));
        };
        let variant = Variant::parse(name)
            .ok_or_else(|| format!("unknown variant \"{}\": expected {}", excerpt(name), Variant::keys()))?;
        self.game = match variant.played_on() {
            // Refused, the game kept, on a board without a scrambled start while the session
            // asks for one.
            Board::Cells(shape) => PlayedGame::Cells(
                CellGame::with_start(shape, self.rules, self.scrambled)
                    .map_err(|e| format!("variant {}: {e} (rules scrambled off)", variant.key()))?,
            ),
            Board::Squares(square) => PlayedGame::Eight(Game::new(square, self.rules)),
        };
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
        on_board!(&mut self.game, game => {
            let taken = game_rules(game, rules);
            game.set_rules(taken);
        });
        Ok(ok())
    }

    /// `position startpos|<position string> [moves …]`: `startpos` is the start of the board in
    /// play; a position string names its variant, and so its board. On any error the game is kept.
    pub(super) fn position(&mut self, args: &[&str]) -> Reply {
        let split = args.iter().position(|&a| a == "moves").unwrap_or(args.len());
        let (setup, moves) = args.split_at(split);
        let moves = moves.get(1..).unwrap_or_default();
        let (rules, scrambled) = (self.rules, self.scrambled);
        let game = match setup {
            [] => return Err("position needs startpos or a position string".to_string()),
            ["startpos"] => on_board!(&self.game, game => {
                let start = ProtocolBoard::start_again(game, rules, scrambled)?;
                set_up(start, moves)?
            }),
            [first, ..] if Variant::parse(first).is_some_and(Variant::is_cell_board) => {
                set_up(CellPosition::game_at(&setup.join(" "))?, moves)?
            }
            _ => set_up(Position::game_at(&setup.join(" "))?, moves)?,
        };
        self.take(game);
        Ok(ok())
    }

    pub(super) fn play(&mut self, args: &[&str]) -> Reply {
        let [text] = args else {
            return Err("play takes one move or turn, e.g. play b1-d3 or play a3-c5@d4".to_string());
        };
        on_board!(&mut self.game, game => ProtocolBoard::play_typed(game, text))?;
        Ok(ok())
    }

    pub(super) fn undo(&mut self) -> Reply {
        on_board!(&mut self.game, game => game.undo().map(|_| ()))
            .map(|()| ok())
            .ok_or_else(|| "nothing to undo".to_string())
    }

    pub(super) fn redo(&mut self) -> Reply {
        on_board!(&mut self.game, game => redo(game))
    }

    pub(super) fn legal_moves(&self) -> Vec<String> {
        let moves = on_board!(&self.game, game => {
            let pos = game.position();
            ProtocolBoard::legal(game).into_iter().map(|m| TextBoard::move_text(pos, m)).collect::<Vec<_>>()
        });
        vec![format!("legalmoves {}", moves.join(" ")).trim_end().to_string()]
    }

    pub(super) fn status(&self) -> String {
        match on_board!(&self.game, game => game.outcome()) {
            None => "in_progress".to_string(),
            Some(outcome) => format!("gameover {} {}", outcome.key(), outcome.reason()),
        }
    }

    /// The board drawn as text, one line per rank or row.
    pub(super) fn diagram(&self) -> Vec<String> {
        on_board!(&self.game, game => game.position().to_string().lines().map(str::to_string).collect())
    }

    pub(super) fn fen(&self) -> String {
        format!("position {}", on_board!(&self.game, game => TextBoard::position_string(game)))
    }

    pub(super) fn record(&self) -> Vec<String> {
        let notes = self.notes();
        let record = on_board!(&self.game, game => crate::notation::format_record_annotated(game, &notes));
        record.lines().filter(|l| !l.is_empty()).map(str::to_string).collect()
    }

    pub(super) fn sgf(&self) -> Reply {
        let notes = self.notes();
        on_board!(&self.game, game => crate::notation::format_sgf_annotated(game, &notes).map_err(|e| e.to_string())).map(|s| vec![s])
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
        Ok(on_board!(&self.game, game => count(game, command == "divide", depth)))
    }

    /// `import <text>`: the rest of the line is a record, an SGF game, a position string or a
    /// wide game link ([`PlayedGame::read`]); on success it replaces the game, whose rules become
    /// the session's. On failure the game is kept and the error names line and column.
    pub(super) fn import(&mut self, line: &str) -> Reply {
        let text = line.trim_start().strip_prefix("import").unwrap_or("").trim();
        if text.is_empty() {
            return Err(
                "import takes a record, an SGF game or a position string, e.g. import (;GM[9];B[b1-d3])"
                    .to_string(),
            );
        }
        let (game, notes) = PlayedGame::read(text)?;
        Ok(self.replace_game(game, notes))
    }

    /// `resign`: the side to move resigns; the reply is the final status.
    pub(super) fn resign(&mut self) -> Reply {
        on_board!(&mut self.game, game => {
            let side = crate::GameBoard::side_to_move(game.position());
            game.resign(side).map_err(|e| e.to_string())?;
        });
        Ok(vec![self.status()])
    }

    /// Plays on with `game`; the rules it plays by become the session's.
    pub(super) fn take(&mut self, game: PlayedGame) {
        self.rules = on_board!(&game, g => session_rules(g, self.rules));
        self.game = game;
    }
}

/// The game from `start` with `moves` played, each checked; the error names the move refused.
fn set_up<B: ProtocolBoard>(mut game: Game<B>, moves: &[&str]) -> Result<PlayedGame, String> {
    for (i, text) in moves.iter().enumerate() {
        B::play_typed(&mut game, text)
            .map_err(|e| format!("moves: move {} \"{}\": {e}", i + 1, excerpt(text)))?;
    }
    Ok(B::played(game))
}

/// Redoes the last undone move. With moves to redo, the game can still be over — after a rules
/// change such as a lower move limit — and the reply says so rather than "nothing".
fn redo<B: ProtocolBoard>(game: &mut Game<B>) -> Reply {
    if game.redo_moves().next().is_none() {
        return Err("nothing to redo".to_string());
    }
    if let Some(outcome) = game.outcome() {
        return Err(format!("cannot redo: the game is over: {outcome} (undo, or change the rules back)"));
    }
    game.redo().map(|_| ok()).ok_or_else(|| "nothing to redo".to_string())
}

/// The lines of `perft depth` (`divide` when `divide`) on `game` as it stands.
fn count<B: ProtocolBoard>(game: &Game<B>, divide: bool, depth: u32) -> Vec<String> {
    let pos = game.position();
    let over = game.is_over();
    if !divide {
        let count = if over && depth > 0 { 0 } else { B::perft(pos, depth) };
        return vec![format!("perft {depth} {count}")];
    }
    if depth == 0 || over {
        return vec![format!("total {}", u64::from(depth == 0))];
    }
    let split = B::divide(pos, depth);
    let total: u64 = split.iter().map(|(_, n)| n).sum();
    let mut lines: Vec<String> =
        split.iter().map(|&(m, n)| format!("{} {n}", B::move_text(pos, m))).collect();
    lines.push(format!("total {total}"));
    lines
}

/// The move limit of `rules limit N`: a whole number of turns, checked by the core's one rule
/// for every entry point ([`Rules::check_move_limit`]; `none` is no limit).
fn move_limit(text: &str) -> Result<u32, String> {
    let limit: u32 = parse_number("limit", text)?;
    Rules::check_move_limit(limit).map_err(|e| e.to_string())
}
