//! Which wasm build plays a board: the game's (the 8×8 boards, `pkg/loa_bg.wasm`) or the wide
//! boards' (`pkg/wide/loa_bg.wasm`, loaded when one is chosen). Decided here for every host;
//! the game's wasm does not export it, since the page's first load (175 KB gzipped at most) has
//! no room for the half kilobyte an export costs.

use crate::Variant;

/// The build of the 8×8 boards.
pub const GAME_BUILD: &str = "game";
/// The build of the wide boards.
pub const WIDE_BUILD: &str = "wide";

/// The build that plays `variant` (a key such as `standard` or `hex-5`), or `None` for a key
/// that names no board.
///
/// ```
/// use loa::boundary::build_of;
/// assert_eq!((build_of("parachute"), build_of("hex-5"), build_of("hex-9")), (Some("game"), Some("wide"), None));
/// ```
pub fn build_of(variant: &str) -> Option<&'static str> {
    Variant::parse(variant).map(|v| if v.is_cell_board() { WIDE_BUILD } else { GAME_BUILD })
}

/// The build whose link reader reads `link`: the wide boards' when its first field names a
/// wide board, else the game's, whose reader says what is wrong with anything else.
///
/// ```
/// use loa::boundary::link_build;
/// assert_eq!(link_build("black-hole~draw~mb1b3"), "wide");
/// assert_eq!((link_build("standard~mBTQT"), link_build("nonsense")), ("game", "game"));
/// ```
pub fn link_build(link: &str) -> &'static str {
    let variant = link.split('~').next().unwrap_or_default();
    match build_of(variant) {
        Some(WIDE_BUILD) => WIDE_BUILD,
        _ => GAME_BUILD,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cell_board::{cell_shapes, CellGame, CellPosition};
    use crate::notation::link;
    use crate::{Game, Rules, Simultaneous, SquareVariant};

    #[test]
    fn every_variant_has_one_build_and_every_link_the_build_that_reads_it() {
        for variant in SquareVariant::ALL {
            let key = Variant::from(variant).key();
            assert_eq!(build_of(key), Some(GAME_BUILD), "{key}");
            let link = link::encode(&Game::new(variant, Rules::default()));
            assert_eq!(link_build(&link), GAME_BUILD, "{link}");
        }
        for variant in cell_shapes() {
            assert_eq!(build_of(variant.variant.key()), Some(WIDE_BUILD), "{}", variant.variant.key());
            let mut game = CellGame::with_scoring(variant, Simultaneous::Draw);
            game.play(game.legal_moves()[0]).unwrap();
            let link = link::encode(&game);
            assert_eq!(link_build(&link), WIDE_BUILD, "{link}");
            assert!(link::decode_on::<CellPosition>(&link).is_ok(), "the wide build reads it: {link}");
        }
        for nothing in ["", "~", "hex-9~draw", "standard-12x12x"] {
            assert_eq!(build_of(nothing.split('~').next().unwrap()), None, "{nothing:?}");
            assert_eq!(link_build(nothing), GAME_BUILD, "{nothing:?}: the game's reader refuses it in words");
        }
    }
}
