//! The WebAssembly boundary: the only module (this file and its children in `src/wasm/`) that
//! touches `wasm_bindgen`, `js_sys` and `serde_wasm_bindgen`, and it only converts. What crosses
//! is built and checked on the host in [`crate::boundary`] (the state and analysis objects, the
//! rules object, the checking of requests); the page never decides a rule itself.
//!
//! Its files, by what they wrap:
//! - `args.rs`: the readers of the page's arguments (below).
//! - `builds.rs`: `buildOf(variant)` and `linkBuild(link)`, the build (`game` or `wide`) that
//!   plays a variant or reads a link.
//! - `game.rs`: [`game::WasmGame`], the checked game for the page's main thread
//!   (`new WasmGame("standard", rules)`), one source for every board: the game's build plays
//!   the 8×8 boards, the wide build (feature `wide`) the wide ones, with the same methods and
//!   state, outcome and refusal shapes.
//! - `searcher.rs`: `WasmSearcher`, the computer player for the Web Worker (the 8×8 build's
//!   searches 8×8 games, the wide build's wide ones, with one interface): one per game, so its
//!   transposition table carries over from move to move. Each search rebuilds the game from its
//!   start and move list, so the worker holds no game state and can be terminated at any time to
//!   cancel a search (a fresh worker gets a fresh searcher).
//! - `review.rs`: `judgeMove`, the whole-game analysis's judgement of each
//!   move, in the game's build and the wide boards' (the worker searches the positions; [`crate::boundary::judge_request`] judges).
//! - `study.rs` (feature `study`): the puzzles and the rules tour, for their own wasm.
//! - `lesson.rs` (features `study` and `wide`): one `WasmLesson` source, over the 8×8 board in the
//!   study build and over the cell board in the wide build, so the rules tour judges every lesson alike.
//! - `files.rs` (feature `files`): the readers of game files, for their own wasm; with the feature
//!   `onefile`, beside the game in one wasm (the one-file edition, tools/onefile.mjs).
//!
//! Every argument is a `JsValue`: wasm-bindgen's glue for `&str` or `&[u16]` trusts the page and
//! traps on a number where text is expected, or on an array whose `length` is −1. Here each
//! argument's type is read with `typeof` (no page code runs), objects are read once through a
//! catching `Object.entries`, lists through a catching `Reflect.get` with their `length` checked
//! first, and [`crate::boundary::input`] checks the rest on the host: a wrong argument is a JS
//! `Error` naming it and saying why, never a trap.

// Some readers serve only the 8×8 game, which the wide and files builds leave out.
#[cfg_attr(any(feature = "wide", feature = "files"), allow(dead_code))]
mod args;
/// Which build plays a variant or reads a link: asked of the game's wasm (and the one-file
/// edition's), before the wide boards' is loaded.
#[cfg(not(any(feature = "wide", feature = "files")))]
mod builds;
#[cfg(any(feature = "wide", not(feature = "files")))]
mod clock;
/// The readers of game files: their own wasm, loaded when a file is opened (feature `files`), or
/// beside the game in the one-file edition's single wasm (feature `onefile`).
#[cfg(any(feature = "files", feature = "onefile"))]
mod files;
// The wide boards' wasm and the files wasm leave out the 8×8 game and its computer: the page
// that loads them has the game's wasm already, and without them they are a fraction of the size.
#[cfg(any(feature = "wide", not(feature = "files")))]
#[macro_use]
mod notes;
#[cfg(any(feature = "wide", not(feature = "files")))]
mod game;
// The computer and the analysis's judgement: one source for the game's build and the wide
// boards' (each searches its own boards, with the same interface).
/// One lesson of the rules tour, `WasmLesson`: the 8×8 boards' in the study build, the wide
/// boards' in the wide build.
#[cfg(any(feature = "study", feature = "wide"))]
mod lesson;
#[cfg(any(feature = "wide", not(feature = "files")))]
mod review;
#[cfg(any(feature = "wide", not(feature = "files")))]
mod searcher;
/// The puzzles and the rules tour: their own wasm, for their own pages (feature `study`).
#[cfg(feature = "study")]
mod study;
/// The variations kept beside a game, in the file readers' wasm.
#[cfg(feature = "files")]
mod variations;

use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A JavaScript `Error` with `message`.
pub(crate) fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// `value` as a plain JavaScript value (objects, arrays, numbers: what JSON would give).
pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot convert to JavaScript: {e}")))
}

/// A refused move as a JavaScript `Error` with the core's sentence; a refusal by the rules also
/// carries `code` and `params` ([`crate::boundary::PlayErrorView`]), which the page words in its
/// language. The 8×8 game, the wide boards' games and the puzzles throw it alike.
#[cfg_attr(feature = "files", allow(dead_code))]
pub(crate) fn refusal(refused: crate::boundary::Refusal) -> JsValue {
    let error = js_sys::Error::new(&refused.to_string());
    if let crate::boundary::Refusal::Rules(view) = refused {
        let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&error, &JsValue::from_str(key), value);
        // Setting a property on a fresh Error cannot fail; if it did, the sentence still stands.
        let _ = set("code", &JsValue::from_str(view.code));
        if let Ok(params) = to_js(&view.params) {
            let _ = set("params", &params);
        }
    }
    error.into()
}

/// A text a reader refused as a JavaScript `Error` with the core's sentence; where the reader
/// said where and why, it also carries `text` ([`crate::boundary::TextErrorView`]: the kind,
/// line, column and the turn with the rules' code), which the page words in its language.
#[cfg(any(feature = "files", feature = "onefile"))]
pub(crate) fn text_refusal(refused: crate::boundary::TextRefusal) -> JsValue {
    let error = js_sys::Error::new(&refused.message);
    if let Some(view) = refused.view.and_then(|view| to_js(&view).ok()) {
        // Setting a property on a fresh Error cannot fail; if it did, the sentence still stands.
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str("text"), &view);
    }
    error.into()
}

/// Benchmark (the `bench` feature, never in the page's build): searches the fixed benchmark
/// positions to `depth` and returns the nodes searched, the same work as the native
/// `bench_search`'s fixed-depth line (`bench/search_wasm.mjs` times it).
#[cfg(feature = "bench")]
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(depth: JsValue) -> Result<f64, JsError> {
    let depth = crate::boundary::input::depth("depth", args::input(&depth)).map_err(error)?;
    Ok(crate::search::bench::run_fixed(depth) as f64)
}
