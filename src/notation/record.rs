//! Game records: tags, then numbered turns (RULES.md §4). The format is described in the
//! [module documentation](super).

use super::error::{excerpt, line_column, NotationError};
use super::moves::{format_turn, parse_turn, play_plies, reason_after_move, split_turns, TextPlayError};
use super::position_string::{format_position, parse_position, parse_rules};
use crate::{Colour, Game, Move, Position, Rules, Variant};

/// A game read from a record: its tags in the order written, and the game replayed from them
/// with every move checked.
#[derive(Clone, Debug)]
pub struct Record {
    /// The tags as written, e.g. `("Event", "Computer Olympiad")`.
    pub tags: Vec<(String, String)>,
    /// The game, replayed.
    pub game: Game,
}

impl Record {
    /// The value of the first tag named `name` (case-sensitive, as in PGN).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// The results a record can end with.
const RESULT_TOKENS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Tags that [`format_record`] computes from the game itself.
const COMPUTED_TAGS: [&str; 6] = ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result"];

/// How a player is named in records and errors: `Black`, or `South (White)` in AmbiLOA.
pub(crate) fn player_name(variant: Variant, colour: Colour) -> String {
    if variant.has_teams() {
        format!("{} ({colour})", colour.seat_name())
    } else {
        colour.to_string()
    }
}

/// The plies of a game grouped into turns ([`split_turns`]), each with the colour that played it.
pub(crate) fn turns(game: &Game) -> Vec<(Colour, &[Move])> {
    let mut first = 0;
    split_turns(game.moves())
        .into_iter()
        .map(|plies| {
            let colour = game.positions()[first].turn();
            first += plies.len();
            (colour, plies)
        })
        .collect()
}

/// Writes a game record: the caller's `tags` (say Event, Black, White, Date) in their order, then
/// the tags computed from the game — `Variant`, `Rules`, `Repetition`, `MoveLimit` (when set),
/// `Position` (when the game did not start from the variant's start) and `Result` — then the
/// numbered turns and the result. Computed tags given by the caller are replaced, except a
/// `Result` for a game not over (a resignation, say), which is kept if it is a result token.
pub fn format_record(game: &Game, tags: &[(String, String)]) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        // A tag is one line: line breaks in a value become spaces.
        let escaped = value.replace(['\n', '\r'], " ").replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{escaped}\"]\n"));
    };
    for (name, value) in tags.iter().filter(|(n, _)| !COMPUTED_TAGS.contains(&n.as_str())) {
        tag(name, value);
    }
    let rules = game.rules();
    let start = game.start_position();
    tag("Variant", game.variant().name());
    tag("Rules", rules.simultaneous.key());
    tag("Repetition", if rules.repetition { "on" } else { "off" });
    if let Some(limit) = rules.move_limit {
        tag("MoveLimit", &limit.to_string());
    }
    if *start != Position::new(game.variant()) {
        tag("Position", &format_position(start, &rules));
    }
    let result = match game.outcome() {
        Some(outcome) => outcome.result_tag().to_string(),
        // Only a real result token is kept: the text ends with it, and anything else would not
        // read back (a record's tags are free text, so a `Result` tag may hold anything).
        None => tags
            .iter()
            .find(|(n, v)| n == "Result" && RESULT_TOKENS.contains(&v.as_str()))
            .map_or("*".to_string(), |(_, v)| v.clone()),
    };
    tag("Result", &result);
    out.push('\n');

    let per_round = game.variant().seats().len();
    let mut line = String::new();
    for (k, (_, plies)) in turns(game).iter().enumerate() {
        let mut word = String::new();
        if k % per_round == 0 {
            word.push_str(&format!("{}. ", k / per_round + 1));
        }
        word.push_str(&format_turn(plies));
        push_word(&mut out, &mut line, &word);
    }
    push_word(&mut out, &mut line, &result);
    out.push_str(&line);
    out.push('\n');
    out
}

/// Appends `word` to the current line, starting a new line past 80 characters.
fn push_word(out: &mut String, line: &mut String, word: &str) {
    if !line.is_empty() && line.len() + 1 + word.len() > 80 {
        out.push_str(line);
        out.push('\n');
        line.clear();
    }
    if !line.is_empty() {
        line.push(' ');
    }
    line.push_str(word);
}

