//! Games in and out of the page: import of a pasted or opened text, the record and SGF
//! exports, game links, resignation, loss on time and the position at an earlier ply (for reviewing a game).
//! Every refusal is a sentence for the page and leaves the game unchanged.

use super::{GameState, PageBoard};
use crate::notation::Annotations;
use crate::{Game, GameBoard, Side};

/// The game in `text`, a game record, an SGF game (GM\[9\]) or a position string, with what its
/// record says beside the moves (players, event, date, comments); the error names the kind,
/// the line and the column (`SGF, line 1, column 9: …`).
pub fn import(text: &str) -> Result<(Game, Annotations), String> {
    crate::notation::import_annotated(text).map_err(|e| e.to_string())
}

/// The games of an SGF file (the page's games list exports a collection) as game links, in
/// order, one a line (a link has no line break). A text that is not SGF, or any game in it that
/// cannot be read, is refused with the reason, so nothing is taken half.
pub fn sgf_links(text: &str) -> Result<String, String> {
    Ok(crate::notation::sgf_game_links(text).map_err(|e| e.to_string())?.join("\n"))
}

/// The game, on any board, as SGF (FF\[4\], GM\[9\]; `SU` naming a wide board), with the names and
/// comments of `notes`.
pub fn sgf<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Result<String, String> {
    crate::notation::format_sgf_annotated(game, notes).map_err(|e| e.to_string())
}

/// The game, on any board, as a record: tags (the players, event, date, … of `notes`),
/// numbered turns with their comments, result.
pub fn record<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> String {
    crate::notation::format_record_annotated(game, notes)
}

/// The game, on any board, as a compact URL-safe link ([`crate::notation::link::encode`]).
pub fn link<B: PageBoard>(game: &Game<B>) -> String {
    B::link(game)
}

/// The game of a link on board `B`, every move replayed and checked.
pub fn from_link<B: PageBoard>(text: &str) -> Result<Game<B>, String> {
    B::game_of_link(text)
}

/// The game, on any board, as a link that also carries its players' names, the `Black` and
/// `White` tags of `notes` ([`crate::notation::link::encode_named`]): the address sent to a friend.
pub fn named_link<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> String {
    crate::notation::link::encode_named(game, [notes.tag("Black"), notes.tag("White")])
}

/// The game of a link on board `B` with the players' names it carries, as the record's
/// `Black` and `White` tags: a game by link names its players from its link.
pub fn from_named_link<B: PageBoard>(text: &str) -> Result<(Game<B>, Annotations), String> {
    let (game, names) =
        crate::notation::link::decode_named_on(text).map_err(|e| format!("bad game link: {e}"))?;
    let mut notes = Annotations::default();
    for (tag, name) in ["Black", "White"].into_iter().zip(names) {
        notes.set_tag(tag, name.as_deref());
    }
    Ok((game, notes))
}

/// Why an answer by link (the game your friend sent back) cannot be taken, as the page's key,
/// or `None` when the core has nothing against it (the page then compares its moves with your
/// copy's). A game by link has no clock, so an honest answer never ends on time: `~tb` or `~tw`
/// in it, for either side and with or without a move, claims a result only your own clock could
/// give (`lossOnTime`). Nor does it end by your resignation while your copy goes on
/// (`resignsForYou`): only you resign for you. `you` is the colour you play in your copy
/// (`black` or `white`, in AmbiLOA the team it names), `None` with no copy; `copy_over`, whether
/// your copy has ended (then it is your own resignation coming back, or an older answer).
/// Every board answers by link alike.
pub fn link_answer_refusal<B: GameBoard>(
    game: &Game<B>,
    you: Option<&str>,
    copy_over: bool,
) -> Result<Option<&'static str>, String> {
    let teams = game.position().variant().has_teams();
    let you = you.map(|colour| chosen_side(colour, teams)).transpose()?;
    Ok(answer_refusal(game.lost_on_time(), game.resigned(), you, copy_over))
}

/// [`link_answer_refusal`] from the side that lost on time in the game and the side that
/// resigned.
pub fn answer_refusal(
    lost_on_time: Option<Side>,
    resigned: Option<Side>,
    you: Option<Side>,
    copy_over: bool,
) -> Option<&'static str> {
    if lost_on_time.is_some() {
        Some("lossOnTime")
    } else if resigned.is_some() && resigned == you && !copy_over {
        Some("resignsForYou")
    } else {
        None
    }
}

