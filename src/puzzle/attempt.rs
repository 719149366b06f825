//! Solving a puzzle move by move: each try of the solver is judged by exhaustive search, a
//! correct one is answered by the engine's longest defence, a wrong one is refuted.

use super::solver::Solver;
use super::Puzzle;
use crate::{Game, Move, Outcome, PlayError, Position};

/// The judgement of one try.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The try keeps the forced win. It was played, and so was `reply`: the defender's whole
    /// turn, its longest resistance (empty when the solver's turn goes on — a Parachute drop is
    /// due — or when the try won). `solved` when the solver has won.
    Correct {
        /// The defender's plies played after the try.
        reply: Vec<Move>,
        /// Whether the puzzle is over, won.
        solved: bool,
    },
    /// The try lets the win go. Nothing was played: `refutation` is the line that shows why —
    /// the defence that escapes (preceded, after a Parachute slide, by the solver's own drop);
    /// empty when the try itself ends the game, as `outcome` then says (a capture that connects
    /// the defender, or a draw by simultaneous connection).
    Wrong {
        /// The try as the rules read it (with its capture flag).
        try_move: Move,
        /// The plies that escape the forced win.
        refutation: Vec<Move>,
        /// How the game ends if the try itself ends it.
        outcome: Option<Outcome>,
    },
    /// The try breaks the rules (the core's reason); nothing was played.
    Illegal(PlayError),
}

/// A puzzle being solved: the game so far and the solver's turns left.
#[derive(Clone, Debug)]
pub struct Attempt {
    game: Game,
    solver: Solver,
    turns_left: u32,
}

impl Attempt {
    /// Starts solving `puzzle` from its position.
    pub fn new(puzzle: &Puzzle) -> Attempt {
        let solver = Solver {
            attacker: puzzle.position.side_to_move().index(),
            simultaneous: puzzle.rules.simultaneous,
        };
        Attempt {
            game: Game::from_position(puzzle.position, puzzle.rules),
            solver,
            turns_left: puzzle.wins_in,
        }
    }

    /// Resumes solving `puzzle` after `plies` already played — the solver's tries that were
    /// judged correct and the defender's replies, as [`Attempt::check`] played them — without
    /// judging them again, so that a judge holding no state (the page's worker) can rebuild the
    /// attempt cheaply for each try. The first illegal ply is refused with the rules' reason.
    pub fn resume(puzzle: &Puzzle, plies: &[Move]) -> Result<Attempt, PlayError> {
        let mut attempt = Attempt::new(puzzle);
        for &m in plies {
            let m = attempt.game.check(m)?;
            attempt.play(m);
        }
        Ok(attempt)
    }

    /// The game so far (position, moves, outcome), to draw the board and list the legal moves.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.game.position()
    }

    /// The solver's turns left to win in, counting the current one.
    pub fn turns_left(&self) -> u32 {
        self.turns_left
    }

    /// Whether the solver has won.
    pub fn is_solved(&self) -> bool {
        self.game.outcome().is_some_and(|o| o.winner().map(|w| w.index()) == Some(self.solver.attacker))
    }

    /// The solver's winning plies here: every try [`Attempt::check`] would call correct.
    pub fn winning_moves(&self) -> Vec<Move> {
        if self.game.is_over() {
            return Vec::new();
        }
        self.solver.winning_plies(self.game.position(), self.turns_left)
    }

    /// Judges `try_move`, the solver's next ply (a slide, a drop or a pass). An illegal try or a
    /// wrong one leaves the attempt unchanged; a correct one is played with the defender's reply.
    pub fn check(&mut self, try_move: Move) -> Verdict {
        let m = match self.game.check(try_move) {
            Ok(m) => m,
            Err(e) => return Verdict::Illegal(e),
        };
        let pos = *self.game.position();
        if !self.solver.keeps_win(&pos, m, self.turns_left) {
            let (child, left) = self.solver.turns_after(&pos, m, self.turns_left);
            let outcome = child.connection_outcome(self.solver.simultaneous);
            let refutation =
                if outcome.is_some() { Vec::new() } else { self.solver.refutation(&child, left) };
            return Verdict::Wrong { try_move: m, refutation, outcome };
        }
        self.play(m);
        let mut reply = Vec::new();
        while !self.game.is_over() && self.game.position().side_to_move().index() != self.solver.attacker {
            let (defence, _) = self.solver.best_defence(self.game.position(), self.turns_left);
            reply.push(defence);
            self.play(defence);
        }
        Verdict::Correct { reply, solved: self.is_solved() }
    }

    /// Plays a ply already proven legal, counting the solver's turns.
    fn play(&mut self, m: Move) {
        let (_, left) = self.solver.turns_after(self.game.position(), m, self.turns_left);
        if self.game.play(m).is_ok() {
            self.turns_left = left;
        }
    }
}
