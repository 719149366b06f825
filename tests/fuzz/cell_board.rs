//! The wide boards' readers (records, SGF, links, position strings: `loa::notation::import_annotated_on`)
//! in the fuzz suite: seeds from random wide games under random rule options, and the target,
//! which checks that what is read is recognised as a wide board's text and reads back through
//! each writer to the same game.

use crate::common::Rng;
use loa::cell_board::{cell_rules, cell_shapes, format_cell_setup, CellGame, CellPosition};
use loa::notation::{import_annotated_on, named_variant};
use loa::{Rules, Simultaneous};

/// Texts of `games` random games per wide variant, in every format.
pub fn seeds(rng: &mut Rng, games: usize) -> Vec<String> {
    let mut out = Vec::new();
    for variant in cell_shapes() {
        for _ in 0..games {
            let move_limit = [None, Some(1 + rng.below(80) as u32)][rng.below(2)];
            let simultaneous = [Simultaneous::Draw, Simultaneous::MoverWins][rng.below(2)];
            let rules = Rules { move_limit, reversed: rng.below(2) == 0, ..cell_rules(simultaneous) };
            let mut game = CellGame::with_rules(variant, rules);
            for _ in 0..rng.below(60) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                game.play(moves[rng.below(moves.len())]).expect("legal");
            }
            out.push(loa::notation::format_record(&game, &[("Event".to_string(), "fuzz".to_string())]));
            out.push(loa::notation::format_sgf(&game).expect("from the start"));
            out.push(loa::notation::link::encode(&game));
            out.push(format_cell_setup(game.position(), &game.rules()));
        }
    }
    out
}

/// Any text: refused, or read as a wide game that every writer writes back to the same game.
pub fn wide_text(text: &str) -> Result<(), String> {
    let recognised = named_variant(text).filter(|v| v.is_cell_board());
    let Ok((game, _)) = import_annotated_on::<CellPosition>(text) else { return Ok(()) };
    if recognised.is_none() {
        return Err(format!("{text:?} reads as a wide game but is not recognised as one"));
    }
    let same = |back: &CellGame| {
        back.start_position() == game.start_position()
            && back.moves() == game.moves()
            && back.rules() == game.rules()
    };
    let record = loa::notation::format_record(&game, &[]);
    if !loa::notation::parse_record_on::<loa::cell_board::CellPosition>(&record).is_ok_and(|r| same(&r.game))
    {
        return Err(format!("{text:?}: its record {record:?} does not read back"));
    }
    let link = loa::notation::link::encode(&game);
    if !loa::notation::link::decode_on::<loa::cell_board::CellPosition>(&link).is_ok_and(|g| same(&g)) {
        return Err(format!("{text:?}: its link {link:?} does not read back"));
    }
    if let Ok(sgf) = loa::notation::format_sgf(&game) {
        if !loa::notation::parse_sgf_on::<loa::cell_board::CellPosition>(&sgf)
            .map(|(g, _)| g)
            .is_ok_and(|g| same(&g))
        {
            return Err(format!("{text:?}: its SGF {sgf:?} does not read back"));
        }
    }
    Ok(())
}
