//! A game set up at a position already decided by connection is over before any move, on every
//! board alike: judged as if the seat before the one to move had just moved (docs/rules.md §1.4).
//! Rows over the boards: the 8×8 one and the wide ones share the one judging of a game's start.

use loa::cell_board::CellPosition;
use loa::notation::TextBoard;
use loa::{Outcome, Position, Side, WinReason};

/// One board's set-up position, decided before any move, and its result.
struct Row {
    position: &'static str,
    outcome: Outcome,
}

const BLACK_CONNECTED: Outcome = Outcome::Win { winner: Side::Black, reason: WinReason::Connected };
const BLACK_JOINED_BY_WHITE: Outcome =
    Outcome::Win { winner: Side::Black, reason: WinReason::ConnectedByOpponent };

/// Black's pieces all touch, White's are apart: with White to move, Black has just connected;
/// with Black to move, White's last move left Black connected.
const ROWS: [Row; 5] = [
    Row { position: "standard 7w/8/8/8/8/8/1b6/b6w w - draw", outcome: BLACK_CONNECTED },
    Row { position: "standard 7w/8/8/8/8/8/1b6/b6w b - draw", outcome: BLACK_JOINED_BY_WHITE },
    Row { position: "black-hole 8w/9/9/9/4*4/9/9/1b7/b7w w - draw", outcome: BLACK_CONNECTED },
    Row { position: "hex-5 b4/6/7/8/9/8/7/6/w3w w - draw", outcome: BLACK_CONNECTED },
    Row { position: "hex-5 b4/6/7/8/9/8/7/6/w3w b - draw", outcome: BLACK_JOINED_BY_WHITE },
];

fn judged_at_once<B: TextBoard>(row: &Row) {
    let game = B::game_at(row.position).unwrap_or_else(|e| panic!("{}: {e}", row.position));
    assert_eq!(game.outcome(), Some(row.outcome), "{}", row.position);
    assert!(game.is_over(), "{}", row.position);
    assert!(game.moves().is_empty());
}

#[test]
fn a_set_up_position_already_won_is_over_before_any_move_on_every_board() {
    for row in &ROWS {
        if row.position.starts_with("standard ") {
            judged_at_once::<Position>(row);
        } else {
            judged_at_once::<CellPosition>(row);
        }
    }
}
