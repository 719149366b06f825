//! The transposition table: a fixed-size array of entries keyed by the Zobrist hash, replaced by
//! depth (a deeper result is worth more), holding the best move (16 bits, as any board
//! encodes it: [`super::board::SearchBoard::encode`]), a score bound and its depth.

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact (a PV node).
    Exact,
    /// The true value is at least the score (a beta cut-off).
    Lower,
    /// The true value is at most the score (no move raised alpha).
    Upper,
}

/// One stored search result; 16 bytes.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The full hash, to tell positions sharing a slot apart.
    pub key: u64,
    /// The best move found, encoded by its board (0 may be a real move, so `has_move` says).
    pub mv: u16,
    /// The score, mate scores stored relative to this node (see [`to_tt`], [`from_tt`]).
    pub score: i16,
    /// The draft searched.
    pub depth: i8,
    /// The kind of bound.
    pub bound: Bound,
    /// Whether `mv` holds a move.
    pub has_move: bool,
    /// The search generation that wrote the entry, so stale entries are replaced first.
    pub age: u8,
}

const EMPTY: Entry =
    Entry { key: 0, mv: 0, score: 0, depth: -1, bound: Bound::Upper, has_move: false, age: 0 };

/// The table. Its size is fixed at creation; `clear` empties it.
#[derive(Clone, Debug)]
pub struct Table {
    entries: Vec<Entry>,
    age: u8,
}

/// The default size natively: 16 MB (the page passes a smaller size for wasm memory).
pub const DEFAULT_TT_BYTES: usize = 16 << 20;

impl Table {
    /// A table of about `bytes` bytes (rounded down to a power of two entries, at least 1024).
    pub fn new(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1024);
        let n = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table { entries: vec![EMPTY; n], age: 0 }
    }

    /// Starts a new search: entries from older searches become preferred victims.
    pub fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = EMPTY);
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    /// Stores a result, replacing the slot's entry if it is from an older search, for another
    /// position with a shallower draft, or for the same position.
    #[inline]
    pub fn store(&mut self, key: u64, mv: Option<u16>, score: i32, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        if old.key == key || old.age != self.age || depth >= old.depth as i32 {
            let keep_move = old.key == key && mv.is_none() && old.has_move;
            self.entries[slot] = Entry {
                key,
                mv: if keep_move { old.mv } else { mv.unwrap_or(0) },
                score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
                depth: depth.clamp(0, i8::MAX as i32) as i8,
                bound,
                has_move: keep_move || mv.is_some(),
                age: self.age,
            };
        }
    }
}

/// A mate score as stored: distance counted from this node rather than the root, so the entry
/// is valid wherever the position recurs.
#[inline]
pub fn to_tt(score: i32, ply: usize, mate_bound: i32) -> i32 {
    if score > mate_bound {
        score + ply as i32
    } else if score < -mate_bound {
        score - ply as i32
    } else {
        score
    }
}

/// The inverse of [`to_tt`] at `ply`.
#[inline]
pub fn from_tt(score: i32, ply: usize, mate_bound: i32) -> i32 {
    if score > mate_bound {
        score - ply as i32
    } else if score < -mate_bound {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Move, Square};

    #[test]
    fn an_entry_is_16_bytes_and_round_trips() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        let mut t = Table::new(1 << 16);
        let m = Move::slide(Square::parse("b1").unwrap(), Square::parse("d3").unwrap(), false);
        t.store(12345, Some(m.to_u16()), -77, 5, Bound::Lower);
        let e = t.probe(12345).expect("stored");
        assert_eq!((e.mv, e.score, e.depth, e.bound), (m.to_u16(), -77, 5, Bound::Lower));
        assert!(t.probe(12346).is_none());
        assert_eq!(from_tt(to_tt(30_990, 7, 30_000), 7, 30_000), 30_990);
        assert_eq!(to_tt(-30_990, 3, 30_000), -30_993);
    }
}
