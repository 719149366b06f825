//! The unchecked, `Copy` position: pieces as bitboards, whose turn it is, Parachute pieces in hand,
//! and an incrementally updated Zobrist hash. Built for speed: the AI and perft use it directly.
//! Players go through [`crate::Game`], which checks every move.
//!
//! ```
//! use loa::{Position, Variant};
//! let start = Position::new(Variant::Standard);
//! // . b b b b b b .
//! // w . . . . . . w
//! // w . . . . . . w      Black moves first, 36 moves (docs/rules.md §5)
//! // ...
//! // . b b b b b b .
//! assert_eq!(start.legal_moves().len(), 36);
//! ```

use crate::lines::{between, target, LINE};
use crate::outcome::is_connected;
use crate::zobrist::KEYS;
use crate::{Bitboard, Colour, DrawReason, Move, MoveKind, MoveList, Outcome, Side, Simultaneous};
use crate::{Square, Variant, WinReason};
use std::fmt;

/// A position of any variant. 48 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces by colour index (Black, White, Blue, Yellow); two-player games leave 2 and 3 empty.
    pieces: [u64; 4],
    /// Zobrist hash of everything below and the pieces.
    hash: u64,
    variant: Variant,
    /// The colour whose turn it is.
    turn: Colour,
    /// Parachute: how many opponent pieces Black (0) and White (1) still hold.
    in_hand: [u8; 2],
    /// Parachute: the mover has made the move part of the turn and must now drop.
    drop_due: bool,
}

/// Why a set of parts is not a valid position ([`Position::from_parts`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SetupError {
    /// Two colours on one square.
    Overlap(Square),
    /// A piece outside a smaller board.
    OffBoard(Square),
    /// A colour that does not play in this variant has pieces or the turn.
    ColourNotInVariant(Colour),
    /// More pieces of a colour (on the board and in hand) than the variant starts with.
    TooManyPieces(Colour, u32),
    /// A side has no piece on the board or in hand.
    NoPieces(Side),
    /// Pieces in hand outside Parachute, or more than six.
    BadHand(String),
    /// A drop is due but the player has nothing to drop, or the variant has no drops.
    BadDropDue,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Overlap(sq) => write!(f, "two pieces on {sq}"),
            SetupError::OffBoard(sq) => write!(f, "a piece on {sq}, which is off this board"),
            SetupError::ColourNotInVariant(c) => write!(f, "{c} does not play in this variant"),
            SetupError::TooManyPieces(c, n) => {
                write!(f, "{c} has {n} pieces, more than the variant starts with")
            }
            SetupError::NoPieces(s) => write!(f, "{s} has no pieces on the board or in hand"),
            SetupError::BadHand(why) => write!(f, "pieces in hand: {why}"),
            SetupError::BadDropDue => write!(f, "a drop is due but there is nothing to drop"),
        }
    }
}

impl std::error::Error for SetupError {}

impl Position {
    /// The starting position of `variant`.
    pub fn new(variant: Variant) -> Position {
        let hand = variant.pieces_in_hand();
        let mut pos = Position {
            pieces: variant.start_pieces(),
            hash: 0,
            variant,
            turn: variant.seats()[0],
            in_hand: [hand, hand],
            drop_due: false,
        };
        pos.hash = pos.compute_hash();
        pos
    }

