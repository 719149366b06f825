//! The bookkeeping every board's game shares, written once for any [`GameBoard`]: the positions
//! and moves, undo and redo (by the move or by the whole turn), the repetitions, the rules and
//! the result judged by the one [`Ending`]. A child module of `game`, so it keeps the game's
//! private history; checking a move is each board's own (the 8×8 in src/game.rs, the wide
//! boards in src/cell_board/game.rs), and hands the legal move to [`Game::play_checked`].

use super::{repetitions, DrawOffer, Ending, Game, GameBoard};
use crate::{Outcome, Rules};

impl<B: GameBoard> Game<B> {
    /// A game from `start` under `rules`, judged at once on every board: a set-up position
    /// already decided by connection is over before any move (judged as if the seat before the
    /// one to move had just moved).
    pub(crate) fn from_board(start: B, rules: Rules) -> Game<B> {
        let mut game = Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
            outcome: None,
            conceded: None,
            draw: DrawOffer::default(),
        };
        game.outcome = game.judge();
        game
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The current position.
    pub fn position(&self) -> &B {
        self.positions.last().expect("a game always has its start position")
    }

    /// The starting position.
    pub fn start_position(&self) -> &B {
        &self.positions[0]
    }

    /// Every position from the start to now (one more than the moves): `positions()[i]` is the
    /// position `moves()[i]` was played from.
    pub fn positions(&self) -> &[B] {
        &self.positions
    }

    /// The moves played, in order. A Parachute turn is a slide (or pass) followed by a drop.
    pub fn moves(&self) -> &[B::Move] {
        &self.moves
    }

    /// The moves that [`Game::redo`] would replay, next first.
    pub fn redo_moves(&self) -> impl Iterator<Item = B::Move> + '_ {
        self.undone.iter().rev().copied()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How many times the current position (with the same player to move) has occurred.
    pub fn repetitions(&self) -> usize {
        let (now, earlier) = self.positions.split_last().expect("a game always has its start position");
        repetitions(now, earlier)
    }

    /// How many turns have been played: slides and passes, not counting Parachute drops, which
    /// complete a turn rather than start one. The move limit counts these.
    pub fn turns_played(&self) -> u32 {
        self.moves.iter().filter(|&&m| !B::is_drop(m)).count() as u32
    }

    /// Forgets the moves [`Game::redo`] would replay: a reader that took moves back to read a
    /// variation leaves nothing to redo.
    #[cfg_attr(feature = "onefile", allow(dead_code))]
    pub(crate) fn forget_redo(&mut self) {
        self.undone.clear();
    }

    /// Plays a move the board has checked (the legal one, as its generator makes it) and judges
    /// the game again. Replaying the next undone move keeps the rest to redo; any other move
    /// forgets them.
    pub(crate) fn play_checked(&mut self, legal: B::Move) {
        let next = self.position().after(legal);
        self.positions.push(next);
        self.moves.push(legal);
        if self.undone.last() == Some(&legal) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.outcome = self.judge();
    }

    /// Whether a move can be taken back: one was played, and the game was not given up or
    /// agreed drawn (those endings are final: [`Game::resign`], [`Game::accept_draw`]).
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() && self.conceded.is_none() && !self.draw.agreed()
    }

    /// Takes back the last move; returns it, or `None` at the start or after a resignation, a
    /// loss on time or an agreed draw (which are final). A draw offered with the move taken back
    /// is withdrawn with it.
    pub fn undo(&mut self) -> Option<B::Move> {
        if !self.can_undo() {
            return None;
        }
        let m = self.moves.pop()?;
        self.positions.pop();
        self.undone.push(m);
        // An offer made with the move taken back goes with it.
        self.draw.taken_back_to(self.moves.len());
        self.outcome = self.judge();
        Some(m)
    }

    /// Replays the last move taken back; returns it, or `None` if there is none or the game is
    /// over (a change of rules may have ended it since).
    pub fn redo(&mut self) -> Option<B::Move> {
        if self.is_over() {
            return None;
        }
        // The undone move was legal here; the redo stack is kept by `play_checked`.
        let m = *self.undone.last()?;
        self.play_checked(m);
        Some(m)
    }

    /// Takes back one whole turn: a Parachute move together with its drop, a move whose drop is
    /// still due, or a single slide or pass. Returns how many plies were taken back (0 at the
    /// start).
    pub fn undo_turn(&mut self) -> usize {
        let mut plies = 0;
        // A drop is never a turn's first ply, except at the start of a game set up mid-turn.
        while let Some(m) = self.undo() {
            plies += 1;
            if !B::is_drop(m) || self.moves.last().map_or(true, |&before| B::is_drop(before)) {
                break;
            }
        }
        plies
    }

    /// Replays one whole turn taken back: the move and, if a drop is then due and was taken back
    /// too, the drop. Returns how many plies were replayed (0 when there is nothing to redo).
    pub fn redo_turn(&mut self) -> usize {
        if self.redo().is_none() {
            return 0;
        }
        let mut plies = 1;
        while !self.position().turn_finished() && self.redo_moves().next().is_some_and(B::is_drop) {
            if self.redo().is_none() {
                break;
            }
            plies += 1;
        }
        plies
    }

    /// Changes the rules of the game in progress (the moves played stay) and judges the current
    /// position again: a game past a new move limit, or at a third repetition, ends.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.outcome = self.judge();
    }

    /// The result of the current position under the rules, judged as on every board
    /// ([`Ending`]: a resignation, a loss on time or an agreed draw; connection; threefold
    /// repetition; the move limit).
    pub(super) fn judge(&self) -> Option<Outcome> {
        let ending = Ending {
            rules: self.rules,
            conceded: self.conceded,
            agreed: self.draw.agreed(),
            now: self.position(),
        };
        ending.judge(|| self.repetitions(), || self.turns_played())
    }
}
