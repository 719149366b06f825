//! Results as records and SGF state them, checked against the game the moves replay to.
//!
//! A record's result is a claim about its moves, so it must agree with them: `1-0` after moves
//! that end in a draw by repetition is an error, not a silent re-scoring. A game the moves leave
//! unfinished may carry a win only as a resignation (`[Termination "resignation"]`, SGF
//! `RE[B+R]`), which is then applied to the game; it may never carry a draw, as the project
//! has no draw by agreement.

use super::error::{excerpt, line_column, NotationError};
use crate::{Game, Outcome, Side};

/// What a record or SGF says about the end of its game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Claim {
    /// `*`: still in progress.
    InProgress,
    /// The side of this index (0: Black or East–West, 1: White or North–South) won on the board.
    Win(usize),
    /// The side of this index won because the other side resigned.
    Resignation(usize),
    /// A draw, for any reason.
    Draw,
}

impl Claim {
    /// The claim a game's result makes, so writers and readers agree on one mapping.
    pub(crate) fn of(game: &Game) -> Claim {
        match (game.outcome(), game.resigned()) {
            (None, _) => Claim::InProgress,
            (Some(Outcome::Draw(_)), _) => Claim::Draw,
            (Some(outcome), Some(_)) => Claim::Resignation(outcome.winner().map_or(0, Side::index)),
            (Some(outcome), None) => Claim::Win(outcome.winner().map_or(0, Side::index)),
        }
    }

    /// The canonical result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub(crate) const fn token(self) -> &'static str {
        match self {
            Claim::InProgress => "*",
            Claim::Win(0) | Claim::Resignation(0) => "1-0",
            Claim::Win(_) | Claim::Resignation(_) => "0-1",
            Claim::Draw => "1/2-1/2",
        }
    }
}

/// Reads a result token of a record: `1-0`, `0-1`, `1/2-1/2`, `*`, and on input also the short
/// draws `1/2`, `½-½` and `½`.
pub(crate) fn parse_result_token(token: &str) -> Option<Claim> {
    match token {
        "1-0" => Some(Claim::Win(0)),
        "0-1" => Some(Claim::Win(1)),
        "1/2-1/2" | "1/2" | "½-½" | "½" => Some(Claim::Draw),
        "*" => Some(Claim::InProgress),
        _ => None,
    }
}

/// How a finished game ended, for messages: `a draw by threefold repetition`,
/// `a win for White (White connected all pieces)`.
fn ending(outcome: Outcome) -> String {
    match outcome.winner() {
        None => format!("a {}", outcome.reason()),
        Some(winner) => format!("a win for {winner} ({})", outcome.reason()),
    }
}

/// Checks `claim` against the replayed `game` and applies a resignation. `said` introduces the
/// claim in messages (`the record says 1-0`); `resign_hint` says how this format records a
/// resignation, for the message about a win the moves do not reach.
pub(crate) fn settle(game: &mut Game, claim: Claim, said: &str, resign_hint: &str) -> Result<(), String> {
    let teams = game.variant().has_teams();
    match (claim, game.outcome()) {
        (Claim::Resignation(winner), None) => {
            let loser = Side::from_index(winner ^ 1, teams);
            game.resign_side(loser).map(|_| ()).map_err(|e| e.to_string())
        }
        (Claim::Resignation(winner), Some(outcome)) => Err(format!(
            "{said}: {} resigned, but the moves already end the game in {}",
            Side::from_index(winner ^ 1, teams),
            ending(outcome)
        )),
        (Claim::InProgress, None) => Ok(()),
        (Claim::InProgress, Some(outcome)) => {
            Err(format!("{said} (game in progress), but the moves end in {}", ending(outcome)))
        }
        (Claim::Draw, None) => Err(format!("{said}, but the game is still in progress after the moves")),
        (Claim::Win(_), None) => Err(format!(
            "{said}, but the game is still in progress after the moves (a resignation is recorded as {resign_hint})"
        )),
        (Claim::Draw, Some(Outcome::Draw(_))) => Ok(()),
        (Claim::Win(winner), Some(outcome)) if outcome.winner().map(Side::index) == Some(winner) => Ok(()),
        (_, Some(outcome)) => Err(format!("{said}, but the moves end in {}", ending(outcome))),
    }
}

