//! `buildOf(variant)` and `linkBuild(link)`: which wasm build plays a variant or reads a game
//! link, asked of the game's wasm before the wide boards' is loaded (www/component/core.js
//! `loadCore(build)`). Conversions only: [`crate::boundary::build_of`] and
//! [`crate::boundary::link_build`] decide.

use super::args::text;
use crate::boundary::{build_of, link_build};
use wasm_bindgen::prelude::*;

/// `buildOf(variant)`: `"game"` for an 8×8 board's variant key, `"wide"` for a wide board's
/// (`black-hole`, `standard-12x12`, `hex-5`, `hex-6`), `undefined` for a key that names no
/// board; throws when `variant` is not text.
#[wasm_bindgen(js_name = buildOf)]
pub fn build_of_variant(variant: JsValue) -> Result<Option<String>, JsError> {
    Ok(build_of(&text(&variant, "variant")?).map(str::to_string))
}

/// `linkBuild(link)`: `"wide"` when the game link is a wide board's (its reader is the wide
/// build's `WasmGame.fromLink`), else `"game"`, whose `WasmGame.fromLink` reads it or says
/// what is wrong; throws when `link` is not text.
#[wasm_bindgen(js_name = linkBuild)]
pub fn link_build_of(link: JsValue) -> Result<String, JsError> {
    Ok(link_build(&text(&link, "link")?).to_string())
}
