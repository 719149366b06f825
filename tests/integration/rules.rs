//! One named test per rule and option of docs/rules.md §1–§3, on boards set up by position strings,
//! each drawn as a text grid (rank 8 on top) in a comment next to it: here §1 (the seed 000
//! examples replayed from the start, connection, how pieces move) and the helpers;
//! `rules_options.rs` has the options of §2 and every `PlayError`, produced by a real move attempt
//! and its message checked word for word; `rules_variants.rs` the variants of §3.

use crate::common::{moves_from, position, slide, sq};
use loa::SquareVariant;
use loa::{
    is_connected, Bitboard, Colour, DrawReason, Game, Move, Outcome, PlayError, Position, Rules, Side,
    Simultaneous, WinReason,
};

/// Plays `m`, panicking with the error and the board if it is refused.
pub(super) fn play(game: &mut Game, m: Move) {
    if let Err(e) = game.play(m) {
        panic!("{m} refused: {e}\n{}", game.position());
    }
}

/// A game from a test position, which must not be decided already (a test board that is already
/// won would test nothing).
pub(super) fn fresh(pos: Position, rules: Rules) -> Game {
    let game = Game::from_position(pos, rules);
    assert!(!game.is_over(), "test position already decided: {:?}\n{pos}", game.outcome());
    game
}

/// Tries `m`, expects it to be refused with exactly `message`, and checks the game is unchanged.
pub(super) fn refused(game: &mut Game, m: Move, message: &str) -> PlayError {
    let before = *game.position();
    let moves = game.moves().len();
    let err = game.play(m).expect_err("the move must be refused");
    assert_eq!(err.to_string(), message, "{m}");
    assert_eq!(*game.position(), before, "a refused move leaves the position unchanged");
    assert_eq!(game.moves().len(), moves, "a refused move is not recorded");
    err
}

// ---------------------------------------------------------------------------------------------
// Seed 000 examples (figures 2–4), in our orientation: Black on b1…g1 moves first (docs/rules.md §3).
// ---------------------------------------------------------------------------------------------

#[test]
fn seed_000_b1_has_exactly_three_moves_from_the_start() {
    let start = Position::new(SquareVariant::Standard);
    assert_eq!(start.turn(), Colour::Black, "Black moves first");
    assert_eq!(moves_from(&start, "b1"), ["b1-b3", "b1-d3", "b1-h1"]);
}

#[test]
fn seed_000_after_b1_d3_the_a3_piece_captures_c1_or_d3_or_goes_to_c5() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play(&mut game, slide("b1", "d3"));
    assert_eq!(game.position().turn(), Colour::White);
    // a3-c1 diagonal: a3, c1 = 2; rank 3: a3, d3, h3 = 3; a3-f8 diagonal: a3, f8 = 2;
    // the a-file holds 6 pieces, so both directions leave the board.
    assert_eq!(moves_from(game.position(), "a3"), ["a3-c5", "a3xc1", "a3xd3"]);
    refused(
        &mut game,
        slide("a3", "a5"),
        "a3-a5: the a-file holds 6 pieces, so a piece on it moves exactly 6 squares",
    );
}

#[test]
fn seed_000_after_a3xd3_the_f1_piece_cannot_jump_the_enemy_on_d3() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play(&mut game, slide("b1", "d3"));
    play(&mut game, slide("a3", "d3"));
    assert!(game.moves()[1].is_capture(), "a3xd3 captures, judged from the board");
    assert_eq!(game.position().piece_at(sq("d3")), Some(Colour::White));
    // f-file: f1, f8 = 2; f1-h3 diagonal: f1, h3 = 2; rank 1: c1…g1 = 5 (jumping own pieces).
    assert_eq!(moves_from(game.position(), "f1"), ["f1-a1", "f1-f3", "f1xh3"]);
    refused(&mut game, slide("f1", "c4"), "f1-c4 jumps an enemy piece on d3");
}

// ---------------------------------------------------------------------------------------------
// Winning by connection (docs/rules.md §1) and the simultaneous option (§2).
// ---------------------------------------------------------------------------------------------

