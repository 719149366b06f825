//! The wide boards' own pieces of the text formats ([`TextBoard`] for [`CellPosition`]): their
//! moves by cell names (`b1-b3`), their position strings, their scrambled starts, and a link's
//! `at` (rows with `/` written `.` and a hole `*` written `-`) and `m` fields (each move its two
//! cell names run together, `b1b3`, `pass` for a pass, `.` between them: readable, since the
//! boards have up to 144 cells; a 60-move 12×12 game is about 330 characters).

use super::error::{excerpt, NotationError};
use super::link::LinkError;
use super::text_board::TextBoard;
use super::turn_error::TurnError;
use crate::cell_board::{
    cell_keys, cell_rules, format_cell_move, format_cell_position, format_cell_setup, parse_cell_options,
    parse_cell_position, parse_cell_setup, CellGame, CellMove, CellPosition, MAX_LINK_MOVES,
};
use crate::{Rules, Simultaneous, Variant};

impl TextBoard for CellPosition {
    fn game_at(position: &str) -> Result<CellGame, String> {
        let (pos, rules) = parse_cell_setup(position).map_err(|e| e.to_string())?;
        Ok(CellGame::from_position_with(pos, rules))
    }

    fn position_string(game: &CellGame) -> String {
        format_cell_setup(game.position(), &game.rules())
    }

    fn move_text(pos: &CellPosition, m: crate::cell_board::CellMove) -> String {
        format_cell_move(pos, m)
    }

    fn plays(variant: Variant) -> bool {
        variant.is_cell_board()
    }

    fn variant_keys() -> String {
        cell_keys()
    }

    fn default_rules() -> Rules {
        cell_rules(Simultaneous::MoverWins)
    }

    fn start_game(variant: Variant, rules: Rules, scrambled: bool) -> Result<CellGame, String> {
        let shape = variant.cell_shape().ok_or_else(|| format!("{variant} is not played on cells"))?;
        CellGame::with_start(shape, rules, scrambled).map_err(|e| e.to_string())
    }

    fn scrambled(game: &CellGame) -> bool {
        game.scrambled()
    }

    fn named_start(game: &CellGame) -> bool {
        game.named_start()
    }

    fn read_rules(field: &str) -> Result<(Rules, bool), String> {
        parse_cell_options(field).map_err(|e| e.to_string())
    }

    fn read_start(text: &str) -> Result<(CellPosition, Rules), NotationError> {
        parse_cell_setup(text)
    }

    fn start_text(start: &CellPosition, rules: &Rules) -> String {
        format_cell_setup(start, rules)
    }

    fn player(pos: &CellPosition) -> String {
        pos.turn().to_string()
    }

    fn play_turn(game: &mut CellGame, text: &str) -> Result<(), TurnError> {
        // The reason alone, as the 8×8 boards give it: the caller names the move.
        let mover = game.position().turn().key();
        game.play_text(text).map(drop).map_err(|e| TurnError::of(mover, e))
    }

    fn turn_text(before: &CellPosition, plies: &[CellMove]) -> String {
        let texts: Vec<String> = plies.iter().map(|&m| format_cell_move(before, m)).collect();
        texts.join(" ")
    }

    fn link_start(start: &CellPosition) -> String {
        let text = format_cell_position(start, Simultaneous::default());
        let fields: Vec<&str> = text.split(' ').collect();
        format!("{}_{}", fields[1].replace('/', ".").replace('*', "-"), fields[2])
    }

    fn read_link_start(variant: Variant, value: &str) -> Result<CellPosition, String> {
        let Some((rows, turn)) = value.split_once('_') else {
            return Err(format!("start \"at{}\": expected at<rows>_<turn>", excerpt(value)));
        };
        let text = format!("{} {} {turn}", variant.key(), rows.replace('.', "/").replace('-', "*"));
        parse_cell_position(&text).map(|(pos, _)| pos).map_err(|e| format!("start: {}", e.detail()))
    }

    fn push_link_moves(out: &mut String, game: &CellGame) {
        let g = game.start_position().geometry();
        for (i, m) in game.moves().iter().enumerate() {
            if i > 0 {
                out.push('.');
            }
            if m.is_pass() {
                out.push_str("pass");
            } else {
                out.push_str(g.name(m.from as usize));
                out.push_str(g.name(m.to as usize));
            }
        }
    }

    fn play_link_moves(game: &mut CellGame, moves: &str, first: usize) -> Result<(), LinkError> {
        let mut offset = first;
        for (i, m) in moves.split('.').enumerate() {
            let at = offset + 1;
            offset += m.chars().count() + 1;
            if m.is_empty() {
                continue;
            }
            if i >= MAX_LINK_MOVES {
                return Err(LinkError::new(at, format!("more than {MAX_LINK_MOVES} moves")));
            }
            let player = Self::player(game.position());
            Self::play_turn(game, m).map_err(|why| LinkError::turn(at, i + 1, player, m, why))?;
        }
        Ok(())
    }
}
