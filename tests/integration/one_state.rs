//! One game shape on every board: the wide boards' state, outcome, refusals and packed moves
//! are the 8×8 game's (`loa::boundary::GameState::of`, `play`), so the page's one board
//! component can play any board; and every board, square or hexagonal, comes with its cells to
//! draw (`BoardView`).

use crate::common::cell_computer_move;
use loa::boundary::{
    cell_variant, explain_code, lose_on_time, play, play_number, resign, state_at, truncate, BoardView,
    GameState, Refusal,
};
use loa::cell_board::{cell_shapes, Cell, CellGame, CellMove, CellPosition, CellShape};
use loa::{Game, PlayError, Rules, Simultaneous, SquareVariant, Variant};
use serde_json::Value;
use std::collections::BTreeSet;

/// Every key path of a JSON value (`legalMoves[].from`), arrays read through all their items.
fn key_paths(value: &Value, path: &str, into: &mut BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (key, v) in map {
                let here = format!("{path}.{key}");
                into.insert(here.clone());
                key_paths(v, &here, into);
            }
        }
        Value::Array(items) => items.iter().for_each(|v| key_paths(v, &format!("{path}[]"), into)),
        _ => {}
    }
}

fn paths(state: &GameState) -> BTreeSet<String> {
    let mut into = BTreeSet::new();
    key_paths(&serde_json::to_value(state).unwrap(), "", &mut into);
    into
}

/// A wide game of `variant` (its key) under the draw scoring, after the move texts `moves`.
fn wide(variant: &str, moves: &[&str]) -> CellGame {
    let mut game = CellGame::with_scoring(cell_variant(variant).unwrap(), Simultaneous::Draw);
    for text in moves {
        game.play_text(text).unwrap();
    }
    game
}

fn refused(game: &mut CellGame, text: &str) -> Refusal {
    let before = game.moves().len();
    let refusal = play(game, text).expect_err(text);
    assert_eq!(game.moves().len(), before, "{text}: a refused move leaves the game as it was");
    refusal
}

fn code(refusal: &Refusal) -> &'static str {
    match refusal {
        Refusal::Rules(view) => view.code,
        Refusal::Request(message) => panic!("a request refusal, not the rules': {message}"),
    }
}

#[test]
fn a_finished_wide_game_sends_every_key_a_finished_standard_game_sends() {
    // A standard game won by connection, against a Black Hole game and a hex-5 game that end
    // by resignation after a move (the keys of the outcome are the same whatever the cause).
    let mut standard = Game::new(SquareVariant::Standard, Rules::default());
    standard.play(standard.legal_moves()[0]).unwrap();
    standard.resign(standard.position().side_to_move()).unwrap();
    let standard = paths(&GameState::of(&standard));
    for variant in ["black-hole", "standard-12x12", "hex-5", "hex-6"] {
        let mut game = wide(variant, &[]);
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
        resign(&mut game, None).unwrap();
        assert_eq!(paths(&GameState::of(&game)), standard, "{variant}");
    }
}

