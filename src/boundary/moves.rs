//! Moves and pieces as the page draws and announces them.

use super::PageBoard;
use crate::wide::{format_wide_move, WideMove, WidePosition};
use crate::{Move, MoveKind};
use serde::Serialize;

/// One move, with everything the page needs to draw and announce it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct MoveView {
    /// `slide`, `drop`, `vacate` or `pass`.
    pub kind: &'static str,
    /// The square a slide or vacate leaves; `None` for drops and passes.
    pub from: Option<String>,
    /// The square a slide or drop reaches; `None` for passes.
    pub to: Option<String>,
    /// Whether the slide captures.
    pub capture: bool,
    /// The move in docs/rules.md §4 notation: `b1-d3`, `c1xa3`, `@d4`, `pass`.
    pub text: String,
    /// [`Move::to_u16`], for the worker and for replay.
    pub packed: u16,
}

impl MoveView {
    /// The view of `m`.
    pub fn of(m: Move) -> MoveView {
        MoveView {
            kind: kind_key(m.kind()),
            from: m.from().map(|s| s.to_string()),
            to: m.to().map(|s| s.to_string()),
            capture: m.is_capture(),
            text: m.to_string(),
            packed: m.to_u16(),
        }
    }

    /// The view of the move `m` of a wide board's `pos` (cells by name, the packed number
    /// [`PageBoard::packed_move`]'s).
    pub fn of_cells(pos: &WidePosition, m: WideMove) -> MoveView {
        let g = pos.geometry();
        let name = |c: u8| (!m.is_pass()).then(|| g.name(usize::from(c)).to_string());
        MoveView {
            kind: if m.is_pass() { "pass" } else { "slide" },
            from: name(m.from),
            to: name(m.to),
            capture: !m.is_pass() && pos.is_capture(m),
            text: format_wide_move(pos, m),
            packed: WidePosition::packed_move(m),
        }
    }
}

/// The page's name for a kind of move.
pub(crate) const fn kind_key(kind: MoveKind) -> &'static str {
    match kind {
        MoveKind::Slide => "slide",
        MoveKind::Drop => "drop",
        MoveKind::Pass => "pass",
        MoveKind::Vacate => "vacate",
    }
}

/// A move of the history, with the colour that played it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    #[serde(flatten)]
    pub mv: MoveView,
    /// The colour that played it.
    pub colour: &'static str,
}

/// A piece on the board.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct PieceView {
    /// Its square, `a1` to `h8`.
    pub square: String,
    /// Its colour.
    pub colour: &'static str,
}

/// A square the selected piece may move to.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TargetView {
    /// The target square.
    pub to: String,
    /// Whether moving there captures.
    pub capture: bool,
}
