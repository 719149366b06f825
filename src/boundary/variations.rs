//! The page's variations: a game's other lines, kept as text beside its main line
//! ([`Annotations::variations`]), shown, played into, promoted and deleted through the game's
//! wasm. Every position of a variation is the game's start replayed along its turns, checked as
//! a record's are; the tree's own operations are [`crate::notation`]'s.

use super::{GameState, PageBoard, Refusal};
use crate::notation::{self, game_turns, Annotations, Spot, Variation, VariationTurn};
use crate::Game;
use serde::Serialize;

/// A position as the page names it: a ply of the main line, or a turn of a variation (the
/// `line` of indices leading to it, [`Spot::Node`]).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
#[serde(untagged)]
pub enum SpotView {
    /// The position after this many plies of the main line.
    Main {
        /// Plies played.
        ply: usize,
    },
    /// The position after a turn of a variation.
    Node {
        /// The indices leading to the variation, from the main line's variations.
        line: Vec<usize>,
        /// The turn of the variation, from 0.
        turn: usize,
    },
}

/// One variation as the move list shows it: its turns, numbered, and its own variations.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct VariationView {
    /// The indices leading to it (the page's address of its turns).
    pub line: Vec<usize>,
    /// Its turns.
    pub turns: Vec<VariationTurnView>,
    /// Its own variations, each after the turn it replaces ([`VariationView::after`]).
    pub variations: Vec<VariationView>,
    /// The index of the turn of the line it hangs from that it replaces, counted in that
    /// line's turns (the main line's from the game's first turn).
    pub after: usize,
}

/// One turn of a variation as the move list shows it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct VariationTurnView {
    /// The turn as a record writes it.
    pub text: String,
    /// Its move number, as a record numbers it.
    pub number: usize,
    /// Whether the first seat of a round plays it (a record writes `12.` before it; others,
    /// first in a variation, `12…`).
    pub first: bool,
    /// Its comment, if any.
    pub comment: Option<String>,
}

/// A turn of an imported game's variations, in the order to play them back: from the main line
/// at `ply`, or from where the earlier turn `from` (its index in the list) led.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct ImportedTurn {
    /// The index of the earlier turn it follows; `None` when it starts from the main line.
    pub from: Option<usize>,
    /// The main line's ply it starts from, when `from` is `None`.
    pub ply: usize,
    /// The turn as a record writes it.
    pub text: String,
    /// Its comment, if any.
    pub comment: Option<String>,
}

/// The main line's turns as text, each with its comment (a Parachute turn's two joined).
fn main_line<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Vec<VariationTurn> {
    let turns = game_turns(game);
    let said = notes.turn_comments(turns.iter().map(|(_, plies)| plies.len()));
    let texts = turns.iter().map(|&(first, plies)| B::turn_text(&game.positions()[first], plies));
    texts.zip(said).map(|(text, comment)| VariationTurn { text, comment }).collect()
}

/// The first ply of the main line's turn `turn` (the game's length past its last).
fn ply_of<B: PageBoard>(game: &Game<B>, turn: usize) -> usize {
    game_turns(game).get(turn).map_or(game.moves().len(), |&(first, _)| first)
}

/// The main line's turns played in the first `ply` plies; `None` inside a turn (between a
/// Parachute move and its drop).
fn turns_in<B: PageBoard>(game: &Game<B>, ply: usize) -> Option<usize> {
    let turns = game_turns(game);
    match turns.iter().position(|&(first, _)| first >= ply) {
        Some(turn) => (turns[turn].0 == ply).then_some(turn),
        None => (ply == game.moves().len()).then_some(turns.len()),
    }
}

/// The page's name of `spot`.
fn view_of<B: PageBoard>(game: &Game<B>, spot: Spot) -> SpotView {
    match spot {
        Spot::Main(turns) => SpotView::Main { ply: ply_of(game, turns) },
        Spot::Node { line, turn } => SpotView::Node { line, turn },
    }
}

/// The game played along the variation `line` to its turn `turn`, every turn replayed and
/// checked (a variation read from a file was checked as it was read).
pub fn node_game<B: PageBoard>(
    game: &Game<B>,
    notes: &Annotations,
    line: &[usize],
    turn: usize,
) -> Result<Game<B>, String> {
    let (start, texts) = notation::line_to(&notes.variations, line, turn)
        .ok_or_else(|| format!("no turn {turn} in the variation {line:?}"))?;
    let mut played = Game::from_board(*game.start_position(), game.rules());
    for &m in &game.moves()[..ply_of(game, start)] {
        played.play_checked(m);
    }
    for text in texts {
        B::play_turn(&mut played, text).map_err(|why| format!("{text}: {why}"))?;
    }
    Ok(played)
}

