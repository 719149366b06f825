//! Whole games through every text form and back: records (with every tag value), SGF and game
//! links, over random games of every board (one table, `crate::boards`: the 8×8 boards and the
//! cell boards as rows of the same tests), every rule option (move limits, the reversed and the
//! scrambled start included), set-up start positions and every kind of result: connection,
//! repetition, move limit, resignation, loss on time, a pending draw offer and an agreed draw.

use crate::boards::{assert_same, each_board, has_sgf_setup, new_game, play_turns, start, Turn, EVERY_BOARD};
use crate::common::Rng;
use loa::boundary::{import_any, PageBoard};
use loa::notation::{format_record, format_sgf, link, parse_record, parse_record_on, parse_sgf_on};
use loa::{Game, Outcome, Rules, Side, Simultaneous, SquareVariant, Variant, WinReason};
use proptest::prelude::*;

fn rules_strategy() -> impl Strategy<Value = Rules> {
    // Small limits too, so games end by the move limit as well.
    (any::<bool>(), any::<bool>(), prop::option::of(prop_oneof![1u32..12, 12u32..400]), any::<bool>())
        .prop_map(|(draw, repetition, move_limit, reversed)| Rules {
            simultaneous: if draw { Simultaneous::Draw } else { Simultaneous::MoverWins },
            repetition,
            move_limit,
            reversed,
        })
}

/// How a random game is made: its board, rules, whether it begins at the scrambled start (where
/// the board has one), whether a set-up position reached by random moves becomes its start, how
/// many random plies it plays (before and after the set-up), and whether (and which side)
/// resigns at the end.
#[derive(Clone, Debug)]
struct Recipe {
    variant: Variant,
    rules: Rules,
    seed: u64,
    scrambled: bool,
    set_up: bool,
    plies: usize,
    resign: Option<usize>,
}

fn recipe() -> impl Strategy<Value = Recipe> {
    (
        prop::sample::select(EVERY_BOARD.to_vec()),
        rules_strategy(),
        any::<u64>(),
        any::<bool>(),
        any::<bool>(),
        0usize..160,
        prop::option::of(0usize..2),
    )
        .prop_map(|(variant, rules, seed, scrambled, set_up, plies, resign)| Recipe {
            variant,
            rules,
            seed,
            scrambled,
            set_up,
            plies,
            resign,
        })
}

/// The game a recipe describes, on its board. A set-up start is a position of a random
/// playout (it may be decided already, or a Parachute player may be due to drop).
fn play<B: PageBoard>(recipe: &Recipe) -> Game<B> {
    let mut game = B::start_game(recipe.variant, recipe.rules, recipe.scrambled)
        .unwrap_or_else(|_| start(recipe.variant, recipe.rules));
    let mut rng = Rng::new(recipe.seed);
    let mut random_plies = |game: &mut Game<B>, plies: usize| {
        for _ in 0..plies {
            let moves = B::legal_moves(game);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len())]).expect("generated moves are legal");
        }
    };
    if recipe.set_up {
        random_plies(&mut game, (recipe.seed % 40) as usize);
        game = B::game_at(&B::position_string(&game)).expect("a position string reads back");
    }
    random_plies(&mut game, recipe.plies);
    if let Some(side) = recipe.resign {
        if !game.is_over() {
            let loser = Side::from_index(side, recipe.variant.has_teams());
            game.resign(loser).expect("a side of this variant resigns a game in progress");
        }
    }
    game
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

