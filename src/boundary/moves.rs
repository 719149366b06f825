//! Moves and pieces as the page draws and announces them.

use super::PageBoard;
use crate::{Move, MoveKind};
use serde::Serialize;
use std::fmt::Display;

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

/// What a board says of one of its moves for [`MoveView`]: its kind, the squares or cells it
/// leaves and reaches, whether it captures ([`PageBoard::move_parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveParts<S> {
    /// Slide, drop, vacate or pass.
    pub kind: MoveKind,
    /// The square a slide or vacate leaves.
    pub from: Option<S>,
    /// The square a slide or drop reaches.
    pub to: Option<S>,
    /// Whether the slide captures.
    pub capture: bool,
}

impl MoveParts<crate::Square> {
    /// The parts of an 8×8 move, which carries them all itself.
    pub fn of(m: Move) -> MoveParts<crate::Square> {
        MoveParts { kind: m.kind(), from: m.from(), to: m.to(), capture: m.is_capture() }
    }
}

impl MoveView {
    /// The view of the move `m` played from `pos`, on any board: its squares or cells by name,
    /// its text as the board writes it, the number [`PageBoard::packed_move`] packs it in.
    pub fn on<B: PageBoard>(pos: &B, m: B::Move) -> MoveView {
        MoveView::build(pos.move_parts(m), B::move_text(pos, m), B::packed_move(m))
    }

    /// The view of an 8×8 move, which needs no position: [`MoveView::on`] of any 8×8 board.
    pub fn of(m: Move) -> MoveView {
        MoveView::build(MoveParts::of(m), m.to_string(), m.to_u16())
    }

    fn build<S: Display>(parts: MoveParts<S>, text: String, packed: u16) -> MoveView {
        MoveView {
            kind: kind_key(parts.kind),
            from: parts.from.map(|s| s.to_string()),
            to: parts.to.map(|s| s.to_string()),
            capture: parts.capture,
            text,
            packed,
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
