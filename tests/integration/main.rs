//! The integration tests, one binary: each file is a module, so `cargo test` links one test
//! program instead of one per file. Run one layer with a filter on its module,
//! `cargo test --test integration rules::`; Standard's perft depth 6 with
//! `cargo test --test integration perft:: -- --ignored` (`./build.sh test`).
//!
//! The long runs keep their own binaries, for their own profiles and filters in `./build.sh soak`:
//! `tests/fuzz/` (parser and protocol fuzzing) and `tests/soak.rs` (random games).

// Helpers shared with tests/soak.rs.
#[path = "../common/mod.rs"]
mod common;

mod boards;
mod boundary;
mod boundary_inputs;
mod boundary_requests;
mod cell_boards_entering;
mod cli;
mod cli_search;
mod draw_agreement;
mod game_review;
mod games;
mod games_list;
mod import;
mod imported_games;
mod layers;
mod lessons;
mod lessons_page;
mod link_answers;
mod link_names;
mod notation;
mod notation_random;
mod notation_records;
mod one_state;
mod perft;
mod play_errors;
mod properties;
mod protocol_boards;
mod puzzles;
mod record_files;
mod record_notes;
mod reference_cells;
mod reference_gemma;
mod reference_movegen;
mod reversed_start;
mod round_trips;
mod rules;
mod rules_options;
mod rules_variants;
mod search;
mod search_repetition;
mod set_up_decided;
mod sgf_dialects;
mod standalone;
mod state_parts;
mod tactics;
mod text_errors;
mod text_reasons;
mod turns;
mod variation_tree;
mod variations;
