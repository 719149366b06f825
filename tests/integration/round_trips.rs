//! Whole games through every text form and back: records (with every tag value), SGF and game
//! links, over random games of every variant on every board (the 8×8 boards and, in `wide`, the
//! wide ones: black-hole, 12×12, hex-5, hex-6), every rule option (move limits, the reversed and
//! the scrambled start included), set-up start positions and every kind of result,
//! resignations included; a wide game's loss on time, draw offer and agreed draw, as on 8×8.

use crate::common::{random_position, Rng};
use loa::notation::{format_record, format_sgf, import, link, parse_record, parse_sgf};
use loa::wide::{cell_shapes, WideGame};
use loa::{Game, Outcome, Position, Rules, Side, Simultaneous, SquareVariant, Variant, WinReason};
use proptest::prelude::*;

fn rules_strategy() -> impl Strategy<Value = Rules> {
    // Small limits too, so games end by the move limit as well.
    (any::<bool>(), any::<bool>(), prop::option::of(prop_oneof![1u32..12, 12u32..400])).prop_map(
        |(draw, repetition, move_limit)| Rules {
            simultaneous: if draw { Simultaneous::Draw } else { Simultaneous::MoverWins },
            repetition,
            move_limit,
            reversed: false,
        },
    )
}

/// How a random game is made: its variant, rules, whether it starts from a random set-up
/// position, how many random plies it plays, and whether (and which side) resigns at the end.
#[derive(Clone, Debug)]
struct Recipe {
    variant: SquareVariant,
    rules: Rules,
    seed: u64,
    set_up: bool,
    plies: usize,
    resign: Option<usize>,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        prop::sample::select(SquareVariant::ALL.to_vec()),
        rules_strategy(),
        any::<u64>(),
        any::<bool>(),
        0usize..160,
        prop::option::of(0usize..2),
    )
        .prop_map(|(variant, rules, seed, set_up, plies, resign)| Recipe {
            variant,
            rules,
            seed,
            set_up,
            plies,
            resign,
        })
}

/// The game a recipe describes. A set-up start is a position from a random playout (it may be
/// decided already, or a Parachute player may be due to drop).
fn play(recipe: &Recipe) -> Game {
    let start = if recipe.set_up {
        random_position(recipe.variant, recipe.seed ^ 0x5eed, (recipe.seed % 40) as usize)
    } else {
        Position::new(recipe.variant)
    };
    let mut game = Game::from_position(start, recipe.rules);
    let mut rng = Rng::new(recipe.seed);
    for _ in 0..recipe.plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len())]).expect("generated moves are legal");
    }
    if let Some(side) = recipe.resign {
        if !game.is_over() {
            let loser = Side::from_index(side, Variant::from(recipe.variant).has_teams());
            game.resign(loser).expect("a side of this variant resigns a game in progress");
        }
    }
    game
}

/// Everything a text form must keep: start, every position, rules, result, resignation.
fn assert_same_game(back: &Game, game: &Game, text: &str) -> Result<(), TestCaseError> {
    prop_assert_eq!(back.positions(), game.positions(), "{}", text);
    prop_assert_eq!(back.moves(), game.moves(), "{}", text);
    prop_assert_eq!(back.rules(), game.rules(), "{}", text);
    prop_assert_eq!(back.outcome(), game.outcome(), "{}", text);
    prop_assert_eq!(back.resigned(), game.resigned(), "{}", text);
    Ok(())
}

