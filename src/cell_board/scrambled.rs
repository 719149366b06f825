//! The scrambled starts (docs/rules.md §9.5): Abstract Play's `scrambled` setup, a fixed layout
//! on the start cells with the colours alternating along each edge (its `src/games/loa.ts` lists
//! them cell by cell). Abstract Play has one for Black Hole 9×9 and for hex LOA of side 6; it
//! drops the option on side 5, whose start already alternates, and no site has a scrambled
//! 12×12, so those two boards refuse it.

use super::cells::Cells;
use super::game::CellGame;
use super::position::CellPosition;
use super::rules::format_cell_rules;
use super::shape::CellShape;
use crate::notation::NotationError;
use crate::{Rules, Side};

/// Whether `shape`'s board has a scrambled start.
pub fn has_scrambled_start(shape: &CellShape) -> bool {
    shape.scrambled.is_ok()
}

impl CellPosition {
    /// The scrambled start of `variant`, its colours swapped when `reversed`; Black moves first.
    /// Refused, with the reason, on a board that has none.
    ///
    /// ```
    /// use loa::cell_board::CellPosition;
    /// use loa::Variant;
    /// use loa::Side;
    /// let start = CellPosition::scrambled_start(Variant::BlackHole.cell_shape().unwrap(), false).unwrap();
    /// assert_eq!((start.pieces(Side::Black).len(), start.pieces(Side::White).len()), (14, 14));
    /// assert_eq!(
    ///     CellPosition::scrambled_start(Variant::Hex5.cell_shape().unwrap(), false).unwrap_err().to_string(),
    ///     "hex-5 has no scrambled start: its start already alternates the colours (Abstract Play drops the option there)"
    /// );
    /// ```
    pub fn scrambled_start(shape: &'static CellShape, reversed: bool) -> Result<CellPosition, NotationError> {
        let names = shape.scrambled.map_err(|why| {
            NotationError::Unsupported(format!("{} has no scrambled start: {why}", shape.variant.key()))
        })?;
        let g = shape.geometry();
        let cells = names.map(|list| {
            list.split(' ')
                .map(|name| g.cell(name).expect("the scrambled layouts name cells of their board"))
                .collect::<Cells>()
        });
        let [black, white] = cells;
        let pieces = if reversed { [white, black] } else { [black, white] };
        Ok(CellPosition::from_parts(shape, pieces, Side::Black))
    }
}

impl CellGame {
    /// A game from the variant's start, or from its scrambled start when `scrambled` (refused,
    /// with the reason, on a board that has none), reversed under [`Rules::reversed`].
    ///
    /// ```
    /// use loa::cell_board::{cell_rules, CellGame};
    /// use loa::Variant;
    /// use loa::Simultaneous;
    /// let game = CellGame::with_start(Variant::Hex6.cell_shape().unwrap(), cell_rules(Simultaneous::Draw), true).unwrap();
    /// assert!(game.scrambled());
    /// assert_eq!(game.rules_field(), "draw,no-repetition,scrambled");
    /// ```
    pub fn with_start(
        shape: &'static CellShape,
        rules: Rules,
        scrambled: bool,
    ) -> Result<CellGame, NotationError> {
        if !scrambled {
            return Ok(CellGame::with_rules(shape, rules));
        }
        let start = CellPosition::scrambled_start(shape, rules.reversed)?;
        Ok(CellGame::from_position_with(start, rules))
    }

    /// Whether the game began at its variant's scrambled start (reversed under the rules).
    pub fn scrambled(&self) -> bool {
        let shape = self.start_position().shape();
        CellPosition::scrambled_start(shape, self.rules().reversed).is_ok_and(|s| s == *self.start_position())
    }

    /// Whether the game began at a start its rules name — the variant's, or its scrambled one,
    /// reversed or not — so that no text needs to write the start out.
    pub fn named_start(&self) -> bool {
        let shape = self.start_position().shape();
        *self.start_position() == CellPosition::start_with(shape, self.rules().reversed) || self.scrambled()
    }

    /// Every rule option as a rules field, `scrambled` last when the game began at its
    /// scrambled start: `draw,repetition,limit=80,reversed,scrambled`.
    pub fn rules_field(&self) -> String {
        self.options_field(&self.rules())
    }

    /// The rules field of `rules` with this game's `scrambled` (records leave the options
    /// they write in tags of their own out of their `Rules` tag).
    pub(super) fn options_field(&self, rules: &Rules) -> String {
        let text = format_cell_rules(rules);
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
    use crate::cell_board::cell_shapes;

    #[test]
    fn the_scrambled_starts_use_the_normal_start_cells_half_each() {
        for variant in cell_shapes().filter(|v| has_scrambled_start(v)) {
            let normal = CellPosition::start(variant);
            let scrambled = CellPosition::scrambled_start(variant, false).unwrap();
            let both = |p: &CellPosition| p.pieces(Side::Black) | p.pieces(Side::White);
            assert_eq!(both(&scrambled), both(&normal), "{variant:?}");
            assert_eq!(scrambled.pieces(Side::Black).len(), normal.pieces(Side::Black).len());
            assert_ne!(scrambled, normal);
        }
    }
}
