//! The rule options of docs/rules.md §2 (passing, repetition, the move limit), one named test
//! each, and every `PlayError` produced by a real move attempt with its message checked word for
//! word. The helpers and the §1 rules are in `rules.rs`.

use super::rules::{fresh, play, refused, BOTH_CONNECTED_BY_ONE_CAPTURE};
use crate::common::{drop_on, position, slide, sq};
use loa::{Colour, DrawReason, Game, Move, Outcome, PlayError, Position, Rules, Setup, SquareVariant};

// ---------------------------------------------------------------------------------------------
// Passing (docs/rules.md §2).
// ---------------------------------------------------------------------------------------------

/// Black's a1 and h8 are each walled in by White pieces they may not jump.
// 8  . . . . . . w b
// 7  . . . . . . w w
// 6  . . . . . . . .
// 5  . . . . . . . .
// 4  . . . . . . . .
// 3  . . . . . . . .
// 2  w w . . . . . .
// 1  b w . . . . . .
//    a b c d e f g h
const BLACK_WALLED_IN: &str = "standard 6wb/6ww/8/8/8/8/ww6/bw6 b";

#[test]
fn a_player_without_a_legal_slide_must_pass() {
    let pos = position(BLACK_WALLED_IN);
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    assert_eq!(pos.count_legal_moves(), 1);
    let mut game = fresh(pos, Rules::default());
    assert!(!game.is_over());
    play(&mut game, Move::PASS);
    assert_eq!(game.position().turn(), Colour::White);
    assert_eq!(game.position().occupied(), pos.occupied(), "a pass moves nothing");
}

#[test]
fn a_pass_is_refused_when_a_move_exists() {
    let pos = Position::try_from(Setup { turn: Colour::White, ..position(BLACK_WALLED_IN).setup() })
        .expect("the same board with White to move");
    let mut game = fresh(pos, Rules::default());
    refused(&mut game, Move::PASS, "cannot pass: you have a legal move");
    let mut start = Game::new(SquareVariant::Standard, Rules::default());
    refused(&mut start, Move::PASS, "cannot pass: you have a legal move");
}

// ---------------------------------------------------------------------------------------------
// Repetition and the move limit (docs/rules.md §2).
// ---------------------------------------------------------------------------------------------

/// b1-b3, h2-f2, b3-b1, f2-h2 returns to the start position with Black to move.
fn shuffle_back_to_start(game: &mut Game) {
    for (from, to) in [("b1", "b3"), ("h2", "f2"), ("b3", "b1"), ("f2", "h2")] {
        play(game, slide(from, to));
    }
}

#[test]
fn third_occurrence_of_a_position_is_a_draw_when_repetition_is_on() {
    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    shuffle_back_to_start(&mut game);
    assert_eq!(game.repetitions(), 2);
    assert!(!game.is_over(), "the second occurrence is not yet a draw");
    shuffle_back_to_start(&mut game);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
    refused(&mut game, slide("b1", "b3"), "the game is over: draw by threefold repetition");
    assert!(game.legal_moves().is_empty(), "no legal moves once the game is over");
}

#[test]
fn repetition_does_not_draw_when_the_option_is_off() {
    let mut game = Game::new(SquareVariant::Standard, Rules { repetition: false, ..Rules::default() });
    for _ in 0..3 {
        shuffle_back_to_start(&mut game);
    }
    assert_eq!(game.repetitions(), 4);
    assert!(!game.is_over());
}

#[test]
fn the_move_limit_draws_after_n_turns() {
    let mut game = Game::new(SquareVariant::Standard, Rules { move_limit: Some(4), ..Rules::default() });
    for (i, (from, to)) in [("b1", "b3"), ("h2", "f2"), ("b3", "b1"), ("f2", "h2")].into_iter().enumerate() {
        assert!(!game.is_over(), "not over after {i} turns");
        play(&mut game, slide(from, to));
    }
    assert_eq!(game.turns_played(), 4);
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::MoveLimit)));
    assert_eq!(game.outcome().map(|o| o.reason()), Some("draw by move limit".to_string()));
    game.undo();
    assert!(!game.is_over(), "undo reopens the game");
}

// ---------------------------------------------------------------------------------------------
// Every PlayError, from a real move attempt.
// ---------------------------------------------------------------------------------------------

