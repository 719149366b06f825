//! The static evaluation, from what the champion programs know (docs/rules.md §6; Winands' MIA):
//! concentration around the centre of mass, centralisation, the centre of mass's own position,
//! quads and the Euler number, the number of groups (connectedness), uniformity (the bounding
//! box), walls on the edge, pieces still in hand (Parachute) and the side to move.
//!
//! Every term is computed from bitboards and at most one pass over each side's pieces, because
//! the evaluation runs at every leaf and dominates the search's speed. AmbiLOA counts a team's
//! pieces together (the team wins together). Scores are in hundredths of a "piece" and always
//! from the point of view of the side to move.

use crate::{BoardSize, Position};

mod tables;
mod topology;

use tables::{edge_mask, BOXES, CENTRE_PLANES, FILE_BIT, MIN_AREA, MIN_DISTANCE_SUM, RANK_BIT};
pub use topology::{euler, groups, links, quads};

/// The weights of the terms, so a level or a tuning run can change them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per unit of summed distance to the centre of mass beyond the least possible, scaled by
    /// 12 / pieces so boards with fewer pieces weigh alike.
    pub concentration: i32,
    /// Per unit of the centralisation table, averaged over the pieces.
    pub centralisation: i32,
    /// Per square the centre of mass stands from the board's centre.
    pub com_offset: i32,
    /// Per group beyond the first.
    pub groups: i32,
    /// Per pair of neighbouring own pieces (connectedness, MIA), averaged over the pieces ×12.
    pub links: i32,
    /// Per unit of the Euler number beyond 1 (quads: more components than holes).
    pub euler: i32,
    /// Per square of the bounding box's area beyond the least possible (uniformity).
    pub spread: i32,
    /// Per piece on the board's edge.
    pub edge: i32,
    /// Parachute: per own piece still in the opponent's hand (it will be dropped far away).
    pub in_hand: i32,
    /// Per legal move (captures count double, moves onto the edge half; MIA's mobility), as a
    /// difference between the sides and scaled by 1/4. 0 switches the (costly) count off.
    pub mobility: i32,
    /// The side to move's bonus.
    pub tempo: i32,
}

impl Weights {
    /// Sets the weight called `name` (the field's name) to `value`, for tuning tools.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let w = match name {
            "concentration" => &mut self.concentration,
            "centralisation" => &mut self.centralisation,
            "com_offset" => &mut self.com_offset,
            "groups" => &mut self.groups,
            "links" => &mut self.links,
            "euler" => &mut self.euler,
            "spread" => &mut self.spread,
            "edge" => &mut self.edge,
            "in_hand" => &mut self.in_hand,
            "mobility" => &mut self.mobility,
            "tempo" => &mut self.tempo,
            _ => return Err(format!("no evaluation weight called {name}")),
        };
        *w = value;
        Ok(())
    }
}

/// The weights used by every level.
pub const WEIGHTS: Weights = Weights {
    concentration: 30,
    centralisation: 12,
    com_offset: 6,
    groups: 0,
    links: 15,
    euler: 10,
    spread: 0,
    edge: 4,
    in_hand: 25,
    mobility: 0,
    tempo: 15,
};

