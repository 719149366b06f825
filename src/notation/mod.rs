//! Text formats: moves and turns, position strings, game records, SGF (docs/rules.md §4) and game
//! links ([`link`]). Records, SGF games and collections and links are written once for every
//! board over [`TextBoard`] (the 8×8 [`crate::Position`] and the wide boards'
//! [`crate::cell_board::CellPosition`]): [`parse_record_on`], [`parse_sgf_on`],
//! [`parse_sgf_collection_on`], [`link::decode_on`] read a board's; the writers take any board's
//! game. Every reader returns an error whose message says what is wrong and where; none panics on
//! any input. [`import`] reads any of a record, an SGF game or a position string and names the
//! line and column of a problem.
//!
//! # Moves and turns
//! `b1-d3`, capture `c1xa3`; on input also `b1:d3`, `b1d3`, any case, capture-ness taken from
//! the board. `pass`. A Parachute drop on its own is `@d4`; a whole Parachute turn is the move and
//! its drop, `a3-c5@d4` or `pass@d4` (two plies, played together by [`play_text`]).
//!
//! # Position strings
//! Five fields separated by spaces; the last two may be left out (no pieces in hand, default
//! rules):
//!
//! ```text
//! <variant> <board> <to move> <hand> <rules>
//! ```
//! - **variant**: the key — `standard`, `scrambled-eggs`, `parachute`, `ambiloa`,
//!   `standard-6x6`, `standard-7x7`.
//! - **board**: the ranks from the top (rank 8, 7 or 6) down to rank 1, separated by `/`; in each,
//!   files from `a`: `b` Black, `w` White, `u` Blue (AmbiLOA East), `y` Yellow (AmbiLOA North),
//!   a digit 1–8 for that many empty squares. A 6×6 board has 6 ranks of 6 squares, 7×7 has 7 of 7.
//! - **to move**: the colour letter of the player (seat) to move, followed by `@` when that
//!   Parachute player has made the move part of the turn and must now drop.
//! - **hand** (Parachute): `B<n>W<m>`, the pieces Black and White hold (each holds the
//!   *opponent's* pieces), or `-` when both hold none.
//! - **rules**: comma-separated `mover-wins` or `draw` (both sides connected by one move),
//!   `repetition` or `no-repetition` (threefold repetition draws), and `limit=N` (draw after N
//!   turns) when there is a limit. Left-out options keep their default.
//!
//! Examples, one per variant (start positions, default rules unless said):
//! ```text
//! standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition
//! scrambled-eggs 1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b - draw,repetition
//! parachute 8/b6w/w6b/b6w/w6b/b6w/w6b/8 b B6W6 mover-wins,no-repetition,limit=200
//! parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6 mover-wins,repetition   (after a3-c3: Black drops)
//! ambiloa 1yyyyyy1/b6u/b6u/b6u/b6u/b6u/b6u/1wwwwww1 w - mover-wins,repetition
//! standard-6x6 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b - mover-wins,repetition
//! standard-7x7 1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b - mover-wins,repetition
//! ```
//! The fields are read into a [`crate::Setup`] and checked by [`crate::Setup::into_position`] (no
//! overlaps, not too many pieces, hands only in Parachute, …), whose error is reported.
//!
//! # Game records
//! PGN-like: tags `[Name "value"]`, then the turns numbered by round, then the result.
//! ```text
//! [Event "Example"]
//! [Variant "Standard"]
//! [Rules "mover-wins"]
//! [Repetition "on"]
//! [Result "1-0"]
//!
//! 1. b1-d3 a3xd3 2. c1-c3 h2-f2 … 1-0
//! ```
//! - `Variant` (name or key, default Standard), `Rules` (`mover-wins` or `draw`, or a full rules
//!   field as in position strings), `Repetition` (`on`/`off`), `MoveLimit` (turns, when set) and
//!   `Position` (a position string, for games that do not start from the variant's start) set
//!   up the game; `Result` is `1-0` (Black, or East–West, won), `0-1`, `1/2-1/2` or `*` (on
//!   input also `1/2`, `½-½`, `½`; always written `1/2-1/2`). Any other tags (Event, Black,
//!   White, Date, …) are kept in order.
//! - **The result must be the one the moves reach**: `[Result "1-0"]` after moves ending in a
//!   draw is an error (`the record says 1-0, but the moves end in a draw by threefold
//!   repetition`), and so is `*` after a finished game. The `Result` tag and the result token
//!   after the moves must agree. A record without either claims nothing.
//! - **Resignation** is the tag `[Termination "resignation"]` with the winner's `Result`
//!   (`1-0` or `0-1`) on a game the moves leave unfinished: reading it ends the game by the
//!   loser's resignation (in AmbiLOA, the losing team's). A win without a final connection and
//!   without this tag is an error (`… but the game is still in progress after the moves`).
//! - **Draw by agreement** ([`crate::Game::accept_draw`]) is `[Termination "agreement"]` with
//!   `1/2-1/2` on a game the moves leave unfinished; a draw claimed there without it is an error.
//! - **Loss on time** (a game clock's flag fell, [`crate::Game::lose_on_time`]) is written and
//!   read the same way with `[Termination "time forfeit"]`. Other `Termination` values are kept
//!   as ordinary tags.
//! - A number `N.` starts each round: two turns in two-player variants, and **four turns in
//!   AmbiLOA** (South, West, North, East: `1. b1-b3 a2-c2 b8-b6 h2-f2 2. …`). Rounds count from the
//!   record's first turn. A Parachute turn is written `a3-c5@d4`. Numbers are optional on input
//!   but must be right when given (`N.`, and as published move lists write them, `N)`, `N:` or a
//!   bare `N`; a comma after a move is read past). `{comments}` are kept: one before the first
//!   move is the game's, one after a turn that turn's ([`Annotations`], [`import_annotated`]);
//!   [`format_record_annotated`] writes them back (a `}` inside one as `)`).
//! - **Variations** `( … )` as in PGN (`1. b1-b3 h2-f2 (1... a4-c4 {a reply} 2. d1-d3) 2. …`):
//!   a `(` follows the turn it replaces, in the main line or in a variation; several may follow
//!   one turn and they nest (at most [`MAX_VARIATION_DEPTH`]). They are read with an explicit
//!   stack, each turn checked by replaying it ([`Variation`], in [`Annotations::variations`]),
//!   their comments on their own turns, and written back with a variation's first turn always
//!   numbered (`N.` for a round's first seat, `N...` for the others). A `(` with no turn before
//!   it, a `)` with none open, a `(` left open, a result inside a variation and nesting too deep
//!   are refused, each with its [`ReasonCode`]; an empty `()` is read past.
//! - The bare tournament format (no tags, `1. b1-b3 h2-f2` per line, blank lines, an unfinished
//!   last line) reads as Standard with default rules.
//!
//! # SGF
//! Lines of Action is SGF game 9. The setup property `SU` is `Standard`, `Scrambled-eggs` or
//! `Parachute`; AmbiLOA and the small boards have no SGF setup and are refused with
//! `SGF GM[9] has no setup for AmbiLOA`. Each node holds one turn: `;B[e1-e3]`, `;W[c2:c5]`.
//! **Decision for Parachute**: the move and its drop stay in the turn's one node, as in the
//! record notation: `;B[a3-c5@d4]`, `;W[pass@d4]` — so one node is still one turn. `RU` carries
//! the rules in position-string syntax (`RU[draw,repetition]`); `RE` is `B+`, `W+` or `0`, and
//! `B+R`/`W+R` for a win by resignation and `B+T`/`W+T` for a win on time (the SGF FF\[4\]
//! convention). On input `RE` must agree with the moves as a record's `Result` must; `RE[?]`,
//! `RE[Void]` or no `RE` claim nothing, and wins by forfeit or on points are refused.
//! A pass is written `B[pass]`; `B[]` is read as a pass too.
//! Errors give the line and column of the property and, for moves, the move's number counted
//! node by node as SGF viewers count (`move 3 (Black): b1-z9: z9 is not a square`).
//!
//! **Other programs' dialects** are read as well (Boardspace's live server, applet and archive):
//! `SU[LOA]` (with `VV[1]`) is Standard and `SU[Scrambled]` Scrambled Eggs; a blank separates
//! squares (`B[c1 a3]`) and blanks inside a move are ignored (`W[b3- e3]`); a last node
//! `B[Resign]`/`W[resign]`/`B[Resigns]` (any case) is that side's resignation, and an `RE` beside it must name
//! the other side as winner; FF\[3\] identifiers count only their capitals (`PlayerBlack` is `PB`);
//! lines may end in LF, CRLF or a lone CR. A file of several games `(;…)(;…)` is read by
//! [`parse_sgf_collection`]: each game with its header ([`SgfHeader`]: players, event, date,
//! result, length, root comment), the comment of each turn, and its replayed game or an error
//! that names it (`SGF line 7, column 3: game 2: move 4 (White): …`). The one-game readers
//! ([`parse_sgf`], [`import`]) refuse a collection with `a collection of 3 games: …`.
//! [`parse_sgf_annotated`] also gives what the record says beside the moves ([`Annotations`]: `PB`,
//! `PW`, `EV`, `DT`, `PC`, `RO`, `GN`, `AN` as record tags, the root's `C` as the game's comment,
//! each node's `C` on its turn's last ply), and [`format_sgf_annotated`] writes them as Boardspace
//! does. [`list_sgf_games`] lists a collection without replaying it (for a page to pick from).
//! Texts over [`MAX_TEXT_BYTES`] (16 MB) are refused by every reader at once.
//! **Variations** are sibling sub-trees: at a node followed by `(…)(…)`, the first sub-tree
//! continues the line, the others are variations played instead of its first node, read into
//! the same [`Variation`]s as a record's (checked by replay, `C` on their turns; nesting deeper
//! than [`MAX_VARIATION_DEPTH`] is refused) and written so by [`format_sgf_annotated`]:
//! `;B[b1-b3](;W[h2-f2]…)(;W[a4-c4]…)`. **Decision**: a variation's nodes are read for `B`, `W`
//! and `C` only; root and setup properties there are ignored (as in the main line's later
//! nodes), and a resignation inside a variation is refused. A variation of a variation's first
//! turn has no node to hang from in SGF: it is written as that variation's sibling. The
//! collection lister ([`list_sgf_games`]) reads main lines only; the collection reader checks
//! each game's variations as the one-game reader does.
//! Not read: setup properties (`AB`, `AW`, `AE`) and `SU` values other than those above.
//!
//! ```
//! use loa::notation::{format_sgf, parse_sgf, play_text};
//! use loa::{Game, Rules, SquareVariant};
//! let mut game = Game::new(SquareVariant::Parachute, Rules::default());
//! play_text(&mut game, "a3-c3@d4").unwrap();
//! let sgf = format_sgf(&game).unwrap();
//! assert_eq!(sgf, "(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Parachute]RU[mover-wins,repetition];B[a3-c3@d4])");
//! assert_eq!(parse_sgf(&sgf).unwrap().moves(), game.moves());
//! ```

