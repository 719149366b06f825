//! The rules' refusals as the page receives them (`loa::boundary::PlayErrorView`): every
//! PlayError has a code, its parameters, and the core's English sentence. The cases are in
//! tests/data/play_errors.txt, which the page's language test words in every language.

use loa::boundary::{self, PlayErrorView, Refusal};
use loa::notation::{parse_position, play_text};
use loa::{Game, Rules};
use serde_json::{json, Value};
use std::collections::BTreeSet;

/// Every code the boundary gives (the doc of `PlayErrorView::code`).
const CODES: [&str; 15] = [
    "game-over",
    "drop-due",
    "no-drop-due",
    "no-drops-in-variant",
    "drop-not-empty",
    "pass-with-moves",
    "off-board",
    "no-piece",
    "not-your-piece",
    "no-move",
    "not-a-line",
    "wrong-distance",
    "jumps-enemy",
    "lands-on-own",
    "lands-on-partner",
];

struct Case {
    code: String,
    start: String,
    moves: Vec<String>,
    refused: String,
}

fn cases() -> Vec<Case> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/play_errors.txt")).unwrap();
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(fields.len(), 4, "{line}");
            Case {
                code: fields[0].to_string(),
                start: fields[1].to_string(),
                moves: fields[2]
                    .split(',')
                    .map(str::trim)
                    .filter(|m| !m.is_empty())
                    .map(String::from)
                    .collect(),
                refused: fields[3].to_string(),
            }
        })
        .collect()
}

fn game_of(case: &Case) -> Game {
    let mut game = if case.start.contains(' ') {
        let (pos, rules) = parse_position(&case.start).unwrap();
        Game::from_position(pos, rules)
    } else {
        Game::new(boundary::parse_variant(&case.start).unwrap(), Rules::default())
    };
    for m in &case.moves {
        play_text(&mut game, m).unwrap_or_else(|e| panic!("{}: {m}: {e}", case.start));
    }
    game
}

/// The refusal of a case, and the game, which must be unchanged by it.
fn refusal_of(case: &Case) -> PlayErrorView {
    let mut game = game_of(case);
    let before = *game.position();
    let view = match case.refused.split_once('>') {
        Some((from, to)) => boundary::explain_code(&game, from, to).unwrap().expect("an illegal slide"),
        None => match boundary::play(&mut game, &case.refused) {
            Err(Refusal::Rules(view)) => *view,
            other => panic!("{}: {other:?}", case.refused),
        },
    };
    assert_eq!(game.position(), &before, "{}: a refusal leaves the game unchanged", case.refused);
    view
}

#[test]
fn every_play_error_has_its_code_and_the_cores_sentence() {
    let mut seen = BTreeSet::new();
    for case in cases() {
        let view = refusal_of(&case);
        assert_eq!(view.code, case.code, "{} after {:?}", case.refused, case.moves);
        assert!(!view.message.is_empty());
        seen.insert(view.code);
    }
    assert_eq!(seen, CODES.into_iter().collect(), "the data file covers every code");
}

#[test]
fn explain_gives_the_same_sentence_as_its_code() {
    let game = Game::new(loa::SquareVariant::Standard, Rules::default());
    let view = boundary::explain_code(&game, "b1", "b4").unwrap().unwrap();
    assert_eq!(boundary::explain(&game, "b1", "b4").unwrap(), Some(view.message));
    assert_eq!(boundary::explain_code(&game, "b1", "d3").unwrap(), None);
}

fn params(code: &str, refused: &str) -> (Value, String) {
    let case = cases().into_iter().find(|c| c.code == code && c.refused == refused).expect("a case");
    let view = refusal_of(&case);
    (serde_json::to_value(&view.params).unwrap(), view.message)
}

#[test]
fn parameters_name_squares_colours_lines_and_results_by_key() {
    assert_eq!(
        params("wrong-distance", "b1-e4"),
        (
            json!({"from": "b1", "to": "e4", "pieces": 2, "lineKind": "diagonal", "line": "b1-h7"}),
            "b1-e4: the b1-h7 diagonal holds 2 pieces, so a piece on it moves exactly 2 squares".to_string()
        )
    );
    assert_eq!(params("wrong-distance", "b1-c1").0["lineKind"], "rank");
    assert_eq!(params("wrong-distance", "b1-c1").0["line"], "1");
    assert_eq!(
        params("wrong-distance", "d2-d4").1,
        "d2-d4: the d-file holds 1 piece, so a piece on it moves exactly 1 square"
    );
    assert_eq!(
        params("not-your-piece", "a2-a3"),
        (
            json!({"square": "a2", "owner": "white", "turn": "black"}),
            "the piece on a2 is White's, and it is Black's turn".to_string()
        )
    );
    assert_eq!(
        params("game-over", "h8-g8").0,
        json!({"winner": "black", "loser": "white", "cause": "connection"})
    );
    assert_eq!(params("no-drops-in-variant", "@d4").0, json!({"variant": "standard"}));
    assert_eq!(params("jumps-enemy", "d1-d4").0, json!({"from": "d1", "to": "d4", "over": "d3"}));
    assert_eq!(params("drop-due", "b1-d3").0, json!({}));
}

#[test]
fn a_malformed_move_is_a_request_error_without_code() {
    let mut game = Game::new(loa::SquareVariant::Standard, Rules::default());
    assert!(matches!(boundary::play(&mut game, "b1-z9"), Err(Refusal::Request(_))));
    assert!(matches!(boundary::play_number(&mut game, 1.5), Err(Refusal::Request(_))));
    assert!(matches!(boundary::play_number(&mut game, 70_000.0), Err(Refusal::Request(_))));
}
