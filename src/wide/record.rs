//! Game records of the wide boards, in the 8×8 records' form (docs/rules.md §4.2, §9.6): tags
//! (`[Variant "hex-5"]`, `Rules`, `Repetition`, `MoveLimit`, `Position`, `Result`), then the
//! numbered turns with their `{comments}` and the result. Every record written here reads back
//! to the same game and the same words, which are the 8×8 records' [`Annotations`].

use super::game::WideGame;
use super::notation::{format_wide_move, format_wide_position, parse_wide_position, WideTextError};
use super::rules::{parse_wide_options, parse_wide_rules, wide_rules};
use super::shape::cell_keys;
use crate::notation::error::excerpt;
use crate::notation::error::line_column;
use crate::notation::result::{parse_result_token, Claim};
use crate::notation::tags::{read_tags as read_any_tags, write_tag};
use crate::notation::{push_word, record_comment, Annotations};
use crate::{Rules, Side, Simultaneous, Variant};

/// Tags computed from the game: a caller's tags of these names are replaced.
const COMPUTED: [&str; 7] =
    ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result", "Termination"];

/// A wide game read from a record: its tags as written, the game replayed and the record's words.
#[derive(Clone, Debug)]
pub struct WideRecord {
    /// The tags in their order, e.g. `("Event", "Club night")`.
    pub tags: Vec<(String, String)>,
    /// The game, every move checked.
    pub game: WideGame,
    /// The tags not computed from the game (players, event, date, …) and the `{…}` comments:
    /// one before the first move is the game's, one after a move is that move's, as on 8×8.
    pub annotations: Annotations,
}

/// Writes a record: the caller's `tags` (Event, Black, White, …) in order, then the computed
/// ones, the numbered turns and the result, lines at most 80 characters.
///
/// ```
/// use loa::wide::{format_wide_record, parse_wide_record, WideGame};
/// use loa::Variant;
/// use loa::Simultaneous;
/// let mut game = WideGame::with_scoring(Variant::BlackHole.cell_shape().unwrap(), Simultaneous::Draw);
/// game.play_text("b1-b3").unwrap();
/// let text = format_wide_record(&game, &[("Event".into(), "Club".into())]);
/// assert_eq!(text, "[Event \"Club\"]\n[Variant \"black-hole\"]\n[Rules \"draw\"]\n[Repetition \"off\"]\n[Result \"*\"]\n\n1. b1-b3 *\n");
/// assert_eq!(parse_wide_record(&text).unwrap().game.moves(), game.moves());
/// ```
pub fn format_wide_record(game: &WideGame, tags: &[(String, String)]) -> String {
    format_wide_record_annotated(game, &Annotations { tags: tags.to_vec(), ..Annotations::default() })
}

/// Writes a record as [`format_wide_record`] does with the tags of `notes`, and its comments as
/// the 8×8 records write them ([`crate::notation::format_record_annotated`]): the game's before
/// the first move, each move's after it, `{…}`.
///
/// ```
/// use loa::notation::Annotations;
/// use loa::wide::{format_wide_record_annotated, parse_wide_record, WideGame};
/// use loa::Variant;
/// let mut game = WideGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), loa::Simultaneous::Draw);
/// game.play_text("i2-g2").unwrap();
/// let mut notes = Annotations { tags: vec![("Black".into(), "Ann".into())], ..Annotations::default() };
/// notes.set_comment(0, Some("A quiet start".into()));
/// let text = format_wide_record_annotated(&game, &notes);
/// assert!(text.ends_with("\n\n1. i2-g2 {A quiet start} *\n"), "{text}");
/// assert_eq!(parse_wide_record(&text).unwrap().annotations, notes);
/// ```
pub fn format_wide_record_annotated(game: &WideGame, notes: &Annotations) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| write_tag(&mut out, name, value);
    for (name, value) in notes.tags.iter().filter(|(n, _)| !COMPUTED.contains(&n.as_str())) {
        tag(name, value);
    }
    let rules = game.rules();
    let variant = game.start_position().variant();
    tag("Variant", variant.key());
    tag("Rules", &game.options_field(&Rules { move_limit: None, repetition: false, ..rules }));
    tag("Repetition", if rules.repetition { "on" } else { "off" });
    if let Some(limit) = rules.move_limit {
        tag("MoveLimit", &limit.to_string());
    }
    if !game.named_start() {
        tag("Position", &format_wide_position(game.start_position(), rules.simultaneous));
    }
    let claim = Claim::of(game);
    let result = claim.token();
    tag("Result", result);
    // An end the moves do not reach, in the 8×8 records' words; after Result, as this board's
    // records have always placed it.
    if let Some(termination) = claim.termination() {
        tag("Termination", termination);
    }
    out.push('\n');
    let mut line = String::new();
    if let Some(comment) = &notes.game_comment {
        push_word(&mut out, &mut line, &record_comment(comment));
    }
    for (i, (before, m)) in game.positions().iter().zip(game.moves()).enumerate() {
        let text = format_wide_move(before, *m);
        let word = if i % 2 == 0 { format!("{}. {text}", i / 2 + 1) } else { text };
        push_word(&mut out, &mut line, &word);
        if let Some(comment) = notes.comment(i) {
            push_word(&mut out, &mut line, &record_comment(comment));
        }
    }
    push_word(&mut out, &mut line, result);
    out.push_str(&line);
    out.push('\n');
    out
}

