//! Checking the move limit (docs/rules.md §2) once, for every entry point: the page's rules object
//! (`RuleOptions`, src/boundary/rule_options.rs), the position string's rules field, the record's
//! `MoveLimit` tag and the text protocol's `rules limit N` all read a move limit through
//! [`Rules::check_move_limit`], so `0` is refused everywhere with the same words.

use crate::Rules;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_limit_is_at_least_one_turn() {
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
}
