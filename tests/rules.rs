//! One named test per rule and option of docs/rules.md §1–§3, on boards set up by position strings,
//! each drawn as a text grid (rank 8 on top) in a comment next to it.
//! The seed 000 examples are replayed from the start; every `PlayError` is produced by a real
//! move attempt and its message checked word for word.

mod common;

use common::{drop_on, moves_from, position, slide, sq};
use loa::{
    is_connected, Bitboard, Colour, DrawReason, Game, Move, Outcome, PlayError, Position, Rules, Setup, Side,
    Simultaneous, Variant, WinReason,
};

/// Plays `m`, panicking with the error and the board if it is refused.
fn play(game: &mut Game, m: Move) {
    if let Err(e) = game.play(m) {
        panic!("{m} refused: {e}\n{}", game.position());
    }
}

/// A game from a test position, which must not be decided already (a test board that is already
/// won would test nothing).
fn fresh(pos: Position, rules: Rules) -> Game {
    let game = Game::from_position(pos, rules);
    assert!(!game.is_over(), "test position already decided: {:?}\n{pos}", game.outcome());
    game
}

/// Tries `m`, expects it to be refused with exactly `message`, and checks the game is unchanged.
fn refused(game: &mut Game, m: Move, message: &str) -> PlayError {
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
    let start = Position::new(Variant::Standard);
    assert_eq!(start.turn(), Colour::Black, "Black moves first");
    assert_eq!(moves_from(&start, "b1"), ["b1-b3", "b1-d3", "b1-h1"]);
}

#[test]
fn seed_000_after_b1_d3_the_a3_piece_captures_c1_or_d3_or_goes_to_c5() {
    let mut game = Game::new(Variant::Standard, Rules::default());
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
    let mut game = Game::new(Variant::Standard, Rules::default());
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
const BOTH_CONNECTED_BY_ONE_CAPTURE: &str = "standard 7w/8/8/2b5/8/2w5/1b1b4/8 b";

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
    assert_eq!(rules, Rules { simultaneous: Simultaneous::Draw, repetition: true, move_limit: None });
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
    assert!(!Position::new(Variant::Standard).is_side_connected(Side::Black));
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

// ---------------------------------------------------------------------------------------------
// Passing (docs/rules.md §2).
// ---------------------------------------------------------------------------------------------

/// Black's a1 and h8 are each walled in by White pieces they may not jump.
// 8  . . . . . . w b
// 7  . . . . . . w w
// 6  . . . . . . . .
// 5  . . . . . . . .
// 4  . . . . . . . .
// 3  . . . . . . . .
// 2  w w . . . . . .
// 1  b w . . . . . .
//    a b c d e f g h
const BLACK_WALLED_IN: &str = "standard 6wb/6ww/8/8/8/8/ww6/bw6 b";

#[test]
fn a_player_without_a_legal_slide_must_pass() {
    let pos = position(BLACK_WALLED_IN);
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    assert_eq!(pos.count_legal_moves(), 1);
    let mut game = fresh(pos, Rules::default());
    assert!(!game.is_over());
    play(&mut game, Move::PASS);
    assert_eq!(game.position().turn(), Colour::White);
    assert_eq!(game.position().occupied(), pos.occupied(), "a pass moves nothing");
}

#[test]
fn a_pass_is_refused_when_a_move_exists() {
    let pos = Position::try_from(Setup { turn: Colour::White, ..position(BLACK_WALLED_IN).setup() })
        .expect("the same board with White to move");
    let mut game = fresh(pos, Rules::default());
    refused(&mut game, Move::PASS, "cannot pass: you have a legal move");
    let mut start = Game::new(Variant::Standard, Rules::default());
    refused(&mut start, Move::PASS, "cannot pass: you have a legal move");
}

// ---------------------------------------------------------------------------------------------
// Repetition and the move limit (docs/rules.md §2).
// ---------------------------------------------------------------------------------------------

/// b1-b3, h2-f2, b3-b1, f2-h2 returns to the start position with Black to move.
fn shuffle_back_to_start(game: &mut Game) {
    for (from, to) in [("b1", "b3"), ("h2", "f2"), ("b3", "b1"), ("f2", "h2")] {
        play(game, slide(from, to));
    }
}

#[test]
fn third_occurrence_of_a_position_is_a_draw_when_repetition_is_on() {
    let mut game = Game::new(Variant::Standard, Rules::default());
    shuffle_back_to_start(&mut game);
    assert_eq!(game.repetitions(), 2);
    assert!(!game.is_over(), "the second occurrence is not yet a draw");
    shuffle_back_to_start(&mut game);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    refused(&mut game, slide("b1", "b3"), "the game is over: draw by threefold repetition");
    assert!(game.legal_moves().is_empty(), "no legal moves once the game is over");
}

#[test]
fn repetition_does_not_draw_when_the_option_is_off() {
    let mut game = Game::new(Variant::Standard, Rules { repetition: false, ..Rules::default() });
    for _ in 0..3 {
        shuffle_back_to_start(&mut game);
    }
    assert_eq!(game.repetitions(), 4);
    assert!(!game.is_over());
}

#[test]
fn the_move_limit_draws_after_n_turns() {
    let mut game = Game::new(Variant::Standard, Rules { move_limit: Some(4), ..Rules::default() });
    for (i, (from, to)) in [("b1", "b3"), ("h2", "f2"), ("b3", "b1"), ("f2", "h2")].into_iter().enumerate() {
        assert!(!game.is_over(), "not over after {i} turns");
        play(&mut game, slide(from, to));
    }
    assert_eq!(game.turns_played(), 4);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::MoveLimit)));
    assert_eq!(game.outcome().map(|o| o.reason()), Some("draw by move limit".to_string()));
    game.undo();
    assert!(!game.is_over(), "undo reopens the game");
}

