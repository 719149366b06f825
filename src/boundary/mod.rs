//! The plain-Rust side of the WebAssembly boundary: the objects the page receives (the game
//! state, the search reports) as serialisable structs, and the checking of what the page sends
//! (variant keys, squares, packed moves, search limits). Everything here is compiled and tested
//! on the host; `src/wasm.rs` and its children only convert these to and from JavaScript values.
//! The rules core never imports this module (it imports the core), so the core stays free of
//! the page's shapes (tests/integration/layers.rs checks it).
//!
//! Field names are the page's (camelCase), so the JSON of a struct here is exactly the object
//! the page sees.

mod analysis;
pub(crate) mod any_import;
mod board_view;
mod builds;
mod collection;
mod exchange;
mod game_review;
mod imported;
pub mod input;
mod lessons;
mod moves;
mod number_text;
mod outcome;
mod page_board;
mod players;
mod puzzles;
mod record_notes;
mod refusal;
mod replayed;
mod requests;
mod review_request;
mod rule_options;
mod state;
mod summary;
mod text_error;
mod text_reason;
mod turns;
mod variations;

pub use analysis::{SearchAnswer, SearchReport};
pub use any_import::{import_any, read_record_any, sgf_links_any};
pub use board_view::{BoardView, CellView};
pub use builds::{build_of, link_build, GAME_BUILD, WIDE_BUILD};
pub use collection::collection;
pub use exchange::{
    answer_refusal, chosen_side, from_link, from_named_link, import, link, link_answer_refusal, lose_on_time,
    named_link, record, resign, sgf, sgf_links, state_at, state_at_between, truncate,
};
pub use game_review::{judge_move, Mark, MateScale, Score, Verdict, BLUNDER, INACCURACY, MISTAKE};
pub use imported::{import_game, read_record, ImportedGame};
pub use lessons::{check_lesson_text, lesson_views, LessonVerdictView, LessonView};
pub use moves::{MoveParts, MoveView, PieceView, PlayedMove, TargetView};
pub use outcome::OutcomeView;
pub use page_board::PageBoard;
pub use players::PlayerView;
pub use puzzles::{judge, read_packed_try, read_try, resume_attempt, winning_moves, PuzzleView, VerdictView};
pub use record_notes::{set_comment, set_game_comment, set_tag, COMMENT_LIMIT, TAG_LIMIT};
pub use refusal::{ErrorParams, PlayErrorView, Refusal};
pub use replayed::{search_replayed, ReplayedGame};
pub use requests::{
    cell_variant, explain, explain_code, move_from_number, parse_variant, play, play_number, replay, targets,
    LimitsRequest,
};
pub use review_request::{judge_request, judge_request_on, score_input, score_input_on, MoveJudgement};
pub use rule_options::RuleOptions;
pub use state::{GameState, RulesView};
pub use summary::GameSummary;
pub use text_error::{TextErrorView, TextRefusal, TextTurnView};
pub use text_reason::{reason_view, ReasonView};
pub use turns::{TurnView, Turns};
pub use variations::{Promoted, SpotView, VariationTurnView, VariationView, Variations};
