//! Text for the cell board: moves (`e3-e5`, `e3xe5`, `pass`) and position strings
//! (`black-hole 1bbbbbbb1/w7w/…/1bbbbbbb1 b`), with errors that say what is wrong and where
//! (docs/rules.md §9.4).

use super::cells::Cells;
use super::geometry::Geometry;
use super::position::{CellMove, CellPosition};
use super::shape::cell_keys;
use crate::notation::error::excerpt;
use crate::notation::NotationError;
use crate::{Side, Simultaneous, Variant};

/// The refusal of a position string's `field` (`fields`, `variant`, `board`, `to move`, `hand`),
/// the notation's one error of a position string on every board.
fn fail<T>(field: &'static str, why: String) -> Result<T, NotationError> {
    Err(NotationError::PositionField { field, why })
}

/// The names a board's cells take, for messages.
fn naming(g: &Geometry) -> String {
    let rows = g.rows();
    let top = g.name(rows[0][0]);
    if g.variant().is_hex() {
        format!("rows a (bottom) to {} (top), each numbered from 1 at its left end", &top[..1])
    } else {
        let n = rows.len();
        format!("files a–{}, ranks 1–{n}", char::from(b'a' + n as u8 - 1))
    }
}

/// Reads one cell name (any case); the error is the reason, which a move's error wraps.
pub fn parse_cell(g: &Geometry, text: &str) -> Result<usize, String> {
    let lower = text.to_ascii_lowercase();
    g.cell(&lower).ok_or_else(|| {
        format!("no cell \"{}\" on the {} board ({})", excerpt(text), g.variant().key(), naming(g))
    })
}

/// Writes a move: `from-to`, `fromxto` for a capture, `pass`.
///
/// ```
/// use loa::cell_board::{format_cell_move, parse_cell_move, CellPosition};
/// use loa::Variant;
/// let pos = CellPosition::start(Variant::Standard12x12.cell_shape().unwrap());
/// let m = parse_cell_move(&pos, "B1-B3").unwrap();
/// assert_eq!(format_cell_move(&pos, m), "b1-b3");
/// ```
pub fn format_cell_move(pos: &CellPosition, m: CellMove) -> String {
    if m.is_pass() {
        return "pass".to_string();
    }
    let g = pos.geometry();
    let sep = if pos.is_capture(m) { 'x' } else { '-' };
    format!("{}{sep}{}", g.name(m.from as usize), g.name(m.to as usize))
}

/// Splits `e3-e5`, `e3xe5`, `e3:e5` or `e3e5` into its two cell names.
fn split_move(text: &str) -> Option<(&str, &str)> {
    for sep in ['-', 'x', 'X', ':'] {
        // The separator follows a digit: `x` cannot be confused with a file letter there.
        if let Some(i) = text
            .char_indices()
            .skip(1)
            .find(|&(i, c)| c == sep && text[..i].ends_with(|d: char| d.is_ascii_digit()))
            .map(|(i, _)| i)
        {
            return Some((&text[..i], &text[i + 1..]));
        }
    }
    let second = text
        .char_indices()
        .skip(1)
        .find(|&(i, c)| c.is_ascii_alphabetic() && text[..i].ends_with(|d: char| d.is_ascii_digit()))?
        .0;
    Some((&text[..second], &text[second..]))
}

/// Reads a move in the notation of docs/rules.md §9.4 (`b1-b3`, `b1xb3`, `b1:b3`, `b1b3`, any
/// case; `pass`), its cells on the board of `pos`. Whether it is legal is not checked here, as
/// [`crate::notation::parse_move`] does not on the 8×8 boards: that is [`crate::Game::check`]'s
/// job, with its precise reasons. The error is the notation's one error of a move's text.
///
/// ```
/// use loa::cell_board::{format_cell_move, parse_cell_move, CellPosition};
/// use loa::Variant;
/// let pos = CellPosition::start(Variant::BlackHole.cell_shape().unwrap());
/// assert_eq!(format_cell_move(&pos, parse_cell_move(&pos, " B1:B3 ").unwrap()), "b1-b3");
/// assert_eq!(
///     parse_cell_move(&pos, "b1-z9").unwrap_err().to_string(),
///     "bad move \"b1-z9\": no cell \"z9\" on the black-hole board (files a–i, ranks 1–9)"
/// );
/// ```
pub fn parse_cell_move(pos: &CellPosition, text: &str) -> Result<CellMove, NotationError> {
    let trimmed = text.trim();
    let bad = |why: String| NotationError::Move { text: excerpt(trimmed), why };
    if trimmed.eq_ignore_ascii_case("pass") {
        return Ok(CellMove::PASS);
    }
    let Some((a, b)) = split_move(trimmed) else {
        return Err(bad(
            "expected from-cell, optional separator (-, x, :) and to-cell, e.g. b1-b3, or pass".to_string()
        ));
    };
    let g = pos.geometry();
    let from = parse_cell(g, a).map_err(bad)?;
    let to = parse_cell(g, b).map_err(bad)?;
    Ok(CellMove { from: from as u8, to: to as u8 })
}

