//! Resignation on the wide boards (`Game::resign`, `boundary::resign`): the other side
//! wins, for good — no undo, redo, move or second resignation afterwards — and every refusal
//! leaves the game as it was.

use loa::Variant;

use crate::common::wide_computer_move;
use loa::boundary::{resign, GameState};
use loa::search::Searcher;
use loa::wide::WideGame;
use loa::{Outcome, Side, Simultaneous, WinReason};

#[test]
fn a_resignation_ends_the_game_for_good() {
    let mut game =
        WideGame::with_scoring(Variant::Standard12x12.cell_shape().unwrap(), Simultaneous::MoverWins);
    game.play_text("b1-b3").unwrap();
    game.play_text("a2-c2").unwrap();
    game.undo();
    // Black resigns while it is White's turn: White wins.
    let won = Outcome::Win { winner: Side::White, reason: WinReason::Resignation };
    assert_eq!(game.resign(Side::Black).unwrap(), won);
    assert_eq!(game.outcome(), Some(won));
    assert_eq!(game.resigned(), Some(Side::Black));
    assert!(game.legal_moves().is_empty());
    assert!(game.undo().is_none(), "no undo after a resignation");
    assert!(game.redo().is_none(), "no redo of the move undone before it");
    assert_eq!(game.moves().len(), 1);
    assert_eq!(
        game.play_text("a2-c2").unwrap_err().to_string(),
        "illegal move a2-c2: the game is over: Black resigned"
    );
    assert_eq!(
        game.resign(Side::White).unwrap_err().to_string(),
        "cannot resign: the game is over: Black resigned"
    );
    assert_eq!(game.resigned(), Some(Side::Black));
    // The page sees it over: nothing to play, nobody to move, so its computer is not asked.
    let state = GameState::of(&game);
    assert!(state.legal_moves.is_empty() && state.players.iter().all(|p| !p.to_move));
    assert_eq!(state.outcome.unwrap().cause, "resignation");
}

#[test]
fn a_finished_game_cannot_be_resigned_and_teams_do_not_play() {
    // Hex-5, Black to move: the game goes on until the computer connects one side.
    let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    let mut searcher = Searcher::new();
    while game.outcome().is_none() {
        let text = wide_computer_move(&mut searcher, &game, 1, game.moves().len() as u64).unwrap();
        game.play_text(&text).unwrap();
    }
    let before = GameState::of(&game);
    let err = resign(&mut game, Some("white")).unwrap_err();
    assert!(err.starts_with("cannot resign: the game is over: "), "{err}");
    assert_eq!(GameState::of(&game), before);
    assert!(before.outcome.unwrap().cause.starts_with("connection"));
    let mut fresh = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    let err = fresh.resign(Side::EastWest).unwrap_err().to_string();
    assert_eq!(err, "East–West does not play in Hex LOA, side 5: the sides are Black and White");
    assert_eq!((fresh.resigned(), fresh.outcome()), (None, None));
}

#[test]
fn the_page_resigns_by_side_name_or_for_the_side_to_move() {
    let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::MoverWins);
    game.play_text("b1-b3").unwrap();
    // One refusal on every board: a name that is no side, and a side that does not play here.
    assert_eq!(
        resign(&mut game, Some("red")).unwrap_err(),
        "\"red\" is not a side: expected black, white, east_west or north_south"
    );
    assert_eq!(
        resign(&mut game, Some("north_south")).unwrap_err(),
        "North–South does not play in Black Hole 9×9: the sides are Black and White"
    );
    assert_eq!(game.outcome(), None);
    resign(&mut game, None).unwrap();
    let outcome = GameState::of(&game).outcome.unwrap();
    assert_eq!(
        (outcome.key.as_str(), outcome.reason.as_str(), outcome.cause, outcome.winner),
        ("black_wins", "White resigned", "resignation", Some("black"))
    );
}
