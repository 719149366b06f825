//! The one import path of every board: a record, an SGF game or collection, a link or a
//! position string of an 8×8 board or of a wide one, read into the same [`ImportedGame`] (the
//! game's link, which the game's or the wide boards' `WasmGame.fromLink` replays, and its
//! words). The files wasm answers with these (`importText`, `readRecord`, `sgfLinks`), so the
//! page opens a wide file as it opens an 8×8 one (`link_build` says which wasm plays it).
//! The one-file edition, which has no wide boards, keeps the 8×8 readers alone (src/wasm/files.rs).

use super::{collection, import_game, read_record, sgf_links, ImportedGame, TextRefusal};
use crate::cell_board::CellPosition;
use crate::notation::{
    import_annotated_on, link, named_variant, parse_record_on, parse_sgf_on, ImportError, ImportFormat,
};

/// Whether `text` names a wide board (its record's `Variant`, its SGF's `SU`, its link's or
/// position string's first word), so that the wide readers read it.
pub(crate) fn names_wide_board(text: &str) -> bool {
    named_variant(text).is_some_and(crate::Variant::is_cell_board)
}

/// [`import_game`] for a text of any board: a wide board's text (its record's `Variant`, its
/// SGF's `SU`, its link's or position string's first word names one) is read by the wide
/// readers into a wide link with the record's players, event, date and comments.
///
/// ```
/// use loa::boundary::import_any;
/// let read = import_any("[Black \"Ann\"]\n[Variant \"hex-5\"]\n[Rules \"draw\"]\n\n1. i2-g2 *").unwrap();
/// assert_eq!((read.link.as_str(), read.tags[0].1.as_str()), ("hex-5~draw~norep~mi2g2", "Ann"));
/// assert_eq!(import_any("[Variant \"standard\"]\n\n1. b1-d3 *").unwrap().link, "standard~rep~mBT");
/// ```
pub fn import_any(text: &str) -> Result<ImportedGame, TextRefusal> {
    if names_wide_board(text) {
        cell_board_imported(text)
    } else {
        import_game(text)
    }
}

/// [`read_record`] for a record of any board.
pub fn read_record_any(text: &str) -> Result<ImportedGame, TextRefusal> {
    if names_wide_board(text) {
        let record = parse_record_on::<CellPosition>(text)
            .map_err(|e| ImportError::located(ImportFormat::Record, e))?;
        Ok(ImportedGame::of(&record.game, record.annotations)?)
    } else {
        read_record(text)
    }
}

/// [`sgf_links`] for an SGF file of any board's games, wide ones among them: each game as its
/// link, in order, one a line; a game that cannot be read is refused with its number and the
/// reason, so nothing is taken half.
///
/// ```
/// use loa::boundary::sgf_links_any;
/// let links = sgf_links_any("(;GM[9]SU[Hex5]RU[draw];B[i2-g2])\n(;GM[9];B[b1-d3])").unwrap();
/// assert_eq!(links, "hex-5~draw~norep~mi2g2\nstandard~rep~mBT");
/// ```
pub fn sgf_links_any(text: &str) -> Result<String, String> {
    let games = games_of(text)?;
    if !games.iter().any(|game| names_wide_board(game)) {
        return sgf_links(text); // the 8×8 reader places its errors in the whole file
    }
    let links: Result<Vec<String>, String> = games
        .iter()
        .enumerate()
        .map(|(i, game)| {
            let link = if names_wide_board(game) {
                parse_sgf_on::<CellPosition>(game).map(|(g, _)| link::encode(&g)).map_err(|e| e.to_string())
            } else {
                import_game(game).map(|read| read.link).map_err(|e| e.message)
            };
            link.map_err(|why| format!("game {}: {why}", i + 1))
        })
        .collect();
    Ok(links?.join("\n"))
}

/// The text of each game of an SGF file, as [`collection`] lists them (a header line, then the
/// game's text, each ended by U+001E).
fn games_of(text: &str) -> Result<Vec<String>, String> {
    let list = collection(text)?;
    let parts: Vec<&str> = list.split('\u{1e}').collect();
    Ok(parts.chunks(2).filter(|pair| pair.len() == 2).map(|pair| pair[1].to_string()).collect())
}

/// A wide board's text as a wide link and the record's words: the tags its game does not
/// compute and the comments, as an 8×8 board's.
fn cell_board_imported(text: &str) -> Result<ImportedGame, TextRefusal> {
    let (game, notes) = import_annotated_on::<CellPosition>(text)?;
    Ok(ImportedGame::of(&game, notes)?)
}
