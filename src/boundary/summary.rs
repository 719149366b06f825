//! A kept game in a few words, for the page's games list: what a row shows (variant, result,
//! winner, whose turn, length) without the whole state (its legal moves, board and history),
//! so a list of a thousand games is read in a few milliseconds.

use crate::notation::split_turns;
use crate::wide::WideGame;
use crate::{Colour, Game, Outcome, Side};
use serde::Serialize;

/// What the games list shows of one game.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct GameSummary {
    /// The variant's key: `standard`, `parachute`, `black-hole`, …
    pub variant: &'static str,
    /// `1-0`, `0-1`, `1/2-1/2`, or `None` while the game goes on.
    pub result: Option<&'static str>,
    /// The winning side's key (`black`, `white`, `east_west`, `north_south`); `None` for a draw
    /// or a game under way.
    pub winner: Option<&'static str>,
    /// The side to move, with the keys of `winner`.
    pub to_move: &'static str,
    /// How many turns were played (a Parachute move with its drop is one).
    pub turns: usize,
    /// The side each colour a player chooses names, `[black's, white's]`: in AmbiLOA Black
    /// chooses East–West (`east_west`), White North–South; elsewhere each its own side.
    pub sides: [&'static str; 2],
}

impl GameSummary {
    /// The summary of an 8×8 game.
    pub fn of(game: &Game) -> GameSummary {
        let teams = game.variant().has_teams();
        let side_of = |colour: Colour| Side::from_index(colour.side_index(), teams).key();
        GameSummary::with(
            game.variant().key(),
            game.outcome(),
            game.position().side_to_move().key(),
            split_turns(game.moves()).len(),
            [side_of(Colour::Black), side_of(Colour::White)],
        )
    }

    /// The summary of a game on a wide board, where each of the two sides plays one turn a ply.
    pub fn wide(game: &WideGame) -> GameSummary {
        GameSummary::with(
            game.position().variant().key(),
            game.outcome(),
            game.position().turn().key(),
            game.moves().len(),
            [Side::Black.key(), Side::White.key()],
        )
    }

    fn with(
        variant: &'static str,
        outcome: Option<Outcome>,
        to_move: &'static str,
        turns: usize,
        sides: [&'static str; 2],
    ) -> GameSummary {
        GameSummary {
            variant,
            result: outcome.map(|o| o.result_tag()),
            winner: outcome.and_then(|o| o.winner()).map(|w| w.key()),
            to_move,
            turns,
            sides,
        }
    }
}
