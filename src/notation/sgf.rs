//! SGF for Lines of Action (GM[9]); the conventions are described in the
//! [module documentation](super).

use super::error::{excerpt, line_column, NotationError};
use super::moves::{format_turn, parse_turn, play_plies, reason_after_move, TextPlayError};
use super::position_string::{format_rules, parse_rules};
use super::record::{player_name, turns};
use super::result::{settle, Claim};
use crate::{Colour, Game, Position, Rules, Variant};

/// The `SU` value of a variant, for the variants SGF GM[9] has a setup for.
fn setup_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Standard => Some("Standard"),
        Variant::ScrambledEggs => Some("Scrambled-eggs"),
        Variant::Parachute => Some("Parachute"),
        _ => None,
    }
}

/// Writes a game as one SGF line: `(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Standard]RU[mover-wins,repetition]
/// RE[B+];B[b1-d3];W[a3xd3])`, one node per turn, a Parachute turn as `B[a3-c5@d4]`.
/// AmbiLOA and the small boards have no SGF setup, and games from a set-up position cannot be
/// written either (use a record with a `Position` tag); both give [`NotationError::Unsupported`].
pub fn format_sgf(game: &Game) -> Result<String, NotationError> {
    let variant = game.variant();
    let setup = setup_name(variant)
        .ok_or_else(|| NotationError::Unsupported(format!("SGF GM[9] has no setup for {variant}")))?;
    if *game.start_position() != Position::new(variant) {
        return Err(NotationError::Unsupported(
            "SGF export needs a game from the variant's start position; use a game record with a Position tag"
                .to_string(),
        ));
    }
    let mut out = format!("(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[{setup}]RU[{}]", format_rules(&game.rules()));
    match Claim::of(game) {
        Claim::InProgress => {}
        Claim::Win(0) => out.push_str("RE[B+]"),
        Claim::Win(_) => out.push_str("RE[W+]"),
        Claim::Resignation(0) => out.push_str("RE[B+R]"),
        Claim::Resignation(_) => out.push_str("RE[W+R]"),
        Claim::Time(0) => out.push_str("RE[B+T]"),
        Claim::Time(_) => out.push_str("RE[W+T]"),
        Claim::Draw => out.push_str("RE[0]"),
    }
    for (colour, plies) in turns(game) {
        let letter = if colour == Colour::Black { 'B' } else { 'W' };
        out.push_str(&format!(";{letter}[{}]", format_turn(plies)));
    }
    out.push(')');
    Ok(out)
}

/// One property: identifier, values, and the character offset where it starts.
struct Property {
    name: String,
    values: Vec<String>,
    at: usize,
}

/// The claim of an SGF `RE` value: `B+`/`W+` (a win), `B+R`/`W+R` (by resignation), `B+T`/`W+T`
/// (on time), `0` or `Draw`; `None` for `?`, `Void` or empty, which claim nothing. Wins by
/// forfeit or by score are refused: this program cannot replay them.
fn parse_re(value: &str) -> Result<Option<Claim>, String> {
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

/// Reads an SGF game (the main line of the first game tree) and replays it with full checking.
/// `GM` must be 9 if given; `SU` picks the variant (Standard when absent); `RU` in this
/// program's rules syntax sets the rules (default rules when absent or not understood); `RE`,
/// when it states a result, must be the one the moves reach, `RE[B+R]`/`RE[W+R]` ends the
/// game by White's/Black's resignation and `RE[B+T]`/`RE[W+T]` by White's/Black's flag; other properties (PB, PW, GN, …) are ignored. Moves are `B[...]`/`W[...]` in docs/rules.md
/// notation with `-`, `x`, `:` or no separator; `B[]` and `B[pass]` pass.
pub fn parse_sgf(text: &str) -> Result<Game, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let nodes = read_main_line(text, &chars)?;
    let bad_at = |at: usize, why: String| {
        let (line, column) = line_column(text, at);
        NotationError::Sgf { line, column, why }
    };
    let mut variant = Variant::Standard;
    let mut rules = Rules::default();
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
                    variant = [Variant::Standard, Variant::ScrambledEggs, Variant::Parachute]
                        .into_iter()
                        .find(|v| setup_name(*v).is_some_and(|s| s.eq_ignore_ascii_case(value)))
                        .ok_or_else(|| {
                            bad_at(
                                p.at,
                                format!(
                                "SU[{}] is not a setup of SGF GM[9] (Standard, Scrambled-eggs, Parachute)",
                                excerpt(value)
                            ),
                            )
                        })?
                }
                "RU" => rules = parse_rules(value).unwrap_or_default(),
                "RE" => {
                    claim = parse_re(value)
                        .map_err(|why| bad_at(p.at, why))?
                        .map(|c| (c, value.to_string(), p.at))
                }
                _ => {}
            }
        }
    }
    let mut game = Game::new(variant, rules);
    let mut number = 0u32;
    for node in &nodes {
        for p in node.iter().filter(|p| p.name == "B" || p.name == "W") {
            number += 1;
            let colour = if p.name == "B" { Colour::Black } else { Colour::White };
            let value = p.values[0].trim();
            let token = if value.is_empty() { "pass" } else { value };
            let player = player_name(variant, game.position().turn());
            let fail =
                |why: String| bad_at(p.at, format!("move {number} ({player}): {}: {why}", excerpt(token)));
            if colour != game.position().turn() {
                return Err(fail(format!("it is {}'s turn", game.position().turn())));
            }
            let plies = parse_turn(token, game.position()).map_err(|e| match e {
                NotationError::Move { why, .. } => fail(why),
                other => fail(other.to_string()),
            })?;
            play_plies(&mut game, &plies).map_err(|e| match e {
                TextPlayError::Illegal { text, error } => fail(reason_after_move(&text, &error)),
                TextPlayError::Notation(e) => fail(e.to_string()),
            })?;
        }
    }
    if let Some((claim, value, at)) = claim {
        settle(&mut game, claim, &format!("the SGF says RE[{}]", excerpt(&value)), "RE[B+R] or RE[W+R]")
            .map_err(|why| bad_at(at, why))?;
    }
    Ok(game)
}

