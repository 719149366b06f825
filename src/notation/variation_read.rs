//! Reading variations beside a main line, for records and SGF alike: one explicit stack of
//! lines (never recursion over the text), each variation played on the game itself from the
//! position before the turn it replaces and taken back when it closes, so every turn is checked
//! by the rules as the main line's are and kept as the text a record writes.

use super::annotations::join;
use super::reason::ReasonCode;
use super::sgf_tree::{Branch, Property, Step, Tree};
use super::text_board::TextBoard;
use super::turn_error::TurnError;
use super::{Variation, VariationTurn, MAX_VARIATION_DEPTH};
use crate::{Game, GameBoard};

/// One line being read: the main line (the first) or an open variation.
struct Line<M> {
    /// The variation read so far (for the main line, only its `variations`).
    read: Variation,
    /// The index of this line's next turn, from the game's first turn.
    turn: usize,
    /// The ply where the turn being played started.
    turn_start: usize,
    /// The last whole turn of this line: its index and first ply.
    last: Option<(usize, usize)>,
    /// The game's plies when the line opened, and the plies of the turn it replaced, played
    /// again when it closes.
    mark: usize,
    replaced: Vec<M>,
    /// A comment before the line's first turn.
    pending: Option<String>,
    /// Character offset of its `(`.
    opened_at: usize,
}

/// The lines open while a text is read; the first is the main line.
pub(super) struct Lines<M> {
    open: Vec<Line<M>>,
}

/// Takes the game back to its first `plies` plies (a reader's game was never conceded, so
/// every ply can be taken back).
fn undo_to<B: GameBoard>(game: &mut Game<B>, plies: usize) {
    while game.moves().len() > plies && game.undo().is_some() {}
}

impl<M: Copy> Lines<M> {
    pub(super) fn new() -> Lines<M> {
        let main = Line {
            read: Variation::default(),
            turn: 0,
            turn_start: 0,
            last: None,
            mark: 0,
            replaced: Vec::new(),
            pending: None,
            opened_at: 0,
        };
        Lines { open: vec![main] }
    }

    fn top(&mut self) -> &mut Line<M> {
        self.open.last_mut().expect("the main line is always open")
    }

    /// Whether a variation is open.
    pub(super) fn in_variation(&self) -> bool {
        self.open.len() > 1
    }

    /// Whether the text read now is read past (never here: the one-file edition's reader,
    /// src/notation/variation_skip.rs, reads past variations).
    pub(super) fn skips(&self) -> bool {
        false
    }

    /// The index of the current line's next turn, from the game's first turn.
    pub(super) fn turn_index(&self) -> usize {
        self.open.last().map_or(0, |l| l.turn)
    }

    /// Plays one turn's text (or a Parachute move written apart from its drop) in the current
    /// line; a variation keeps each whole turn as a record writes it.
    pub(super) fn play<B: TextBoard<Move = M>>(
        &mut self,
        game: &mut Game<B>,
        text: &str,
    ) -> Result<(), TurnError> {
        let variation = self.in_variation();
        let line = self.top();
        if game.position().turn_finished() {
            line.turn_start = game.moves().len();
        }
        B::play_turn(game, text)?;
        if game.position().turn_finished() {
            let first = line.turn_start;
            if variation {
                let text = B::turn_text(&game.positions()[first], &game.moves()[first..]);
                line.read.turns.push(VariationTurn { text, comment: line.pending.take() });
            }
            line.last = Some((line.turn, first));
            line.turn += 1;
        }
        Ok(())
    }

    /// Keeps a comment in the open variation (on its last turn, or its first when none is read
    /// yet); `false` on the main line, whose comments the caller keeps.
    pub(super) fn comment(&mut self, text: &str) -> bool {
        if !self.in_variation() {
            return false;
        }
        let text = text.trim();
        if !text.is_empty() {
            let line = self.top();
            join(line.read.turns.last_mut().map_or(&mut line.pending, |t| &mut t.comment), text);
        }
        true
    }

