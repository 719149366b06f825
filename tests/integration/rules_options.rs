//! The rule options of docs/rules.md §2 (passing, repetition, the move limit), one named test
//! each, and every `PlayError` produced by a real move attempt with its message checked word for
//! word. The helpers and the §1 rules are in `rules.rs`.

use super::rules::{fresh, play, refused, BOTH_CONNECTED_BY_ONE_CAPTURE};
use crate::common::{drop_on, position, slide, sq};
use loa::{Colour, Game, Move, PlayError, Position, Rules, Setup, SquareVariant};

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

// The repetition draw on every board (docs/rules.md §2.3, §9.5): a real game that shuttles one
// piece of each seat away and back stands at its start for the third time after two rounds of
// the shuttle and is drawn when the option is on, plays on when it is off; every format, the
// page's shape and the command line carry the option and the draw.
mod repetition_on_every_board {
    use crate::boards::{each_board, start, EVERY_BOARD};
    use loa::boundary::{GameState, PageBoard, Refusal};
    use loa::notation::{format_record, format_sgf, link, parse_record_on, parse_sgf_on};
    use loa::{DrawReason, Game, MoveKind, Outcome, Rules, Simultaneous, Variant};

    /// The boards a shuttle returns to the start on: every board but Parachute, where a turn
    /// drops a piece in while a hand holds one, and Gemma, where every move adds a hole.
    fn shuttle_boards() -> Vec<Variant> {
        EVERY_BOARD.into_iter().filter(|v| ![Variant::Parachute, Variant::Gemma].contains(v)).collect()
    }

    const DRAW: Option<Outcome> = Some(Outcome::Draw(DrawReason::Repetition));

    /// A slide of each seat in turn (none a capture), then each slid back in the same order, so
    /// the game stands at its start again: found from the legal moves, so the game is a real one
    /// on every board. The moves' texts.
    fn shuttle<B: PageBoard>(variant: Variant) -> Vec<String> {
        let game = start::<B>(variant, Rules { repetition: false, ..B::default_rules() });
        let seats = variant.seats().len();
        let mut slides = Vec::new();
        find(&game, &mut slides, seats, game.position())
            .unwrap_or_else(|| panic!("no shuttle from the start"))
    }

    /// The depth-first search of [`shuttle`]: `slides` holds the slides made so far (text, from,
    /// to).
    fn find<B: PageBoard>(
        game: &Game<B>,
        slides: &mut Vec<(String, String, String)>,
        seats: usize,
        start: &B,
    ) -> Option<Vec<String>> {
        if slides.len() == seats {
            let mut played = game.clone();
            let mut texts: Vec<String> = slides.iter().map(|(text, _, _)| text.clone()).collect();
            for (_, from, to) in slides.iter() {
                let m = played.position().slide_named(to, from).ok()?;
                texts.push(B::move_text(played.position(), m));
                played.play(m).ok()?;
            }
            return (played.position() == start).then_some(texts);
        }
        for m in B::legal_moves(game).into_iter().take(24) {
            let parts = game.position().move_parts(m);
            let (Some(from), Some(to)) = (parts.from, parts.to) else { continue };
            if parts.kind != MoveKind::Slide || parts.capture {
                continue;
            }
            let mut next = game.clone();
            let text = B::move_text(game.position(), m);
            next.play(m).expect("a generated move is legal");
            slides.push((text, from.to_string(), to.to_string()));
            if let Some(found) = find(&next, slides, seats, start) {
                return Some(found);
            }
            slides.pop();
        }
        None
    }

