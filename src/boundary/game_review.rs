//! The analysis of a whole game (after lichess's "computer analysis"): the
//! worker searches every position of the game in turn with the ordinary search
//! (`WasmSearcher.search`), and each move is judged here by how much it lowered the mover's
//! expected result ([`judge_move`]; the page's `judgeMove` arguments are read in
//! `review_request.rs`). The page draws the graph and the
//! marks (pixels); what a score means and which move counts as a mistake is decided here. The
//! loop itself stays in the worker's JavaScript so the game page's wasm carries only this.
//!
//! **The scale.** A score (centi-pieces, docs/rules.md §6) is turned into an expected result
//! between 0 (lost) and 1 (won) by `E(s) = 1/2 + s / (2(|s| + 300))`: level at 0, ¾ at +3
//! pieces, 0.9 at +12. Lichess maps centipawns to winning chances with a logistic curve fitted
//! on its games; this engine's scores have no such fit, and a rational curve needs no `exp` in
//! the wasm. A forced win is 1, a forced loss 0.
//!
//! **The marks**, by the drop of `E` from the mover's view, from before the move (the engine's
//! best) to after it (the engine's answer to the move played):
//! inaccuracy ≥ [`INACCURACY`] (0.10), mistake ≥ [`MISTAKE`] (0.15), blunder ≥ [`BLUNDER`]
//! (0.25). Lichess marks drops in winning chances (−1…1) of 0.1, 0.2 and 0.3, that is 0.05,
//! 0.1 and 0.15 of an expected result; this engine's short searches (well under a second a
//! position) swing more from one depth to the next — in the thesis games of tests/data/games
//! the graph rocks by 0.05 to 0.09 from one ply to the next — so the thresholds are higher,
//! and a move the engine itself chose is never marked.
//!
//! **Forced results.** A move that turns the mover's forced win into anything less "missed a
//! win in N" (N: the mover's turns to the win it had); one that turns a position not lost by
//! force into a forced loss "allowed a loss in N" (N: the opponent's turns). Either is at least a
//! mistake, whatever the curve says: a forced result is certain, not an estimate. A win in one
//! missed or a loss in one allowed is a blunder: to a player, missing the winning move on the
//! board or letting the opponent win on their very next move is the worst kind of move, even
//! when a longer forced win remains or the curve barely moves.
//!
//! **Every board.** One search plays every board and writes forced results on one scale
//! ([`MateScale::EIGHT`]); the wide boards' evaluation (src/cell_board/eval.rs) counts hundredths of a
//! cell of spread rather than centi-pieces, and the same curve and thresholds judge it, so a
//! mark means the same on every board.

use crate::search::{MATE, MATE_BOUND};

/// The smallest drop of the expected result marked an inaccuracy.
pub const INACCURACY: f64 = 0.10;
/// The smallest drop marked a mistake.
pub const MISTAKE: f64 = 0.15;
/// The smallest drop marked a blunder.
pub const BLUNDER: f64 = 0.25;
/// Centi-pieces at which the expected result is ¾ (see the module's documentation).
const HALF_SCALE: f64 = 300.0;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// A drop of at least [`INACCURACY`].
    Inaccuracy,
    /// A drop of at least [`MISTAKE`].
    Mistake,
    /// A drop of at least [`BLUNDER`].
    Blunder,
}

impl Mark {
    /// The page's name of the mark: `inaccuracy`, `mistake`, `blunder`.
    pub fn key(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// How an engine writes a forced result: a win found `n` plies away scores `mate - n`, and
/// every score beyond `bound` (either sign) is one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MateScale {
    /// The score of a win at the root.
    pub mate: i32,
    /// The largest ordinary score.
    pub bound: i32,
}

impl MateScale {
    /// The search's, on every board ([`crate::search::MATE`], [`crate::search::MATE_BOUND`]).
    pub const EIGHT: MateScale = MateScale { mate: MATE, bound: MATE_BOUND };
}

/// A score as judged: centi-pieces from one side's view, and the turns to a forced result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score {
    /// Centi-pieces; beyond ±`MATE_BOUND` a forced win or loss (as the search reports).
    pub centi: i32,
    /// Turns of the winner to the forced result, when `centi` announces one.
    pub turns: Option<u32>,
}

impl Score {
    /// The score `centi` from the search, its turns counted from the plies to the end (a win in
    /// `n` plies is the winner's `(n + 1) / 2`-th turn when the sides alternate).
    pub fn of(centi: i32) -> Score {
        Score::on(MateScale::EIGHT, centi)
    }

    /// The score `centi` of the engine whose forced results `scale` describes: beyond its bound
    /// a forced result, its turns counted from the plies to the end; the judgement reads only
    /// the sign of such a score, so the engines' different numbers mean the same.
    pub fn on(scale: MateScale, centi: i32) -> Score {
        let plies = (centi.abs() > scale.bound).then(|| (scale.mate - centi.abs()).max(0) as u32);
        Score { centi, turns: plies.map(|p| p.div_ceil(2)) }
    }

