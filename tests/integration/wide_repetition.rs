//! The repetition draw on the wide boards (docs/rules.md §2.3, §9.5): a real game of each wide
//! variant that shuttles two pieces back and forth stands at its start for the third time after
//! eight plies and is drawn when the option is on, plays on when it is off; every format, the
//! page's shape and the command line carry the option and the draw.

use loa::Variant;

use loa::wide::CellShape;

use loa::boundary::GameState;
use loa::wide::{
    cell_shapes, format_wide_move, format_wide_record, format_wide_sgf, parse_wide_record, parse_wide_sgf,
    wide_rules, WideGame, WideMove,
};
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
    let mut game = WideGame::with_rules(variant, Rules { simultaneous: Simultaneous::Draw, ..rules(true) });
    for text in moves.iter().chain(moves.iter()) {
        game.play_text(text).unwrap();
    }
    let record = format_wide_record(&game, &[]);
    assert!(record.contains("[Rules \"draw\"]\n[Repetition \"on\"]\n[Result \"1/2-1/2\"]"), "{record}");
    assert_eq!(parse_wide_record(&record).unwrap().game.drawn_by(), Some(DrawReason::Repetition));
    // Off in the record: the same moves end unfinished, so a claimed draw is refused.
    let off = record.replace("[Repetition \"on\"]", "[Repetition \"off\"]");
    assert!(parse_wide_record(&off).unwrap_err().to_string().contains("the moves reach *"), "{off}");
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
    let sgf = format_wide_sgf(&game).unwrap();
    assert!(sgf.contains("RU[draw,repetition]RE[0]"), "{sgf}");
    assert_eq!(parse_wide_sgf(&sgf).unwrap().drawn_by(), Some(DrawReason::Repetition));
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
