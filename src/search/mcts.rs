//! An experimental Monte-Carlo tree search with a solver (after Winands, Björnsson & Saito's
//! MC-LOA, 2008/2010), to compare with the alpha-beta search in self-play (docs/rules.md §6 says
//! MC-LOA matched MIA). Selection by UCT; a new leaf is valued by the evaluation function
//! through a logistic curve instead of a random playout (MC-LOA's evaluation cut-off, taken to
//! its limit); proven wins and losses propagate up the tree (the "solver").
//!
//! It is selected only through [`super::Tuning::mcts`] (the match runner's `--a-mcts`); the
//! levels play alpha-beta, which won the comparison clearly (at 50 ms a move this MCTS scored
//! 1 win in 20 games against it; see the module documentation of [`super`]).

use super::eval::{evaluate_with, Weights};
use crate::{Move, Position, Simultaneous};

/// One tree node: the move into it and its statistics from the view of the side that made it.
#[derive(Clone, Copy, Debug)]
struct Node {
    mv: Move,
    first_child: u32,
    children: u16,
    /// The side (0 or 1) that played `mv`.
    mover: u8,
    /// 1: proven win for `mover`; -1: proven loss; 0: unknown.
    proven: i8,
    /// The game ended here (`proven` says how; a draw if 0).
    terminal: bool,
    visits: u32,
    /// Sum of rewards in [0, 1] for `mover`.
    value: f32,
}

/// The outcome of an MCTS run.
pub struct MctsResult {
    /// The chosen move.
    pub best: Move,
    /// Iterations run.
    pub iterations: u64,
    /// Whether the root is proven: 1 a win for the side to move, -1 a loss.
    pub proven: i8,
    /// The chosen move's mean reward for the side to move.
    pub mean: f32,
}

const UCT_C: f32 = 0.6;
/// Evaluation units per logit: a score of 200 is a 73% chance.
const SCALE: f32 = 200.0;

fn side_of(pos: &Position) -> u8 {
    pos.side_to_move().index() as u8
}

/// Runs MCTS from `root` until `stop(iterations)` says so (checked every 64 iterations).
pub fn search(
    root: &Position,
    sim: Simultaneous,
    w: &Weights,
    mut stop: impl FnMut(u64) -> bool,
) -> MctsResult {
    let root_side = side_of(root);
    let mut nodes = vec![Node {
        mv: Move::PASS,
        first_child: 0,
        children: 0,
        mover: root_side ^ 1,
        proven: 0,
        terminal: false,
        visits: 0,
        value: 0.0,
    }];
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut iterations = 0u64;
    while nodes[0].proven == 0 {
        if iterations % 64 == 0 && iterations > 0 && stop(iterations) {
            break;
        }
        iterations += 1;
        // Selection.
        path.clear();
        path.push(0);
        let mut pos = *root;
        let mut node = 0usize;
        while nodes[node].children > 0 {
            let parent_visits = nodes[node].visits.max(1) as f32;
            let log_n = parent_visits.ln();
            let (first, n) = (nodes[node].first_child as usize, nodes[node].children as usize);
            let mut best = first;
            let mut best_score = f32::NEG_INFINITY;
            for (k, ch) in nodes[first..first + n].iter().enumerate() {
                let c = first + k;
                let s = if ch.proven == 1 {
                    f32::INFINITY
                } else if ch.proven == -1 {
                    -1e9
                } else if ch.visits == 0 {
                    1e6 - (c - first) as f32 // untried, in generation order
                } else {
                    ch.value / ch.visits as f32 + UCT_C * (log_n / ch.visits as f32).sqrt()
                };
                if s > best_score {
                    best_score = s;
                    best = c;
                }
            }
            pos.play_unchecked(nodes[best].mv);
            node = best;
            path.push(node);
        }
        // Expansion (on the second visit) or evaluation.
        let reward_for_mover = if nodes[node].terminal {
            0.5 // a draw; wins and losses are taken from `proven` below
        } else if nodes[node].visits > 0 || node == 0 {
            let moves = pos.legal_moves();
            let first = nodes.len() as u32;
            let mover = side_of(&pos);
            for &m in moves.iter() {
                let mut child = pos;
                child.play_unchecked(m);
                let outcome = if child.is_decided_after(m) { child.connection_outcome(sim) } else { None };
                let proven = match outcome.and_then(|o| o.winner()) {
                    Some(w) if w.index() as u8 == mover => 1,
                    Some(_) => -1,
                    None => 0,
                };
                let terminal = outcome.is_some();
                nodes.push(Node {
                    mv: m,
                    first_child: 0,
                    children: 0,
                    mover,
                    proven,
                    terminal,
                    visits: 0,
                    value: 0.0,
                });
            }
            nodes[node].first_child = first;
            nodes[node].children = moves.len() as u16;
            // Value the node itself by the evaluation (its children are not yet visited).
            leaf_reward(&pos, nodes[node].mover, w)
        } else {
            leaf_reward(&pos, nodes[node].mover, w)
        };
        // Backpropagation with the solver.
        let mut reward = reward_for_mover;
        for i in (0..path.len()).rev() {
            let n = path[i];
            let proven_child = if nodes[n].children > 0 { solve(&nodes, n) } else { 0 };
            if proven_child != 0 && nodes[n].proven == 0 {
                nodes[n].proven = proven_child;
            }
            let r = match nodes[n].proven {
                1 => 1.0,
                -1 => 0.0,
                _ => reward,
            };
            nodes[n].visits += 1;
            nodes[n].value += r;
            if i > 0 {
                let parent = path[i - 1];
                if nodes[parent].mover != nodes[n].mover {
                    reward = 1.0 - r;
                } else {
                    reward = r;
                }
            }
        }
    }
    let (first, n) = (nodes[0].first_child as usize, nodes[0].children as usize);
    let best = (first..first + n)
        .max_by(|&a, &b| rank(&nodes[a]).partial_cmp(&rank(&nodes[b])).unwrap_or(std::cmp::Ordering::Equal))
        .unwrap_or(0);
    let chosen = nodes[best];
    let proven = if nodes[0].proven == 0 {
        0
    } else if nodes[0].mover == root_side {
        nodes[0].proven
    } else {
        -nodes[0].proven
    };
    MctsResult {
        best: if n > 0 { chosen.mv } else { Move::PASS },
        iterations,
        proven,
        mean: if chosen.visits > 0 { chosen.value / chosen.visits as f32 } else { 0.5 },
    }
}