/// The value of one side's formation (higher is better for that side).
#[inline]
fn side_value(b: u64, size: BoardSize, w: &Weights) -> i32 {
    let n = b.count_ones() as i32;
    if n <= 1 {
        return 0;
    }
    // Sums of files, ranks and centralisation values by bit planes: no loop over the pieces.
    let pop = |m: u64| (b & m).count_ones() as i32;
    let sum_f = pop(FILE_BIT[0]) + 2 * pop(FILE_BIT[1]) + 4 * pop(FILE_BIT[2]);
    let sum_r = pop(RANK_BIT[0]) + 2 * pop(RANK_BIT[1]) + 4 * pop(RANK_BIT[2]);
    let planes = &CENTRE_PLANES[size.index()];
    let centre = pop(planes[0]) + 2 * pop(planes[1]) + 4 * pop(planes[2]) + 8 * pop(planes[3]) - n;
    // The bounding box from the occupied files and ranks.
    let mut files = b | (b >> 32);
    files |= files >> 16;
    files |= files >> 8;
    let files = files & 0xff;
    let (min_f, max_f) = (files.trailing_zeros() as i32, 7 - (files as u8).leading_zeros() as i32);
    let (min_r, max_r) = ((b.trailing_zeros() / 8) as i32, ((63 - b.leading_zeros()) / 8) as i32);
    // The centre of mass, rounded to a square.
    let (cf, cr) = ((2 * sum_f + n) / (2 * n), (2 * sum_r + n) / (2 * n));
    // The sum of king distances to it: a piece at distance d lies outside the boxes of radius
    // 0 to d − 1 around the centre, so it is counted d times.
    let boxes = &BOXES[(cr * 8 + cf) as usize];
    let mut distance = 0;
    for &inside in boxes.iter() {
        let outside = (b & !inside).count_ones() as i32;
        if outside == 0 {
            break;
        }
        distance += outside;
    }
    let excess = distance - MIN_DISTANCE_SUM[n as usize];
    let half = size.width() as i32 - 1; // twice the board's centre coordinate
    let com_offset = ((2 * cf - half).abs().max((2 * cr - half).abs())) / 2;
    let area = (max_f - min_f + 1) * (max_r - min_r + 1) - MIN_AREA[n as usize];
    let edge_mask = edge_mask(size);
    let on_edge = (b & edge_mask).count_ones() as i32;
    // The flood fill is the costliest term; skipped when its weight is 0 (as tuned).
    let groups = if w.groups != 0 { groups(b) } else { 1 };
    let euler = euler(b);
    let links = if w.links != 0 { links(b) * 12 / n } else { 0 };
    -w.concentration * excess * 12 / n + w.centralisation * centre / n + w.links * links
        - w.com_offset * com_offset
        - w.groups * (groups - 1)
        - w.euler * (euler - 1).max(0)
        - w.spread * area
        - w.edge * on_edge
}

/// The weighted mobility of the pieces of colour index `c` (and, in AmbiLOA, the partner's
/// pieces as friends), counted as in the move generator: the distance along a line is the
/// number of pieces on it; friendly pieces may be jumped, enemy pieces not. In units of half a
/// move: a capture 4, a quiet move 2, a quiet move onto the edge 1.
#[inline]
pub fn mobility(pos: &Position, c: usize) -> i32 {
    let edge = edge_mask(pos.variant().size());
    let mut total = 0;
    pos.for_each_slide_of(c, |_, to, capture| {
        total += if capture {
            4
        } else if (1u64 << to) & edge != 0 {
            1
        } else {
            2
        };
    });
    total
}

/// The evaluation of `pos` for the side to move, with `w`'s weights.
#[inline]
pub fn evaluate_with(pos: &Position, w: &Weights) -> i32 {
    let variant = pos.variant();
    let size = variant.size();
    let teams = variant.has_teams();
    let us = pos.turn().side_index();
    let side = |i: usize| pos.side_pieces(crate::Side::from_index(i, teams)).0;
    let mut score = side_value(side(us), size, w) - side_value(side(us ^ 1), size, w) + w.tempo;
    if w.mobility != 0 {
        // The seat to move and the next seat of the other side (in AmbiLOA the partners' moves
        // are not counted: only the seat about to move and the one after it matter at once).
        let me = pos.turn().index();
        let next = pos.variant().next_seat(pos.turn()).index();
        let them = if next & 1 == me & 1 { me ^ 1 } else { next };
        score += w.mobility * (mobility(pos, me) - mobility(pos, them)) / 8;
    }
    if variant == crate::Variant::Parachute {
        // Our pieces in the opponent's hand will be dropped where they hurt us most.
        let ours_held = pos.in_hand(crate::Colour::from_index(us ^ 1)) as i32;
        let theirs_held = pos.in_hand(crate::Colour::from_index(us)) as i32;
        score += w.in_hand * (theirs_held - ours_held);
    }
    score
}

/// The evaluation of `pos` for the side to move, with the standard weights.
#[inline]
pub fn evaluate(pos: &Position) -> i32 {
    evaluate_with(pos, &WEIGHTS)
}

#[cfg(test)]
mod tests {
    use super::tables::CENTRE;
    use super::*;
    use crate::SquareVariant;
    use crate::{Bitboard, Colour, Setup, Square, Variant};

    fn squares(names: &str) -> u64 {
        names.split_whitespace().map(|n| Square::parse(n).unwrap().bit()).fold(0, |a, b| a | b)
    }