mod annotations;
mod cell_text;
pub(crate) mod error;
mod import;
pub mod link;
pub(crate) mod link_fields;
pub(crate) mod link_names;
mod moves;
mod position_string;
mod reason;
mod record;
mod record_write;
pub(crate) mod result;
pub(crate) mod rules_field;
mod sgf;
mod sgf_collection;
pub(crate) mod sgf_tree;
mod sgf_write;
pub(crate) mod tags;
mod text_board;
mod turn_error;
mod variation;
#[cfg(not(feature = "onefile"))]
mod variation_read;
// The one-file edition reads past variations: its budget has no room to keep them.
#[cfg(feature = "onefile")]
#[path = "variation_skip.rs"]
mod variation_read;

pub use annotations::Annotations;
pub use error::{NotationError, TurnText};
pub use import::{
    import, import_annotated, import_annotated_on, named_variant, ImportError, ImportFormat, MAX_TEXT_BYTES,
};
pub use moves::{format_turn, parse_move, parse_turn, play_text, split_turns, TextPlayError};
pub use position_string::{format_position, format_rules, format_setup, parse_position, parse_rules};
pub use reason::{Reason, ReasonCode};
pub use record::{parse_record, parse_record_on, Record};
pub(crate) use record_write::turns as game_turns;
pub use record_write::{format_record, format_record_annotated};
pub use sgf::{parse_sgf, parse_sgf_annotated, parse_sgf_on, setup_name, setup_of};
pub use sgf_collection::{
    list_sgf_games, parse_sgf_collection, parse_sgf_collection_on, sgf_game_links, sgf_game_links_on,
    SgfGame, SgfHeader,
};
pub use sgf_write::{format_sgf, format_sgf_annotated};
pub use text_board::TextBoard;
pub use turn_error::{RefusedTurn, TurnError};
pub use variation::{
    delete_from, line_to, play_in, promote, step, variation_at, variation_turn_mut, Spot, Variation,
    VariationTurn, MAX_VARIATION_DEPTH,
};
