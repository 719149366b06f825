//! Checking rule options (docs/rules.md §2) once, for every entry point: the page's rules object,
//! the position string's rules field, the record's `MoveLimit` tag and the text protocol's
//! `rules limit N` all read a move limit through [`Rules::check_move_limit`], so `0` is refused
//! everywhere with the same words.

use crate::number_text::number_text;
use crate::{Rules, Simultaneous};
use serde::Deserialize;
use std::fmt;

/// Why a rule option was refused.
#[derive(Clone, PartialEq, Debug)]
pub enum RuleOptionError {
    /// A move limit of 0 turns, which would end the game before it starts.
    ZeroMoveLimit,
    /// A move limit that is not a whole number of turns that fits the counter.
    BadMoveLimit(String),
    /// A simultaneous-connection option other than `mover-wins` or `draw`.
    UnknownSimultaneous(String),
}

impl fmt::Display for RuleOptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleOptionError::ZeroMoveLimit => {
                f.write_str("the move limit must be at least 1 turn; leave it out for no limit")
            }
            RuleOptionError::BadMoveLimit(text) => {
                write!(f, "the move limit \"{text}\" is not a whole number of turns from 1 to {}", u32::MAX)
            }
            RuleOptionError::UnknownSimultaneous(text) => {
                write!(f, "simultaneous is \"{text}\", expected \"mover-wins\" or \"draw\"")
            }
        }
    }
}

impl std::error::Error for RuleOptionError {}

impl Rules {
    /// A move limit of `turns` turns, checked: at least 1. "No limit" is `None` in
    /// [`Rules::move_limit`], never 0.
    pub fn check_move_limit(turns: u32) -> Result<u32, RuleOptionError> {
        if turns == 0 {
            Err(RuleOptionError::ZeroMoveLimit)
        } else {
            Ok(turns)
        }
    }
}

/// Rule options as a program sends them (the page's `{simultaneous, repetition, moveLimit}`):
/// every field optional, defaulting to [`Rules::default`]. `moveLimit: null` means no limit.
#[derive(Deserialize, Default, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct RuleOptions {
    /// `mover-wins` or `draw`.
    pub simultaneous: Option<String>,
    /// Whether threefold repetition draws.
    pub repetition: Option<bool>,
    /// The move limit in turns; a JavaScript number, so it is checked to be whole here.
    pub move_limit: Option<f64>,
}

impl RuleOptions {
    /// The rules these options describe, or the first option that is refused.
    pub fn to_rules(&self) -> Result<Rules, RuleOptionError> {
        let mut rules = Rules::default();
        if let Some(text) = &self.simultaneous {
            rules.simultaneous = Simultaneous::parse(text)
                .ok_or_else(|| RuleOptionError::UnknownSimultaneous(text.clone()))?;
        }
        if let Some(repetition) = self.repetition {
            rules.repetition = repetition;
        }
        rules.move_limit = match self.move_limit {
            None => None,
            Some(n) if n.fract() != 0.0 || !(0.0..=u32::MAX as f64).contains(&n) => {
                return Err(RuleOptionError::BadMoveLimit(number_text(n)))
            }
            Some(n) => Some(Rules::check_move_limit(n as u32)?),
        };
        Ok(rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(move_limit: Option<f64>) -> RuleOptions {
        RuleOptions { move_limit, ..RuleOptions::default() }
    }

    #[test]
    fn no_options_are_the_default_rules() {
        assert_eq!(RuleOptions::default().to_rules(), Ok(Rules::default()));
    }

    #[test]
    fn a_move_limit_is_a_whole_number_from_one() {
        assert_eq!(options(Some(200.0)).to_rules().unwrap().move_limit, Some(200));
        assert_eq!(options(None).to_rules().unwrap().move_limit, None);
        assert_eq!(options(Some(0.0)).to_rules(), Err(RuleOptionError::ZeroMoveLimit));
        assert_eq!(options(Some(2.5)).to_rules(), Err(RuleOptionError::BadMoveLimit("2.5".into())));
        assert_eq!(options(Some(-3.0)).to_rules(), Err(RuleOptionError::BadMoveLimit("-3".into())));
        assert_eq!(Rules::check_move_limit(0), Err(RuleOptionError::ZeroMoveLimit));
        assert_eq!(Rules::check_move_limit(12), Ok(12));
    }

    #[test]
    fn zero_has_one_message() {
        assert_eq!(
            RuleOptionError::ZeroMoveLimit.to_string(),
            "the move limit must be at least 1 turn; leave it out for no limit"
        );
    }

    #[test]
    fn an_unknown_simultaneous_option_is_named() {
        let bad = RuleOptions { simultaneous: Some("coin".into()), ..RuleOptions::default() };
        assert_eq!(
            bad.to_rules().unwrap_err().to_string(),
            "simultaneous is \"coin\", expected \"mover-wins\" or \"draw\""
        );
    }
}
