//! Game links of the wide boards (docs/rules.md §9.6): a whole game as one URL-safe string in
//! the form of the 8×8 links (`src/notation/link.rs`), fields separated by `~`:
//! ```text
//! link = key ["~draw"] ["~rep" | "~norep"] ["~limit" N] ["~rev"] ["~scr"] ["~at" rows "_" turn] ["~m" moves]
//!        ["~offer" | "~r" loser | "~t" loser | "~agreed"]
//! ```
//! The fields are the one grammar of every board's links (`src/notation/link_fields.rs`).
//! `draw`, `rep` (the repetition draw on; the 8×8 links write `norep` for the opposite, each
//! leaving out its board's default, and both are read on every board), `limit`, `rev` and `scr`
//! (the scrambled start) are the rule options (§9.5); `rb`/`rw` a resignation of Black/White,
//! `tb`/`tw` a loss on time, `offer` a draw offered with the last move and `agreed` a draw by
//! agreement, as in the 8×8 links; `at` a start that is not the variant's,
//! its rows as in a position string with `/` written `.` and a hole `*` written `-`; `m` the
//! moves, each its two cell names run together (`b1b3`), `pass` for a pass, `.` between them.
//! Readable, since the boards have up to 144 cells: a 60-move 12×12 game is about 330 characters.

use super::game::WideGame;
use super::notation::{format_wide_position, parse_wide_position, WideTextError};
use super::rules::wide_rules;
use super::shape::cell_keys;
use crate::notation::error::excerpt;
use crate::notation::link::LinkError;
use crate::notation::link_fields::{ending_field, read_link_fields, LinkEnding};
use crate::{Rules, Side, Simultaneous, Variant};

/// Writes the link of a game.
///
/// ```
/// use loa::wide::{format_wide_link, parse_wide_link, wide_rules, WideGame};
/// use loa::Variant;
/// use loa::{Rules, Simultaneous};
/// let rules = Rules { repetition: true, move_limit: Some(80), reversed: true, ..wide_rules(Simultaneous::Draw) };
/// let mut game = WideGame::with_rules(Variant::BlackHole.cell_shape().unwrap(), rules);
/// game.play_text("a2-c2").unwrap();
/// let link = format_wide_link(&game);
/// assert_eq!(link, "black-hole~draw~rep~limit80~rev~ma2c2");
/// let back = parse_wide_link(&link).unwrap();
/// assert_eq!((back.moves(), back.rules()), (game.moves(), game.rules()));
/// ```
pub fn format_wide_link(game: &WideGame) -> String {
    let rules = game.rules();
    let variant = game.start_position().variant();
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
        let text = format_wide_position(game.start_position(), rules.simultaneous);
        let fields: Vec<&str> = text.split(' ').collect();
        out.push_str(&format!("~at{}_{}", fields[1].replace('/', ".").replace('*', "-"), fields[2]));
    }
    if !game.moves().is_empty() {
        let g = game.start_position().geometry();
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|m| {
                if m.is_pass() {
                    "pass".to_string()
                } else {
                    format!("{}{}", g.name(m.from as usize), g.name(m.to as usize))
                }
            })
            .collect();
        out.push_str(&format!("~m{}", moves.join(".")));
    }
    let index = |side: Side| usize::from(side != Side::Black);
    out.push_str(ending_field(
        game.resigned().map(index),
        game.lost_on_time().map(index),
        game.draw_offer_pending(),
        game.drawn_by_agreement(),
    ));
    out
}

/// Reads a link, replaying every move. Its fields are read by the one link grammar of every
/// board (`src/notation/link_fields.rs`, so `~norep` is read here too); an error names the
/// character where the field or the move stands, as on the 8×8 boards.
pub fn parse_wide_link(text: &str) -> Result<WideGame, WideTextError> {
    let text = text.trim();
    let fail = |e: LinkError| WideTextError(e.to_string());
    let bad = |at: usize, why: String| WideTextError(LinkError { at, why }.to_string());
    let fields = read_link_fields(text).map_err(fail)?;
    let Some(shape) = Variant::parse(fields.variant).and_then(Variant::cell_shape) else {
        return Err(bad(1, format!("\"{}\" is not a wide board ({})", excerpt(fields.variant), cell_keys())));
    };
    let mut rules: Rules = wide_rules(Simultaneous::MoverWins);
    if fields.draw {
        rules.simultaneous = Simultaneous::Draw;
    }
    rules.repetition = fields.repetition.unwrap_or(rules.repetition);
    rules.move_limit = fields.limit;
    rules.reversed = fields.reversed;
    let mut game = match fields.at {
        None => WideGame::with_start(shape, rules, fields.scrambled.is_some())
            .map_err(|e| bad(fields.scrambled.unwrap_or(1), format!("scr: {e}")))?,
        Some((_, at)) if fields.scrambled.is_some() => {
            return Err(bad(at, "scr and at both give the start".to_string()))
        }
        Some((value, at)) => {
            let Some((rows, turn)) = value.split_once('_') else {
                return Err(bad(at, format!("at \"{}\": rows, then _ and the side to move", excerpt(value))));
            };
            let text = format!("{} {} {turn}", shape.variant.key(), rows.replace('.', "/").replace('-', "*"));
            let (pos, _) = parse_wide_position(&text).map_err(|e| bad(at, format!("at: {e}")))?;
            WideGame::from_position_with(pos, rules)
        }
    };
    let (moves, first) = fields.moves.unwrap_or(("", 0));
    let mut offset = first;
    for (i, m) in moves.split('.').enumerate() {
        let at = offset + 1;
        offset += m.chars().count() + 1;
        if m.is_empty() {
            continue;
        }
        if i >= super::MAX_LINK_MOVES {
            return Err(bad(at, format!("more than {} moves", super::MAX_LINK_MOVES)));
        }
        game.play_text(m).map_err(|e| bad(at, format!("move {} ({}): {e}", i + 1, excerpt(m))))?;
    }
    if let Some((ending, at)) = fields.ending {
        let side = |index: usize| if index == 0 { Side::Black } else { Side::White };
        let ended = match ending {
            LinkEnding::Offer => game.offer_draw().map_err(|e| e.to_string()),
            // An agreed draw is read as the offer with the last move, accepted, as on 8×8.
            LinkEnding::Agreed => {
                game.offer_draw().and_then(|()| game.accept_draw().map(drop)).map_err(|e| e.to_string())
            }
            LinkEnding::Resigned(index) => game.resign(side(index)).map(drop).map_err(|e| e.to_string()),
            LinkEnding::Time(index) => game.lose_on_time(side(index)).map(drop).map_err(|e| e.to_string()),
        };
        ended.map_err(|why| bad(at, why))?;
    }
    Ok(game)
}
