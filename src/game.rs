//! The checked game API for players: every move is validated with a precise reason when illegal,
//! and the game keeps its history, undo/redo, repetition count, move limit and result.
//!
//! ```
//! use loa::{Game, Rules, SquareVariant, Square, Move};
//! let mut game = Game::new(SquareVariant::Standard, Rules::default());
//! let sq = |s| Square::parse(s).unwrap();
//! game.play(Move::slide(sq("b1"), sq("d3"), false)).unwrap();
//! // White may not move a3 three squares up the a-file: it holds six pieces.
//! let err = game.play(Move::slide(sq("a3"), sq("a6"), false)).unwrap_err();
//! assert_eq!(err.to_string(), "a3-a6: the a-file holds 6 pieces, so a piece on it moves exactly 6 squares");
//! game.undo();
//! assert_eq!(game.moves().len(), 0);
//! ```

use crate::{Colour, MoveList, Outcome, Position, Rules, Side, Square, SquareVariant, Variant, WinReason};
use std::fmt;

mod board;
mod draw_offer;
mod ending;
mod explain;
mod history;
mod line_name;
mod resign;

pub use board::GameBoard;
pub(crate) use draw_offer::DrawOffer;
pub use draw_offer::DrawOfferError;
pub(crate) use ending::{repetitions, Ending};
pub use line_name::LineName;
pub use resign::ResignError;

/// Why a move was refused, on any board: `S` is the board's square ([`Square`] on the 8×8
/// boards, [`crate::cell_board::Cell`] on the wide ones), which the refusal names. One `Display` words
/// it on every board, and the page words its code and facts (src/boundary/refusal.rs). The game
/// is unchanged after any error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError<S = Square> {
    /// The game has ended.
    GameOver(Outcome),
    /// Parachute: the move part is done and a drop is due, but a slide or pass was given.
    DropDue,
    /// A drop was given, but no drop is due now.
    NoDropDue,
    /// A drop was given in a variant without pieces in hand.
    NoDropsInVariant(Variant),
    /// A drop on a square that is not empty or not on the board.
    DropNotEmpty(S),
    /// A pass was given, but the player has a legal move.
    PassWithMovesAvailable,
    /// The square is off this (smaller) board.
    OffBoard(S),
    /// No piece stands on the starting square.
    NoPiece(S),
    /// The piece on the starting square belongs to another colour (seat).
    NotYourPiece {
        /// The square.
        square: S,
        /// Whose piece it is.
        owner: Colour,
        /// Whose turn it is.
        turn: Colour,
    },
    /// The two squares are not on one file, rank or diagonal.
    NotALine(S, S),
    /// A hex board's two cells are not on one line: a hex board has no files, ranks or
    /// diagonals, but lines along three axes.
    NotAHexLine(S, S),
    /// The distance is not the number of pieces on the line (docs/rules.md §1).
    WrongDistance {
        /// From.
        from: S,
        /// To.
        to: S,
        /// Pieces on the whole line, the required distance.
        pieces: u32,
        /// The line, e.g. the a-file, rank 3, the a3-f8 diagonal.
        line: LineName<S>,
    },
    /// The move jumps an enemy piece.
    JumpsEnemy {
        /// From.
        from: S,
        /// To.
        to: S,
        /// The first enemy piece in the way.
        over: S,
    },
    /// The move lands on a friendly piece (the mover's own or, in AmbiLOA, the partner's).
    LandsOnFriendly {
        /// From.
        from: S,
        /// To.
        to: S,
        /// Whether it is the partner's piece (AmbiLOA) rather than the mover's own.
        partner: bool,
    },
    /// Gemma: the move lands on a hole, a square that has vanished.
    LandsOnHole {
        /// From.
        from: S,
        /// To.
        to: S,
    },
    /// A vacate that is not allowed: outside Gemma, or of a piece that has a legal slide (only
    /// a Gemma piece with no slide may leave the board).
    CannotVacate(S),
}

