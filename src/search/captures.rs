//! Capture-only move generation for the quiescence search, which looks at captures alone: the
//! same rule as the full generator (docs/rules.md §1: the distance is the number of pieces on the
//! whole line; friendly pieces may be jumped, enemy pieces not), but only landings on enemy
//! pieces are produced, without building the full move list.

use crate::{Move, Position, Square};

/// Calls `f(capture)` for every legal capture of the player to move (none while a Parachute
/// drop is due).
#[inline]
pub fn for_each_capture(pos: &Position, mut f: impl FnMut(Move)) {
    if pos.drop_due() {
        return;
    }
    pos.for_each_slide_of(pos.turn().index(), |from, to, capture| {
        if capture {
            f(Move::slide(Square::from_index(from as u8), Square::from_index(to as u8), true));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Game, Rules, SquareVariant};

    #[test]
    fn the_captures_are_exactly_the_capturing_legal_moves() {
        for variant in SquareVariant::ALL {
            let mut game = Game::new(variant, Rules::default());
            let mut rng = crate::search::rng::Rng::new(variant as u64);
            while !game.is_over() && game.moves().len() < 150 {
                let pos = *game.position();
                let mut mine = vec![];
                for_each_capture(&pos, |m| mine.push(m));
                let expected: Vec<Move> =
                    pos.legal_moves().iter().copied().filter(|m| m.is_capture()).collect();
                assert_eq!(mine, expected, "{variant}\n{pos}");
                let moves = game.legal_moves();
                game.play(moves[rng.below(moves.len() as u64) as usize]).expect("legal");
            }
        }
    }
}
