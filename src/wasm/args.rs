//! The readers of the page's arguments: every argument arrives as a `JsValue`, its type is read
//! with `typeof` (no page code runs), objects once through a catching `Object.entries`, lists
//! through a catching `Reflect.get` with their `length` checked first; [`crate::boundary::input`]
//! checks the rest on the host. A wrong argument is a JS `Error` naming it, never a trap.

use super::error;
use crate::boundary::input::{self, Fields, Input, Kind, MAX_MOVES, MAX_TEXT_CHARS};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `Object.entries`, its throw caught: a getter or a Proxy trap of the page's may throw.
    #[wasm_bindgen(catch, js_namespace = Object, js_name = entries)]
    fn own_entries(object: &JsValue) -> Result<js_sys::Array, JsValue>;
    /// `Array.isArray`, its throw caught (a revoked Proxy throws).
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// What `value` is, by `typeof`; a string longer than [`MAX_TEXT_CHARS`] is not copied.
pub(super) fn input(value: &JsValue) -> Input {
    if value.is_undefined() {
        Input::Undefined
    } else if value.is_null() {
        Input::Null
    } else if let Some(b) = value.as_bool() {
        Input::Bool(b)
    } else if let Some(n) = value.as_f64() {
        Input::Number(n)
    } else if let Some(s) = value.dyn_ref::<js_sys::JsString>() {
        match s.length() as usize {
            n if n > MAX_TEXT_CHARS => Input::LongText(n),
            _ => Input::Text(String::from(s)),
        }
    } else if value.is_bigint() {
        Input::Other(Kind::BigInt)
    } else if value.is_symbol() {
        Input::Other(Kind::Symbol)
    } else if value.is_function() {
        Input::Other(Kind::Function)
    } else if is_array(value).unwrap_or(false) {
        Input::Other(Kind::Array)
    } else {
        Input::Other(Kind::Object)
    }
}

/// The text argument `what`.
pub(super) fn text(value: &JsValue, what: &str) -> Result<String, JsError> {
    input::text(what, input(value)).map_err(error)
}

/// The text of a file the page opens (`what`): up to [`crate::notation::MAX_TEXT_BYTES`] code
/// units, the readers' own limit, since a tournament's collection is larger than other texts.
#[cfg_attr(not(any(feature = "files", feature = "onefile")), allow(dead_code))]
pub(super) fn file_text(value: &JsValue, what: &str) -> Result<String, JsError> {
    match value.dyn_ref::<js_sys::JsString>() {
        Some(s) if s.length() as usize <= crate::notation::MAX_TEXT_BYTES => Ok(String::from(s)),
        _ => text(value, what),
    }
}

/// The text argument `what`, or `None` when it is `undefined` or `null`.
pub(super) fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    input::optional_text(what, input(value)).map_err(error)
}

/// The ply-count argument `what`.
pub(super) fn ply_count(value: &JsValue, what: &str) -> Result<usize, JsError> {
    input::ply(what, input(value)).map_err(error)
}

/// A count of plies `what` that may be left out (`undefined` or `null`): `absent` then.
pub(super) fn optional_ply_count(value: &JsValue, what: &str, absent: usize) -> Result<usize, JsError> {
    match input(value) {
        Input::Undefined | Input::Null => Ok(absent),
        other => input::ply(what, other).map_err(error),
    }
}

/// The function argument `what`, or `None` when it is `undefined` or `null`.
pub(super) fn optional_function(value: JsValue, what: &str) -> Result<Option<js_sys::Function>, JsError> {
    match input(&value) {
        Input::Undefined | Input::Null => Ok(None),
        Input::Other(Kind::Function) => Ok(Some(value.unchecked_into())),
        other => Err(error(format!("{what} must be a function or undefined, not {}", other.described()))),
    }
}

/// The own enumerable fields of the options object `what`; none for `undefined` or `null`.
pub(super) fn fields(value: &JsValue, what: &str) -> Result<Fields, JsError> {
    if !input::is_options_object(what, &input(value)).map_err(error)? {
        return Ok(Vec::new());
    }
    let entries =
        own_entries(value).map_err(|e| error(format!("{what} could not be read: {}", thrown(&e))))?;
    Ok(entries
        .iter()
        .map(|entry| {
            let pair: js_sys::Array = entry.unchecked_into();
            (pair.get(0).as_string().unwrap_or_default(), input(&pair.get(1)))
        })
        .collect())
}

/// The packed moves of the list `what` (an array or a `Uint16Array`), its length read once and
/// checked before any entry is.
pub(super) fn packed_moves(value: &JsValue, what: &str) -> Result<Vec<u16>, JsError> {
    if matches!(input(value), Input::Undefined | Input::Null) {
        return Err(error(format!(
            "{what} must be an array or Uint16Array of packed moves, not {}",
            input(value).described()
        )));
    }
    let length = js_sys::Reflect::get(value, &JsValue::from_str("length"))
        .map_err(|e| error(format!("{what} must be an array of packed moves: {}", thrown(&e))))?;
    let length = input::list_length(what, input(&length), MAX_MOVES).map_err(error)?;
    (0..length)
        .map(|i| {
            let entry = js_sys::Reflect::get_u32(value, i as u32)
                .map_err(|e| error(format!("{what}[{i}] could not be read: {}", thrown(&e))))?;
            input::packed(what, i, input(&entry)).map_err(error)
        })
        .collect()
}

/// The message of something the page's code threw.
pub(super) fn thrown(value: &JsValue) -> String {
    value
        .dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| value.as_string())
        .unwrap_or_else(|| "it threw".into())
}

/// The text argument of a lesson export (the study build's or the wide build's `WasmLesson`), or
/// the lesson's error saying what it must be (`expected`) and what came instead.
#[cfg(any(feature = "study", feature = "wide"))]
pub(super) fn lesson_text(value: &JsValue, expected: &str) -> Result<String, JsError> {
    match input(value) {
        Input::Text(t) => Ok(t),
        other => Err(error(format!("lesson: {expected}, got {}", other.described()))),
    }
}