impl<S: fmt::Display + PartialEq> fmt::Display for PlayError<S> {
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
            PlayError::NotAHexLine(a, b) => {
                write!(f, "{a}-{b}: on a hex board pieces move along its three axes, and {b} is on no line through {a}")
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

impl<S: fmt::Display + PartialEq + fmt::Debug> std::error::Error for PlayError<S> {}

impl<S: fmt::Display> PlayError<S> {
    /// The refusal with its squares by name, the same type on every board: what a text's error
    /// keeps of a refused turn, and what the page's view of any refusal is made from (one
    /// copy of it for every board).
    pub fn named(&self) -> PlayError<String> {
        let n = |s: &S| s.to_string();
        match self {
            PlayError::GameOver(o) => PlayError::GameOver(*o),
            PlayError::DropDue => PlayError::DropDue,
            PlayError::NoDropDue => PlayError::NoDropDue,
            PlayError::NoDropsInVariant(v) => PlayError::NoDropsInVariant(*v),
            PlayError::DropNotEmpty(s) => PlayError::DropNotEmpty(n(s)),
            PlayError::PassWithMovesAvailable => PlayError::PassWithMovesAvailable,
            PlayError::OffBoard(s) => PlayError::OffBoard(n(s)),
            PlayError::NoPiece(s) => PlayError::NoPiece(n(s)),
            PlayError::NotYourPiece { square, owner, turn } => {
                PlayError::NotYourPiece { square: n(square), owner: *owner, turn: *turn }
            }
            PlayError::NotALine(a, b) => PlayError::NotALine(n(a), n(b)),
            PlayError::NotAHexLine(a, b) => PlayError::NotAHexLine(n(a), n(b)),
            PlayError::WrongDistance { from, to, pieces, line } => PlayError::WrongDistance {
                from: n(from),
                to: n(to),
                pieces: *pieces,
                line: match line {
                    LineName::File(c) => LineName::File(*c),
                    LineName::Rank(r) => LineName::Rank(*r),
                    LineName::Diagonal(a, b) => LineName::Diagonal(n(a), n(b)),
                    LineName::Line(a, b) => LineName::Line(n(a), n(b)),
                },
            },
            PlayError::JumpsEnemy { from, to, over } => {
                PlayError::JumpsEnemy { from: n(from), to: n(to), over: n(over) }
            }
            PlayError::LandsOnFriendly { from, to, partner } => {
                PlayError::LandsOnFriendly { from: n(from), to: n(to), partner: *partner }
            }
            PlayError::LandsOnHole { from, to } => PlayError::LandsOnHole { from: n(from), to: n(to) },
            PlayError::CannotVacate(s) => PlayError::CannotVacate(n(s)),
        }
    }
}

/// A game in progress or finished on any board ([`GameBoard`]): a start position, the moves
/// played, the rules, the result. `Game` alone is the 8×8 game; the wide boards play
/// [`crate::cell_board::CellGame`], the same bookkeeping on a [`crate::cell_board::CellPosition`]. What
/// every board shares (history, undo and redo, repetitions, the end, resignation and the draw
/// offer) is written once (src/game/history.rs, draw_offer.rs, resign.rs); checking a move and
/// explaining a refusal are each board's own.
#[derive(Clone, Debug)]
pub struct Game<B: GameBoard = Position> {
    rules: Rules,
    /// `positions[i]` is the position after `i` moves; `positions[0]` is the start.
    positions: Vec<B>,
    moves: Vec<B::Move>,
    /// Moves taken back by [`Game::undo`], most recent last.
    undone: Vec<B::Move>,
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
    pub fn new(variant: SquareVariant, rules: Rules) -> Game {
        Game::from_position(Position::start(variant, &rules), rules)
    }

    /// A game starting from any position (which may already be decided by connection). The
    /// position is judged as if the seat before the one to move had just moved: if only the side
    /// to move is connected, it has won by the other side's (supposed) capture.
    pub fn from_position(start: Position, rules: Rules) -> Game {
        Game::from_board(start, rules)
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.position().variant()
    }

    /// The legal moves now; none once the game is over.
    pub fn legal_moves(&self) -> MoveList {
        if self.is_over() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }
}

impl<B: GameBoard> Game<B> {
    /// Plays a move after checking it, on any board; an illegal one changes nothing and the
    /// error says why ([`PlayError`], naming the board's squares). Capture-ness is taken from the
    /// board, so `Move::slide(c1, a3, false)` captures if an enemy piece is on a3.
    pub fn play(&mut self, m: B::Move) -> Result<(), PlayError<B::Square>> {
        let legal = self.check(m)?;
        self.play_checked(legal);
        Ok(())
    }

    /// Checks a move without playing it; returns the generated move (with its capture flag).
    pub fn check(&self, m: B::Move) -> Result<B::Move, PlayError<B::Square>> {
        match self.outcome {
            Some(outcome) => Err(PlayError::GameOver(outcome)),
            None => self.position().checked(m),
        }
    }
}
