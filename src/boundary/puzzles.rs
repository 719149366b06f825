//! Puzzles as the page sees them: the collection as a list to choose from, and the judgement of
//! a try as one object. The judging itself is [`crate::puzzle::Attempt`]'s; this reads what the
//! page sends (a puzzle's line, the plies played so far, a try) and shapes what it gets back.
//!
//! The judge holds no state between tries: the page sends the puzzle's line and the plies so far
//! with every try ([`resume_attempt`]), so the worker that judges can be replaced at any time.

use super::{move_from_number, MoveView, OutcomeView, PlayErrorView, Refusal};
use crate::notation::parse_turn;
use crate::puzzle::{format_puzzle_line, parse_puzzle_line, Attempt, Puzzle, Verdict};
use crate::Move;
use serde::Serialize;

/// One puzzle of the collection, for the page's list and board.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PuzzleView {
    /// The puzzle's id, e.g. `std-e3-p35` (the page's address names it: `puzzles.html#std-e3-p35`).
    pub id: String,
    /// The variant's key: `standard`, `parachute`, `ambiloa`, …
    pub variant: &'static str,
    /// The solver wins in this many of its turns.
    pub wins_in: u32,
    /// 1 (easiest) to 6 ([`crate::puzzle::MOST_DIFFICULT`]).
    pub difficulty: u8,
    /// Where the position comes from, in English (a game of the thesis, or engine self-play).
    pub source: String,
    /// The position as a position string (with its rules), for the board.
    pub position: String,
    /// The colour to move first.
    pub turn: &'static str,
    /// The side that solves (the side to move): `black`, `white`, `east_west`, `north_south`.
    pub solver: &'static str,
    /// The side that defends.
    pub defender: &'static str,
    /// A winning line, ply by ply, as move texts (`b1-d3`, `c1xa3`, `@d4`).
    pub solution: Vec<String>,
    /// The puzzle as its line of the collection: what the judge reads ([`resume_attempt`]).
    pub line: String,
}

impl PuzzleView {
    /// The view of `puzzle`.
    pub fn of(puzzle: &Puzzle) -> PuzzleView {
        let solver = puzzle.position.side_to_move();
        PuzzleView {
            id: puzzle.id.clone(),
            variant: puzzle.position.variant().key(),
            wins_in: puzzle.wins_in,
            difficulty: puzzle.difficulty,
            source: puzzle.source.clone(),
            position: crate::notation::format_position(&puzzle.position, &puzzle.rules),
            turn: puzzle.position.turn().name(),
            solver: solver.key(),
            defender: solver.opponent().key(),
            solution: puzzle.solution.iter().map(|m| m.to_string()).collect(),
            line: format_puzzle_line(puzzle),
        }
    }
}

/// The judgement of one try, in one object the page reads without deciding anything itself.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct VerdictView {
    /// `correct` (played, with the defender's reply), `wrong` (refuted, nothing played) or
    /// `illegal` (refused by the rules, nothing played).
    pub verdict: &'static str,
    /// The try as the rules read it (with its capture flag); `None` when illegal.
    pub try_move: Option<MoveView>,
    /// Correct: the defender's plies played after the try, its longest resistance.
    pub reply: Vec<MoveView>,
    /// Correct: whether the solver has now won.
    pub solved: bool,
    /// Wrong: the plies that show why the try fails (the defence that escapes; after a
    /// Parachute slide, the solver's own drop first). Empty when the try itself ends the game.
    pub refutation: Vec<MoveView>,
    /// Wrong: how the game ends when the try itself ends it (a capture that connects the
    /// defender, a draw by simultaneous connection).
    pub outcome: Option<OutcomeView>,
    /// Illegal: the rules' reason, as a code with parameters the page words.
    pub error: Option<PlayErrorView>,
    /// The solver's turns left to win in after this judgement, counting the current one.
    pub turns_left: u32,
}