    #[test]
    fn euler_number_counts_components_minus_holes() {
        assert_eq!(euler(squares("a1")), 1);
        assert_eq!(euler(squares("h8")), 1);
        assert_eq!(euler(squares("a1 c1")), 2);
        assert_eq!(euler(squares("a1 b2")), 1, "diagonal neighbours are connected");
        assert_eq!(euler(squares("d4 e5 h1 a8")), 3);
        // A ring around e5 has one hole:
        // . . . .
        // . b b b      (ranks 6..4, files d..f)
        // . b . b
        // . b b b
        assert_eq!(euler(squares("d4 e4 f4 d5 f5 d6 e6 f6")), 0);
        let start = Position::new(SquareVariant::Standard);
        assert_eq!(euler(start.pieces(Colour::Black).0), 2);
        assert_eq!(groups(start.pieces(Colour::Black).0), 2);
        assert_eq!(groups(squares("a1 b2 c3 h8")), 2);
        assert_eq!(links(squares("a1 b2 c3 h8")), 2);
        assert_eq!(links(squares("d4 e4 d5 e5")), 6);
        assert_eq!(links(squares("h1 a2")), 0, "no wrap-around between files h and a");
    }

    #[test]
    fn a_compact_central_group_beats_a_scattered_one() {
        // Black: a 3×4 block in the centre. White: its start position, scattered on two edges.
        let black = Bitboard(squares("c3 d3 e3 f3 c4 d4 e4 f4 c5 d5 e5 f5"));
        let white = Position::new(SquareVariant::Standard).pieces(Colour::White);
        let setup = Setup { black, white, ..Setup::empty(Variant::Standard) };
        let pos = setup.into_position().expect("valid");
        assert!(evaluate(&pos) > 100, "{}", evaluate(&pos));
        let flipped = Setup { turn: Colour::White, ..setup }.into_position().expect("valid");
        assert!(evaluate(&flipped) < -100);
    }

    /// The plain per-piece loop that `side_value`'s bit-plane arithmetic replaces.
    fn side_value_by_loop(b: u64, size: BoardSize, w: &Weights) -> i32 {
        let n = b.count_ones() as i32;
        if n <= 1 {
            return 0;
        }
        let table = &CENTRE[size.index()];
        let sqs: Vec<i32> = Bitboard(b).into_iter().map(|s| s.index() as i32).collect();
        let (sum_f, sum_r) =
            (sqs.iter().map(|s| s & 7).sum::<i32>(), sqs.iter().map(|s| s >> 3).sum::<i32>());
        let centre: i32 = sqs.iter().map(|&s| table[s as usize] as i32).sum();
        let (cf, cr) = ((2 * sum_f + n) / (2 * n), (2 * sum_r + n) / (2 * n));
        let distance: i32 = sqs.iter().map(|s| ((s & 7) - cf).abs().max(((s >> 3) - cr).abs())).sum();
        let (min_f, max_f) =
            (sqs.iter().map(|s| s & 7).min().unwrap(), sqs.iter().map(|s| s & 7).max().unwrap());
        let (min_r, max_r) =
            (sqs.iter().map(|s| s >> 3).min().unwrap(), sqs.iter().map(|s| s >> 3).max().unwrap());
        let half = size.width() as i32 - 1;
        let com_offset = ((2 * cf - half).abs().max((2 * cr - half).abs())) / 2;
        let area = (max_f - min_f + 1) * (max_r - min_r + 1) - MIN_AREA[n as usize];
        let on_edge = (b & edge_mask(size)).count_ones() as i32;
        let links = if w.links != 0 { links(b) * 12 / n } else { 0 };
        -w.concentration * (distance - MIN_DISTANCE_SUM[n as usize]) * 12 / n
            + w.centralisation * centre / n
            + w.links * links
            - w.com_offset * com_offset
            - w.groups * (groups(b) - 1)
            - w.euler * (euler(b) - 1).max(0)
            - w.spread * area
            - w.edge * on_edge
    }

    #[test]
    fn the_bit_plane_arithmetic_equals_the_plain_loop() {
        let mut rng = crate::search::rng::Rng::new(42);
        let w = Weights { spread: 3, links: 4, groups: 7, ..WEIGHTS };
        for size in BoardSize::ALL {
            let board = size.squares().0;
            for _ in 0..2000 {
                let b = rng.next_u64() & rng.next_u64() & board;
                if b.count_ones() > 24 {
                    continue; // no side ever has more pieces
                }
                assert_eq!(side_value(b, size, &w), side_value_by_loop(b, size, &w), "{b:#x}");
            }
        }
    }

    #[test]
    fn the_start_is_balanced_except_for_the_tempo() {
        use SquareVariant::{ScrambledEggs, Standard, Standard6x6, Standard7x7};
        for v in [Standard, Standard6x6, Standard7x7, ScrambledEggs] {
            assert_eq!(evaluate(&Position::new(v)), WEIGHTS.tempo, "{v}");
        }
    }
}
