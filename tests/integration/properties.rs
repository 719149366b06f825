//! Invariants of the rules engine, checked with proptest on random positions of every variant.
//! A random position is the start of a variant after a seeded random playout; proptest picks the
//! variant, the seed and the length. Case counts keep the whole file to a few seconds.

use crate::common::{random_position, Rng};
use loa::{
    Bitboard, Colour, DrawReason, Game, Move, MoveKind, Outcome, PlayError, Position, Rules, Side,
    Simultaneous, Square, SquareVariant, WinReason,
};
use proptest::prelude::*;

fn any_variant() -> impl Strategy<Value = SquareVariant> {
    prop::sample::select(SquareVariant::ALL.to_vec())
}

/// A random position of any variant: up to 150 random plies from the start.
fn any_position() -> impl Strategy<Value = Position> {
    (any_variant(), any::<u64>(), 0usize..150).prop_map(|(v, seed, plies)| random_position(v, seed, plies))
}

/// Rules with repetition off, so only connection can end a game from a position.
const NO_REPETITION: Rules =
    Rules { simultaneous: Simultaneous::MoverWins, repetition: false, move_limit: None, reversed: false };

/// Maps every square of a bitboard through `f`.
fn map_bitboard(bb: Bitboard, f: impl Fn(Square) -> Square) -> Bitboard {
    bb.into_iter().map(f).collect()
}

/// Maps a move's squares through `f`, keeping its kind and capture flag.
fn map_move(m: Move, f: impl Fn(Square) -> Square) -> Move {
    match m.kind() {
        MoveKind::Pass => Move::PASS,
        MoveKind::Drop => Move::drop(f(m.to().expect("drops have a square"))),
        MoveKind::Vacate => Move::vacate(f(m.from().expect("vacates have a square"))),
        MoveKind::Slide => Move::slide(
            f(m.from().expect("slides have squares")),
            f(m.to().expect("slides have squares")),
            m.is_capture(),
        ),
    }
}

/// The same position with every piece moved through the board symmetry `f`.
fn mirrored(pos: &Position, f: impl Fn(Square) -> Square + Copy) -> Position {
    let mut setup = pos.setup();
    for c in Colour::ALL {
        *setup.pieces_mut(c) = map_bitboard(pos.pieces(c), f);
    }
    setup.holes = map_bitboard(pos.holes(), f);
    setup.into_position().expect("a mirrored legal position is a legal position")
}

fn sorted_moves(moves: impl IntoIterator<Item = Move>) -> Vec<u16> {
    let mut v: Vec<u16> = moves.into_iter().map(Move::to_u16).collect();
    v.sort_unstable();
    v
}