// ---------------------------------------------------------------------------------------------
// Parachute (docs/rules.md §3).
// ---------------------------------------------------------------------------------------------

#[test]
fn parachute_starts_with_six_on_the_board_and_six_in_hand_each() {
    let start = Position::new(Variant::Parachute);
    for c in [Colour::Black, Colour::White] {
        assert_eq!(start.pieces(c).len(), 6, "{c}");
        assert_eq!(start.in_hand(c), 6, "{c}");
    }
    assert_eq!(start.turn(), Colour::Black);
    assert!(!start.drop_due());
    let on_board = |names: &str| names.split_whitespace().map(sq).collect::<Bitboard>();
    assert_eq!(start.pieces(Colour::Black), on_board("a3 a5 a7 h2 h4 h6"));
    assert_eq!(start.pieces(Colour::White), on_board("a2 a4 a6 h3 h5 h7"));
}

#[test]
fn parachute_turn_is_a_slide_then_a_mandatory_drop_of_an_opponent_piece() {
    let mut game = Game::new(Variant::Parachute, Rules::default());
    let slide_move = game.legal_moves()[0];
    play(&mut game, slide_move);
    let pos = *game.position();
    assert!(pos.drop_due());
    assert_eq!(pos.turn(), Colour::Black, "the same player drops");
    let drops = pos.legal_moves();
    assert_eq!(drops.len(), 64 - 12, "a drop on any empty square");
    assert!(drops.iter().all(|m| m.is_drop() && pos.piece_at(m.to().expect("a square")).is_none()));
    refused(
        &mut game,
        slide("a5", "b5"),
        "a drop is due: place an opponent piece from your hand on an empty square",
    );
    refused(
        &mut game,
        Move::PASS,
        "a drop is due: place an opponent piece from your hand on an empty square",
    );
    refused(&mut game, drop_on("a2"), "cannot drop on a2: it is not an empty square");
    play(&mut game, drop_on("d4"));
    let pos = *game.position();
    assert_eq!(pos.piece_at(sq("d4")), Some(Colour::White), "Black drops a White piece");
    assert_eq!(pos.in_hand(Colour::Black), 5);
    assert_eq!(pos.turn(), Colour::White);
    assert!(!pos.drop_due());
    assert_eq!(game.turns_played(), 1, "the drop completes the turn");
    refused(&mut game, drop_on("e4"), "no drop is due now: make a move first");
}

