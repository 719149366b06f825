//! The objects the page receives, built on the host (`loa::boundary`): every field of the game
//! state, the search report's "wins in N turns" distance, the checking of requests, and the JSON
//! shape the page reads (camelCase keys, `null` for absent values).

use loa::boundary::{self, GameState, SearchReport};
use loa::notation::{parse_move, parse_position, play_text};
use loa::search::{SearchInfo, MATE};
use loa::{Game, Move, Position, Rules, Simultaneous, SquareVariant};
use serde_json::{json, Value};

pub(super) fn game_after(variant: SquareVariant, turns: &[&str]) -> Game {
    let mut game = Game::new(variant, Rules::default());
    for turn in turns {
        play_text(&mut game, turn).unwrap_or_else(|e| panic!("{turn}: {e}"));
    }
    game
}

fn from_position(text: &str) -> Game {
    let (pos, rules) = parse_position(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    Game::from_position(pos, rules)
}

pub(super) fn json_of(game: &Game) -> Value {
    serde_json::to_value(GameState::of(game)).unwrap()
}

fn keys(value: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = value.as_object().expect("an object").keys().map(String::as_str).collect();
    keys.sort_unstable();
    keys
}

// ---- players -------------------------------------------------------------------------------

#[test]
fn two_players_have_no_seat_names_and_no_hands() {
    let state = json_of(&Game::new(SquareVariant::Standard, Rules::default()));
    assert_eq!(
        state["players"],
        json!([
            {"colour": "black", "side": "black", "sideColour": "black", "seat": null,
             "inHand": null, "handColour": null, "toMove": true},
            {"colour": "white", "side": "white", "sideColour": "white", "seat": null,
             "inHand": null, "handColour": null, "toMove": false},
        ])
    );
}

#[test]
fn ambiloa_players_sit_south_west_north_east_in_two_teams() {
    let state = GameState::of(&Game::new(SquareVariant::AmbiLoa, Rules::default()));
    let seats: Vec<_> =
        state.players.iter().map(|p| (p.colour, p.seat.unwrap(), p.side, p.side_colour, p.to_move)).collect();
    assert_eq!(
        seats,
        [
            ("white", "south", "north_south", "white", true),
            ("black", "west", "east_west", "black", false),
            ("yellow", "north", "north_south", "white", false),
            ("blue", "east", "east_west", "black", false),
        ]
    );
    assert!(state.players.iter().all(|p| p.in_hand.is_none() && p.hand_colour.is_none()));
}

#[test]
fn parachute_players_hold_the_opponents_pieces() {
    let state = GameState::of(&game_after(SquareVariant::Parachute, &["a3-c3@d4"]));
    let hands: Vec<_> =
        state.players.iter().map(|p| (p.colour, p.in_hand, p.hand_colour, p.to_move)).collect();
    assert_eq!(hands, [("black", Some(5), Some("white"), false), ("white", Some(6), Some("black"), true)]);
    assert_eq!(state.in_hand, [5, 6], "the old field stays");
}

#[test]
fn nobody_is_to_move_once_the_game_is_over() {
    let mut game = from_position("standard 5w1w/8/8/8/8/8/8/bb1b4 b - mover-wins,repetition");
    play_text(&mut game, "d1-c2").unwrap();
    assert!(GameState::of(&game).players.iter().all(|p| !p.to_move));
}

// ---- drops and turns -----------------------------------------------------------------------

#[test]
fn the_drop_colour_is_the_opponents_while_a_drop_is_due() {
    let mut game = Game::new(SquareVariant::Parachute, Rules::default());
    assert_eq!(GameState::of(&game).drop_colour, None);
    play_text(&mut game, "a3-c3").unwrap();
    assert_eq!(GameState::of(&game).drop_colour, Some("white"), "Black drops a white piece");
    play_text(&mut game, "@d4").unwrap();
    assert_eq!(GameState::of(&game).drop_colour, None);
    play_text(&mut game, "a2-c2").unwrap();
    assert_eq!(GameState::of(&game).drop_colour, Some("black"));
    assert_eq!(GameState::of(&Game::new(SquareVariant::Standard, Rules::default())).drop_colour, None);
}

#[test]
fn a_parachute_move_and_its_drop_are_one_turn() {
    let game = game_after(SquareVariant::Parachute, &["a3-c3@d4", "a2-c2"]);
    let state = json_of(&game);
    assert_eq!(
        state["turns"],
        json!([
            {"colour": "black", "side": "black", "text": "a3-c3@d4", "plies": [0, 1],
             "squares": ["a3", "c3", "d4"], "capture": false, "kind": "turn"},
            {"colour": "white", "side": "white", "text": "a2-c2", "plies": [2, 2],
             "squares": ["a2", "c2"], "capture": false, "kind": "slide"},
        ])
    );
    assert_eq!(state["lastTurnSquares"], json!(["a2", "c2"]));
    assert_eq!(state["ply"], json!(3));
    assert_eq!(state["turnNumber"], json!(2), "the drop completes turn 2");
    let done = json_of(&game_after(SquareVariant::Parachute, &["a3-c3@d4", "a2-c2@e5"]));
    assert_eq!(done["lastTurnSquares"], json!(["a2", "c2", "e5"]), "both parts of the last turn");
    assert_eq!(done["turnNumber"], json!(3));
}

#[test]
fn a_capture_turn_is_marked_and_the_start_has_no_last_turn() {
    let start = json_of(&Game::new(SquareVariant::Standard, Rules::default()));
    assert_eq!(start["turns"], json!([]));
    assert_eq!(start["lastTurnSquares"], json!([]));
    assert_eq!(start["turnNumber"], json!(1));
    let game = game_after(SquareVariant::Standard, &["b1-d3", "a3xd3"]);
    let turns = GameState::of(&game).turns;
    assert!(!turns[0].capture && turns[1].capture);
    assert_eq!(turns[1].text, "a3xd3");
    assert_eq!((turns[1].colour, turns[1].side), ("white", "white"));
}

#[test]
fn ambiloa_turns_carry_their_team() {
    let game = game_after(SquareVariant::AmbiLoa, &["b1-b3"]);
    let turn = &GameState::of(&game).turns[0];
    assert_eq!((turn.colour, turn.side, turn.kind), ("white", "north_south", "slide"));
}

// ---- outcome -------------------------------------------------------------------------------

/// Seed 000 figure 6 idea: c5xc3 joins Black's group and leaves White one piece.
const BOTH_CONNECTED: &str = "standard 7w/8/8/2b5/8/2w5/1b1b4/8 b -";

#[test]
fn a_connection_win_shows_the_winners_group() {
    let mut game = from_position("standard 5w1w/8/8/8/8/8/8/bb1b4 b - mover-wins,repetition");
    play_text(&mut game, "d1-c2").unwrap();
    let outcome = &json_of(&game)["outcome"];
    assert_eq!(
        *outcome,
        json!({"key": "black_wins", "winner": "black", "loser": "white", "reason": "Black connected all pieces",
               "result": "1-0", "cause": "connection", "winningGroups": [["a1", "b1", "c2"]]})
    );
}

#[test]
fn simultaneous_connection_shows_the_winners_group_or_both_in_a_draw() {
    let mut mover_wins = from_position(&format!("{BOTH_CONNECTED} mover-wins,repetition"));
    play_text(&mut mover_wins, "c5xc3").unwrap();
    let outcome = GameState::of(&mover_wins).outcome.unwrap();
    assert_eq!((outcome.cause, outcome.winner), ("simultaneous", Some("black")));
    assert_eq!(outcome.winning_groups, [["b2", "d2", "c3"]]);

    let mut draw = from_position(&format!("{BOTH_CONNECTED} draw,repetition"));
    play_text(&mut draw, "c5xc3").unwrap();
    let outcome = GameState::of(&draw).outcome.unwrap();
    assert_eq!((outcome.cause, outcome.winner, outcome.key.as_str()), ("simultaneous", None, "draw"));
    assert_eq!(outcome.winning_groups, [vec!["b2", "d2", "c3"], vec!["h8"]]);
}

#[test]
fn draws_by_move_limit_and_repetition_have_no_groups() {
    let rules = Rules { move_limit: Some(1), ..Rules::default() };
    let mut game = Game::new(SquareVariant::Standard, rules);
    play_text(&mut game, "b1-d3").unwrap();
    let outcome = GameState::of(&game).outcome.unwrap();
    assert_eq!((outcome.cause, outcome.winning_groups.len()), ("move-limit", 0));

    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    for turn in ["b1-d3", "a7-c7", "d3-b1", "c7-a7", "b1-d3", "a7-c7", "d3-b1", "c7-a7"] {
        play_text(&mut game, turn).unwrap();
    }
    let outcome = GameState::of(&game).outcome.unwrap();
    assert_eq!((outcome.cause, outcome.reason.as_str()), ("repetition", "Draw by threefold repetition"));
    assert!(outcome.winning_groups.is_empty());
}

// ---- the search report -----------------------------------------------------------------------

/// Black to move connects with d1-c2; White's f8 and h8 are apart.
const BLACK_WINS_IN_ONE: &str = "standard 5w1w/8/8/8/8/8/8/bb1b4 b - mover-wins,repetition";

fn pv(start: &Position, texts: &[&str]) -> Vec<Move> {
    let mut pos = *start;
    texts
        .iter()
        .map(|t| {
            let m = parse_move(t, &pos).unwrap();
            pos.play_unchecked(m);
            m
        })
        .collect()
}

fn report(position: &str, score: i32, line: &[&str]) -> SearchReport {
    let (root, _) = parse_position(position).unwrap();
    let info = SearchInfo { depth: 3, score, nodes: 100, nps: 1000, elapsed_ms: 7, pv: pv(&root, line) };
    SearchReport::of(&root, Simultaneous::MoverWins, &info)
}

#[test]
fn a_forced_win_counts_the_winners_turns() {
    let win = report(BLACK_WINS_IN_ONE, MATE - 1, &["d1-c2"]);
    assert_eq!((win.mate, win.decisive, win.side), (Some(1), true, "black"));
    assert_eq!((win.pv, win.pv_colours), (vec!["d1-c2".to_string()], vec!["black"]));
}

#[test]
fn a_forced_loss_counts_the_opponents_turns_negatively() {
    let white_to_move = BLACK_WINS_IN_ONE.replace(" b - ", " w - ");
    let loss = report(&white_to_move, -(MATE - 2), &["h8-h7", "d1-c2"]);
    assert_eq!((loss.mate, loss.decisive, loss.side), (Some(-1), true, "white"));
    assert_eq!(loss.pv_colours, ["white", "black"]);
}

#[test]
fn an_ordinary_score_or_a_short_line_has_no_distance() {
    let ordinary = report(BLACK_WINS_IN_ONE, 120, &["d1-c2"]);
    assert_eq!((ordinary.mate, ordinary.decisive), (None, false));
    let short = report(BLACK_WINS_IN_ONE, MATE - 3, &[]);
    assert_eq!((short.mate, short.decisive), (None, true), "forced, but the line stops short");
}

#[test]
fn a_stale_line_is_cut_at_its_first_illegal_ply() {
    let (root, _) = parse_position(BLACK_WINS_IN_ONE).unwrap();
    let mut line = pv(&root, &["d1-d2"]);
    line.push(line[0]); // d1-d2 again, with nothing left on d1
    let info = SearchInfo { depth: 2, score: 10, nodes: 1, nps: 1, elapsed_ms: 1, pv: line };
    let cut = SearchReport::of(&root, Simultaneous::MoverWins, &info);
    assert_eq!(cut.pv, ["d1-d2"]);
}

#[test]
fn parachute_pv_turns_join_their_drops() {
    let (root, _) = parse_position("parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b B6W6 mover-wins").unwrap();
    let mut pos = root;
    let line: Vec<Move> = ["a3-c3", "@d4", "a2-c2", "@e5"]
        .iter()
        .map(|t| {
            let m = parse_move(t, &pos).unwrap();
            pos.play_unchecked(m);
            m
        })
        .collect();
    let info = SearchInfo { depth: 4, score: 0, nodes: 1, nps: 1, elapsed_ms: 1, pv: line };
    let r = SearchReport::of(&root, Simultaneous::MoverWins, &info);
    assert_eq!(
        (r.pv, r.pv_colours),
        (vec!["a3-c3@d4".to_string(), "a2-c2@e5".into()], vec!["black", "white"])
    );
}

// ---- JSON shapes -----------------------------------------------------------------------------

#[test]
fn the_state_has_every_field_the_page_reads() {
    let state = json_of(&game_after(SquareVariant::Standard, &["b1-d3"]));
    assert_eq!(
        keys(&state),
        [
            "board",
            "canRedo",
            "canUndo",
            "drawOffered",
            "dropColour",
            "dropDue",
            "history",
            "historyFrom",
            "holes",
            "inHand",
            "lastMove",
            "lastTurnSquares",
            "legalMoves",
            "outcome",
            "pieces",
            "players",
            "ply",
            "position",
            "rules",
            "seats",
            "side",
            "size",
            "start",
            "turn",
            "turnNumber",
            "turns",
            "turnsFrom",
            "variant",
            "variantName",
        ]
    );
    assert_eq!(
        state["lastMove"],
        json!({"kind": "slide", "from": "b1", "to": "d3", "capture": false, "text": "b1-d3",
               "packed": Move::slide(loa::Square::parse("b1").unwrap(), loa::Square::parse("d3").unwrap(), false).to_u16(),
               "colour": "black"})
    );
    assert_eq!(
        state["rules"],
        json!({"simultaneous": "mover-wins", "repetition": true, "moveLimit": null, "reversed": false, "scrambled": false})
    );
    assert_eq!(state["holes"], json!([]));
    let gemma = json_of(&game_after(SquareVariant::Gemma, &["b1-b3"]));
    assert_eq!(gemma["holes"], json!(["b1"]));
    assert_eq!(state["pieces"][0], json!({"square": "c1", "colour": "black"}));
    assert_eq!((state["outcome"].clone(), state["dropColour"].clone()), (Value::Null, Value::Null));
    assert_eq!(state["variantName"], json!("Standard"));
}

#[test]
fn the_search_answer_has_every_field_the_worker_reads() {
    let r = report(BLACK_WINS_IN_ONE, MATE - 1, &["d1-c2"]);
    let answer = boundary::SearchAnswer {
        best: boundary::MoveView::of(pv(&parse_position(BLACK_WINS_IN_ONE).unwrap().0, &["d1-c2"])[0]),
        info: r,
    };
    let value = serde_json::to_value(answer).unwrap();
    assert_eq!(keys(&value), ["best", "info"]);
    assert_eq!(
        keys(&value["info"]),
        ["decisive", "depth", "elapsedMs", "mate", "nodes", "nps", "pv", "pvColours", "score", "side"]
    );
    assert_eq!(value["info"]["elapsedMs"], json!(7.0));
}