/// Tag values a caller may hand to the writer, the computed tags among them with wrong or odd
/// values (`1/2`, a Result for a game in progress, a resignation that did not happen).
fn caller_tags() -> impl Strategy<Value = Vec<(String, String)>> {
    let names = prop::sample::select(vec![
        "Event",
        "Site",
        "Date",
        "Round",
        "Black",
        "White",
        "Result",
        "Termination",
        "Variant",
        "Rules",
        "Repetition",
        "MoveLimit",
        "Position",
        "Annotator",
    ]);
    let values = prop_oneof![
        prop::sample::select(vec!["1-0", "0-1", "1/2", "1/2-1/2", "*", "resignation", "normal", ""])
            .prop_map(str::to_string),
        "[^\n\r]{0,20}",
    ];
    prop::collection::vec((names.prop_map(str::to_string), values), 0..6)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn records_round_trip_with_every_tag_value(recipe in recipe(), tags in caller_tags()) {
        let game = play(&recipe);
        let text = format_record(&game, &tags);
        let record = parse_record(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{recipe:?}\n{text}")))?;
        assert_same_game(&record.game, &game, &text)?;
        // The caller's own tags come back with their values, the first of each name that the
        // writer does not compute.
        let computed = |name: &str, value: &str| {
            ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result"].contains(&name)
                || (name == "Termination"
                    && (game.resigned().is_some() || value.trim().eq_ignore_ascii_case("resignation")))
        };
        let kept: Vec<&(String, String)> = tags.iter().filter(|(n, v)| !computed(n, v)).collect();
        for (name, _) in &kept {
            let first = kept.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
            prop_assert_eq!(record.tag(name), first, "{}", text);
        }
        let result = match game.outcome() {
            None => "*",
            Some(outcome) => outcome.result_tag(),
        };
        prop_assert_eq!(record.tag("Result"), Some(result));
        prop_assert_eq!(record.tag("Termination").is_some_and(|t| t == "resignation"), game.resigned().is_some());
        prop_assert_eq!(format_record(&record.game, &record.tags), text.clone());
        // The importer recognises the record and reads the same game.
        let imported = import(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        assert_same_game(&imported, &game, &text)?;
    }

    #[test]
    fn links_round_trip(recipe in recipe()) {
        let game = play(&recipe);
        let text = link::encode(&game);
        prop_assert!(
            text.chars().all(|c| c.is_ascii_alphanumeric() || "-_.~".contains(c)),
            "only unreserved URL characters: {}", text
        );
        let back = link::decode(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{recipe:?}\n{text}")))?;
        assert_same_game(&back, &game, &text)?;
        prop_assert_eq!(link::encode(&back), text);
    }

    #[test]
    fn sgf_round_trips_with_resignations(recipe in recipe()) {
        prop_assume!(matches!(recipe.variant, SquareVariant::Standard | SquareVariant::ScrambledEggs | SquareVariant::Parachute));
        let game = play(&Recipe { set_up: false, ..recipe });
        let text = format_sgf(&game).unwrap();
        let back = parse_sgf(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        assert_same_game(&back, &game, &text)?;
        let imported = import(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        assert_same_game(&imported, &game, &text)?;
    }
}

#[test]
fn a_resignation_is_recorded_and_read_back_exactly() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    loa::notation::play_text(&mut game, "b1-d3").unwrap();
    let outcome = game.resign(game.position().side_to_move()).unwrap();
    assert_eq!(outcome, Outcome::Win { winner: Side::Black, reason: WinReason::Resignation });
    assert_eq!(outcome.to_string(), "White resigned");
    let text = format_record(&game, &[]);
    assert!(text.contains("[Termination \"resignation\"]\n[Result \"1-0\"]\n"), "{text}");
    assert!(text.ends_with("1. b1-d3 1-0\n"), "{text}");
    assert_eq!(parse_record(&text).unwrap().game.outcome(), Some(outcome));
    let sgf = format_sgf(&game).unwrap();
    assert!(sgf.contains("RE[B+R]"), "{sgf}");
    assert_eq!(parse_sgf(&sgf).unwrap().outcome(), Some(outcome));
    assert_eq!(link::encode(&game), "standard~rep~mBT~rw");
}

#[test]
fn an_ambiloa_team_resigns() {
    let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
    assert_eq!(
        game.resign(Side::Black).unwrap_err().to_string(),
        "Black does not play in AmbiLOA: the sides are East–West and North–South"
    );
    // South (White) moves first and plays for North–South.
    let outcome = game.resign(game.position().side_to_move()).unwrap();
    assert_eq!(outcome.to_string(), "North–South resigned");
    assert_eq!(outcome.result_tag(), "1-0");
    assert_eq!(
        game.resign(game.position().side_to_move()).unwrap_err().to_string(),
        "cannot resign: the game is over: North–South resigned"
    );
    let back = parse_record(&format_record(&game, &[])).unwrap().game;
    assert_eq!(back.resigned(), Some(Side::NorthSouth));
}

#[test]
fn a_resignation_is_final() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    loa::notation::play_text(&mut game, "b1-d3").unwrap();
    game.undo();
    game.resign(Side::White).unwrap();
    assert_eq!(game.undo(), None, "no undo after a resignation");
    assert_eq!(game.redo(), None, "and the move taken back before it is gone");
    assert_eq!(game.moves().len(), 0);
    assert_eq!(game.outcome().map(Outcome::result_tag), Some("1-0"));
    // Changing the rules does not revive the game.
    game.set_rules(Rules::tournament());
    assert_eq!(game.resigned(), Some(Side::White));
}

#[test]
fn a_wide_games_loss_on_time_draw_offer_and_agreed_draw_travel_in_its_link_record_and_sgf() {
    type End = fn(&mut WideGame);
    let ends: [(&str, End, &str); 3] = [
        (
            "~tw",
            |g| {
                g.lose_on_time(Side::White).unwrap();
            },
            "[Termination \"time forfeit\"]\n[Result \"1-0\"]",
        ),
        (
            "~agreed",
            |g| g.offer_draw().and_then(|()| g.accept_draw().map(drop)).unwrap(),
            "[Termination \"agreement\"]\n[Result \"1/2-1/2\"]",
        ),
        ("~offer", |g| g.offer_draw().unwrap(), "[Result \"*\"]"),
    ];
    for variant in cell_shapes() {
        for (field, end, tags) in ends {
            let mut game = WideGame::with_scoring(variant, Simultaneous::Draw);
            game.play(game.legal_moves()[0]).unwrap();
            end(&mut game);
            let link = loa::notation::link::encode(&game);
            assert!(link.ends_with(field), "{link}");
            let back = loa::notation::link::decode_on::<loa::wide::WidePosition>(&link).unwrap();
            let same = |back: &WideGame, what: &str| {
                assert_eq!(back.moves(), game.moves(), "{what}");
                assert_eq!(back.outcome(), game.outcome(), "{what}");
                assert_eq!(
                    (back.lost_on_time(), back.drawn_by_agreement()),
                    (game.lost_on_time(), game.drawn_by_agreement()),
                    "{what}"
                );
            };
            same(&back, &link);
            assert_eq!(back.draw_offer_pending(), game.draw_offer_pending(), "{link}");
            let record = loa::notation::format_record(&game, &[]);
            assert!(record.contains(tags), "{record}");
            same(&loa::notation::parse_record_on::<loa::wide::WidePosition>(&record).unwrap().game, &record);
            let sgf = loa::notation::format_sgf(&game).unwrap();
            same(
                &loa::notation::parse_sgf_on::<loa::wide::WidePosition>(&sgf).map(|(g, _)| g).unwrap(),
                &sgf,
            );
        }
    }
}

#[test]
fn a_sixty_move_link_is_short() {
    let mut game = Game::new(SquareVariant::Standard, Rules { repetition: false, ..Rules::default() });
    let mut rng = Rng::new(60);
    while game.moves().len() < 60 {
        let moves = game.legal_moves();
        if moves.is_empty() {
            game = Game::new(SquareVariant::Standard, game.rules());
            continue;
        }
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    let text = link::encode(&game);
    println!("a 60-move Standard game link: {} characters: {text}", text.len());
    assert_eq!(text.len(), "standard~norep~m".len() + 2 * 60, "two characters a move");
}

/// The wide boards' rows: the same round trips through their formats.
mod wide {
    use crate::common::Rng;
    use loa::boundary::import_any;
    use loa::wide::{
        cell_shapes, has_scrambled_start, read_wide_text, wide_rules, wide_variant_of, CellShape, WideGame,
    };
    use loa::{Rules, Side, Simultaneous, Variant};
    use proptest::prelude::*;

    /// A random game of `variant`: random rules, up to `plies` random legal moves; with `set_up`, the
    /// position reached becomes the start of a game that plays on (a `Position` tag, a link's `~at`).
    fn random_game(rng: &mut Rng, variant: &'static CellShape, plies: usize, set_up: bool) -> WideGame {
        let simultaneous = if rng.below(2) == 0 { Simultaneous::Draw } else { Simultaneous::MoverWins };
        let move_limit = [None, Some(1 + rng.below(60) as u32)][rng.below(2)];
        let rules = Rules {
            move_limit,
            repetition: rng.below(2) == 0,
            reversed: rng.below(2) == 0,
            ..wide_rules(simultaneous)
        };
        // A third of the games of the boards that have one begin at the scrambled start.
        let scrambled = has_scrambled_start(variant) && rng.below(3) == 0;
        let mut game =
            WideGame::with_start(variant, rules, scrambled).expect("the board has a scrambled start");
        for round in 0..2 {
            for _ in 0..rng.below(plies + 1) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).expect("a legal move");
            }
            if round == 0 && set_up && game.outcome().is_none() {
                game = WideGame::from_position_with(*game.position(), rules);
            }
        }
        // A third of the unfinished games end by a resignation, of either side.
        if game.outcome().is_none() && rng.below(3) == 0 {
            game.resign([Side::Black, Side::White][rng.below(2)]).expect("a game not over can be resigned");
        }
        game
    }

    fn same(a: &WideGame, b: &WideGame, what: &str) {
        assert_eq!(a.start_position(), b.start_position(), "{what}: start");
        assert_eq!(a.moves(), b.moves(), "{what}: moves");
        assert_eq!(a.rules(), b.rules(), "{what}: rules");
        assert_eq!(a.outcome(), b.outcome(), "{what}: outcome");
        assert_eq!(a.resigned(), b.resigned(), "{what}: resignation");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        /// Write → read → the same game, in every format, for every wide variant.
        #[test]
        fn every_format_reads_back_the_game_it_wrote(
            variant in prop::sample::select(cell_shapes().collect::<Vec<_>>()),
            seed in any::<u64>(),
            plies in 0usize..60,
            set_up in any::<bool>(),
        ) {
            let game = random_game(&mut Rng::new(seed), variant, plies, set_up);
            let what = format!("{variant:?} seed {seed}");
            let tags = vec![("Event".to_string(), "Club \"night\"".to_string())];
            let record = loa::notation::format_record(&game, &tags);
            let read = loa::notation::parse_record_on::<loa::wide::WidePosition>(&record).unwrap_or_else(|e| panic!("{what}: {e}\n{record}"));
            same(&game, &read.game, &what);
            prop_assert_eq!(&read.tags[0], &tags[0]);
            let link = loa::notation::link::encode(&game);
            same(&game, &loa::notation::link::decode_on::<loa::wide::WidePosition>(&link).unwrap_or_else(|e| panic!("{what}: {e}\n{link}")), &what);
            let mut texts = vec![record, link];
            let from_start = game.named_start();
            match loa::notation::format_sgf(&game) {
                Ok(sgf) => {
                    same(&game, &loa::notation::parse_sgf_on::<loa::wide::WidePosition>(&sgf).map(|(g, _)| g).unwrap_or_else(|e| panic!("{what}: {e}\n{sgf}")), &what);
                    texts.push(sgf);
                }
                Err(e) => prop_assert!(!from_start, "{}: {}", what, e),
            }
            for text in &texts {
                prop_assert_eq!(wide_variant_of(text), Some(variant));
                same(&game, &read_wide_text(text).unwrap().0, &what);
                // The page opens it as the link the files wasm reads it into.
                let imported = import_any(text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
                same(&game, &loa::notation::link::decode_on::<loa::wide::WidePosition>(&imported.link).unwrap(), &what);
            }
        }
    }

    #[test]
    fn a_game_from_a_set_up_position_keeps_it_in_record_and_link() {
        let text = "black-hole 9/8w/9/9/4*4/9/1bw6/9/b8 b - draw,limit=5";
        let (game, _) = read_wide_text(text).unwrap();
        let record = loa::notation::format_record(&game, &[]);
        assert!(
            record.contains(
                "[Position \"black-hole 9/8w/9/9/4*4/9/1bw6/9/b8 b - draw,no-repetition,limit=5\"]"
            ),
            "{record}"
        );
        same(
            &game,
            &loa::notation::parse_record_on::<loa::wide::WidePosition>(&record).unwrap().game,
            "record",
        );
        let link = loa::notation::link::encode(&game);
        assert_eq!(link, "black-hole~draw~norep~limit5~at9.8w.9.9.4-4.9.1bw6.9.b8_b");
        same(&game, &loa::notation::link::decode_on::<loa::wide::WidePosition>(&link).unwrap(), "link");
        assert!(loa::notation::format_sgf(&game)
            .unwrap_err()
            .to_string()
            .contains("use a game record with a Position tag"));
        assert_eq!(import_any(text).unwrap().link, link, "the page opens it from its set-up start");
    }

    #[test]
    fn the_move_limit_draws_and_is_written() {
        let rules = Rules { move_limit: Some(2), ..wide_rules(Simultaneous::MoverWins) };
        let mut game = WideGame::with_rules(Variant::Standard12x12.cell_shape().unwrap(), rules);
        game.play_text("b1-b3").unwrap();
        game.play_text("a2-c2").unwrap();
        assert_eq!(game.ending().unwrap(), "draw by move limit");
        assert!(game.legal_moves().is_empty());
        let record = loa::notation::format_record(&game, &[]);
        assert!(
            record.contains("[MoveLimit \"2\"]") && record.ends_with("1. b1-b3 a2-c2 1/2-1/2\n"),
            "{record}"
        );
        assert_eq!(loa::notation::link::encode(&game), "standard-12x12~norep~limit2~mb1b3.a2c2");
    }

    /// A resignation is written as each format writes the 8×8 game's, and Boardspace's resign node
    /// (`B[Resign]`, either case) and `RE[W+R]` read as one; a claimed win the moves do not reach is
    /// refused unless it says it came by resignation.
    #[test]
    fn a_resignation_is_kept_by_every_format() {
        let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
        game.play_text("a5-c5").unwrap();
        game.resign(Side::White).unwrap();
        let record = loa::notation::format_record(&game, &[]);
        assert!(record.contains("[Termination \"resignation\"]\n[Result \"1-0\"]"), "{record}");
        assert_eq!(loa::notation::link::encode(&game), "hex-5~draw~norep~ma5c5~rw");
        let sgf = loa::notation::format_sgf(&game).unwrap();
        assert!(sgf.contains("RE[B+R]"), "{sgf}");
        for text in [record.clone(), loa::notation::link::encode(&game), sgf] {
            assert_eq!(read_wide_text(&text).unwrap().0.resigned(), Some(Side::White), "{text}");
        }
        let (node, _) = loa::notation::parse_sgf_on::<loa::wide::WidePosition>(
            "(;GM[9]SU[Hex5]RU[draw];B[a5-c5];W[resign])",
        )
        .unwrap();
        assert_eq!((node.resigned(), node.moves().len()), (Some(Side::White), 1));
        let claimed = record.replace("[Termination \"resignation\"]\n", "");
        let refused =
            loa::notation::parse_record_on::<loa::wide::WidePosition>(&claimed).unwrap_err().to_string();
        assert!(refused.contains("the record says 1-0, but the game is still in progress"), "{refused}");
        assert!(
            loa::notation::link::decode_on::<loa::wide::WidePosition>("hex-5~ma5c5~rw~rb").is_err(),
            "one resignation a link"
        );
        assert!(loa::notation::link::decode_on::<loa::wide::WidePosition>("hex-5~rw~ma5c5")
            .unwrap_err()
            .to_string()
            .contains("out of order"));
    }
}
