//! Writing game records: the tags the game itself decides, then the numbered turns with their
//! comments (docs/rules.md §4.2); [`super::parse_record`] reads every record written here.

use super::annotations::Annotations;
use super::moves::{format_turn, split_turns};
use super::position_string::format_position;
use super::result::{is_concession, Claim};
use crate::{Colour, Game, Move, Position, Variant};

/// Tags that [`format_record`] computes from the game itself (and `Termination` when its value
/// is `resignation`, `time forfeit` or `agreement`).
pub(super) const COMPUTED_TAGS: [&str; 6] =
    ["Variant", "Rules", "Repetition", "MoveLimit", "Position", "Result"];

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
/// `Position` (when the game did not start from the variant's start), `Termination
/// "resignation"` (when a side resigned), `"time forfeit"` (when a side lost on time) or
/// `"agreement"` (a draw by agreement) and `Result` (always the game's own: `*` while it is
/// in progress) — then the numbered turns and the result. Computed tags given by the caller are
/// replaced, so every record written reads back with [`super::parse_record`].
pub fn format_record(game: &Game, tags: &[(String, String)]) -> String {
    format_record_annotated(game, &Annotations { tags: tags.to_vec(), ..Annotations::default() })
}

/// Writes a game record as [`format_record`] does with the tags of `notes`, and its comments as
/// `{…}`: the game's comment before the first move, each ply's after its turn (the comments of
/// a Parachute turn's two plies joined). A `}` inside a comment is written `)`, since nothing in
/// a record's comment can close it early.
pub fn format_record_annotated(game: &Game, notes: &Annotations) -> String {
    let tags = &notes.tags;
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        // A tag is one line: line breaks in a value become spaces.
        super::tags::write_tag(&mut out, name, value);
    };
    // A caller's Termination is kept unless it would contradict the game (say a resignation).
    let conceded = game.resigned().is_some() || game.lost_on_time().is_some() || game.drawn_by_agreement();
    let computed = |name: &str, value: &str| {
        COMPUTED_TAGS.contains(&name) || (name == "Termination" && (conceded || is_concession(value)))
    };
    for (name, value) in tags.iter().filter(|(n, v)| !computed(n, v)) {
        tag(name, value);
    }
    let rules = game.rules();
    let start = game.start_position();
    tag("Variant", game.variant().name());
    // The reversed start (docs/rules.md §8.2) rides in the Rules tag, in position-string syntax.
    let mut simultaneous = rules.simultaneous.key().to_string();
    if rules.reversed {
        simultaneous.push_str(",reversed");
    }
    tag("Rules", &simultaneous);
    tag("Repetition", if rules.repetition { "on" } else { "off" });
    if let Some(limit) = rules.move_limit {
        tag("MoveLimit", &limit.to_string());
    }
    if *start != Position::start(game.variant(), &rules) {
        tag("Position", &format_position(start, &rules));
    }
    let claim = Claim::of(game);
    if let Some(termination) = claim.termination() {
        tag("Termination", termination);
    }
    let result = claim.token();
    tag("Result", result);
    out.push('\n');

    let per_round = game.variant().seats().len();
    let mut line = String::new();
    if let Some(comment) = &notes.game_comment {
        push_word(&mut out, &mut line, &record_comment(comment));
    }
    let turns = turns(game);
    let said = notes.turn_comments(&turns);
    for (k, (_, plies)) in turns.iter().enumerate() {
        let mut word = String::new();
        if k % per_round == 0 {
            word.push_str(&format!("{}. ", k / per_round + 1));
        }
        word.push_str(&format_turn(plies));
        push_word(&mut out, &mut line, &word);
        if let Some(Some(comment)) = said.get(k) {
            push_word(&mut out, &mut line, &record_comment(comment));
        }
    }
    push_word(&mut out, &mut line, result);
    out.push_str(&line);
    out.push('\n');
    out
}

/// A comment as a record writes it, `{…}`: a `}` inside is written `)`, since nothing in a
/// record's comment can close it early. Every board's records write comments so.
pub(crate) fn record_comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
}

/// Appends `word` to the current line, starting a new line past 80 characters: every board's
/// records wrap so.
pub(crate) fn push_word(out: &mut String, line: &mut String, word: &str) {
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
