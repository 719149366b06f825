//! The page's side of judging a move of the whole-game analysis (`judgeMove`, in the game's
//! build and the wide boards'): its scores read and checked, and the judgement shaped as the page
//! draws it. What a score means and which move is marked is [`super::game_review`]'s.

use super::game_review::{judge_move, Mark, MateScale, Score};
use super::input::Input;
use serde::Serialize;

/// A judged move as the page receives it: the verdict, and the expected results before and
/// after the move from the mover's view (what the graph draws).
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct MoveJudgement {
    /// `inaccuracy`, `mistake` or `blunder`, or `None`.
    pub mark: Option<&'static str>,
    /// The mover had a win in this many turns, and the move lost it.
    pub missed_win: Option<u32>,
    /// The move let the opponent win by force in this many turns.
    pub allowed_loss: Option<u32>,
    /// The expected result (0 to 1) before the move.
    pub before: f64,
    /// The expected result after it.
    pub after: f64,
}

/// A score as the page passes it, from the view asked: a whole number of centi-pieces within
/// ±[`crate::search::MATE`] (a search report's `score`), or for a game that has ended `"won"`, `"lost"` or
/// `"drawn"`.
pub fn score_input(what: &str, input: Input) -> Result<Score, String> {
    score_input_on(MateScale::EIGHT, what, input)
}

/// [`score_input`] for the engine whose forced results `scale` describes (its scores reach
/// ±`scale.mate`).
pub fn score_input_on(scale: MateScale, what: &str, input: Input) -> Result<Score, String> {
    let mate = scale.mate;
    let limit = f64::from(mate);
    match input {
        Input::Number(n) if n.fract() == 0.0 && (-limit..=limit).contains(&n) => Ok(Score::on(scale, n as i32)),
        Input::Text(t) if t == "won" => Ok(Score::on(scale, mate)),
        Input::Text(t) if t == "lost" => Ok(Score::on(scale, -mate)),
        Input::Text(t) if t == "drawn" => Ok(Score::on(scale, 0)),
        other => Err(format!(
            "{what} must be a score (a whole number from -{mate} to {mate}) or \"won\", \"lost\" or \"drawn\", not {}",
            other.described()
        )),
    }
}

/// `judgeMove(before, after, engineChoice)`: the move judged ([`judge_move`]) from the scores of
/// the positions before and after it, both from the mover's view ([`score_input`]), and whether
/// it was the engine's own choice (a boolean).
pub fn judge_request(before: Input, after: Input, engine_choice: Input) -> Result<MoveJudgement, String> {
    judge_request_on(MateScale::EIGHT, before, after, engine_choice)
}

/// [`judge_request`] for an engine whose forced results `scale` describes.
pub fn judge_request_on(
    scale: MateScale,
    before: Input,
    after: Input,
    engine_choice: Input,
) -> Result<MoveJudgement, String> {
    let before = score_input_on(scale, "before", before)?;
    let after = score_input_on(scale, "after", after)?;
    let Input::Bool(engine_choice) = engine_choice else {
        return Err(format!("engineChoice must be true or false, not {}", engine_choice.described()));
    };
    let verdict = judge_move(before, after, engine_choice);
    Ok(MoveJudgement {
        mark: verdict.mark.map(Mark::key),
        missed_win: verdict.missed_win,
        allowed_loss: verdict.allowed_loss,
        before: before.expectation(),
        after: after.expectation(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::MATE;

    #[test]
    fn the_page_request_is_checked_and_judged() {
        let j = judge_request(Input::Number(0.0), Input::Number(-300.0), Input::Bool(false)).unwrap();
        assert_eq!((j.mark, j.before, j.after), (Some("blunder"), 0.5, 0.25));
        let lost =
            judge_request(Input::Number(-40.0), Input::Text("lost".into()), Input::Bool(false)).unwrap();
        assert_eq!((lost.allowed_loss, lost.after), (Some(0), 0.0), "the game ended: lost at once");
        for (bad, why) in [
            (Input::Number(0.5), "a score (a whole number"),
            (Input::Number(f64::NAN), "a score"),
            (Input::Number(f64::from(MATE) + 1.0), "from -31000 to 31000"),
            (Input::Text("win".into()), "\"won\", \"lost\" or \"drawn\""),
            (Input::Undefined, "not undefined"),
        ] {
            let err = judge_request(Input::Number(0.0), bad.clone(), Input::Bool(true)).unwrap_err();
            assert!(err.starts_with("after must be") && err.contains(why), "{bad:?}: {err}");
        }
        let err = judge_request(Input::Number(0.0), Input::Number(0.0), Input::Number(1.0)).unwrap_err();
        assert!(err.starts_with("engineChoice must be true or false"), "{err}");
    }
}