#[test]
fn parachute_has_no_drops_after_each_players_sixth_turn() {
    let mut game = Game::new(Variant::Parachute, Rules::default());
    // Play twelve turns with moves that do not end the game, checking the drop phase each time.
    for turn in 1..=12u32 {
        let mover = game.position().turn();
        let held_before = game.position().in_hand(mover);
        let m = first_move_that_keeps_the_game_going(&game);
        play(&mut game, m);
        assert!(game.position().drop_due(), "turn {turn}: a drop is due");
        let d = first_move_that_keeps_the_game_going(&game);
        play(&mut game, d);
        assert_eq!(game.position().in_hand(mover), held_before - 1, "turn {turn}");
    }
    assert_eq!(game.position().in_hand(Colour::Black), 0);
    assert_eq!(game.position().in_hand(Colour::White), 0);
    assert_eq!(
        game.position().pieces(Colour::Black).len() + game.position().pieces(Colour::White).len(),
        24 - captured(&game) as usize
    );
    let m = first_move_that_keeps_the_game_going(&game);
    assert!(!m.is_drop());
    play(&mut game, m);
    assert!(!game.position().drop_due(), "turn 13 is a normal move");
    assert_eq!(game.position().turn(), Colour::White);
}

fn first_move_that_keeps_the_game_going(game: &Game) -> Move {
    let moves = game.legal_moves();
    moves
        .iter()
        .copied()
        .find(|&m| {
            let mut trial = game.clone();
            trial.play(m).is_ok() && !trial.is_over()
        })
        .unwrap_or_else(|| panic!("no quiet move in\n{}", game.position()))
}

fn captured(game: &Game) -> u32 {
    game.moves().iter().filter(|m| m.is_capture()).count() as u32
}

#[test]
fn parachute_side_with_pieces_in_the_opponents_hand_is_not_connected() {
    // White still holds one Black piece: Black's four touching pieces are not yet all of them.
    // 8  . . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . . . . . .
    // 3  . . . . . . . w
    // 2  . b b . . . . .
    // 1  . b b . . . . w
    //    a b c d e f g h
    let held = position("parachute 8/8/8/8/8/7w/1bb5/1bb4w w B0W1");
    assert!(!held.is_side_connected(Side::Black));
    let none_held = position("parachute 8/8/8/8/8/7w/1bb5/1bb4w w -");
    assert!(none_held.is_side_connected(Side::Black));
}

/// Black's d3-c3 (rank 3: d3 alone = 1) joins a1, b2, c3; Black still holds one White piece.
// 8  . . . . . . . w
// 7  . . . . . . . .
// 6  . . . . . w . .
// 5  . . . . . . . .
// 4  . . . . . . . .
// 3  . . . b . . . .
// 2  . b . . . . . .
// 1  b . . . . . . .
//    a b c d e f g h
const PARACHUTE_CONNECT_THEN_DROP: &str = "parachute 7w/8/5w2/8/8/3b4/1b6/b7 b B1W0";

#[test]
fn parachute_result_is_judged_after_the_drop() {
    let pos = position(PARACHUTE_CONNECT_THEN_DROP);
    let mut game = fresh(pos, Rules::default());
    play(&mut game, slide("d3", "c3"));
    assert!(game.position().is_side_connected(Side::Black));
    assert!(!game.is_over(), "connected after the slide, but the turn is not complete");
    // A drop that leaves White apart: Black wins.
    play(&mut game, drop_on("a8"));
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::Black, reason: WinReason::Connected }));
    // A drop on g7 joins f6 and h8, so both sides are connected by Black's turn.
    game.undo();
    assert!(!game.is_over());
    play(&mut game, drop_on("g7"));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win { winner: Side::Black, reason: WinReason::BothConnectedMoverWins })
    );
    game.set_rules(Rules::tournament());
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::SimultaneousConnection)));
}