#[test]
fn every_board_starts_with_its_cells_holes_pieces_and_the_cores_moves() {
    // (state, cells, shape, size, holes, pieces a side, the core's legal moves)
    let standard = Game::new(SquareVariant::Standard, Rules::default());
    let mut rows =
        vec![(GameState::of(&standard), 64, "square", 8, vec![], 12, standard.legal_moves().len())];
    for (variant, cells, shape, size, holes, pieces) in [
        (Variant::BlackHole.cell_shape().unwrap(), 81, "square", 9, vec!["e5"], 14),
        (Variant::Standard12x12.cell_shape().unwrap(), 144, "square", 12, vec![], 20),
        (Variant::Hex5.cell_shape().unwrap(), 61, "hex", 5, vec![], 9),
        (Variant::Hex6.cell_shape().unwrap(), 91, "hex", 6, vec!["f6"], 12),
    ] {
        let game = CellGame::with_scoring(variant, Simultaneous::MoverWins);
        rows.push((GameState::of(&game), cells, shape, size, holes, pieces, game.legal_moves().len()));
    }
    for (state, cells, shape, size, holes, pieces, legal) in rows {
        let variant = state.variant;
        assert_eq!(
            (state.board.cells.len(), state.board.shape, state.size),
            (cells, shape, size),
            "{variant}"
        );
        assert_eq!(state.holes, holes, "{variant}");
        for colour in ["black", "white"] {
            assert_eq!(
                state.pieces.iter().filter(|p| p.colour == colour).count(),
                pieces,
                "{variant} {colour}"
            );
        }
        assert_eq!(state.turn, "black");
        assert!(state.history.is_empty() && state.outcome.is_none());
        // The legal moves are the core's, each from a black piece, named by its text.
        assert_eq!(state.legal_moves.len(), legal, "{variant}");
        for m in &state.legal_moves {
            let from = m.from.as_deref().unwrap();
            assert!(state.pieces.iter().any(|p| p.square == from && p.colour == "black"), "{variant} {from}");
            assert!(m.text.starts_with(from), "{}", m.text);
        }
    }
    let played = GameState::of(&wide("black-hole", &["b1-b3", "a2-c2"]));
    let texts: Vec<&str> = played.history.iter().map(|p| p.mv.text.as_str()).collect();
    assert_eq!((texts, played.turn), (vec!["b1-b3", "a2-c2"], "black"));
    assert_eq!(
        cell_variant("standard").unwrap_err(),
        "unknown wide variant \"standard\": expected one of black-hole, standard-12x12, hex-5, hex-6"
    );
}

/// On every board the page's state carries a draw offer, the agreed draw, its decline by a
/// move and a loss on time by the same keys, causes and reasons (the side that did not run out
/// wins; in AmbiLOA the teams).
#[test]
fn every_board_offers_draws_and_loses_on_time_in_one_state() {
    use crate::boards::{each_board, new_game, play_turns, EVERY_BOARD};
    use loa::boundary::PageBoard;
    fn check<B: PageBoard>(variant: Variant) {
        let mut game = new_game::<B>(variant);
        play_turns(&mut game, 21, 1);
        game.offer_draw().unwrap();
        assert!(GameState::of(&game).draw_offered, "the offer is in the state");
        let mut agreed = game.clone();
        agreed.accept_draw().unwrap();
        let state = GameState::of(&agreed);
        let outcome = state.outcome.unwrap();
        assert_eq!((outcome.key.as_str(), outcome.cause, state.can_undo), ("draw", "agreement", false));
        let mut declined = game.clone();
        play_turns(&mut declined, 22, 1);
        assert!(!GameState::of(&declined).draw_offered, "a move declines it");
        let loser = loa::Side::from_index(0, variant.has_teams());
        lose_on_time(&mut declined, loser.key()).unwrap();
        let state = GameState::of(&declined);
        let outcome = state.outcome.unwrap();
        let winner = loser.opponent().key();
        assert_eq!(
            (outcome.key, outcome.reason, outcome.cause),
            (format!("{winner}_wins"), format!("{loser} ran out of time"), "time")
        );
        assert!(!state.can_undo && outcome.winning_groups.is_empty(), "final, and no group won it");
    }
    each_board!(EVERY_BOARD, check);
}

/// Resigned, lost on time, agreed drawn: final on every board, so undo is off in the state (the
/// page greys its button) as it is in the game.
#[test]
fn no_board_offers_to_take_back_a_move_once_the_game_is_given_up_or_agreed_drawn() {
    use crate::boards::{each_board, new_game, play_turns, EVERY_BOARD};
    use loa::boundary::PageBoard;
    fn check<B: PageBoard>(variant: Variant) {
        let played = || {
            let mut game = new_game::<B>(variant);
            play_turns(&mut game, 23, 1);
            game
        };
        assert!(GameState::of(&played()).can_undo, "a game going on can take its move back");
        let mut resigned = played();
        resigned.resign(resigned.position().side_to_move()).unwrap();
        let mut timed_out = played();
        timed_out.lose_on_time(loa::Side::from_index(1, variant.has_teams())).unwrap();
        let mut agreed = played();
        agreed.offer_draw().unwrap();
        agreed.accept_draw().unwrap();
        for (name, mut game) in [("resigned", resigned), ("lost on time", timed_out), ("agreed", agreed)] {
            assert!(!GameState::of(&game).can_undo, "{name}: no undo offered");
            assert_eq!(game.undo(), None, "{name}: and none done");
        }
    }
    each_board!(EVERY_BOARD, check);
}