/// An error at character offset `at` of `text`: `record line L, column C: why`.
fn at_error(text: &str, at: usize, why: String) -> WideTextError {
    let (line, column) = line_column(text, at);
    WideTextError(format!("record line {line}, column {column}: {why}"))
}

/// The tags at the start of `chars`, each with the offset of its `[`; `at` ends after them.
/// The one tag reader of every board's records ([`crate::notation::tags`]).
pub(super) fn read_tags(
    text: &str,
    chars: &[char],
    at: &mut usize,
) -> Result<Vec<(String, String, usize)>, WideTextError> {
    let tags =
        read_any_tags(chars, at).map_err(|(start, why)| at_error(text, start, format!("tag {why}")))?;
    Ok(tags.into_iter().map(|t| (t.name, t.value, t.at)).collect())
}

/// The game the tags set up: variant, rules, move limit, start.
fn game_of_tags(text: &str, tags: &[(String, String, usize)]) -> Result<WideGame, WideTextError> {
    let find = |name: &str| tags.iter().find(|(n, _, _)| n == name).map(|(_, v, at)| (v.as_str(), *at));
    let Some((key, at)) = find("Variant") else {
        return Err(at_error(text, 0, format!("a wide record needs a Variant tag ({})", cell_keys())));
    };
    let shape = Variant::parse(key.trim()).and_then(Variant::cell_shape).ok_or_else(|| {
        at_error(text, at, format!("Variant \"{}\" is not a wide board ({})", excerpt(key), cell_keys()))
    })?;
    let mut rules = wide_rules(Simultaneous::default());
    let mut scrambled = None;
    if let Some((value, at)) = find("Rules") {
        let (read, scrambled_start) = parse_wide_options(value).map_err(|e| at_error(text, at, e.0))?;
        rules = read;
        scrambled = scrambled_start.then_some(at);
    }
    if let Some((value, at)) = find("Repetition") {
        rules.repetition = match value.trim().to_ascii_lowercase().as_str() {
            "on" => true,
            "off" => false,
            _ => {
                return Err(at_error(
                    text,
                    at,
                    format!("Repetition \"{}\" is neither on nor off", excerpt(value)),
                ))
            }
        };
    }
    if let Some((value, at)) = find("MoveLimit") {
        let limit =
            parse_wide_rules(&format!("limit={}", value.trim())).map_err(|e| at_error(text, at, e.0))?;
        rules.move_limit = limit.move_limit;
    }
    match (find("Position"), scrambled) {
        (None, None) => Ok(WideGame::with_rules(shape, rules)),
        (None, Some(at)) => WideGame::with_start(shape, rules, true).map_err(|e| at_error(text, at, e.0)),
        (Some((_, at)), Some(_)) => {
            Err(at_error(text, at, "Position and the Rules tag's scrambled both give the start".to_string()))
        }
        (Some((value, at)), None) => {
            let (start, _) =
                parse_wide_position(value).map_err(|e| at_error(text, at, format!("Position: {e}")))?;
            if start.shape() != shape {
                return Err(at_error(
                    text,
                    at,
                    format!(
                        "Position is a {} board, Variant says {}",
                        start.variant().key(),
                        shape.variant.key()
                    ),
                ));
            }
            Ok(WideGame::from_position_with(start, rules))
        }
    }
}