/// The state of the position after the turn `turn` of the variation `line`: its history the
/// game's up to where the variation starts, then the variation's.
pub fn node_state<B: PageBoard>(
    game: &Game<B>,
    notes: &Annotations,
    line: &[usize],
    turn: usize,
) -> Result<GameState, String> {
    Ok(GameState::between(&node_game(game, notes, line, turn)?, 0, usize::MAX))
}

/// What playing on a shown position led to: the position it reached, or, for a Parachute move
/// whose drop is still due, that half-played position's state (the page plays the drop with the
/// move again).
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(untagged)]
pub enum PlayedIn {
    /// The whole turn was played: where it led.
    Turn(SpotView),
    /// The turn waits for its drop: the position so far.
    Half {
        /// The state after the move.
        state: Box<GameState>,
    },
}

/// Plays `moves` (one turn: a move, or a Parachute move and its drop, each as text or a packed
/// number) on the position `line`/`at` names — the main line's ply `at` when `line` is empty,
/// else the turn `at` of that variation — as [`notation::play_in`] does: a turn the line goes on
/// with is followed, any other enters or makes a variation. A turn at the main line's end is
/// refused: it is the game's own move.
pub fn play_in<B: PageBoard>(
    game: &Game<B>,
    notes: &mut Annotations,
    line: &[usize],
    at: usize,
    moves: &[super::input::Input],
) -> Result<PlayedIn, Refusal> {
    let (mut played, from) = if line.is_empty() {
        let turns =
            turns_in(game, at).ok_or_else(|| Refusal::Request(format!("no turn ends at ply {at}")))?;
        if turns == game_turns(game).len() {
            return Err(Refusal::Request(
                "a move at the game's end is the game's own, not a variation".into(),
            ));
        }
        let mut played = Game::from_board(*game.start_position(), game.rules());
        for &m in &game.moves()[..at] {
            played.play_checked(m);
        }
        (played, Spot::Main(turns))
    } else {
        let played = node_game(game, notes, line, at).map_err(Refusal::Request)?;
        (played, Spot::Node { line: line.to_vec(), turn: at })
    };
    let before = played.moves().len();
    for mv in moves {
        match mv {
            super::input::Input::Number(n) => super::play_number(&mut played, *n)?,
            super::input::Input::Text(text) => super::play(&mut played, text)?,
            other => {
                return Err(Refusal::Request(format!(
                    "move must be text such as \"b1-d3\" or a packed number, not {}",
                    other.described()
                )))
            }
        }
    }
    if played.moves().len() == before {
        return Err(Refusal::Request("no move to play".into()));
    }
    if !played.position().turn_finished() {
        return Ok(PlayedIn::Half { state: Box::new(GameState::between(&played, 0, usize::MAX)) });
    }
    let text = B::turn_text(&played.positions()[before], &played.moves()[before..]);
    let main: Vec<String> = main_line(game, notes).into_iter().map(|t| t.text).collect();
    let spot = notation::play_in(&mut notes.variations, &main, &from, &text).ok_or_else(|| {
        Refusal::Request(format!("variations nest at most {} deep", notation::MAX_VARIATION_DEPTH))
    })?;
    Ok(PlayedIn::Turn(view_of(game, spot)))
}

/// A turn on from the turn `turn` of the variation `line` (or `forward` false, back: before its
/// first turn, the position it starts from).
pub fn step<B: PageBoard>(
    game: &Game<B>,
    notes: &Annotations,
    line: &[usize],
    turn: usize,
    forward: bool,
) -> Result<SpotView, String> {
    let spot = notation::step(&notes.variations, line, turn, forward)
        .ok_or_else(|| format!("no variation {line:?}"))?;
    Ok(view_of(game, spot))
}

/// Deletes the turn `turn` of the variation `line` and all after it (the whole variation from
/// its first turn). → the position to show: the one before the deleted turn.
pub fn delete<B: PageBoard>(
    game: &Game<B>,
    notes: &mut Annotations,
    line: &[usize],
    turn: usize,
) -> Result<SpotView, String> {
    let spot = notation::delete_from(&mut notes.variations, line, turn)
        .ok_or_else(|| format!("no turn {turn} in the variation {line:?}"))?;
    Ok(view_of(game, spot))
}

/// Whether the variation `line` can be promoted: always, unless it would replace main-line
/// turns of a game that ended by resignation, on time or by agreement (that ending belongs to
/// the moves it was recorded with).
pub fn can_promote<B: PageBoard>(game: &Game<B>, line: &[usize]) -> bool {
    line.len() > 1
        || !(game.resigned().is_some() || game.lost_on_time().is_some() || game.drawn_by_agreement())
}

