//! The wide boards' game files for the page (docs/rules.md §9.6): the record, the SGF and the
//! link of a game, and any wide text read back into what the page starts a wide game from. The
//! formats are [`crate::wide`]'s; this only shapes them for the wasm.

use crate::wide::{format_wide_move, format_wide_record, format_wide_sgf, read_wide_text, WideGame};
use crate::Side;
use serde::Serialize;

/// The tags of a wide record that its game computes (the rules, the start, the result), which a
/// reader does not hand on as the record's words.
pub(super) const WIDE_COMPUTED_TAGS: [&str; 7] =
    ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result", "Termination"];

/// A wide game read from a text, as the page starts one: variant, rules field, moves and the
/// side that resigned after them, if one did.
#[derive(Serialize, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct WideOpened {
    /// The variant's key.
    pub variant: &'static str,
    /// The rules field ([`crate::wide::WideGame::rules_field`]).
    pub rules: String,
    /// The moves, space-separated texts.
    pub moves: String,
    /// The record's tags that are not computed from the game (players, event, …).
    pub tags: Vec<(String, String)>,
    /// `black` or `white` when that side resigned after the moves (the page resigns it again).
    pub resigned: Option<&'static str>,
}

/// Reads a wide record, SGF game, link or position string into the page's shape. A game set up
/// from another position than its variant's start is refused: the page plays wide games from
/// their start (the `loa` command line opens it).
///
/// ```
/// use loa::boundary::open_wide_text;
/// let opened = open_wide_text("(;GM[9]SU[Hex5]RU[draw,reversed];B[i1-g3])").unwrap();
/// assert_eq!((opened.variant, opened.rules.as_str(), opened.moves.as_str()), ("hex-5", "draw,reversed", "i1-g3"));
/// assert_eq!(open_wide_text("hex-5~ma5c5~rw").unwrap().resigned, Some("white"));
/// ```
pub fn open_wide_text(text: &str) -> Result<WideOpened, String> {
    let (game, notes) = read_wide_text(text).map_err(|e| e.to_string())?;
    let variant = game.start().variant();
    if !game.named_start() {
        return Err(
            "this wide game starts from a set-up position: the page plays wide games from their start (the loa command line opens it)"
                .to_string(),
        );
    }
    let moves: Vec<String> = game.moves().iter().map(|(before, m)| format_wide_move(before, *m)).collect();
    Ok(WideOpened {
        variant: variant.key(),
        rules: game.rules_field(),
        moves: moves.join(" "),
        tags: notes.tags.into_iter().filter(|(n, _)| !WIDE_COMPUTED_TAGS.contains(&n.as_str())).collect(),
        resigned: game.resigned().map(|side| if side == Side::Black { "black" } else { "white" }),
    })
}

/// The record of `game` with the caller's `tags` first.
pub fn wide_record(game: &WideGame, tags: &[(String, String)]) -> String {
    format_wide_record(game, tags)
}

/// The SGF of `game`; the error says why it has none.
pub fn wide_sgf(game: &WideGame) -> Result<String, String> {
    format_wide_sgf(game).map_err(|e| e.to_string())
}