/// Reads a game record and replays it with full checking. Also reads the bare records of
/// tournament games (no tags: Standard, default rules; numbered pairs `1. b1-b3 h2-f2`, blank
/// lines, an unfinished last turn). Errors name the line, or the move number, player and token:
/// `move 12 (White): d3-d9: …`.
pub fn parse_record(text: &str) -> Result<Record, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let tags = read_tags(text, &chars, &mut at)?;
    let mut game = game_from_tags(&tags, text, &chars)?;
    read_moves(text, &chars, at, &mut game)?;
    Ok(Record { tags, game })
}

fn skip_space(chars: &[char], at: &mut usize) {
    while *at < chars.len() && chars[*at].is_whitespace() {
        *at += 1;
    }
}

/// Reads `[Name "value"]` tags from the start of the text.
fn read_tags(text: &str, chars: &[char], at: &mut usize) -> Result<Vec<(String, String)>, NotationError> {
    let mut tags = Vec::new();
    loop {
        skip_space(chars, at);
        if chars.get(*at) != Some(&'[') {
            return Ok(tags);
        }
        // Positions are turned into lines only for an error, so long input stays linear.
        let tag_start = *at;
        let bad = |why: String| NotationError::Tag { line: line_column(text, tag_start).0, why };
        *at += 1;
        skip_space(chars, at);
        let name_start = *at;
        while *at < chars.len() && (chars[*at].is_ascii_alphanumeric() || chars[*at] == '_') {
            *at += 1;
        }
        let name: String = chars[name_start..*at].iter().collect();
        if name.is_empty() {
            return Err(bad("has no name: expected [Name \"value\"]".to_string()));
        }
        skip_space(chars, at);
        if chars.get(*at) != Some(&'"') {
            return Err(bad(format!("{name}: expected a quoted value, as in [{name} \"value\"]")));
        }
        *at += 1;
        let mut value = String::new();
        loop {
            match chars.get(*at) {
                None => return Err(bad(format!("{name}: the value's closing quote is missing"))),
                Some('"') => break,
                Some('\\') if *at + 1 < chars.len() => {
                    value.push(chars[*at + 1]);
                    *at += 2;
                }
                Some('\n') => return Err(bad(format!("{name}: the value's closing quote is missing"))),
                Some(&c) => {
                    value.push(c);
                    *at += 1;
                }
            }
        }
        *at += 1;
        skip_space(chars, at);
        if chars.get(*at) != Some(&']') {
            return Err(bad(format!("{name}: expected ] after the value")));
        }
        *at += 1;
        tags.push((name, value));
    }
}

/// The game a record starts from: variant, position and rules from the tags.
fn game_from_tags(tags: &[(String, String)], text: &str, chars: &[char]) -> Result<Game, NotationError> {
    // Tag errors point at the tag's line; find it again by name (tags are few).
    let tag_line = |name: &str| {
        let needle: Vec<char> = format!("[{name}").chars().collect();
        let at = chars.windows(needle.len()).position(|w| w == needle.as_slice()).unwrap_or(0);
        line_column(text, at).0
    };
    let value = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let bad =
        |name: &str, why: String| NotationError::Tag { line: tag_line(name), why: format!("{name}: {why}") };

    let variant = match value("Variant") {
        None => None,
        Some(v) => Some(
            Variant::parse(v).ok_or_else(|| bad("Variant", format!("unknown variant \"{}\"", excerpt(v))))?,
        ),
    };
    let (start, mut rules) = match value("Position") {
        None => (Position::new(variant.unwrap_or(Variant::Standard)), Rules::default()),
        Some(p) => {
            let (pos, rules) = parse_position(p).map_err(|e| bad("Position", e.to_string()))?;
            if variant.is_some_and(|v| v != pos.variant()) {
                return Err(bad(
                    "Position",
                    format!(
                        "the position is {}, but the Variant tag says {}",
                        pos.variant(),
                        variant.unwrap_or(pos.variant())
                    ),
                ));
            }
            (pos, rules)
        }
    };
    if let Some(r) = value("Rules") {
        let given = parse_rules(r).map_err(|e| bad("Rules", e.to_string()))?;
        rules.simultaneous = given.simultaneous;
        if r.contains("repetition") {
            rules.repetition = given.repetition;
        }
        if r.contains("limit=") {
            rules.move_limit = given.move_limit;
        }
    }
    if let Some(r) = value("Repetition") {
        rules.repetition = match r.to_ascii_lowercase().as_str() {
            "on" | "yes" | "true" => true,
            "off" | "no" | "false" => false,
            _ => return Err(bad("Repetition", format!("\"{}\" is neither on nor off", excerpt(r)))),
        };
    }
    if let Some(r) = value("MoveLimit") {
        rules.move_limit = match r.to_ascii_lowercase().as_str() {
            "none" | "-" | "" => None,
            n => Some(n.parse::<u32>().ok().filter(|&n| n > 0).ok_or_else(|| {
                bad(
                    "MoveLimit",
                    format!("\"{}\" is not a number of turns from 1 to {}", excerpt(r), u32::MAX),
                )
            })?),
        };
    }
    Ok(Game::from_position(start, rules))
}

