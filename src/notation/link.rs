//! Game links: a whole game — variant, every rule option, the start position when it is not
//! the variant's, the moves, a pending draw offer and a resignation, loss on time or agreed draw
//! — as one short URL-safe string,
//! and back.
//! Page-level settings (mode, side, level) are not part of it: the page adds its own parameters.
//!
//! # Grammar
//! One grammar for every board ([`decode_on`] reads a board's, [`encode`] writes any). Fields
//! separated by `~`, in this order, each at most once; options at their default are left out,
//! except the repetition draw, which is always written:
//! ```text
//! link   = variant ["~draw"] ["~norep" | "~rep"] ["~limit" N] ["~rev"] ["~scr"] ["~at" start]
//!          ["~m" moves] ["~offer" | "~r" loser | "~t" loser | "~agreed"] ["~pb" name] ["~pw" name]
//! ```
//! - **variant**: the key (`standard`, `scrambled-eggs`, `parachute`, `ambiloa`,
//!   `standard-6x6`, `standard-7x7`, `gemma`; `black-hole`, `standard-12x12`, `hex-5`, `hex-6`).
//! - **draw**: both sides connected by one move is a draw (default: the mover wins);
//!   **norep**/**rep**: the threefold repetition draw off/on, written on every board (a link
//!   without it, written before, keeps the board's default: on for the 8×8 boards, off for the
//!   wide ones, docs/rules.md §9.5); **limit**N: a draw after N turns; **rev**: the
//!   reversed start (docs/rules.md §8.2); **scr**: the scrambled start of a wide board.
//! - **at**: a start that is not the variant's. On the 8×8 boards, as in a position string with
//!   `/` written `.` and spaces `_`: the ranks from the top, the colour letter to move followed
//!   by `-` when a Parachute drop is due (the position string's `@`), and the hand (`B6W6`) when
//!   someone holds pieces: `start = ranks "_" turn ["_" hand]`. On the wide boards the rows with
//!   `/` written `.` and a hole `*` written `-`, then `_` and the side to move.
//! - **m**: the plies. On the 8×8 boards compact: a square is one character of the base64url
//!   alphabet (`A`–`Z`, `a`–`z`, `0`–`9`, `-`, `_`) by its index, rank × 8 + file (`a1` is `A`,
//!   `b1` `B`, `a2` `I`, `h8` `_`). A slide is its two squares (`b1-d3` is `BT`); a Parachute
//!   drop is its square twice (`@d4` is `bb`; a slide never stays put), and so is a Gemma vacate
//!   (`e8-^^` is `88`: Parachute has no vacates, Gemma no drops); a pass is `.`. On the wide
//!   boards (up to 144 cells) readable: each move its two cell names run together (`b1b3`),
//!   `pass` for a pass, `.` between moves.
//! - **r**: the game ended by resignation: `rb` Black (in AmbiLOA East–West) resigned, `rw`
//!   White (North–South).
//! - **t**: the game was lost on time (a game clock's flag fell): `tb` Black (East–West) ran
//!   out of time, `tw` White (North–South).
//! - **offer**: the side that made the last move offers a draw with it
//!   ([`crate::Game::offer_draw`]); the receiver accepts or declines by moving.
//! - **agreed**: the game ended in a draw by agreement ([`crate::Game::accept_draw`]).
//!   At most one of `offer`, `r`, `t` and `agreed`.
//! - **pb**, **pw**: the names of Black (East–West) and White (North–South), the game's own
//!   `Black` and `White` tags, as the base64url of their UTF-8 (at most 100 bytes of it): written
//!   by [`encode_named`], read by [`decode_named_on`]; [`decode_on`] reads and checks them too.
//!
//! Only unreserved URL characters are used, so a link needs no percent-encoding. A 60-turn
//! Standard game is 134 characters (`standard~rep~m` and two per move); readable moves
//! (`b1d3.a3xd3`) would take 300.
//!
//! ```
//! use loa::notation::{link, play_text};
//! use loa::{Game, Rules, Simultaneous, SquareVariant};
//! let rules = Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(40), reversed: false };
//! let mut game = Game::new(SquareVariant::Standard, rules);
//! play_text(&mut game, "b1-d3").unwrap();
//! play_text(&mut game, "a3xd3").unwrap();
//! game.resign(loa::Side::Black).unwrap();
//! let text = link::encode(&game);
//! assert_eq!(text, "standard~draw~norep~limit40~mBTQT~rb");
//! let back = link::decode(&text).unwrap();
//! assert_eq!((back.moves(), back.rules(), back.outcome()), (game.moves(), rules, game.outcome()));
//! ```

use super::error::excerpt;
use super::link_fields::{read_link_fields, LinkEnding};
use super::link_names::{push_names, read_name};
use super::position_string::format_position;
use super::record_write::player_name;
use super::text_board::TextBoard;
use super::turn_error::{RefusedTurn, TurnError};
use super::{parse_position, split_turns};
use crate::{Game, Move, MoveKind, Position, Rules, Side, Simultaneous, Square, Variant};
use std::fmt;

