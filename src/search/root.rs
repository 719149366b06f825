//! The root of one iteration: every root move searched in order.

use super::alphabeta::{Context, INFINITY};
use super::board::SearchBoard;

/// One iteration at the root. Returns the best move and score found, or `None` if stopped
/// before any move completed. With `exact_all`, every move gets an exact score (full window),
/// for the lower levels' choice among near-best moves.
#[allow(clippy::needless_range_loop)]
pub(super) fn search_root<B: SearchBoard>(
    ctx: &mut Context<'_, B>,
    root: &B,
    root_moves: &mut [(B::Move, i32)],
    depth: i32,
    exact_all: bool,
    lo: i32,
    hi: i32,
) -> Option<(B::Move, i32)> {
    let mut alpha = lo;
    let beta = hi;
    let mut best: Option<(B::Move, i32)> = None;
    let us = root.side_to_move();
    ctx.pv_len[0] = 0;
    for i in 0..root_moves.len() {
        let m = root_moves[i].0;
        // (indexing, not iterating: the list is reordered below while `best` is tracked)
        let mut child = *root;
        child.play(m);
        let score = if let Some(t) = ctx.terminal(root, &child, m, 0) {
            t
        } else if ctx.enter(root, &child, m, 0) {
            0
        } else {
            let same = child.side_to_move() == us;
            let window_alpha = if exact_all { -INFINITY } else { alpha };
            if i == 0 || exact_all {
                ctx.child(same, &child, depth - 1, window_alpha, beta, 1)
            } else {
                let s = ctx.child(same, &child, depth - 1, alpha, alpha + 1, 1);
                if s > alpha && !ctx.stopped {
                    ctx.child(same, &child, depth - 1, alpha, beta, 1)
                } else {
                    s
                }
            }
        };
        if ctx.stopped {
            break;
        }
        root_moves[i].1 = score;
        if best.map_or(true, |(_, b)| score > b) {
            best = Some((m, score));
            ctx.update_pv(0, m);
            alpha = alpha.max(score);
            if score >= beta {
                break; // fails high on an aspiration window: the caller widens it
            }
        }
    }
    if !ctx.stopped {
        // The next iteration tries the best first (a stable sort keeps the order of equals).
        sort_best_first(root_moves);
    } else if let Some((m, _)) = best {
        // Stopped mid-iteration: keep the best completed move in front for the caller.
        if let Some(i) = root_moves.iter().position(|&(r, _)| r == m) {
            root_moves[..=i].rotate_right(1);
        }
    }
    best
}

/// Sorts root moves by score, best first, keeping the order of equal scores: the result of
/// `sort_by_key(|&(_, s)| Reverse(s))`. An insertion sort, because a root has at most a few
/// hundred moves, sorted once per iteration, and the standard library's stable sort costs the
/// wasm about 5 KB of code (docs/figures.md).
fn sort_best_first<T>(moves: &mut [(T, i32)]) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].1 < moves[j].1 {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::sort_best_first;

    #[test]
    fn sorting_best_first_is_the_standard_stable_sort_by_descending_score() {
        // Scores from a small range, so that many are equal and the order of equals matters.
        let mut seed = 0x2545_f491_u32;
        for len in 0..60 {
            let moves: Vec<(usize, i32)> = (0..len)
                .map(|i| {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    (i, (seed >> 24) as i32 % 7 - 3)
                })
                .collect();
            let mut expected = moves.clone();
            expected.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            let mut sorted = moves;
            sort_best_first(&mut sorted);
            assert_eq!(sorted, expected, "{len} moves");
        }
    }
}