#[test]
fn every_board_lists_its_cells_inside_its_extent_one_cell_apart() {
    let mut boards: Vec<(String, BoardView, usize)> = SquareVariant::ALL
        .map(Variant::from)
        .iter()
        .map(|v| (v.key().to_string(), BoardView::squares(v.size().width()), 4))
        .collect();
    boards.extend(cell_shapes().map(|v| {
        (
            v.variant.key().to_string(),
            BoardView::of_geometry(v.geometry()),
            if v.variant.is_hex() { 3 } else { 4 },
        )
    }));
    for (variant, board, axes) in boards {
        let names: BTreeSet<&str> = board.cells.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names.len(), board.cells.len(), "{variant}: every cell has a name of its own");
        for cell in &board.cells {
            assert!(
                cell.x >= 0.5 - 1e-9
                    && cell.x <= board.width - 0.5 + 1e-9
                    && cell.y >= 0.5 - 1e-9
                    && cell.y <= board.height - 0.5 + 1e-9,
                "{variant}: {} at ({}, {}) lies inside {}×{}",
                cell.name,
                cell.x,
                cell.y,
                board.width,
                board.height
            );
        }
        // The nearest other centre is one cell away, and a middle cell has 2·axes neighbours there.
        let most_neighbours = board
            .cells
            .iter()
            .map(|a| {
                let near = board.cells.iter().filter(|b| {
                    let d = ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
                    assert!(
                        b.name == a.name || d > 1.0 - 1e-9,
                        "{variant}: {} and {} overlap",
                        a.name,
                        b.name
                    );
                    (d - 1.0).abs() < 1e-9
                });
                near.count()
            })
            .max()
            .unwrap();
        // Squares touch four others side by side (the diagonals are √2 away), hexagons six.
        assert_eq!(most_neighbours, if axes == 3 { 6 } else { 4 }, "{variant}");
    }
}

#[test]
fn the_standard_board_names_a1_at_the_bottom_left_and_hex_rows_run_up_the_board() {
    let standard = BoardView::squares(8);
    let at = |board: &BoardView, name: &str| {
        let cell = board.cells.iter().find(|c| c.name == name).unwrap();
        (cell.x, cell.y)
    };
    assert_eq!((at(&standard, "a1"), at(&standard, "h8")), ((0.5, 7.5), (7.5, 0.5)));
    let hex = BoardView::of_geometry(Variant::Hex5.cell_shape().unwrap().geometry());
    let (a1, i5, e5) = (at(&hex, "a1"), at(&hex, "i5"), at(&hex, "e5"));
    assert!(a1.1 > e5.1 && e5.1 > i5.1, "row a at the bottom, row i at the top: {a1:?} {e5:?} {i5:?}");
    assert!(
        (e5.0 - hex.width / 2.0).abs() < 1e-9 && (e5.1 - hex.height / 2.0).abs() < 1e-9,
        "e5 in the middle"
    );
}

