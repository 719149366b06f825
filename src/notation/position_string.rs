//! Position strings: one line that sets up any position of any variant with its rules. The format
//! is described in the [module documentation](super).

use super::error::{excerpt, NotationError};
use crate::{Colour, Position, Rules, Setup, Square, Variant};

/// Writes `pos` and `rules` as a position string, e.g.
/// `standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition`.
pub fn format_position(pos: &Position, rules: &Rules) -> String {
    format!("{} {}", format_setup(&pos.setup()), format_rules(rules))
}

/// Writes the first four fields of a position string (variant, board, to move, hand), the
/// parts a [`Setup`] holds: `standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b -`.
pub fn format_setup(setup: &Setup) -> String {
    let width = setup.variant.size().width();
    let mut ranks = Vec::with_capacity(width as usize);
    for rank in (0..width).rev() {
        let mut text = String::new();
        let mut empty = 0;
        for file in 0..width {
            let sq = Square::from_coords(file, rank);
            // Gemma's holes are written `o`: a square that is neither a piece nor empty.
            let letter = match sq.and_then(|sq| setup.piece_at(sq)) {
                Some(c) => Some(c.letter()),
                None if sq.is_some_and(|sq| setup.holes.contains(sq)) => Some('o'),
                None => None,
            };
            match letter {
                None => empty += 1,
                Some(letter) => {
                    if empty > 0 {
                        text.push_str(&empty.to_string());
                        empty = 0;
                    }
                    text.push(letter);
                }
            }
        }
        if empty > 0 {
            text.push_str(&empty.to_string());
        }
        ranks.push(text);
    }
    let turn = format!("{}{}", setup.turn.letter(), if setup.drop_due { "@" } else { "" });
    let (black, white) = (setup.black_in_hand, setup.white_in_hand);
    let hand = if black == 0 && white == 0 { "-".to_string() } else { format!("B{black}W{white}") };
    format!("{} {} {turn} {hand}", setup.variant.key(), ranks.join("/"))
}

/// Writes rule options as the position string's last field: `mover-wins,repetition`,
/// `draw,no-repetition,limit=200`, `mover-wins,repetition,reversed`.
pub fn format_rules(rules: &Rules) -> String {
    super::rules_field::write_rules_field(rules)
}

