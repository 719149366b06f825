//! The plain-Rust side of the WebAssembly boundary: the objects the page receives (the game
//! state, the search reports) as serialisable structs, and the checking of what the page sends
//! (variant keys, squares, packed moves, search limits). Everything here is compiled and tested
//! on the host; `src/wasm.rs` only converts these to and from JavaScript values.
//!
//! Field names are the page's (camelCase), so the JSON of a struct here is exactly the object
//! the page sees.

mod analysis;
pub mod input;
mod moves;
mod outcome;
mod players;
mod requests;
mod state;
mod turns;

pub use analysis::{SearchAnswer, SearchReport};
pub use moves::{MoveView, PieceView, PlayedMove, TargetView};
pub use outcome::OutcomeView;
pub use players::PlayerView;
pub use requests::{explain, move_from_number, parse_variant, play, replay, targets, LimitsRequest};
pub use state::{GameState, RulesView};
pub use turns::TurnView;
