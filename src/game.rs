//! The checked game API for players: every move is validated with a precise reason when illegal,
//! and the game keeps its history, undo/redo, repetition count, move limit and result.
//!
//! ```
//! use loa::{Game, Rules, Variant, Square, Move};
//! let mut game = Game::new(Variant::Standard, Rules::default());
//! let sq = |s| Square::parse(s).unwrap();
//! game.play(Move::slide(sq("b1"), sq("d3"), false)).unwrap();
//! // White may not move a3 three squares up the a-file: it holds six pieces.
//! let err = game.play(Move::slide(sq("a3"), sq("a6"), false)).unwrap_err();
//! assert_eq!(err.to_string(), "a3-a6: the a-file holds 6 pieces, so a piece on it moves exactly 6 squares");
//! game.undo();
//! assert_eq!(game.moves().len(), 0);
//! ```

use crate::{Colour, Move, MoveList, Outcome, Position, Rules, Side, Square, Variant, WinReason};
use explain::explain_illegal;
use std::fmt;

mod board;
mod draw_offer;
mod ending;
mod explain;
mod line_name;
mod resign;

pub use board::GameBoard;
pub(crate) use draw_offer::DrawOffer;
pub use draw_offer::DrawOfferError;
pub(crate) use ending::{repetitions, Ending};
pub use line_name::LineName;
pub use resign::ResignError;

/// Why a move was refused. The game is unchanged after any error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The game has ended.
    GameOver(Outcome),
    /// Parachute: the move part is done and a drop is due, but a slide or pass was given.
    DropDue,
    /// A drop was given, but no drop is due now.
    NoDropDue,
    /// A drop was given in a variant without pieces in hand.
    NoDropsInVariant(Variant),
    /// A drop on a square that is not empty or not on the board.
    DropNotEmpty(Square),
    /// A pass was given, but the player has a legal move.
    PassWithMovesAvailable,
    /// The square is off this (smaller) board.
    OffBoard(Square),
    /// No piece stands on the starting square.
    NoPiece(Square),
    /// The piece on the starting square belongs to another colour (seat).
    NotYourPiece {
        /// The square.
        square: Square,
        /// Whose piece it is.
        owner: Colour,
        /// Whose turn it is.
        turn: Colour,
    },
    /// The two squares are not on one file, rank or diagonal.
    NotALine(Square, Square),
    /// The distance is not the number of pieces on the line (docs/rules.md §1).
    WrongDistance {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Pieces on the whole line, the required distance.
        pieces: u32,
        /// The line, e.g. the a-file, rank 3, the a3-f8 diagonal.
        line: LineName,
    },
    /// The move jumps an enemy piece.
    JumpsEnemy {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// The first enemy piece in the way.
        over: Square,
    },
    /// The move lands on a friendly piece (the mover's own or, in AmbiLOA, the partner's).
    LandsOnFriendly {
        /// From.
        from: Square,
        /// To.
        to: Square,
        /// Whether it is the partner's piece (AmbiLOA) rather than the mover's own.
        partner: bool,
    },
    /// Gemma: the move lands on a hole, a square that has vanished.
    LandsOnHole {
        /// From.
        from: Square,
        /// To.
        to: Square,
    },
    /// A vacate that is not allowed: outside Gemma, or of a piece that has a legal slide (only
    /// a Gemma piece with no slide may leave the board).
    CannotVacate(Square),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver(outcome) => write!(f, "the game is over: {outcome}"),
            PlayError::DropDue => {
                write!(f, "a drop is due: place an opponent piece from your hand on an empty square")
            }
            PlayError::NoDropDue => write!(f, "no drop is due now: make a move first"),
            PlayError::NoDropsInVariant(v) => write!(f, "{v} has no drops: pieces in hand exist only in Parachute"),
            PlayError::DropNotEmpty(sq) => write!(f, "cannot drop on {sq}: it is not an empty square"),
            PlayError::PassWithMovesAvailable => write!(f, "cannot pass: you have a legal move"),
            PlayError::OffBoard(sq) => write!(f, "{sq} is off this board"),
            PlayError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece { square, owner, turn } => {
                write!(f, "the piece on {square} is {owner}'s, and it is {turn}'s turn")
            }
            PlayError::NotALine(a, b) if a == b => write!(f, "{a}-{b} does not move: a piece must leave its square"),
            PlayError::NotALine(a, b) => {
                write!(f, "{a}-{b}: pieces move along a file, rank or diagonal, and {b} is on none through {a}")
            }
            PlayError::WrongDistance { from, to, pieces, line } => write!(
                f,
                "{from}-{to}: {line} holds {pieces} piece{}, so a piece on it moves exactly {pieces} square{}",
                if *pieces == 1 { "" } else { "s" },
                if *pieces == 1 { "" } else { "s" }
            ),
            PlayError::JumpsEnemy { from, to, over } => {
                write!(f, "{from}-{to} jumps an enemy piece on {over}")
            }
            PlayError::LandsOnFriendly { from, to, partner } => write!(
                f,
                "{from}-{to} lands on {} piece on {to}",
                if *partner { "your partner's" } else { "your own" }
            ),
            PlayError::LandsOnHole { from, to } => write!(f, "{from}-{to} lands on {to}, a hole"),
            PlayError::CannotVacate(sq) => write!(
                f,
                "the piece on {sq} may not leave the board: only a Gemma piece without a legal move may"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// A game in progress or finished: a start position, the moves played, the rules, the result.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// Moves taken back by [`Game::undo`], most recent last.
    undone: Vec<Move>,
    outcome: Option<Outcome>,
    /// The side that gave the game up after the last move, and how: by resignation or on time
    /// ([`WinReason::Resignation`] or [`WinReason::Time`]). Such an ending is final.
    conceded: Option<(Side, WinReason)>,
    /// The draw offered with a move, pending while no move follows it: the opponent accepts
    /// instead of moving, or declines by moving ([`Game::offer_draw`]); and whether both sides
    /// agreed ([`Game::accept_draw`]), which is final like a resignation.
    draw: draw_offer::DrawOffer,
}

