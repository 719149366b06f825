//! How the page ends a wide game: a player's resignation or a fallen flag, asked for by side.

use crate::wide::WideGame;
use crate::Side;

/// Resigns the wide game for `side` (`black` or `white`), or for the side to move when `None`;
/// the other side wins. Refused, with the game unchanged, for another side's name or when the
/// game is over.
///
/// ```
/// use loa::boundary::{wide_game_state, wide_resign};
/// use loa::wide::WideGame;
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("b1-b3").unwrap();
/// wide_resign(&mut game, Some("black")).unwrap();
/// let outcome = wide_game_state(&game).outcome.unwrap();
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
/// use loa::boundary::{wide_game_state, wide_lose_on_time};
/// use loa::wide::WideGame;
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("i2-g2").unwrap();
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
