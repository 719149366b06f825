//! The page's games list (issue 18) exports every game as one SGF collection and reads it back
//! through Open… with `boundary::sgf_links`: each game comes back as its game link, with its
//! variant, rules, start, moves and resignation; a collection with a bad game is refused whole,
//! naming where.

use loa::boundary;
use loa::notation::{format_sgf, link, play_text};
use loa::{Game, Rules, Simultaneous, Variant};

fn game(variant: Variant, rules: Rules, turns: &[&str], resign: bool) -> Game {
    let mut game = Game::new(variant, rules);
    for turn in turns {
        play_text(&mut game, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    if resign {
        game.resign().unwrap();
    }
    game
}

#[test]
fn an_exported_collection_comes_back_as_every_games_link_in_order() {
    let tournament =
        Rules { simultaneous: Simultaneous::Draw, repetition: false, move_limit: Some(40), reversed: false };
    let games = [
        game(Variant::Standard, Rules::default(), &["b1-d3", "a3xd3"], true),
        game(Variant::ScrambledEggs, tournament, &[], false),
        game(Variant::Parachute, Rules::default(), &[], false),
    ];
    let export: Vec<String> = games.iter().map(|g| format_sgf(g).unwrap().trim().to_string()).collect();
    let links = boundary::sgf_links(&(export.join("\n") + "\n")).unwrap();
    let expected: Vec<String> = games.iter().map(link::encode).collect();
    assert_eq!(links, expected.join("\n"));
    assert!(links.contains("~rb"), "the resignation travels: {links}");
}

#[test]
fn a_collection_with_a_bad_game_is_refused_whole_and_a_record_is_not_sgf() {
    let good = format_sgf(&game(Variant::Standard, Rules::default(), &["b1-d3"], false)).unwrap();
    let text = format!("{}\n(;GM[9];B[b1-b4])", good.trim());
    let why = boundary::sgf_links(&text).unwrap_err();
    assert!(why.contains("line 2"), "{why}");
    assert!(boundary::sgf_links("1. b1-d3 *").is_err());
}