    /// The same score from the other side's view.
    pub fn flipped(self) -> Score {
        Score { centi: -self.centi, ..self }
    }

    /// The expected result, 0 (lost) to 1 (won).
    pub fn expectation(self) -> f64 {
        match self.turns {
            Some(_) if self.centi > 0 => 1.0,
            Some(_) => 0.0,
            None => {
                let s = f64::from(self.centi);
                0.5 + s / (2.0 * (s.abs() + HALF_SCALE))
            }
        }
    }

    /// Turns to a forced win, if this is one.
    fn win(self) -> Option<u32> {
        self.turns.filter(|_| self.centi > 0)
    }

    /// Turns of the opponent to a forced loss, if this is one.
    fn loss(self) -> Option<u32> {
        self.turns.filter(|_| self.centi < 0)
    }
}

/// The judgement of one move, from the mover's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Verdict {
    /// How much the expected result fell (0 when it did not), to three decimals.
    pub drop: f64,
    /// The mark, if the move lost enough.
    pub mark: Option<Mark>,
    /// The mover had a win in this many turns, and the move lost it.
    pub missed_win: Option<u32>,
    /// The move let the opponent win by force in this many turns.
    pub allowed_loss: Option<u32>,
}

/// Judges a move from the mover's view: `before` is the engine's score of the position it was
/// played in, `after` the score of the position it led to (both from the mover's view), and
/// `engine_choice` whether it is the move the engine found best (never marked).
pub fn judge_move(before: Score, after: Score, engine_choice: bool) -> Verdict {
    let drop = (before.expectation() - after.expectation()).max(0.0);
    let missed_win = before.win().filter(|_| after.win().is_none());
    let allowed_loss = after.loss().filter(|_| before.loss().is_none());
    let by_drop = if drop >= BLUNDER {
        Some(Mark::Blunder)
    } else if drop >= MISTAKE {
        Some(Mark::Mistake)
    } else if drop >= INACCURACY {
        Some(Mark::Inaccuracy)
    } else {
        None
    };
    let forced = if missed_win == Some(1) || allowed_loss == Some(1) {
        Some(Mark::Blunder)
    } else {
        (missed_win.is_some() || allowed_loss.is_some()).then_some(Mark::Mistake)
    };
    let mark = if engine_choice { None } else { by_drop.max(forced) };
    Verdict { drop: (drop * 1000.0).round() / 1000.0, mark, missed_win, allowed_loss }
}

#[cfg(test)]
mod tests {
    use super::super::input::Input;
    use super::super::review_request::score_input;
    use super::*;
    use crate::notation::{parse_move, parse_position};
    use crate::search::{Limits, Searcher, MATE_BOUND};
    use crate::Game;

