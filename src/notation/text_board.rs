//! What every board reads and writes as text — a position string, a move, a record, an SGF
//! game, a link — so that the formats are written once over [`Game<B>`] (the links of
//! [`super::link`], …) and the page ([`crate::boundary::PageBoard`]) and the `loa` protocol
//! ([`crate::protocol`]) each write their commands once. A board provides only its own pieces:
//! its variants and default rules, its starts, how a move and the `at`/`m` fields of a link are
//! written. The 8×8 [`Position`]'s are here; the wide boards' [`CellPosition`]'s are in
//! `cell_text.rs`.

use super::link::LinkError;
use super::moves::play_plies;
use super::record_write::player_name;
use super::turn_error::TurnError;
use super::{
    format_position, format_turn, parse_position, parse_rules, parse_turn, NotationError, TextPlayError,
};
use crate::{Game, GameBoard, Position, Rules, SquareVariant, Variant};
use std::fmt::Display;

/// A board's notation: drawn as text by [`Display`], read and written by these functions.
pub trait TextBoard: GameBoard + Display {
    /// The game set up by a position string with its rule options.
    fn game_at(position: &str) -> Result<Game<Self>, String>;

    /// The position string of the game as it stands, with its rule options.
    fn position_string(game: &Game<Self>) -> String;

    /// `m` as the records write it, in the position `pos` it is played from.
    fn move_text(pos: &Self, m: Self::Move) -> String;

    /// Whether `variant` is played on this kind of board (the 8×8 boards or the wide ones).
    fn plays(variant: Variant) -> bool;

    /// The keys of the variants this kind of board plays, for messages.
    fn variant_keys() -> String;

    /// The rule options a text that names none means on this kind of board: on the wide boards
    /// the repetition draw is off (docs/rules.md §9.5).
    fn default_rules() -> Rules;

    /// A game of `variant` from its start under `rules` (reversed under [`Rules::reversed`]),
    /// or from its scrambled start when `scrambled`; the error says why there is none.
    fn start_game(variant: Variant, rules: Rules, scrambled: bool) -> Result<Game<Self>, String>;

    /// Whether the game began at its variant's scrambled start.
    fn scrambled(game: &Game<Self>) -> bool;

    /// Whether the game began at a start its variant and rules name (the variant's start,
    /// reversed or scrambled as they say), so that no text needs to write the start out.
    fn named_start(game: &Game<Self>) -> bool;

    /// The rules field of a record's `Rules` tag or an SGF's `RU`, and whether it asks for the
    /// scrambled start.
    fn read_rules(field: &str) -> Result<(Rules, bool), String>;

    /// A position string with its rule options, as a record's `Position` tag gives a start.
    fn read_start(text: &str) -> Result<(Self, Rules), NotationError>;

    /// The position string of a start under `rules`, as a record's `Position` tag writes it.
    fn start_text(start: &Self, rules: &Rules) -> String;

    /// Who is to move at `pos`, as records and errors name them: `Black`, or `South (White)`
    /// in AmbiLOA.
    fn player(pos: &Self) -> String;

    /// Reads and plays one turn's text (a Parachute turn is a move and its drop); the error is
    /// the reason alone, without the move's text, and leaves the game as it was.
    fn play_turn(game: &mut Game<Self>, text: &str) -> Result<(), TurnError>;

    /// One turn's plies as records and SGF write them, played from `before`.
    fn turn_text(before: &Self, plies: &[Self::Move]) -> String;

    /// A link's `at` field (without `at`): a start that is not the variant's.
    fn link_start(start: &Self) -> String;

    /// The start a link's `at` field (without `at`) sets out on a board of `variant`.
    fn read_link_start(variant: Variant, value: &str) -> Result<Self, String>;

    /// Appends a link's `m` field (without `m`): the moves of `game`.
    fn push_link_moves(out: &mut String, game: &Game<Self>);

    /// Plays a link's `m` field (`first` is the character offset of its first character);
    /// the error names the character and the move.
    fn play_link_moves(game: &mut Game<Self>, moves: &str, first: usize) -> Result<(), LinkError>;
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

    fn plays(variant: Variant) -> bool {
        !variant.is_cell_board()
    }

    fn variant_keys() -> String {
        "standard, scrambled-eggs, parachute, …".to_string()
    }

    fn default_rules() -> Rules {
        Rules::default()
    }

    fn start_game(variant: Variant, rules: Rules, scrambled: bool) -> Result<Game, String> {
        if scrambled {
            return Err(format!("{variant} has no scrambled start to choose"));
        }
        let variant = SquareVariant::try_from(variant).map_err(|e| e.to_string())?;
        Ok(Game::new(variant, rules))
    }

    fn scrambled(_: &Game) -> bool {
        false
    }

    fn named_start(game: &Game) -> bool {
        *game.start_position() == Position::start(game.start_position().square_variant(), &game.rules())
    }

    fn read_rules(field: &str) -> Result<(Rules, bool), String> {
        parse_rules(field).map(|rules| (rules, false)).map_err(|e| e.to_string())
    }

    fn read_start(text: &str) -> Result<(Position, Rules), NotationError> {
        parse_position(text)
    }

    fn start_text(start: &Position, rules: &Rules) -> String {
        format_position(start, rules)
    }

    fn player(pos: &Position) -> String {
        player_name(pos.variant(), pos.turn())
    }

    fn play_turn(game: &mut Game, text: &str) -> Result<(), TurnError> {
        let colour = game.position().turn();
        let (mover, seat) = (colour.name(), game.variant().has_teams().then(|| colour.seat_key()));
        let plies = parse_turn(text, game.position())
            .map_err(|e| TurnError::of(mover, TextPlayError::<crate::Square>::Notation(e)).seated(seat))?;
        play_plies(game, &plies).map_err(|e| TurnError::of(mover, e).seated(seat))
    }

    fn turn_text(_: &Position, plies: &[crate::Move]) -> String {
        format_turn(plies)
    }

    fn link_start(start: &Position) -> String {
        super::link::start_field(start)
    }

    fn read_link_start(variant: Variant, value: &str) -> Result<Position, String> {
        super::link::parse_start(variant, value)
    }

    fn push_link_moves(out: &mut String, game: &Game) {
        for &m in game.moves() {
            super::link::push_move(out, m);
        }
    }

    fn play_link_moves(game: &mut Game, moves: &str, first: usize) -> Result<(), LinkError> {
        super::link::play_moves(game, moves, first)
    }
}