/// The attempt at the puzzle written as `line` (a line of the collection) after the packed
/// plies `plies`, replayed without judging; refused when the line or a ply is malformed or a
/// ply illegal (which only a faulty caller sends).
pub fn resume_attempt(line: &str, plies: &[f64]) -> Result<Attempt, Refusal> {
    let puzzle = parse_puzzle_line(line).map_err(|why| Refusal::Request(format!("bad puzzle: {why}")))?;
    let mut moves = Vec::with_capacity(plies.len());
    for (i, &n) in plies.iter().enumerate() {
        moves.push(move_from_number(n).map_err(|why| Refusal::Request(format!("ply {}: {why}", i + 1)))?);
    }
    Attempt::resume(&puzzle, &moves)
        .map_err(|e| Refusal::Request(format!("the plies so far are not legal: {e}")))
}

/// A try written as text (`b1-d3`, `@d4`, `pass`) in the attempt's position; one ply only, as
/// each ply of a Parachute turn is judged on its own. A malformed text is refused here; a
/// well-formed but illegal one is for [`judge`] to answer.
pub fn read_try(attempt: &Attempt, text: &str) -> Result<Move, Refusal> {
    let plies = parse_turn(text, attempt.position()).map_err(|e| Refusal::Request(e.to_string()))?;
    match plies[..] {
        [single] => Ok(single),
        _ => Err(Refusal::Request(format!(
            "\"{}\": judge one ply at a time (the move, then its drop)",
            text.trim()
        ))),
    }
}

/// A try given as a packed number ([`Move::to_u16`]).
pub fn read_packed_try(n: f64) -> Result<Move, Refusal> {
    move_from_number(n).map_err(Refusal::Request)
}

/// Judges `try_move` ([`Attempt::check`]): a correct try is played with the defender's reply,
/// anything else leaves the attempt unchanged.
pub fn judge(attempt: &mut Attempt, try_move: Move) -> VerdictView {
    let played_before = attempt.game().moves().len();
    let verdict = attempt.check(try_move);
    let mut view = VerdictView {
        verdict: "illegal",
        try_move: None,
        reply: Vec::new(),
        solved: false,
        refutation: Vec::new(),
        outcome: None,
        error: None,
        turns_left: attempt.turns_left(),
    };
    match verdict {
        Verdict::Correct { reply, solved } => {
            view.verdict = "correct";
            view.try_move = attempt.game().moves().get(played_before).map(|&m| MoveView::of(m));
            view.reply = reply.into_iter().map(MoveView::of).collect();
            view.solved = solved;
        }
        Verdict::Wrong { try_move, refutation, outcome } => {
            view.verdict = "wrong";
            view.try_move = Some(MoveView::of(try_move));
            view.refutation = refutation.into_iter().map(MoveView::of).collect();
            view.outcome = outcome.map(|o| {
                let mut after = attempt.game().clone();
                // The try was judged legal; if it somehow were not, the outcome is read here.
                let _ = after.play(try_move);
                OutcomeView::of(o, after.position())
            });
        }
        Verdict::Illegal(error) => view.error = Some(PlayErrorView::of(&error)),
    }
    view
}

