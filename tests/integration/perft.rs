//! Perft pinned to every reference count of docs/rules.md §5 (the test profile is optimised, so depth 5
//! takes well under a second). Standard depth 6 (1,938,494,632 leaves) runs with
//! `cargo test --test integration perft:: -- --ignored`, which `./build.sh test` does.

use loa::{perft, Position, Variant};

/// (variant, [d1, d2, d3, d4, d5]) from docs/rules.md §5.
const REFERENCE: [(Variant, [u64; 5]); 4] = [
    (Variant::Standard, [36, 1_244, 44_952, 1_563_208, 55_963_132]),
    (Variant::ScrambledEggs, [32, 992, 32_000, 1_002_260, 32_396_552]),
    (Variant::Standard7x7, [30, 848, 25_012, 698_880, 19_914_620]),
    (Variant::Standard6x6, [24, 524, 11_440, 234_560, 4_853_792]),
];

fn check(variant: Variant, depths: std::ops::RangeInclusive<usize>) {
    let (_, counts) = REFERENCE.iter().find(|(v, _)| *v == variant).expect("a reference row");
    let start = Position::new(variant);
    for d in depths {
        assert_eq!(perft(&start, d as u32), counts[d - 1], "{variant} perft({d})");
    }
}

#[test]
fn standard_to_depth_4() {
    check(Variant::Standard, 1..=4);
}

#[test]
fn scrambled_eggs_to_depth_4() {
    check(Variant::ScrambledEggs, 1..=4);
}

#[test]
fn standard_7x7_to_depth_4() {
    check(Variant::Standard7x7, 1..=4);
}

#[test]
fn standard_6x6_to_depth_5_where_won_positions_first_occur() {
    check(Variant::Standard6x6, 1..=5);
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
    assert_eq!(perft(&Position::new(Variant::Standard), 6), 1_938_494_632);
}
