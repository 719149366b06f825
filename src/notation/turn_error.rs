//! Why a turn of a record or an SGF game could not be played, kept apart from the English
//! sentence: the rules' refusal itself (its squares by name), so the page can word it in its
//! language with the codes of every refused move (src/boundary/refusal.rs), and the colour of
//! the player to move.

use super::moves::{reason_after_move, TextPlayError};
use super::record::notation_reason;
use crate::PlayError;
use std::fmt;

/// A turn refused by its text or by the rules. Its `Display` is the English reason after the
/// move's text (`the a-file holds 6 pieces, so …`), as the records' messages give it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TurnError {
    /// The English reason, without the move's text.
    pub why: String,
    /// The colour of the player to move, by its key (`black`, `white`, `blue`, `yellow`).
    pub mover: &'static str,
    /// The AmbiLOA seat of the player to move, by its key (`south`, `west`, `north`, `east`);
    /// `None` in two-player variants, where the colour names the player.
    pub seat: Option<&'static str>,
    /// The rules' refusal, its squares by name; `None` when the text is not a move.
    pub refusal: Option<Box<PlayError<String>>>,
    /// Whether the turn is written for the other side (an SGF `W` node when Black is to move).
    pub out_of_turn: bool,
}

impl TurnError {
    /// The refusal of a turn by `mover` for `error`, which played its text or failed to read it.
    pub(crate) fn of<S: fmt::Display + PartialEq>(mover: &'static str, error: TextPlayError<S>) -> TurnError {
        match error {
            TextPlayError::Illegal { text, error } => TurnError::refused(mover, &text, &error),
            TextPlayError::Notation(e) => {
                TurnError { why: notation_reason(e), mover, seat: None, refusal: None, out_of_turn: false }
            }
        }
    }

    /// The rules' refusal `error` of the move written `text` by `mover`.
    pub(crate) fn refused<S: fmt::Display + PartialEq>(
        mover: &'static str,
        text: &str,
        error: &PlayError<S>,
    ) -> TurnError {
        let refusal = Some(Box::new(error.named()));
        TurnError { why: reason_after_move(text, error), mover, seat: None, refusal, out_of_turn: false }
    }

    /// This refusal of the player in AmbiLOA's `seat` (by its key).
    pub(crate) fn seated(self, seat: Option<&'static str>) -> TurnError {
        TurnError { seat, ..self }
    }

    /// A turn written for the other side, when `mover` (by its key, named `name`) is to move.
    pub(crate) fn out_of_turn(mover: &'static str, name: impl fmt::Display) -> TurnError {
        TurnError { why: format!("it is {name}'s turn"), mover, seat: None, refusal: None, out_of_turn: true }
    }
}

/// A turn of a text that cannot be played: its number and player as the text counts and names
/// them, its token, and why. Its `Display` is `move 12 (White): d3-d9: …`, what every text
/// says after the place.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RefusedTurn {
    /// The move number as the text counts it: a record's or a link's round of turns, or SGF's
    /// node by node count.
    pub number: u32,
    /// Who was to move: `Black`, `White`, or an AmbiLOA seat such as `South (White)`.
    pub player: String,
    /// The token as written (a record's, a link's move, or an SGF property's value).
    pub token: String,
    /// What is wrong (a notation problem or the rules' reason).
    pub why: TurnError,
}

impl fmt::Display for RefusedTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}): {}: {}", self.number, self.player, self.token, self.why)
    }
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.why)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::play_text;
    use crate::{Game, Rules, SquareVariant};

    #[test]
    fn a_refusal_by_the_rules_keeps_the_rules_reason_with_named_squares() {
        let mut game = Game::new(SquareVariant::Standard, Rules::default());
        let error = play_text(&mut game, "b1-b5").unwrap_err();
        let turn = TurnError::of("black", error);
        assert!(
            matches!(turn.refusal.as_deref(), Some(PlayError::WrongDistance { from, to, .. }) if from == "b1" && to == "b5")
        );
        assert!(turn.to_string().starts_with("the b-file holds"), "{turn}");
    }

    #[test]
    fn a_turn_that_is_no_move_has_no_refusal_by_the_rules() {
        let mut game = Game::new(SquareVariant::Standard, Rules::default());
        let turn = TurnError::of("black", play_text(&mut game, "b1-z9").unwrap_err());
        assert_eq!((turn.refusal, turn.why.as_str()), (None, "z9 is not a square"));
    }
}
