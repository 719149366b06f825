//! Move generation of the unchecked [`Position`]: the slides (docs/rules.md §1), the Parachute drops,
//! Gemma's vacates (§8.1) and the forced pass (§2), and the bulk counts perft uses.

use super::Position;
use crate::lines::{between, target, LINE};
use crate::{Move, MoveKind, MoveList};

impl Position {
    /// Calls `f(from, to, capture)` for every legal slide of the player to move.
    ///
    /// docs/rules.md §1: along each of the four lines through the piece, the distance is the number of
    /// pieces on the whole line; the piece may jump friendly pieces (its own and, in AmbiLOA, its
    /// partner's) but not enemy pieces, may not land on a friendly piece or off the board, and
    /// captures by landing on an enemy piece. In Gemma it may not land on a hole either; holes
    /// are not pieces, so they are crossed freely and not counted.
    #[inline(always)]
    fn for_each_slide(&self, f: impl FnMut(usize, usize, bool)) {
        self.for_each_slide_of(self.turn.index(), f);
    }

    /// [`Position::for_each_slide`] for the pieces of colour index `c`, whoever is to move: the
    /// AI's mobility term and capture generator walk the moves with this one rule.
    #[inline(always)]
    pub(crate) fn for_each_slide_of(&self, c: usize, mut f: impl FnMut(usize, usize, bool)) {
        let movers = self.pieces[c];
        let friendly = self.team_mask(c);
        let occupied = self.occupied_mask();
        let enemy = occupied & !friendly;
        let blocked = friendly | self.holes | !self.variant().board().0;
        let mut rest = movers;
        while rest != 0 {
            let from = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            for (line, &mask) in LINE[from].iter().enumerate() {
                let distance = (occupied & mask).count_ones();
                for dir in [line, line + 4] {
                    let Some(to) = target(from, dir, distance) else { continue };
                    let to_bit = 1u64 << to;
                    if to_bit & blocked == 0 && between(from, dir, to) & enemy == 0 {
                        f(from, to, to_bit & enemy != 0);
                    }
                }
            }
        }
    }

    /// Every legal move of the player to move: the slides, or the drops when a Parachute drop is
    /// due, or the single pass when nothing else is legal (docs/rules.md §2: a player with no legal
    /// move must pass). Whether the game is already over is for [`crate::Game`] to say.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.drop_due {
            for sq in self.variant().board() & !self.occupied() {
                list.push(Move::drop(sq));
            }
        } else {
            let mut moved = 0u64;
            self.for_each_slide(|from, to, capture| {
                moved |= 1u64 << from;
                list.push(Move::slide_raw(from, to, capture));
            });
            if self.variant().has_holes() {
                // Gemma (docs/rules.md §8.1): each piece without a slide may vacate, whether or
                // not other pieces can move.
                let mut stuck = self.pieces[self.turn.index()] & !moved;
                while stuck != 0 {
                    list.push(Move::vacate_raw(stuck.trailing_zeros() as usize));
                    stuck &= stuck - 1;
                }
            }
        }
        if list.is_empty() {
            list.push(Move::PASS);
        }
        list
    }

    /// How many moves [`Position::legal_moves`] would return, without building the list.
    #[inline]
    pub fn count_legal_moves(&self) -> u32 {
        if self.drop_due {
            return (self.variant().board() & !self.occupied()).len().max(1) as u32;
        }
        if self.variant().has_holes() {
            // The line tables know nothing of holes or vacates.
            return self.legal_moves().len() as u32;
        }
        if self.pieces[self.turn.partner().index()] == 0 {
            // No partner pieces (every two-player variant): the line-table count applies.
            let (own, enemy) = (self.friendly().0, self.enemy().0);
            return crate::movecount::count_slides(own, enemy, self.variant().size()).max(1);
        }
        let mut n = 0;
        self.for_each_slide(|_, _, _| n += 1);
        n.max(1)
    }

    /// Whether [`Position::count_replies_to_each_move`] applies: two players, no drops now or
    /// after the next move.
    #[inline]
    pub(crate) fn has_incremental_counts(&self) -> bool {
        self.pieces[2] | self.pieces[3] == 0
            && !self.drop_due
            && self.in_hand == [0, 0]
            && !self.variant().has_holes()
    }

    /// Perft at depth 2, fast: the sum over every legal move of the replies after it, skipping
    /// moves that decide the game. Never in Gemma, whose holes the line tables do not know. The opponent's moves are counted once line by line, and after
    /// each move only the lines through its two squares are recounted.
    pub(crate) fn count_replies_to_each_move(&self) -> u64 {
        let me = self.turn.index();
        let size = self.variant().size();
        // Two players only (see `has_incremental_counts`): the enemy is the opponent's colour.
        let (mine, theirs) = (self.friendly().0, self.enemy().0);
        let replies = crate::movecount::LineCounts::new(theirs, mine, size);
        let mut total = 0u64;
        for &m in self.legal_moves().iter() {
            let mut child = *self;
            child.play_unchecked(m);
            if child.is_decided_after(m) {
                continue;
            }
            let n = match m.kind() {
                MoveKind::Slide => {
                    let (mine, theirs) = (child.pieces[me], child.pieces[me ^ 1]);
                    replies.after_move(theirs, mine, m.src_index(), m.dst_index())
                }
                _ => replies.total(),
            };
            total += n.max(1) as u64;
        }
        total
    }

    /// Whether `m` is legal here (capture flag ignored: the board decides it).
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().iter().any(|g| g.same_squares(m))
    }
}
