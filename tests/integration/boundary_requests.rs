//! What the page sends, checked on the host (`loa::boundary`): requests, limits and rule options
//! reach the core or get a specific sentence, and the exchange of games (import, link, SGF,
//! resignation, review). The objects the page receives are in `boundary.rs`.

use super::boundary::{game_after, json_of};
use crate::boards::{each_board, new_game, play_turns, EVERY_BOARD};
use loa::boundary::PageBoard;
use loa::boundary::{self, GameState, LimitsRequest};
use loa::notation::play_text;
use loa::{Game, Rules, Simultaneous, SquareVariant, Variant};
use serde_json::json;

// ---- requests --------------------------------------------------------------------------------

#[test]
fn bad_requests_get_specific_sentences() {
    assert_eq!(
        boundary::parse_variant("chess").unwrap_err(),
        "unknown variant \"chess\": expected one of standard, scrambled-eggs, parachute, ambiloa, standard-6x6, standard-7x7, gemma"
    );
    assert_eq!(
        boundary::parse_variant("hex-5").unwrap_err(),
        "hex-5 is played on a hexagonal cell board of side 5, not the 8×8 bitboards",
        "a cell board's key names its board"
    );
    assert_eq!(boundary::move_from_number(1.5).unwrap_err(), "1.5 is not a packed move");
    assert_eq!(boundary::move_from_number(-1.0).unwrap_err(), "-1 is not a packed move");
    let game = Game::new(SquareVariant::Standard, Rules::default());
    assert_eq!(boundary::targets(&game, "z9").unwrap_err(), "\"z9\" is not a square (a1 to h8)");
    assert!(boundary::replay("standard", &[]).is_err(), "an unreadable start");
    let bad_move = boundary::replay(&GameState::of(&game).start, &[0xffff]).unwrap_err();
    assert!(bad_move.starts_with("move 1:"), "{bad_move}");
}

#[test]
fn requests_reach_the_core() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    let mut targets: Vec<String> =
        boundary::targets(&game, "b1").unwrap().into_iter().map(|t| t.to).collect();
    targets.sort();
    assert_eq!(targets, ["b3", "d3", "h1"]);
    assert!(boundary::targets(&game, "e4").unwrap().is_empty(), "no piece, no targets");
    assert_eq!(boundary::explain(&game, "b1", "d3").unwrap(), None);
    assert_eq!(
        boundary::explain(&game, "b1", "b4").unwrap().as_deref(),
        Some("b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares")
    );
    boundary::play(&mut game, "b1-d3").unwrap();
    let packed: Vec<u16> = game.moves().iter().map(|m| m.to_u16()).collect();
    let replayed = boundary::replay(
        &GameState::of(&Game::new(SquareVariant::Standard, Rules::default())).start,
        &packed,
    )
    .unwrap();
    assert_eq!(replayed.position(), game.position());
    assert_eq!(boundary::play(&mut game, "b1-d3").unwrap_err().to_string(), "there is no piece on b1");
}

#[test]
fn limits_are_checked() {
    let ok =
        LimitsRequest { level: Some(3), seed: Some(7.0), ..LimitsRequest::default() }.to_limits().unwrap();
    assert_eq!((ok.level, ok.seed, ok.depth), (3, 7, None));
    let bad_level = LimitsRequest { level: Some(9), ..LimitsRequest::default() }.to_limits().unwrap_err();
    assert_eq!(bad_level, "bad limits: level is 9, expected 1 to 6");
    let bad_seed = LimitsRequest { seed: Some(0.5), ..LimitsRequest::default() }.to_limits().unwrap_err();
    assert_eq!(bad_seed, "bad limits: seed is 0.5, expected a whole number ≥ 0");
    let from_json: LimitsRequest = serde_json::from_value(json!({"level": 6, "movetimeMs": 200})).unwrap();
    assert_eq!(from_json.to_limits().unwrap().movetime_ms, Some(200));
    assert!(
        serde_json::from_value::<LimitsRequest>(json!({"levle": 6})).is_err(),
        "unknown fields are refused"
    );
}

#[test]
fn rule_options_from_the_page_are_checked_in_the_core() {
    let options: loa::boundary::RuleOptions =
        serde_json::from_value(json!({"simultaneous": "draw", "moveLimit": null})).unwrap();
    assert_eq!(options.to_rules().unwrap(), Rules::tournament());
    let zero: loa::boundary::RuleOptions = serde_json::from_value(json!({"moveLimit": 0})).unwrap();
    assert_eq!(
        zero.to_rules().unwrap_err().to_string(),
        "the move limit must be at least 1 turn; leave it out for no limit"
    );
}

#[test]
fn a_scrambled_start_is_asked_for_with_the_rules_and_refused_on_the_8x8_boards() {
    use loa::boundary::input::{rules_and_start, square_rules, Input};
    let field = |name: &str, input: Input| (name.to_string(), input);
    let asked = [field("simultaneous", Input::Text("draw".into())), field("scrambled", Input::Bool(true))];
    let (rules, scrambled) = rules_and_start(&asked).unwrap();
    assert_eq!((rules.simultaneous, scrambled), (Simultaneous::Draw, true));
    assert_eq!(
        square_rules(&asked).unwrap_err(),
        "rules.scrambled: the 8×8 boards have no scrambled start (play the variant scrambled-eggs)"
    );
    // Said as false (the New game dialog always says it), the 8×8 boards take it.
    assert!(square_rules(&[field("scrambled", Input::Bool(false))]).is_ok());
    assert_eq!(
        rules_and_start(&[field("scrambled", Input::Number(1.0))]).unwrap_err(),
        "rules.scrambled must be true or false, not a number (1)"
    );
}