/// The base64url alphabet: a square's character is the one at its index.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a link could not be read: the character where the problem is (from 1) and what it is.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkError {
    /// The position of the offending field or move, in characters from 1.
    pub at: usize,
    /// What is wrong.
    pub why: String,
    /// The turn that cannot be played, when the problem is a move of the `m` field; its parts
    /// let the page word it as it words a refused turn of a record. `why` is its English.
    pub turn: Option<Box<RefusedTurn>>,
}

impl LinkError {
    /// A problem at character `at` (from 1) that is not a refused turn.
    pub(crate) fn new(at: usize, why: String) -> LinkError {
        LinkError { at, why, turn: None }
    }

    /// The refusal at character `at` of turn `number` (counted as records count them) by
    /// `player`, written `token`.
    pub(crate) fn turn(at: usize, number: usize, player: String, token: &str, why: TurnError) -> LinkError {
        let turn = RefusedTurn { number: number as u32, player, token: excerpt(token), why };
        LinkError { at, why: turn.to_string(), turn: Some(Box::new(turn)) }
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game link, character {}: {}", self.at, self.why)
    }
}

impl std::error::Error for LinkError {}

/// Writes a game of any board as a link (see the [grammar](self)); the board writes its own
/// `at` and `m` fields ([`TextBoard`]).
pub fn encode<B: TextBoard>(game: &Game<B>) -> String {
    encode_named(game, [None, None])
}

/// Writes a game of any board as a link with its players' names (Black's, White's; `None`:
/// not named), the `pb` and `pw` fields: a game played by link carries its names to both friends.
pub fn encode_named<B: TextBoard>(game: &Game<B>, names: [Option<&str>; 2]) -> String {
    let start = game.start_position();
    let mut out = start.variant().key().to_string();
    let rules = game.rules();
    if rules.simultaneous == Simultaneous::Draw {
        out.push_str("~draw");
    }
    // The repetition draw, always stated: the boards' defaults differ (on for 8×8, off for the
    // wide boards), so one spelling for every board says it outright.
    out.push_str(if rules.repetition { "~rep" } else { "~norep" });
    if let Some(limit) = rules.move_limit {
        out.push_str(&format!("~limit{limit}"));
    }
    if rules.reversed {
        out.push_str("~rev");
    }
    if B::scrambled(game) {
        out.push_str("~scr");
    }
    if !B::named_start(game) {
        out.push_str("~at");
        out.push_str(&B::link_start(start));
    }
    if !game.moves().is_empty() {
        out.push_str("~m");
        B::push_link_moves(&mut out, game);
    }
    // At most one ending field: one push keeps the wasm small.
    let ending = match (game.resigned(), game.lost_on_time()) {
        (Some(loser), _) => ["~rb", "~rw"][loser.index()],
        (_, Some(loser)) => ["~tb", "~tw"][loser.index()],
        _ if game.draw_offer_pending() => "~offer",
        _ if game.drawn_by_agreement() => "~agreed",
        _ => "",
    };
    out.push_str(ending);
    push_names(&mut out, names);
    out
}

/// The `at` field: the position string's board, turn and hand with link-safe characters.
pub(super) fn start_field(start: &Position) -> String {
    let text = format_position(start, &Rules::default());
    let fields: Vec<&str> = text.split(' ').collect();
    let mut field = format!("{}_{}", fields[1].replace('/', "."), fields[2].replace('@', "-"));
    if fields[3] != "-" {
        field.push('_');
        field.push_str(fields[3]);
    }
    field
}

pub(super) fn push_move(out: &mut String, m: Move) {
    let char_of = |sq: Square| ALPHABET[sq.index()] as char;
    match (m.kind(), m.from(), m.to()) {
        (MoveKind::Slide, Some(from), Some(to)) => {
            out.push(char_of(from));
            out.push(char_of(to));
        }
        // A drop (Parachute) or a vacate (Gemma): its one square twice; the variant tells which.
        (MoveKind::Drop, _, Some(sq)) | (MoveKind::Vacate, Some(sq), _) => {
            out.push(char_of(sq));
            out.push(char_of(sq));
        }
        _ => out.push('.'),
    }
}

/// Reads a link of an 8×8 board ([`decode_on`] reads any board's).
pub fn decode(text: &str) -> Result<Game, LinkError> {
    decode_on::<Position>(text)
}

/// Reads a link (see the [grammar](self)) of a board `B` and replays its game with every move
/// checked. Errors name the character where the problem is: `game link, character 12: move 3
/// (Black): b1-b2: …`.
pub fn decode_on<B: TextBoard>(text: &str) -> Result<Game<B>, LinkError> {
    decode_named_on(text).map(|(game, _)| game)
}

