//! Results as records and SGF state them, checked against the game the moves replay to.
//!
//! A record's result is a claim about its moves, so it must agree with them: `1-0` after moves
//! that end in a draw by repetition is an error, not a silent re-scoring. A game the moves leave
//! unfinished may carry a win only as a resignation (`[Termination "resignation"]`, SGF
//! `RE[B+R]`) or a loss on time (`[Termination "time forfeit"]`, SGF `RE[B+T]`), which is then
//! applied to the game. It may carry a draw only as a draw by agreement
//! (`[Termination "agreement"]`; in SGF, whose `RE[0]` has no reason, any draw on unfinished moves).

use super::error::{excerpt, line_column, NotationError};
use crate::{Game, GameBoard, Outcome, Side};

/// What a record or SGF says about the end of its game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Claim {
    /// `*`: still in progress.
    InProgress,
    /// The side of this index (0: Black or East–West, 1: White or North–South) won on the board.
    Win(usize),
    /// The side of this index won because the other side resigned.
    Resignation(usize),
    /// The side of this index won because the other side's time ran out.
    Time(usize),
    /// A draw, for any reason.
    Draw,
    /// A draw by agreement: one side offered, the other accepted.
    Agreement,
}

impl Claim {
    /// The claim a game's result makes, on any board, so writers and readers agree on one mapping.
    pub(crate) fn of<B: GameBoard>(game: &Game<B>) -> Claim {
        let Some(outcome) = game.outcome() else {
            return Claim::InProgress;
        };
        let Some(winner) = outcome.winner().map(Side::index) else {
            return if game.drawn_by_agreement() { Claim::Agreement } else { Claim::Draw };
        };
        if game.resigned().is_some() {
            Claim::Resignation(winner)
        } else if game.lost_on_time().is_some() {
            Claim::Time(winner)
        } else {
            Claim::Win(winner)
        }
    }