// ---- exchange: import, link, SGF, resignation, review --------------------------------------

#[test]
fn import_reads_an_sgf_game_as_the_page_receives_it() {
    let (game, notes) = boundary::import("(;GM[9]SU[Standard]PB[Ann];B[b1-d3]C[Sharp.];W[a3xd3])").unwrap();
    assert_eq!(json_of(&game)["ply"], 2);
    assert_eq!((notes.tag("Black"), notes.tag("White")), (Some("Ann"), None));
    assert_eq!(notes.comments, [Some("Sharp.".to_string())]);
    let err = boundary::import("(;GM[9];B[b1-z9])").unwrap_err();
    assert_eq!(err, "SGF, line 1, column 9: move 1 (Black): b1-z9: z9 is not a square");
    let err = boundary::import("").unwrap_err();
    assert!(!err.is_empty());
}

#[test]
fn sgf_and_link_round_trip_through_the_boundary() {
    let rules =
        Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(40), reversed: false };
    let mut game = Game::new(SquareVariant::Standard, rules);
    play_text(&mut game, "b1-d3").unwrap();
    play_text(&mut game, "a3xd3").unwrap();
    let mut notes = loa::notation::Annotations::default();
    boundary::set_comment(&mut notes, 2, 1, Some("A capture.".to_string())).unwrap();
    assert_eq!(
        boundary::set_comment(&mut notes, 2, 2, Some("x".to_string())).unwrap_err(),
        "no ply 2 to comment on: the game has 2 plies"
    );
    let long = "x".repeat(boundary::COMMENT_LIMIT + 1);
    assert!(boundary::set_comment(&mut notes, 2, 0, Some(long)).unwrap_err().contains("too long"));
    let (from_sgf, back) = boundary::import(&boundary::sgf(&game, &notes).unwrap()).unwrap();
    assert_eq!(from_sgf.moves(), game.moves());
    assert_eq!(back, notes);
    let text = boundary::link(&game);
    let back = boundary::from_link::<loa::Position>(&text).unwrap();
    assert_eq!((back.moves(), back.rules()), (game.moves(), rules));
    assert!(boundary::from_link::<loa::Position>("chess~mBT").unwrap_err().starts_with("bad game link: "));
}

/// The page resigns by a side's name or for the side to move, on every board: a name that is
/// no side and a side that does not play here are refused and change nothing; the resignation
/// is final (no second one, no taking back) and travels in the link.
#[test]
fn resign_takes_a_side_or_the_side_to_move_and_is_final() {
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 2, 1);
        assert_eq!(
            boundary::resign(&mut game, Some("purple")).unwrap_err(),
            "\"purple\" is not a side: expected black, white, east_west or north_south"
        );
        let (absent, sides) = if variant.has_teams() {
            ("black", "East–West and North–South")
        } else {
            ("north_south", "Black and White")
        };
        let err = boundary::resign(&mut game, Some(absent)).unwrap_err();
        assert!(
            err.ends_with(&format!("does not play in {}: the sides are {sides}", variant.name())),
            "{err}"
        );
        assert_eq!(GameState::of(&game).outcome, None, "refusals change nothing");
        let loser = game.position().side_to_move();
        boundary::resign(&mut game, None).unwrap();
        let outcome = GameState::of(&game).outcome.unwrap();
        let winner = loser.opponent().key();
        assert_eq!(
            (outcome.reason.as_str(), outcome.cause, outcome.winner),
            (format!("{loser} resigned").as_str(), "resignation", Some(winner))
        );
        assert!(boundary::resign(&mut game, None).is_err(), "a game over cannot be resigned again");
        assert!(boundary::truncate(&mut game, 0).is_err(), "a resignation is final");
        let back = boundary::from_link::<B>(&boundary::link(&game)).unwrap();
        assert_eq!(back.outcome(), game.outcome());
    }
    each_board!(EVERY_BOARD, check);
}

#[test]
fn state_at_shows_an_earlier_position_and_truncate_takes_back_later_moves() {
    let mut game = game_after(SquareVariant::Standard, &["b1-d3", "a3xd3", "c1-c3"]);
    let at1 = serde_json::to_value(boundary::state_at(&game, 1).unwrap()).unwrap();
    assert_eq!(at1["ply"], 1);
    assert_eq!(at1["lastMove"]["text"], "b1-d3");
    assert_eq!(at1["turn"], "white");
    assert_eq!(serde_json::to_value(boundary::state_at(&game, 3).unwrap()).unwrap(), json_of(&game));
    assert_eq!(boundary::state_at(&game, 4).unwrap_err(), "no ply 4: the game has 3 plies");
    assert_eq!(json_of(&game)["ply"], 3, "review changes nothing");
    assert!(boundary::truncate(&mut game, 9).is_err());
    boundary::truncate(&mut game, 1).unwrap();
    let state = json_of(&game);
    assert_eq!((state["ply"].clone(), state["canRedo"].clone()), (json!(1), json!(true)));
}
