//! The checking of raw JavaScript arguments, on the host. `src/wasm/args.rs` reads each argument's
//! type with `typeof` (which runs no page code) and hands it here as an [`Input`]; the objects it
//! receives (rules, limits) arrive as their own enumerable fields, already read. Everything a
//! page can pass, of any type and any size, gets a sentence naming the argument and saying why it
//! was refused, never a trap: wasm-bindgen's glue traps on a number where a string is expected,
//! and on an array whose `length` lies.

use super::number_text::number_text;
use super::LimitsRequest;
use super::RuleOptions;
use crate::search::{Limits, MAX_REQUESTED_DEPTH};
use crate::Rules;

/// The longest text accepted, in UTF-16 code units (JavaScript's `length`). A record of a
/// 10,000-turn game is about 150,000; the limit keeps a runaway string from filling memory.
pub const MAX_TEXT_CHARS: usize = 1 << 20;

/// The most packed moves in one list: far beyond any game (the move limit stops at 10,000 turns
/// in the page), small enough that reading them is instant.
pub const MAX_MOVES: usize = 1 << 16;

/// The largest seed or time: JavaScript's largest exact whole number (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE_WHOLE: f64 = 9_007_199_254_740_991.0;

/// What JavaScript's `typeof` (and `Array.isArray`) say a value is, for the error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A `bigint`, such as `5n`.
    BigInt,
    /// A `symbol`.
    Symbol,
    /// A function or class.
    Function,
    /// An array (or a Proxy of one).
    Array,
    /// Any other object: `{}`, a `Date`, a typed array…
    Object,
}

/// A JavaScript value as the boundary checks it.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// `undefined` (also a missing argument).
    Undefined,
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, any: NaN, ±Infinity, fractions.
    Number(f64),
    /// A string of at most [`MAX_TEXT_CHARS`] code units.
    Text(String),
    /// A string longer than [`MAX_TEXT_CHARS`]: only its length was read.
    LongText(usize),
    /// Anything else.
    Other(Kind),
}

impl Input {
    /// "a number (5)", "the text \"x\"", "an object": what the page passed, for a message.
    pub fn described(&self) -> String {
        match self {
            Input::Undefined => "undefined".into(),
            Input::Null => "null".into(),
            Input::Bool(b) => format!("a boolean ({b})"),
            Input::Number(n) => format!("a number ({})", number_text(*n)),
            Input::Text(t) => format!("the text {}", quoted(t)),
            Input::LongText(n) => format!("a text of {n} characters"),
            Input::Other(Kind::BigInt) => "a BigInt".into(),
            Input::Other(Kind::Symbol) => "a Symbol".into(),
            Input::Other(Kind::Function) => "a function".into(),
            Input::Other(Kind::Array) => "an array".into(),
            Input::Other(Kind::Object) => "an object".into(),
        }
    }
}

/// At most 40 characters of `text` in quotes, control characters escaped.
fn quoted(text: &str) -> String {
    let short: String = text.chars().take(40).collect();
    let more = if text.chars().nth(40).is_some() { "…" } else { "" };
    format!("\"{}{more}\"", escaped(&short))
}

/// `text` to stand inside quotes in a message: its quotes and backslashes escaped (`\"`, `\\`),
/// its control characters too (`\n`, `\u{1b}`), so a quoted input can neither end the quotes
/// early nor hide in an unseen character. Not `str::escape_debug`, which also escapes every
/// unprintable character by Unicode's tables: they cost each wasm file over 1 KB gzipped, and
/// a quoted message needs only these.
pub(crate) fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                // Control characters are at most U+009F: two hex digits.
                let n = u32::from(c);
                let hex = |d: u32| char::from_digit(d, 16).unwrap_or('?');
                out.push_str("\\u{");
                if n >= 16 {
                    out.push(hex(n >> 4));
                }
                out.push(hex(n & 15));
                out.push('}');
            }
            c => out.push(c),
        }
    }
    out
}

/// The text `input` holds; `what` names the argument (`variant`, `text`, `from`).
pub fn text(what: &str, input: Input) -> Result<String, String> {
    match input {
        Input::Text(t) => Ok(t),
        Input::LongText(n) => {
            Err(format!("{what} is {n} characters long; at most {MAX_TEXT_CHARS} are accepted"))
        }
        other => Err(format!("{what} must be text, not {}", other.described())),
    }
}