/// The side a player plays when they choose `colour` (`black` or `white`): that colour's side,
/// or in a game of teams (AmbiLOA) the team it names — Black East–West, White North–South.
pub fn chosen_side(colour: &str, teams: bool) -> Result<Side, String> {
    let index = match colour {
        "black" => 0,
        "white" => 1,
        _ => return Err(format!("\"{colour}\" is not a colour to play: expected black or white")),
    };
    Ok(Side::from_index(index, teams))
}

/// Ends the game, on any board, by the resignation of `side` (`black`, `white`, `east_west`,
/// `north_south`), whether or not it is to move; `None` resigns for the side to move. Refused,
/// with the game unchanged, for a side that does not play or when the game is over.
///
/// ```
/// use loa::boundary::{resign, GameState};
/// use loa::cell_board::CellGame;
/// use loa::Simultaneous;
/// let mut game = CellGame::with_scoring(loa::Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("b1-b3").unwrap();
/// assert_eq!(resign(&mut game, Some("east_west")).unwrap_err(), "East–West does not play in Black Hole 9×9: the sides are Black and White");
/// resign(&mut game, Some("black")).unwrap();
/// let outcome = GameState::of(&game).outcome.unwrap();
/// assert_eq!((outcome.key.as_str(), outcome.reason.as_str(), outcome.cause), ("white_wins", "Black resigned", "resignation"));
/// assert_eq!(resign(&mut game, None).unwrap_err(), "cannot resign: the game is over: Black resigned");
/// ```
pub fn resign<B: GameBoard>(game: &mut Game<B>, side: Option<&str>) -> Result<(), String> {
    let side = match side {
        None => game.position().side_to_move(),
        Some(key) => side_named(key)?,
    };
    game.resign(side).map(|_| ()).map_err(|e| e.to_string())
}

/// Ends the game, on any board, because the clock of `side` (`black`, `white`, `east_west`,
/// `north_south`) ran out: the clock is the page's, the result the core's.
pub fn lose_on_time<B: GameBoard>(game: &mut Game<B>, side: &str) -> Result<(), String> {
    game.lose_on_time(side_named(side)?).map(|_| ()).map_err(|e| e.to_string())
}

/// The side of a key, or a sentence naming the keys.
fn side_named(key: &str) -> Result<Side, String> {
    [Side::Black, Side::White, Side::EastWest, Side::NorthSouth]
        .into_iter()
        .find(|s| s.key() == key)
        .ok_or_else(|| format!("\"{key}\" is not a side: expected black, white, east_west or north_south"))
}

/// The state after the first `ply` plies of `game`, on any board (for reviewing it): the same
/// start and rules, the earlier moves only. `ply` may not exceed the plies played.
pub fn state_at<B: PageBoard>(game: &Game<B>, ply: usize) -> Result<GameState, String> {
    state_at_between(game, ply, 0)
}

/// [`state_at`] with the history from ply `from` on only ([`GameState::between`]).
pub fn state_at_between<B: PageBoard>(game: &Game<B>, ply: usize, from: usize) -> Result<GameState, String> {
    let played = game.moves();
    if ply > played.len() {
        return Err(format!("no ply {ply}: the game has {} plies", played.len()));
    }
    if ply == played.len() {
        return Ok(GameState::between(game, from, usize::MAX));
    }
    // The moves were checked when they were played.
    let mut earlier = Game::from_board(*game.start_position(), game.rules());
    for &m in &played[..ply] {
        earlier.play_checked(m);
    }
    Ok(GameState::between(&earlier, from, usize::MAX))
}

/// Takes back every ply after the first `ply`, on any board (review's "continue from here");
/// the plies taken back can be redone.
pub fn truncate<B: GameBoard>(game: &mut Game<B>, ply: usize) -> Result<(), String> {
    let played = game.moves().len();
    if ply > played {
        return Err(format!("no ply {ply}: the game has {played} plies"));
    }
    for _ in ply..played {
        game.undo().ok_or_else(|| "the game cannot be taken back (it ended by resignation)".to_string())?;
    }
    Ok(())
}