/// Promotes the variation `line` ([`notation::promote`]); a main-line variation becomes the
/// game's moves from its first turn on, and the game's later moves a variation. → the position
/// of its turn `turn`, now on its new line.
pub fn promote<B: PageBoard>(
    game: &mut Game<B>,
    notes: &mut Annotations,
    line: &[usize],
    turn: usize,
) -> Result<SpotView, String> {
    if !can_promote(game, line) {
        return Err(
            "the game ended by resignation, on time or by agreement: its moves stay the main line".into()
        );
    }
    let mut main = main_line(game, notes);
    let mut variations = notes.variations.clone();
    let spot = notation::promote(&mut variations, &mut main, line, turn)
        .ok_or_else(|| format!("no turn {turn} in the variation {line:?}"))?;
    if line.len() == 1 {
        // The main line changed: the game is its start replayed along the new turns.
        let mut replayed = Game::from_board(*game.start_position(), game.rules());
        let mut comments = Vec::new();
        for turn in &main {
            B::play_turn(&mut replayed, &turn.text).map_err(|why| format!("{}: {why}", turn.text))?;
            comments.resize(replayed.moves().len() - 1, None);
            comments.push(turn.comment.clone());
        }
        *game = replayed;
        notes.comments = comments;
        notes.set_comment(0, notes.comment(0).map(str::to_string)); // drops trailing empties
    }
    notes.variations = variations;
    Ok(view_of(game, spot))
}

/// The variations as the move list shows them.
pub fn variation_views<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Vec<VariationView> {
    let seats = game.start_position().variant().seats().len();
    views(&notes.variations, &[], 0, seats)
}

fn views(list: &[Variation], line: &[usize], start: usize, seats: usize) -> Vec<VariationView> {
    let view = |(i, v): (usize, &Variation)| {
        let mut here = line.to_vec();
        here.push(i);
        let turns = v.turns.iter().enumerate().map(|(k, t)| VariationTurnView {
            text: t.text.clone(),
            number: (v.at + k) / seats + 1,
            first: (v.at + k) % seats == 0,
            comment: t.comment.clone(),
        });
        VariationView {
            turns: turns.collect(),
            variations: views(&v.variations, &here, v.at, seats),
            after: v.at - start,
            line: here,
        }
    };
    list.iter().enumerate().map(view).collect()
}

/// The turns of `notes`' variations in the order that plays them back ([`ImportedTurn`]): each
/// variation's first turn from the position before the turn it replaces, its later turns each
/// from the one before.
pub fn imported_turns<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Vec<ImportedTurn> {
    let mut out = Vec::new();
    walk(game, &notes.variations, None, &mut out);
    out
}

/// Where a line's turns went in the list: their indices, the line's `at`, and where its first
/// turn was played from (the earlier turn, or the main line's ply).
type Placed<'a> = (&'a [usize], usize, Option<usize>, usize);

/// Appends the turns of `list`, the variations of the line `parent` placed (the main line's when
/// `None`), to `out`, each variation followed by its own.
fn walk<B: PageBoard>(
    game: &Game<B>,
    list: &[Variation],
    parent: Option<Placed>,
    out: &mut Vec<ImportedTurn>,
) {
    for v in list {
        let (from, ply) = match parent {
            None => (None, ply_of(game, v.at)),
            // A variation of a line's first turn starts where that line started.
            Some((_, at, from, ply)) if v.at == at => (from, ply),
            Some((turns, at, from, ply)) => (turns.get(v.at - at - 1).copied().or(from), ply),
        };
        let mut placed = Vec::new();
        for (k, t) in v.turns.iter().enumerate() {
            let from = if k == 0 { from } else { Some(out.len() - 1) };
            placed.push(out.len());
            out.push(ImportedTurn { from, ply, text: t.text.clone(), comment: t.comment.clone() });
        }
        walk(game, &v.variations, Some((&placed, v.at, from, ply)), out);
    }
}

/// Forgets what the notes say of the game after its first `ply` plies (taken back and replaced):
/// the comments after them and the variations of turns that started there or later.
pub fn forget_after<B: PageBoard>(game: &Game<B>, notes: &mut Annotations, ply: usize) {
    notes.truncate(ply);
    let started = game_turns(game).iter().filter(|&&(first, _)| first < ply).count();
    notes.variations.retain(|v| v.at < started);
}

/// Sets (or with `None` or blank text, clears) the comment after the turn `turn` of the
/// variation `line`.
pub fn set_variation_comment(
    notes: &mut Annotations,
    line: &[usize],
    turn: usize,
    text: Option<String>,
) -> Result<(), String> {
    let text = text.filter(|t| !t.trim().is_empty());
    if text.as_ref().is_some_and(|t| t.len() > super::COMMENT_LIMIT) {
        return Err(format!("a comment is too long: at most {} bytes", super::COMMENT_LIMIT));
    }
    let slot = notation::variation_turn_mut(&mut notes.variations, line, turn)
        .ok_or_else(|| format!("no turn {turn} in the variation {line:?}"))?;
    slot.comment = text;
    Ok(())
}
