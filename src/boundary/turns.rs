//! The history grouped into turns, as the move list and the "last move" marks show it.

use super::moves::{kind_key, squares_of};
use crate::notation::{format_turn, split_turns};
use crate::{Game, Move, Side};
use serde::Serialize;

/// One turn: a single move, or a Parachute move with its drop.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    /// The colour that played it.
    pub colour: &'static str,
    /// Its side: `black`, `white`, `east_west`, `north_south`.
    pub side: &'static str,
    /// The turn in docs/rules.md §4 notation: `b1-d3`, `a3-c5@d4`, `pass@e4`.
    pub text: String,
    /// The first and last index of its plies in the state's `history`.
    pub plies: [usize; 2],
    /// The squares it touched, in order (`a3`, `c5`, `d4` for `a3-c5@d4`).
    pub squares: Vec<String>,
    /// Whether it captured.
    pub capture: bool,
    /// `slide`, `drop` or `pass` for a one-ply turn; `turn` for a move with its drop.
    pub kind: &'static str,
}

impl TurnView {
    /// The turns of `game` so far. A move whose drop is still due is a turn of its own, which
    /// the drop will complete.
    pub fn all(game: &Game) -> Vec<TurnView> {
        TurnView::between(game, 0, usize::MAX).turns
    }

    /// The turns of `game` that hold a ply from `from` to before `to`, and the one that ended
    /// with ply `from - 1` (the drop at `from` may have completed it): only those are built,
    /// so a long game's last turns cost what a short game's do.
    pub fn between(game: &Game, from: usize, to: usize) -> Turns {
        let teams = game.variant().has_teams();
        let (mut first, mut skipped, mut turns) = (0, 0, Vec::new());
        let all = split_turns(game.moves());
        for &plies in &all {
            let last = first + plies.len() - 1;
            if last + 1 < from {
                skipped += 1;
            } else if first < to {
                let colour = game.positions()[first].turn();
                turns.push(TurnView {
                    colour: colour.name(),
                    side: Side::from_index(colour.side_index(), teams).key(),
                    text: format_turn(plies),
                    plies: [first, last],
                    squares: squares(plies),
                    capture: plies.iter().any(|m| m.is_capture()),
                    kind: match plies {
                        [one] => kind_key(one.kind()),
                        _ => "turn",
                    },
                });
            }
            first += plies.len();
        }
        Turns {
            skipped,
            turns,
            count: all.len(),
            last_squares: all.last().map(|p| squares(p)).unwrap_or_default(),
        }
    }
}

/// Some of a game's turns ([`TurnView::between`]) and what the whole list says.
pub struct Turns {
    /// How many turns come before those built.
    pub skipped: usize,
    /// The turns built.
    pub turns: Vec<TurnView>,
    /// How many turns the game has.
    pub count: usize,
    /// The squares of the game's last turn, in order; empty at the start.
    pub last_squares: Vec<String>,
}

/// The squares a turn's plies touched, in order (`a3`, `c5`, `d4` for `a3-c5@d4`).
fn squares(plies: &[Move]) -> Vec<String> {
    plies.iter().flat_map(|&m| squares_of(m)).map(|s| s.to_string()).collect()
}
