//! The result of a finished game as the page shows it.

use crate::{Bitboard, Outcome, Position};
use serde::Serialize;

/// A finished game's result.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct OutcomeView {
    /// `black_wins`, `white_wins`, `east_west_wins`, `north_south_wins` or `draw`, on every board.
    pub key: String,
    /// `black`, `white`, `east_west`, `north_south`, or `None` for a draw.
    pub winner: Option<&'static str>,
    /// The losing side's key, or `None` for a draw (a resignation's reason names the loser).
    pub loser: Option<&'static str>,
    /// In words, capitalised for display: `Black connected all pieces`.
    pub reason: String,
    /// `1-0`, `0-1`, `1/2-1/2`.
    pub result: &'static str,
    /// How it ended: [`Outcome::cause_key`] (`connection`, `simultaneous`, `repetition`, …).
    pub cause: &'static str,
    /// The connected groups that decided it, each as its squares in index order
    /// ([`Outcome::winning_groups`]); empty for a repetition or move-limit draw.
    pub winning_groups: Vec<Vec<String>>,
}

impl OutcomeView {
    /// The view of `outcome`, reached in `pos`.
    pub fn of(outcome: Outcome, pos: &Position) -> OutcomeView {
        OutcomeView::with_groups(outcome, outcome.winning_groups(pos).into_iter().map(square_names).collect())
    }

    /// The view of `outcome` with the groups that decided it already named (a wide board's
    /// cells, which the 8×8 position cannot name). Inlined: a call of its own cost the game's
    /// wasm 130 bytes gzipped.
    #[inline(always)]
    pub fn with_groups(outcome: Outcome, winning_groups: Vec<Vec<String>>) -> OutcomeView {
        OutcomeView {
            key: outcome.key(),
            winner: outcome.winner().map(|w| w.key()),
            loser: outcome.winner().map(|w| w.opponent().key()),
            reason: capitalise(&outcome.reason()),
            result: outcome.result_tag(),
            cause: outcome.cause_key(),
            winning_groups,
        }
    }
}

/// `draw by threefold repetition` → `Draw by threefold repetition`, for display on the board.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase()).chain(chars).collect(),
        None => String::new(),
    }
}

/// The squares of `set` by name, in index order.
fn square_names(set: Bitboard) -> Vec<String> {
    let mut names = Vec::new();
    for sq in set {
        names.push(sq.to_string());
    }
    names
}
