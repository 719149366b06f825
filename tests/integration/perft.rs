//! Perft pinned to every reference count of docs/rules.md §5 and §9, one table of every board
//! (the 8×8 bitboards and the cell boards, rows of the same tests; the test profile is
//! optimised, so depth 5 takes well under a second). Standard depth 6 (1,938,494,632 leaves) runs
//! with `cargo test --test integration perft:: -- --ignored`, which `./build.sh test` does. The
//! cell boards' counts are also reached by a reference generator of their own
//! (`reference_cells.rs`), which reads them from this table.

use loa::cell_board::{cell_perft, CellPosition};
use loa::{perft, Board, Position, SquareVariant, Variant};

/// (variant, [perft 1, 2, …]) from the start, from docs/rules.md §5 and §9.5: depth 5 on the
/// 8×8 boards; depth 4, or 3 on the two largest cell boards (12×12 and hex-6), on the others.
pub(super) const REFERENCE: [(Variant, &[u64]); 8] = [
    (Variant::Standard, &[36, 1_244, 44_952, 1_563_208, 55_963_132]),
    (Variant::ScrambledEggs, &[32, 992, 32_000, 1_002_260, 32_396_552]),
    (Variant::Standard7x7, &[30, 848, 25_012, 698_880, 19_914_620]),
    (Variant::Standard6x6, &[24, 524, 11_440, 234_560, 4_853_792]),
    (Variant::BlackHole, &[42, 1_712, 72_836, 3_008_260]),
    (Variant::Standard12x12, &[60, 3_548, 217_524]),
    (Variant::Hex5, &[15, 219, 3_936, 69_492]),
    (Variant::Hex6, &[30, 870, 26_946]),
];

/// The scrambled starts of the cell boards that have one (Abstract Play's, docs/rules.md §9.5):
/// (variant, [perft 1, 2, 3, 4]). Scrambled Eggs, the 8×8 one, is a variant of its own above.
pub(super) const SCRAMBLED: [(Variant, &[u64]); 2] =
    [(Variant::BlackHole, &[38, 1_412, 54_612, 2_068_060]), (Variant::Hex6, &[24, 588, 15_324, 402_756])];

/// Perft from the start of any board, by its own engine.
fn perft_from_start(variant: Variant, depth: u32) -> u64 {
    match variant.played_on() {
        Board::Cells(shape) => cell_perft(&CellPosition::start(shape), depth),
        Board::Squares(square) => perft(&Position::new(square), depth),
    }
}

fn check(variant: Variant, depths: std::ops::RangeInclusive<usize>) {
    let (_, counts) = REFERENCE.iter().find(|(v, _)| *v == variant).expect("a reference row");
    for d in depths {
        assert_eq!(perft_from_start(variant, d as u32), counts[d - 1], "{variant} perft({d})");
    }
}

#[test]
fn every_board_to_depth_4_or_its_deepest_pinned() {
    for (variant, counts) in REFERENCE {
        check(variant, 1..=counts.len().min(4));
    }
}

#[test]
fn every_scrambled_cell_start_to_depth_4() {
    for (variant, counts) in SCRAMBLED {
        let shape = variant.cell_shape().expect("a cell board");
        let start = CellPosition::scrambled_start(shape, false).unwrap();
        for (i, &expected) in counts.iter().enumerate() {
            let depth = i as u32 + 1;
            assert_eq!(cell_perft(&start, depth), expected, "{variant} scrambled, depth {depth}");
        }
    }
}

#[test]
fn standard_6x6_depth_5_where_won_positions_first_occur() {
    check(Variant::Standard6x6, 5..=5);
}

#[test]
fn standard_depth_5() {
    check(Variant::Standard, 5..=5);
}

#[test]
fn scrambled_eggs_depth_5() {
    check(Variant::ScrambledEggs, 5..=5);
}

#[test]
fn standard_7x7_depth_5() {
    check(Variant::Standard7x7, 5..=5);
}

#[test]
#[ignore = "deep: a few seconds; ./build.sh test runs it"]
fn standard_depth_6() {
    assert_eq!(perft(&Position::new(SquareVariant::Standard), 6), 1_938_494_632);
}