    /// Builds a position from its parts, checking that they make sense together: no square
    /// holds two pieces, all pieces are on the board, only the variant's colours play, no colour
    /// has more pieces than it starts with, each side has a piece, and hands and drops exist only
    /// in Parachute.
    pub fn from_parts(
        variant: Variant,
        pieces: [Bitboard; 4],
        turn: Colour,
        in_hand: [u8; 2],
        drop_due: bool,
    ) -> Result<Position, SetupError> {
        let mut seen = 0u64;
        for bb in pieces {
            if let Some(sq) = Bitboard(seen & bb.0).first() {
                return Err(SetupError::Overlap(sq));
            }
            if let Some(sq) = Bitboard(bb.0 & !variant.board()).first() {
                return Err(SetupError::OffBoard(sq));
            }
            seen |= bb.0;
        }
        let seats = variant.seats();
        for c in Colour::ALL {
            if !seats.contains(&c) && !pieces[c.index()].is_empty() {
                return Err(SetupError::ColourNotInVariant(c));
            }
        }
        if !seats.contains(&turn) {
            return Err(SetupError::ColourNotInVariant(turn));
        }
        if variant != Variant::Parachute && in_hand != [0, 0] {
            return Err(SetupError::BadHand(format!("{variant} has no pieces in hand")));
        }
        if in_hand.iter().any(|&n| n > variant.pieces_in_hand()) {
            return Err(SetupError::BadHand(format!("at most {} each", variant.pieces_in_hand())));
        }
        let start = variant.start_pieces();
        for c in Colour::ALL {
            // Pieces of colour c in hand are held by the opponent (Parachute).
            let held = if c.index() < 2 { in_hand[c.index() ^ 1] as u32 } else { 0 };
            let total = pieces[c.index()].count() + held;
            let most = start[c.index()].count_ones() + variant.pieces_in_hand() as u32;
            if total > most {
                return Err(SetupError::TooManyPieces(c, total));
            }
        }
        for side in 0..2 {
            let on_board = pieces[side].count() + pieces[side + 2].count();
            if on_board + in_hand[side ^ 1] as u32 == 0 {
                return Err(SetupError::NoPieces(Side::from_index(side, variant.has_teams())));
            }
        }
        if drop_due && (variant != Variant::Parachute || in_hand[turn.index()] == 0) {
            return Err(SetupError::BadDropDue);
        }
        let mut pos = Position { pieces: pieces.map(|b| b.0), hash: 0, variant, turn, in_hand, drop_due };
        pos.hash = pos.compute_hash();
        Ok(pos)
    }

    /// The variant.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The colour (seat) whose turn it is.
    #[inline]
    pub fn turn(&self) -> Colour {
        self.turn
    }

    /// The side whose turn it is.
    #[inline]
    pub fn side_to_move(&self) -> Side {
        Side::from_index(self.turn.side_index(), self.variant.has_teams())
    }

    /// The pieces of one colour.
    #[inline]
    pub fn pieces(&self, colour: Colour) -> Bitboard {
        Bitboard(self.pieces[colour.index()])
    }

    /// The pieces of a side: a colour, or both partners' pieces in AmbiLOA.
    #[inline]
    pub fn side_pieces(&self, side: Side) -> Bitboard {
        let i = side.index();
        Bitboard(self.pieces[i] | self.pieces[i + 2])
    }

