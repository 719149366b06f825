//! An answer by link (the game a friend sends back) claims only what the friend can do: a game
//! by link has no clock, so an answer that ends on time is refused by the core, for either side
//! and with or without a move of theirs (the link format itself still carries a clock's loss, for
//! a clocked game kept in the games list: `round_trips.rs`). Nor does an answer end by your
//! resignation while your copy goes on. One table of every board (`crate::boards`).

use crate::boards::{each_board, new_game, play_turns, EVERY_BOARD};
use loa::boundary::{link_answer_refusal, PageBoard};
use loa::notation::link;
use loa::{Side, Variant};

/// The links of a game of `variant` with no move, one turn and two turns.
fn answers<B: PageBoard>(variant: Variant) -> [String; 3] {
    let mut game = new_game::<B>(variant);
    let none = link::encode(&game);
    play_turns(&mut game, 2, 1);
    let one = link::encode(&game);
    play_turns(&mut game, 3, 1);
    [none, one, link::encode(&game)]
}

#[test]
fn an_answer_that_ends_on_time_is_refused_for_either_side_with_or_without_a_move() {
    fn check<B: PageBoard>(variant: Variant) {
        for game in answers::<B>(variant) {
            for side in ["~tb", "~tw"] {
                let answer = format!("{game}{side}");
                let game = link::decode_on::<B>(&answer)
                    .unwrap_or_else(|e| panic!("{answer}: the link itself reads: {e}"));
                assert!(game.lost_on_time().is_some(), "{answer}");
                assert_eq!(link_answer_refusal(&game, None, false), Ok(Some("lossOnTime")), "{answer}");
            }
        }
    }
    each_board!(EVERY_BOARD, check);
}

#[test]
fn an_honest_answer_has_nothing_against_it() {
    fn check<B: PageBoard>(variant: Variant) {
        let [none, one, two] = answers::<B>(variant);
        for answer in [
            none,
            one.clone(),
            two.clone(),
            format!("{two}~rw"),
            format!("{one}~offer"),
            format!("{one}~agreed"),
        ] {
            let game = link::decode_on::<B>(&answer).unwrap_or_else(|e| panic!("{answer}: {e}"));
            assert_eq!(link_answer_refusal(&game, Some("black"), false), Ok(None), "{answer}");
        }
    }
    each_board!(EVERY_BOARD, check);
}

#[test]
fn an_answer_that_resigns_for_you_is_refused_while_your_copy_goes_on() {
    fn check<B: PageBoard>(variant: Variant) {
        // The second side (White; in AmbiLOA North–South, whose colour White is) resigned after
        // two turns: an answer for White claims White's resignation.
        let [_, _, two] = answers::<B>(variant);
        let answer = link::decode_on::<B>(&format!("{two}~rw")).unwrap();
        assert_eq!(answer.resigned(), Some(Side::from_index(1, variant.has_teams())));
        assert_eq!(link_answer_refusal(&answer, Some("white"), false), Ok(Some("resignsForYou")));
        assert_eq!(
            link_answer_refusal(&answer, Some("black"), false),
            Ok(None),
            "your friend's own resignation"
        );
        assert_eq!(
            link_answer_refusal(&answer, Some("white"), true),
            Ok(None),
            "your copy ended: your own resignation back"
        );
        assert_eq!(link_answer_refusal(&answer, None, false), Ok(None), "no copy to answer");
        assert!(link_answer_refusal(&answer, Some("blue"), false).unwrap_err().contains("\"blue\""));
    }
    each_board!(EVERY_BOARD, check);
}
