//! The players around the board: who they are, which side they play for, what they hold.

use super::PageBoard;
use crate::{Colour, Game, Side};
use serde::Serialize;

/// One seat of the game, in turn order.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub struct PlayerView {
    /// The colour of the seat's pieces: `black`, `white`, `blue`, `yellow`.
    pub colour: &'static str,
    /// The side it plays for, with the keys of `state.side` and `outcome.winner`: `black`,
    /// `white`, `east_west`, `north_south`.
    pub side: &'static str,
    /// The colour that names its side where the player chooses one (`black` or `white`):
    /// in AmbiLOA Black and Blue are East–West (`black`), White and Yellow North–South (`white`).
    pub side_colour: &'static str,
    /// AmbiLOA's seat: `south`, `west`, `north` or `east`; `None` in two-player variants.
    pub seat: Option<&'static str>,
    /// Parachute: how many pieces this player still holds to drop; `None` elsewhere.
    pub in_hand: Option<u8>,
    /// Parachute: the colour of the pieces held (the opponent's); `None` elsewhere.
    pub hand_colour: Option<&'static str>,
    /// Whether this seat moves now; false for everyone once the game is over.
    pub to_move: bool,
}

impl PlayerView {
    /// Every seat of `game`, in turn order.
    pub fn all<B: PageBoard>(game: &Game<B>) -> Vec<PlayerView> {
        let pos = game.position();
        let variant = pos.variant();
        let teams = variant.has_teams();
        variant
            .seats()
            .iter()
            .map(|&colour| {
                let hand_colour = variant.hand_colour(colour);
                PlayerView {
                    colour: colour.name(),
                    side: Side::from_index(colour.side_index(), teams).key(),
                    side_colour: Colour::from_index(colour.side_index()).name(),
                    seat: teams.then(|| colour.seat_key()),
                    in_hand: hand_colour.map(|_| pos.in_hand(colour)),
                    hand_colour: hand_colour.map(Colour::name),
                    to_move: !game.is_over() && pos.turn_colour() == colour,
                }
            })
            .collect()
    }
}