    /// Every piece on the board.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        Bitboard(self.occupied_mask())
    }

    #[inline]
    fn occupied_mask(&self) -> u64 {
        self.pieces[0] | self.pieces[1] | self.pieces[2] | self.pieces[3]
    }

    /// The colour of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| self.pieces[c.index()] & sq.bit() != 0)
    }

    /// Parachute: how many opponent pieces `colour` (Black or White) still holds to drop.
    #[inline]
    pub fn in_hand(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Black | Colour::White => self.in_hand[colour.index()],
            _ => 0,
        }
    }

    /// Parachute: whether the player to move has moved and must now drop a piece.
    #[inline]
    pub fn drop_due(&self) -> bool {
        self.drop_due
    }

    /// The Zobrist hash, updated incrementally by [`Position::play_unchecked`].
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The Zobrist hash computed from scratch; always equal to [`Position::hash`].
    pub fn compute_hash(&self) -> u64 {
        let mut h = KEYS.turn[self.turn.index()];
        for c in 0..4 {
            for sq in Bitboard(self.pieces[c]) {
                h ^= KEYS.piece[c][sq.index()];
            }
        }
        for c in 0..2 {
            h ^= KEYS.in_hand[c][self.in_hand[c] as usize];
        }
        if self.drop_due {
            h ^= KEYS.drop_due;
        }
        h
    }

    /// Calls `f(from, to, capture)` for every legal slide of the player to move.
    ///
    /// docs/rules.md §1: along each of the four lines through the piece, the distance is the number of
    /// pieces on the whole line; the piece may jump friendly pieces (its own and, in AmbiLOA, its
    /// partner's) but not enemy pieces, may not land on a friendly piece or off the board, and
    /// captures by landing on an enemy piece.
    #[inline(always)]
    fn for_each_slide(&self, f: impl FnMut(usize, usize, bool)) {
        self.for_each_slide_of(self.turn.index(), f);
    }

    /// [`Position::for_each_slide`] for the pieces of colour index `c`, whoever is to move: the
    /// AI's mobility term and capture generator walk the moves with this one rule.
    #[inline(always)]
    pub(crate) fn for_each_slide_of(&self, c: usize, mut f: impl FnMut(usize, usize, bool)) {
        let movers = self.pieces[c];
        let friendly = movers | self.pieces[c ^ 2];
        let occupied = self.occupied_mask();
        let enemy = occupied & !friendly;
        let blocked = friendly | !self.variant.board();
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
            for sq in Bitboard(self.variant.board() & !self.occupied_mask()) {
                list.push(Move::drop(sq));
            }
        } else {
            self.for_each_slide(|from, to, capture| list.push(Move::slide_raw(from, to, capture)));
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
            return (self.variant.board() & !self.occupied_mask()).count_ones().max(1);
        }
        let c = self.turn.index();
        if self.pieces[c ^ 2] == 0 {
            // No partner pieces (every two-player variant): the line-table count applies.
            let own = self.pieces[c];
            let enemy = self.occupied_mask() & !own;
            return crate::movecount::count_slides(own, enemy, self.variant.size()).max(1);
        }
        let mut n = 0;
        self.for_each_slide(|_, _, _| n += 1);
        n.max(1)
    }

    /// Whether [`Position::count_replies_to_each_move`] applies: two players, no drops now or
    /// after the next move.
    #[inline]
    pub(crate) fn has_incremental_counts(&self) -> bool {
        self.pieces[2] | self.pieces[3] == 0 && !self.drop_due && self.in_hand == [0, 0]
    }

    /// Perft at depth 2, fast: the sum over every legal move of the replies after it, skipping
    /// moves that decide the game. The opponent's moves are counted once line by line, and after
    /// each move only the lines through its two squares are recounted.
    pub(crate) fn count_replies_to_each_move(&self) -> u64 {
        let me = self.turn.index();
        let size = self.variant.size();
        let (mine, theirs) = (self.pieces[me], self.pieces[me ^ 1]);
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

    /// Plays a move without checking it. `m` must come from [`Position::legal_moves`] of this
    /// position; anything else leaves an unspecified (but memory-safe) position.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let c = self.turn.index();
        match m.kind() {
            MoveKind::Slide => {
                let from = m.src_index();
                let to = m.dst_index();
                let to_bit = 1u64 << to;
                // The enemy colours: the opponent, and in AmbiLOA the opponent's partner.
                for e in [c ^ 1, c ^ 3] {
                    if self.pieces[e] & to_bit != 0 {
                        self.pieces[e] ^= to_bit;
                        self.hash ^= KEYS.piece[e][to];
                    }
                }
                self.pieces[c] ^= (1u64 << from) | to_bit;
                self.hash ^= KEYS.piece[c][from] ^ KEYS.piece[c][to];
                self.finish_move_part();
            }
            MoveKind::Pass => self.finish_move_part(),
            MoveKind::Drop => {
                // Parachute is two-player: the dropped piece is the opponent's colour.
                let to = m.dst_index();
                let opponent = c ^ 1;
                self.pieces[opponent] |= 1u64 << to;
                self.hash ^= KEYS.piece[opponent][to];
                let held = &mut self.in_hand[c & 1];
                self.hash ^= KEYS.in_hand[c & 1][*held as usize];
                *held = held.saturating_sub(1);
                self.hash ^= KEYS.in_hand[c & 1][*held as usize];
                self.drop_due = false;
                self.hash ^= KEYS.drop_due;
                self.pass_turn();
            }
        }
    }

    /// After the move part of a turn: a Parachute drop follows while the mover holds pieces
    /// (docs/rules.md §3), otherwise the turn passes.
    #[inline]
    fn finish_move_part(&mut self) {
        let c = self.turn.index();
        if c < 2 && self.in_hand[c] > 0 {
            self.drop_due = true;
            self.hash ^= KEYS.drop_due;
        } else {
            self.pass_turn();
        }
    }

    #[inline]
    fn pass_turn(&mut self) {
        let next = self.variant.next_seat(self.turn);
        self.hash ^= KEYS.turn[self.turn.index()] ^ KEYS.turn[next.index()];
        self.turn = next;
    }

    /// Whether side `side` (0: Black or East–West, 1: White or North–South) has all its pieces
    /// in one group. In Parachute a side whose pieces are still in the opponent's hand is not
    /// connected (docs/rules.md §3 decision).
    #[inline]
    pub fn is_side_connected(&self, side: Side) -> bool {
        let i = side.index();
        self.in_hand[i ^ 1] == 0 && is_connected(self.pieces[i] | self.pieces[i + 2])
    }

    /// The colour that made the last turn, judged from whose turn it is now.
    #[inline]
    pub fn last_mover(&self) -> Colour {
        self.variant.previous_seat(self.turn)
    }

    /// The result of connection after the turn that led here (docs/rules.md §1–2), if the game is over
    /// by connection: the mover connected; the mover's capture connected the opponent; or both,
    /// which `simultaneous` settles. Mid-turn (a Parachute drop due) nothing is decided.
    pub fn connection_outcome(&self, simultaneous: Simultaneous) -> Option<Outcome> {
        if self.drop_due {
            return None;
        }
        let teams = self.variant.has_teams();
        let mover = self.last_mover().side_index();
        let mover_side = Side::from_index(mover, teams);
        let other_side = Side::from_index(mover ^ 1, teams);
        match (self.is_side_connected(mover_side), self.is_side_connected(other_side)) {
            (true, true) => Some(match simultaneous {
                Simultaneous::MoverWins => {
                    Outcome::Win { winner: mover_side, reason: WinReason::BothConnectedMoverWins }
                }
                Simultaneous::Draw => Outcome::Draw(DrawReason::SimultaneousConnection),
            }),
            (true, false) => Some(Outcome::Win { winner: mover_side, reason: WinReason::Connected }),
            (false, true) => {
                Some(Outcome::Win { winner: other_side, reason: WinReason::ConnectedByOpponent })
            }
            (false, false) => None,
        }
    }

    /// Fast test for search and perft: after playing `m` from a position that was not decided,
    /// is the game over by connection? Only a capture or a drop can change the opponent's
    /// group, so a quiet slide tests the mover's side alone.
    #[inline]
    pub fn is_decided_after(&self, m: Move) -> bool {
        if self.drop_due {
            return false;
        }
        let teams = self.variant.has_teams();
        let mover = Side::from_index(self.last_mover().side_index(), teams);
        match m.kind() {
            MoveKind::Slide if !m.is_capture() && self.variant != Variant::Parachute => {
                self.is_side_connected(mover)
            }
            _ => {
                self.is_side_connected(mover)
                    || self.is_side_connected(Side::from_index(mover.index() ^ 1, teams))
            }
        }
    }
}

