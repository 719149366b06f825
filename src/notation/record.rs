//! Game records of every board: tags, then numbered turns (docs/rules.md §4, §9.6). The
//! format is described in the [module documentation](super); a board gives only how its turns,
//! starts and rules fields are read ([`TextBoard`]).

use super::annotations::Annotations;
use super::error::{excerpt, line_column, NotationError, TurnText};
use super::reason::ReasonCode;
use super::record_write::COMPUTED_TAGS;
use super::result::{is_concession, parse_result_token, RecordEnding};
use super::text_board::TextBoard;
use super::turn_error::RefusedTurn;
use super::variation_read::Lines;
use crate::{Game, GameBoard, Position, Rules, Variant};

/// A game read from a record: its tags in the order written, and the game replayed from them
/// with every move checked.
#[derive(Clone, Debug)]
pub struct Record<B: GameBoard = Position> {
    /// The tags as written, e.g. `("Event", "Computer Olympiad")`.
    pub tags: Vec<(String, String)>,
    /// The game, replayed.
    pub game: Game<B>,
    /// The tags not computed from the game (players, event, date, …) and the `{…}` comments:
    /// one before the first move is the game's, one after a turn is that turn's last ply's.
    pub annotations: Annotations,
}

impl<B: GameBoard> Record<B> {
    /// The value of the first tag named `name` (case-sensitive, as in PGN).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }
}

/// Reads a game record and replays it with full checking. Also reads the bare records of
/// tournament games (no tags: Standard, default rules; numbered pairs `1. b1-b3 h2-f2`, blank
/// lines, an unfinished last turn). Errors name the line and column, and for a move its number,
/// player and token: `record line 7, column 4: move 12 (White): d3-d9: …`.
///
/// The result (the `Result` tag and the token after the moves, which must agree) must be the
/// one the moves reach; an unfinished game may carry a win only with `[Termination
/// "resignation"]`, which ends it by the loser's resignation, or `[Termination "time
/// forfeit"]`, which ends it by the loser's flag. `1/2`, `½-½` and `½` are read as
/// `1/2-1/2`.
pub fn parse_record(text: &str) -> Result<Record, NotationError> {
    parse_record_on::<Position>(text)
}

/// Reads a game record of a board `B` as [`parse_record`] reads an 8×8 board's: the
/// `Variant` tag names one of `B`'s variants (the 8×8 boards' default is Standard).
///
/// ```
/// use loa::notation::parse_record_on;
/// use loa::cell_board::CellPosition;
/// let record = parse_record_on::<CellPosition>("[Variant \"hex-5\"]\n\n1. i2-g2 *").unwrap();
/// assert_eq!(record.game.moves().len(), 1);
/// assert_eq!(
///     parse_record_on::<CellPosition>("[Variant \"hex-5\"]\n\n1. i2-g3").unwrap_err().to_string(),
///     "record line 3, column 4: move 1 (Black): i2-g3: on a hex board pieces move along its three \
///      axes, and g3 is on no line through i2"
/// );
/// ```
pub fn parse_record_on<B: TextBoard>(text: &str) -> Result<Record<B>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let mut at = 0;
    let (tags, tag_at) = read_tags(text, &chars, &mut at)?;
    let mut game = game_from_tags(&tags, &tag_at, text)?;
    let mut annotations = Annotations::default();
    let token = read_moves(text, &chars, at, &mut game, &mut annotations)?;
    RecordEnding { text, tags: &tags, tag_at: &tag_at, token }.settle(&mut game)?;
    let conceded = game.resigned().is_some() || game.lost_on_time().is_some();
    annotations.tags = tags.clone();
    annotations.tags.retain(|(n, v)| {
        !(COMPUTED_TAGS.contains(&n.as_str()) || (n == "Termination" && (conceded || is_concession(v))))
    });
    Ok(Record { tags, game, annotations })
}

fn skip_space(chars: &[char], at: &mut usize) {
    while *at < chars.len() && chars[*at].is_whitespace() {
        *at += 1;
    }
}

/// The tags of a record and the character offset of each tag's `[`.
type Tags = (Vec<(String, String)>, Vec<usize>);