#[test]
fn a_wide_refusal_carries_the_code_and_facts_the_page_words() {
    let mut game = wide("black-hole", &[]);
    let Refusal::Rules(view) = refused(&mut game, "b1-b4") else { panic!() };
    assert_eq!(
        (view.code, view.params.from.as_deref(), view.params.to.as_deref(), view.params.pieces),
        ("wrong-distance", Some("b1"), Some("b4"), Some(2))
    );
    assert_eq!((view.params.line_kind, view.params.line.as_deref()), (Some("file"), Some("b")));
    assert_eq!(view.message, "b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares");
    let Refusal::Rules(view) = refused(&mut game, "b1-d1") else { panic!() };
    assert_eq!(
        (view.code, view.params.line_kind, view.params.line.as_deref()),
        ("wrong-distance", Some("rank"), Some("1"))
    );
    assert_eq!(code(&refused(&mut game, "a2-a3")), "not-your-piece");
    assert_eq!(code(&refused(&mut game, "c3-c4")), "no-piece");
    assert_eq!(code(&refused(&mut game, "b1-c4")), "not-a-line");
    assert_eq!(code(&refused(&mut game, "b1-b1")), "no-move");
    assert_eq!(code(&refused(&mut game, "pass")), "pass-with-moves");
    assert!(matches!(refused(&mut game, "b1-z99"), Refusal::Request(m) if m.contains("no cell \"z99\"")));
    // On hexagons a line is named by its end cells.
    let mut hex = wide("hex-5", &[]);
    let legal = hex.legal_moves()[0];
    let g = hex.position().geometry();
    let from = g.name(usize::from(legal.from)).to_string();
    let beyond = (0..g.len())
        .find(|&c| {
            matches!(
                hex.check(CellMove { from: legal.from, to: c as u8 }),
                Err(PlayError::WrongDistance { .. })
            )
        })
        .unwrap();
    let Refusal::Rules(view) = refused(&mut hex, &format!("{from}-{}", g.name(beyond))) else { panic!() };
    assert_eq!((view.code, view.params.line_kind), ("wrong-distance", Some("line")));
    assert!(view.params.line.as_deref().unwrap().contains('-'), "{:?}", view.params.line);
    // A hex board has no files, ranks or diagonals: a cell on none of its lines through the piece
    // is refused as off its three axes (on both hex boards), and a move to the piece's own cell
    // is still no move.
    for (variant, off_line) in [("hex-5", "b1-e5"), ("hex-6", "b1-c4")] {
        let mut hex = wide(variant, &[]);
        let Refusal::Rules(view) = refused(&mut hex, off_line) else { panic!() };
        let (from, to) = off_line.split_once('-').unwrap();
        assert_eq!(
            (view.code, view.params.from.as_deref(), view.params.to.as_deref()),
            ("not-a-hex-line", Some(from), Some(to))
        );
        let sentence =
            format!("{off_line}: on a hex board pieces move along its three axes, and {to} is on no line through {from}");
        assert_eq!(view.message, sentence, "{variant}");
        assert_eq!(code(&refused(&mut hex, "b1-b1")), "no-move", "{variant}");
    }
    // A finished game refuses every move with its result.
    resign(&mut game, Some("white")).unwrap();
    let Refusal::Rules(view) = refused(&mut game, "b1-b3") else { panic!() };
    assert_eq!(
        (view.code, view.params.winner, view.params.cause),
        ("game-over", Some("black"), Some("resignation"))
    );
    assert_eq!(explain_code(&game, "b1", "b3").unwrap().unwrap().code, "game-over");
}

/// The first game position, along a game of each side's first listed move, where a slide is
/// refused for a reason that `wanted` accepts; with that refusal.
fn first_refusal(
    variant: &'static CellShape,
    wanted: fn(&PlayError<Cell>) -> bool,
) -> (CellGame, PlayError<Cell>) {
    let mut game = CellGame::with_scoring(variant, Simultaneous::Draw);
    while game.outcome().is_none() {
        let cells = game.position().geometry().len() as u8;
        let found = (0..cells)
            .flat_map(|from| (0..cells).map(move |to| CellMove { from, to }))
            .find_map(|m| game.check(m).err().filter(wanted));
        if let Some(refusal) = found {
            return (game, refusal);
        }
        let first = game.legal_moves()[0];
        game.play(first).unwrap();
    }
    panic!("{variant}: no such refusal in the whole game")
}

