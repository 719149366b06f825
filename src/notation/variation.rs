//! Variations: lines a record gives beside its main line, as lichess's studies and PGN keep
//! them. A variation is played instead of one turn of the line it hangs from (a record writes it
//! in `( … )` right after that turn; an SGF file as a sibling sub-tree of that turn's node), and
//! may have variations of its own turns. Turns are kept as text, as a record writes them
//! (`b1-d3`, `a3-c5@d4`): every reader checks them by replaying them, and whoever shows a
//! variation's position replays it the same way.

/// How deep variations may nest (a variation of a variation of … ): readers refuse deeper ones,
/// so no walk over a tree of variations ever needs more than this many frames of stack.
pub const MAX_VARIATION_DEPTH: usize = 32;

/// A line of turns played instead of the turn `at` of the line it hangs from.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Variation {
    /// The index (from 0, counted from the game's first turn, whatever line it hangs from) of
    /// the turn it replaces: its first turn is played on the position before that turn.
    pub at: usize,
    /// Its turns in order (never empty), each as a record writes it, with its comment.
    pub turns: Vec<VariationTurn>,
    /// The variations of its own turns: each one's `at` is between `self.at` and
    /// `self.at + self.turns.len() - 1`, in the order they are written, which is the order of
    /// the turns they replace (every reader and every change here keeps it).
    pub variations: Vec<Variation>,
}

/// One turn of a variation: its text and the comment after it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct VariationTurn {
    /// The turn as a record writes it (`b1-d3`, `a3xd3`, `a3-c5@d4`, `pass`).
    pub text: String,
    /// The comment written after it, if any.
    pub comment: Option<String>,
}

/// A position of a game with variations: after the first turns of its main line, or after a
/// turn of one of its variations.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Spot {
    /// After this many turns of the main line.
    Main(usize),
    /// After the turn `turn` (from 0) of the variation `line` names: `line[0]` indexes the main
    /// line's variations, each later index the variations of the one before.
    Node {
        /// The indices leading to the variation, from the main line's.
        line: Vec<usize>,
        /// The turn of that variation, from 0.
        turn: usize,
    },
}

/// The variation `line` names in `variations`, if there is one.
pub fn variation_at<'a>(variations: &'a [Variation], line: &[usize]) -> Option<&'a Variation> {
    let (&first, rest) = line.split_first()?;
    let mut found = variations.get(first)?;
    for &i in rest {
        found = found.variations.get(i)?;
    }
    Some(found)
}

fn variation_at_mut<'a>(variations: &'a mut [Variation], line: &[usize]) -> Option<&'a mut Variation> {
    let (&first, rest) = line.split_first()?;
    let mut found = variations.get_mut(first)?;
    for &i in rest {
        found = found.variations.get_mut(i)?;
    }
    Some(found)
}

/// The turn `turn` of the variation `line`, to change its comment.
pub fn variation_turn_mut<'a>(
    variations: &'a mut [Variation],
    line: &[usize],
    turn: usize,
) -> Option<&'a mut VariationTurn> {
    variation_at_mut(variations, line)?.turns.get_mut(turn)
}

/// How a node is reached from the main line: the index of the first main-line turn it does not
/// follow, and the texts of the turns played from there on (the node's own turn last). `None`
/// when `line` or `turn` names nothing.
pub fn line_to<'a>(
    variations: &'a [Variation],
    line: &[usize],
    turn: usize,
) -> Option<(usize, Vec<&'a str>)> {
    let start = variation_at(variations, line.get(..1)?)?.at;
    let mut texts: Vec<&str> = Vec::new();
    let mut list = variations;
    for &i in line {
        let variation = list.get(i)?;
        // It replaces a turn of the line before it: that line's turns up to there are kept.
        let kept = variation.at.checked_sub(start).filter(|&kept| kept <= texts.len())?;
        texts.truncate(kept);
        texts.extend(variation.turns.iter().map(|t| t.text.as_str()));
        list = &variation.variations;
    }
    let last = variation_at(variations, line)?;
    if turn >= last.turns.len() {
        return None;
    }
    texts.truncate(last.at - start + turn + 1);
    Some((start, texts))
}

/// Inserts `variation` among `list` after those that replace the same or an earlier turn, so
/// variations stay in the order they are written; → its index.
fn insert(list: &mut Vec<Variation>, variation: Variation) -> usize {
    let index = list.iter().position(|v| v.at > variation.at).unwrap_or(list.len());
    list.insert(index, variation);
    index
}

