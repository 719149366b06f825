//! The wide engine: Lines of Action on boards that do not fit the 8×8 bitboards — Abstract
//! Play's Black Hole 9×9 and hexagonal boards of side 5 and 6, Boardspace's 12×12
//! (docs/rules.md §9). It shares no code with the 8×8 engine beyond [`crate::Side`],
//! [`crate::Simultaneous`] and the random numbers, so the 8×8 engine's speed is untouched.
//!
//! One generic engine serves every board: each variant's [`Geometry`] is a set of tables (cells,
//! names, lines per axis, rays, neighbours, holes) built once, and [`WidePosition`] reads only
//! those tables, with a [`Cells`] set of 192 bits per side.
//!
//! ```
//! use loa::wide::{wide_perft, WidePosition, WideVariant};
//! let start = WidePosition::start(WideVariant::BlackHole);
//! assert_eq!(wide_perft(&start, 2), 1_712);
//! ```

mod cells;
mod connection;
mod eval;
mod game;
mod geometry;
mod notation;
mod outcome;
mod perft;
mod position;
mod search;
mod variant;

pub use cells::{CellIter, Cells, MAX_CELLS};
pub use connection::{group_count, group_of, is_connected};
pub use eval::evaluate;
pub use game::WideGame;
pub use geometry::{Geometry, MAX_AXES};
pub use notation::{
    format_wide_move, format_wide_position, parse_cell, parse_wide_move, parse_wide_position, WideTextError,
};
pub use outcome::WideOutcome;
pub use perft::{wide_perft, wide_perft_divide};
pub use position::{WideMove, WideMoves, WidePosition, MAX_MOVES};
pub use search::{random_move, WideLimits, WideSearchResult, WideSearcher, MATE};
pub use variant::WideVariant;
