//! The variants of docs/rules.md §3 (Parachute, AmbiLOA, the smaller boards) and the Black
//! Hole's hole (§9), one named test per rule, on boards set up by position strings and drawn as
//! text grids. The helpers and the §1 rules are in `rules.rs`.

use super::rules::{fresh, play, refused};
use crate::common::{drop_on, moves_from, position, slide, sq};
use loa::SquareVariant;
use loa::{
    is_connected, Bitboard, Colour, DrawReason, Game, Move, Outcome, Position, Rules, Side, Variant,
    WinReason,
};

// ---------------------------------------------------------------------------------------------
// Parachute (docs/rules.md §3).
// ---------------------------------------------------------------------------------------------

#[test]
fn parachute_starts_with_six_on_the_board_and_six_in_hand_each() {
    let start = Position::new(SquareVariant::Parachute);
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
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
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
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
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
    let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
    let start = Position::new(SquareVariant::AmbiLoa);
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
    let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
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
    for (square, each) in [(SquareVariant::Standard6x6, 8), (SquareVariant::Standard7x7, 10)] {
        let start = Position::new(square);
        let variant = Variant::from(square);
        assert_eq!(start.pieces(Colour::Black).len(), each, "{variant}");
        assert_eq!(start.pieces(Colour::White).len(), each, "{variant}");
        assert!((start.occupied() & !variant.board()).is_empty(), "{variant}");
    }
}

#[test]
fn moves_on_6x6_and_7x7_never_leave_the_smaller_board() {
    let start = Position::new(SquareVariant::Standard6x6);
    // Rank 1 holds 4 pieces: c1 would land on g1, off the 6x6 board; the c-file holds c1, c6 = 2;
    // the c1-a3 diagonal holds c1, a3 = 2 (capture); the c1-f4 diagonal holds c1, f4 = 2.
    assert_eq!(moves_from(&start, "c1"), ["c1-c3", "c1-e3", "c1xa3"]);
    let mut game = Game::new(SquareVariant::Standard6x6, Rules::default());
    refused(&mut game, slide("c1", "g1"), "g1 is off this board");
    // 7x7: rank 1 holds 5 pieces, so c1 would land on h1, off the board; the c1-g5 diagonal
    // holds c1, g5 = 2. (b1 east 5 lands on g1, the last file: legal.)
    let start = Position::new(SquareVariant::Standard7x7);
    assert_eq!(moves_from(&start, "c1"), ["c1-c3", "c1-e3", "c1xa3"]);
    assert!(moves_from(&start, "b1").contains(&"b1-g1".to_string()));
    let mut game = Game::new(SquareVariant::Standard7x7, Rules::default());
    refused(&mut game, slide("c1", "h1"), "h1 is off this board");
    refused(
        &mut game,
        slide("b1", "f1"),
        "b1-f1: rank 1 holds 5 pieces, so a piece on it moves exactly 5 squares",
    );
    for square in [SquareVariant::Standard6x6, SquareVariant::Standard7x7] {
        let variant = Variant::from(square);
        crate::common::for_each_random_move(square, 7, 3_000, 200, |_, m, after| {
            assert!(m.to().map_or(true, |to| variant.size().contains(to)), "{variant}: {m} leaves the board");
            assert!((after.occupied() & !variant.board()).is_empty(), "{variant}: {m}");
        });
    }
}

// ---------------------------------------------------------------------------------------------
// Black Hole 9×9 (docs/rules.md §9): the hole at e5 (its start and moves are the cell boards'
// rows of perft.rs and reference_cells.rs).
// ---------------------------------------------------------------------------------------------

#[test]
fn black_hole_a_piece_that_lands_on_the_hole_leaves_the_game() {
    use loa::cell_board::{CellMove, CellPosition, Cells};
    let g = Variant::BlackHole.cell_shape().unwrap().geometry();
    // The e-file holds two pieces (e3, e7; the hole counts for nothing): e3 slides two cells,
    // onto the hole e5.
    let cell = |n: &str| g.cell(n).unwrap();
    let black: Cells = ["e3", "e7"].iter().map(|n| cell(n)).collect();
    let white: Cells = ["a1", "a3"].iter().map(|n| cell(n)).collect();
    let pos = CellPosition::from_parts(Variant::BlackHole.cell_shape().unwrap(), [black, white], Side::Black);
    let onto_hole = CellMove { from: cell("e3") as u8, to: cell("e5") as u8 };
    assert!(pos.is_legal(onto_hole), "the hole is empty for counting and landing");
    let after = pos.play(onto_hole);
    assert_eq!(after.pieces(Side::Black), Cells::single(cell("e7")));
    // Black is now one piece: connected, and wins.
    let won = loa::Outcome::Win { winner: Side::Black, reason: loa::WinReason::Connected };
    assert_eq!(after.connection_outcome(loa::Simultaneous::Draw), Some(won));
}
