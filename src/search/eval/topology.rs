//! Connectivity of a set of squares from bitboards alone: quads and the Euler number, links
//! between neighbours and the number of groups.

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;

/// The quad counts of a set of squares (Gray 1971): 2×2 windows (the ones overhanging the
/// board's edge included) holding exactly one piece, exactly three, and two on a diagonal.
#[inline]
pub fn quads(b: u64) -> (i32, i32, i32) {
    // Windows anchored at every square: the square, its east, north and north-east neighbours.
    let a = b;
    let e = (b >> 1) & !FILE_H;
    let n = b >> 8;
    let ne = (b >> 9) & !FILE_H;
    let (s1, c1) = (a ^ e, a & e);
    let (s2, c2) = (n ^ ne, n & ne);
    let bit0 = s1 ^ s2;
    let bit1 = c1 ^ c2 ^ (s1 & s2);
    let four = c1 & c2;
    let one = bit0 & !bit1;
    let three = bit0 & bit1;
    let diagonal = (a & ne & !e & !n) | (e & n & !a & !ne);
    // Windows overhanging the bottom edge and the left edge: pairs along rank 1 and file a,
    // and the corner window holding a1 alone.
    let rank1 = b & 0xff;
    let file_a = pext_file_a(b);
    let border_ones =
        ((rank1 ^ (rank1 << 1)).count_ones() + (file_a ^ (file_a << 1)).count_ones()) as i32 + (b & 1) as i32;
    let _ = four;
    (one.count_ones() as i32 + border_ones, three.count_ones() as i32, diagonal.count_ones() as i32)
}

/// File a's eight squares packed into the low byte (rank 1 lowest).
#[inline]
fn pext_file_a(b: u64) -> u64 {
    // Multiply trick: gathers bit 8k into bit 56+k.
    ((b & FILE_A).wrapping_mul(0x0102_0408_1020_4080) >> 56) & 0xff
}

/// The Euler number of a set for 8-connectivity: components minus holes, from the quads
/// (E = (Q1 − Q3 − 2·Qd) / 4; docs/rules.md §6). A connected set without holes has E = 1, so E > 1
/// proves cheaply that a side is not connected.
#[inline]
pub fn euler(b: u64) -> i32 {
    let (q1, q3, qd) = quads(b);
    (q1 - q3 - 2 * qd) / 4
}

/// The number of pairs of 8-neighbours in `b` (each pair once).
#[inline]
pub fn links(b: u64) -> i32 {
    let east = b & (b >> 1) & !FILE_H;
    let north = b & (b >> 8);
    let north_east = b & (b >> 9) & !FILE_H;
    let north_west = b & (b >> 7) & !FILE_A;
    (east.count_ones() + north.count_ones() + north_east.count_ones() + north_west.count_ones()) as i32
}

/// The number of 8-connected groups in `b`.
#[inline]
pub fn groups(mut b: u64) -> i32 {
    let mut count = 0;
    while b != 0 {
        b &= !crate::bitboard::group_of(b & b.wrapping_neg(), b);
        count += 1;
    }
    count
}