/// Reads a link of a board `B` as [`decode_on`] does, with the players' names it carries
/// (Black's, White's; `None` where it names nobody).
pub fn decode_named_on<B: TextBoard>(text: &str) -> Result<(Game<B>, [Option<String>; 2]), LinkError> {
    let text = text.trim();
    let fields = read_link_fields(text)?;
    let variant = Variant::parse(fields.variant).filter(|&v| B::plays(v)).ok_or_else(|| {
        LinkError::new(
            1,
            format!("unknown variant \"{}\" (expected {})", excerpt(fields.variant), B::variant_keys()),
        )
    })?;
    let rules = Rules {
        simultaneous: if fields.draw { Simultaneous::Draw } else { Simultaneous::MoverWins },
        repetition: fields.repetition.unwrap_or(B::default_rules().repetition),
        move_limit: fields.limit,
        reversed: fields.reversed,
    };
    let mut game = match (fields.at, fields.scrambled) {
        (Some((_, at)), Some(_)) => {
            return Err(LinkError::new(at, "scr and at both give the start".to_string()))
        }
        // `rev` comes before `at`, which, when given, replaces the reversed start.
        (Some((value, at)), None) => {
            let start = B::read_link_start(variant, value).map_err(|why| LinkError::new(at, why))?;
            Game::from_board(start, rules)
        }
        (None, scrambled) => B::start_game(variant, rules, scrambled.is_some())
            .map_err(|why| LinkError::new(scrambled.unwrap_or(1), format!("scr: {why}")))?,
    };
    let (moves, first) = fields.moves.unwrap_or(("", 0));
    B::play_link_moves(&mut game, moves, first)?;
    if let Some((ending, at)) = fields.ending {
        let loser = |side: usize| Side::from_index(side, game.position().variant().has_teams());
        let ended = match ending {
            LinkEnding::Offer => game.offer_draw().map_err(|e| e.to_string()),
            // An agreed draw is read as the offer with the last move, accepted.
            LinkEnding::Agreed => {
                game.offer_draw().and_then(|()| game.accept_draw().map(drop)).map_err(|e| e.to_string())
            }
            LinkEnding::Resigned(side) => {
                let side = loser(side);
                game.resign(side).map(drop).map_err(|e| e.to_string())
            }
            LinkEnding::Time(side) => {
                let side = loser(side);
                game.lose_on_time(side).map(drop).map_err(|e| e.to_string())
            }
        };
        ended.map_err(|why| LinkError::new(at, why))?;
    }
    let mut names = [None, None];
    for (name, field) in names.iter_mut().zip(fields.names) {
        *name = field.map(|(value, at)| read_name(value, at)).transpose()?;
    }
    Ok((game, names))
}

/// The start position from the `at` field, checked as a position string.
pub(super) fn parse_start(variant: Variant, value: &str) -> Result<Position, String> {
    let parts: Vec<&str> = value.split('_').collect();
    if parts.len() < 2 || parts.len() > 3 {
        return Err(format!("start \"at{}\": expected at<ranks>_<turn>[_<hand>]", excerpt(value)));
    }
    let text = format!(
        "{} {} {} {}",
        variant.key(),
        parts[0].replace('.', "/"),
        parts[1].replace('-', "@"),
        parts.get(2).unwrap_or(&"-")
    );
    parse_position(&text).map(|(pos, _)| pos).map_err(|e| format!("start: {}", e.detail()))
}

/// Plays the `m` field's plies; `first` is the character position of its first ply.
pub(super) fn play_moves(game: &mut Game, text: &str, first: usize) -> Result<(), LinkError> {
    let chars: Vec<char> = text.chars().collect();
    let index_of = |c: char| ALPHABET.iter().position(|&a| a as char == c);
    let mut i = 0;
    while i < chars.len() {
        let at = first + i + 1;
        let m = if chars[i] == '.' {
            i += 1;
            Move::PASS
        } else {
            let squares = (index_of(chars[i]), chars.get(i + 1).and_then(|&c| index_of(c)));
            let (Some(from), Some(to)) = squares else {
                let shown: String = chars[i..chars.len().min(i + 2)].iter().collect();
                return Err(LinkError::new(
                    at,
                    format!("\"{shown}\" is not a move: two square letters (A-Z a-z 0-9 - _) or ."),
                ));
            };
            i += 2;
            let square = |index: usize| Square::new(index as u8).expect("the alphabet has 64 letters");
            if from == to && game.variant().has_holes() {
                Move::vacate(square(to))
            } else if from == to {
                Move::drop(square(to))
            } else {
                Move::slide(square(from), square(to), false)
            }
        };
        if let Err(error) = game.play(m) {
            // Numbered by turns, as records are: a drop belongs to the turn of the move before it.
            let turns = split_turns(game.moves()).len();
            let number = if m.is_drop() && turns > 0 { turns } else { turns + 1 };
            let colour = game.position().turn();
            let player = player_name(game.variant(), colour);
            let seat = game.variant().has_teams().then(|| colour.seat_key());
            let why = TurnError::refused(colour.name(), &m.to_string(), &error).seated(seat);
            return Err(LinkError::turn(at, number, player, &m.to_string(), why));
        }
    }
    Ok(())
}
