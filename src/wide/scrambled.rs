//! The scrambled starts (docs/rules.md §9.5): Abstract Play's `scrambled` setup, a fixed layout
//! on the start cells with the colours alternating along each edge (its `src/games/loa.ts` lists
//! them cell by cell). Abstract Play has one for Black Hole 9×9 and for hex LOA of side 6; it
//! drops the option on side 5, whose start already alternates, and no site has a scrambled
//! 12×12, so those two boards refuse it.

use super::cells::Cells;
use super::game::WideGame;
use super::notation::WideTextError;
use super::position::WidePosition;
use super::rules::format_wide_rules;
use super::variant::WideVariant;
use crate::{Rules, Side};

/// Black's and White's cells of the scrambled start, as Abstract Play lists them (its player 1
/// is Black, who moves first), or `None` for a board without one.
fn scrambled_names(variant: WideVariant) -> Option<[&'static str; 2]> {
    match variant {
        WideVariant::BlackHole => {
            Some(["b1 d1 f1 h1 b9 d9 f9 h9 a3 a5 a7 i3 i5 i7", "c1 e1 g1 c9 e9 g9 a2 a4 a6 a8 i2 i4 i6 i8"])
        }
        WideVariant::Hex6 => {
            Some(["k2 k4 j7 i1 h9 g1 e10 d1 c8 b1 a3 a5", "k3 k5 j1 i8 h1 g10 e1 d9 c1 b7 a2 a4"])
        }
        WideVariant::Standard12x12 | WideVariant::Hex5 => None,
    }
}

/// Whether `variant` has a scrambled start.
pub fn has_scrambled_start(variant: WideVariant) -> bool {
    scrambled_names(variant).is_some()
}

impl WidePosition {
    /// The scrambled start of `variant`, its colours swapped when `reversed`; Black moves first.
    /// Refused, with the reason, on a board that has none.
    ///
    /// ```
    /// use loa::wide::{WidePosition, WideVariant};
    /// use loa::Side;
    /// let start = WidePosition::scrambled_start(WideVariant::BlackHole, false).unwrap();
    /// assert_eq!((start.pieces(Side::Black).len(), start.pieces(Side::White).len()), (14, 14));
    /// assert_eq!(
    ///     WidePosition::scrambled_start(WideVariant::Hex5, false).unwrap_err().to_string(),
    ///     "hex-5 has no scrambled start: its start already alternates the colours (Abstract Play drops the option there)"
    /// );
    /// ```
    pub fn scrambled_start(variant: WideVariant, reversed: bool) -> Result<WidePosition, WideTextError> {
        let Some(names) = scrambled_names(variant) else {
            let why = match variant {
                WideVariant::Hex5 => {
                    "its start already alternates the colours (Abstract Play drops the option there)"
                }
                _ => "no site offers one (Abstract Play's scrambled boards are black-hole and hex-6)",
            };
            return Err(WideTextError(format!("{} has no scrambled start: {why}", variant.key())));
        };
        let g = variant.geometry();
        let cells = names.map(|list| {
            list.split(' ')
                .map(|name| g.cell(name).expect("the scrambled layouts name cells of their board"))
                .collect::<Cells>()
        });
        let [black, white] = cells;
        let pieces = if reversed { [white, black] } else { [black, white] };
        Ok(WidePosition::from_parts(variant, pieces, Side::Black))
    }
}

impl WideGame {
    /// A game from the variant's start, or from its scrambled start when `scrambled` (refused,
    /// with the reason, on a board that has none), reversed under [`Rules::reversed`].
    ///
    /// ```
    /// use loa::wide::{wide_rules, WideGame, WideVariant};
    /// use loa::Simultaneous;
    /// let game = WideGame::with_start(WideVariant::Hex6, wide_rules(Simultaneous::Draw), true).unwrap();
    /// assert!(game.scrambled());
    /// assert_eq!(game.rules_field(), "draw,scrambled");
    /// ```
    pub fn with_start(
        variant: WideVariant,
        rules: Rules,
        scrambled: bool,
    ) -> Result<WideGame, WideTextError> {
        if !scrambled {
            return Ok(WideGame::with_rules(variant, rules));
        }
        let start = WidePosition::scrambled_start(variant, rules.reversed)?;
        Ok(WideGame::from_position_with(start, rules))
    }

    /// Whether the game began at its variant's scrambled start (reversed under the rules).
    pub fn scrambled(&self) -> bool {
        let variant = self.start_position().variant();
        WidePosition::scrambled_start(variant, self.rules().reversed)
            .is_ok_and(|s| s == *self.start_position())
    }

    /// Whether the game began at a start its rules name — the variant's, or its scrambled one,
    /// reversed or not — so that no text needs to write the start out.
    pub fn named_start(&self) -> bool {
        let variant = self.start_position().variant();
        *self.start_position() == WidePosition::start_with(variant, self.rules().reversed) || self.scrambled()
    }

    /// Every rule option as a rules field, `scrambled` last when the game began at its
    /// scrambled start: `draw,repetition,limit=80,reversed,scrambled`.
    pub fn rules_field(&self) -> String {
        self.options_field(&self.rules())
    }

    /// The rules field of `rules` with this game's `scrambled` (records leave the options
    /// they write in tags of their own out of their `Rules` tag).
    pub(super) fn options_field(&self, rules: &Rules) -> String {
        let text = format_wide_rules(rules);
        if self.scrambled() {
            text + ",scrambled"
        } else {
            text
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scrambled_starts_use_the_normal_start_cells_half_each() {
        for variant in WideVariant::ALL.into_iter().filter(|v| has_scrambled_start(*v)) {
            let normal = WidePosition::start(variant);
            let scrambled = WidePosition::scrambled_start(variant, false).unwrap();
            let both = |p: &WidePosition| p.pieces(Side::Black) | p.pieces(Side::White);
            assert_eq!(both(&scrambled), both(&normal), "{variant:?}");
            assert_eq!(scrambled.pieces(Side::Black).len(), normal.pieces(Side::Black).len());
            assert_ne!(scrambled, normal);
        }
    }
}
