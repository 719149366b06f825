//! Reading SGF for Lines of Action (GM[9]) on every board; the conventions are described in the
//! [module documentation](super), and [`super::sgf_write`] writes what is read here. A board
//! gives only how its turns and rules field are read ([`TextBoard`]).

use super::annotations::{Annotations, SGF_TAGS};
use super::error::{excerpt, line_column, NotationError, TurnText};
use super::reason::ReasonCode;
use super::result::{settle, Claim};
use super::sgf_tree::{read_trees, Property, Step, SyntaxError, Tree};
use super::text_board::TextBoard;
use super::turn_error::{RefusedTurn, TurnError};
use super::variation_read::{Lines, TreeWalk};
use crate::{Game, Position, Side, Variant};

/// The `SU` value of a variant, for the variants SGF GM\[9\] has a setup for. The cell boards':
/// Abstract Play's variant names (`Hex5`, `Hex6`), Little Golem's and Abstract Play's
/// "Black Hole", and this project's key for 12×12.
pub fn setup_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Standard => Some("Standard"),
        Variant::ScrambledEggs => Some("Scrambled-eggs"),
        Variant::Parachute => Some("Parachute"),
        // Boardspace's name for its Gemma records.
        Variant::Gemma => Some("Gemma"),
        Variant::BlackHole => Some("Black-hole"),
        Variant::Standard12x12 => Some("Standard-12x12"),
        Variant::Hex5 => Some("Hex5"),
        Variant::Hex6 => Some("Hex6"),
        Variant::AmbiLoa | Variant::Standard6x6 | Variant::Standard7x7 => None,
    }
}

/// The variant of an `SU` value, for every board, any case and ignoring spaces, `-` and `_`:
/// the names [`setup_name`] writes, the keys of the variants that have one (`hex-5`), and those
/// of Boardspace: `LOA` (its live server's standard game, beside `VV[1]`) and `Scrambled`;
/// `Black Hole` and `Blackhole` as Little Golem and Abstract Play write them.
///
/// ```
/// use loa::notation::setup_of;
/// use loa::Variant;
/// assert_eq!(setup_of("LOA"), Some(Variant::Standard));
/// assert_eq!(setup_of("black hole"), Some(Variant::BlackHole));
/// assert_eq!(setup_of("hex-5"), Some(Variant::Hex5));
/// assert_eq!(setup_of("AmbiLOA"), None, "no SGF setup");
/// ```
pub fn setup_of(value: &str) -> Option<Variant> {
    let squeeze = |text: &str| -> String {
        text.trim().chars().filter(|c| !matches!(c, ' ' | '-' | '_')).collect::<String>().to_ascii_lowercase()
    };
    let value = squeeze(value);
    match value.as_str() {
        "loa" => Some(Variant::Standard),
        "scrambled" => Some(Variant::ScrambledEggs),
        _ => Variant::ALL
            .into_iter()
            .find(|&v| setup_name(v).is_some_and(|name| squeeze(name) == value || squeeze(v.key()) == value)),
    }
}

/// The claim of an SGF `RE` value: `B+`/`W+` (a win), `B+R`/`W+R` (by resignation), `B+T`/`W+T`
/// (on time), `0` or `Draw`; `None` for `?`, `Void` or empty, which claim nothing. Wins by
/// forfeit or by score are refused: this program cannot replay them.
pub(crate) fn parse_re(value: &str) -> Result<Option<Claim>, String> {
    let upper = value.to_ascii_uppercase();
    let claim = match upper.as_str() {
        "" | "?" | "VOID" => return Ok(None),
        "0" | "DRAW" | "D" => Claim::Draw,
        "B+" => Claim::Win(0),
        "W+" => Claim::Win(1),
        "B+R" | "B+RESIGN" => Claim::Resignation(0),
        "W+R" | "W+RESIGN" => Claim::Resignation(1),
        "B+T" | "B+TIME" => Claim::Time(0),
        "W+T" | "W+TIME" => Claim::Time(1),
        _ => {
            return Err(format!(
                "RE[{}] is not a result this program can replay (B+, W+, B+R, W+R, B+T, W+T, 0 or ?)",
                excerpt(value)
            ))
        }
    };
    Ok(Some(claim))
}

/// Whether a move value is a resignation, as Boardspace writes it on every board: `B[Resign]`,
/// `W[resign]`, `B[Resigns]` (its Gemma records), any case. The one test of every SGF reader.
pub(crate) fn is_resign(value: &str) -> bool {
    let value = value.trim();
    value.eq_ignore_ascii_case("resign") || value.eq_ignore_ascii_case("resigns")
}

/// The first value of the first property `name` of `node`, trimmed, when not empty.
pub(super) fn first_value(node: &[Property], name: &str) -> Option<String> {
    node.iter().find(|p| p.name == name).map(|p| p.values[0].trim().to_string()).filter(|v| !v.is_empty())
}