/// The text `input` holds, or `None` for `undefined` and `null` (an argument that may be left out).
pub fn optional_text(what: &str, input: Input) -> Result<Option<String>, String> {
    match input {
        Input::Undefined | Input::Null => Ok(None),
        other => text(what, other).map(Some),
    }
}

/// A count of plies (`stateAt(ply)`, `truncate(ply)`): a whole number ≥ 0. Whether the game has
/// that many plies is the caller's to say.
pub fn ply(what: &str, input: Input) -> Result<usize, String> {
    match input {
        Input::Number(n) if n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n) => Ok(n as usize),
        other => Err(format!("{what} must be a whole number of plies from 0, not {}", other.described())),
    }
}

/// A search depth given alone (the benchmark's `benchSearch(depth)`): a whole number from 1 to
/// [`MAX_REQUESTED_DEPTH`], the protocol's range.
pub fn depth(what: &str, input: Input) -> Result<u32, String> {
    match input {
        Input::Number(n) if n.fract() == 0.0 && (1.0..=f64::from(MAX_REQUESTED_DEPTH)).contains(&n) => {
            Ok(n as u32)
        }
        other => Err(format!(
            "{what} must be a whole number from 1 to {MAX_REQUESTED_DEPTH}, not {}",
            other.described()
        )),
    }
}

/// The length of a list whose `length` property read as `input`: a whole number from 0 to `max`.
pub fn list_length(what: &str, input: Input, max: usize) -> Result<usize, String> {
    match input {
        Input::Number(n) if n.fract() == 0.0 && (0.0..=max as f64).contains(&n) => Ok(n as usize),
        Input::Number(n) if n.fract() == 0.0 && n > max as f64 => {
            Err(format!("{what} has {} entries; at most {max} are accepted", number_text(n)))
        }
        other => {
            Err(format!("{what} must be an array or Uint16Array, but its length is {}", other.described()))
        }
    }
}

/// Entry `index` of a list of packed moves ([`crate::Move::to_u16`]): a whole number from 0 to
/// 65535. Whether it is a move at all is the replay's to say.
pub fn packed(what: &str, index: usize, input: Input) -> Result<u16, String> {
    match input {
        Input::Number(n) if n.fract() == 0.0 && (0.0..=f64::from(u16::MAX)).contains(&n) => Ok(n as u16),
        other => Err(format!(
            "{what}[{index}] must be a packed move (a whole number from 0 to 65535), not {}",
            other.described()
        )),
    }
}

/// The own fields of an options object, read: `(name, value)`, in the object's order.
pub type Fields = Vec<(String, Input)>;

/// Whether `input` may be an options object: `undefined` and `null` mean "all defaults".
/// Returns `Ok(false)` for those, `Ok(true)` for an object, and says why otherwise.
pub fn is_options_object(what: &str, input: &Input) -> Result<bool, String> {
    match input {
        Input::Undefined | Input::Null => Ok(false),
        Input::Other(Kind::Object) => Ok(true),
        other => {
            Err(format!("{what} must be an object such as {}, not {}", example(what), other.described()))
        }
    }
}

fn example(what: &str) -> &'static str {
    if what == "rules" {
        "{simultaneous: \"draw\", repetition: true, moveLimit: null}"
    } else {
        "{level: 3, movetimeMs: 1000, seed: 7}"
    }
}

fn unknown(what: &str, name: &str, known: &[&str]) -> String {
    format!("{what} has an unknown field \"{}\" (known: {})", escaped(name), known.join(", "))
}

/// A whole number from `min` to `max`, or the sentence saying which field is wrong and why.
fn whole(what: &str, name: &str, input: &Input, min: f64, max: f64) -> Result<f64, String> {
    match input {
        Input::Number(n) if n.fract() == 0.0 && (min..=max).contains(n) => Ok(*n),
        other => Err(format!(
            "{what}.{name} must be a whole number from {} to {}, not {}",
            number_text(min),
            number_text(max),
            other.described()
        )),
    }
}