#[test]
fn a_jump_over_an_enemy_and_a_landing_on_ones_own_piece_are_refused_by_name() {
    for variant in cell_shapes() {
        let (game, jump) = first_refusal(variant, |r| matches!(r, PlayError::JumpsEnemy { .. }));
        let pos = game.position();
        let PlayError::JumpsEnemy { from, to, over } = jump else { unreachable!() };
        assert!(pos.pieces(pos.turn().opponent()).contains(over.index()), "{variant}");
        let view = explain_code(&game, &from.to_string(), &to.to_string()).unwrap().unwrap();
        assert_eq!(
            (view.code, view.params.over.clone()),
            ("jumps-enemy", Some(over.to_string())),
            "{variant}"
        );
        let (mut game, own) =
            first_refusal(variant, |r| matches!(r, PlayError::LandsOnFriendly { partner: false, .. }));
        let PlayError::LandsOnFriendly { from, to, .. } = own else { unreachable!() };
        let text = format!("{from}-{to}");
        assert_eq!(code(&refused(&mut game, &text)), "lands-on-own", "{variant} {text}");
    }
}

#[test]
fn the_refusals_find_exactly_the_illegal_slides() {
    // From the start and a few moves on, on every wide board: a slide is refused exactly when
    // the position's move generator does not list it (the refusal only explains).
    for variant in cell_shapes() {
        let mut game = CellGame::with_scoring(variant, Simultaneous::Draw);
        for _ in 0..6 {
            let pos: CellPosition = *game.position();
            let g = pos.geometry();
            let legal = pos.legal_moves();
            for from in 0..g.len() {
                for to in 0..g.len() {
                    let m = loa::cell_board::CellMove { from: from as u8, to: to as u8 };
                    let listed = legal.as_slice().contains(&m);
                    assert_eq!(game.check(m).is_ok(), listed, "{variant} {}-{}", g.name(from), g.name(to));
                }
            }
            let next = game.legal_moves()[game.moves().len() % game.legal_moves().len()];
            game.play(next).unwrap();
        }
    }
}

#[test]
fn packed_moves_replay_a_wide_game_and_review_and_truncate_keep_the_moves() {
    let mut game = wide("hex-6", &[]);
    for _ in 0..4 {
        let packed = GameState::of(&game).legal_moves[1].packed;
        play_number(&mut game, f64::from(packed)).unwrap();
    }
    let state = GameState::of(&game);
    assert_eq!((state.ply, state.turn_number, state.history.len(), state.turns.len()), (4, 5, 4, 4));
    assert!(
        matches!(play_number(&mut game, 0.5), Err(Refusal::Request(m)) if m == "0.5 is not a packed move")
    );
    assert!(matches!(play_number(&mut game, f64::from(u16::MAX - 1)), Err(Refusal::Request(_))));
    let earlier = state_at(&game, 2).unwrap();
    assert_eq!((earlier.ply, &earlier.history[..], earlier.can_redo), (2, &state.history[..2], false));
    assert_eq!(state_at(&game, 5).unwrap_err(), "no ply 5: the game has 4 plies");
    truncate(&mut game, 1).unwrap();
    let cut = GameState::of(&game);
    assert_eq!((cut.ply, cut.can_redo, cut.can_undo), (1, true, true));
    assert_eq!(cut.last_move, state.history.first().cloned());
}

#[test]
fn a_wide_win_by_connection_names_its_group_and_cause_as_the_standard_game_does() {
    // Black Hole's ending: find the first game of the computer's own moves that ends.
    let mut game = wide("black-hole", &[]);
    let mut searcher = loa::search::Searcher::new();
    while game.outcome().is_none() {
        let text = cell_computer_move(&mut searcher, &game, 1, game.moves().len() as u64).unwrap();
        game.play_text(&text).unwrap();
    }
    let state = GameState::of(&game);
    let outcome = state.outcome.unwrap();
    assert!(state.legal_moves.is_empty() && state.players.iter().all(|p| !p.to_move));
    match outcome.winner {
        Some(winner) => {
            assert!(
                ["connection", "connection-by-capture", "simultaneous"].contains(&outcome.cause),
                "{}",
                outcome.cause
            );
            let pieces: Vec<&str> =
                state.pieces.iter().filter(|p| p.colour == winner).map(|p| p.square.as_str()).collect();
            assert_eq!(outcome.winning_groups.len(), 1);
            assert_eq!(
                outcome.winning_groups[0].iter().map(String::as_str).collect::<BTreeSet<_>>(),
                pieces.into_iter().collect()
            );
        }
        None => assert_eq!(outcome.key, "draw"),
    }
}
