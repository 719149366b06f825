//! Writing game records of every board: the tags the game itself decides, then the numbered
//! turns with their comments (docs/rules.md §4.2); [`super::parse_record_on`] reads every
//! record written here.

use super::annotations::Annotations;
use super::result::{is_concession, Claim};
use super::text_board::TextBoard;
use super::{Variation, VariationTurn};
use crate::{Colour, Game, GameBoard, Variant};

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

/// The plies of a game grouped into turns (a Parachute drop joins the move before it, as
/// [`super::split_turns`] groups them), each with the index of its first ply.
pub(crate) fn turns<B: GameBoard>(game: &Game<B>) -> Vec<(usize, &[B::Move])> {
    let plies = game.moves();
    let mut turns = Vec::new();
    let mut start = 0;
    for i in 1..=plies.len() {
        if i == plies.len() || !B::is_drop(plies[i]) {
            turns.push((start, &plies[start..i]));
            start = i;
        }
    }
    turns
}

/// Writes a game record: the caller's `tags` (say Event, Black, White, Date) in their order, then
/// the tags computed from the game — `Variant`, `Rules`, `Repetition`, `MoveLimit` (when set),
/// `Position` (when the game did not start from the variant's start), `Termination
/// "resignation"` (when a side resigned), `"time forfeit"` (when a side lost on time) or
/// `"agreement"` (a draw by agreement) and `Result` (always the game's own: `*` while it is
/// in progress) — then the numbered turns and the result. Computed tags given by the caller are
/// replaced, so every record written reads back with [`super::parse_record`].
pub fn format_record<B: TextBoard>(game: &Game<B>, tags: &[(String, String)]) -> String {
    format_record_annotated(game, &Annotations { tags: tags.to_vec(), ..Annotations::default() })
}

/// Writes a game record as [`format_record`] does with the tags of `notes`, and its comments as
/// `{…}`: the game's comment before the first move, each ply's after its turn (the comments of
/// a Parachute turn's two plies joined). A `}` inside a comment is written `)`, since nothing in
/// a record's comment can close it early.
pub fn format_record_annotated<B: TextBoard>(game: &Game<B>, notes: &Annotations) -> String {
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
    let variant = start.variant();
    tag("Variant", variant.name());
    // The reversed start (docs/rules.md §8.2) and a wide board's scrambled start (§9.5) ride in
    // the Rules tag, in position-string syntax.
    let mut simultaneous = rules.simultaneous.key().to_string();
    if rules.reversed {
        simultaneous.push_str(",reversed");
    }
    if B::scrambled(game) {
        simultaneous.push_str(",scrambled");
    }
    tag("Rules", &simultaneous);
    tag("Repetition", if rules.repetition { "on" } else { "off" });
    if let Some(limit) = rules.move_limit {
        tag("MoveLimit", &limit.to_string());
    }
    if !B::named_start(game) {
        tag("Position", &B::start_text(start, &rules));
    }
    let claim = Claim::of(game);
    if let Some(termination) = claim.termination() {
        tag("Termination", termination);
    }
    let result = claim.token();
    tag("Result", result);
    out.push('\n');

    let mut words = Words { out, line: String::new(), per_round: variant.seats().len() };
    if let Some(comment) = &notes.game_comment {
        words.push(&record_comment(comment));
    }
    words.line(&main_line(game, notes), 0, &notes.variations, false);
    words.push(result);
    let Words { mut out, line, .. } = words;
    out.push_str(&line);
    out.push('\n');
    out
}

/// The main line of `game` as a line of turns with their comments (a Parachute turn's two
/// plies' comments joined), as a record and an SGF file write it beside its variations.
pub(super) fn main_line<B: TextBoard>(game: &Game<B>, notes: &Annotations) -> Vec<VariationTurn> {
    let turns = turns(game);
    let said = notes.turn_comments(turns.iter().map(|(_, plies)| plies.len()));
    let text = |&(first, plies): &(usize, &[B::Move])| B::turn_text(&game.positions()[first], plies);
    turns.iter().zip(said).map(|(turn, comment)| VariationTurn { text: text(turn), comment }).collect()
}

/// A record's move text being written, wrapped at 80 characters.
struct Words {
    out: String,
    line: String,
    /// Turns in a round (four in AmbiLOA).
    per_round: usize,
}

impl Words {
    /// Appends `word` to the current line, starting a new line past 80 characters.
    fn push(&mut self, word: &str) {
        push_word(&mut self.out, &mut self.line, word);
    }

    /// Writes a line of turns from the turn `at`, each variation after the turn it replaces in
    /// `( … )` (a variation's when `open`). A round's first turn carries its number `N.`; a
    /// variation's first turn and the turn after a variation carry theirs too, `N...` when
    /// not the round's first, as PGN writes them.
    fn line(&mut self, turns: &[VariationTurn], at: usize, variations: &[Variation], open: bool) {
        let mut numbered = open;
        #[cfg_attr(feature = "onefile", allow(unused_mut, unused_variables))]
        let mut order = by_turn(variations).into_iter().peekable();
        for (i, turn) in turns.iter().enumerate() {
            let t = at + i;
            let mut word = String::from(if open && i == 0 { "(" } else { "" });
            let number = t / self.per_round + 1;
            if t % self.per_round == 0 {
                word.push_str(&format!("{number}. "));
            } else if numbered {
                word.push_str(&format!("{number}... "));
            }
            word.push_str(&turn.text);
            self.push(&word);
            if let Some(comment) = &turn.comment {
                self.push(&record_comment(comment));
            }
            numbered = false;
            // The one-file edition writes no variations ([`by_turn`] gives none): nor their code.
            #[cfg(not(feature = "onefile"))]
            while let Some(v) = order.next_if(|v| v.at <= t) {
                if v.at < t {
                    // Hangs from no turn of this line: nothing to write it after.
                    continue;
                }
                self.line(&v.turns, v.at, &v.variations, true);
                self.line.push(')');
                numbered = true;
            }
        }
    }
}

/// The variations with turns, in the order of the turn they replace (as every list of them is
/// kept: [`Variation::variations`]), so a writer walks a line and its variations once.
pub(super) fn by_turn(variations: &[Variation]) -> Vec<&Variation> {
    // The one-file edition keeps none (src/notation/variation_skip.rs): its writers write none.
    if cfg!(feature = "onefile") {
        return Vec::new();
    }
    variations.iter().filter(|v| !v.turns.is_empty()).collect()
}

/// A comment as a record writes it, `{…}`: a `}` inside is written `)`, since nothing in a
/// record's comment can close it early.
fn record_comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
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