/// Reads a wide record with every move checked. Numbers before the moves are optional but must
/// be right; `{comments}` are kept in the record's annotations; the result (tag and token, which must agree) must be the
/// one the moves reach. Errors name the line and column, and for a move its number and player.
pub fn parse_wide_record(text: &str) -> Result<WideRecord, WideTextError> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let tags = read_tags(text, &chars, &mut at)?;
    let mut game = game_of_tags(text, &tags)?;
    let mut said: Option<(String, usize)> =
        tags.iter().find(|(n, _, _)| n == "Result").map(|(_, v, at)| (v.clone(), *at));
    let mut ended = false;
    let mut notes = Annotations::default();
    while at < chars.len() {
        let c = chars[at];
        if c.is_whitespace() {
            at += 1;
            continue;
        }
        let start = at;
        if c == '{' {
            while at < chars.len() && chars[at] != '}' {
                at += 1;
            }
            if at == chars.len() {
                return Err(at_error(text, start, "the comment's { is not closed by }".to_string()));
            }
            // The game's comment before the first move, else the last move's, as on 8×8.
            let said: String = chars[start + 1..at].iter().collect();
            notes.add_comment(game.moves().len().checked_sub(1), &said);
            at += 1;
            continue;
        }
        while at < chars.len() && !chars[at].is_whitespace() && chars[at] != '{' {
            at += 1;
        }
        let token: String = chars[start..at].iter().collect();
        if ended {
            return Err(at_error(text, start, format!("\"{}\" after the result", excerpt(&token))));
        }
        if let Some(result) = result_of(&token) {
            if let Some((tag, tag_at)) = &said {
                if result_of(tag) != Some(result) {
                    return Err(at_error(
                        text,
                        *tag_at,
                        format!("the Result tag says {tag}, the moves end with {token}"),
                    ));
                }
            }
            said = Some((result.to_string(), start));
            ended = true;
            continue;
        }
        let played = game.moves().len();
        let digits = token.chars().take_while(char::is_ascii_digit).count();
        let mut word = token.as_str();
        if digits > 0 && token[digits..].starts_with('.') {
            let n: usize = token[..digits].parse().unwrap_or(0);
            if n != played / 2 + 1 {
                return Err(at_error(
                    text,
                    start,
                    format!("turn number {n}: this is turn {}", played / 2 + 1),
                ));
            }
            word = token[digits..].trim_start_matches('.');
            if word.is_empty() {
                continue;
            }
        }
        let who = if game.position().turn() == Side::Black { "Black" } else { "White" };
        game.play_text(word).map_err(|e| {
            at_error(text, start, format!("move {} ({who}): {}: {e}", played + 1, excerpt(word)))
        })?;
    }
    let termination =
        |what: &str| tags.iter().any(|(n, v, _)| n == "Termination" && v.trim().eq_ignore_ascii_case(what));
    let (resigned, on_time, agreed) =
        (termination("resignation"), termination("time forfeit"), termination("agreement"));
    if let Some((result, at)) = &said {
        let result = result_of(result).ok_or_else(|| {
            at_error(text, *at, format!("Result \"{}\" is not 1-0, 0-1, 1/2-1/2 or *", excerpt(result)))
        })?;
        // [Termination "resignation"]: the loser of the claimed win resigned after the moves.
        let loser = match result {
            "1-0" => Some(Side::White),
            "0-1" => Some(Side::Black),
            _ => None,
        };
        if let (true, Some(loser), None) = (resigned, loser, game.outcome()) {
            game.resign(loser).map_err(|e| at_error(text, *at, e.to_string()))?;
        }
        // [Termination "time forfeit"]: the loser's flag fell after the moves; "agreement": a draw.
        if let (true, Some(loser), None) = (on_time, loser, game.outcome()) {
            game.lose_on_time(loser).map_err(|e| at_error(text, *at, e.to_string()))?;
        }
        if agreed && result == "1/2-1/2" && game.outcome().is_none() {
            game.agree_draw().map_err(|e| at_error(text, *at, e.to_string()))?;
        }
    }
    let reached = Claim::of(&game).token();
    if let Some((result, at)) = said {
        let result = result_of(&result).unwrap_or("*");
        if result != reached {
            return Err(at_error(
                text,
                at,
                format!(
                    "the record's result is {result}, the moves reach {reached} (a win by resignation \
                     says so: [Termination \"resignation\"])"
                ),
            ));
        }
    }
    let tags: Vec<(String, String)> = tags.into_iter().map(|(n, v, _)| (n, v)).collect();
    notes.tags = tags.iter().filter(|(n, _)| !COMPUTED.contains(&n.as_str())).cloned().collect();
    Ok(WideRecord { tags, game, annotations: notes })
}

/// A result token in its written form, also from `1/2`, `½-½` and `½`: the tokens every board's
/// records read ([`parse_result_token`]).
fn result_of(token: &str) -> Option<&'static str> {
    parse_result_token(token.trim()).map(|claim| match claim {
        Claim::Win(0) => "1-0",
        Claim::Win(_) => "0-1",
        Claim::Draw => "1/2-1/2",
        _ => "*",
    })
}
