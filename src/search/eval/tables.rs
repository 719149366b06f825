//! The precomputed square tables of the evaluation: least distance sums and areas, the
//! centralisation tables and their bit planes, file and rank bit masks, king-distance boxes and
//! the edge squares of each board size.

use crate::BoardSize;

/// The least possible sum of king distances from a centre square for `n` pieces: the centre,
/// then 8 at distance 1, then 16 at distance 2.
pub(super) const MIN_DISTANCE_SUM: [i32; 25] = {
    let mut t = [0; 25];
    let mut n = 1;
    while n < 25 {
        let d = if n <= 1 {
            0
        } else if n <= 9 {
            1
        } else {
            2
        };
        t[n] = t[n - 1] + d;
        n += 1;
    }
    t
};

/// The least bounding-box area for `n` pieces (a near-square block).
pub(super) const MIN_AREA: [i32; 25] = {
    let mut t = [0; 25];
    let mut n = 1;
    while n < 25 {
        let mut w: usize = 1;
        while w * w < n {
            w += 1;
        }
        let h = n.div_ceil(w);
        t[n] = (w * h) as i32;
        n += 1;
    }
    t
};

/// Centralisation values for an `size`×`size` board: the distance from the nearest edge,
/// 0 on the edge, with the corners one lower still (MIA's piece-square table has the same shape).
const fn centre_table(size: BoardSize) -> [i8; 64] {
    let size = size.width() as i32;
    let mut t = [0i8; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i32, (sq / 8) as i32);
        if f < size && r < size {
            let df = if f < size - 1 - f { f } else { size - 1 - f };
            let dr = if r < size - 1 - r { r } else { size - 1 - r };
            let edge = if df < dr { df } else { dr };
            let corner = if df == 0 && dr == 0 { 1 } else { 0 };
            t[sq] = (edge * 2 + (df + dr) / 2 - corner) as i8;
        }
        sq += 1;
    }
    t
}

/// The centralisation tables by [`BoardSize::index`].
pub(super) const CENTRE: [[i8; 64]; 3] =
    [centre_table(BoardSize::Six), centre_table(BoardSize::Seven), centre_table(BoardSize::Eight)];

/// The centralisation tables plus one (all ≥ 0), split into bit planes: `planes[k]` holds the
/// squares whose value has bit `k` set.
const fn planes(table: [i8; 64]) -> [u64; 4] {
    let mut p = [0u64; 4];
    let mut sq = 0;
    while sq < 64 {
        let v = (table[sq] + 1) as u64;
        let mut k = 0;
        while k < 4 {
            if v >> k & 1 == 1 {
                p[k] |= 1 << sq;
            }
            k += 1;
        }
        sq += 1;
    }
    p
}

pub(super) const CENTRE_PLANES: [[u64; 4]; 3] = [planes(CENTRE[0]), planes(CENTRE[1]), planes(CENTRE[2])];

/// `FILE_BIT[k]`: squares whose file number has bit `k` set; `RANK_BIT` alike for ranks.
pub(super) const FILE_BIT: [u64; 3] = [0xaaaa_aaaa_aaaa_aaaa, 0xcccc_cccc_cccc_cccc, 0xf0f0_f0f0_f0f0_f0f0];
pub(super) const RANK_BIT: [u64; 3] = [0xff00_ff00_ff00_ff00, 0xffff_0000_ffff_0000, 0xffff_ffff_0000_0000];

/// `BOXES[c][k]`: the squares within king distance `k` of square `c`.
pub(super) static BOXES: [[u64; 8]; 64] = {
    let mut t = [[0u64; 8]; 64];
    let mut c = 0;
    while c < 64 {
        let mut k = 0;
        while k < 8 {
            let mut sq = 0;
            while sq < 64 {
                let df = sq % 8 - (c % 8) as i32;
                let dr = sq / 8 - (c / 8) as i32;
                let d = if df.abs() > dr.abs() { df.abs() } else { dr.abs() };
                if d <= k as i32 {
                    t[c][k] |= 1 << sq;
                }
                sq += 1;
            }
            k += 1;
        }
        c += 1;
    }
    t
};

#[inline]
pub(super) fn edge_mask(size: BoardSize) -> u64 {
    const EDGES: [u64; 3] = [edges(BoardSize::Six), edges(BoardSize::Seven), edges(BoardSize::Eight)];
    EDGES[size.index()]
}

/// The squares on the edge of a board of `size`.
const fn edges(size: BoardSize) -> u64 {
    let size = size.width();
    let mut m = 0u64;
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        if f < size && r < size && (f == 0 || r == 0 || f == size - 1 || r == size - 1) {
            m |= 1 << sq;
        }
        sq += 1;
    }
    m
}
