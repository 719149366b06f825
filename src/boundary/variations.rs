//! The page's variations: a game's other lines, kept as text beside its main line by the file
//! readers' wasm (they are read, written and checked there, with the records), shown, played
//! into, promoted and deleted. The game's wasm knows nothing of them: it is handed a variation's
//! turns as text to replay when one is shown ([`Variations::line_to`]). The tree's own operations
//! are [`crate::notation`]'s.

use super::{ImportedGame, PageBoard};
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
    /// The index of the turn it replaces, counted in the turns of the line it hangs from (the
    /// main line's from the game's first turn).
    pub after: usize,
    /// Its turns.
    pub turns: Vec<VariationTurnView>,
    /// Its own variations, each after the turn it replaces.
    pub variations: Vec<VariationView>,
}

/// One turn of a variation as the move list shows it.
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct VariationTurnView {
    /// The turn as a record writes it.
    pub text: String,
    /// Its move number, as a record numbers it.
    pub number: usize,
    /// Whether the first seat of a round plays it (a record writes `12.` before it; a
    /// variation's first turn of another seat, `12…`).
    pub first: bool,
    /// Its comment, if any.
    pub comment: Option<String>,
}

/// What promoting a variation led to: where its turn is now, and, when the game's own moves
/// changed, the game as the page loads a read one (its link and words).
#[derive(Serialize, Clone, Debug, PartialEq, Eq)]
pub struct Promoted {
    /// Where the turn shown is now.
    pub spot: SpotView,
    /// The game with its new main line, when it changed.
    pub game: Option<ImportedGame>,
}

/// A game's variations as the page keeps them: the tree, and the main line's turns (as text)
/// it was last given, so variations of turns since replaced are forgotten.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Variations {
    /// The main line's turns when last seen: longer than the game after an undo, whose turns
    /// may be redone.
    main: Vec<String>,
    /// The variations of the main line.
    tree: Vec<Variation>,
}

/// The main line's turns as text, each with its comment (a Parachute turn's two joined).
fn main_line<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Vec<VariationTurn> {
    let turns = game_turns(game);
    let said = notes.turn_comments(turns.iter().map(|(_, plies)| plies.len()));
    let texts = turns.iter().map(|&(first, plies)| B::turn_text(&game.positions()[first], plies));
    texts.zip(said).map(|(text, comment)| VariationTurn { text, comment }).collect()
}

/// The main line's turns as text.
fn main_texts<B: PageBoard>(game: &Game<B>) -> Vec<String> {
    main_line(game, &Annotations::default()).into_iter().map(|t| t.text).collect()
}

/// The first ply of the main line's turn `turn` (the game's length past its last).
fn ply_of<B: PageBoard>(game: &Game<B>, turn: usize) -> usize {
    game_turns(game).get(turn).map_or(game.moves().len(), |&(first, _)| first)
}

/// The page's name of `spot`.
fn view_of<B: PageBoard>(game: &Game<B>, spot: Spot) -> SpotView {
    match spot {
        Spot::Main(turns) => SpotView::Main { ply: ply_of(game, turns) },
        Spot::Node { line, turn } => SpotView::Node { line, turn },
    }
}

/// The refusal of a variation or turn that is not there (the page names only those it was given).
fn no_turn() -> String {
    "no such variation turn".to_string()
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
            after: v.at - start,
            turns: turns.collect(),
            variations: views(&v.variations, &here, v.at, seats),
            line: here,
        }
    };
    list.iter().enumerate().map(view).collect()
}

impl Variations {
    /// The variations read with a game (`notes.variations`), beside its main line.
    pub fn read<B: PageBoard>(game: &Game<B>, notes: &Annotations) -> Variations {
        Variations { main: main_texts(game), tree: notes.variations.clone() }
    }

    /// Whether there are any.
    pub fn any(&self) -> bool {
        !self.tree.is_empty()
    }