/// Reads `[Name "value"]` tags from the start of the text ([`super::tags`], the one reader of
/// every board's records).
fn read_tags(text: &str, chars: &[char], at: &mut usize) -> Result<Tags, NotationError> {
    let tags = super::tags::read_tags(chars, at).map_err(|(start, why)| {
        let (line, column) = line_column(text, start);
        NotationError::Tag { line, column, why: why.into() }
    })?;
    let offsets = tags.iter().map(|t| t.at).collect();
    Ok((tags.into_iter().map(|t| (t.name, t.value)).collect(), offsets))
}

/// The game a record starts from: variant, position and rules from the tags.
fn game_from_tags<B: TextBoard>(
    tags: &[(String, String)],
    tag_at: &[usize],
    text: &str,
) -> Result<Game<B>, NotationError> {
    let value = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    // Tag errors point at the tag; only a tag that was read can be wrong.
    let bad = |name: &str, why: String| {
        let at = tags.iter().position(|(n, _)| n == name).map_or(0, |i| tag_at[i]);
        let (line, column) = line_column(text, at);
        NotationError::Tag { line, column, why: format!("{name}: {why}").into() }
    };

    let variant = match value("Variant") {
        None if B::plays(Variant::Standard) => Variant::Standard,
        None => return Err(bad("Variant", format!("missing: expected one of {}", B::variant_keys()))),
        Some(v) => Variant::parse(v.trim()).filter(|&v| B::plays(v)).ok_or_else(|| {
            bad("Variant", format!("unknown variant \"{}\" (expected {})", excerpt(v), B::variant_keys()))
        })?,
    };
    // The reversed and scrambled starts are read from the Rules tag before the start is set up.
    let given = value("Rules").map(B::read_rules).transpose().map_err(|e| bad("Rules", e))?;
    let reversed = given.is_some_and(|(r, _)| r.reversed);
    let scrambled = given.is_some_and(|(_, scrambled)| scrambled);
    let given = given.map(|(r, _)| r);
    let (start, mut rules) = match value("Position") {
        None => (None, Rules { reversed, ..B::default_rules() }),
        Some(_) if scrambled => {
            return Err(bad("Position", "and the Rules tag's scrambled both give the start".to_string()))
        }
        Some(p) => {
            let (pos, rules) = B::read_start(p).map_err(|e| bad("Position", e.to_string()))?;
            if value("Variant").is_some() && pos.variant() != variant {
                return Err(bad(
                    "Position",
                    format!("the position is {}, but the Variant tag says {variant}", pos.variant()),
                ));
            }
            (Some(pos), Rules { reversed: rules.reversed || reversed, ..rules })
        }
    };
    if let (Some(r), Some(given)) = (value("Rules"), given) {
        rules.simultaneous = given.simultaneous;
        if mentions(r, "repetition") {
            rules.repetition = given.repetition;
        }
        if mentions(r, "limit=") {
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
            n => {
                let turns = n.parse::<u32>().map_err(|_| {
                    bad(
                        "MoveLimit",
                        format!("\"{}\" is not a number of turns from 1 to {}", excerpt(r), u32::MAX),
                    )
                })?;
                Some(Rules::check_move_limit(turns).map_err(|e| bad("MoveLimit", e.to_string()))?)
            }
        };
    }
    match start {
        Some(start) => Ok(Game::from_board(start, rules)),
        None => B::start_game(variant, rules, scrambled).map_err(|e| bad("Rules", e)),
    }
}

/// Whether `word` occurs in `text`: `text.contains(word)`, by bytes. A rules tag is short, and
/// the standard library's substring search costs the wasm 2.5 KB of code (docs/figures.md).
fn mentions(text: &str, word: &str) -> bool {
    text.as_bytes().windows(word.len()).any(|w| w == word.as_bytes())
}

