//! # Lines of Action
//!
//! A rules engine and AI for Lines of Action (Claude Soucie, c. 1960; Sid Sackson, *A Gamut of
//! Games*), with every variant of the project's rule book, one [`Variant`] list of eleven boards:
//! Standard 8×8, Scrambled Eggs, Parachute, AmbiLOA, the 6×6 and 7×7 boards and Gemma on 8×8
//! bitboards, and Black Hole 9×9, Standard 12×12 and hexagonal LOA of side 5 and 6 on the cell
//! boards of [`cell_board`].
//!
//! Two levels, as in the best rules crates:
//! - [`Position`] (and [`cell_board::CellPosition`] for the cell boards): unchecked, `Copy`, bitboards
//!   and an incremental Zobrist hash — for engines. It is made only for a [`SquareVariant`], one
//!   of the 8×8 bitboards' seven; `SquareVariant::try_from` refuses a cell board by name.
//! - [`Game`]: one checked game over either board (`Game<B: GameBoard>`), with precise errors,
//!   undo/redo, history, repetition and results — for players.
//!
//! ```
//! use loa::{Position, SquareVariant, perft};
//! let start = Position::new(SquareVariant::Standard);
//! assert_eq!(perft(&start, 2), 1_244);
//! ```

#![warn(missing_docs)]

mod bitboard;
mod board_size;
pub mod boundary;
pub mod cell_board;
mod colour;
mod game;
pub mod lesson;
mod lines;
mod move_limit;
mod movecount;
mod mv;
pub mod notation;
mod outcome;
mod perft;
mod position;
pub mod protocol;
pub mod puzzle;
pub mod rng;
mod rules;
pub mod search;
mod setup;
mod square;
mod square_variant;
mod variant;
#[cfg(target_arch = "wasm32")]
mod wasm;
mod zobrist;

pub use bitboard::{Bitboard, Squares};
pub use board_size::BoardSize;
pub use colour::{Colour, Side};
pub use game::{DrawOfferError, Game, GameBoard, LineName, PlayError, ResignError};
pub use move_limit::RuleOptionError;
pub use mv::{Move, MoveKind, MoveList};
pub use outcome::{is_connected, DrawReason, Outcome, WinReason};
pub use perft::{perft, perft_divide};
pub use position::Position;
pub use rules::{Rules, Simultaneous};
pub use setup::{Setup, SetupError};
pub use square::Square;
pub use square_variant::{Board, CellBoardError, SquareVariant};
pub use variant::Variant;

/// The engine guide's Rust examples (docs/engine.md), compiled and run as doc-tests so they stay
/// true.
#[cfg(doctest)]
#[doc = include_str!("../docs/engine.md")]
pub struct EngineGuideDoctests;
