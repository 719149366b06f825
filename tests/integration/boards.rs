//! The table of boards the tests loop over, so that a behaviour every board shares (records,
//! SGF, links, imports, the game's ending) is one test whose body is written once over the core's
//! generic [`Game<B>`] and its one text layer ([`TextBoard`], [`PageBoard`]), with a row per
//! board instead of an 8×8 test and a cell-board twin beside it.
//!
//! A test writes its body as `fn check<B: PageBoard>(variant: Variant)` and runs it with
//! [`each_board!`]`(EVERY_BOARD, check)`: each row is played on its own kind of board (the 8×8
//! bitboards' [`Position`] or the cell boards' [`CellPosition`]), and a row that fails names its
//! board in the failure.

use crate::common::Rng;
use loa::boundary::PageBoard;
use loa::notation::TextBoard;
use loa::{Game, Rules, Variant};
use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

/// Every board: the eleven variants, the 8×8 ones and the cell boards.
pub const EVERY_BOARD: [Variant; 11] = Variant::ALL;

/// The boards whose SGF has a setup (`SU`): the 8×8 ones SGF game 9 names (Standard, Scrambled
/// Eggs, Parachute) and every cell board; AmbiLOA and the small boards are refused by name.
pub fn has_sgf_setup(variant: Variant) -> bool {
    loa::notation::setup_name(variant).is_some()
}

/// Runs `$check::<B>(variant)` for every variant of `$variants`, `B` the board that variant is
/// played on, and names the board in the failure of any row.
macro_rules! each_board {
    ($variants:expr, $check:ident) => {
        for &variant in $variants.iter() {
            $crate::boards::naming_the_board(variant, || {
                if variant.is_cell_board() {
                    $check::<loa::cell_board::CellPosition>(variant)
                } else {
                    $check::<loa::Position>(variant)
                }
            })
        }
    };
}
pub(crate) use each_board;

/// Runs one row, and when it fails, fails again with the board's name and key before the
/// reason, so a loop's failure says which board broke.
pub fn naming_the_board(variant: Variant, row: impl FnOnce()) {
    if let Err(panic) = catch_unwind(AssertUnwindSafe(row)) {
        let why = panic
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| panic.downcast_ref::<&str>().copied());
        match why {
            Some(why) => panic!("on the {} board ({}): {why}", variant.name(), variant.key()),
            None => resume_unwind(panic),
        }
    }
}

/// A new game of `variant` from its start under `rules`.
pub fn start<B: TextBoard>(variant: Variant, rules: Rules) -> Game<B> {
    B::start_game(variant, rules, false).unwrap_or_else(|e| panic!("no game of {variant}: {e}"))
}

/// A new game of `variant` under the rules a text that names none means on its board (on the
/// cell boards the repetition draw is off).
pub fn new_game<B: TextBoard>(variant: Variant) -> Game<B> {
    start(variant, B::default_rules())
}

/// One turn played by [`play_turns`]: its text as records write it (a Parachute turn is its move
/// and its drop) and the index of its last ply, which a comment after the turn sits on.
#[derive(Clone, Debug)]
pub struct Turn {
    pub text: String,
    pub last_ply: usize,
}

/// Plays `turns` turns of seeded random legal moves (fewer if the game ends), a Parachute
/// turn's drop with its move.
pub fn play_turns<B: PageBoard>(game: &mut Game<B>, seed: u64, turns: usize) -> Vec<Turn> {
    let mut rng = Rng::new(seed);
    let mut played: Vec<Turn> = Vec::new();
    for _ in 0..turns {
        let before = *game.position();
        let mut plies = Vec::new();
        loop {
            let moves = B::legal_moves(game);
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play(m).expect("a generated move is legal");
            plies.push(m);
            if game.position().turn_finished() {
                break;
            }
        }
        if plies.is_empty() {
            break;
        }
        played.push(Turn { text: B::turn_text(&before, &plies), last_ply: game.moves().len() - 1 });
    }
    played
}

/// Whether two games are the same game: start, moves, rules and how it ended.
pub fn assert_same<B: TextBoard>(a: &Game<B>, b: &Game<B>, what: &str) {
    assert_eq!(a.start_position(), b.start_position(), "{what}: start");
    assert_eq!(a.moves(), b.moves(), "{what}: moves");
    assert_eq!(a.rules(), b.rules(), "{what}: rules");
    assert_eq!(a.outcome(), b.outcome(), "{what}: outcome");
    assert_eq!(a.resigned(), b.resigned(), "{what}: resignation");
    assert_eq!(a.lost_on_time(), b.lost_on_time(), "{what}: loss on time");
    assert_eq!(a.drawn_by_agreement(), b.drawn_by_agreement(), "{what}: draw by agreement");
}