impl fmt::Display for Position {
    /// The board as a text grid, rank 8 on top: `b` Black, `w` White, `u` Blue, `y` Yellow,
    /// `.` empty; then whose turn it is and, in Parachute, the pieces in hand.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let size = self.variant.size();
        for rank in (0..size).rev() {
            write!(f, "{} ", rank + 1)?;
            for file in 0..size {
                let sq = Square::from_coords(file, rank).expect("on the board");
                let c = self.piece_at(sq).map_or('.', Colour::letter);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(f, "  ")?;
        for file in 0..size {
            write!(f, " {}", (b'a' + file) as char)?;
        }
        writeln!(f)?;
        let action = if self.drop_due { "drop" } else { "move" };
        if self.variant.has_teams() {
            write!(f, "{} ({}, {}) to {action}", self.turn.seat_name(), self.turn, self.side_to_move())?;
        } else {
            write!(f, "{} ({}) to {action}", self.turn, self.variant)?;
        }
        if self.variant == Variant::Parachute {
            write!(f, "; in hand: Black {}, White {}", self.in_hand[0], self.in_hand[1])?;
        }
        Ok(())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f)?;
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_two_player_position_fits_in_64_bytes() {
        assert!(std::mem::size_of::<Position>() <= 64, "{}", std::mem::size_of::<Position>());
    }

    #[test]
    fn start_hash_matches_a_fresh_computation() {
        for v in Variant::ALL {
            let p = Position::new(v);
            assert_eq!(p.hash(), p.compute_hash());
        }
    }
}