/// Seed 000 figure 6 idea: c5xc3 leaves White one piece (connected) and joins Black's group.
// 8  . . . . . . . w
// 7  . . . . . . . .
// 6  . . . . . . . .
// 5  . . b . . . . .
// 4  . . . . . . . .
// 3  . . w . . . . .
// 2  . b . b . . . .
// 1  . . . . . . . .
//    a b c d e f g h
pub(super) const BOTH_CONNECTED_BY_ONE_CAPTURE: &str = "standard 7w/8/8/2b5/8/2w5/1b1b4/8 b";

#[test]
fn capture_connecting_both_sides_wins_for_the_mover_by_default() {
    let pos = position(BOTH_CONNECTED_BY_ONE_CAPTURE);
    let mut game = fresh(pos, Rules::default());
    assert!(!game.is_over());
    play(&mut game, slide("c5", "c3"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win { winner: Side::Black, reason: WinReason::BothConnectedMoverWins })
    );
    assert_eq!(game.outcome().map(Outcome::result_tag), Some("1-0"));
}

#[test]
fn capture_connecting_both_sides_is_a_draw_under_the_draw_option() {
    let pos = position(BOTH_CONNECTED_BY_ONE_CAPTURE);
    let rules = Rules { simultaneous: Simultaneous::Draw, ..Rules::default() };
    let mut game = fresh(pos, rules);
    play(&mut game, slide("c5", "c3"));
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::SimultaneousConnection)));
    assert_eq!(game.outcome().map(Outcome::result_tag), Some("1/2-1/2"));
}

#[test]
fn tournament_preset_draws_on_simultaneous_connection_with_repetition_and_no_limit() {
    let rules = Rules::tournament();
    assert_eq!(
        rules,
        Rules { simultaneous: Simultaneous::Draw, repetition: true, move_limit: None, reversed: false }
    );
    assert_eq!(rules.preset_name(), Some("Tournament (ICGA)"));
    assert_eq!(Rules::default().preset_name(), Some("Default"));
    let pos = position(BOTH_CONNECTED_BY_ONE_CAPTURE);
    let mut game = fresh(pos, rules);
    play(&mut game, slide("c5", "c3"));
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::SimultaneousConnection)));
}

#[test]
fn a_player_reduced_to_one_piece_wins() {
    // a1xc3 along the a1-h8 diagonal (a1, c3 = 2) leaves White only d8; Black stays apart.
    // 8  . . . w . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . b
    // 4  . . . . . . . .
    // 3  . . w . . . . .
    // 2  . . . . . . . .
    // 1  b . . . b . . .
    //    a b c d e f g h
    let pos = position("standard 3w4/8/8/7b/8/2w5/8/b3b3 b");
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("a1", "c3"));
    assert_eq!(game.position().pieces(Colour::White).len(), 1);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win { winner: Side::White, reason: WinReason::ConnectedByOpponent })
    );
}

#[test]
fn a_capture_that_connects_only_the_opponent_loses() {
    // b5xb7 (b-file: b5, b7 = 2) removes White's stray piece; d4 and e5 touch diagonally.
    // 8  . . . . . . . .
    // 7  . w . . . . . .
    // 6  . . . . . . . .
    // 5  . b . . w . . .
    // 4  . . . w . . . .
    // 3  . . . . . . b .
    // 2  . . . . . . . .
    // 1  . . . . . . b .
    //    a b c d e f g h
    let pos = position("standard 8/1w6/8/1b2w3/3w4/6b1/8/6b1 b");
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("b5", "b7"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win { winner: Side::White, reason: WinReason::ConnectedByOpponent })
    );
    assert_eq!(
        game.outcome().map(|o| o.reason()),
        Some("White connected all pieces, joined by the opponent's capture".to_string())
    );
}

