//! The SGF syntax, without meaning: a file is a collection of game trees `(;…)(;…)`, each read
//! down its main line into nodes of properties, with its other branches beside it. What the
//! properties say is [`super::sgf`]'s job.

use super::reason::{Reason, ReasonCode};

/// One property: identifier, values, and the character offset where it starts.
pub(crate) struct Property {
    /// The identifier's capital letters (FF[3] allowed lower-case letters, which do not count).
    pub name: String,
    /// The values, unescaped; never empty.
    pub values: Vec<String>,
    /// Character offset of the identifier.
    pub at: usize,
}

/// One game tree: the nodes of its main line, its branches and the character offset of its `(`.
pub(crate) struct Tree {
    /// The main line's nodes, each a list of properties.
    pub nodes: Vec<Vec<Property>>,
    /// The sub-trees after the first at each branch point, in the order their `(` is read.
    pub branches: Vec<Branch>,
    /// Character offset of the tree's opening `(`.
    pub at: usize,
    /// Character offset just after the tree's closing `)`.
    pub end: usize,
}

/// A sub-tree that is not its parent's first: a line played instead of the first node of the
/// first sub-tree beside it.
// The one-file edition reads past branches (src/notation/variation_skip.rs): where they hang is not read.
#[cfg_attr(feature = "onefile", allow(dead_code))]
pub(crate) struct Branch {
    /// The line it hangs from: 0 the main line, `b + 1` the branch `b`.
    pub line: usize,
    /// The index in that line of the node it is played instead of.
    pub node: usize,
    /// Its line's nodes (its own first sub-trees continue it).
    pub nodes: Vec<Vec<Property>>,
    /// Character offset of its `(`.
    pub at: usize,
}

/// One step of reading a tree's nodes in order (`variation_read::TreeWalk`): a branch opens, the
/// branch open closes, or a node is read.
pub(crate) enum Step<'a> {
    /// A branch opens, just before the node it is played instead of.
    Open(&'a Branch),
    /// The branch open closes.
    Close,
    /// A node of the line open.
    Node(&'a [Property]),
}

/// A syntax error: the character offset and what is wrong there.
pub(crate) type SyntaxError = (usize, Reason);

fn skip_blanks(chars: &[char], at: &mut usize) {
    while *at < chars.len() && chars[*at].is_whitespace() {
        *at += 1;
    }
}

/// Every game tree of the text, in order. A syntax error anywhere is an error of the whole text
/// (after it there is no telling where the next game starts); from the second game on, its
/// message names the game: `game 2: the value of C is not closed by ]`.
pub(crate) fn read_trees(chars: &[char]) -> Result<Vec<Tree>, SyntaxError> {
    let mut at = 0;
    let mut trees = Vec::new();
    loop {
        skip_blanks(chars, &mut at);
        if at >= chars.len() && !trees.is_empty() {
            return Ok(trees);
        }
        if chars.get(at) != Some(&'(') {
            return Err(if trees.is_empty() {
                (at, ReasonCode::SgfNoStart.into())
            } else {
                (at, ReasonCode::SgfTextAfter { games: trees.len() }.into())
            });
        }
        let number = trees.len() + 1;
        let (tree, next) = read_tree(chars, at).map_err(|(at, why)| {
            if number > 1 {
                (at, ReasonCode::InGame { game: number, reason: Box::new(why) }.into())
            } else {
                (at, why)
            }
        })?;
        trees.push(tree);
        at = next;
    }
}

/// Reads the game tree whose `(` is at `start`; returns it and the offset after its last `)`.
/// The first sub-tree at each branch point continues its parent's line, the others are
/// branches; nodes written after a sub-tree (which SGF does not allow) are read past. One
/// entry per open `(` on a stack, so any depth is read without recursion.
fn read_tree(chars: &[char], start: usize) -> Result<(Tree, usize), SyntaxError> {
    let mut at = start;
    // Per open `(`: its line, and that line's length when its first sub-tree opened.
    let mut open: Vec<(usize, Option<usize>)> = Vec::new();
    let mut nodes: Vec<Vec<Property>> = Vec::new();
    let mut branches: Vec<Branch> = Vec::new();
    // Whether a node is open, and whether its properties are kept.
    let mut in_node = false;
    let mut keep = false;
    loop {
        skip_blanks(chars, &mut at);
        let Some(&c) = chars.get(at) else {
            return Err((at, ReasonCode::SgfTreeNotClosed { missing: open.len() }.into()));
        };
        let line = open.last().map_or(0, |&(line, _)| line);
        let line_nodes = match line {
            0 => &mut nodes,
            b => &mut branches[b - 1].nodes,
        };
        match c {
            '(' => {
                let len = line_nodes.len();
                match open.last_mut() {
                    None => open.push((0, None)),
                    Some(top @ (_, None)) => {
                        top.1 = Some(len);
                        open.push((line, None));
                    }
                    Some(&mut (_, Some(node))) => {
                        branches.push(Branch { line, node, nodes: Vec::new(), at });
                        open.push((branches.len(), None));
                    }
                }
                in_node = false;
                at += 1;
            }
            ')' => {
                if nodes.is_empty() {
                    return Err((at, ReasonCode::SgfNoNode.into()));
                }
                in_node = false;
                open.pop();
                at += 1;
                if open.is_empty() {
                    return Ok((Tree { nodes, branches, at: start, end: at }, at));
                }
            }
            ';' => {
                keep = open.last().is_some_and(|(_, child)| child.is_none());
                if keep {
                    line_nodes.push(Vec::new());
                }
                in_node = true;
                at += 1;
            }
            c if c.is_ascii_alphabetic() => {
                if !in_node {
                    return Err((at, ReasonCode::SgfPropertyOutsideNode.into()));
                }
                let property = read_property(chars, &mut at)?;
                if keep {
                    if let Some(node) = line_nodes.last_mut() {
                        node.push(property);
                    }
                }
            }
            found => return Err((at, ReasonCode::SgfUnexpected { found }.into())),
        }
    }
}

/// Reads one property starting at its identifier, leaving `at` after its last value.
fn read_property(chars: &[char], at: &mut usize) -> Result<Property, SyntaxError> {
    let start = *at;
    while *at < chars.len() && chars[*at].is_ascii_alphabetic() {
        *at += 1;
    }
    // FF[3] allowed lower-case letters in identifiers (`GaMe` is GM); only the capitals count.
    let name: String = chars[start..*at].iter().filter(|c| c.is_ascii_uppercase()).collect();
    let mut values = Vec::new();
    loop {
        skip_blanks(chars, at);
        if chars.get(*at) != Some(&'[') {
            break;
        }
        let value_start = *at;
        *at += 1;
        let mut value = String::new();
        loop {
            match chars.get(*at) {
                None => return Err((value_start, ReasonCode::SgfValueNotClosed { name }.into())),
                Some(']') => break,
                // A backslash before a line break is SGF's soft line break: both vanish.
                Some('\\') if matches!(chars.get(*at + 1), Some('\n' | '\r')) => {
                    *at += if chars[*at + 1] == '\r' && chars.get(*at + 2) == Some(&'\n') { 3 } else { 2 };
                }
                Some('\\') if *at + 1 < chars.len() => {
                    value.push(chars[*at + 1]);
                    *at += 2;
                }
                Some(&c) => {
                    value.push(c);
                    *at += 1;
                }
            }
        }
        *at += 1;
        values.push(value);
    }
    if values.is_empty() {
        return Err((start, ReasonCode::SgfNoValue { name }.into()));
    }
    Ok(Property { name, values, at: start })
}