/// Reads and plays the numbered turns and their variations `( … )`; returns the result token
/// after them, if any, with its character offset.
fn read_moves<B: TextBoard>(
    text: &str,
    chars: &[char],
    mut at: usize,
    game: &mut Game<B>,
    notes: &mut Annotations,
) -> Result<Option<(String, usize)>, NotationError> {
    let per_round = game.start_position().variant().seats().len();
    let mut lines = Lines::new();
    let mut result_seen: Option<(String, usize)> = None;
    let place = |at: usize, why: ReasonCode| {
        let (line, column) = line_column(text, at);
        NotationError::Record { line, column, why: why.into() }
    };
    loop {
        skip_space(chars, &mut at);
        if at >= chars.len() {
            notes.variations = lines.finish().map_err(|open| place(open, ReasonCode::VariationNotClosed))?;
            return Ok(result_seen);
        }
        let start = at;
        let bad = |why: ReasonCode| place(start, why);
        if chars[at] == '{' {
            // A comment, as in PGN: the game's before the first move, else the last ply's (in
            // a variation, its last turn's).
            while at < chars.len() && chars[at] != '}' {
                at += 1;
            }
            if at == chars.len() {
                return Err(bad(ReasonCode::CommentNotClosed));
            }
            let said: String = chars[start + 1..at].iter().collect();
            if !lines.comment(&said) {
                notes.add_comment(game.moves().len().checked_sub(1), &said);
            }
            at += 1;
            continue;
        }
        if let Some((result, _)) = &result_seen {
            while at < chars.len() && !chars[at].is_whitespace() && chars[at] != '{' {
                at += 1;
            }
            let token: String = chars[start..at].iter().collect();
            return Err(bad(ReasonCode::AfterResult { token: excerpt(&token), result: result.clone() }));
        }
        if matches!(chars[at], '(' | ')') {
            at += 1;
            match chars[start] {
                '(' => lines.open(game, true, start),
                _ => lines.close(game),
            }
            .map_err(bad)?;
            continue;
        }
        // A token ends at a blank, a comment or a parenthesis, except that `12)` is a number.
        while at < chars.len() && !chars[at].is_whitespace() && !matches!(chars[at], '{' | '(') {
            if chars[at] == ')' && !(at > start && chars[start..at].iter().all(char::is_ascii_digit)) {
                break;
            }
            at += 1;
        }
        let token: String = chars[start..at].iter().collect();
        if parse_result_token(&token).is_some() {
            if lines.in_variation() {
                return Err(bad(ReasonCode::VariationResult { token: excerpt(&token) }));
            }
            result_seen = Some((token, start));
            continue;
        }
        if lines.skips() {
            continue;
        }
        let number = lines.turn_index() / per_round + 1;
        let mut rest = token.as_str();
        if token.starts_with(|c: char| c.is_ascii_digit()) {
            let digits_end = token.find(|c: char| !c.is_ascii_digit()).unwrap_or(token.len());
            let (digits, after) = token.split_at(digits_end);
            // `12.` as in PGN; Winands' and other published move lists also write `12`, `12)`
            // and `12:` (a bare number can be nothing else: no move starts with a digit).
            if !(after.is_empty() || after.starts_with(['.', ')', ':'])) {
                return Err(bad(ReasonCode::NotANumber { token: excerpt(&token) }));
            }
            let written: Option<usize> = digits.parse().ok();
            if written != Some(number) {
                return Err(bad(ReasonCode::WrongNumber { token: excerpt(digits), expected: number }));
            }
            rest = after.trim_start_matches(['.', ')', ':']);
            if rest.is_empty() {
                continue;
            }
        }
        // Move lists separated by commas (`1. c8-c6, h4-f2`).
        rest = rest.strip_suffix(',').unwrap_or(rest);
        if rest.is_empty() {
            continue;
        }
        let player = B::player(game.position());
        lines.play(game, rest).map_err(|why| {
            let (line, column) = line_column(text, start);
            let turn = RefusedTurn { number: number as u32, player, token: excerpt(rest), why };
            NotationError::Turn { text: TurnText::Record, line, column, turn: Box::new(turn) }
        })?;
    }
}

/// The reason part of a move's notation error, without repeating the token.
pub(super) fn notation_reason(e: NotationError) -> String {
    match e {
        NotationError::Move { why, .. } => why,
        other => other.to_string(),
    }
}