    /// Opens a variation at character `at`: a record's, which replaces the line's last turn
    /// (taken back until it closes), or with `replace_last` false an SGF branch, played
    /// instead of the turn that comes next.
    pub(super) fn open<B: GameBoard<Move = M>>(
        &mut self,
        game: &mut Game<B>,
        replace_last: bool,
        at: usize,
    ) -> Result<(), ReasonCode> {
        if self.open.len() > MAX_VARIATION_DEPTH {
            return Err(ReasonCode::VariationTooDeep { max: MAX_VARIATION_DEPTH });
        }
        let line = self.top();
        let (index, first) = match line.last {
            _ if !replace_last => (line.turn, game.moves().len()),
            Some(last) if game.position().turn_finished() => last,
            _ => return Err(ReasonCode::VariationNoTurn),
        };
        let replaced = game.moves()[first..].to_vec();
        undo_to(game, first);
        self.open.push(Line {
            read: Variation { at: index, ..Variation::default() },
            turn: index,
            turn_start: first,
            last: None,
            mark: first,
            replaced,
            pending: None,
            opened_at: at,
        });
        Ok(())
    }

    /// Closes the open variation: the game goes back to where the line it hangs from stood, and
    /// the variation (unless empty) joins that line's.
    pub(super) fn close<B: GameBoard<Move = M>>(&mut self, game: &mut Game<B>) -> Result<(), ReasonCode> {
        if !self.in_variation() {
            return Err(ReasonCode::VariationNotOpen);
        }
        let line = self.open.pop().expect("a variation is open");
        undo_to(game, line.mark);
        for &m in &line.replaced {
            // Played before the variation opened: legal.
            game.play_checked(m);
        }
        game.forget_redo();
        if !line.read.turns.is_empty() {
            self.top().read.variations.push(line.read);
        }
        Ok(())
    }

    /// The main line's variations, or the character offset of a `(` still open.
    pub(super) fn finish(mut self) -> Result<Vec<Variation>, usize> {
        match self.open.len() {
            1 => Ok(std::mem::take(&mut self.top().read.variations)),
            _ => Err(self.top().opened_at),
        }
    }
}

/// The order an SGF tree's nodes are read in: its main line, and each branch just before the
/// node it is played instead of, opened and closed around its own nodes and branches. No
/// recursion: one frame a line open.
pub(super) struct TreeWalk<'a> {
    tree: &'a Tree,
    /// Each line's branches (0 the main line, `b + 1` the branch `b`), in the order of the
    /// nodes they replace.
    hanging: Vec<Vec<usize>>,
    /// Per line being walked: the line, its next node and its next branch.
    walk: Vec<(usize, usize, usize)>,
}

impl<'a> TreeWalk<'a> {
    pub(super) fn new(tree: &'a Tree) -> TreeWalk<'a> {
        let mut hanging: Vec<Vec<usize>> = vec![Vec::new(); tree.branches.len() + 1];
        for (b, branch) in tree.branches.iter().enumerate() {
            hanging[branch.line].push(b);
        }
        // A line's branches are found deepest first (a branch point's later turns and their
        // branches are inside its first sub-tree), those of one node in the order written: the
        // runs of one node, reversed, are in the order of the nodes they replace. No sort: its
        // code weighs 2 KB in a wasm.
        for branches in &mut hanging {
            let node = |b: &usize| tree.branches[*b].node;
            let mut runs: Vec<&[usize]> = branches.chunk_by(|a, b| node(a) == node(b)).collect();
            runs.reverse();
            *branches = runs.concat();
        }
        TreeWalk { tree, hanging, walk: vec![(0, 0, 0)] }
    }

    fn nodes(&self, line: usize) -> &'a [Vec<Property>] {
        match line {
            0 => &self.tree.nodes,
            b => &self.tree.branches[b - 1].nodes,
        }
    }
}

impl<'a> Iterator for TreeWalk<'a> {
    /// A step, or a branch with no node to be played instead of (at its `(`).
    type Item = Result<Step<'a>, (usize, ReasonCode)>;

    fn next(&mut self) -> Option<Self::Item> {
        let &(line, j, k) = self.walk.last()?;
        let here = self.walk.len() - 1;
        let tree = self.tree;
        if let Some(&b) = self.hanging[line].get(k).filter(|&&b| tree.branches[b].node <= j) {
            self.walk[here].2 += 1;
            let branch: &'a Branch = &tree.branches[b];
            if j == self.nodes(line).len() {
                return Some(Err((branch.at, ReasonCode::VariationNoTurn)));
            }
            self.walk.push((b + 1, 0, 0));
            return Some(Ok(Step::Open(branch)));
        }
        let Some(node) = self.nodes(line).get(j) else {
            self.walk.pop();
            return (!self.walk.is_empty()).then_some(Ok(Step::Close));
        };
        self.walk[here].1 += 1;
        Some(Ok(Step::Node(node)))
    }
}
