//! SGF (GM[9]) for the wide boards (docs/rules.md §9.6): the root names the board in `SU`
//! (`Black-hole`, `Standard-12x12`, `Hex5`, `Hex6`) and carries the rules in `RU` and the result
//! in `RE`; each node after it is one move, `;B[b1-b3]`, `;W[pass]`. Only games that begin at
//! their variant's start (or its reversed start) are written; the reader replays every move.
//! The players, event, date, … and the comments ride as on 8×8 (`PB`, `PW`, `EV`, …, `C`), into
//! and out of the same [`Annotations`].

use super::game::WideGame;
use super::notation::{format_wide_move, WideTextError};
use super::rules::{parse_wide_options, wide_rules};
use super::shape::CellShape;
use crate::notation::error::excerpt;
use crate::notation::error::line_column;
use crate::notation::parse_re;
use crate::notation::result::Claim;
use crate::notation::sgf_tree::{read_trees, Property, Tree};
use crate::notation::{root_annotations, write_property, write_root_notes, Annotations};
use crate::notation::{setup_name, setup_of};
use crate::{Side, Simultaneous, Variant};

/// The wide board an `SU` value names ([`setup_of`] reads every board's).
fn wide_setup_of(value: &str) -> Option<&'static CellShape> {
    setup_of(value).and_then(Variant::cell_shape)
}

/// Writes a game as one SGF line; refuses a game set up from another position (write a record).
///
/// ```
/// use loa::wide::{format_wide_sgf, parse_wide_sgf, WideGame};
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("i2-g2").unwrap();
/// let sgf = format_wide_sgf(&game).unwrap();
/// assert_eq!(sgf, "(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Hex5]RU[draw];B[i2-g2])");
/// assert_eq!(parse_wide_sgf(&sgf).unwrap().moves(), game.moves());
/// ```
pub fn format_wide_sgf(game: &WideGame) -> Result<String, WideTextError> {
    format_wide_sgf_annotated(game, &Annotations::default())
}

/// Writes a game as [`format_wide_sgf`] does, with what `notes` says, as the 8×8 SGF writes it
/// ([`crate::notation::format_sgf_annotated`]): the players, event, date, … in the root (`PB`,
/// `PW`, `EV`, …), the game's comment as the root's `C`, each move's comment as its node's `C`.
///
/// ```
/// use loa::notation::Annotations;
/// use loa::wide::{format_wide_sgf_annotated, parse_wide_sgf_annotated, WideGame};
/// use loa::Variant;
/// let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), loa::Simultaneous::Draw);
/// game.play_text("i2-g2").unwrap();
/// let mut notes = Annotations { tags: vec![("Black".into(), "Ann".into())], ..Annotations::default() };
/// notes.set_comment(0, Some("Opens the edge".into()));
/// let sgf = format_wide_sgf_annotated(&game, &notes).unwrap();
/// assert_eq!(sgf, "(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Hex5]RU[draw]PB[Ann];B[i2-g2]C[Opens the edge])");
/// assert_eq!(parse_wide_sgf_annotated(&sgf).unwrap().1, notes);
/// ```
pub fn format_wide_sgf_annotated(game: &WideGame, notes: &Annotations) -> Result<String, WideTextError> {
    let variant = game.start_position().variant();
    let Some(setup) = setup_name(variant) else {
        return Err(WideTextError(format!("SGF GM[9] has no setup for {variant}")));
    };
    if !game.named_start() {
        return Err(WideTextError(
            "SGF has no setup for a game that began from another position: write a record".to_string(),
        ));
    }
    let mut out = format!("(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[{setup}]RU[{}]", game.rules_field());
    out.push_str(Claim::of(game).sgf_re());
    write_root_notes(&mut out, notes);
    for (i, (before, m)) in game.positions().iter().zip(game.moves()).enumerate() {
        let colour = if before.turn() == Side::Black { 'B' } else { 'W' };
        out.push_str(&format!(";{colour}[{}]", format_wide_move(before, *m)));
        if let Some(comment) = notes.comment(i) {
            write_property(&mut out, "C", comment);
        }
    }
    out.push(')');
    Ok(out)
}

/// An error at character offset `at`: `SGF line L, column C: why`.
fn at_error(text: &str, at: usize, why: String) -> WideTextError {
    let (line, column) = line_column(text, at);
    WideTextError(format!("SGF line {line}, column {column}: {why}"))
}

/// The one game tree of `text`; a collection of several is refused.
fn one_tree(text: &str) -> Result<Tree, WideTextError> {
    let chars: Vec<char> = text.chars().collect();
    let mut trees = read_trees(&chars).map_err(|(at, why)| at_error(text, at, why))?;
    if trees.len() > 1 {
        let at = trees[1].at;
        return Err(at_error(
            text,
            at,
            format!("{} games in one file: a wide board opens one game", trees.len()),
        ));
    }
    Ok(trees.remove(0))
}

/// The wide board an SGF game's root names in `SU`, if any (for routing a file to the wide reader).
pub fn wide_sgf_variant(text: &str) -> Option<&'static CellShape> {
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).ok()?;
    let root = trees.first()?.nodes.first()?;
    root.iter().find(|p| p.name == "SU").and_then(|p| wide_setup_of(&p.values[0]))
}