/// The nodes of the main line: everything up to the first `)`, which closes the first
/// variation at every depth. The rest is read only to check it is well formed.
fn read_main_line(text: &str, chars: &[char]) -> Result<Vec<Vec<Property>>, NotationError> {
    let bad_at = |at: usize, why: String| {
        let (line, column) = line_column(text, at);
        NotationError::Sgf { line, column, why }
    };
    let mut at = 0;
    let skip = |at: &mut usize| {
        while *at < chars.len() && chars[*at].is_whitespace() {
            *at += 1;
        }
    };
    skip(&mut at);
    if chars.get(at) != Some(&'(') {
        return Err(bad_at(at, "an SGF game starts with (;".to_string()));
    }
    let mut depth = 0usize;
    let mut main_done = false;
    let mut nodes: Vec<Vec<Property>> = Vec::new();
    let mut in_node = false;
    loop {
        skip(&mut at);
        let Some(&c) = chars.get(at) else {
            return Err(bad_at(at, format!("the game tree is not closed: {depth} ) missing")));
        };
        match c {
            '(' => {
                depth += 1;
                in_node = false;
                at += 1;
            }
            ')' => {
                if !in_node && !main_done && nodes.is_empty() {
                    return Err(bad_at(at, "a game tree needs at least one node (;)".to_string()));
                }
                main_done = true;
                in_node = false;
                depth -= 1;
                at += 1;
                if depth == 0 {
                    skip(&mut at);
                    if at < chars.len() {
                        return Err(bad_at(
                            at,
                            "text after the end of the game (one game per SGF is read)".to_string(),
                        ));
                    }
                    return Ok(nodes);
                }
            }
            ';' => {
                if !main_done {
                    nodes.push(Vec::new());
                }
                in_node = true;
                at += 1;
            }
            c if c.is_ascii_alphabetic() => {
                if !in_node {
                    return Err(bad_at(at, "a property outside a node: expected ; before it".to_string()));
                }
                let start = at;
                while at < chars.len() && chars[at].is_ascii_alphabetic() {
                    at += 1;
                }
                // FF[3] allowed lower-case letters in identifiers; only the capitals count.
                let name: String = chars[start..at].iter().filter(|c| c.is_ascii_uppercase()).collect();
                let mut values = Vec::new();
                loop {
                    skip(&mut at);
                    if chars.get(at) != Some(&'[') {
                        break;
                    }
                    let value_start = at;
                    at += 1;
                    let mut value = String::new();
                    loop {
                        match chars.get(at) {
                            None => {
                                return Err(bad_at(
                                    value_start,
                                    format!("the value of {name} is not closed by ]"),
                                ))
                            }
                            Some(']') => break,
                            Some('\\') if at + 1 < chars.len() => {
                                value.push(chars[at + 1]);
                                at += 2;
                            }
                            Some(&c) => {
                                value.push(c);
                                at += 1;
                            }
                        }
                    }
                    at += 1;
                    values.push(value);
                }
                if values.is_empty() {
                    return Err(bad_at(start, format!("property {name} has no [value]")));
                }
                if !main_done {
                    if let Some(node) = nodes.last_mut() {
                        node.push(Property { name, values, at: start });
                    }
                }
            }
            other => return Err(bad_at(at, format!("unexpected '{other}'"))),
        }
    }
}