/// The variant's name; the exhaustive match makes a new variant break the coverage test below.
fn error_kind(e: &PlayError) -> &'static str {
    match e {
        PlayError::GameOver(_) => "GameOver",
        PlayError::DropDue => "DropDue",
        PlayError::NoDropDue => "NoDropDue",
        PlayError::NoDropsInVariant(_) => "NoDropsInVariant",
        PlayError::DropNotEmpty(_) => "DropNotEmpty",
        PlayError::PassWithMovesAvailable => "PassWithMovesAvailable",
        PlayError::OffBoard(_) => "OffBoard",
        PlayError::NoPiece(_) => "NoPiece",
        PlayError::NotYourPiece { .. } => "NotYourPiece",
        PlayError::NotALine(..) => "NotALine",
        // Only a hex board's (tests/integration/one_state.rs); this test plays the 8×8 boards.
        PlayError::NotAHexLine(..) => "NotAHexLine",
        PlayError::WrongDistance { .. } => "WrongDistance",
        PlayError::JumpsEnemy { .. } => "JumpsEnemy",
        PlayError::LandsOnFriendly { .. } => "LandsOnFriendly",
        PlayError::LandsOnHole { .. } => "LandsOnHole",
        PlayError::CannotVacate(_) => "CannotVacate",
    }
}

#[test]
fn every_play_error_has_a_precise_message() {
    let mut errors = Vec::new();

    let mut game = Game::new(SquareVariant::Standard, Rules::default());
    errors.push(refused(&mut game, slide("d4", "d6"), "there is no piece on d4"));
    errors.push(refused(&mut game, slide("a2", "c2"), "the piece on a2 is White's, and it is Black's turn"));
    errors.push(refused(
        &mut game,
        slide("b1", "c3"),
        "b1-c3: pieces move along a file, rank or diagonal, and c3 is on none through b1",
    ));
    errors.push(refused(
        &mut game,
        slide("b1", "b4"),
        "b1-b4: the b-file holds 2 pieces, so a piece on it moves exactly 2 squares",
    ));
    errors.push(refused(
        &mut game,
        slide("b1", "e4"),
        "b1-e4: the b1-h7 diagonal holds 2 pieces, so a piece on it moves exactly 2 squares",
    ));
    errors.push(refused(&mut game, Move::PASS, "cannot pass: you have a legal move"));
    errors.push(refused(
        &mut game,
        drop_on("d4"),
        "Standard has no drops: pieces in hand exist only in Parachute",
    ));
    errors.push(refused(&mut game, slide("b1", "b1"), "b1-b1 does not move: a piece must leave its square"));
    play(&mut game, slide("b1", "d3"));
    play(&mut game, slide("a3", "d3"));
    errors.push(refused(&mut game, slide("d1", "d4"), "d1-d4 jumps an enemy piece on d3"));

    // 8  w . . . . . . w
    // 7  . . . . . . . .
    // 6  . . . . . . . .
    // 5  . . . . . . . .
    // 4  . . . b . b . .
    // 3  . . . . . . . .
    // 2  . . . . . . . .
    // 1  . . . . . . . .
    //    a b c d e f g h
    let own = position("standard w6w/8/8/8/3b1b2/8/8/8 b");
    let mut game = fresh(own, Rules::default());
    let err = refused(&mut game, slide("f4", "d4"), "f4-d4 lands on your own piece on d4");
    assert_eq!(err, PlayError::LandsOnFriendly { from: sq("f4"), to: sq("d4"), partner: false });
    errors.push(err);

    let mut small = Game::new(SquareVariant::Standard6x6, Rules::default());
    errors.push(refused(&mut small, slide("g7", "g5"), "g7 is off this board"));
    errors.push(refused(&mut small, slide("c1", "g1"), "g1 is off this board"));

    let mut parachute = Game::new(SquareVariant::Parachute, Rules::default());
    errors.push(refused(&mut parachute, drop_on("d4"), "no drop is due now: make a move first"));
    play(&mut parachute, slide("a3", "c3"));
    let due = "a drop is due: place an opponent piece from your hand on an empty square";
    errors.push(refused(&mut parachute, Move::PASS, due));
    errors.push(refused(&mut parachute, slide("a5", "c5"), due));
    errors.push(refused(&mut parachute, drop_on("c3"), "cannot drop on c3: it is not an empty square"));

    let pos = position(BOTH_CONNECTED_BY_ONE_CAPTURE);
    let mut over = fresh(pos, Rules::default());
    play(&mut over, slide("c5", "c3"));
    errors.push(refused(
        &mut over,
        slide("h8", "h7"),
        "the game is over: Black connected all pieces; both sides connected, and the mover wins",
    ));

    // Gemma: b1-b3 leaves a hole on b1, and White's a2 (alone on the a2-b1 diagonal, holes
    // are not counted) would move one square, onto it.
    let mut gemma = Game::new(SquareVariant::Gemma, Rules::default());
    errors.push(refused(
        &mut gemma,
        Move::vacate(sq("b1")),
        "the piece on b1 may not leave the board: only a Gemma piece without a legal move may",
    ));
    errors.push(refused(
        &mut Game::new(SquareVariant::Standard, Rules::default()),
        Move::vacate(sq("b1")),
        "the piece on b1 may not leave the board: only a Gemma piece without a legal move may",
    ));
    play(&mut gemma, slide("b1", "b3"));
    errors.push(refused(&mut gemma, slide("a2", "b1"), "a2-b1 lands on b1, a hole"));
    let mut kinds: Vec<&str> = errors.iter().map(error_kind).collect();
    kinds.sort();
    kinds.dedup();
    assert_eq!(
        kinds,
        [
            "CannotVacate",
            "DropDue",
            "DropNotEmpty",
            "GameOver",
            "JumpsEnemy",
            "LandsOnFriendly",
            "LandsOnHole",
            "NoDropDue",
            "NoDropsInVariant",
            "NoPiece",
            "NotALine",
            "NotYourPiece",
            "OffBoard",
            "PassWithMovesAvailable",
            "WrongDistance",
        ]
    );
}

