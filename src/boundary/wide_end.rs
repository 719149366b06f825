//! How a wide game ends, as the page sees it: by connection (or a draw by simultaneous
//! connection) after a move, or by a player's resignation, which the page asks for by side.

use super::outcome::{capitalise, OutcomeView};
use crate::wide::{WideDraw, WideGame};
use crate::{DrawReason, Outcome, Side, WinReason};

/// The page's view of a finished wide game in the one outcome shape of every board
/// ([`OutcomeView`]): the same fields and meanings as the 8×8 boards' — `reason` the core's
/// sentence, `cause` how it ended — with the key `draw_repetition` or `draw_limit` for the
/// repetition and move-limit draws, and the connected sides' cells as the winning groups.
/// `None` while the game goes on.
///
/// ```
/// use loa::boundary::{wide_replay, wide_resign, wide_state};
/// let mut game = wide_replay("hex-5", "draw", &["i2-g2".to_string()]).unwrap();
/// wide_resign(&mut game, Some("white")).unwrap();
/// let outcome = wide_state(&game).outcome.unwrap();
/// assert_eq!((outcome.key.as_str(), outcome.reason.as_str(), outcome.cause), ("black_wins", "White resigned", "resignation"));
/// assert_eq!((outcome.winner, outcome.loser, outcome.result), (Some("black"), Some("white"), "1-0"));
/// ```
pub(super) fn outcome_view(game: &WideGame) -> Option<OutcomeView> {
    let outcome = game.result()?;
    let key = match game.drawn_by() {
        Some(WideDraw::Repetition) => "draw_repetition".to_string(),
        Some(WideDraw::MoveLimit) => "draw_limit".to_string(),
        None => outcome.key(),
    };
    Some(OutcomeView {
        key,
        winner: outcome.winner().map(|w| w.key()),
        loser: outcome.winner().map(|w| w.opponent().key()),
        reason: capitalise(&outcome.reason()),
        result: outcome.result_tag(),
        cause: outcome.cause_key(),
        winning_groups: winning_groups(game, outcome),
    })
}

/// The cells of each side whose connection decided the game, as [`Outcome::winning_groups`]
/// gives them on the 8×8 boards: the winner's on a win by connection, both sides' on a draw by
/// simultaneous connection, none otherwise. A connected side's pieces are its one group.
fn winning_groups(game: &WideGame, outcome: Outcome) -> Vec<Vec<String>> {
    let sides: &[Side] = match outcome {
        Outcome::Win { reason: WinReason::Resignation | WinReason::Time, .. } => &[],
        Outcome::Win { winner: Side::Black, .. } => &[Side::Black],
        Outcome::Win { .. } => &[Side::White],
        Outcome::Draw(DrawReason::SimultaneousConnection) => &[Side::Black, Side::White],
        Outcome::Draw(_) => &[],
    };
    let pos = game.position();
    let g = pos.geometry();
    sides.iter().map(|&side| pos.pieces(side).iter().map(|c| g.name(c).to_string()).collect()).collect()
}

/// Resigns the wide game for `side` (`black` or `white`), or for the side to move when `None`;
/// the other side wins. Refused, with the game unchanged, for another side's name or when the
/// game is over.
///
/// ```
/// use loa::boundary::{wide_replay, wide_resign, wide_state};
/// let mut game = wide_replay("black-hole", "draw", &["b1-b3".to_string()]).unwrap();
/// wide_resign(&mut game, Some("black")).unwrap();
/// let outcome = wide_state(&game).outcome.unwrap();
/// assert_eq!((outcome.key.as_str(), outcome.reason.as_str(), outcome.cause), ("white_wins", "Black resigned", "resignation"));
/// assert_eq!(wide_resign(&mut game, None).unwrap_err(), "cannot resign: the game is over: Black resigned");
/// ```
pub fn wide_resign(game: &mut WideGame, side: Option<&str>) -> Result<(), String> {
    let side = match side {
        None => game.position().turn(),
        Some(key) => side_named(key)?,
    };
    game.resign(side).map(|_| ()).map_err(|e| e.to_string())
}

/// Ends the wide game because the clock of `side` (`black` or `white`) ran out: the clock is
/// the page's, the result the core's, as on 8×8. Refused, with the game unchanged, for another
/// side's name or when the game is over.
///
/// ```
/// use loa::boundary::{wide_game_state, wide_lose_on_time, wide_replay};
/// let mut game = wide_replay("hex-5", "draw", &["i2-g2".to_string()]).unwrap();
/// wide_lose_on_time(&mut game, "white").unwrap();
/// let outcome = wide_game_state(&game).outcome.unwrap();
/// assert_eq!((outcome.key.as_str(), outcome.reason.as_str(), outcome.cause), ("black_wins", "White ran out of time", "time"));
/// assert_eq!(wide_lose_on_time(&mut game, "east_west").unwrap_err(), "unknown side \"east_west\": expected black or white");
/// ```
pub fn wide_lose_on_time(game: &mut WideGame, side: &str) -> Result<(), String> {
    game.lose_on_time(side_named(side)?).map(|_| ()).map_err(|e| e.to_string())
}

/// The side of a wide board named `key`.
fn side_named(key: &str) -> Result<Side, String> {
    match key {
        "black" => Ok(Side::Black),
        "white" => Ok(Side::White),
        other => Err(format!("unknown side \"{other}\": expected black or white")),
    }
}
