//! The clock the searches run by in a browser: the search never reads a clock itself (the
//! caller passes `now`), so both wasm builds (the game's and the wide boards') hand it this one.

use wasm_bindgen::prelude::*;

/// The time in milliseconds from `performance.now()` where it exists (pages and workers),
/// else from `Date.now()`. Read through `Reflect` so the same code runs in both globals.
pub(super) fn clock() -> impl Fn() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")).ok();
    let now = performance.as_ref().and_then(|p| js_sys::Reflect::get(p, &JsValue::from_str("now")).ok());
    move || match (&performance, now.as_ref().and_then(|f| f.dyn_ref::<js_sys::Function>())) {
        (Some(p), Some(f)) => f.call0(p).ok().and_then(|t| t.as_f64()).unwrap_or_else(js_sys::Date::now),
        _ => js_sys::Date::now(),
    }
}
