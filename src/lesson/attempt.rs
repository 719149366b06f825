//! Judging the learner's tries, turn by turn, on any board ([`LessonBoard`]).

use super::{Goal, LessonBoard};
use crate::{Game, Move, Outcome, PlayError, Position, Side, Square};

/// The judgement of one ply the learner tried, on any board (`M` its move, `S` its square).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<M = Move, S = Square> {
    /// The turn meets the lesson's goal; it stays played and the lesson is complete.
    Done,
    /// A legal first part of a turn (a Parachute move): the drop is still to come.
    Continue,
    /// The turn is legal but not what the lesson asks; it has been taken back (move and drop).
    Miss(Miss<M, S>),
    /// The rules refuse the ply (their reason); nothing was played.
    Illegal(PlayError<S>),
    /// The lesson is already complete; nothing was played.
    AlreadyDone,
}

/// Why a legal turn does not complete the lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss<M = Move, S = Square> {
    /// A legal move, but not the one asked for.
    OtherMove,
    /// The lesson asks to move the piece on this square.
    WrongPiece(S),
    /// The turn captures nothing.
    NoCapture,
    /// The turn does not connect the learner's pieces.
    NotConnected,
    /// The turn ends the game in a draw (both sides connected under the draw rule).
    Drawn,
    /// The turn (a capture) joins the opponent's pieces: the opponent wins (docs/rules.md §1.5).
    OpponentWins,
    /// After the turn the opponent connects with this move.
    OpponentConnects(M),
    /// After the turn the next player still has this many legal moves.
    OpponentCanMove(usize),
    /// The turn does not end the game in a draw.
    NoDraw,
    /// The turn drops no piece.
    NoDrop,
    /// The move does not land on a hole.
    NoHole,
}

impl<M, S> Miss<M, S> {
    /// The reason as a code the page words: `other-move`, `wrong-piece`, `no-capture`,
    /// `not-connected`, `drawn`, `opponent-wins`, `opponent-connects`, `opponent-can-move`,
    /// `no-draw`, `no-drop` or `no-hole`.
    pub const fn code(&self) -> &'static str {
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

/// A lesson an attempt starts from, on a board `B`: the game at its beginning and its goal
/// (the 8×8 boards' [`super::Lesson`], the wide boards' [`super::CellLesson`]).
pub trait LessonStart<B: LessonBoard> {
    /// The game at the lesson's beginning.
    fn game(&self) -> &Game<B>;
    /// What the learner's turn must do.
    fn goal(&self) -> &Goal<B::Move, B::Square>;
}

/// A lesson being tried on any board: the game on the board and the learner's turn so far.
#[derive(Clone, Debug)]
pub struct LessonAttempt<B: LessonBoard = Position> {
    goal: Goal<B::Move, B::Square>,
    game: Game<B>,
    learner: Side,
    turn: Vec<B::Move>,
    done: bool,
}

impl<B: LessonBoard> LessonAttempt<B> {
    /// Starts `lesson` from its position (and the moves that led to it).
    pub fn new(lesson: &impl LessonStart<B>) -> LessonAttempt<B> {
        LessonAttempt {
            goal: lesson.goal().clone(),
            game: lesson.game().clone(),
            learner: lesson.game().position().side_to_move(),
            turn: Vec::new(),
            done: false,
        }
    }

    /// The game on the board.
    pub fn game(&self) -> &Game<B> {
        &self.game
    }

    /// Whether the lesson is complete.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Judges `try_move`, the learner's next ply. An illegal ply changes nothing; a legal one
    /// that leaves a Parachute drop due is kept ([`Verdict::Continue`]); a whole turn is then
    /// judged against the goal and kept when it meets it, else taken back.
    pub fn check(&mut self, try_move: B::Move) -> Verdict<B::Move, B::Square> {
        if self.done {
            return Verdict::AlreadyDone;
        }
        if let Err(e) = self.game.play(try_move) {
            return Verdict::Illegal(e);
        }
        self.turn.push(*self.game.moves().last().expect("a move was just played"));
        let pos = self.game.position();
        if !self.game.is_over() && !pos.turn_finished() && pos.side_to_move() == self.learner {
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
    fn judge_turn(&self) -> Option<Miss<B::Move, B::Square>> {
        let outcome = self.game.outcome();
        let winner = outcome.and_then(Outcome::winner);
        if winner == Some(self.learner.opponent()) {
            return Some(Miss::OpponentWins);
        }
        // The turn's plies with the positions they were played from.
        let positions = self.game.positions();
        let before = &positions[positions.len() - 1 - self.turn.len()..positions.len() - 1];
        let plies = || before.iter().zip(&self.turn);
        let first = self.turn[0];
        match &self.goal {
            Goal::Exact(moves) => {
                (!moves.iter().any(|&m| B::same_squares(m, first))).then_some(Miss::OtherMove)
            }
            Goal::From(square) => {
                (before[0].leaves(first) != Some(*square)).then_some(Miss::WrongPiece(*square))
            }
            Goal::Capture => (!plies().any(|(pos, &m)| pos.takes(m))).then_some(Miss::NoCapture),
            Goal::Drop => (!self.turn.iter().any(|&m| B::is_drop(m))).then_some(Miss::NoDrop),
            Goal::Hole => (!plies().any(|(pos, &m)| pos.lands_on_hole(m))).then_some(Miss::NoHole),
            Goal::Win => match outcome {
                Some(o) if o.winner() == Some(self.learner) => None,
                Some(_) => Some(Miss::Drawn),
                None => Some(Miss::NotConnected),
            },
            Goal::Draw => (!matches!(outcome, Some(Outcome::Draw(_)))).then_some(Miss::NoDraw),
            Goal::Block if winner == Some(self.learner) => None,
            Goal::Block => opponent_win(&self.game, self.learner.opponent()).map(Miss::OpponentConnects),
            Goal::ForcePass => {
                let replies = B::moves_now(&self.game);
                let only_pass = replies.len() == 1 && B::is_pass(replies[0]);
                (!only_pass && !self.game.is_over()).then_some(Miss::OpponentCanMove(replies.len()))
            }
        }
    }
}

/// A move of the player now to move in `game` that wins at once for `side`, if there is one.
/// (In Parachute the reply's drop is not tried: the lessons that block are not Parachute ones.)
fn opponent_win<B: LessonBoard>(game: &Game<B>, side: Side) -> Option<B::Move> {
    B::moves_now(game).into_iter().find(|&reply| {
        let mut after = game.clone();
        after.play(reply).is_ok() && after.outcome().and_then(Outcome::winner) == Some(side)
    })
}