/// The final choice: a proven win first, proven losses last, else the most visited.
fn rank(n: &Node) -> f64 {
    match n.proven {
        1 => f64::INFINITY,
        -1 => -1.0,
        _ => n.visits as f64,
    }
}

/// Whether node `n` is proven by its children, from the view of `n`'s mover.
fn solve(nodes: &[Node], n: usize) -> i8 {
    let (first, count) = (nodes[n].first_child as usize, nodes[n].children as usize);
    let chooser = nodes[first].mover;
    let same = chooser == nodes[n].mover;
    let children = &nodes[first..first + count];
    if children.iter().any(|c| c.proven == 1) {
        return if same { 1 } else { -1 };
    }
    if children.iter().all(|c| c.proven == -1) {
        return if same { -1 } else { 1 };
    }
    0
}

/// The evaluation of a leaf as a chance in [0, 1] for `mover`.
fn leaf_reward(pos: &Position, mover: u8, w: &Weights) -> f32 {
    let e = evaluate_with(pos, w) as f32;
    let p = 1.0 / (1.0 + (-e / SCALE).exp());
    if side_of(pos) == mover {
        p
    } else {
        1.0 - p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::eval::WEIGHTS;
    use crate::{Game, Rules, SquareVariant};

    #[test]
    fn mcts_plays_legal_moves_and_its_solver_takes_a_win_in_one() {
        let mut game = Game::new(SquareVariant::Standard6x6, Rules::default());
        let mut wins_seen = 0;
        while !game.is_over() {
            let pos = *game.position();
            let r = search(&pos, Simultaneous::MoverWins, &WEIGHTS, |i| i >= 300);
            assert!(pos.is_legal(r.best), "{}", r.best);
            let winning = pos.legal_moves().iter().any(|&m| {
                let mut next = pos;
                next.play_unchecked(m);
                next.connection_outcome(Simultaneous::MoverWins).and_then(|o| o.winner())
                    == Some(pos.side_to_move())
            });
            if winning {
                wins_seen += 1;
                assert_eq!(r.proven, 1, "a win in one is proven at once\n{pos}");
            }
            game.play(r.best).expect("legal");
        }
        assert!(wins_seen >= 1, "the game ended, so someone had a win in one");
    }
}