// ---------------------------------------------------------------------------------------------
// AmbiLOA (docs/rules.md §3).
// ---------------------------------------------------------------------------------------------

#[test]
fn ambiloa_seats_move_south_west_north_east() {
    let seats = Variant::AmbiLoa.seats();
    assert_eq!(seats, [Colour::White, Colour::Black, Colour::Yellow, Colour::Blue]);
    let names: Vec<&str> = seats.iter().map(|c| c.seat_name()).collect();
    assert_eq!(names, ["South", "West", "North", "East"]);
    let mut game = Game::new(Variant::AmbiLoa, Rules::default());
    let start = Position::new(Variant::AmbiLoa);
    assert_eq!(start.pieces(Colour::White).len(), 6);
    assert_eq!(start.pieces(Colour::Yellow).len(), 6);
    for expected in [Colour::White, Colour::Black, Colour::Yellow, Colour::Blue, Colour::White] {
        assert_eq!(game.position().turn(), expected);
        let m = game.legal_moves()[0];
        assert_eq!(game.position().piece_at(m.from().expect("a slide")), Some(expected), "own pieces only");
        play(&mut game, m);
    }
}

#[test]
fn ambiloa_seat_may_not_move_a_partners_piece() {
    let mut game = Game::new(Variant::AmbiLoa, Rules::default());
    refused(&mut game, slide("b8", "b6"), "the piece on b8 is Yellow's, and it is White's turn");
    refused(&mut game, slide("a2", "c4"), "the piece on a2 is Black's, and it is White's turn");
}

#[test]
fn ambiloa_partner_pieces_can_be_jumped_but_not_landed_on() {
    // 8  b . . . . . . u
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . w y . . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . y
    //    a b c d e f g h
    let jump = position("ambiloa b6u/8/8/8/3wy3/8/8/7y w");
    let mut game = fresh(jump, Rules::default());
    play(&mut game, slide("d4", "f4"));
    // 8  b . . . . . . u
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . w . y . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . y
    //    a b c d e f g h
    let land = position("ambiloa b6u/8/8/8/3w1y2/8/8/7y w");
    let mut game = fresh(land, Rules::default());
    refused(&mut game, slide("d4", "f4"), "d4-f4 lands on your partner's piece on f4");
}

#[test]
fn ambiloa_enemy_team_pieces_cannot_be_jumped_and_are_captured() {
    // 8  b . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . w u y . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . y
    //    a b c d e f g h
    let mut game = fresh(position("ambiloa b7/8/8/8/3wuy2/8/8/7y w"), Rules::default());
    // Rank 4: d4, e4, f4 = 3; east lands on g4 over Blue's e4.
    refused(&mut game, slide("d4", "g4"), "d4-g4 jumps an enemy piece on e4");
    // 8  b . . . . . . .
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . w . u . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . y
    //    a b c d e f g h
    let capture = position("ambiloa b7/8/8/8/3w1u2/8/8/7y w");
    let mut game = fresh(capture, Rules::default());
    play(&mut game, slide("d4", "f4"));
    assert!(game.moves()[0].is_capture());
    assert!(game.position().pieces(Colour::Blue).is_empty(), "Blue's only piece is captured");
}

#[test]
fn ambiloa_team_wins_when_both_partners_pieces_form_one_group() {
    // White e3-c3 (rank 3: e3, h3 = 2) makes b2-c3 (White) and d4 (Yellow) one chain.
    // 8  . . . . . . . u
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . y . . . .
    // 3  . . . . w . . b
    // 2  . w . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let pos = position("ambiloa 7u/8/8/8/3y4/4w2b/1w6/8 w");
    let mut game = fresh(pos, Rules::default());
    assert!(!game.is_over());
    play(&mut game, slide("e3", "c3"));
    assert_eq!(game.outcome(), Some(Outcome::Win { winner: Side::NorthSouth, reason: WinReason::Connected }));
    assert_eq!(game.outcome().map(Outcome::key), Some("north_south_wins".to_string()));
    assert!(!is_connected(game.position().pieces(Colour::Yellow).0 | sq("h1").bit()));
}

