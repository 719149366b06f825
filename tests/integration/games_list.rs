//! The page's games list exports every game as one SGF collection and reads it back
//! through Open… with `boundary::sgf_links`: each game comes back as its game link, with its
//! variant, rules, start, moves and resignation; a collection with a bad game is refused whole,
//! naming where.

use loa::boundary;
use loa::notation::{format_sgf, link, play_text};
use loa::{Game, Rules, Simultaneous, SquareVariant, Variant};

fn game(variant: SquareVariant, rules: Rules, turns: &[&str], resign: bool) -> Game {
    let mut game = Game::new(variant, rules);
    for turn in turns {
        play_text(&mut game, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    if resign {
        game.resign(game.position().side_to_move()).unwrap();
    }
    game
}

#[test]
fn an_exported_collection_comes_back_as_every_games_link_in_order() {
    let tournament =
        Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(40), reversed: false };
    let games = [
        game(SquareVariant::Standard, Rules::default(), &["b1-d3", "a3xd3"], true),
        game(SquareVariant::ScrambledEggs, tournament, &[], false),
        game(SquareVariant::Parachute, Rules::default(), &[], false),
    ];
    let export: Vec<String> = games.iter().map(|g| format_sgf(g).unwrap().trim().to_string()).collect();
    let links = boundary::sgf_links(&(export.join("\n") + "\n")).unwrap();
    let expected: Vec<String> = games.iter().map(link::encode).collect();
    assert_eq!(links, expected.join("\n"));
    assert!(links.contains("~rb"), "the resignation travels: {links}");
}

#[test]
fn a_collection_with_a_bad_game_is_refused_whole_and_a_record_is_not_sgf() {
    let good = format_sgf(&game(SquareVariant::Standard, Rules::default(), &["b1-d3"], false)).unwrap();
    let text = format!("{}\n(;GM[9];B[b1-b4])", good.trim());
    let why = boundary::sgf_links(&text).unwrap_err();
    assert!(why.contains("line 2"), "{why}");
    assert!(boundary::sgf_links("1. b1-d3 *").is_err());
}

#[test]
fn a_summary_says_what_the_list_shows_as_the_whole_state_does() {
    use loa::boundary::{GameState, GameSummary};
    let cases = [
        game(SquareVariant::Standard, Rules::default(), &["b1-d3", "a3xd3"], true),
        game(SquareVariant::Standard, Rules::default(), &["b1-d3"], false),
        game(SquareVariant::Parachute, Rules::default(), &["a3-c3@d4", "a2-c2@e5"], false),
        game(SquareVariant::AmbiLoa, Rules::default(), &[], false),
        game(SquareVariant::Gemma, Rules::default(), &[], true),
    ];
    for g in &cases {
        let (summary, state) = (GameSummary::of(g), GameState::of(g));
        assert_eq!(summary.variant, state.variant);
        assert_eq!(summary.result, state.outcome.as_ref().map(|o| o.result));
        assert_eq!(summary.winner, state.outcome.as_ref().and_then(|o| o.winner));
        assert_eq!(summary.to_move, state.side);
        assert_eq!(summary.turns, state.turns.len(), "{}", state.variant);
        for (colour, side) in ["black", "white"].into_iter().zip(summary.sides) {
            let player = state.players.iter().find(|p| p.side_colour == colour).unwrap();
            assert_eq!(player.side, side, "{} {colour}", state.variant);
        }
    }
    let parachute = GameSummary::of(&cases[2]);
    assert_eq!((parachute.turns, cases[2].moves().len()), (2, 4), "a move with its drop is one turn");
    assert_eq!(GameSummary::of(&cases[3]).sides, ["east_west", "north_south"]);
    assert_eq!(GameSummary::of(&cases[0]).winner, Some("white"), "Black resigned");
}

#[test]
fn a_wide_games_summary_says_what_its_whole_state_does() {
    use loa::boundary::{GameState, GameSummary};
    use loa::cell_board::CellGame;
    use loa::{Side, Simultaneous};
    let mut game = CellGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    let first = game.legal_moves()[0];
    game.play(first).unwrap();
    let under_way = GameSummary::of(&game);
    assert_eq!(
        (under_way.variant, under_way.result, under_way.to_move, under_way.turns),
        ("hex-5", None, "white", 1)
    );
    game.resign(Side::White).unwrap();
    let (summary, state) = (GameSummary::of(&game), GameState::of(&game));
    assert_eq!(summary.result, state.outcome.as_ref().map(|o| o.result));
    assert_eq!((summary.winner, summary.sides), (Some("black"), ["black", "white"]));
    assert_eq!(summary.turns, state.turns.len());
}