/// Writes a position string: `<variant> <rows top to bottom, / between> <b|w> - <rules>`; in a
/// row `b` and `w` are pieces, `*` a hole, a number that many empty cells.
///
/// ```
/// use loa::cell_board::{format_cell_position, parse_cell_position, CellPosition};
/// use loa::Variant;
/// use loa::Simultaneous;
/// let start = CellPosition::start(Variant::Hex5.cell_shape().unwrap());
/// let text = format_cell_position(&start, Simultaneous::Draw);
/// assert_eq!(text, "hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw");
/// assert_eq!(parse_cell_position(&text).unwrap(), (start, Simultaneous::Draw));
/// ```
pub fn format_cell_position(pos: &CellPosition, simultaneous: Simultaneous) -> String {
    let g = pos.geometry();
    let rows: Vec<String> = g
        .rows()
        .iter()
        .map(|row| {
            let mut out = String::new();
            let mut empty = 0;
            for &c in row {
                let glyph = if pos.pieces(Side::Black).contains(c) {
                    'b'
                } else if pos.pieces(Side::White).contains(c) {
                    'w'
                } else if g.holes().contains(c) {
                    '*'
                } else {
                    empty += 1;
                    continue;
                };
                if empty > 0 {
                    out += &empty.to_string();
                    empty = 0;
                }
                out.push(glyph);
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            out
        })
        .collect();
    let turn = if pos.turn() == Side::Black { 'b' } else { 'w' };
    format!("{} {} {turn} - {}", g.variant().key(), rows.join("/"), simultaneous.key())
}

/// Reads a position string of [`format_cell_position`]'s form; the last two fields may be left
/// out (then the project's default scoring, the mover wins). Checks every row's width, the
/// holes (`*` exactly on them), the piece counts (at most the start's, at least one each).
pub fn parse_cell_position(text: &str) -> Result<(CellPosition, Simultaneous), NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (variant, board, turn) = match fields.as_slice() {
        [v, b, t, ..] if fields.len() <= 5 => (*v, *b, *t),
        _ => {
            return fail(
                "fields",
                format!("expected <variant> <rows> <b|w> [- [<rules>]], got {} fields", fields.len()),
            )
        }
    };
    let shape = Variant::parse(variant).and_then(Variant::cell_shape).ok_or_else(|| {
        NotationError::PositionField {
            field: "variant",
            why: format!("unknown wide variant \"{}\": expected {}", excerpt(variant), cell_keys()),
        }
    })?;
    let g = shape.geometry();
    let texts: Vec<&str> = board.split('/').collect();
    if texts.len() != g.rows().len() {
        return fail(
            "board",
            format!(
                "the {} board has {} rows, the string gives {}",
                shape.variant.key(),
                g.rows().len(),
                texts.len()
            ),
        );
    }
    let mut pieces = [Cells::EMPTY; 2];
    for (i, (row, text)) in g.rows().iter().zip(&texts).enumerate() {
        let mut at = 0;
        let mut digits = String::new();
        let label = format!("row {} (\"{}\")", i + 1, excerpt(text));
        let mut place = |glyph: Option<char>,
                         at: &mut usize,
                         digits: &mut String|
         -> Result<(), NotationError> {
            if !digits.is_empty() {
                let n: usize = digits.parse().map_err(|_| NotationError::PositionField {
                    field: "board",
                    why: format!("{label}: bad number \"{}\"", excerpt(digits)),
                })?;
                if n == 0 {
                    return fail("board", format!("{label}: an empty run of 0 cells"));
                }
                if n > row.len() {
                    return fail(
                        "board",
                        format!("{label}: a run of {n} empty cells, the row has {}", row.len()),
                    );
                }
                for _ in 0..n {
                    if *at < row.len() && g.holes().contains(row[*at]) {
                        return fail(
                            "board",
                            format!("{label}: {} is a hole, write * there", g.name(row[*at])),
                        );
                    }
                    *at += 1;
                }
                digits.clear();
            }
            let Some(glyph) = glyph else { return Ok(()) };
            let Some(&cell) = row.get(*at) else {
                return fail("board", format!("{label} has more than the row's {} cells", row.len()));
            };
            match glyph {
                'b' | 'B' => pieces[0].insert(cell),
                'w' | 'W' => pieces[1].insert(cell),
                '*' if g.holes().contains(cell) => {}
                '*' => return fail("board", format!("{label}: {} is not a hole", g.name(cell))),
                other => {
                    return fail("board", format!("{label}: unexpected \"{other}\" (b, w, * or a number)"))
                }
            }
            if glyph != '*' && g.holes().contains(cell) {
                return fail("board", format!("{label}: {} is a hole, no piece stands there", g.name(cell)));
            }
            *at += 1;
            Ok(())
        };
        for c in text.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
            } else {
                place(Some(c), &mut at, &mut digits)?;
            }
        }
        place(None, &mut at, &mut digits)?;
        if at != row.len() {
            return fail("board", format!("{label} has {at} cells, the row has {}", row.len()));
        }
    }
    let turn = match turn {
        "b" | "B" => Side::Black,
        "w" | "W" => Side::White,
        other => return fail("to move", format!("the side to move is b or w, not \"{}\"", excerpt(other))),
    };
    if let Some(hand) = fields.get(3) {
        if *hand != "-" {
            return fail(
                "hand",
                format!(
                    "wide boards have no pieces in hand: the fourth field is -, not \"{}\"",
                    excerpt(hand)
                ),
            );
        }
    }
    let simultaneous = match fields.get(4) {
        None => Simultaneous::default(),
        Some(rules) => super::rules::parse_cell_rules(rules)?.simultaneous,
    };
    let start = g.start();
    for (side, name) in [(0, "Black"), (1, "White")] {
        let (n, most) = (pieces[side].len(), start[side].len());
        if n == 0 || n > most {
            return fail("board", format!("{name} has {n} pieces: from 1 to {most} on this board"));
        }
    }
    Ok((CellPosition::from_parts(shape, pieces, turn), simultaneous))
}
