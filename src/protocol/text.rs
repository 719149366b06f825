//! Small text helpers of the protocol's replies: user text cut and escaped for messages, number
//! arguments with their ranges.

use crate::notation::error::excerpt;
use std::fmt::Write;

/// The reply of a command that has nothing else to say.
pub(super) fn ok() -> Vec<String> {
    vec!["ok".to_string()]
}

/// `Ok` when a command got no arguments, else an error naming the first extra one.
pub(super) fn no_args(command: &str, args: &[&str]) -> Result<(), String> {
    match args.first() {
        None => Ok(()),
        Some(extra) => Err(format!("{command} takes no arguments, got \"{}\"", excerpt(extra))),
    }
}

/// Parses a number argument; `what` names it in the error.
pub(super) fn parse_number<T: std::str::FromStr>(what: &str, text: &str) -> Result<T, String> {
    text.parse().map_err(|_| format!("{what} \"{}\" is not a number in range", excerpt(text)))
}

/// Parses a number argument that must lie in `min..=max`; both errors name the range.
pub(super) fn number_in<T>(what: &str, text: &str, min: T, max: T) -> Result<T, String>
where
    T: std::str::FromStr + PartialOrd + std::fmt::Display + Copy,
{
    match text.parse::<T>() {
        Ok(n) if n >= min && n <= max => Ok(n),
        Ok(n) => Err(format!("{what} must be from {min} to {max}, not {n}")),
        Err(_) => Err(format!("{what} \"{}\" is not a number from {min} to {max}", excerpt(text))),
    }
}

/// Writes control characters as escapes (`\x07`, `\u{9b}`), so an error reply that quotes user
/// text can never ring a bell, move a terminal's cursor or split into two protocol lines.
pub(super) fn escape_controls(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        // (Writing to a String cannot fail.)
        if !c.is_control() {
            out.push(c);
        } else if c.is_ascii() {
            let _ = write!(out, "\\x{:02x}", c as u32);
        } else {
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
        }
    }
    out
}
