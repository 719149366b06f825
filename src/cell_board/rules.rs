//! The rule options of the wide boards (docs/rules.md §9.5): the 8×8 game's [`Rules`] under the
//! same names — the scoring of simultaneous connection, the repetition draw, the move limit and
//! the reversed start (`draw`, `repetition`, `limit=N`, `reversed`). The repetition draw is off
//! unless asked for, as Abstract Play plays these boards. The field's grammar is every board's
//! one (`src/notation/rules_field.rs`); only the default differs.

use super::notation::{format_cell_position, parse_cell_position};
use super::position::CellPosition;
use super::shape::CellShape;
use crate::notation::rules_field::{read_rules_field, write_rules_field};
use crate::notation::NotationError;
use crate::{Rules, Side, Simultaneous};

/// The rules of a wide game with the scoring `simultaneous` and no other option (no repetition
/// draw: the wide boards' default, docs/rules.md §9.5).
pub const fn cell_rules(simultaneous: Simultaneous) -> Rules {
    Rules { simultaneous, repetition: false, move_limit: None, reversed: false }
}

impl CellPosition {
    /// The start of `variant`, with the two sides' cells swapped when `reversed` (Boardspace's
    /// reversed setups, docs/rules.md §8.2); Black moves first either way.
    ///
    /// ```
    /// use loa::cell_board::{CellPosition};
    /// use loa::Variant;
    /// use loa::Side;
    /// let (normal, reversed) = (CellPosition::start(Variant::Hex5.cell_shape().unwrap()), CellPosition::start_with(Variant::Hex5.cell_shape().unwrap(), true));
    /// assert_eq!(reversed.pieces(Side::Black), normal.pieces(Side::White));
    /// assert_eq!(reversed.turn(), Side::Black);
    /// ```
    pub fn start_with(shape: &'static CellShape, reversed: bool) -> CellPosition {
        let [black, white] = shape.geometry().start();
        let pieces = if reversed { [white, black] } else { [black, white] };
        CellPosition::from_parts(shape, pieces, Side::Black)
    }
}

/// The rules field of a wide position string and the record's `Rules` tag: the scoring, then
/// `repetition`, `limit=N` and `reversed` when set (`draw,repetition,limit=80,reversed`).
pub fn format_cell_rules(rules: &Rules) -> String {
    write_rules_field(rules)
}

/// Reads a rules field of comma-separated options, each at most once: `mover-wins` or `draw`,
/// `repetition` or `no-repetition` (the default), `limit=N` (or `limit=none`), `reversed`.
///
/// ```
/// use loa::cell_board::parse_cell_rules;
/// let rules = parse_cell_rules("draw,limit=80,reversed").unwrap();
/// assert_eq!((rules.move_limit, rules.reversed, rules.repetition), (Some(80), true, false));
/// assert!(parse_cell_rules("draw,repetition").unwrap().repetition);
/// assert_eq!(
///     parse_cell_rules("repetition,no-repetition").unwrap_err().to_string(),
///     "position string, rules: option \"no-repetition\" contradicts or repeats an earlier one"
/// );
/// ```
pub fn parse_cell_rules(field: &str) -> Result<Rules, NotationError> {
    match parse_cell_options(field)? {
        (_, true) => Err(NotationError::PositionField {
            field: "rules",
            why: "scrambled names a start, and a position string sets out its own".to_string(),
        }),
        (rules, false) => Ok(rules),
    }
}

/// Reads the rules field of a game's text (a record's `Rules` tag, `RU`, the page's field): the
/// options of [`parse_cell_rules`] and `scrambled`, the scrambled start (docs/rules.md §9.5),
/// which comes back as the flag.
///
/// ```
/// use loa::cell_board::parse_cell_options;
/// let (rules, scrambled) = parse_cell_options("draw,reversed,scrambled").unwrap();
/// assert_eq!((rules.reversed, scrambled), (true, true));
/// ```
pub fn parse_cell_options(field: &str) -> Result<(Rules, bool), NotationError> {
    read_rules_field(field, cell_rules(Simultaneous::default()), true)
        .map_err(|why| NotationError::PositionField { field: "rules", why })
}

/// Writes a position string with every rule option in its last field (`… b - draw,limit=80`).
pub fn format_cell_setup(pos: &CellPosition, rules: &Rules) -> String {
    let text = format_cell_position(pos, rules.simultaneous);
    let head = text.rsplit_once(' ').map_or(text.as_str(), |(head, _)| head);
    format!("{head} {}", format_cell_rules(rules))
}

/// Reads a position string with its rule options (the default when the field is left out).
///
/// ```
/// use loa::cell_board::parse_cell_setup;
/// let (_, rules) = parse_cell_setup("hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw,limit=9").unwrap();
/// assert_eq!(rules.move_limit, Some(9));
/// ```
pub fn parse_cell_setup(text: &str) -> Result<(CellPosition, Rules), NotationError> {
    let (pos, _) = parse_cell_position(text)?;
    let rules = match text.split_whitespace().nth(4) {
        Some(field) => parse_cell_rules(field)?,
        None => cell_rules(Simultaneous::default()),
    };
    Ok((pos, rules))
}
