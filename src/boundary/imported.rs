//! A game read from a file, in the shape the files wasm hands to the game wasm: the game as its
//! link (every rule option, the start, the moves, a resignation or loss on time) and the
//! record's words beside it. The readers (records, SGF, position strings, collections) live in
//! their own wasm, loaded when a file is opened, so the game page's first load does not carry
//! them; the game wasm rebuilds the game from the link and attaches the words.

use super::{PageBoard, TextRefusal, COMMENT_LIMIT, TAG_LIMIT};
use crate::notation::{import_annotated, parse_record, Annotations, ImportError, ImportFormat};
use crate::Game;
use serde::Serialize;

/// A game read from a file: its link and its players, event, date and comments.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct ImportedGame {
    /// The game link ([`crate::notation::link::encode`]), which `WasmGame.fromLink` replays.
    pub link: String,
    /// The record's tags in the order read, as `[name, value]` pairs.
    pub tags: Vec<(String, String)>,
    /// The comment on the whole game, if any.
    pub game_comment: Option<String>,
    /// The comment after each ply (from 0), `null` for a ply without one.
    pub comments: Vec<Option<String>>,
    /// Whether the text gives variations beside the main line (`WasmVariations.read` reads them).
    pub has_variations: bool,
}

impl ImportedGame {
    /// The link and words of `game` (of any board) read with `notes`. Refused when a word is
    /// longer than the game wasm takes ([`COMMENT_LIMIT`], [`TAG_LIMIT`]), so nothing is attached
    /// half.
    pub fn of<B: PageBoard>(game: &Game<B>, notes: Annotations) -> Result<ImportedGame, String> {
        let comments = notes.game_comment.iter().chain(notes.comments.iter().flatten());
        if comments.into_iter().any(|c| c.len() > COMMENT_LIMIT) {
            return Err(format!("a comment is too long: at most {COMMENT_LIMIT} bytes"));
        }
        if let Some((name, _)) = notes.tags.iter().find(|(_, v)| v.len() > TAG_LIMIT) {
            return Err(format!("the tag {name} is too long: at most {TAG_LIMIT} bytes"));
        }
        Ok(ImportedGame {
            link: B::link(game),
            tags: notes.tags,
            game_comment: notes.game_comment,
            comments: notes.comments,
            has_variations: !notes.variations.is_empty(),
        })
    }
}

/// Whatever a player pastes or opens (a record, an SGF game, a link or a position string), as a
/// link and its words; the reason when it cannot be read, placed and in parts for the page.
pub fn import_game(text: &str) -> Result<ImportedGame, TextRefusal> {
    let (game, notes) = import_annotated(text)?;
    Ok(ImportedGame::of(&game, notes)?)
}

/// A record (tags and numbered turns), every move checked, as a link and its words.
pub fn read_record(text: &str) -> Result<ImportedGame, TextRefusal> {
    let record = parse_record(text).map_err(|e| ImportError::located(ImportFormat::Record, e))?;
    Ok(ImportedGame::of(&record.game, record.annotations)?)
}
