//! What every board reads and writes as text — a position string, a move, a record, an SGF
//! game — so that the page ([`crate::boundary::PageBoard`]) and the `loa` protocol
//! ([`crate::protocol`]) each write their commands once over [`Game<B>`] and ask the board only
//! for its own notation: the 8×8 [`Position`]'s (this module's readers and writers) or the wide
//! boards' [`WidePosition`] ([`crate::wide`]'s).

use super::{format_position, format_record_annotated, format_sgf_annotated, parse_position, Annotations};
use crate::wide::{
    format_wide_move, format_wide_record_annotated, format_wide_setup, format_wide_sgf_annotated,
    parse_wide_setup, WideGame, WidePosition,
};
use crate::{Game, GameBoard, Position};
use std::fmt::Display;

/// A board's notation: drawn as text by [`Display`], read and written by these functions.
pub trait TextBoard: GameBoard + Display {
    /// The game set up by a position string with its rule options.
    fn game_at(position: &str) -> Result<Game<Self>, String>;

    /// The position string of the game as it stands, with its rule options.
    fn position_string(game: &Game<Self>) -> String;

    /// `m` as the records write it, in the position `pos` it is played from.
    fn move_text(pos: &Self, m: Self::Move) -> String;

    /// The game as SGF, with the names and comments of `notes`; the error says why it has none.
    fn sgf(game: &Game<Self>, notes: &Annotations) -> Result<String, String>;

    /// The game as a record: tags, numbered turns with their comments, result.
    fn record(game: &Game<Self>, notes: &Annotations) -> String;
}

impl TextBoard for Position {
    fn game_at(position: &str) -> Result<Game, String> {
        let (pos, rules) = parse_position(position).map_err(|e| e.to_string())?;
        Ok(Game::from_position(pos, rules))
    }

    fn position_string(game: &Game) -> String {
        format_position(game.position(), &game.rules())
    }

    fn move_text(_: &Position, m: crate::Move) -> String {
        m.to_string()
    }

    fn sgf(game: &Game, notes: &Annotations) -> Result<String, String> {
        format_sgf_annotated(game, notes).map_err(|e| e.to_string())
    }

    fn record(game: &Game, notes: &Annotations) -> String {
        format_record_annotated(game, notes)
    }
}

impl TextBoard for WidePosition {
    fn game_at(position: &str) -> Result<WideGame, String> {
        let (pos, rules) = parse_wide_setup(position).map_err(|e| e.to_string())?;
        Ok(WideGame::from_position_with(pos, rules))
    }

    fn position_string(game: &WideGame) -> String {
        format_wide_setup(game.position(), &game.rules())
    }

    fn move_text(pos: &WidePosition, m: crate::wide::WideMove) -> String {
        format_wide_move(pos, m)
    }

    fn sgf(game: &WideGame, notes: &Annotations) -> Result<String, String> {
        format_wide_sgf_annotated(game, notes).map_err(|e| e.to_string())
    }

    fn record(game: &WideGame, notes: &Annotations) -> String {
        format_wide_record_annotated(game, notes)
    }
}