/// The result tags of a record with where they stand, and the result token of its move text.
pub(crate) struct RecordEnding<'a> {
    /// The record's text, to turn offsets into lines and columns.
    pub text: &'a str,
    /// The tags as written, with the character offset of each tag's `[`.
    pub tags: &'a [(String, String)],
    /// The character offset of each tag.
    pub tag_at: &'a [usize],
    /// The result token after the moves, if any, with its offset.
    pub token: Option<(String, usize)>,
}

impl RecordEnding<'_> {
    fn tag(&self, name: &str) -> Option<(&str, usize)> {
        let i = self.tags.iter().position(|(n, _)| n == name)?;
        Some((self.tags[i].1.as_str(), self.tag_at[i]))
    }

    fn tag_error(&self, at: usize, why: String) -> NotationError {
        let (line, column) = line_column(self.text, at);
        NotationError::Tag { line, column, why }
    }

    fn text_error(&self, at: usize, why: String) -> NotationError {
        let (line, column) = line_column(self.text, at);
        NotationError::Record { line, column, why }
    }

    /// Checks the record's `Result` tag, its result token and a `Termination "resignation"`
    /// against each other and against `game`, and applies the resignation.
    pub(crate) fn settle(&self, game: &mut Game) -> Result<(), NotationError> {
        let tag = match self.tag("Result") {
            None => None,
            Some((value, at)) => Some((
                parse_result_token(value.trim()).ok_or_else(|| {
                    self.tag_error(
                        at,
                        format!(
                            "Result: \"{}\" is not a result: expected 1-0, 0-1, 1/2-1/2 or *",
                            excerpt(value)
                        ),
                    )
                })?,
                value.trim(),
                at,
            )),
        };
        if let (Some((tag_claim, tag_value, _)), Some((token, at))) = (tag, &self.token) {
            if parse_result_token(token) != Some(tag_claim) {
                return Err(self.text_error(
                    *at,
                    format!("the result {token} contradicts the Result tag \"{tag_value}\""),
                ));
            }
        }
        // The claim and whether it came from the tag (errors point at the tag) or the token.
        let stated = match (tag, &self.token) {
            (Some((claim, value, at)), _) => Some((claim, value.to_string(), at, true)),
            (None, Some((token, at))) => parse_result_token(token).map(|c| (c, token.clone(), *at, false)),
            (None, None) => None,
        };
        let mut claim = stated.as_ref().map(|(c, ..)| *c);
        if let Some((value, at)) = self.tag("Termination").filter(|(v, _)| is_resignation(v)) {
            claim = match claim {
                Some(Claim::Win(winner)) => Some(Claim::Resignation(winner)),
                _ => {
                    let result = stated.as_ref().map_or("no result".to_string(), |s| s.1.clone());
                    return Err(self.tag_error(
                        at,
                        format!("Termination: \"{value}\" needs a Result of 1-0 or 0-1, not {result}"),
                    ));
                }
            };
        }
        let (Some(claim), Some((_, value, at, from_tag))) = (claim, stated) else {
            return Ok(());
        };
        settle(game, claim, &format!("the record says {value}"), "[Termination \"resignation\"]").map_err(
            |why| {
                if from_tag {
                    self.tag_error(at, format!("Result: {why}"))
                } else {
                    self.text_error(at, why)
                }
            },
        )
    }
}

/// Whether a `Termination` tag value says the game ended by resignation (any case).
pub(crate) fn is_resignation(value: &str) -> bool {
    value.trim().eq_ignore_ascii_case("resignation")
}
