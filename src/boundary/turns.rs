//! The history grouped into turns, as the move list and the "last move" marks show it.

use super::{MoveView, PageBoard};
use crate::{Game, Side};
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
    pub fn all<B: PageBoard>(game: &Game<B>) -> Vec<TurnView> {
        TurnView::between(game, 0, usize::MAX).turns
    }

    /// The turns of `game` that hold a ply from `from` to before `to`, and the one that ended
    /// with ply `from - 1` (the drop at `from` may have completed it): only those are built,
    /// so a long game's last turns cost what a short game's do. On every board: a turn is a
    /// move with the drop that completes it (Parachute), else one ply.
    pub fn between<B: PageBoard>(game: &Game<B>, from: usize, to: usize) -> Turns {
        let teams = game.position().variant().has_teams();
        let moves = game.moves();
        // The first ply of each turn: every ply but a drop starts one.
        let starts: Vec<usize> = (0..moves.len()).filter(|&i| i == 0 || !B::is_drop(moves[i])).collect();
        let (mut skipped, mut turns) = (0, Vec::new());
        let views = |first: usize, last: usize| {
            (first..=last).map(|i| game.positions()[i].move_view(moves[i])).collect::<Vec<MoveView>>()
        };
        for (n, &first) in starts.iter().enumerate() {
            let last = starts.get(n + 1).map_or(moves.len(), |&next| next) - 1;
            if last + 1 < from {
                skipped += 1;
            } else if first < to {
                let colour = game.positions()[first].turn_colour();
                let plies = views(first, last);
                turns.push(TurnView {
                    colour: colour.name(),
                    side: Side::from_index(colour.side_index(), teams).key(),
                    // A drop's text (`@d4`) follows its move's: `a3-c5@d4`, `pass@e4`.
                    text: plies.iter().map(|m| m.text.as_str()).collect(),
                    plies: [first, last],
                    squares: squares(&plies),
                    capture: plies.iter().any(|m| m.capture),
                    kind: match plies.as_slice() {
                        [one] => one.kind,
                        _ => "turn",
                    },
                });
            }
        }
        let last_squares = match starts.last() {
            Some(&first) => squares(&views(first, moves.len() - 1)),
            None => Vec::new(),
        };
        Turns { skipped, turns, count: starts.len(), last_squares }
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
fn squares(plies: &[MoveView]) -> Vec<String> {
    plies.iter().flat_map(|m| m.from.iter().chain(&m.to)).cloned().collect()
}
