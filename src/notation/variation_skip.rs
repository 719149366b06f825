//! Reading past variations, for the one-file edition (feature `onefile`): its 200 KB budget has
//! no room to keep them (the site's readers do, [`super::variation_read`]), so a record's
//! `( … )` and an SGF file's other sub-trees are read past, balanced and within the depth limit,
//! their comments with them. Once there were any, [`Lines::finish`] gives one empty variation,
//! which no writer writes, so the page can say they were not kept.

use super::reason::ReasonCode;
use super::sgf_tree::{Step, Tree};
use super::text_board::TextBoard;
use super::turn_error::TurnError;
use super::{Variation, MAX_VARIATION_DEPTH};
use crate::{Game, GameBoard};
use std::marker::PhantomData;

/// The main line being read, and how deep inside variations the text is.
pub(super) struct Lines<M> {
    /// Variations open around the text read.
    depth: usize,
    /// The index of the main line's next turn.
    turn: usize,
    /// Whether any variation was read past.
    seen: bool,
    /// Character offset of the outermost open `(`.
    opened_at: usize,
    moves: PhantomData<M>,
}

impl<M: Copy> Lines<M> {
    pub(super) fn new() -> Lines<M> {
        Lines { depth: 0, turn: 0, seen: false, opened_at: 0, moves: PhantomData }
    }

    /// Whether a variation is open.
    pub(super) fn in_variation(&self) -> bool {
        self.depth > 0
    }

    /// Whether the text read now is read past (inside a variation): its turns are not played.
    pub(super) fn skips(&self) -> bool {
        self.depth > 0
    }

    /// The index of the main line's next turn.
    pub(super) fn turn_index(&self) -> usize {
        self.turn
    }

    /// Plays one of the main line's turns.
    pub(super) fn play<B: TextBoard<Move = M>>(
        &mut self,
        game: &mut Game<B>,
        text: &str,
    ) -> Result<(), TurnError> {
        B::play_turn(game, text)?;
        if game.position().turn_finished() {
            self.turn += 1;
        }
        Ok(())
    }

    /// A comment inside a variation is read past with it; `false` on the main line.
    pub(super) fn comment(&mut self, _text: &str) -> bool {
        self.depth > 0
    }

    /// Opens a variation at character `at`, to read past it.
    pub(super) fn open<B: GameBoard<Move = M>>(
        &mut self,
        _game: &mut Game<B>,
        _replace_last: bool,
        at: usize,
    ) -> Result<(), ReasonCode> {
        if self.depth >= MAX_VARIATION_DEPTH {
            return Err(ReasonCode::VariationTooDeep { max: MAX_VARIATION_DEPTH });
        }
        if self.depth == 0 {
            self.opened_at = at;
        }
        self.depth += 1;
        self.seen = true;
        Ok(())
    }

    /// Closes the open variation.
    pub(super) fn close<B: GameBoard<Move = M>>(&mut self, _game: &mut Game<B>) -> Result<(), ReasonCode> {
        if self.depth == 0 {
            return Err(ReasonCode::VariationNotOpen);
        }
        self.depth -= 1;
        Ok(())
    }

    /// One empty variation when any was read past (none otherwise), or the character offset of
    /// a `(` still open.
    pub(super) fn finish(self) -> Result<Vec<Variation>, usize> {
        match self.depth {
            0 => Ok(if self.seen { vec![Variation::default()] } else { Vec::new() }),
            _ => Err(self.opened_at),
        }
    }
}

/// An SGF tree's main line, node by node; then, when it has branches, the first opened and
/// closed at once, so [`Lines`] notes that there were variations.
pub(super) struct TreeWalk<'a> {
    tree: &'a Tree,
    /// Steps taken: the main line's nodes, then the branch's open and close.
    done: usize,
}

impl<'a> TreeWalk<'a> {
    pub(super) fn new(tree: &'a Tree) -> TreeWalk<'a> {
        TreeWalk { tree, done: 0 }
    }
}

impl<'a> Iterator for TreeWalk<'a> {
    type Item = Result<Step<'a>, (usize, ReasonCode)>;

    fn next(&mut self) -> Option<Self::Item> {
        let main = self.tree.nodes.len();
        let step = match self.tree.nodes.get(self.done) {
            Some(node) => Step::Node(node),
            None if self.done == main => Step::Open(self.tree.branches.first()?),
            None if self.done == main + 1 => Step::Close,
            None => return None,
        };
        self.done += 1;
        Some(Ok(step))
    }
}
