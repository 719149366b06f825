//! The history grouped into turns, as the move list and the "last move" marks show it.

use super::moves::{kind_key, squares_of};
use crate::notation::{format_turn, split_turns};
use crate::{Game, Side};
use serde::Serialize;

/// One turn: a single move, or a Parachute move with its drop.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct TurnView {
    /// The colour that played it.
    pub colour: &'static str,
    /// Its side: `black`, `white`, `east_west`, `north_south`.
    pub side: &'static str,
    /// The turn in RULES.md §4 notation: `b1-d3`, `a3-c5@d4`, `pass@e4`.
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
        let teams = game.variant().has_teams();
        let mut first = 0;
        split_turns(game.moves())
            .into_iter()
            .map(|plies| {
                let colour = game.positions()[first].turn();
                let turn = TurnView {
                    colour: colour.name(),
                    side: Side::from_index(colour.side_index(), teams).key(),
                    text: format_turn(plies),
                    plies: [first, first + plies.len() - 1],
                    squares: plies.iter().flat_map(|&m| squares_of(m)).map(|s| s.to_string()).collect(),
                    capture: plies.iter().any(|m| m.is_capture()),
                    kind: match plies {
                        [one] => kind_key(one.kind()),
                        _ => "turn",
                    },
                };
                first += plies.len();
                turn
            })
            .collect()
    }
}