pub(super) fn syntax_error(text: &str, (at, why): SyntaxError) -> NotationError {
    let (line, column) = line_column(text, at);
    NotationError::Sgf { line, column, why }
}

/// Reads an SGF game (the main line of its game tree) and replays it with full checking, its
/// variations (the other sub-trees) too.
/// `GM` must be 9 if given; `SU` picks the variant (Standard when absent; Boardspace's `LOA`
/// and `Scrambled` are read too); `RU` in this program's rules syntax sets the rules (default
/// rules when absent or not understood); `RE`, when it states a result, must be the one the
/// moves reach, `RE[B+R]`/`RE[W+R]` ends the game by White's/Black's resignation and
/// `RE[B+T]`/`RE[W+T]` by White's/Black's flag; other properties (PB, PW, C, …) are ignored
/// here ([`super::parse_sgf_collection`] reads them). Moves are `B[...]`/`W[...]` in docs/rules.md
/// notation with `-`, `x`, `:`, a blank or no separator (blanks inside a move are ignored);
/// `B[]` and `B[pass]` pass; a last node `B[resign]` (any case) is Black's resignation. A file of
/// several games is refused with a message saying how many and how to read them.
pub fn parse_sgf(text: &str) -> Result<Game, NotationError> {
    parse_sgf_annotated(text).map(|(game, _)| game)
}

/// Reads an SGF game of a board `B` as [`parse_sgf`] reads an 8×8 board's: `SU` names one of
/// `B`'s variants (only the 8×8 boards have a default, Standard).
///
/// ```
/// use loa::notation::parse_sgf_on;
/// use loa::cell_board::CellPosition;
/// let (game, _) = parse_sgf_on::<CellPosition>("(;GM[9]SU[Hex5]RU[draw];B[i2-g2];W[Resigns])").unwrap();
/// assert_eq!((game.moves().len(), game.resigned()), (1, Some(loa::Side::White)));
/// ```
pub fn parse_sgf_on<B: TextBoard>(text: &str) -> Result<(Game<B>, Annotations), NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
    if let Some(second) = trees.get(1) {
        return Err(syntax_error(
            text,
            (
                second.at,
                format!(
                    "a collection of {} games: one game is read here; read it as a collection \
                     (parse_sgf_collection) to list the games and pick one",
                    trees.len()
                )
                .into(),
            ),
        ));
    }
    replay(&|at| line_column(text, at), &trees[0])
}

/// Reads an SGF game as [`parse_sgf`] does, with what its record says beside the moves: the
/// root's players, event, date, … as record tags (`PB` is `Black`, `EV` is `Event`, …), the
/// root's comment as the game's, each node's comment on the last ply played by then, and the
/// variations ([`super::Variation`]) with their nodes' comments.
pub fn parse_sgf_annotated(text: &str) -> Result<(Game, Annotations), NotationError> {
    parse_sgf_on::<Position>(text)
}

/// The properties of a tree's root node (none in an empty tree).
pub(super) fn root_of(tree: &Tree) -> &[Property] {
    tree.nodes.first().map_or(&[], |n| n.as_slice())
}

/// The record tags of a tree's root (`PB` as `Black`, …) and its comment as the game's: every
/// board's SGF reader starts its notes so.
pub(crate) fn root_annotations(tree: &Tree) -> Annotations {
    let root = root_of(tree);
    let tags =
        SGF_TAGS.iter().filter_map(|(tag, id)| first_value(root, id).map(|v| (tag.to_string(), v))).collect();
    Annotations { tags, game_comment: first_value(root, "C"), ..Annotations::default() }
}

