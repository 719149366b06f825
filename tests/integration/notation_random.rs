//! Notation over random games and hostile texts: every text form round-trips random games of
//! every variant and rule set, truncated and long inputs are refused quickly without a panic,
//! and two record cases that only whole games show. The hand-written cases are in `notation.rs`.

use super::notation::random_game;
use loa::notation::{
    format_position, format_record, format_sgf, parse_move, parse_position, parse_record, parse_sgf,
    parse_turn, play_text,
};
use loa::{Game, Position, Rules, Simultaneous, SquareVariant};
use proptest::prelude::*;

// ---------------------------------------------------------------- round trips over random games

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (any::<bool>(), any::<bool>(), prop::option::of(1u32..500)).prop_map(|(draw, repetition, move_limit)| {
        Rules {
            simultaneous: if draw { Simultaneous::Draw } else { Simultaneous::MoverWins },
            repetition,
            move_limit,
            reversed: false,
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_position_of_a_random_game_round_trips(
        v in 0usize..6, seed in any::<u64>(), plies in 0usize..120, rules in rules_strategy()
    ) {
        let game = random_game(SquareVariant::ALL[v], rules, seed, plies);
        for pos in game.positions() {
            let text = format_position(pos, &rules);
            prop_assert_eq!(parse_position(&text).unwrap(), (*pos, rules), "{}", text);
        }
    }

    #[test]
    fn records_of_random_games_round_trip(
        v in 0usize..6, seed in any::<u64>(), plies in 0usize..160, rules in rules_strategy()
    ) {
        let game = random_game(SquareVariant::ALL[v], rules, seed, plies);
        let tags = vec![("Event".to_string(), "proptest".to_string())];
        let text = format_record(&game, &tags);
        let record = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(record.game.moves(), game.moves());
        prop_assert_eq!(record.game.rules(), rules);
        prop_assert_eq!(record.game.outcome(), game.outcome());
        prop_assert_eq!(record.tag("Event"), Some("proptest"));
        let result = game.outcome().map_or("*", |o| o.result_tag());
        prop_assert_eq!(record.tag("Result"), Some(result));
        prop_assert_eq!(format_record(&record.game, &record.tags), text);
    }

    #[test]
    fn sgf_of_random_games_round_trips(v in 0usize..3, seed in any::<u64>(), plies in 0usize..160) {
        let variant = [SquareVariant::Standard, SquareVariant::ScrambledEggs, SquareVariant::Parachute][v];
        let game = random_game(variant, Rules::default(), seed, plies);
        let text = format_sgf(&game).unwrap();
        let back = parse_sgf(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back.moves(), game.moves());
        prop_assert_eq!(back.outcome(), game.outcome());
        prop_assert_eq!(format_sgf(&back).unwrap(), text);
    }

    #[test]
    fn any_tag_value_round_trips(value in "[^\n\r]{0,30}", name in "[A-Za-z][A-Za-z0-9_]{0,10}") {
        prop_assume!(!["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result", "Termination"].contains(&name.as_str()));
        let game = Game::new(SquareVariant::Standard, Rules::default());
        let text = format_record(&game, &[(name.clone(), value.clone())]);
        let record = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(record.tag(&name), Some(value.as_str()));
    }

    #[test]
    fn garbage_never_panics(text in ".{0,200}", v in 0usize..6) {
        let pos = Position::new(SquareVariant::ALL[v]);
        let _ = parse_move(&text, &pos);
        let _ = parse_turn(&text, &pos);
        let _ = parse_position(&text);
        let _ = parse_record(&text);
        let _ = parse_sgf(&text);
        let mut game = Game::new(SquareVariant::ALL[v], Rules::default());
        let before = game.moves().len();
        if play_text(&mut game, &text).is_err() {
            prop_assert_eq!(game.moves().len(), before);
        }
    }

    #[test]
    fn near_miss_notation_never_panics(
        text in "[a-j0-9@x:\\-\\[\\]\\(\\);BW \"/.{}]{0,60}", prefix in 0usize..4
    ) {
        let heads = ["", "(;GM[9]", "[Variant \"parachute\"] ", "standard "];
        let full = format!("{}{}", heads[prefix], text);
        let pos = Position::new(SquareVariant::Parachute);
        let _ = parse_turn(&full, &pos);
        let _ = parse_position(&full);
        let _ = parse_record(&full);
        let _ = parse_sgf(&full);
    }
}

#[test]
fn truncations_of_valid_texts_never_panic() {
    let game = random_game(SquareVariant::Parachute, Rules::default(), 3, 30);
    let texts = [
        format_record(&game, &[("Event".to_string(), "ünïcode ✓".to_string())]),
        format_sgf(&game).unwrap(),
        format_position(game.position(), &game.rules()),
    ];
    for text in texts {
        for (cut, _) in text.char_indices() {
            let part = &text[..cut];
            let _ = parse_record(part);
            let _ = parse_sgf(part);
            let _ = parse_position(part);
        }
    }
}

#[test]
fn long_inputs_are_read_in_reasonable_time() {
    // Quadratic work per token would make these take minutes; they must simply finish.
    let tags = "[Event \"x\"] ".repeat(20_000);
    assert!(parse_record(&format!("{tags} 1. b1-d3 zz"))
        .unwrap_err()
        .to_string()
        .contains("move 1 (White): zz"));
    let numbers = "1. b1-d3 ".to_string() + &"{c} ".repeat(50_000) + "h2";
    assert!(parse_record(&numbers).unwrap_err().to_string().contains("move 1 (White): h2"));
    let nesting = "(".repeat(100_000) + ";GM[9]";
    assert!(parse_sgf(&nesting).unwrap_err().to_string().contains("100000 ) missing"));
}

#[test]
fn a_parachute_record_can_start_mid_turn() {
    let (start, rules) = parse_position("parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6").unwrap();
    let mut game = Game::from_position(start, rules);
    play_text(&mut game, "@d4").unwrap();
    play_text(&mut game, "a2-c2@e5").unwrap();
    play_text(&mut game, "a5-b6").unwrap();
    let text = format_record(&game, &[]);
    assert!(text.contains("\n1. @d4 a2-c2@e5 2. a5-b6 *\n"), "{text}");
    let back = parse_record(&text).unwrap().game;
    assert_eq!(back.moves(), game.moves());
    assert!(back.position().drop_due());
}

/// Found by the fuzz suite: a record whose `Result` tag held no result token was accepted, and
/// written back with that text as its last word, so it no longer read. Such a tag is now refused,
/// with the reason.
#[test]
fn a_record_with_a_bad_result_tag_is_refused_with_its_reason() {
    let text = "[Variant \"Standard\"]\n[Result \"j\"]\n\n1. b1-d3 *\n";
    let err = loa::notation::parse_record(text).unwrap_err().to_string();
    assert!(err.contains("Result: \"j\" is not a result: expected 1-0, 0-1, 1/2-1/2 or *"), "{err}");
}
