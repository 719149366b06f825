//! Judging the learner's tries, turn by turn.

use super::{Goal, Lesson};
use crate::{Game, Move, Outcome, PlayError, Side, Square};

/// The judgement of one ply the learner tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The turn meets the lesson's goal; it stays played and the lesson is complete.
    Done,
    /// A legal first part of a turn (a Parachute move): the drop is still to come.
    Continue,
    /// The turn is legal but not what the lesson asks; it has been taken back (move and drop).
    Miss(Miss),
    /// The rules refuse the ply (their reason); nothing was played.
    Illegal(PlayError),
    /// The lesson is already complete; nothing was played.
    AlreadyDone,
}

/// Why a legal turn does not complete the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// A legal move, but not the one asked for.
    OtherMove,
    /// The lesson asks to move the piece on this square.
    WrongPiece(Square),
    /// The turn captures nothing.
    NoCapture,
    /// The turn does not connect the learner's pieces.
    NotConnected,
    /// The turn ends the game in a draw (both sides connected under the draw rule).
    Drawn,
    /// The turn (a capture) joins the opponent's pieces: the opponent wins (docs/rules.md §1.5).
    OpponentWins,
    /// After the turn the opponent connects with this move.
    OpponentConnects(Move),
    /// After the turn the next player still has this many legal moves.
    OpponentCanMove(usize),
    /// The turn does not end the game in a draw.
    NoDraw,
    /// The turn drops no piece.
    NoDrop,
    /// The move does not land on a hole.
    NoHole,
}

impl Miss {
    /// The reason as a code the page words: `other-move`, `wrong-piece`, `no-capture`,
    /// `not-connected`, `drawn`, `opponent-wins`, `opponent-connects`, `opponent-can-move`,
    /// `no-draw`, `no-drop` or `no-hole`.
    pub const fn code(self) -> &'static str {
        match self {
            Miss::OtherMove => "other-move",
            Miss::WrongPiece(_) => "wrong-piece",
            Miss::NoCapture => "no-capture",
            Miss::NotConnected => "not-connected",
            Miss::Drawn => "drawn",
            Miss::OpponentWins => "opponent-wins",
            Miss::OpponentConnects(_) => "opponent-connects",
            Miss::OpponentCanMove(_) => "opponent-can-move",
            Miss::NoDraw => "no-draw",
            Miss::NoDrop => "no-drop",
            Miss::NoHole => "no-hole",
        }
    }
}

/// A lesson being tried: the game on the board and the learner's turn so far.
#[derive(Clone, Debug)]
pub struct LessonAttempt {
    goal: Goal,
    game: Game,
    learner: Side,
    turn: Vec<Move>,
    done: bool,
}

impl LessonAttempt {
    /// Starts `lesson` from its position (and the moves that led to it).
    pub fn new(lesson: &Lesson) -> LessonAttempt {
        LessonAttempt {
            goal: lesson.goal.clone(),
            game: lesson.game.clone(),
            learner: lesson.game.position().side_to_move(),
            turn: Vec::new(),
            done: false,
        }
    }

    /// The game on the board.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether the lesson is complete.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Judges `try_move`, the learner's next ply. An illegal ply changes nothing; a legal one
    /// that leaves a Parachute drop due is kept ([`Verdict::Continue`]); a whole turn is then
    /// judged against the goal and kept when it meets it, else taken back.
    pub fn check(&mut self, try_move: Move) -> Verdict {
        if self.done {
            return Verdict::AlreadyDone;
        }
        let legal = match self.game.check(try_move) {
            Ok(m) => m,
            Err(e) => return Verdict::Illegal(e),
        };
        if let Err(e) = self.game.play(legal) {
            return Verdict::Illegal(e); // checked just above, so not expected
        }
        self.turn.push(legal);
        let pos = self.game.position();
        if !self.game.is_over() && pos.drop_due() && pos.side_to_move() == self.learner {
            return Verdict::Continue;
        }
        match self.judge_turn() {
            None => {
                self.done = true;
                self.turn.clear();
                Verdict::Done
            }
            Some(miss) => {
                self.take_back(self.turn.len());
                Verdict::Miss(miss)
            }
        }
    }

    /// Takes back the last `plies` plies of the learner's unfinished turn.
    pub(crate) fn take_back(&mut self, plies: usize) {
        for _ in 0..plies.min(self.turn.len()) {
            self.game.undo();
            self.turn.pop();
        }
    }

    /// Whether the turn just played meets the goal; if not, why.
    fn judge_turn(&self) -> Option<Miss> {
        let outcome = self.game.outcome();
        let winner = outcome.and_then(Outcome::winner);
        if winner == Some(self.learner.opponent()) {
            return Some(Miss::OpponentWins);
        }
        let first = self.turn[0];
        match &self.goal {
            Goal::Exact(moves) => (!moves.iter().any(|m| m.same_squares(first))).then_some(Miss::OtherMove),
            Goal::From(square) => (first.from() != Some(*square)).then_some(Miss::WrongPiece(*square)),
            Goal::Capture => (!self.turn.iter().any(|m| m.is_capture())).then_some(Miss::NoCapture),
            Goal::Drop => (!self.turn.iter().any(|m| m.is_drop())).then_some(Miss::NoDrop),
            // A piece never lands on an 8×8 board's hole (Gemma's holes are closed to it).
            Goal::Hole => Some(Miss::NoHole),
            Goal::Win => match outcome {
                Some(o) if o.winner() == Some(self.learner) => None,
                Some(_) => Some(Miss::Drawn),
                None => Some(Miss::NotConnected),
            },
            Goal::Draw => (!matches!(outcome, Some(Outcome::Draw(_)))).then_some(Miss::NoDraw),
            Goal::Block if winner == Some(self.learner) => None,
            Goal::Block => opponent_win(&self.game, self.learner.opponent()).map(Miss::OpponentConnects),
            Goal::ForcePass => {
                let replies = self.game.legal_moves();
                let only_pass = replies.len() == 1 && replies.as_slice()[0].is_pass();
                (!only_pass && !self.game.is_over()).then(|| Miss::OpponentCanMove(replies.len()))
            }
        }
    }
}

/// A move of the player now to move in `game` that wins at once for `side`, if there is one.
/// (In Parachute the reply's drop is not tried: the lessons that block are not Parachute ones.)
fn opponent_win(game: &Game, side: Side) -> Option<Move> {
    game.legal_moves().iter().copied().find(|&reply| {
        let mut after = game.clone();
        after.play(reply).is_ok() && after.outcome().and_then(Outcome::winner) == Some(side)
    })
}