    fn played<B: PageBoard>(variant: Variant, rules: Rules, moves: &[String]) -> Game<B> {
        let mut game = start::<B>(variant, rules);
        for text in moves.iter().chain(moves) {
            assert_eq!(game.outcome(), None, "over before {text}");
            B::play_text(&mut game, text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
        }
        game
    }

    #[test]
    fn the_third_occurrence_of_a_position_draws_on_every_board_when_the_option_is_on() {
        fn check<B: PageBoard>(variant: Variant) {
            let moves = shuttle::<B>(variant);
            let rules = |repetition| Rules { repetition, ..B::default_rules() };
            let mut on = played::<B>(variant, rules(true), &moves);
            let off = played::<B>(variant, rules(false), &moves);
            assert_eq!((on.repetitions(), on.outcome()), (3, DRAW));
            assert_eq!(on.ending().unwrap(), "draw by threefold repetition");
            assert!(B::legal_moves(&on).is_empty(), "moves after the draw");
            let refused = B::play_text(&mut on, &moves[0]).unwrap_err();
            assert!(matches!(&refused, Refusal::Rules(view) if view.code == "game-over"), "{refused}");
            // Off: the same moves, and the game goes on.
            assert_eq!((off.outcome(), off.repetitions()), (None, 3));
            // Undo takes the last occurrence back; redo brings the draw again.
            assert!(on.undo().is_some());
            assert_eq!((on.outcome(), on.repetitions()), (None, 2));
            assert!(on.redo().is_some());
            assert_eq!(on.outcome(), DRAW);
            // Turning the option off lets the game go on; on again, it is drawn at once.
            on.set_rules(rules(false));
            assert_eq!(on.outcome(), None);
            on.set_rules(rules(true));
            assert_eq!(on.outcome(), DRAW);
        }
        each_board!(shuttle_boards(), check);
    }

    #[test]
    fn the_repetition_draw_comes_after_connection_and_before_the_move_limit() {
        fn check<B: PageBoard>(variant: Variant) {
            let moves = shuttle::<B>(variant);
            let limit = Some(2 * moves.len() as u32);
            let rules = |repetition| Rules { repetition, move_limit: limit, ..B::default_rules() };
            let mut game = played::<B>(variant, rules(true), &moves);
            // Both draws arrive at the same ply: the repetition is judged first (§2.5).
            assert_eq!(game.outcome(), DRAW);
            game.set_rules(rules(false));
            assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::MoveLimit)));
        }
        each_board!(shuttle_boards(), check);
    }

    #[test]
    fn records_sgf_links_and_the_page_carry_the_draw() {
        fn check<B: PageBoard>(variant: Variant) {
            let moves = shuttle::<B>(variant);
            let rules = Rules { simultaneous: Simultaneous::Draw, repetition: true, ..B::default_rules() };
            let game = played::<B>(variant, rules, &moves);
            let record = format_record(&game, &[]);
            assert!(record.contains("[Repetition \"on\"]\n[Result \"1/2-1/2\"]"), "{record}");
            assert_eq!(parse_record_on::<B>(&record).unwrap().game.outcome(), DRAW);
            // Off in the record: the same moves end unfinished, so a claimed draw is refused.
            let off = record.replace("[Repetition \"on\"]", "[Repetition \"off\"]");
            let refused = parse_record_on::<B>(&off).unwrap_err().to_string();
            assert!(refused.contains("the game is still in progress"), "{off}");
            let link_text = link::encode(&game);
            assert!(link_text.starts_with(&format!("{}~draw~rep~m", variant.key())), "{link_text}");
            assert_eq!(link::decode_on::<B>(&link_text).unwrap().outcome(), DRAW);
            let norep = link::decode_on::<B>(&link_text.replace("~rep", "~norep")).unwrap();
            assert_eq!(norep.outcome(), None);
            if let Ok(sgf) = format_sgf(&game) {
                assert!(sgf.contains("RU[draw,repetition]RE[0]"), "{sgf}");
                assert_eq!(parse_sgf_on::<B>(&sgf).unwrap().0.outcome(), DRAW);
            }
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
        each_board!(shuttle_boards(), check);
    }

    #[test]
    fn the_command_line_turns_the_repetition_draw_on_and_off() {
        let moves = shuttle::<loa::cell_board::CellPosition>(Variant::BlackHole);
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
