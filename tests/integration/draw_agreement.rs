//! A draw by agreement: offered with a move, accepted instead of a move, and carried
//! by records, SGF and links both ways; bad claims and acceptances are refused with the game
//! unchanged.

use loa::notation::{format_record, format_sgf, link, parse_record, parse_sgf, play_text};
use loa::{DrawOfferError, DrawReason, Game, Outcome, Rules, Side, SquareVariant};

const AGREED: Option<Outcome> = Some(Outcome::Draw(DrawReason::Agreement));

/// Two turns; White offers with its move and Black accepts.
fn agreed() -> Game {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    play_text(&mut game, "a3xd3").unwrap();
    game.offer_draw().unwrap();
    game.accept_draw().unwrap();
    game
}

#[test]
fn a_record_writes_the_agreed_draw_and_reads_it_back() {
    let game = agreed();
    let text = format_record(&game, &[("Termination".to_string(), "normal".to_string())]);
    assert!(text.contains("[Termination \"agreement\"]\n[Result \"1/2-1/2\"]"), "{text}");
    assert!(!text.contains("normal"), "the game's own ending replaces the caller's: {text}");
    assert!(text.trim_end().ends_with("1. b1-d3 a3xd3 1/2-1/2"), "{text}");
    let mut back = parse_record(&text).unwrap().game;
    assert_eq!((back.outcome(), back.drawn_by_agreement(), back.moves()), (AGREED, true, game.moves()));
    assert_eq!(back.undo(), None, "final once read back too");
}

#[test]
fn a_record_draw_on_unfinished_moves_needs_the_agreement_tag() {
    let err = parse_record("[Result \"1/2-1/2\"]\n1. b1-d3 1/2-1/2").unwrap_err();
    assert!(
        err.to_string().contains("a draw by agreement is recorded as [Termination \"agreement\"]"),
        "{err}"
    );
    let err = parse_record("[Termination \"agreement\"]\n[Result \"1-0\"]\n1. b1-d3 1-0").unwrap_err();
    assert!(
        err.to_string().contains("Termination: \"agreement\" needs a Result of 1/2-1/2, not 1-0"),
        "{err}"
    );
    let upper = parse_record("[Termination \"Agreement\"]\n1. b1-d3 1/2-1/2").unwrap().game;
    assert_eq!(upper.outcome(), AGREED);
}

#[test]
fn sgf_writes_re_0_and_reads_a_draw_on_unfinished_moves_as_agreed() {
    let game = agreed();
    let sgf = format_sgf(&game).unwrap();
    assert!(sgf.contains("RE[0];B[b1-d3];W[a3xd3])"), "{sgf}");
    let back = parse_sgf(&sgf).unwrap();
    assert_eq!((back.outcome(), back.moves()), (AGREED, game.moves()));
    let long = parse_sgf("(;GM[9]RE[Draw];B[b1-d3])").unwrap();
    assert!(long.drawn_by_agreement());
}

#[test]
fn a_link_carries_a_pending_offer_and_an_agreed_draw() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    game.offer_draw().unwrap();
    assert_eq!(link::encode(&game), "standard~rep~mBT~offer");
    let mut offered = link::decode("standard~rep~mBT~offer").unwrap();
    assert_eq!((offered.draw_offered_by(), offered.outcome()), (Some(Side::Black), None));
    offered.accept_draw().unwrap();
    assert_eq!(link::encode(&offered), "standard~rep~mBT~agreed");
    let back = link::decode("standard~mBT~agreed").unwrap();
    assert_eq!((back.outcome(), back.draw_offered_by()), (AGREED, None));
    // Declined by a move: the answer carries no offer.
    let mut declined = link::decode("standard~rep~mBT~offer").unwrap();
    play_text(&mut declined, "a3xd3").unwrap();
    assert_eq!(link::encode(&declined), "standard~rep~mBTQT");
}

#[test]
fn bad_links_and_acceptances_are_refused_clearly() {
    let err = link::decode("standard~agreed").unwrap_err();
    assert_eq!(err.to_string(), "game link, character 10: a draw is offered with a move: none is played yet");
    let err = link::decode("standard~mBT~offer~rw").unwrap_err();
    assert_eq!(err.why, "field \"rw\" is repeated or out of order");
    let err = link::decode("standard~mBT~offers").unwrap_err();
    assert!(err.why.starts_with("unknown field \"offers\""), "{}", err.why);
    let err = link::decode("standard~mBT~rw~agreed").unwrap_err();
    assert_eq!(err.why, "field \"agreed\" is repeated or out of order");

    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    assert_eq!(game.accept_draw(), Err(DrawOfferError::NoOffer));
    assert_eq!(
        (game.outcome(), game.moves().len(), link::encode(&game)),
        (None, 1, "standard~rep~mBT".to_string())
    );
}

#[test]
fn the_page_state_says_whether_an_offer_awaits_an_answer() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    assert!(!loa::boundary::GameState::of(&game).draw_offered);
    game.offer_draw().unwrap();
    assert!(loa::boundary::GameState::of(&game).draw_offered);
    game.accept_draw().unwrap();
    let state = loa::boundary::GameState::of(&game);
    let cause = state.outcome.as_ref().map(|o| o.cause);
    assert_eq!((state.draw_offered, cause), (false, Some("agreement")));
}

// Resignation of a game a connection ended, and by a side a wide board does not have: refused,
// the game as it was. (A resignation's finality on every board: `round_trips.rs`; the page's
// resignation by side name: `boundary_requests.rs`.)
mod resignation {
    use loa::Variant;

    use crate::common::cell_computer_move;
    use loa::boundary::{resign, GameState};
    use loa::cell_board::CellGame;
    use loa::search::Searcher;
    use loa::{Side, Simultaneous};

    #[test]
    fn a_finished_game_cannot_be_resigned_and_teams_do_not_play() {
        // Hex-5, Black to move: the game goes on until the computer connects one side.
        let mut game = CellGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
        let mut searcher = Searcher::new();
        while game.outcome().is_none() {
            let text = cell_computer_move(&mut searcher, &game, 1, game.moves().len() as u64).unwrap();
            game.play_text(&text).unwrap();
        }
        let before = GameState::of(&game);
        let err = resign(&mut game, Some("white")).unwrap_err();
        assert!(err.starts_with("cannot resign: the game is over: "), "{err}");
        assert_eq!(GameState::of(&game), before);
        assert!(before.outcome.unwrap().cause.starts_with("connection"));
        let mut fresh = CellGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
        let err = fresh.resign(Side::EastWest).unwrap_err().to_string();
        assert_eq!(err, "East–West does not play in Hex LOA, side 5: the sides are Black and White");
        assert_eq!((fresh.resigned(), fresh.outcome()), (None, None));
    }
}