impl Game {
    /// A new game of `variant` from its starting position (its reversed start under
    /// [`Rules::reversed`]).
    pub fn new(variant: Variant, rules: Rules) -> Game {
        Game::from_position(Position::start(variant, &rules), rules)
    }

    /// A game starting from any position (which may already be decided by connection). The
    /// position is judged as if the seat before the one to move had just moved: if only the side
    /// to move is connected, it has won by the other side's (supposed) capture.
    pub fn from_position(start: Position, rules: Rules) -> Game {
        let mut game = Game {
            rules,
            positions: vec![start],
            moves: Vec::new(),
            undone: Vec::new(),
            outcome: None,
            conceded: None,
            draw: draw_offer::DrawOffer::default(),
        };
        game.outcome = game.judge();
        game
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.position().variant()
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions.last().expect("a game always has its start position")
    }

    /// The starting position.
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// Every position from the start to now (one more than the moves).
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// The moves played, in order. A Parachute turn is a slide (or pass) followed by a drop.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves that [`Game::redo`] would replay, next first.
    pub fn redo_moves(&self) -> impl Iterator<Item = Move> + '_ {
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
        self.moves.iter().filter(|m| !m.is_drop()).count() as u32
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    /// Plays a move after checking it. Capture-ness is taken from the board, so
    /// `Move::slide(c1, a3, false)` captures if an enemy piece is on a3.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        let legal = self.check(m)?;
        let mut next = *self.position();
        next.play_unchecked(legal);
        self.positions.push(next);
        self.moves.push(legal);
        if self.undone.last().is_some_and(|u| u.same_squares(legal)) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.outcome = self.judge();
        Ok(())
    }

    /// Checks a move without playing it; returns the generated move (with its capture flag).
    pub fn check(&self, m: Move) -> Result<Move, PlayError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayError::GameOver(outcome));
        }
        let pos = self.position();
        let legal = pos.legal_moves();
        if let Some(&g) = legal.iter().find(|g| g.same_squares(m)) {
            return Ok(g);
        }
        Err(explain_illegal(pos, m))
    }

    /// Whether a move can be taken back: one was played, and the game was not given up or
    /// agreed drawn (those endings are final: [`Game::resign`], [`Game::accept_draw`]).
    pub fn can_undo(&self) -> bool {
        !self.moves.is_empty() && self.conceded.is_none() && !self.draw.agreed()
    }

    /// Takes back the last move; returns it, or `None` at the start or after a resignation, a
    /// loss on time or an agreed draw (which are final: see [`Game::resign`]). A draw offered with
    /// the move taken back is withdrawn with it.
    pub fn undo(&mut self) -> Option<Move> {
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

    /// Replays the last move taken back; returns it, or `None` if there is none.
    pub fn redo(&mut self) -> Option<Move> {
        let m = *self.undone.last()?;
        // The undone move was legal here, so this cannot fail; the redo stack is kept by `play`.
        self.play(m).ok().map(|()| m)
    }

    /// Takes back one whole turn: a Parachute move together with its drop, a move whose drop is
    /// still due, or a single slide or pass. Returns how many plies were taken back (0 at the
    /// start).
    pub fn undo_turn(&mut self) -> usize {
        let mut plies = 0;
        // A drop is never a turn's first ply, except at the start of a game set up mid-turn.
        while let Some(m) = self.undo() {
            plies += 1;
            if !m.is_drop() || self.moves.last().map_or(true, |before| before.is_drop()) {
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
        while self.position().drop_due() && self.redo_moves().next().is_some_and(|m| m.is_drop()) {
            if self.redo().is_none() {
                break;
            }
            plies += 1;
        }
        plies
    }

    /// Changes the rules of the game in progress and judges the current position again.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        self.outcome = self.judge();
    }

    /// The result of the current position under the rules, judged as on every board
    /// ([`Ending`]: a resignation, a loss on time or an agreed draw; connection; threefold
    /// repetition; the move limit).
    fn judge(&self) -> Option<Outcome> {
        let ending = Ending {
            rules: self.rules,
            conceded: self.conceded,
            agreed: self.draw.agreed(),
            now: self.position(),
        };
        ending.judge(|| self.repetitions(), || self.turns_played())
    }
}