/// Plays the turn `text` (as a record writes it) on the position `from`: a turn the line shown
/// goes on with is followed, one that an existing variation starts with enters it, one at the end
/// of a variation extends it, and any other starts a new variation. `main` is the main line's
/// turns. → where the turn leads; `None` when `from` names nothing, is the main line's end (a
/// turn there is the game's own), or a new variation would nest deeper than
/// [`MAX_VARIATION_DEPTH`].
pub fn play_in(variations: &mut Vec<Variation>, main: &[String], from: &Spot, text: &str) -> Option<Spot> {
    let starts = |v: &Variation, at: usize| v.at == at && v.turns.first().is_some_and(|t| t.text == text);
    let new = |at| Variation {
        at,
        turns: vec![VariationTurn { text: text.to_string(), comment: None }],
        variations: Vec::new(),
    };
    match from {
        Spot::Main(done) => {
            let next = main.get(*done)?;
            if next == text {
                return Some(Spot::Main(done + 1));
            }
            let index = match variations.iter().position(|v| starts(v, *done)) {
                Some(index) => index,
                None => insert(variations, new(*done)),
            };
            Some(Spot::Node { line: vec![index], turn: 0 })
        }
        Spot::Node { line, turn } => {
            let variation = variation_at_mut(variations, line)?;
            let next = variation.at + turn + 1;
            match variation.turns.get(turn + 1) {
                Some(t) if t.text == text => return Some(Spot::Node { line: line.clone(), turn: turn + 1 }),
                None if *turn < variation.turns.len() => {
                    variation.turns.push(VariationTurn { text: text.to_string(), comment: None });
                    return Some(Spot::Node { line: line.clone(), turn: turn + 1 });
                }
                _ => {}
            }
            let index = match variation.variations.iter().position(|v| starts(v, next)) {
                Some(index) => index,
                None if line.len() < MAX_VARIATION_DEPTH => insert(&mut variation.variations, new(next)),
                None => return None,
            };
            let mut line = line.clone();
            line.push(index);
            Some(Spot::Node { line, turn: 0 })
        }
    }
}

/// The position after the first `done` turns of the game along the line `line` names (the main
/// line when empty): on that line, or on the line it hangs from when it starts later.
fn spot_along(variations: &[Variation], line: &[usize], done: usize) -> Spot {
    let mut line = line.to_vec();
    while let Some(variation) = variation_at(variations, &line) {
        if done > variation.at {
            return Spot::Node { turn: done - variation.at - 1, line };
        }
        line.pop();
    }
    Spot::Main(done)
}

/// The turn after the node `turn` of the variation `line` (itself at the variation's end), or
/// the position before it (before its first turn: the one it starts from).
pub fn step(variations: &[Variation], line: &[usize], turn: usize, forward: bool) -> Option<Spot> {
    let variation = variation_at(variations, line)?;
    let last = variation.turns.len().checked_sub(1)?;
    Some(match (forward, turn) {
        (true, _) => Spot::Node { line: line.to_vec(), turn: (turn + 1).min(last) },
        (false, 0) => spot_along(variations, &line[..line.len() - 1], variation.at),
        (false, _) => Spot::Node { line: line.to_vec(), turn: (turn - 1).min(last) },
    })
}

/// Deletes the node `turn` of the variation `line` and every turn after it (with their
/// variations): the whole variation when `turn` is its first. → the position shown after, the
/// one before the deleted turn; `None` when nothing is named.
pub fn delete_from(variations: &mut Vec<Variation>, line: &[usize], turn: usize) -> Option<Spot> {
    let variation = variation_at_mut(variations, line)?;
    let at = variation.at;
    if turn >= variation.turns.len() {
        return None;
    }
    if turn > 0 {
        variation.turns.truncate(turn);
        // What replaced the deleted turn stays: the first such line goes on with it, as
        // lichess's tree keeps a deleted node's siblings.
        variation.variations.retain(|v| v.at <= at + turn);
        if let Some(first) = variation.variations.iter().position(|v| v.at == at + turn) {
            let next = variation.variations.remove(first);
            variation.turns.extend(next.turns);
            for v in next.variations {
                insert(&mut variation.variations, v);
            }
        }
        return Some(Spot::Node { line: line.to_vec(), turn: turn - 1 });
    }
    let (&last, parent) = line.split_last()?;
    match parent {
        [] => variations.remove(last),
        _ => variation_at_mut(variations, parent)?.variations.remove(last),
    };
    Some(spot_along(variations, parent, at))
}

/// Promotes the variation `line`: from its first turn on it changes places with the line it
/// hangs from, which becomes a variation in its place with the variations of its later turns.
/// `main` is the main line's turns with their comments, changed when the variation hangs from
/// it. → the position of the node `turn` of the promoted variation, now on its new line.
pub fn promote(
    variations: &mut Vec<Variation>,
    main: &mut Vec<VariationTurn>,
    line: &[usize],
    turn: usize,
) -> Option<Spot> {
    let (&index, parent) = line.split_last()?;
    let parent_at = match parent {
        [] => 0,
        _ => variation_at(variations, parent)?.at,
    };
    let (turns, list): (&mut Vec<VariationTurn>, &mut Vec<Variation>) = if parent.is_empty() {
        (main, variations)
    } else {
        let p = variation_at_mut(variations, parent)?;
        (&mut p.turns, &mut p.variations)
    };
    if index >= list.len() || turn >= list[index].turns.len() {
        return None;
    }
    let promoted = list.remove(index);
    let at = promoted.at;
    let kept = at.checked_sub(parent_at).filter(|&k| k <= turns.len())?;
    let tail = turns.split_off(kept);
    turns.extend(promoted.turns);
    // The variations of the turns after the one replaced go with those turns.
    let (later, stay): (Vec<Variation>, Vec<Variation>) =
        std::mem::take(list).into_iter().partition(|v| v.at > at);
    *list = stay;
    let demoted = Variation { at, turns: tail, variations: later };
    // In the promoted one's place: the list before it holds only variations of earlier turns
    // or of the same one.
    if !demoted.turns.is_empty() {
        list.insert(index, demoted);
    }
    for variation in promoted.variations {
        insert(list, variation);
    }
    let done = at + turn + 1;
    Some(if parent.is_empty() {
        Spot::Main(done)
    } else {
        Spot::Node { line: parent.to_vec(), turn: done - parent_at - 1 }
    })
}