    /// Follows the game's main line as it is now: moves played at its end keep every
    /// variation; moves taken back keep those of the turns that may be redone; a turn played in
    /// place of another forgets the variations of the turns after it.
    /// → the number of turns the game has.
    fn follow<B: PageBoard>(&mut self, game: &Game<B>) -> usize {
        let now = main_texts(game);
        let turns = now.len();
        let same = now.iter().zip(&self.main).take_while(|(a, b)| a == b).count();
        if same < turns && same < self.main.len() {
            self.tree.retain(|v| v.at <= same);
        }
        if same < turns || turns >= self.main.len() {
            self.main = now;
        }
        turns
    }

    /// The variations as the move list shows them: those of turns the game has (after an undo,
    /// the others wait to be redone).
    pub fn views<B: PageBoard>(&mut self, game: &Game<B>) -> Vec<VariationView> {
        let turns = self.follow(game);
        let seats = game.start_position().variant().seats().len();
        let mut shown = views(&self.tree, &[], 0, seats);
        shown.retain(|v| v.after < turns);
        shown
    }

    /// The turns, as text, from the game's start to the turn `turn` of the variation `line`:
    /// the page replays them to show its position.
    pub fn line_to<B: PageBoard>(
        &mut self,
        game: &Game<B>,
        line: &[usize],
        turn: usize,
    ) -> Result<Vec<String>, String> {
        self.follow(game);
        self.texts_to(line, turn)
    }

    /// [`Variations::line_to`] on the main line as last followed.
    fn texts_to(&self, line: &[usize], turn: usize) -> Result<Vec<String>, String> {
        let (start, texts) = notation::line_to(&self.tree, line, turn).ok_or_else(no_turn)?;
        let mut all = self.main.get(..start).ok_or_else(no_turn)?.to_vec();
        all.extend(texts.into_iter().map(str::to_string));
        Ok(all)
    }

    /// Plays the turn `text` on the position `line`/`at` names — the main line's ply `at` when
    /// `line` is empty, else the turn `at` of that variation — as [`notation::play_in`] does: a
    /// turn the line goes on with is followed, any other enters or makes a variation. The turn
    /// is checked by replaying the line to it; one at the main line's end is refused (it is the
    /// game's own move).
    pub fn play_in<B: PageBoard>(
        &mut self,
        game: &Game<B>,
        line: &[usize],
        at: usize,
        text: &str,
    ) -> Result<SpotView, String> {
        let turns = self.follow(game);
        let from = if line.is_empty() {
            let turn = game_turns(game).iter().position(|&(first, _)| first == at).ok_or_else(no_turn)?;
            Spot::Main(turn)
        } else {
            Spot::Node { line: line.to_vec(), turn: at }
        };
        let before = match &from {
            Spot::Main(turn) => self.main[..*turn].to_vec(),
            // Followed above: the main line's turns are not written again.
            Spot::Node { line, turn } => self.texts_to(line, *turn)?,
        };
        // The turn is checked, and written as a record writes it, on the line replayed.
        let mut played = Game::from_board(*game.start_position(), game.rules());
        for t in &before {
            B::play_turn(&mut played, t).map_err(|why| format!("{t}: {why}"))?;
        }
        let first = played.moves().len();
        B::play_turn(&mut played, text).map_err(|why| format!("{text}: {why}"))?;
        if !played.position().turn_finished() {
            return Err(format!("{text} is half a turn: its drop is due"));
        }
        let text = B::turn_text(&played.positions()[first], &played.moves()[first..]);
        let main = &self.main[..turns];
        let spot = notation::play_in(&mut self.tree, main, &from, &text)
            .ok_or_else(|| format!("variations nest at most {} deep", notation::MAX_VARIATION_DEPTH))?;
        Ok(view_of(game, spot))
    }

