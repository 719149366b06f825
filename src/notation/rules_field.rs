//! The rules field, read and written once for every board: the last field of a position
//! string, a record's `Rules` tag, SGF's `RU` and the page's and the command line's rules, on
//! the 8×8 boards and the wide ones alike. Comma-separated options in any order, each at most
//! once, any case: `mover-wins` or `draw`, `repetition` or `no-repetition`, `limit=N` or
//! `limit=none`, `reversed`, and on the wide boards `scrambled` (a start, not a rule). Options
//! left out keep the board's default (the repetition draw is on by default on the 8×8 boards
//! and off on the wide ones, docs/rules.md §3 and §9.5), so every text written before reads as
//! it did; what is written states the repetition draw on every board, one dialect for all.

use super::error::excerpt;
use crate::{Rules, Simultaneous};

/// Reads a rules field over the board's `default` rules. `scrambled` is an option only where
/// `scrambled_start` says the board has one; the flag comes back beside the rules. The error
/// says which option is wrong and why, without a prefix (each format adds its own).
pub(crate) fn read_rules_field(
    field: &str,
    default: Rules,
    scrambled_start: bool,
) -> Result<(Rules, bool), String> {
    let mut rules = default;
    let mut scrambled = false;
    let mut seen = [false; 5];
    for item in field.split(',') {
        let lower = item.trim().to_ascii_lowercase();
        let slot = if let Some(simultaneous) = Simultaneous::parse(&lower) {
            rules.simultaneous = simultaneous;
            0
        } else if lower == "repetition" || lower == "no-repetition" {
            rules.repetition = lower == "repetition";
            1
        } else if let Some(limit) = lower.strip_prefix("limit=") {
            rules.move_limit = if limit == "none" {
                None
            } else {
                let n: u32 = limit.parse().map_err(|_| {
                    format!("limit \"{}\" is not a number of turns from 1 to {}", excerpt(limit), u32::MAX)
                })?;
                Some(Rules::check_move_limit(n).map_err(|e| e.to_string())?)
            };
            2
        } else if lower == "reversed" {
            rules.reversed = true;
            3
        } else if lower == "scrambled" && scrambled_start {
            scrambled = true;
            4
        } else {
            let scrambled = if scrambled_start { ", scrambled" } else { "" };
            return Err(format!(
                "unknown option \"{}\" (expected mover-wins or draw, repetition or no-repetition, limit=N, reversed{scrambled})",
                excerpt(item)
            ));
        };
        if seen[slot] {
            return Err(format!("option \"{}\" contradicts or repeats an earlier one", excerpt(item)));
        }
        seen[slot] = true;
    }
    Ok((rules, scrambled))
}

/// Writes a rules field: the scoring, the repetition draw, then `limit=N` and `reversed` when
/// set. The repetition draw is always stated, on or off, on every board: the boards' defaults
/// differ, so a text that states it means the same to every reader (`mover-wins,repetition`,
/// `draw,no-repetition,limit=80`).
pub(crate) fn write_rules_field(rules: &Rules) -> String {
    let mut text = rules.simultaneous.key().to_string();
    text.push_str(if rules.repetition { ",repetition" } else { ",no-repetition" });
    if let Some(limit) = rules.move_limit {
        text.push_str(&format!(",limit={limit}"));
    }
    if rules.reversed {
        text.push_str(",reversed");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_grammar_over_each_boards_default() {
        let wide = Rules { repetition: false, ..Rules::default() };
        let (read, scrambled) = read_rules_field("DRAW, limit=80 ,reversed,scrambled", wide, true).unwrap();
        assert_eq!(
            (read.simultaneous, read.repetition, read.move_limit, read.reversed, scrambled),
            (Simultaneous::Draw, false, Some(80), true, true)
        );
        assert!(read_rules_field("draw", Rules::default(), false).unwrap().0.repetition);
        let err = read_rules_field("scrambled", Rules::default(), false).unwrap_err();
        assert!(
            err.starts_with("unknown option \"scrambled\" (expected mover-wins or draw, repetition"),
            "{err}"
        );
        assert!(!err.contains("scrambled)"), "{err}");
        let err = read_rules_field("repetition,no-repetition", wide, true).unwrap_err();
        assert_eq!(err, "option \"no-repetition\" contradicts or repeats an earlier one");
    }

    #[test]
    fn every_field_written_reads_back_on_either_board() {
        for default in [Rules::default(), Rules { repetition: false, ..Rules::default() }] {
            for rules in [
                default,
                Rules { repetition: !default.repetition, move_limit: Some(7), reversed: true, ..default },
                Rules { simultaneous: Simultaneous::Draw, ..default },
            ] {
                let text = write_rules_field(&rules);
                assert_eq!(read_rules_field(&text, default, true).unwrap().0, rules, "{text}");
            }
        }
    }
}