// The repetition draw on the wide boards (docs/rules.md §2.3, §9.5): a real game of each wide
// variant that shuttles two pieces back and forth stands at its start for the third time after
// eight plies and is drawn when the option is on, plays on when it is off; every format, the
// page's shape and the command line carry the option and the draw.
mod repetition_on_the_cell_boards {
    use loa::Variant;

    use loa::wide::CellShape;

    use loa::boundary::GameState;
    use loa::wide::{cell_shapes, format_wide_move, wide_rules, WideGame, WideMove};
    use loa::{DrawReason, Outcome, Rules, Simultaneous};

    /// The first Black move and White reply (neither a capture) that can each be played back at
    /// once: the shuttle `a b a' b'` returns to the start. Found from the legal moves, so the game
    /// is a real one on every board.
    fn shuttle(variant: &'static CellShape) -> [String; 4] {
        let game = WideGame::with_scoring(variant, Simultaneous::MoverWins);
        let back = |m: WideMove| WideMove { from: m.to, to: m.from };
        for a in game.legal_moves() {
            let mut after_a = game.clone();
            after_a.play(a).unwrap();
            for b in after_a.legal_moves() {
                let mut g = after_a.clone();
                let before_b = *g.position();
                if g.position().is_capture(b) || before_b.is_capture(b) || game.position().is_capture(a) {
                    continue;
                }
                g.play(b).unwrap();
                let texts = [format_wide_move(game.position(), a), format_wide_move(&before_b, b)];
                let pos_a = *g.position();
                if g.play(back(a)).is_err() {
                    continue;
                }
                let pos_b = *g.position();
                if g.play(back(b)).is_ok() && g.position() == game.position() {
                    let [ta, tb] = texts;
                    return [ta, tb, format_wide_move(&pos_a, back(a)), format_wide_move(&pos_b, back(b))];
                }
            }
        }
        panic!("{variant:?}: no shuttle from the start");
    }

    fn rules(repetition: bool) -> Rules {
        Rules { repetition, ..wide_rules(Simultaneous::MoverWins) }
    }