/// Write → read → the same game, in every format, on the recipe's board: the record with the
/// caller's tags (the first of each name the writer does not compute comes back), the link (only
/// unreserved URL characters), the SGF (where the board has a setup and the game its named
/// start; refused otherwise), and the one import path of every board (the files wasm's), which
/// hands each text on as the game's link.
fn every_format_reads_back<B: PageBoard>(recipe: &Recipe, tags: &[(String, String)]) {
    let game = play::<B>(recipe);
    let text = format_record(&game, tags);
    let record = parse_record_on::<B>(&text).unwrap_or_else(|e| panic!("{e}\n{recipe:?}\n{text}"));
    assert_same(&record.game, &game, &text);
    let computed = |name: &str, value: &str| {
        ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result"].contains(&name)
            || (name == "Termination"
                && (game.resigned().is_some() || value.trim().eq_ignore_ascii_case("resignation")))
    };
    let kept: Vec<&(String, String)> = tags.iter().filter(|(n, v)| !computed(n, v)).collect();
    for (name, _) in &kept {
        let first = kept.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
        assert_eq!(record.tag(name), first, "{text}");
    }
    let result = game.outcome().map_or("*", Outcome::result_tag);
    assert_eq!(record.tag("Result"), Some(result), "{text}");
    assert_eq!(record.tag("Termination").is_some_and(|t| t == "resignation"), game.resigned().is_some());
    assert_eq!(format_record(&record.game, &record.tags), text);

    let link_text = link::encode(&game);
    assert!(
        link_text.chars().all(|c| c.is_ascii_alphanumeric() || "-_.~".contains(c)),
        "only unreserved URL characters: {link_text}"
    );
    let back = link::decode_on::<B>(&link_text).unwrap_or_else(|e| panic!("{e}\n{recipe:?}\n{link_text}"));
    assert_same(&back, &game, &link_text);
    assert_eq!(link::encode(&back), link_text);

    // The one import path reads records and SGF of every board (a link is opened as a link).
    let mut texts = vec![text];
    match format_sgf(&game) {
        Ok(sgf) => {
            let (back, _) = parse_sgf_on::<B>(&sgf).unwrap_or_else(|e| panic!("{e}\n{recipe:?}\n{sgf}"));
            assert_same(&back, &game, &sgf);
            texts.push(sgf);
        }
        Err(e) => assert!(!(has_sgf_setup(recipe.variant) && B::named_start(&game)), "{e}"),
    }
    for text in &texts {
        let imported = import_any(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_same(&link::decode_on::<B>(&imported.link).unwrap(), &game, text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(384))]

    #[test]
    fn every_format_reads_back_the_game_it_wrote_on_every_board(recipe in recipe(), tags in caller_tags()) {
        let check = |variant: Variant| {
            if variant.is_cell_board() {
                every_format_reads_back::<loa::cell_board::CellPosition>(&recipe, &tags)
            } else {
                every_format_reads_back::<loa::Position>(&recipe, &tags)
            }
        };
        crate::boards::naming_the_board(recipe.variant, || check(recipe.variant));
    }
}

/// The text of the side's letter in a link's ending fields (`~rb`, `~tw`): `b` for Black or
/// East–West, `w` for White or North–South.
fn letter(side: Side) -> char {
    ['b', 'w'][side.index()]
}

/// The side to move resigns after one turn on every board: the other side wins, for good (no
/// undo, redo, move or second resignation), and every format writes and reads it — the record's
/// `Termination` and `Result`, SGF's `RE[B+R]`, the link's `~r` field; a record that claims the
/// win without saying it came by resignation is refused, as is a link that resigns twice or
/// before its moves.
#[test]
fn a_resignation_is_final_and_kept_by_every_format() {
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        let turns = play_turns(&mut game, 3, 2);
        game.undo_turn();
        let loser = game.position().side_to_move();
        let won = Outcome::Win { winner: loser.opponent(), reason: WinReason::Resignation };
        assert_eq!(game.resign(loser), Ok(won));
        assert_eq!(won.to_string(), format!("{loser} resigned"));
        assert_eq!((game.outcome(), game.resigned()), (Some(won), Some(loser)));
        assert!(B::legal_moves(&game).is_empty());
        // The page sees it over: nothing to play, nobody to move, so its computer is not asked.
        let state = loa::boundary::GameState::of(&game);
        assert!(state.legal_moves.is_empty() && state.players.iter().all(|p| !p.to_move));
        assert_eq!(state.outcome.map(|o| o.cause), Some("resignation"));
        assert!(B::play_text(&mut game, &turns[1].text).is_err(), "no move after a resignation");
        assert_eq!(game.undo(), None, "no undo after a resignation");
        assert_eq!(game.redo(), None, "and the move taken back before it is gone");
        assert_eq!(game.moves().len(), turns[0].last_ply + 1);
        let err = game.resign(loser.opponent()).unwrap_err().to_string();
        assert_eq!(err, format!("cannot resign: the game is over: {loser} resigned"));
        // Changing the rules does not revive the game.
        let rules = game.rules();
        game.set_rules(Rules { move_limit: Some(1), ..rules });
        assert_eq!(game.resigned(), Some(loser));
        game.set_rules(rules);

        let result = won.result_tag();
        let record = format_record(&game, &[]);
        assert!(
            record.contains(&format!("[Termination \"resignation\"]\n[Result \"{result}\"]\n")),
            "{record}"
        );
        assert!(record.ends_with(&format!("1. {} {result}\n", turns[0].text)), "{record}");
        let link_text = link::encode(&game);
        assert!(link_text.ends_with(&format!("~r{}", letter(loser))), "{link_text}");
        let back = link::decode_on::<B>(&link_text).unwrap();
        assert_same(&back, &game, &link_text);
        let mut texts = vec![record.clone()];
        if has_sgf_setup(variant) {
            let sgf = format_sgf(&game).unwrap();
            assert!(sgf.contains(&format!("RE[{}+R]", ["B", "W"][loser.opponent().index()])), "{sgf}");
            texts.push(sgf);
        }
        for text in texts {
            let back = link::decode_on::<B>(&import_any(&text).unwrap().link).unwrap();
            assert_same(&back, &game, &text);
        }

        let claimed = record.replace("[Termination \"resignation\"]\n", "");
        let refused = parse_record_on::<B>(&claimed).unwrap_err().to_string();
        assert!(
            refused.contains(&format!("the record says {result}, but the game is still in progress")),
            "{refused}"
        );
        assert!(link::decode_on::<B>(&format!("{link_text}~rb")).is_err(), "one resignation a link");
        let (moves_field, ending) = link_text.rsplit_once('~').unwrap();
        let (before, moves) = moves_field.rsplit_once('~').unwrap();
        let early = link::decode_on::<B>(&format!("{before}~{ending}~{moves}")).unwrap_err().to_string();
        assert!(early.contains("out of order"), "{early}");
    }
    each_board!(EVERY_BOARD, check);
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

/// A clocked game's loss on time, a pending draw offer and an agreed draw, on every board, each
/// travel in the link (`~tw`, `~offer`, `~agreed`), the record (`Termination`) and the SGF.
#[test]
fn a_loss_on_time_a_draw_offer_and_an_agreed_draw_travel_in_link_record_and_sgf() {
    type End<B> = fn(&mut Game<B>);
    fn check<B: PageBoard>(variant: Variant) {
        let loser = Side::from_index(1, variant.has_teams());
        let ends: [(String, End<B>, &str); 3] = [
            (
                format!("~t{}", letter(loser)),
                |g| {
                    let loser = Side::from_index(1, g.position().variant().has_teams());
                    g.lose_on_time(loser).unwrap();
                },
                "[Termination \"time forfeit\"]\n[Result \"1-0\"]",
            ),
            (
                "~agreed".to_string(),
                |g| g.offer_draw().and_then(|()| g.accept_draw().map(drop)).unwrap(),
                "[Termination \"agreement\"]\n[Result \"1/2-1/2\"]",
            ),
            ("~offer".to_string(), |g| g.offer_draw().unwrap(), "[Result \"*\"]"),
        ];
        for (field, end, tags) in ends {
            let mut game = new_game::<B>(variant);
            play_turns(&mut game, 1, 1);
            end(&mut game);
            let link_text = link::encode(&game);
            assert!(link_text.ends_with(&field), "{link_text}");
            let back = link::decode_on::<B>(&link_text).unwrap();
            assert_same(&back, &game, &link_text);
            assert_eq!(back.draw_offer_pending(), game.draw_offer_pending(), "{link_text}");
            let record = format_record(&game, &[]);
            assert!(record.contains(tags), "{record}");
            assert_same(&parse_record_on::<B>(&record).unwrap().game, &game, &record);
            if has_sgf_setup(variant) {
                let sgf = format_sgf(&game).unwrap();
                assert_same(&parse_sgf_on::<B>(&sgf).unwrap().0, &game, &sgf);
            }
        }
    }
    each_board!(EVERY_BOARD, check);
}

/// A game from a set-up position (three turns into a game) keeps its start in the record's
/// `Position` tag and the link's `~at` field, and the page opens the position string itself as
/// that game; SGF, which has no setup properties here, refuses it and says what to use instead.
#[test]
fn a_game_from_a_set_up_position_keeps_it_in_record_and_link() {
    fn check<B: PageBoard>(variant: Variant) {
        let rules = Rules { simultaneous: Simultaneous::Draw, move_limit: Some(30), ..B::default_rules() };
        let mut played = start::<B>(variant, rules);
        play_turns(&mut played, 11, 3);
        let position = B::position_string(&played);
        let mut game = B::game_at(&position).unwrap();
        assert_eq!(
            import_any(&position).unwrap().link,
            link::encode(&game),
            "the page opens it from its set-up start"
        );
        play_turns(&mut game, 12, 1);
        let record = format_record(&game, &[]);
        assert!(record.contains(&format!("[Position \"{position}\"]")), "{record}");
        assert!(record.contains("[MoveLimit \"30\"]"), "{record}");
        assert_same(&parse_record_on::<B>(&record).unwrap().game, &game, &record);
        let link_text = link::encode(&game);
        assert!(link_text.contains("~at"), "{link_text}");
        assert_same(&link::decode_on::<B>(&link_text).unwrap(), &game, &link_text);
        let refused = format_sgf(&game).unwrap_err().to_string();
        if has_sgf_setup(variant) {
            assert!(refused.contains("use a game record with a Position tag"), "{refused}");
        }
    }
    each_board!(EVERY_BOARD, check);
}

/// The move limit counts turns on every board (a Parachute turn's drop is part of its turn):
/// after the limit the game is drawn, nothing is left to play, undo reopens it, and the record
/// and the link write the limit.
#[test]
fn the_move_limit_draws_after_n_turns_and_is_written() {
    fn check<B: PageBoard>(variant: Variant) {
        let rules = Rules { move_limit: Some(4), ..B::default_rules() };
        let mut game = start::<B>(variant, rules);
        let turns: Vec<Turn> = play_turns(&mut game, 8, 4);
        assert_eq!(turns.len(), 4, "four turns open every game");
        assert_eq!(game.turns_played(), 4);
        assert_eq!(game.ending().as_deref(), Some("draw by move limit"));
        assert!(B::legal_moves(&game).is_empty());
        let record = format_record(&game, &[]);
        assert!(record.contains("[MoveLimit \"4\"]"), "{record}");
        assert!(record.contains(&format!("{} 1/2-1/2\n", turns[3].text)), "{record}");
        assert!(link::encode(&game).contains("~limit4~"), "{}", link::encode(&game));
        assert_same(&parse_record_on::<B>(&record).unwrap().game, &game, &record);
        game.undo();
        assert!(!game.is_over(), "undo reopens the game");
    }
    each_board!(EVERY_BOARD, check);
}
