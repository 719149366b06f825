//! The page's rules object, read into the core's [`Rules`]: the move limit arrives as a JavaScript
//! number and is checked here to be whole, then through [`Rules::check_move_limit`] like every
//! other entry point's (src/move_limit.rs), so `0` is refused everywhere with the same words.

use super::number_text::number_text;
use crate::{RuleOptionError, Rules, Simultaneous};
use serde::Deserialize;

/// Rule options as a program sends them (the page's `{simultaneous, repetition, moveLimit,
/// reversed}`):
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
    /// Whether the game starts from the variant's reversed start (docs/rules.md §8.2).
    pub reversed: Option<bool>,
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
        rules.reversed = self.reversed.unwrap_or(false);
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
