//! An answer by link (the game a friend sends back) claims only what the friend can do: a game
//! by link has no clock, so an answer that ends on time is refused by the core, for either side
//! and with or without a move of theirs; the link format itself still carries a clock's loss
//! (a clocked game kept in the games list). Nor does an answer end by your resignation while your
//! copy goes on. The wide boards' answers are judged alike.

use loa::boundary::{answer_refusal, from_link, link_answer_refusal};
use loa::notation::{link, play_text};
use loa::wide::WideGame;
use loa::{Game, Rules, Side, Simultaneous, SquareVariant, Variant};

#[test]
fn an_answer_that_ends_on_time_is_refused_for_either_side_with_or_without_a_move() {
    // `standard~mBT` is Black's b1-d3; the answer adds White's a3xd3 (`QT`) or nothing.
    for answer in [
        "standard~mBT~tb",
        "standard~rep~mBT~tw",
        "standard~mBTQT~tb",
        "standard~mBTQT~tw",
        "standard~tb",
        "standard~tw",
    ] {
        let game = from_link::<loa::Position>(answer)
            .unwrap_or_else(|e| panic!("{answer}: the link itself reads: {e}"));
        assert!(game.lost_on_time().is_some(), "{answer}");
        assert_eq!(link_answer_refusal(&game, None, false), Ok(Some("lossOnTime")), "{answer}");
    }
}

#[test]
fn an_honest_answer_has_nothing_against_it() {
    for answer in [
        "standard",
        "standard~mBT",
        "standard~mBTQT",
        "standard~mBTQT~rw",
        "standard~mBT~offer",
        "standard~mBT~agreed",
    ] {
        let game = from_link::<loa::Position>(answer).unwrap();
        assert_eq!(link_answer_refusal(&game, Some("black"), false), Ok(None), "{answer}");
    }
}

#[test]
fn the_link_format_still_carries_a_clocked_games_loss_on_time() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    play_text(&mut game, "b1-d3").unwrap();
    game.lose_on_time(Side::White).unwrap();
    let text = link::encode(&game);
    assert_eq!(text, "standard~rep~mBT~tw");
    assert_eq!(link::decode(&text).unwrap().lost_on_time(), Some(Side::White));
}

#[test]
fn a_wide_answer_is_judged_as_an_eight_by_eight_one() {
    let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
    game.play(game.legal_moves()[0]).unwrap();
    let one_move = loa::notation::link::encode(&game);
    for answer in ["black-hole~tb".to_string(), format!("{one_move}~tw"), format!("{one_move}~tb")] {
        let game = loa::notation::link::decode_on::<loa::wide::WidePosition>(&answer)
            .unwrap_or_else(|e| panic!("{answer}: the link itself reads: {e}"));
        assert!(game.lost_on_time().is_some(), "{answer}");
        assert_eq!(
            answer_refusal(game.lost_on_time(), game.resigned(), None, false),
            Some("lossOnTime"),
            "{answer}"
        );
    }
    for answer in [
        one_move.clone(),
        format!("{one_move}~rw"),
        format!("{one_move}~offer"),
        format!("{one_move}~agreed"),
    ] {
        let game = loa::notation::link::decode_on::<loa::wide::WidePosition>(&answer)
            .unwrap_or_else(|e| panic!("{answer}: {e}"));
        assert_eq!(
            answer_refusal(game.lost_on_time(), game.resigned(), Some(Side::Black), false),
            None,
            "{answer}"
        );
    }
}

#[test]
fn an_answer_that_resigns_for_you_is_refused_while_your_copy_goes_on() {
    // White resigned after a3xd3: an answer for White (`white`) claims White's resignation.
    let answer = from_link::<loa::Position>("standard~mBTQT~rw").unwrap();
    assert_eq!(answer.resigned(), Some(Side::White));
    assert_eq!(link_answer_refusal(&answer, Some("white"), false), Ok(Some("resignsForYou")));
    assert_eq!(link_answer_refusal(&answer, Some("black"), false), Ok(None), "your friend's own resignation");
    assert_eq!(
        link_answer_refusal(&answer, Some("white"), true),
        Ok(None),
        "your copy ended: your own resignation back"
    );
    assert_eq!(link_answer_refusal(&answer, None, false), Ok(None), "no copy to answer");
    assert!(link_answer_refusal(&answer, Some("blue"), false).unwrap_err().contains("\"blue\""));
    // In AmbiLOA your colour names your team: White plays for North–South.
    let mut teams = Game::new(SquareVariant::AmbiLoa, Rules::default());
    teams.resign(Side::NorthSouth).unwrap();
    assert_eq!(link_answer_refusal(&teams, Some("white"), false), Ok(Some("resignsForYou")));
    assert_eq!(link_answer_refusal(&teams, Some("black"), false), Ok(None));
    // A wide board's answer alike.
    let mut wide = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    wide.resign(Side::Black).unwrap();
    assert_eq!(
        answer_refusal(wide.lost_on_time(), wide.resigned(), Some(Side::Black), false),
        Some("resignsForYou")
    );
}