    /// The SGF `RE` property of the claim (`RE[B+R]`), none while the game goes on: every
    /// board's SGF writes its result so.
    pub(crate) const fn sgf_re(self) -> &'static str {
        match self {
            Claim::InProgress => "",
            Claim::Win(0) => "RE[B+]",
            Claim::Win(_) => "RE[W+]",
            Claim::Resignation(0) => "RE[B+R]",
            Claim::Resignation(_) => "RE[W+R]",
            Claim::Time(0) => "RE[B+T]",
            Claim::Time(_) => "RE[W+T]",
            Claim::Draw | Claim::Agreement => "RE[0]",
        }
    }

    /// The record's `Termination` tag of an end the moves do not reach: `resignation`, `time
    /// forfeit` or `agreement`. Every board's records write it so.
    pub(crate) const fn termination(self) -> Option<&'static str> {
        match self {
            Claim::Resignation(_) => Some("resignation"),
            Claim::Time(_) => Some("time forfeit"),
            Claim::Agreement => Some("agreement"),
            Claim::InProgress | Claim::Win(_) | Claim::Draw => None,
        }
    }

    /// The canonical result token: `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub(crate) const fn token(self) -> &'static str {
        match self {
            Claim::InProgress => "*",
            Claim::Win(0) | Claim::Resignation(0) | Claim::Time(0) => "1-0",
            Claim::Win(_) | Claim::Resignation(_) | Claim::Time(_) => "0-1",
            Claim::Draw | Claim::Agreement => "1/2-1/2",
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

/// Checks `claim` against the replayed `game` and applies a resignation or a loss on time.
/// `said` introduces the claim in messages (`the record says 1-0`); `resign_hint` says how
/// this format records a resignation, for the message about a win the moves do not reach.
pub(crate) fn settle<B: GameBoard>(
    game: &mut Game<B>,
    claim: Claim,
    said: &str,
    resign_hint: &str,
) -> Result<(), String> {
    let teams = game.position().variant().has_teams();
    match (claim, game.outcome()) {
        (Claim::Resignation(winner), None) => {
            let loser = Side::from_index(winner ^ 1, teams);
            game.resign(loser).map(|_| ()).map_err(|e| e.to_string())
        }
        (Claim::Resignation(winner), Some(outcome)) => Err(format!(
            "{said}: {} resigned, but the moves already end the game in {}",
            Side::from_index(winner ^ 1, teams),
            ending(outcome)
        )),
        (Claim::Time(winner), None) => {
            let loser = Side::from_index(winner ^ 1, teams);
            game.lose_on_time(loser).map(|_| ()).map_err(|e| e.to_string())
        }
        (Claim::Time(winner), Some(outcome)) => Err(format!(
            "{said}: {} ran out of time, but the moves already end the game in {}",
            Side::from_index(winner ^ 1, teams),
            ending(outcome)
        )),
        (Claim::Agreement, None) => game.agree_draw().map_err(|e| e.to_string()),
        (Claim::InProgress, None) => Ok(()),
        (Claim::InProgress, Some(outcome)) => {
            Err(format!("{said} (game in progress), but the moves end in {}", ending(outcome)))
        }
        // Only records reach this: SGF reads a draw on unfinished moves as an agreement.
        (Claim::Draw, None) => Err(format!(
            "{said}, but the game is still in progress after the moves (a draw by agreement is recorded as [Termination \"agreement\"])"
        )),
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
        NotationError::Tag { line, column, why: why.into() }
    }

    fn text_error(&self, at: usize, why: String) -> NotationError {
        let (line, column) = line_column(self.text, at);
        NotationError::Record { line, column, why: why.into() }
    }

    /// Checks the record's `Result` tag, its result token and a `Termination` of
    /// `resignation`, `time forfeit` or `agreement` against each other and against `game`, and applies it.
    pub(crate) fn settle<B: GameBoard>(&self, game: &mut Game<B>) -> Result<(), NotationError> {
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
        if let Some((value, at)) = self.tag("Termination").filter(|(v, _)| is_concession(v)) {
            claim = match claim {
                Some(Claim::Draw) if is_agreement(value) => Some(Claim::Agreement),
                Some(Claim::Win(winner)) if is_resignation(value) => Some(Claim::Resignation(winner)),
                Some(Claim::Win(winner)) if !is_agreement(value) => Some(Claim::Time(winner)),
                _ => {
                    let result = stated.as_ref().map_or("no result".to_string(), |s| s.1.clone());
                    return Err(self.tag_error(
                        at,
                        format!(
                            "Termination: \"{value}\" needs a Result of {}, not {result}",
                            if is_agreement(value) { "1/2-1/2" } else { "1-0 or 0-1" }
                        ),
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
    termination_is(value, "resignation")
}

/// Whether a `Termination` tag value says the game ended on time: `time forfeit`, as PGN writes
/// it (any case).
pub(crate) fn is_time_forfeit(value: &str) -> bool {
    termination_is(value, "time forfeit")
}

/// Whether a `Termination` tag value says the players agreed to a draw: `agreement` (any case).
pub(crate) fn is_agreement(value: &str) -> bool {
    termination_is(value, "agreement")
}

/// Whether a `Termination` tag value is `word` (any case, blanks around ignored). Not inlined:
/// each inlined copy unrolls the comparison, which the game wasm pays for in size.
#[inline(never)]
fn termination_is(value: &str, word: &str) -> bool {
    value.trim().eq_ignore_ascii_case(word)
}

/// Whether a `Termination` tag value says how a game ended off the board: by resignation, on
/// time or by agreement. Such a tag is the game's own, never a caller's free text.
pub(crate) fn is_concession(value: &str) -> bool {
    is_resignation(value) || is_time_forfeit(value) || is_agreement(value)
}

#[cfg(test)]
mod tests {
    use crate::notation::{format_record, format_sgf, link, parse_record, parse_sgf, play_text};
    use crate::SquareVariant;
    use crate::{Game, Outcome, Rules, Side, WinReason};

    /// Two turns, then White's flag falls.
    fn white_out_of_time() -> Game {
        let mut game = Game::new(SquareVariant::Standard, Rules::default());
        play_text(&mut game, "b1-d3").unwrap();
        play_text(&mut game, "a3xd3").unwrap();
        game.lose_on_time(Side::White).unwrap();
        game
    }

    const BLACK_WINS_ON_TIME: Option<Outcome> =
        Some(Outcome::Win { winner: Side::Black, reason: WinReason::Time });

    #[test]
    fn a_record_says_time_forfeit_and_reads_back() {
        let game = white_out_of_time();
        let text = format_record(&game, &[("Termination".to_string(), "abandoned".to_string())]);
        assert!(text.contains("[Termination \"time forfeit\"]\n[Result \"1-0\"]"), "{text}");
        assert!(!text.contains("abandoned"), "the game's own ending replaces the caller's: {text}");
        assert!(text.trim_end().ends_with("1. b1-d3 a3xd3 1-0"), "{text}");
        let back = parse_record(&text).unwrap().game;
        assert_eq!(
            (back.outcome(), back.lost_on_time(), back.moves()),
            (BLACK_WINS_ON_TIME, Some(Side::White), game.moves())
        );
        // Any case, as for a resignation.
        let upper = parse_record("[Termination \"Time Forfeit\"]\n1. b1-d3 0-1").unwrap().game;
        assert_eq!(upper.lost_on_time(), Some(Side::Black));
    }

    #[test]
    fn a_record_on_time_must_claim_a_win_the_moves_do_not_reach() {
        let err = parse_record("[Termination \"time forfeit\"]\n[Result \"*\"]\n1. b1-d3 *").unwrap_err();
        assert!(
            err.to_string().contains("Termination: \"time forfeit\" needs a Result of 1-0 or 0-1, not *"),
            "{err}"
        );
    }

    #[test]
    fn sgf_writes_and_reads_a_win_on_time() {
        let game = white_out_of_time();
        let sgf = format_sgf(&game).unwrap();
        assert!(sgf.contains("RE[B+T];B[b1-d3];W[a3xd3])"), "{sgf}");
        let back = parse_sgf(&sgf).unwrap();
        assert_eq!((back.outcome(), back.lost_on_time()), (BLACK_WINS_ON_TIME, Some(Side::White)));
        let long = parse_sgf("(;GM[9]RE[W+Time];B[b1-d3])").unwrap();
        assert_eq!(long.lost_on_time(), Some(Side::Black));
    }

    #[test]
    fn a_link_carries_a_loss_on_time() {
        let game = white_out_of_time();
        let text = link::encode(&game);
        assert_eq!(text, "standard~rep~mBTQT~tw");
        let back = link::decode(&text).unwrap();
        assert_eq!(
            (back.outcome(), back.lost_on_time(), back.resigned()),
            (BLACK_WINS_ON_TIME, Some(Side::White), None)
        );
        let err = link::decode("standard~mBTQT~tx").unwrap_err();
        assert_eq!(err.why, "loss on time \"tx\": expected tb or tw");
        let err = link::decode("standard~mBTQT~rb~tw").unwrap_err();
        assert_eq!(err.why, "field \"tw\" is repeated or out of order");
    }
}