/// Checks that a finished game's result agrees with its final position and rules.
fn check_outcome(game: &Game, outcome: Outcome) {
    let pos = game.position();
    let rules = game.rules();
    let teams = pos.variant().has_teams();
    let mover = Side::from_index(pos.last_mover().side_index(), teams);
    let other = Side::from_index(mover.index() ^ 1, teams);
    let (mover_connected, other_connected) = (pos.is_side_connected(mover), pos.is_side_connected(other));
    assert!(!pos.drop_due(), "a game never ends in the middle of a Parachute turn\n{pos}");
    match outcome {
        Outcome::Win { winner, reason } => {
            assert!(pos.is_side_connected(winner), "the winner is connected\n{pos}");
            let expected = match reason {
                WinReason::Connected => (winner == mover, !other_connected),
                WinReason::ConnectedByOpponent => (winner == other, !mover_connected),
                WinReason::BothConnectedMoverWins => {
                    (winner == mover && rules.simultaneous == Simultaneous::MoverWins, other_connected)
                }
                // Random play never resigns and has no clock.
                WinReason::Resignation | WinReason::Time => (false, false),
            };
            assert_eq!(expected, (true, true), "{outcome:?} does not fit\n{pos}");
            assert_eq!(outcome.result_tag(), if winner.index() == 0 { "1-0" } else { "0-1" });
        }
        Outcome::Draw(reason) => {
            let nobody = !mover_connected && !other_connected;
            let fits = match reason {
                DrawReason::SimultaneousConnection => {
                    mover_connected && other_connected && rules.simultaneous == Simultaneous::Draw
                }
                DrawReason::Repetition => nobody && rules.repetition && game.repetitions() >= 3,
                DrawReason::MoveLimit => {
                    nobody
                        && rules.move_limit == Some(game.turns_played())
                        && !(rules.repetition && game.repetitions() >= 3)
                }
                // Random play never offers a draw.
                DrawReason::Agreement => false,
            };
            assert!(fits, "{outcome:?} does not fit (repetitions {})\n{pos}", game.repetitions());
            assert_eq!(outcome.result_tag(), "1/2-1/2");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    #[test]
    fn play_then_undo_restores_position_and_hash(variant in any_variant(), seed in any::<u64>(), plies in 1usize..80) {
        let mut game = Game::new(variant, Rules::default());
        let mut rng = Rng::new(seed);
        let mut history = vec![(*game.position(), game.outcome())];
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            prop_assert!(game.play(m).is_ok(), "{m} is generated, so it plays");
            history.push((*game.position(), game.outcome()));
        }
        let end = *game.position();
        for k in (0..history.len() - 1).rev() {
            prop_assert!(game.undo().is_some());
            let (pos, outcome) = history[k];
            prop_assert_eq!(*game.position(), pos);
            prop_assert_eq!(game.position().hash(), pos.hash());
            prop_assert_eq!(game.position().hash(), game.position().compute_hash());
            prop_assert_eq!(game.outcome(), outcome, "undo judges the position again");
            prop_assert_eq!(game.moves().len(), k);
        }
        prop_assert!(game.undo().is_none(), "nothing before the start");
        while game.redo().is_some() {}
        prop_assert_eq!(*game.position(), end, "redo replays every move");
    }

    #[test]
    fn incremental_hash_equals_fresh_hash(variant in any_variant(), seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let mut pos = Position::new(variant);
        for _ in 0..200 {
            prop_assert_eq!(pos.hash(), pos.compute_hash(), "\n{}", pos);
            // The same position built from its parts has the same hash.
            prop_assert_eq!(pos.setup().into_position().map(|p| p.hash()), Ok(pos.hash()));
            if crate::common::decided(&pos) {
                break;
            }
            let moves = pos.legal_moves();
            pos.play_unchecked(moves[rng.below(moves.len())]);
        }
    }

    #[test]
    fn a_position_rebuilt_from_its_setup_is_the_same_position(pos in any_position()) {
        let setup = pos.setup();
        for c in Colour::ALL {
            prop_assert_eq!(setup.pieces(c), pos.pieces(c));
            prop_assert_eq!(setup.in_hand(c), pos.in_hand(c));
        }
        let fields = (setup.variant, setup.turn, setup.drop_due);
        prop_assert_eq!(fields, (pos.variant(), pos.turn(), pos.drop_due()));
        let rebuilt = Position::try_from(setup);
        prop_assert_eq!(rebuilt, Ok(pos), "\n{}", pos);
        prop_assert_eq!(rebuilt.map(|p| p.setup()), Ok(setup));
    }

    #[test]
    fn friendly_and_enemy_split_the_board_by_team(pos in any_position()) {
        let (friendly, enemy) = (pos.friendly(), pos.enemy());
        prop_assert!((friendly & enemy).is_empty());
        prop_assert_eq!(friendly | enemy, pos.occupied());
        prop_assert_eq!(friendly, pos.side_pieces(pos.side_to_move()));
        prop_assert_eq!(friendly, pos.team(pos.turn()));
        prop_assert_eq!(friendly, pos.team(pos.turn().partner()), "partners share a team");
        let mover_side = pos.turn().side_index();
        prop_assert!(friendly.into_iter().all(|sq| pos.piece_at(sq).map(Colour::side_index) == Some(mover_side)));
    }

    #[test]
    fn legal_moves_count_equals_count_legal_moves(pos in any_position()) {
        prop_assert_eq!(pos.count_legal_moves() as usize, pos.legal_moves().len(), "\n{}", pos);
        // And no move appears twice.
        let moves = sorted_moves(pos.legal_moves().iter().copied());
        let mut unique = moves.clone();
        unique.dedup();
        prop_assert_eq!(moves, unique);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// cozy-chess style: every from×to pair, every drop square and the pass are offered to the
    /// checked API, which must accept exactly the generated moves (with the board's capture flag).
    #[test]
    fn a_move_is_legal_exactly_when_generated(pos in any_position()) {
        let game = Game::from_position(pos, NO_REPETITION);
        let generated = pos.legal_moves();
        let mut candidates = vec![Move::PASS];
        for from in (0..64).filter_map(Square::new) {
            candidates.push(Move::drop(from));
            for to in (0..64).filter_map(Square::new) {
                // The capture flag a player types is ignored: alternate it.
                candidates.push(Move::slide(from, to, (from.index() + to.index()) % 2 == 0));
            }
        }
        for m in candidates {
            let expected = generated.iter().copied().find(|g| g.same_squares(m));
            match (game.check(m), game.outcome()) {
                (Err(PlayError::GameOver(o)), Some(outcome)) => prop_assert_eq!(o, outcome),
                (result, Some(_)) => prop_assert!(false, "{m}: {result:?} after the game ended"),
                (Ok(g), None) => prop_assert_eq!(Some(g), expected, "{} accepted\n{}", m, pos),
                (Err(e), None) => {
                    prop_assert_eq!(expected, None, "{} refused ({})\n{}", m, e, pos);
                    prop_assert!(!matches!(e, PlayError::GameOver(_)));
                }
            }
        }
    }

    #[test]
    fn mirrored_positions_have_mirrored_move_lists(pos in any_position()) {
        let size = pos.variant().size();
        let file_mirror = move |s: Square| size.mirror_file(s);
        let rank_mirror = move |s: Square| size.mirror_rank(s);
        // Mirrors a↔h (or a↔f, a↔g on the smaller boards), and ranks with colours unchanged.
        let mirrors: [&dyn Fn(Square) -> Square; 2] = [&file_mirror, &rank_mirror];
        for f in mirrors {
            let image = mirrored(&pos, f);
            prop_assert_eq!(
                sorted_moves(pos.legal_moves().iter().map(|&m| map_move(m, f))),
                sorted_moves(image.legal_moves().iter().copied()),
                "\n{}\nmirrored\n{}", pos, image
            );
            for simultaneous in [Simultaneous::MoverWins, Simultaneous::Draw] {
                prop_assert_eq!(pos.connection_outcome(simultaneous), image.connection_outcome(simultaneous));
            }
            prop_assert_eq!(mirrored(&image, f), pos, "a mirror is its own inverse");
        }
    }

    #[test]
    fn random_games_never_panic_and_end_in_a_valid_result(
        variant in any_variant(),
        seed in any::<u64>(),
        draw_on_simultaneous in any::<bool>(),
        repetition in any::<bool>(),
        limit in 10u32..150,
    ) {
        let simultaneous = if draw_on_simultaneous { Simultaneous::Draw } else { Simultaneous::MoverWins };
        let rules = Rules { simultaneous, repetition, move_limit: Some(limit), reversed: false };
        let mut game = Game::new(variant, rules);
        let mut rng = Rng::new(seed);
        // A third of the games choose among the first two generated moves only, which shuffles
        // pieces back and forth and so reaches repetition draws too.
        let narrow = seed % 3 == 0;
        // A turn is at most a slide and a drop, so the limit ends the game within 2 × limit plies.
        for _ in 0..2 * limit {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(if narrow { moves.len().min(2) } else { moves.len() })];
            prop_assert!(game.play(m).is_ok(), "{} is generated, so it plays", m);
        }
        let outcome = game.outcome();
        prop_assert!(outcome.is_some(), "the move limit ends every game\n{}", game.position());
        let outcome = outcome.expect("checked above");
        check_outcome(&game, outcome);
        prop_assert!(game.legal_moves().is_empty());
        prop_assert_eq!(game.play(Move::PASS), Err(PlayError::GameOver(outcome)));
    }
}
