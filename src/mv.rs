//! Moves: a slide (`b1-d3`, `c1xa3`), a Parachute drop (`@d4`), a Gemma vacate (`e8-^^`) or a pass.

use crate::Square;
use std::fmt;

/// A move, packed in 16 bits: `from` (bits 0–5), `to` (6–11), kind (12–13), capture (14).
///
/// Capture-ness is recorded by the generator from the board; a move typed by a player is matched
/// against the generated list by its squares, never by the separator the player used (docs/rules.md §4).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(u16);

const KIND_SLIDE: u16 = 0;
const KIND_DROP: u16 = 1 << 12;
const KIND_PASS: u16 = 2 << 12;
const KIND_VACATE: u16 = 3 << 12;
const KIND_MASK: u16 = 3 << 12;
const CAPTURE: u16 = 1 << 14;

/// What a move does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveKind {
    /// A piece slides from one square to another, capturing if an enemy stands there.
    Slide,
    /// Parachute: an opponent piece from hand is dropped on an empty square.
    Drop,
    /// No legal move exists, so the turn (or its move part) passes.
    Pass,
    /// Gemma: a piece with no legal slide leaves the board, and its square becomes a hole.
    Vacate,
}

impl Move {
    /// The pass.
    pub const PASS: Move = Move(KIND_PASS);

    /// A slide from `from` to `to`; `capture` says whether an enemy piece stands on `to`.
    #[inline]
    pub const fn slide(from: Square, to: Square, capture: bool) -> Move {
        Move(from.index() as u16 | (to.index() as u16) << 6 | if capture { CAPTURE } else { 0 })
    }

    #[inline]
    pub(crate) const fn slide_raw(from: usize, to: usize, capture: bool) -> Move {
        Move(from as u16 | (to as u16) << 6 | if capture { CAPTURE } else { 0 })
    }

    /// A Parachute drop on `to`.
    #[inline]
    pub const fn drop(to: Square) -> Move {
        Move(KIND_DROP | (to.index() as u16) << 6)
    }

    /// Gemma: the piece on `from` leaves the board (docs/rules.md §8.1).
    #[inline]
    pub const fn vacate(from: Square) -> Move {
        Move(KIND_VACATE | from.index() as u16)
    }

    #[inline]
    pub(crate) const fn vacate_raw(from: usize) -> Move {
        Move(KIND_VACATE | from as u16)
    }

    /// What kind of move this is.
    #[inline]
    pub const fn kind(self) -> MoveKind {
        match self.0 & KIND_MASK {
            KIND_SLIDE => MoveKind::Slide,
            KIND_DROP => MoveKind::Drop,
            KIND_PASS => MoveKind::Pass,
            _ => MoveKind::Vacate,
        }
    }

    /// The square a slide starts from or a vacating piece leaves; `None` for drops and passes.
    #[inline]
    pub fn from(self) -> Option<Square> {
        match self.kind() {
            MoveKind::Slide | MoveKind::Vacate => Square::new((self.0 & 63) as u8),
            _ => None,
        }
    }

    /// The square a slide or drop ends on; `None` for a pass or a vacate.
    #[inline]
    pub fn to(self) -> Option<Square> {
        match self.kind() {
            MoveKind::Pass | MoveKind::Vacate => None,
            _ => Square::new(((self.0 >> 6) & 63) as u8),
        }
    }

    #[inline]
    pub(crate) const fn src_index(self) -> usize {
        (self.0 & 63) as usize
    }

    #[inline]
    pub(crate) const fn dst_index(self) -> usize {
        ((self.0 >> 6) & 63) as usize
    }

    /// Whether this slide captures.
    #[inline]
    pub const fn is_capture(self) -> bool {
        self.0 & CAPTURE != 0
    }