#[test]
fn ambiloa_seat_without_pieces_passes() {
    // North (Yellow) has lost every piece; South's pieces are apart, so nothing is decided.
    // 8  . . . . . . . u
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . . . . . .
    // 3  . . . . w . . b
    // 2  . w . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let pos = position("ambiloa 7u/8/8/8/8/4w2b/1w6/8 y");
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    let mut game = fresh(pos, Rules::default());
    assert!(!game.is_over());
    play(&mut game, Move::PASS);
    assert_eq!(game.position().turn(), Colour::Blue, "North passes to East");
}

// ---------------------------------------------------------------------------------------------
// Smaller boards (docs/rules.md §3).
// ---------------------------------------------------------------------------------------------

#[test]
fn small_boards_start_with_the_standard_layout() {
    for (variant, each) in [(Variant::Standard6x6, 8), (Variant::Standard7x7, 10)] {
        let start = Position::new(variant);
        assert_eq!(start.pieces(Colour::Black).len(), each, "{variant}");
        assert_eq!(start.pieces(Colour::White).len(), each, "{variant}");
        assert!((start.occupied() & !variant.board()).is_empty(), "{variant}");
    }
}

#[test]
fn moves_on_6x6_and_7x7_never_leave_the_smaller_board() {
    let start = Position::new(Variant::Standard6x6);
    // Rank 1 holds 4 pieces: c1 would land on g1, off the 6x6 board; the c-file holds c1, c6 = 2;
    // the c1-a3 diagonal holds c1, a3 = 2 (capture); the c1-f4 diagonal holds c1, f4 = 2.
    assert_eq!(moves_from(&start, "c1"), ["c1-c3", "c1-e3", "c1xa3"]);
    let mut game = Game::new(Variant::Standard6x6, Rules::default());
    refused(&mut game, slide("c1", "g1"), "g1 is off this board");
    // 7x7: rank 1 holds 5 pieces, so c1 would land on h1, off the board; the c1-g5 diagonal
    // holds c1, g5 = 2. (b1 east 5 lands on g1, the last file: legal.)
    let start = Position::new(Variant::Standard7x7);
    assert_eq!(moves_from(&start, "c1"), ["c1-c3", "c1-e3", "c1xa3"]);
    assert!(moves_from(&start, "b1").contains(&"b1-g1".to_string()));
    let mut game = Game::new(Variant::Standard7x7, Rules::default());
    refused(&mut game, slide("c1", "h1"), "h1 is off this board");
    refused(
        &mut game,
        slide("b1", "f1"),
        "b1-f1: rank 1 holds 5 pieces, so a piece on it moves exactly 5 squares",
    );
    for variant in [Variant::Standard6x6, Variant::Standard7x7] {
        common::for_each_random_move(variant, 7, 3_000, 200, |_, m, after| {
            assert!(m.to().map_or(true, |to| variant.size().contains(to)), "{variant}: {m} leaves the board");
            assert!((after.occupied() & !variant.board()).is_empty(), "{variant}: {m}");
        });
    }
}

// ---------------------------------------------------------------------------------------------
// Every PlayError, from a real move attempt.
// ---------------------------------------------------------------------------------------------

/// The variant's name; the exhaustive match makes a new variant break the coverage test below.
fn error_kind(e: &PlayError) -> &'static str {
    match e {
        PlayError::GameOver(_) => "GameOver",
        PlayError::DropDue => "DropDue",
        PlayError::NoDropDue => "NoDropDue",
        PlayError::NoDropsInVariant(_) => "NoDropsInVariant",
        PlayError::DropNotEmpty(_) => "DropNotEmpty",
        PlayError::PassWithMovesAvailable => "PassWithMovesAvailable",
        PlayError::OffBoard(_) => "OffBoard",
        PlayError::NoPiece(_) => "NoPiece",
        PlayError::NotYourPiece { .. } => "NotYourPiece",
        PlayError::NotALine(..) => "NotALine",
        PlayError::WrongDistance { .. } => "WrongDistance",
        PlayError::JumpsEnemy { .. } => "JumpsEnemy",
        PlayError::LandsOnFriendly { .. } => "LandsOnFriendly",
    }
}

