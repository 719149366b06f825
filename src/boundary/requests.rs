//! What the page sends, checked: variant keys, squares, moves as text or packed numbers, the
//! moves of a game to replay, and search limits. Every refusal is a sentence for the page.

use super::number_text::number_text;
use super::{PlayErrorView, Refusal, TargetView};
use crate::notation::{parse_position, play_text, TextPlayError};
use crate::search::Limits;
use crate::{Game, Move, Square, Variant};
use serde::Deserialize;

/// The variant of a key such as `standard` or `parachute`: a board of the 8×8 bitboards.
pub fn parse_variant(key: &str) -> Result<Variant, String> {
    let on_bitboards = |v: Variant| !v.is_cell_board();
    Variant::parse(key).filter(|&v| on_bitboards(v)).ok_or_else(|| {
        format!("unknown variant \"{key}\": expected one of {}", Variant::keys_where(on_bitboards))
    })
}

fn parse_square(text: &str) -> Result<Square, String> {
    Square::parse(text).ok_or_else(|| format!("\"{text}\" is not a square (a1 to h8)"))
}

/// The move packed in `n` ([`Move::to_u16`]), which arrives as a JavaScript number.
pub fn move_from_number(n: f64) -> Result<Move, String> {
    Some(n)
        .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u16::MAX)).contains(n))
        .and_then(|n| Move::from_u16(n as u16))
        .ok_or_else(|| format!("{} is not a packed move", number_text(n)))
}

/// Plays a move given as text (`b1-d3`, `@d4`, `pass`, or a Parachute turn `a3-c5@d4`). On
/// refusal the game is unchanged and the error is the rules' reason (with its code) or the
/// notation's.
pub fn play(game: &mut Game, text: &str) -> Result<(), Refusal> {
    play_text(game, text).map_err(|err| match err {
        TextPlayError::Illegal { error, .. } => Refusal::Rules(Box::new(PlayErrorView::of(&error))),
        TextPlayError::Notation(e) => Refusal::Request(e.to_string()),
    })
}

/// Plays the move packed in `n` ([`move_from_number`]); refused like [`play`].
pub fn play_number(game: &mut Game, n: f64) -> Result<(), Refusal> {
    let m = move_from_number(n).map_err(Refusal::Request)?;
    game.play(m).map_err(|error| Refusal::Rules(Box::new(PlayErrorView::of(&error))))
}

/// The legal targets of the piece on `from`; empty if it cannot move now.
pub fn targets(game: &Game, from: &str) -> Result<Vec<TargetView>, String> {
    let from = parse_square(from)?;
    Ok(game
        .legal_moves()
        .iter()
        .filter(|m| m.from() == Some(from))
        .filter_map(|m| m.to().map(|to| TargetView { to: to.to_string(), capture: m.is_capture() }))
        .collect())
}

/// Why the slide `from`→`to` is illegal now, in the core's words; `None` if it is legal.
pub fn explain(game: &Game, from: &str, to: &str) -> Result<Option<String>, String> {
    Ok(explain_code(game, from, to)?.map(|view| view.message))
}

/// Why the slide `from`→`to` is illegal now, as a code with parameters and the core's
/// sentence; `None` if it is legal.
pub fn explain_code(game: &Game, from: &str, to: &str) -> Result<Option<PlayErrorView>, String> {
    let m = Move::slide(parse_square(from)?, parse_square(to)?, false);
    Ok(game.check(m).err().map(|e| PlayErrorView::of(&e)))
}

/// The game that started from the position string `start` and continued with packed `moves`.
pub fn replay(start: &str, moves: &[u16]) -> Result<Game, String> {
    let (pos, rules) = parse_position(start).map_err(|e| e.to_string())?;
    let mut game = Game::from_position(pos, rules);
    for (i, &bits) in moves.iter().enumerate() {
        let m = Move::from_u16(bits).ok_or_else(|| format!("move {}: {bits} is no move", i + 1))?;
        game.play(m).map_err(|e| format!("move {} ({m}): {e}", i + 1))?;
    }
    Ok(game)
}

/// Search limits as the worker receives them (`{level, depth, movetimeMs, seed}`), every field
/// optional.
#[derive(Deserialize, Default, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct LimitsRequest {
    /// Strength 1–6.
    pub level: Option<u8>,
    /// Stop after this depth (1 to [`MAX_REQUESTED_DEPTH`](crate::search::MAX_REQUESTED_DEPTH)),
    /// only together with a movetime.
    pub depth: Option<u32>,
    /// Deadline for the move in milliseconds (1 to [`MAX_MOVETIME_MS`](crate::search::MAX_MOVETIME_MS)).
    pub movetime_ms: Option<u64>,
    /// Seed for the random choices: a whole number ≥ 0 (a JavaScript number).
    pub seed: Option<f64>,
}

impl LimitsRequest {
    /// The limits asked for; missing fields keep [`Limits::default`]. Built from the default so
    /// fields the search may gain later keep their defaults. A wasm search cannot be stopped (it
    /// blocks its worker until it returns), so the limits must bound it:
    /// [`Limits::validate_bounded`], the same rule as the `loa` protocol's ranges, refuses
    /// `{depth: 1e9}` or a depth without a time rather than clamping or searching forever.
    pub fn to_limits(&self) -> Result<Limits, String> {
        if let Some(level) = self.level.filter(|l| !(1..=6).contains(l)) {
            return Err(format!("bad limits: level is {level}, expected 1 to 6"));
        }
        if let Some(seed) = self.seed.filter(|s| !(s.is_finite() && *s >= 0.0 && s.fract() == 0.0)) {
            return Err(format!("bad limits: seed is {}, expected a whole number ≥ 0", number_text(seed)));
        }
        let defaults = Limits::default();
        let limits = Limits {
            level: self.level.unwrap_or(defaults.level),
            depth: self.depth,
            movetime_ms: self.movetime_ms,
            seed: self.seed.map_or(defaults.seed, |s| s as u64),
        };
        limits.validate_bounded().map_err(|e| format!("bad limits: {e}"))?;
        Ok(limits)
    }
}
