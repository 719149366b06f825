//! `open <file>` and `pick N`: games from files, as a player has them. A file of one game (a
//! record, an SGF game or a position string) replaces the game; an SGF collection `(;…)(;…)` is
//! listed, one line per game (players, event, date, result, length, or why it cannot be read,
//! naming the game, line and column), and `pick N` plays on from its game N. The names and
//! comments a game was read with are kept by `record` and `sgf` for as long as its moves stand.

use super::board::PlayedGame;
use super::{Reply, Session};
use crate::cell_board::CellPosition;
use crate::notation::error::excerpt;
use crate::notation::{
    named_variant, parse_sgf_collection_on, Annotations, ImportFormat, SgfGame, TextBoard,
};
use crate::{Game, GameBoard, Position, Variant};
use std::io::Read;

/// The largest file `open` reads, in bytes: the readers' own limit
/// ([`crate::notation::MAX_TEXT_BYTES`]); anything larger is not a game file.
pub const MAX_FILE_BYTES: u64 = crate::notation::MAX_TEXT_BYTES as u64;

/// What a game was read with, and the game as it was read: its start and moves then.
pub(super) struct Noted {
    notes: Annotations,
    read: PlayedGame,
}

impl Noted {
    /// The notes that still speak of `game`: none on another board or from another start, and
    /// only the comments of the moves it still shares with the game read.
    pub(super) fn for_game(&self, game: &PlayedGame) -> Annotations {
        let shared = match (&self.read, game) {
            (PlayedGame::Eight(read), PlayedGame::Eight(now)) => shared_moves(read, now),
            (PlayedGame::Cells(read), PlayedGame::Cells(now)) => shared_moves(read, now),
            _ => None,
        };
        let Some(shared) = shared else { return Annotations::default() };
        let mut notes = self.notes.clone();
        notes.truncate(shared);
        notes
    }
}

/// How many first moves `now` shares with `read`; `None` when their starts differ.
fn shared_moves<B: GameBoard>(read: &Game<B>, now: &Game<B>) -> Option<usize> {
    (read.start_position() == now.start_position())
        .then(|| read.moves().iter().zip(now.moves()).take_while(|(a, b)| a == b).count())
}

/// Reads the file at `path`, refusing one too large or not text, with the reason.
fn read_file(path: &str) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open {path}: {e}"))?;
    let mut bytes = Vec::new();
    file.take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes).map_err(|e| format!("cannot read {path}: {e}"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(format!("{path} is larger than {} MB: not a game file", MAX_FILE_BYTES >> 20));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!("{path} is not text (UTF-8): byte {} cannot start a character", e.utf8_error().valid_up_to())
    })
}

/// A game of the collection last opened, on its board, with its names and comments.
pub(super) struct Collected {
    /// The game replayed, or why it cannot be.
    game: Result<PlayedGame, String>,
    /// Its players, event, date, … and comments.
    notes: Annotations,
}

/// The games of an SGF file of board `B`: the list's lines (`games N`, then a line a game) and
/// each game for `pick`.
fn collect<B: TextBoard>(
    text: &str,
    played: fn(Game<B>) -> PlayedGame,
) -> Result<(Vec<String>, Vec<Collected>), String> {
    let games = parse_sgf_collection_on::<B>(text).map_err(|e| e.to_string())?;
    let mut lines = vec![format!("games {}", games.len())];
    lines.extend(games.iter().map(list_line));
    let collected = games
        .into_iter()
        .map(|g| Collected { game: g.game.map(played).map_err(|e| e.to_string()), notes: g.annotations })
        .collect();
    Ok((lines, collected))
}

/// One line of a collection's list: `game 2: carol - dave · Cup · 2003-05-02 · B+ · 41 turns`,
/// and for a game that cannot be read, why.
fn list_line<B: GameBoard>(game: &SgfGame<B>) -> String {
    let h = &game.header;
    let mut parts = Vec::new();
    if h.black.is_some() || h.white.is_some() {
        parts.push(format!("{} - {}", h.black.as_deref().unwrap_or("?"), h.white.as_deref().unwrap_or("?")));
    }
    parts.extend([&h.event, &h.date, &h.result].into_iter().flatten().cloned());
    parts.push(format!("{} turn{}", h.turns, if h.turns == 1 { "" } else { "s" }));
    if let Err(e) = &game.game {
        parts.push(format!("cannot be read: {e}"));
    }
    format!("game {}: {}", game.number, parts.join(" · "))
}

impl Session {
    /// `open <file>`: a game file replaces the game (the reply is its status); a collection is
    /// listed (`games N`, then a line per game) for `pick`.
    pub(super) fn open(&mut self, line: &str) -> Reply {
        let path = line.trim_start().strip_prefix("open").unwrap_or("").trim();
        if path.is_empty() {
            return Err("open takes a file name, e.g. open games.sgf".to_string());
        }
        let text = read_file(path)?;
        let body = text.trim_start_matches('\u{feff}');
        // A collection of any board's games, read by the board its first game names.
        if ImportFormat::detect(body) == ImportFormat::Sgf {
            let read = if named_variant(body).is_some_and(Variant::is_cell_board) {
                collect::<CellPosition>(body, PlayedGame::Cells)
            } else {
                collect::<Position>(body, PlayedGame::Eight)
            };
            let (lines, games) = read.map_err(|e| format!("{path}: {e}"))?;
            if games.len() > 1 {
                self.collection = games;
                return Ok(lines);
            }
        }
        let (game, notes) = PlayedGame::read(body).map_err(|e| format!("{path}: {e}"))?;
        Ok(self.replace_game(game, notes))
    }

    /// `pick N`: plays on from game N of the collection last opened.
    pub(super) fn pick(&mut self, args: &[&str]) -> Reply {
        let count = self.collection.len();
        if count == 0 {
            return Err("no collection is open: open a file of several games first".to_string());
        }
        let [n] = args else { return Err(format!("pick takes a game number from 1 to {count}")) };
        let chosen = n
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=count).contains(n))
            .ok_or_else(|| format!("pick takes a game number from 1 to {count}, not {}", excerpt(n)))?;
        let game = &self.collection[chosen - 1];
        let replayed = game.game.clone()?;
        let notes = game.notes.clone();
        Ok(self.replace_game(replayed, notes))
    }

    /// Plays on with a game read from a file or a line, keeping the names and comments it was
    /// read with; the reply is its status.
    pub(super) fn replace_game(&mut self, game: PlayedGame, notes: Annotations) -> Vec<String> {
        self.noted = Some(Noted { notes, read: game.clone() });
        self.take(game);
        vec![self.status()]
    }

    /// The names and comments that still speak of the game (for `record` and `sgf`).
    pub(super) fn notes(&self) -> Annotations {
        self.noted.as_ref().map(|n| n.for_game(&self.game)).unwrap_or_default()
    }
}
