//! The wide boards' page shapes (src/boundary/wide.rs): the state the page draws, checked as
//! JSON, and the replay and computer move its worker asks for, with their refusals.

use loa::boundary::{wide_computer_move, wide_replay, wide_state, MAX_WIDE_MOVES};
use loa::search::Searcher;
use loa::wide::{WideGame, WideVariant};
use loa::Simultaneous;

#[test]
fn every_variant_names_its_cells_holes_and_start() {
    // (variant, cells, hex, size, holes, pieces a side)
    for (variant, cells, hex, size, holes, pieces) in [
        (WideVariant::BlackHole, 81, false, 9, vec!["e5"], 14),
        (WideVariant::Standard12x12, 144, false, 12, vec![], 20),
        (WideVariant::Hex5, 61, true, 5, vec![], 9),
        (WideVariant::Hex6, 91, true, 6, vec!["f6"], 12),
    ] {
        let state = wide_state(&WideGame::new(variant, Simultaneous::MoverWins));
        assert_eq!((state.cells.len(), state.hex, state.size), (cells, hex, size), "{variant}");
        let found: Vec<&str> = state.cells.iter().filter(|c| c.hole).map(|c| c.name.as_str()).collect();
        assert_eq!(found, holes, "{variant}");
        for side in ["black", "white"] {
            assert_eq!(state.cells.iter().filter(|c| c.piece == side).count(), pieces, "{variant} {side}");
        }
        assert_eq!(state.turn, "black");
        assert!(state.moves.is_empty() && state.outcome.is_none());
        // The legal moves are the core's, each from a black piece, named by its text.
        let position = WideGame::new(variant, Simultaneous::MoverWins).position().legal_moves().len();
        assert_eq!(state.legal.len(), position, "{variant}");
        for m in &state.legal {
            assert_eq!(state.cells[m.from as usize].piece, "black");
            assert!(m.text.starts_with(&state.cells[m.from as usize].name), "{}", m.text);
        }
    }
}

#[test]
fn hexagons_carry_axial_coordinates_with_the_centre_at_zero() {
    let state = wide_state(&WideGame::new(WideVariant::Hex5, Simultaneous::Draw));
    let at = |name: &str| state.cells.iter().find(|c| c.name == name).map(|c| (c.x, c.y)).unwrap();
    assert_eq!(at("e5"), (0, 0));
    // Row a is the bottom row (r = 4), its left end a1 at q = −4.
    assert_eq!(at("a1"), (-4, 4));
    assert_eq!(at("i1"), (0, -4));
    let json = serde_json::to_value(&state).unwrap();
    assert_eq!(
        json["cells"][0],
        serde_json::json!({"name": "a1", "x": -4, "y": 4, "hole": false, "piece": "white"})
    );
    assert_eq!(json["simultaneous"], "draw");
}

#[test]
fn the_state_follows_the_moves_and_the_end() {
    let game = wide_replay("black-hole", "mover-wins", &["b1-b3".into(), "a2-c2".into()]).unwrap();
    let state = wide_state(&game);
    let texts: Vec<&str> = state.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["b1-b3", "a2-c2"]);
    assert_eq!(state.turn, "black");
    // A finished game has no legal moves and names its result.
    let mut game = WideGame::new(WideVariant::Hex5, Simultaneous::Draw);
    let mut searcher = Searcher::new();
    for ply in 0..400 {
        if game.outcome().is_some() {
            break;
        }
        let text = wide_computer_move(&mut searcher, &game, 1 + (ply % 2) * 3, ply as u64, &|| 0.0).unwrap();
        game.play_text(&text).unwrap();
    }
    let end = wide_state(&game);
    let outcome = end.outcome.expect("a computer game of hex-5 ends within 400 plies");
    assert!(["black_wins", "white_wins", "draw"].contains(&outcome.key.as_str()));
    assert!(end.legal.is_empty());
    assert_eq!(
        wide_computer_move(&mut searcher, &game, 3, 1, &|| 0.0).unwrap_err(),
        format!("nothing to search: the game is over ({})", game.ending().unwrap())
    );
}

#[test]
fn bad_requests_are_refused_with_reasons() {
    assert_eq!(
        wide_replay("standard", "draw", &[]).unwrap_err(),
        "unknown wide variant \"standard\": expected one of black-hole, standard-12x12, hex-5, hex-6"
    );
    assert_eq!(
        wide_replay("hex-5", "sometimes", &[]).unwrap_err(),
        "rules: unknown option \"sometimes\" (expected mover-wins or draw, repetition or no-repetition, limit=N, reversed, scrambled)"
    );
    let err = wide_replay("hex-6", "draw", &["f6-f7".into()]).unwrap_err();
    assert!(err.starts_with("move 1 (f6-f7): "), "{err}");
    let long = vec!["pass".to_string(); MAX_WIDE_MOVES + 1];
    assert!(wide_replay("hex-5", "draw", &long).unwrap_err().contains("more than a game can have"));
    let game = wide_replay("hex-5", "draw", &[]).unwrap();
    for level in [0, 7] {
        assert_eq!(
            wide_computer_move(&mut Searcher::new(), &game, level, 1, &|| 0.0).unwrap_err(),
            format!("level {level} is not a level: expected 1 to 6")
        );
    }
}