    #[test]
    fn the_third_occurrence_of_a_position_draws_on_every_wide_board_when_the_option_is_on() {
        for variant in cell_shapes() {
            let moves = shuttle(variant);
            let mut on = WideGame::with_rules(variant, rules(true));
            let mut off = WideGame::with_rules(variant, rules(false));
            for (ply, text) in moves.iter().chain(moves.iter()).enumerate() {
                assert_eq!(on.outcome(), None, "{variant:?}: over before ply {}", ply + 1);
                on.play_text(text).unwrap();
                off.play_text(text).unwrap();
            }
            assert_eq!(on.repetitions(), 3, "{variant:?}");
            assert_eq!(
                (on.outcome(), on.drawn_by()),
                (Some(Outcome::Draw(DrawReason::Repetition)), Some(DrawReason::Repetition))
            );
            assert_eq!(on.ending().unwrap(), "draw by threefold repetition");
            assert!(on.legal_moves().is_empty(), "{variant:?}: moves after the draw");
            assert!(on.play_text(&moves[0]).unwrap_err().to_string().contains("the game is over"));
            // Off: the same moves, and the game goes on.
            assert_eq!((off.outcome(), off.repetitions()), (None, 3), "{variant:?}");
            // Undo takes the last occurrence back; redo brings the draw again.
            assert!(on.undo().is_some());
            assert_eq!((on.outcome(), on.repetitions()), (None, 2));
            assert!(on.redo().is_some());
            assert_eq!(on.drawn_by(), Some(DrawReason::Repetition));
            // Turning the option off lets the game go on; on again, it is drawn at once.
            on.set_repetition(false);
            assert_eq!(on.outcome(), None);
            on.set_repetition(true);
            assert_eq!(on.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
        }
    }

    #[test]
    fn the_repetition_draw_comes_after_connection_and_before_the_move_limit() {
        let variant = Variant::BlackHole.cell_shape().unwrap();
        let moves = shuttle(variant);
        let mut game = WideGame::with_rules(variant, Rules { move_limit: Some(8), ..rules(true) });
        for text in moves.iter().chain(moves.iter()) {
            game.play_text(text).unwrap();
        }
        // Both draws arrive at ply 8: the repetition is judged first, as on the 8×8 board (§2.5).
        assert_eq!(game.drawn_by(), Some(DrawReason::Repetition));
        assert!(!game.limit_reached());
        game.set_repetition(false);
        assert_eq!(game.drawn_by(), Some(DrawReason::MoveLimit));
    }

    #[test]
    fn records_sgf_links_and_the_page_carry_the_draw() {
        let variant = Variant::Hex6.cell_shape().unwrap();
        let moves = shuttle(variant);
        let mut game =
            WideGame::with_rules(variant, Rules { simultaneous: Simultaneous::Draw, ..rules(true) });
        for text in moves.iter().chain(moves.iter()) {
            game.play_text(text).unwrap();
        }
        let record = loa::notation::format_record(&game, &[]);
        assert!(record.contains("[Rules \"draw\"]\n[Repetition \"on\"]\n[Result \"1/2-1/2\"]"), "{record}");
        assert_eq!(
            loa::notation::parse_record_on::<loa::wide::WidePosition>(&record).unwrap().game.drawn_by(),
            Some(DrawReason::Repetition)
        );
        // Off in the record: the same moves end unfinished, so a claimed draw is refused.
        let off = record.replace("[Repetition \"on\"]", "[Repetition \"off\"]");
        assert!(
            loa::notation::parse_record_on::<loa::wide::WidePosition>(&off)
                .unwrap_err()
                .to_string()
                .contains("the game is still in progress"),
            "{off}"
        );
        let link = loa::notation::link::encode(&game);
        assert!(link.starts_with("hex-6~draw~rep~m"), "{link}");
        assert_eq!(
            loa::notation::link::decode_on::<loa::wide::WidePosition>(&link).unwrap().drawn_by(),
            Some(DrawReason::Repetition)
        );
        assert_eq!(
            loa::notation::link::decode_on::<loa::wide::WidePosition>(&link.replace("~rep", ""))
                .unwrap()
                .outcome(),
            None
        );
        let sgf = loa::notation::format_sgf(&game).unwrap();
        assert!(sgf.contains("RU[draw,repetition]RE[0]"), "{sgf}");
        assert_eq!(
            loa::notation::parse_sgf_on::<loa::wide::WidePosition>(&sgf).map(|(g, _)| g).unwrap().drawn_by(),
            Some(DrawReason::Repetition)
        );
        // The page: the one outcome shape, and the rules.
        let state = GameState::of(&game);
        let outcome = state.outcome.unwrap();
        assert_eq!(
            (outcome.key.as_str(), outcome.reason.as_str(), outcome.cause, outcome.result),
            ("draw", "Draw by threefold repetition", "repetition", "1/2-1/2")
        );
        assert!(outcome.winning_groups.is_empty());
        assert_eq!((state.rules.simultaneous, state.rules.repetition), ("draw", true));
    }

    #[test]
    fn the_command_line_turns_the_repetition_draw_on_and_off() {
        let moves = shuttle(Variant::BlackHole.cell_shape().unwrap());
        let mut session = loa::protocol::Session::new();
        let mut run = |line: &str| session.handle(line);
        assert_eq!(run("rules repetition off"), ["ok"]);
        assert_eq!(run("variant black-hole"), ["ok"]);
        for text in moves.iter().chain(moves.iter()) {
            assert_eq!(run(&format!("play {text}")), ["ok"]);
        }
        assert_eq!(run("status"), ["in_progress"]);
        assert!(run("record").contains(&"[Repetition \"off\"]".to_string()));
        // On, the position standing for the third time ends the game at once.
        assert_eq!(run("rules repetition on"), ["ok"]);
        assert_eq!(run("status"), ["gameover draw draw by threefold repetition"]);
        assert!(run("fen")[0].ends_with(" b - mover-wins,repetition"), "{:?}", run("fen"));
        assert!(run("record").contains(&"[Repetition \"on\"]".to_string()));
        assert_eq!(run("rules repetition maybe"), ["error repetition is on or off, not \"maybe\""]);
    }
}