/// Whether a token is a result: `1-0`, `0-1`, `1/2-1/2`, `*`.
fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "*")
}

/// Reads and plays the numbered turns.
fn read_moves(text: &str, chars: &[char], mut at: usize, game: &mut Game) -> Result<(), NotationError> {
    let per_round = game.variant().seats().len();
    let mut turn_index = 0usize;
    let mut result_seen: Option<String> = None;
    loop {
        skip_space(chars, &mut at);
        if at >= chars.len() {
            return Ok(());
        }
        let start = at;
        let bad = |why: String| {
            let (line, column) = line_column(text, start);
            NotationError::Record { line, column, why }
        };
        if chars[at] == '{' {
            // A comment, as in PGN.
            while at < chars.len() && chars[at] != '}' {
                at += 1;
            }
            if at == chars.len() {
                return Err(bad("the comment's closing } is missing".to_string()));
            }
            at += 1;
            continue;
        }
        while at < chars.len() && !chars[at].is_whitespace() && chars[at] != '{' {
            at += 1;
        }
        let token: String = chars[start..at].iter().collect();
        if let Some(result) = &result_seen {
            return Err(bad(format!("\"{}\" after the result {result}", excerpt(&token))));
        }
        if is_result(&token) {
            result_seen = Some(token);
            continue;
        }
        let number = turn_index / per_round + 1;
        let mut rest = token.as_str();
        if token.starts_with(|c: char| c.is_ascii_digit()) {
            let digits_end = token.find(|c: char| !c.is_ascii_digit()).unwrap_or(token.len());
            let (digits, after) = token.split_at(digits_end);
            if !after.starts_with('.') {
                return Err(bad(format!(
                    "\"{}\" is neither a move number (like 12.) nor a move nor a result",
                    excerpt(&token)
                )));
            }
            let written: Option<usize> = digits.parse().ok();
            if written != Some(number) {
                return Err(bad(format!("move number {}, expected {number}", excerpt(digits))));
            }
            rest = after.trim_start_matches('.');
            if rest.is_empty() {
                continue;
            }
        }
        let player = player_name(game.variant(), game.position().turn());
        let move_error = |why: String| NotationError::GameMove {
            number: number as u32,
            player: player.clone(),
            token: excerpt(rest),
            why,
        };
        let plies = parse_turn(rest, game.position()).map_err(|e| move_error(notation_reason(e)))?;
        play_plies(game, &plies).map_err(|e| match e {
            TextPlayError::Illegal { text, error } => move_error(reason_after_move(&text, &error)),
            TextPlayError::Notation(e) => move_error(notation_reason(e)),
        })?;
        // A Parachute move written apart from its drop (`a3-c5 @d4`) is one turn, not two.
        if !game.position().drop_due() {
            turn_index += 1;
        }
    }
}

/// The reason part of a move's notation error, without repeating the token.
fn notation_reason(e: NotationError) -> String {
    match e {
        NotationError::Move { why, .. } => why,
        other => other.to_string(),
    }
}