    /// Whether this is the pass.
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 & KIND_MASK == KIND_PASS
    }

    /// Whether this is a Gemma vacate.
    #[inline]
    pub const fn is_vacate(self) -> bool {
        self.0 & KIND_MASK == KIND_VACATE
    }

    /// Whether this is a drop.
    #[inline]
    pub const fn is_drop(self) -> bool {
        self.0 & KIND_MASK == KIND_DROP
    }

    /// The packed 16-bit form (for transposition tables and the wasm boundary).
    #[inline]
    pub const fn to_u16(self) -> u16 {
        self.0
    }

    /// Rebuilds a move from [`Move::to_u16`]; `None` for bit patterns no move has.
    pub fn from_u16(bits: u16) -> Option<Move> {
        let m = Move(bits);
        let valid = match bits & KIND_MASK {
            KIND_SLIDE => bits & !(CAPTURE | 0xfff) == 0 && (bits & 63) != ((bits >> 6) & 63),
            KIND_DROP => bits & !(KIND_DROP | 0xfc0) == 0,
            KIND_PASS => bits == KIND_PASS,
            _ => bits & !(KIND_VACATE | 63) == 0,
        };
        valid.then_some(m)
    }

    /// Whether two moves do the same thing, ignoring the capture flag (which the board decides).
    #[inline]
    pub const fn same_squares(self, other: Move) -> bool {
        self.0 & !CAPTURE == other.0 & !CAPTURE
    }
}

impl fmt::Display for Move {
    /// docs/rules.md §4: `b1-d3`, `c1xa3`, `@d4` for a drop on its own, `e8-^^` for a Gemma
    /// vacate (Boardspace's form), `pass`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Pass => f.write_str("pass"),
            MoveKind::Vacate => write!(f, "{}-^^", Square::from_index(self.src_index() as u8)),
            MoveKind::Drop => write!(f, "@{}", Square::from_index(self.dst_index() as u8)),
            MoveKind::Slide => {
                let from = Square::from_index(self.src_index() as u8);
                let to = Square::from_index(self.dst_index() as u8);
                let sep = if self.is_capture() { 'x' } else { '-' };
                write!(f, "{from}{sep}{to}")
            }
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A fixed-capacity list of moves, kept on the stack for speed.
///
/// 128 is enough: at most 12 pieces × 8 directions = 96 slides, or 64 drops.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MoveList::CAPACITY],
    len: usize,
}

impl MoveList {
    /// The most moves any position can have, with room to spare.
    pub const CAPACITY: usize = 128;

    /// An empty list.
    #[inline]
    pub fn new() -> MoveList {
        MoveList { moves: [Move::PASS; MoveList::CAPACITY], len: 0 }
    }

    #[inline]
    pub(crate) fn push(&mut self, m: Move) {
        debug_assert!(self.len < MoveList::CAPACITY);
        if self.len < MoveList::CAPACITY {
            self.moves[self.len] = m;
            self.len += 1;
        }
    }

    /// The moves as a slice.
    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    /// The moves as a mutable slice (for ordering in search).
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::ops::DerefMut for MoveList {
    fn deref_mut(&mut self) -> &mut [Move] {
        self.as_mut_slice()
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).unwrap()
    }

    #[test]
    fn moves_display_in_rules_notation() {
        assert_eq!(Move::slide(sq("b1"), sq("d3"), false).to_string(), "b1-d3");
        assert_eq!(Move::slide(sq("c1"), sq("a3"), true).to_string(), "c1xa3");
        assert_eq!(Move::drop(sq("d4")).to_string(), "@d4");
        assert_eq!(Move::PASS.to_string(), "pass");
        assert_eq!(Move::vacate(sq("e8")).to_string(), "e8-^^");
    }

    #[test]
    fn packed_form_round_trips_and_rejects_garbage() {
        for m in
            [Move::slide(sq("h8"), sq("a1"), true), Move::drop(sq("e5")), Move::vacate(sq("e8")), Move::PASS]
        {
            assert_eq!(Move::from_u16(m.to_u16()), Some(m));
        }
        assert_eq!(Move::from_u16(0), None, "a1-a1 is no move");
        assert_eq!(Move::from_u16(KIND_VACATE | CAPTURE), None, "a vacate captures nothing");
        assert_eq!(Move::from_u16(KIND_PASS | 5), None);
        assert_eq!(Move::from_u16(KIND_VACATE | 5 << 6), None, "a vacate has no target");
    }
}
