//! The cell board: Lines of Action on boards that do not fit the 8×8 bitboards — Abstract
//! Play's Black Hole 9×9 and hexagonal boards of side 5 and 6, Boardspace's 12×12
//! (docs/rules.md §9). Its board shares no code with the 8×8 engine's bitboards, so the 8×8
//! engine's speed is untouched; its game is the one generic [`crate::Game`] (through
//! [`crate::GameBoard`], with the one [`crate::Outcome`]) and its AI the one search of every
//! board ([`crate::search`], through [`crate::search::SearchBoard`]).
//!
//! One generic engine serves every board: each variant's [`Geometry`] is a set of tables (cells,
//! names, lines per axis, rays, neighbours, holes) built once, and [`CellPosition`] reads only
//! those tables, with a [`Cells`] set of 192 bits per side.
//!
//! ```
//! use loa::cell_board::{cell_perft, CellPosition};
//! use loa::Variant;
//! let start = CellPosition::start(Variant::BlackHole.cell_shape().unwrap());
//! assert_eq!(cell_perft(&start, 2), 1_712);
//! ```

mod cell;
mod cells;
mod connection;
mod eval;
mod game;
mod geometry;
mod notation;
mod outcome;
mod perft;
mod position;
mod refusal;
mod rules;
mod scrambled;
mod shape;

pub use cell::Cell;
pub use cells::{CellIter, Cells, MAX_CELLS};
pub use connection::{group_count, group_of, is_connected};
pub use eval::{evaluate, side_value};
pub use game::CellGame;
pub use geometry::{Geometry, MAX_AXES};
pub use notation::{
    format_cell_move, format_cell_position, parse_cell, parse_cell_move, parse_cell_position,
};
pub use perft::{cell_perft, cell_perft_divide};
pub use position::{random_move, CellMove, CellMoves, CellPosition, MAX_MOVES};
pub(crate) use refusal::refusal;
pub use rules::{
    cell_rules, format_cell_rules, format_cell_setup, parse_cell_options, parse_cell_rules, parse_cell_setup,
};
pub use scrambled::has_scrambled_start;
pub use shape::{cell_keys, cell_shapes, CellShape, CellStart, Tiling};

/// The most moves a wide game read from text may carry (a guard against a runaway list, far
/// above any real game's length).
pub const MAX_LINK_MOVES: usize = 4096;