#[test]
fn connection_counts_diagonal_neighbours() {
    // d2-d4 (d-file: d2, d8 = 2) makes the purely diagonal chain c3-d4-e5.
    // 8  w . . w . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . b . . .
    // 4  . . . . . . . .
    // 3  . . b . . . . .
    // 2  . . . b . . . .
    // 1  . . . . . . . w
    //    a b c d e f g h
    let pos = position("standard w2w4/8/8/4b3/8/2b5/3b4/7w b");
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("d2", "d4"));
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::Black, reason: WinReason::Connected }));
    assert_eq!(game.outcome().map(|o| o.reason()), Some("Black connected all pieces".to_string()));
    let set = |names: &str| names.split_whitespace().map(sq).collect::<Bitboard>().0;
    assert!(is_connected(set("c3 d4 e5")));
    assert!(!is_connected(set("c3 d5")), "a knight's step apart is not connected");
    assert!(!Position::new(SquareVariant::Standard).is_side_connected(Side::Black));
}

// ---------------------------------------------------------------------------------------------
// How pieces move (docs/rules.md §1).
// ---------------------------------------------------------------------------------------------

#[test]
fn distance_is_the_number_of_pieces_on_the_whole_line() {
    // Rank 4 holds a4, d4, h4 = 3 (a4 is behind the mover and still counts); the d-file holds
    // d1, d4 = 2; both diagonals through d4 hold only d4 = 1.
    // 8  . . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  w . . b . . . w
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . b . . . .
    //    a b c d e f g h
    let pos = position("standard 8/8/8/8/w2b3w/8/8/3b4 b");
    assert_eq!(
        moves_from(&pos, "d4"),
        ["d4-c3", "d4-c5", "d4-d2", "d4-d6", "d4-e3", "d4-e5", "d4-g4", "d4xa4"]
    );
    let mut game = fresh(pos, Rules::default());
    refused(
        &mut game,
        slide("d4", "f4"),
        "d4-f4: rank 4 holds 3 pieces, so a piece on it moves exactly 3 squares",
    );
    refused(
        &mut game,
        slide("d4", "f6"),
        "d4-f6: the a1-h8 diagonal holds 1 piece, so a piece on it moves exactly 1 square",
    );
}

#[test]
fn a_piece_may_jump_its_own_pieces() {
    // 8  w . . . . . . w
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b b . . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . b
    //    a b c d e f g h
    let pos = position("standard w6w/8/8/8/3bb3/8/8/7b b");
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("d4", "f4"));
    assert_eq!(game.position().piece_at(sq("e4")), Some(Colour::Black), "the jumped piece stays");
}

#[test]
fn a_piece_may_not_jump_an_enemy_piece() {
    // 8  w . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b w . . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . b
    //    a b c d e f g h
    let pos = position("standard w7/8/8/8/3bw3/8/8/7b b");
    assert!(moves_from(&pos, "d4").iter().all(|m| m != "d4-f4"));
    let mut game = fresh(pos, Rules::default());
    refused(&mut game, slide("d4", "f4"), "d4-f4 jumps an enemy piece on e4");
}

#[test]
fn a_piece_may_not_land_on_its_own_piece() {
    // 8  w . . . . . . w
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b . b . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let pos = position("standard w6w/8/8/8/3b1b2/8/8/8 b");
    let mut game = fresh(pos, Rules::default());
    refused(&mut game, slide("d4", "f4"), "d4-f4 lands on your own piece on f4");
}

#[test]
fn landing_on_an_enemy_piece_captures_it() {
    // 8  w . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b . w . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . b
    //    a b c d e f g h
    let pos = position("standard w7/8/8/8/3b1w2/8/8/7b b");
    let capture = pos.legal_moves().iter().copied().find(|m| m.to_string() == "d4xf4");
    assert!(capture.is_some_and(Move::is_capture), "generated as a capture");
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("d4", "f4"));
    assert_eq!(game.position().piece_at(sq("f4")), Some(Colour::Black));
    assert_eq!(game.position().pieces(Colour::White).len(), 1, "the captured piece leaves the game");
}

#[test]
fn a_piece_cannot_leave_the_board() {
    // g4 with 3 pieces on rank 4 would go 3 squares east, off the board: only west (to d4) is
    // possible along the rank; the g-file and both diagonals hold g4 alone.
    // 8  w . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . b . . . b w
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let pos = position("standard w7/8/8/8/2b3bw/8/8/8 b");
    assert_eq!(moves_from(&pos, "g4"), ["g4-d4", "g4-f3", "g4-f5", "g4-g3", "g4-g5", "g4-h3", "g4-h5"]);
}