/// The solver's winning plies now ("show solution"): every try [`judge`] would call correct.
pub fn winning_moves(attempt: &Attempt) -> Vec<MoveView> {
    attempt.winning_moves().into_iter().map(MoveView::of).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    // The doc example of src/puzzle.rs: White connects with b4-c3 (6×6).
    const WIN_IN_1: &str =
        "s6-demo | 1 | 2 | standard-6x6 6/6/wwbbb1/1w1ww1/4b1/3b2 w - | b4-c3 | engine self-play, seed 1";

    // White slides g4-e4 and must then drop a black piece: a1 wins (www/puzzles/puzzles.txt).
    const PARACHUTE: &str =
        "para-l05-s16-p22 | 1 | 2 | parachute 3b3b/bw2w3/w4w1b/bw1ww3/2w3w1/bw2w2b/w7/2b2bb1 w B0W1 \
                             mover-wins,repetition | g4-e4@a1 | engine self-play, seed 16";

    fn judge_text(attempt: &mut Attempt, text: &str) -> VerdictView {
        let m = read_try(attempt, text).unwrap();
        judge(attempt, m)
    }

    fn attempt() -> Attempt {
        resume_attempt(WIN_IN_1, &[]).unwrap()
    }

    #[test]
    fn a_puzzle_view_carries_what_the_page_lists_and_the_line_the_judge_reads() {
        let puzzle = parse_puzzle_line(WIN_IN_1).unwrap();
        let view = PuzzleView::of(&puzzle);
        assert_eq!(
            (view.id.as_str(), view.variant, view.wins_in, view.difficulty),
            ("s6-demo", "standard-6x6", 1, 2)
        );
        assert_eq!((view.turn, view.solver, view.defender), ("white", "white", "black"));
        assert_eq!(view.solution, ["b4-c3"]);
        assert_eq!(parse_puzzle_line(&view.line).unwrap(), puzzle, "the line reads back as the same puzzle");
    }

    #[test]
    fn the_key_move_is_correct_and_solves() {
        let mut attempt = attempt();
        let view = judge_text(&mut attempt, "b4-c3");
        assert_eq!((view.verdict, view.solved, view.turns_left), ("correct", true, 0));
        assert_eq!(view.try_move.unwrap().text, "b4-c3");
        assert!(view.reply.is_empty() && view.error.is_none());
    }

    #[test]
    fn a_wrong_try_is_refuted_and_nothing_is_played() {
        let mut attempt = attempt();
        let view = judge_text(&mut attempt, "a4-a5");
        assert_eq!(view.verdict, "wrong");
        assert_eq!(view.refutation.len(), 1, "Black's reply escapes");
        assert!(!view.solved && view.outcome.is_none());
        assert_eq!(attempt.game().moves().len(), 0);
    }

    #[test]
    fn an_illegal_try_gets_the_rules_code_and_nothing_is_played() {
        let mut attempt = attempt();
        let view = judge_text(&mut attempt, "b4-b5");
        assert_eq!(view.verdict, "illegal");
        assert_eq!(view.error.unwrap().code, "wrong-distance");
        assert!(view.try_move.is_none() && attempt.game().moves().is_empty());
    }

    #[test]
    fn malformed_requests_are_refused_with_their_reason() {
        let attempt = attempt();
        assert!(read_try(&attempt, "z9-d3").unwrap_err().to_string().contains("z9"));
        assert!(read_try(&attempt, "a3-c5@d4").unwrap_err().to_string().contains("only in Parachute"));
        let parachute = resume_attempt(PARACHUTE, &[]).unwrap();
        assert!(read_try(&parachute, "g4-e4@a1").unwrap_err().to_string().contains("one ply at a time"));
        assert!(read_packed_try(-1.0).unwrap_err().to_string().contains("not a packed move"));
        assert!(resume_attempt("nonsense", &[]).unwrap_err().to_string().starts_with("bad puzzle:"));
        assert!(resume_attempt(WIN_IN_1, &[1.5]).unwrap_err().to_string().starts_with("ply 1:"));
    }

    #[test]
    fn a_parachute_turn_is_judged_ply_by_ply() {
        let mut attempt = resume_attempt(PARACHUTE, &[]).unwrap();
        let slide = judge_text(&mut attempt, "g4-e4");
        assert_eq!((slide.verdict, slide.solved, slide.turns_left), ("correct", false, 1));
        assert!(slide.reply.is_empty(), "the drop is still White's to make");
        let drop = judge_text(&mut attempt, "@a1");
        assert_eq!((drop.verdict, drop.solved), ("correct", true));
    }

    #[test]
    fn an_attempt_resumes_after_the_plies_so_far() {
        let line =
            "std-e3-p33 | 2 | 4 | standard 8/8/1w1ww3/1wbbww2/1bw5/2ww4/w1bb4/8 w - mover-wins,repetition \
                    | d3-b3 c2-e4 e5-c7 | Winands' thesis, appendix E game 3, before White's move 17";
        let mut first = resume_attempt(line, &[]).unwrap();
        let view = judge_text(&mut first, "d3-b3");
        assert_eq!((view.verdict, view.turns_left, view.reply.len()), ("correct", 1, 1));
        let plies: Vec<f64> = first.game().moves().iter().map(|m| f64::from(m.to_u16())).collect();
        let resumed = resume_attempt(line, &plies).unwrap();
        assert_eq!(resumed.position(), first.position());
        assert_eq!(resumed.turns_left(), 1);
        assert!(winning_moves(&resumed).iter().any(|m| m.text == "e5-c7"));
        let illegal = [f64::from(Move::PASS.to_u16())];
        assert!(resume_attempt(line, &illegal).unwrap_err().to_string().contains("not legal"));
    }
}