/// Reads an SGF game of a wide board with every move checked. Errors name line and column.
pub fn parse_wide_sgf(text: &str) -> Result<WideGame, WideTextError> {
    parse_wide_sgf_annotated(text).map(|(game, _)| game)
}

/// Reads an SGF game as [`parse_wide_sgf`] does, with what it says beside the moves, as the 8×8
/// reader takes it ([`crate::notation::parse_sgf_annotated`]): the root's players, event, date, …
/// as record tags (`PB` is `Black`, …), the root's comment as the game's, and each node's comment
/// on the last move played by then.
pub fn parse_wide_sgf_annotated(text: &str) -> Result<(WideGame, Annotations), WideTextError> {
    let tree = one_tree(text)?;
    let Some(root) = tree.nodes.first() else {
        return Err(at_error(text, tree.at, "the game has no root node".to_string()));
    };
    let value = |p: &Property| p.values[0].trim().to_string();
    let mut variant = None;
    let mut rules = (wide_rules(Simultaneous::default()), false, 0);
    let mut result: Option<(String, usize)> = None;
    for p in root {
        match p.name.as_str() {
            "GM" if value(p) != "9" => {
                return Err(at_error(
                    text,
                    p.at,
                    format!("GM[{}] is not Lines of Action (GM[9])", excerpt(&value(p))),
                ))
            }
            "SU" => {
                variant = Some(wide_setup_of(&value(p)).ok_or_else(|| {
                    at_error(
                        text,
                        p.at,
                        format!(
                            "SU[{}] is not a wide board (Black-hole, Standard-12x12, Hex5, Hex6)",
                            excerpt(&value(p))
                        ),
                    )
                })?)
            }
            "RU" => {
                let (read, scrambled) =
                    parse_wide_options(&value(p)).map_err(|e| at_error(text, p.at, e.0))?;
                rules = (read, scrambled, p.at);
            }
            "RE" => result = Some((value(p), p.at)),
            _ => {}
        }
    }
    let Some(variant) = variant else {
        return Err(at_error(
            text,
            tree.at,
            "a wide board's SGF names it in SU (Black-hole, Standard-12x12, Hex5, Hex6)".to_string(),
        ));
    };
    let (rules, scrambled, ru_at) = rules;
    let mut game = WideGame::with_start(variant, rules, scrambled).map_err(|e| at_error(text, ru_at, e.0))?;
    let mut notes = root_annotations(&tree);
    // The root's comment is read node by node below, like every other.
    notes.game_comment = None;
    // The root may carry the first move too, as some writers do.
    for node in &tree.nodes {
        for p in node.iter().filter(|p| p.name == "B" || p.name == "W") {
            let side = if p.name == "B" { Side::Black } else { Side::White };
            let n = game.moves().len() + 1;
            if game.position().turn() != side {
                return Err(at_error(
                    text,
                    p.at,
                    format!("move {n}: {}[…] but the other side is to move", p.name),
                ));
            }
            // Boardspace ends a resigned game with the loser's node `B[Resign]`, `B[Resigns]`.
            if crate::notation::is_resign(&value(p)) {
                game.resign(side).map_err(|e| at_error(text, p.at, format!("move {n} (resign): {e}")))?;
                continue;
            }
            let text_of_move = if value(p).is_empty() { "pass".to_string() } else { value(p) };
            game.play_text(&text_of_move)
                .map_err(|e| at_error(text, p.at, format!("move {n} ({}): {e}", excerpt(&text_of_move))))?;
        }
        if let Some(comment) = node.iter().find(|p| p.name == "C") {
            notes.add_comment(game.moves().len().checked_sub(1), &comment.values[0]);
        }
    }
    if let Some((said, at)) = result {
        // The one RE vocabulary of every board's SGF.
        let claim = match parse_re(&said).map_err(|why| at_error(text, at, why))? {
            None | Some(Claim::InProgress) => None,
            Some(Claim::Win(side)) => Some(if side == 0 { "B+" } else { "W+" }),
            // RE[0] on moves that do not end the game: the players agreed, as on 8×8.
            Some(Claim::Draw | Claim::Agreement) => {
                if game.outcome().is_none() {
                    game.agree_draw().map_err(|e| at_error(text, at, e.to_string()))?;
                }
                Some("0")
            }
            // A resignation after the moves: the loser of the claim resigns, unless a resign
            // node already did.
            Some(Claim::Resignation(winner)) => {
                if game.outcome().is_none() {
                    let loser = if winner == 0 { Side::White } else { Side::Black };
                    game.resign(loser).map_err(|e| at_error(text, at, e.to_string()))?;
                }
                Some(if winner == 0 { "B+" } else { "W+" })
            }
            // A loss on time after the moves, as for a resignation.
            Some(Claim::Time(winner)) => {
                if game.outcome().is_none() {
                    let loser = if winner == 0 { Side::White } else { Side::Black };
                    game.lose_on_time(loser).map_err(|e| at_error(text, at, e.to_string()))?;
                }
                Some(if winner == 0 { "B+" } else { "W+" })
            }
        };
        let reached = game.outcome().map(|outcome| match outcome.winner() {
            Some(Side::Black) => "B+",
            Some(_) => "W+",
            None => "0",
        });
        if claim.is_some() && claim != reached {
            return Err(at_error(
                text,
                at,
                format!("RE[{said}], but the moves reach {}", reached.unwrap_or("no result")),
            ));
        }
    }
    Ok((game, notes))
}