    /// A turn on from the turn `turn` of the variation `line` (or, `forward` false, back: from
    /// its first turn, the position it starts from).
    pub fn step<B: PageBoard>(
        &mut self,
        game: &Game<B>,
        line: &[usize],
        turn: usize,
        forward: bool,
    ) -> Result<SpotView, String> {
        self.follow(game);
        let spot = notation::step(&self.tree, line, turn, forward).ok_or_else(no_turn)?;
        Ok(view_of(game, spot))
    }

    /// Deletes the turn `turn` of the variation `line` and all after it (the whole variation
    /// from its first turn). → the position to show: the one before the deleted turn.
    pub fn delete<B: PageBoard>(
        &mut self,
        game: &Game<B>,
        line: &[usize],
        turn: usize,
    ) -> Result<SpotView, String> {
        self.follow(game);
        let spot = notation::delete_from(&mut self.tree, line, turn).ok_or_else(no_turn)?;
        Ok(view_of(game, spot))
    }

    /// Whether the variation `line` can be promoted: always, unless it would replace main-line
    /// turns of a game that ended by resignation, on time or by agreement (that ending belongs
    /// to the moves it was recorded with).
    pub fn can_promote<B: PageBoard>(game: &Game<B>, line: &[usize]) -> bool {
        line.len() > 1
            || !(game.resigned().is_some() || game.lost_on_time().is_some() || game.drawn_by_agreement())
    }

    /// Promotes the variation `line` ([`notation::promote`]) of the game read with `notes`: a
    /// main-line variation becomes the game's moves from its first turn on, and the game's later
    /// moves (with their comments) a variation.
    pub fn promote<B: PageBoard>(
        &mut self,
        game: &Game<B>,
        notes: &Annotations,
        line: &[usize],
        turn: usize,
    ) -> Result<Promoted, String> {
        if !Variations::can_promote(game, line) {
            return Err(
                "the game ended by resignation, on time or by agreement: its moves stay the main line".into(),
            );
        }
        self.follow(game);
        let mut main = main_line(game, notes);
        let mut tree = self.tree.clone();
        let spot = notation::promote(&mut tree, &mut main, line, turn).ok_or_else(no_turn)?;
        if line.len() > 1 {
            self.tree = tree;
            return Ok(Promoted { spot: view_of(game, spot), game: None });
        }
        // The main line changed: the game is its start replayed along the new turns.
        let mut replayed = Game::from_board(*game.start_position(), game.rules());
        let mut said = Annotations {
            tags: notes.tags.clone(),
            game_comment: notes.game_comment.clone(),
            ..Annotations::default()
        };
        for t in &main {
            B::play_turn(&mut replayed, &t.text).map_err(|why| format!("{}: {why}", t.text))?;
            said.set_comment(replayed.moves().len() - 1, t.comment.clone());
        }
        self.tree = tree;
        self.main = main.into_iter().map(|t| t.text).collect();
        let spot = view_of(&replayed, spot);
        Ok(Promoted { spot, game: Some(ImportedGame::of(&replayed, said)?) })
    }

    /// Sets (or with `None` or blank text, clears) the comment after the turn `turn` of the
    /// variation `line`.
    pub fn set_comment(&mut self, line: &[usize], turn: usize, text: Option<String>) -> Result<(), String> {
        let text = text.filter(|t| !t.trim().is_empty());
        if text.as_ref().is_some_and(|t| t.len() > super::COMMENT_LIMIT) {
            return Err(format!("a comment is too long: at most {} bytes", super::COMMENT_LIMIT));
        }
        let slot = notation::variation_turn_mut(&mut self.tree, line, turn).ok_or_else(no_turn)?;
        slot.comment = text;
        Ok(())
    }

    /// The notes of the game read with `notes`, with these variations (those of turns it has).
    pub fn with_notes<B: PageBoard>(&mut self, game: &Game<B>, notes: &Annotations) -> Annotations {
        let turns = self.follow(game);
        let mut all = notes.clone();
        all.variations = self.tree.iter().filter(|v| v.at < turns).cloned().collect();
        all
    }
}
