//! A move on a wide board sent by the page, played or refused in the 8×8 game's terms: a
//! refusal by the rules is a [`PlayErrorView`] (a code with parameters, which the page words in
//! its language), a malformed request the core's English sentence.

use super::number_text::number_text;
use super::refusal::outcome_params;
use super::wide_game::{colour_name, wide_unpacked};
use super::{ErrorParams, PlayErrorView, Refusal};
use crate::wide::{
    format_wide_move, parse_cell, split_move, LineDistance, WideGame, WidePosition, WideReason, WideRefusal,
};

/// The refusal of any move in a finished game: `game-over` with the result's sides and cause.
fn game_over(game: &WideGame) -> Option<PlayErrorView> {
    let outcome = game.outcome()?;
    let message = format!("the game is over: {}", game.ending().unwrap_or_default());
    Some(PlayErrorView { code: "game-over", params: outcome_params(outcome), message })
}

/// The page's view of a refused slide in `pos`, with the line of a slide at the wrong distance
/// named as the 8×8 boards name theirs: a file, a rank or a diagonal on squares (`b`, `3`,
/// `a3-f8`), a line by its end cells on hexagons (`a1-e5`).
fn refusal_view(pos: &WidePosition, refusal: WideRefusal) -> PlayErrorView {
    let g = pos.geometry();
    let name = |c: usize| Some(g.name(c).to_string());
    let message =
        format!("illegal move {}-{}: {}", g.name(refusal.from), g.name(refusal.to), refusal.sentence(pos));
    let params = ErrorParams { from: name(refusal.from), to: name(refusal.to), ..ErrorParams::default() };
    let (code, params) = match refusal.reason {
        WideReason::NoPiece => {
            ("no-piece", ErrorParams { square: name(refusal.from), ..ErrorParams::default() })
        }
        WideReason::NotYourPiece(owner) => (
            "not-your-piece",
            ErrorParams {
                square: name(refusal.from),
                owner: Some(colour_name(owner)),
                turn: Some(colour_name(pos.turn())),
                ..ErrorParams::default()
            },
        ),
        WideReason::WrongDistance(LineDistance { axis, pieces, .. }) => {
            let line = g.line(refusal.from, axis);
            let ends =
                format!("{}-{}", g.name(line.first().unwrap_or(0)), g.name(line.iter().last().unwrap_or(0)));
            let from_name = g.name(refusal.from);
            let (kind, label) = match (pos.variant().is_hex(), axis) {
                (true, _) => ("line", ends),
                (false, 0) => {
                    ("rank", from_name.trim_start_matches(|c: char| c.is_ascii_alphabetic()).to_string())
                }
                (false, 1) => ("file", from_name.trim_end_matches(|c: char| c.is_ascii_digit()).to_string()),
                (false, _) => ("diagonal", ends),
            };
            (
                "wrong-distance",
                ErrorParams { pieces: Some(pieces), line_kind: Some(kind), line: Some(label), ..params },
            )
        }
        WideReason::LandsOnOwn => ("lands-on-own", params),
        WideReason::JumpsEnemy(over) => ("jumps-enemy", ErrorParams { over: name(over), ..params }),
        WideReason::NotALine if refusal.from == refusal.to => ("no-move", params),
        WideReason::NotALine => ("not-a-line", params),
    };
    PlayErrorView { code, params, message }
}

/// Plays a move given as text (`b1-b3`, `b1xb3`, `pass`) in a wide game. On refusal the game is
/// unchanged; the rules' refusals carry the 8×8 game's codes (`game-over`, `pass-with-moves`,
/// `no-piece`, `not-your-piece`, `wrong-distance`, `lands-on-own`, `jumps-enemy`, `no-move`,
/// `not-a-line`), text that names no move or no cell is refused in the notation's words.
///
/// ```
/// use loa::boundary::{wide_play, Refusal};
/// use loa::wide::WideGame;
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// let Err(Refusal::Rules(view)) = wide_play(&mut game, "b1-b4") else { panic!() };
/// assert_eq!((view.code, view.params.pieces, view.params.line.as_deref()), ("wrong-distance", Some(2), Some("b")));
/// assert!(wide_play(&mut game, "b1-b3").is_ok());
/// ```
pub fn wide_play(game: &mut WideGame, text: &str) -> Result<(), Refusal> {
    if let Some(over) = game_over(game) {
        return Err(Refusal::Rules(Box::new(over)));
    }
    let pos = *game.position();
    let refused = match game.play_text(text) {
        Ok(_) => return Ok(()),
        Err(e) => e.to_string(),
    };
    if text.eq_ignore_ascii_case("pass") {
        let view =
            PlayErrorView { code: "pass-with-moves", params: ErrorParams::default(), message: refused };
        return Err(Refusal::Rules(Box::new(view)));
    }
    let g = pos.geometry();
    let cells = split_move(text).map(|(a, b)| (parse_cell(g, a), parse_cell(g, b)));
    match cells {
        Some((Ok(from), Ok(to))) => match WideRefusal::of(&pos, from, to) {
            Some(refusal) => Err(Refusal::Rules(Box::new(refusal_view(&pos, refusal)))),
            None => Err(Refusal::Request(refused)),
        },
        _ => Err(Refusal::Request(refused)),
    }
}

/// Plays the move packed in `n` ([`super::wide_packed`]); refused like [`wide_play`].
pub fn wide_play_number(game: &mut WideGame, n: f64) -> Result<(), Refusal> {
    let m = Some(n)
        .filter(|n| n.fract() == 0.0 && (0.0..=f64::from(u16::MAX)).contains(n))
        .and_then(|n| wide_unpacked(game.position(), n as u16))
        .ok_or_else(|| Refusal::Request(format!("{} is not a packed move", number_text(n))))?;
    let text = format_wide_move(game.position(), m);
    wide_play(game, &text)
}

/// Why the slide `from`→`to` (cell names) is illegal now, as a code with parameters and the
/// core's sentence; `None` if it is legal. An unknown cell is an error naming the board's cells.
pub fn wide_explain_code(game: &WideGame, from: &str, to: &str) -> Result<Option<PlayErrorView>, String> {
    let pos = game.position();
    let g = pos.geometry();
    let (from, to) =
        (parse_cell(g, from).map_err(|e| e.to_string())?, parse_cell(g, to).map_err(|e| e.to_string())?);
    if let Some(over) = game_over(game) {
        return Ok(Some(over));
    }
    Ok(WideRefusal::of(pos, from, to).map(|refusal| refusal_view(pos, refusal)))
}
