//! Game links of the wide boards (docs/rules.md §9.6): a whole game as one URL-safe string in
//! the form of the 8×8 links (`src/notation/link.rs`), fields separated by `~`:
//! ```text
//! link = key ["~draw"] ["~rep"] ["~limit" N] ["~rev"] ["~scr"] ["~at" rows "_" turn] ["~m" moves] ["~rb" | "~rw"]
//! ```
//! `draw`, `rep` (the repetition draw on: the 8×8 links write `norep` for the opposite, each
//! leaving out its board's default), `limit`, `rev` and `scr` (the scrambled start) are the rule
//! options (§9.5); `rb`/`rw` a resignation of Black/White,
//! as in the 8×8 links; `at` a start that is not the variant's,
//! its rows as in a position string with `/` written `.` and a hole `*` written `-`; `m` the
//! moves, each its two cell names run together (`b1b3`), `pass` for a pass, `.` between them.
//! Readable, since the boards have up to 144 cells: a 60-move 12×12 game is about 330 characters.

use super::game::WideGame;
use super::notation::{format_wide_position, parse_wide_position, WideTextError};
use super::rules::wide_rules;
use super::variant::WideVariant;
use crate::notation::error::excerpt;
use crate::{Rules, Side, Simultaneous};

/// Writes the link of a game.
///
/// ```
/// use loa::wide::{format_wide_link, parse_wide_link, wide_rules, WideGame, WideVariant};
/// use loa::{Rules, Simultaneous};
/// let rules = Rules { repetition: true, move_limit: Some(80), reversed: true, ..wide_rules(Simultaneous::Draw) };
/// let mut game = WideGame::with_rules(WideVariant::BlackHole, rules);
/// game.play_text("a2-c2").unwrap();
/// let link = format_wide_link(&game);
/// assert_eq!(link, "black-hole~draw~rep~limit80~rev~ma2c2");
/// let back = parse_wide_link(&link).unwrap();
/// assert_eq!((back.moves(), back.rules()), (game.moves(), game.rules()));
/// ```
pub fn format_wide_link(game: &WideGame) -> String {
    let rules = game.rules();
    let variant = game.start().variant();
    let mut out = variant.key().to_string();
    if rules.simultaneous == Simultaneous::Draw {
        out.push_str("~draw");
    }
    if rules.repetition {
        out.push_str("~rep");
    }
    if let Some(limit) = rules.move_limit {
        out.push_str(&format!("~limit{limit}"));
    }
    if rules.reversed {
        out.push_str("~rev");
    }
    if game.scrambled() {
        out.push_str("~scr");
    }
    if !game.named_start() {
        let text = format_wide_position(game.start(), rules.simultaneous);
        let fields: Vec<&str> = text.split(' ').collect();
        out.push_str(&format!("~at{}_{}", fields[1].replace('/', ".").replace('*', "-"), fields[2]));
    }
    if !game.moves().is_empty() {
        let g = game.start().geometry();
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|(_, m)| {
                if m.is_pass() {
                    "pass".to_string()
                } else {
                    format!("{}{}", g.name(m.from as usize), g.name(m.to as usize))
                }
            })
            .collect();
        out.push_str(&format!("~m{}", moves.join(".")));
    }
    match game.resigned() {
        Some(Side::Black) => out.push_str("~rb"),
        Some(_) => out.push_str("~rw"),
        None => {}
    }
    out
}

/// Reads a link, replaying every move; the error names the field or the move.
pub fn parse_wide_link(text: &str) -> Result<WideGame, WideTextError> {
    let bad = |why: String| Err(WideTextError(format!("link: {why}")));
    let mut fields = text.trim().split('~');
    let key = fields.next().unwrap_or("");
    let Some(variant) = WideVariant::parse(key) else {
        return bad(format!("\"{}\" is not a wide board ({})", excerpt(key), WideVariant::keys()));
    };
    let mut rules: Rules = wide_rules(Simultaneous::MoverWins);
    let mut start = None;
    let mut scrambled = false;
    let mut moves = None;
    let mut resigned = None;
    let mut order = 0;
    for field in fields {
        let (rank, known) = match field {
            "draw" => (1, true),
            "rep" => (2, true),
            f if f.starts_with("limit") => (3, true),
            "rev" => (4, true),
            "scr" => (5, true),
            f if f.starts_with("at") => (6, true),
            f if f.starts_with('m') => (7, true),
            "rb" | "rw" => (8, true),
            _ => (0, false),
        };
        if !known {
            return bad(format!(
                "unknown field \"{}\" (draw, rep, limitN, rev, scr, at, m, rb, rw)",
                excerpt(field)
            ));
        }
        if rank <= order {
            return bad(format!("field \"{}\" is out of order or repeated", excerpt(field)));
        }
        order = rank;
        match rank {
            1 => rules.simultaneous = Simultaneous::Draw,
            2 => rules.repetition = true,
            3 => {
                let n = field[5..].parse::<u32>().ok().filter(|n| *n >= 1);
                let Some(n) = n else {
                    return bad(format!("\"{}\": limit is a number of turns from 1", excerpt(field)));
                };
                rules.move_limit = Some(n);
            }
            4 => rules.reversed = true,
            5 => scrambled = true,
            6 => start = Some(&field[2..]),
            7 => moves = Some(&field[1..]),
            _ => resigned = Some(if field == "rb" { Side::Black } else { Side::White }),
        }
    }
    let mut game = match start {
        None => WideGame::with_start(variant, rules, scrambled)
            .map_err(|e| WideTextError(format!("link: scr: {e}")))?,
        Some(_) if scrambled => return bad("scr and at both give the start".to_string()),
        Some(at) => {
            let Some((rows, turn)) = at.split_once('_') else {
                return bad(format!("at \"{}\": rows, then _ and the side to move", excerpt(at)));
            };
            let text = format!("{} {} {turn}", variant.key(), rows.replace('.', "/").replace('-', "*"));
            let (pos, _) = parse_wide_position(&text).map_err(|e| WideTextError(format!("link: at: {e}")))?;
            WideGame::from_position_with(pos, rules)
        }
    };
    for (i, m) in moves.unwrap_or("").split('.').filter(|m| !m.is_empty()).enumerate() {
        if i >= super::MAX_LINK_MOVES {
            return bad(format!("more than {} moves", super::MAX_LINK_MOVES));
        }
        game.play_text(m)
            .map_err(|e| WideTextError(format!("link: move {} ({}): {e}", i + 1, excerpt(m))))?;
    }
    if let Some(side) = resigned {
        let field = if side == Side::Black { "rb" } else { "rw" };
        game.resign(side).map_err(|e| WideTextError(format!("link: {field}: {e}")))?;
    }
    Ok(game)
}
