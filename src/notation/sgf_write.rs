//! Writing SGF games of every board (FF[4], GM[9]): the root's setup, rules, result and notes,
//! then one node per turn, each variation a sibling sub-tree of the turn it replaces;
//! [`super::parse_sgf_on`] reads every game written here.

use super::annotations::{Annotations, SGF_TAGS};
use super::error::NotationError;
use super::record_write::{by_turn, main_line};
use super::result::Claim;
use super::rules_field::write_rules_field;
use super::sgf::setup_name;
use super::text_board::TextBoard;
use super::{Variation, VariationTurn};
use crate::{Game, Side};

/// Writes a game as one SGF line: `(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Standard]RU[mover-wins,repetition]
/// RE[B+];B[b1-d3];W[a3xd3])`, one node per turn, a Parachute turn as `B[a3-c5@d4]`.
/// AmbiLOA and the small boards have no SGF setup, and games from a set-up position cannot be
/// written either (use a record with a `Position` tag); both give [`NotationError::Unsupported`].
pub fn format_sgf<B: TextBoard>(game: &Game<B>) -> Result<String, NotationError> {
    format_sgf_annotated(game, &Annotations::default())
}

/// Writes a game as [`format_sgf`] does, with what `notes` says, as Boardspace writes it and
/// reads it back: the players, event, date, place, round, name and annotator in the root (`PB`,
/// `PW`, `EV`, `DT`, `PC`, `RO`, `GN`, `AN`), the game's comment as the root's `C`, and each
/// turn's comment as its node's `C` (a Parachute turn's two comments joined). Values escape `]`
/// and `\` with `\`. Tags with no SGF property are left out.
pub fn format_sgf_annotated<B: TextBoard>(
    game: &Game<B>,
    notes: &Annotations,
) -> Result<String, NotationError> {
    let variant = game.start_position().variant();
    let setup = setup_name(variant)
        .ok_or_else(|| NotationError::Unsupported(format!("SGF GM[9] has no setup for {variant}")))?;
    if !B::named_start(game) {
        return Err(NotationError::Unsupported(
            "SGF export needs a game from the variant's start position; use a game record with a Position tag"
                .to_string(),
        ));
    }
    let mut rules = write_rules_field(&game.rules());
    if B::scrambled(game) {
        rules.push_str(",scrambled");
    }
    let mut out = format!("(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[{setup}]RU[{rules}]");
    out.push_str(Claim::of(game).sgf_re());
    write_root_notes(&mut out, notes);
    let first = game.start_position().side_to_move();
    write_line(&mut out, &main_line(game, notes), 0, &notes.variations, first, false);
    out.push(')');
    Ok(out)
}

/// Writes a line of turns from the turn `at` (`first` moved at the game's first turn), one node
/// each. A turn with variations ends the node sequence before it: `(;W[main]…)(;W[var1]…)`, the
/// main continuation the first sub-tree, so branch points along a line nest its rest one `(`
/// deeper each (closed at the end, no recursion along the line). A variation of a variation's
/// first turn has no node before it inside its sub-tree: it is written as its sibling.
fn write_line(
    out: &mut String,
    turns: &[VariationTurn],
    at: usize,
    vars: &[Variation],
    first: Side,
    open: bool,
) {
    let order = by_turn(vars);
    let mut k = 0;
    // The variations of each branch point, as a range of `order`.
    let mut branch_points = Vec::new();
    for (i, turn) in turns.iter().enumerate() {
        let t = at + i;
        // Those that hang from no turn of this line are not written.
        while order.get(k).is_some_and(|v| v.at < t) {
            k += 1;
        }
        let from = k;
        while order.get(k).is_some_and(|v| v.at == t) {
            k += 1;
        }
        if from < k && !(open && i == 0) {
            out.push('(');
            branch_points.push(from..k);
        }
        let letter = if (t % 2 == 0) == (first == Side::Black) { 'B' } else { 'W' };
        out.push_str(&format!(";{letter}[{}]", turn.text));
        if let Some(comment) = &turn.comment {
            write_property(out, "C", comment);
        }
    }
    // The one-file edition writes no variations ([`by_turn`] gives none): nor their code.
    #[cfg(not(feature = "onefile"))]
    while let Some(range) = branch_points.pop() {
        out.push(')');
        for v in &order[range] {
            write_branch(out, v, first);
        }
    }
}

/// Writes a variation as a sub-tree, then its own variations of its first turn beside it.
#[cfg(not(feature = "onefile"))]
fn write_branch(out: &mut String, v: &Variation, first: Side) {
    out.push('(');
    write_line(out, &v.turns, v.at, &v.variations, first, true);
    out.push(')');
    for w in v.variations.iter().filter(|w| w.at == v.at && !w.turns.is_empty()) {
        write_branch(out, w, first);
    }
}

/// Writes the property `id[value]`, escaping `]` and `\` inside the value with `\`, as SGF does.
pub(crate) fn write_property(out: &mut String, id: &str, value: &str) {
    out.push_str(id);
    out.push('[');
    for c in value.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push(']');
}

/// Writes what `notes` says of the whole game into a root node: the players, event, date, …
/// ([`SGF_TAGS`]) and the game's comment as `C`. Every board's SGF writes its root so.
pub(crate) fn write_root_notes(out: &mut String, notes: &Annotations) {
    for (tag, id) in SGF_TAGS {
        if let Some(value) = notes.tag(tag) {
            write_property(out, id, value);
        }
    }
    if let Some(comment) = &notes.game_comment {
        write_property(out, "C", comment);
    }
}