#[test]
fn every_play_error_has_a_precise_message() {
    let mut errors = Vec::new();

    let mut game = Game::new(Variant::Standard, Rules::default());
    errors.push(refused(&mut game, slide("d4", "d6"), "there is no piece on d4"));
    errors.push(refused(&mut game, slide("a2", "c2"), "the piece on a2 is White's, and it is Black's turn"));
    errors.push(refused(
        &mut game,
        slide("b1", "c3"),
        "b1-c3: pieces move along a file, rank or diagonal, and c3 is on none through b1",
    ));
    errors.push(refused(
        &mut game,
        slide("b1", "b4"),
        "b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares",
    ));
    errors.push(refused(
        &mut game,
        slide("b1", "e4"),
        "b1-e4: the b1-h7 diagonal holds 2 pieces, so a piece on it moves exactly 2 squares",
    ));
    errors.push(refused(&mut game, Move::PASS, "cannot pass: you have a legal move"));
    errors.push(refused(
        &mut game,
        drop_on("d4"),
        "Standard has no drops: pieces in hand exist only in Parachute",
    ));
    errors.push(refused(&mut game, slide("b1", "b1"), "b1-b1 does not move: a piece must leave its square"));
    play(&mut game, slide("b1", "d3"));
    play(&mut game, slide("a3", "d3"));
    errors.push(refused(&mut game, slide("d1", "d4"), "d1-d4 jumps an enemy piece on d3"));

    // 8  w . . . . . . w
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b . b . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let own = position("standard w6w/8/8/8/3b1b2/8/8/8 b");
    let mut game = fresh(own, Rules::default());
    let err = refused(&mut game, slide("f4", "d4"), "f4-d4 lands on your own piece on d4");
    assert_eq!(err, PlayError::LandsOnFriendly { from: sq("f4"), to: sq("d4"), partner: false });
    errors.push(err);

    let mut small = Game::new(Variant::Standard6x6, Rules::default());
    errors.push(refused(&mut small, slide("g7", "g5"), "g7 is off this board"));
    errors.push(refused(&mut small, slide("c1", "g1"), "g1 is off this board"));

    let mut parachute = Game::new(Variant::Parachute, Rules::default());
    errors.push(refused(&mut parachute, drop_on("d4"), "no drop is due now: make a move first"));
    play(&mut parachute, slide("a3", "c3"));
    let due = "a drop is due: place an opponent piece from your hand on an empty square";
    errors.push(refused(&mut parachute, Move::PASS, due));
    errors.push(refused(&mut parachute, slide("a5", "c5"), due));
    errors.push(refused(&mut parachute, drop_on("c3"), "cannot drop on c3: it is not an empty square"));

    let pos = position(BOTH_CONNECTED_BY_ONE_CAPTURE);
    let mut over = fresh(pos, Rules::default());
    play(&mut over, slide("c5", "c3"));
    errors.push(refused(
        &mut over,
        slide("h8", "h7"),
        "the game is over: Black connected all pieces; both sides connected, and the mover wins",
    ));

    let mut kinds: Vec<&str> = errors.iter().map(error_kind).collect();
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds,
        [
            "DropDue",
            "DropNotEmpty",
            "GameOver",
            "JumpsEnemy",
            "LandsOnFriendly",
            "NoDropDue",
            "NoDropsInVariant",
            "NoPiece",
            "NotALine",
            "NotYourPiece",
            "OffBoard",
            "PassWithMovesAvailable",
            "WrongDistance",
        ]
    );
}