/// Reads a position string (see the [module documentation](super)); the hand and rules fields
/// may be left out (no pieces in hand, default rules). The parts are read into a [`Setup`] and
/// checked by [`Setup::into_position`], whose [`crate::SetupError`] is reported.
///
/// ```
/// use loa::notation::parse_position;
/// let err = parse_position("standard 8/8/8 b").unwrap_err();
/// assert_eq!(err.to_string(), "position string, board: has 3 ranks, expected 8 (ranks separated by /)");
/// ```
pub fn parse_position(text: &str) -> Result<(Position, Rules), NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let field_error = |field: &'static str, why: String| NotationError::PositionField { field, why };
    if fields.len() < 3 {
        return Err(field_error(
            "fields",
            format!(
                "expected <variant> <board> <to move> [<hand> [<rules>]], got {} field{}",
                fields.len(),
                if fields.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    if fields.len() > 5 {
        return Err(field_error("fields", format!("unexpected extra field \"{}\"", excerpt(fields[5]))));
    }
    let variant = Variant::parse(fields[0])
        .filter(|v| !v.is_cell_board())
        .ok_or_else(|| field_error("variant", format!("unknown variant \"{}\"", excerpt(fields[0]))))?;
    let mut setup = Setup::empty(variant);
    parse_board(fields[1], &mut setup)?;
    (setup.turn, setup.drop_due) = parse_turn_field(fields[2])?;
    [setup.black_in_hand, setup.white_in_hand] = fields.get(3).map_or(Ok([0, 0]), |f| parse_hand(f))?;
    let rules = fields.get(4).map_or(Ok(Rules::default()), |f| parse_rules(f))?;
    Ok((setup.into_position()?, rules))
}

/// Reads the board field into `setup`'s pieces and (Gemma) holes, `o`.
fn parse_board(field: &str, setup: &mut Setup) -> Result<(), NotationError> {
    let size = setup.variant.size().width() as usize;
    let bad = |why: String| NotationError::PositionField { field: "board", why };
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != size {
        return Err(bad(format!("has {} ranks, expected {size} (ranks separated by /)", ranks.len())));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = size - 1 - i;
        let label = rank + 1;
        // Count squares first, saturating, so no run of digits can overflow.
        let mut file: usize = 0;
        for c in rank_text.chars() {
            if let Some(run) = c.to_digit(10) {
                if run == 0 {
                    return Err(bad(format!("rank {label}: an empty run of 0 squares")));
                }
                file = file.saturating_add(run as usize);
            } else if let Some(squares) = match c {
                // Gemma's holes are `o`, beside the colour letters.
                'o' | 'O' => Some(&mut setup.holes),
                _ => Colour::from_letter(c).map(|colour| setup.pieces_mut(colour)),
            } {
                if file < size {
                    let sq = Square::from_coords(file as u8, rank as u8)
                        .ok_or_else(|| bad(format!("rank {label}: square {file} is off the board")))?;
                    *squares |= crate::Bitboard::from_square(sq);
                }
                file = file.saturating_add(1);
            } else {
                return Err(bad(format!(
                    "rank {label}: '{c}' is neither a piece (b w u y), a hole (o) nor a count of empty squares"
                )));
            }
        }
        if file != size {
            return Err(bad(format!("rank {label} has {file} squares, expected {size}")));
        }
    }
    Ok(())
}

fn parse_turn_field(field: &str) -> Result<(Colour, bool), NotationError> {
    let bad = |why: String| NotationError::PositionField { field: "to move", why };
    let (letter, drop_due) = match field.strip_suffix('@') {
        Some(letter) => (letter, true),
        None => (field, false),
    };
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Colour::from_letter(c)
            .map(|colour| (colour, drop_due))
            .ok_or_else(|| bad(format!("'{c}' is not a colour (b, w, u, y), optionally followed by @"))),
        _ => Err(bad(format!(
            "expected one colour letter (b, w, u, y), optionally followed by @, got \"{}\"",
            excerpt(field)
        ))),
    }
}

fn parse_hand(field: &str) -> Result<[u8; 2], NotationError> {
    let bad = |why: String| NotationError::PositionField { field: "hand", why };
    if field == "-" {
        return Ok([0, 0]);
    }
    let mut hand = [0u8; 2];
    let mut seen = [false; 2];
    let chars: Vec<char> = field.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let holder = match chars[i].to_ascii_uppercase() {
            'B' => 0,
            'W' => 1,
            c => {
                return Err(bad(format!(
                    "expected B<count> and/or W<count> (pieces Black and White hold), or -, found '{c}'"
                )))
            }
        };
        if seen[holder] {
            return Err(bad(format!("{} is given twice", chars[i])));
        }
        seen[holder] = true;
        i += 1;
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        if digits.is_empty() {
            return Err(bad(format!("a count must follow {}", chars[start - 1])));
        }
        hand[holder] = digits.parse().map_err(|_| bad(format!("count {} is too large", excerpt(&digits))))?;
    }
    Ok(hand)
}

/// Reads the rules field: comma-separated `mover-wins` or `draw`, `repetition` or
/// `no-repetition`, `limit=N` or `limit=none`, `reversed` (the reversed start), in any order;
/// options left out keep their default.
pub fn parse_rules(field: &str) -> Result<Rules, NotationError> {
    super::rules_field::read_rules_field(field, Rules::default(), false)
        .map(|(rules, _)| rules)
        .map_err(|why| NotationError::PositionField { field: "rules", why })
}
