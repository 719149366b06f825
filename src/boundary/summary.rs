//! A kept game in a few words, for the page's games list: what a row shows (variant, result,
//! winner, whose turn, length) without the whole state (its legal moves, board and history),
//! so a list of a thousand games is read in a few milliseconds.

use crate::{Game, GameBoard, Side};
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
    /// The summary of a game on any board.
    ///
    /// ```
    /// use loa::boundary::GameSummary;
    /// use loa::cell_board::CellGame;
    /// use loa::{Game, Rules, Simultaneous, SquareVariant};
    /// let mut wide = CellGame::with_scoring(loa::Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
    /// wide.play_text("i2-g2").unwrap();
    /// let summary = GameSummary::of(&wide);
    /// assert_eq!((summary.variant, summary.to_move, summary.turns, summary.sides), ("hex-5", "white", 1, ["black", "white"]));
    /// assert_eq!(GameSummary::of(&Game::new(SquareVariant::AmbiLoa, Rules::default())).sides, ["east_west", "north_south"]);
    /// ```
    pub fn of<B: GameBoard>(game: &Game<B>) -> GameSummary {
        let pos = game.position();
        let outcome = game.outcome();
        // A Parachute drop completes the turn its slide began (the move limit's count); a game
        // set up with a drop due begins with one.
        let first_drop = game.moves().first().is_some_and(|&m| B::is_drop(m));
        let turns = game.turns_played() as usize + usize::from(first_drop);
        GameSummary {
            variant: pos.variant().key(),
            result: outcome.map(|o| o.result_tag()),
            winner: outcome.and_then(|o| o.winner()).map(|w| w.key()),
            to_move: pos.side_to_move().key(),
            turns,
            sides: [0, 1].map(|i| Side::from_index(i, pos.variant().has_teams()).key()),
        }
    }
}