/// Replays one game tree: the root's setup and result, then every move node, collecting the
/// comments on the way.
pub(super) fn replay<B: TextBoard>(
    place: &dyn Fn(usize) -> (usize, usize),
    tree: &Tree,
) -> Result<(Game<B>, Annotations), NotationError> {
    let bad_at = |at: usize, why: String| {
        let (line, column) = place(at);
        NotationError::Sgf { line, column, why: why.into() }
    };
    let coded = |at: usize, why: ReasonCode| {
        let (line, column) = place(at);
        NotationError::Sgf { line, column, why: why.into() }
    };
    let nodes = &tree.nodes;
    let mut variant = B::plays(Variant::Standard).then_some(Variant::Standard);
    let mut rules = (B::default_rules(), false, tree.at);
    let mut claim = None;
    if let Some(root) = nodes.first() {
        for p in root {
            let value = p.values[0].trim();
            match p.name.as_str() {
                "GM" if value != "9" => {
                    return Err(bad_at(
                        p.at,
                        format!("GM[{}] is not Lines of Action (GM[9])", excerpt(value)),
                    ))
                }
                "SU" => {
                    let setups: Vec<&str> =
                        Variant::ALL.into_iter().filter(|&v| B::plays(v)).filter_map(setup_name).collect();
                    variant = Some(setup_of(value).filter(|&v| B::plays(v)).ok_or_else(|| {
                        bad_at(
                            p.at,
                            format!(
                                "SU[{}] is not a setup of SGF GM[9] ({})",
                                excerpt(value),
                                setups.join(", ")
                            ),
                        )
                    })?)
                }
                // Rules this program does not understand leave the board's defaults.
                "RU" => {
                    let (read, scrambled) = B::read_rules(value).unwrap_or((B::default_rules(), false));
                    rules = (read, scrambled, p.at);
                }
                "RE" => {
                    claim = parse_re(value)
                        .map_err(|why| bad_at(p.at, why))?
                        .map(|c| (c, value.to_string(), p.at))
                }
                _ => {}
            }
        }
    }
    let Some(variant) = variant else {
        return Err(bad_at(tree.at, format!("SU is missing: it names the board ({})", B::variant_keys())));
    };
    let (rules, scrambled, ru_at) = rules;
    let mut game = B::start_game(variant, rules, scrambled).map_err(|why| bad_at(ru_at, why))?;
    let mut notes = root_annotations(tree);
    // The root's comment is read node by node below, like every other.
    notes.game_comment = None;
    let mut number = 0u32;
    // The resigning side and where its node stands.
    let mut resigned: Option<(Side, usize)> = None;
    let mut lines = Lines::new();
    for step in TreeWalk::new(tree) {
        let node = match step.map_err(|(at, why)| coded(at, why))? {
            Step::Open(branch) => {
                lines.open(&mut game, false, branch.at).map_err(|why| coded(branch.at, why))?;
                continue;
            }
            Step::Close => {
                lines.close(&mut game).map_err(|why| coded(tree.at, why))?;
                continue;
            }
            Step::Node(node) => node,
        };
        // A variation read past (the one-file edition's): none of its nodes is read.
        if lines.skips() {
            continue;
        }
        let in_variation = lines.in_variation();
        for p in node.iter().filter(|p| p.name == "B" || p.name == "W") {
            let side = if p.name == "B" { Side::Black } else { Side::White };
            let value = p.values[0].trim();
            if let Some((who, _)) = resigned {
                return Err(bad_at(p.at, format!("{}: {who} resigned before this move", excerpt(value))));
            }
            if is_resign(value) {
                if in_variation {
                    return Err(bad_at(
                        p.at,
                        "a resignation inside a variation: only the main line ends so".into(),
                    ));
                }
                resigned = Some((side, p.at));
                continue;
            }
            // Counted node by node as SGF viewers count: a variation's from the turn it replaces.
            let number = if in_variation {
                lines.turn_index() as u32 + 1
            } else {
                number += 1;
                number
            };
            let token = if value.is_empty() { "pass" } else { value };
            // Boardspace's applet writes `c1 a3` and `b3- e3`: blanks inside a move mean nothing.
            let compact: String = token.chars().filter(|c| !c.is_whitespace()).collect();
            let player = B::player(game.position());
            let fail = |why: TurnError| {
                let (line, column) = place(p.at);
                let turn = RefusedTurn { number, player: player.clone(), token: excerpt(token), why };
                NotationError::Turn { text: TurnText::Sgf, line, column, turn: Box::new(turn) }
            };
            if side != game.position().side_to_move() {
                let mover = game.position().side_to_move();
                return Err(fail(TurnError::out_of_turn(mover.key(), mover)));
            }
            lines.play(&mut game, &compact).map_err(fail)?;
        }
        if let Some(comment) = node.iter().find(|p| p.name == "C") {
            if !lines.comment(&comment.values[0]) {
                notes.add_comment(game.moves().len().checked_sub(1), &comment.values[0]);
            }
        }
    }
    notes.variations = lines.finish().map_err(|at| coded(at, ReasonCode::VariationNotClosed))?;
    if let Some((loser, at)) = resigned {
        // SGF has only two-player setups: Black is side 0, White side 1.
        let winner = loser.index() ^ 1;
        if let Some((said, value, re_at)) = &claim {
            if !matches!(said, Claim::Win(w) | Claim::Resignation(w) if *w == winner) {
                return Err(bad_at(
                    *re_at,
                    format!("RE[{}] contradicts the resignation of {loser} in the last node", excerpt(value)),
                ));
            }
        }
        let said = format!("{}[resign]", if loser == Side::Black { 'B' } else { 'W' });
        settle(&mut game, Claim::Resignation(winner), &said, "RE[B+R] or RE[W+R]")
            .map_err(|why| bad_at(at, why))?;
        return Ok((game, notes));
    }
    if let Some((claim, value, at)) = claim {
        // SGF's RE[0] gives no reason: on moves that do not end the game, the players agreed.
        let claim = if claim == Claim::Draw && !game.is_over() { Claim::Agreement } else { claim };
        settle(&mut game, claim, &format!("the SGF says RE[{}]", excerpt(&value)), "RE[B+R] or RE[W+R]")
            .map_err(|why| bad_at(at, why))?;
    }
    Ok((game, notes))
}