/// The rules object of a wide board's game with its start: `scrambled` (true, false or missing)
/// asks for the variant's scrambled start (docs/rules.md §9.5; the board's game refuses it where
/// there is none), the other fields are [`rules`]'s.
pub fn rules_and_start(fields: &[(String, Input)]) -> Result<(Rules, bool), String> {
    let mut scrambled = false;
    let mut rest = Vec::with_capacity(fields.len());
    for (name, input) in fields {
        match (name.as_str(), input) {
            ("scrambled", Input::Undefined) => {}
            ("scrambled", Input::Bool(b)) => scrambled = *b,
            ("scrambled", other) => {
                return Err(format!("rules.scrambled must be true or false, not {}", other.described()))
            }
            _ => rest.push((name.clone(), input.clone())),
        }
    }
    Ok((rules(&rest)?, scrambled))
}

/// The rules object of an 8×8 board's game: [`rules_and_start`]'s fields, where a scrambled
/// start is refused in words (the 8×8 boards' scrambled start is a variant of its own).
pub fn square_rules(fields: &[(String, Input)]) -> Result<Rules, String> {
    match rules_and_start(fields)? {
        (_, true) => {
            Err("rules.scrambled: the 8×8 boards have no scrambled start (play the variant scrambled-eggs)"
                .into())
        }
        (rules, false) => Ok(rules),
    }
}

/// The rules object of the page (`{simultaneous, repetition, moveLimit, reversed}`), every field optional;
/// `moveLimit: null` (or a missing field) means no limit, a limit is at least 1 turn.
pub fn rules(fields: &[(String, Input)]) -> Result<Rules, String> {
    const KNOWN: [&str; 4] = ["simultaneous", "repetition", "moveLimit", "reversed"];
    let mut options = RuleOptions::default();
    for (name, input) in fields {
        match (name.as_str(), input) {
            (_, Input::Undefined) if KNOWN.contains(&name.as_str()) => {}
            ("simultaneous", Input::Text(t)) => options.simultaneous = Some(t.clone()),
            ("simultaneous", other) => {
                return Err(format!(
                    "rules.simultaneous must be \"mover-wins\" or \"draw\", not {}",
                    other.described()
                ))
            }
            ("repetition", Input::Bool(b)) => options.repetition = Some(*b),
            ("reversed", Input::Bool(b)) => options.reversed = Some(*b),
            ("repetition" | "reversed", other) => {
                return Err(format!("rules.{name} must be true or false, not {}", other.described()))
            }
            ("moveLimit", Input::Null) => options.move_limit = None,
            ("moveLimit", Input::Number(n)) => options.move_limit = Some(*n),
            ("moveLimit", other) => {
                return Err(format!(
                    "rules.moveLimit must be a whole number of turns or null, not {}",
                    other.described()
                ))
            }
            _ => return Err(unknown("rules", name, &KNOWN)),
        }
    }
    options.to_rules().map_err(|e| format!("bad rules: {e}"))
}

/// The search limits the worker sends (`{level, depth, movetimeMs, seed}`), every field optional.
/// Here only the type is checked (a whole number that fits the field); the ranges, and that the
/// search is bounded, are [`LimitsRequest::to_limits`]'s, one rule for every caller.
pub fn limits(fields: &[(String, Input)]) -> Result<Limits, String> {
    const KNOWN: [&str; 4] = ["level", "depth", "movetimeMs", "seed"];
    let mut request = LimitsRequest::default();
    for (name, input) in fields {
        if *input == Input::Undefined && KNOWN.contains(&name.as_str()) {
            continue;
        }
        match name.as_str() {
            "level" => request.level = Some(whole("limits", name, input, 0.0, f64::from(u8::MAX))? as u8),
            "depth" => request.depth = Some(whole("limits", name, input, 0.0, f64::from(u32::MAX))? as u32),
            // The seed's bound, 2^53 − 1, is below u64::MAX and exact in an f64.
            "movetimeMs" => {
                request.movetime_ms = Some(whole("limits", name, input, 0.0, MAX_SAFE_WHOLE)? as u64)
            }
            "seed" => request.seed = Some(whole("limits", name, input, 0.0, MAX_SAFE_WHOLE)?),
            _ => return Err(unknown("limits", name, &KNOWN)),
        }
    }
    request.to_limits()
}