    /// A position string for an 8×8 standard board drawn as rows 8 to 1 (`b`, `w`, `.`).
    fn grid(rows: &str, to_move: char) -> String {
        let ranks: Vec<String> = rows
            .split_whitespace()
            .map(|row| {
                let mut out = String::new();
                let mut empty = 0;
                for c in row.chars() {
                    if c == '.' {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push(c);
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                }
                out
            })
            .collect();
        format!("standard {} {to_move} - mover-wins", ranks.join("/"))
    }

    fn centi(c: i32) -> Score {
        Score::of(c)
    }

    #[test]
    fn the_curve_is_level_at_zero_and_three_quarters_at_three_pieces() {
        assert_eq!(centi(0).expectation(), 0.5);
        assert_eq!(centi(300).expectation(), 0.75);
        assert_eq!(centi(-300).expectation(), 0.25);
        assert!(centi(10_000).expectation() < 1.0);
        assert_eq!(centi(MATE - 3).expectation(), 1.0);
        assert_eq!(centi(-(MATE - 4)).expectation(), 0.0);
    }

    #[test]
    fn mate_scores_count_the_winners_turns() {
        assert_eq!(centi(MATE - 1).turns, Some(1), "a win on this move");
        assert_eq!(centi(MATE - 5).turns, Some(3));
        assert_eq!(centi(-(MATE - 2)).turns, Some(1), "the opponent's next move wins");
        assert_eq!(centi(MATE_BOUND).turns, None);
    }

    #[test]
    fn small_drops_are_unmarked_and_larger_ones_graded() {
        assert_eq!(judge_move(centi(50), centi(20), false).mark, None);
        // 0.5 → 0.4: a tenth of a game, just short of an inaccuracy (0.09999… in floating point).
        assert_eq!(judge_move(centi(0), centi(-70), false).mark, None, "0.09: the depths' rocking");
        assert_eq!(judge_move(centi(0), centi(-80), false).mark, Some(Mark::Inaccuracy));
        assert_eq!(judge_move(centi(0), centi(-150), false).mark, Some(Mark::Mistake));
        assert_eq!(judge_move(centi(200), centi(-300), false).mark, Some(Mark::Blunder));
        assert_eq!(judge_move(centi(0), centi(-75), false).drop, 0.1);
    }

    #[test]
    fn a_gain_is_no_drop_and_the_engines_own_move_is_never_marked() {
        let better = judge_move(centi(-100), centi(300), false);
        assert_eq!((better.drop, better.mark), (0.0, None));
        assert_eq!(judge_move(centi(200), centi(-300), true).mark, None, "a deeper look, not a mistake");
    }

    #[test]
    fn a_lost_forced_win_is_named_with_its_turns_and_is_at_least_a_mistake() {
        let v = judge_move(centi(MATE - 5), centi(2_000), false);
        assert_eq!((v.missed_win, v.allowed_loss), (Some(3), None));
        assert_eq!(v.mark, Some(Mark::Mistake), "0.06 by the curve, but a certain win was lost");
        // A slower win is still a win: nothing missed.
        assert_eq!(judge_move(centi(MATE - 1), centi(MATE - 7), false).missed_win, None);
    }

    #[test]
    fn a_win_in_one_missed_or_a_loss_in_one_allowed_is_always_a_blunder() {
        // A win in one traded for a slower forced win: the curve says nothing (1 → 1), the
        // win on the board was still missed.
        let slower = judge_move(centi(MATE - 1), centi(MATE - 7), false);
        assert_eq!((slower.missed_win, slower.mark), (None, None), "a forced win kept is not missed");
        let missed = judge_move(centi(MATE - 1), centi(2_000), false);
        assert_eq!((missed.missed_win, missed.mark), (Some(1), Some(Mark::Blunder)), "0.06 by the curve");
        // From a lost-looking position, letting the opponent win at once is still a blunder.
        let allowed = judge_move(centi(-2_000), centi(-(MATE - 2)), false);
        assert_eq!((allowed.allowed_loss, allowed.mark), (Some(1), Some(Mark::Blunder)), "0.06 by the curve");
        // Longer forced results stay at least a mistake.
        assert_eq!(judge_move(centi(-2_000), centi(-(MATE - 4)), false).mark, Some(Mark::Mistake));
        assert_eq!(judge_move(centi(MATE - 3), centi(2_000), false).mark, Some(Mark::Mistake));
    }

    #[test]
    fn a_forced_loss_let_in_is_named_with_the_opponents_turns() {
        let v = judge_move(centi(-40), centi(-(MATE - 4)), false);
        assert_eq!((v.allowed_loss, v.mark), (Some(2), Some(Mark::Blunder)));
        // Already lost by force: the move lets nothing in.
        assert_eq!(judge_move(centi(-(MATE - 6)), centi(-(MATE - 2)), false).allowed_loss, None);
    }

    /// Black to move wins at once with d1-c2 or d1-c1 (joining its three pieces); white's two pieces are
    /// apart. A quiet move instead lets white join with h6-g7: a win missed and a loss allowed.
    const WIN_IN_ONE: &str = "
        .......w
        ........
        .......w
        ........
        ........
        ........
        bb......
        ...b....";

    /// The engine's score of the position `start` after `played`, from its side to move's view,
    /// and its move there (depth 4, as a worker's short search).
    fn searched(start: &str, played: &[&str]) -> (Score, String) {
        let (pos, rules) = parse_position(start).unwrap();
        let mut game = Game::from_position(pos, rules);
        for text in played {
            let m = parse_move(text, game.position()).unwrap();
            game.play(m).unwrap();
        }
        let mut searcher = Searcher::with_tt_size(1 << 20);
        let limits = Limits { level: 6, depth: Some(4), movetime_ms: None, seed: 1 };
        let result = searcher.search(&game, &limits, &|| 0.0, &mut |_| {});
        (Score::of(result.info.score), result.best.to_string())
    }

    #[test]
    fn a_quiet_move_instead_of_the_win_is_a_blunder_that_missed_a_win_and_allowed_a_loss() {
        let start = grid(WIN_IN_ONE, 'b');
        let (before, engine) = searched(&start, &[]);
        assert_eq!(before.turns, Some(1), "black wins on this move");
        assert!(matches!(engine.as_str(), "d1-c2" | "d1-c1"), "the engine's win: {engine}");
        let (after, _) = searched(&start, &["a2-a3"]);
        assert_eq!((after.centi > 0, after.turns), (true, Some(1)), "now white, to move, wins at once");
        let v = judge_move(before, after.flipped(), engine == "a2-a3");
        assert_eq!(
            (v.missed_win, v.allowed_loss, v.mark, v.drop),
            (Some(1), Some(1), Some(Mark::Blunder), 1.0)
        );
    }

    #[test]
    fn the_winning_move_itself_is_judged_from_the_result() {
        let (before, _) = searched(&grid(WIN_IN_ONE, 'b'), &[]);
        let won = score_input("after", Input::Text("won".into())).unwrap();
        let v = judge_move(before, won, false);
        assert_eq!(
            (v.mark, v.drop, v.missed_win),
            (None, 0.0, None),
            "another winning move than the engine's"
        );
    }
}
