//! SGF collections, `(;…)(;…)`: the ordinary way to publish a tournament. Listed to pick from
//! (players, event, date, result, length), read whole with every game replayed, or taken as game
//! links (the page's games list reads its own export back); one game is read by [`super::sgf`].

use super::annotations::Annotations;
use super::error::{line_column, line_column_on, NotationError};
use super::sgf::{first_value, is_resign, replay, root_annotations, root_of, syntax_error};
use super::sgf_tree::{read_trees, Property, Tree};
use super::text_board::TextBoard;
use crate::{Game, GameBoard, Position};

/// What the root of an SGF game says about it, read even when its moves cannot be replayed:
/// enough to list the games of a collection to pick from.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SgfHeader {
    /// Black's player, `PB`.
    pub black: Option<String>,
    /// White's player, `PW`.
    pub white: Option<String>,
    /// The event, `EV`.
    pub event: Option<String>,
    /// The date, `DT`, as written.
    pub date: Option<String>,
    /// The result, `RE`, as written.
    pub result: Option<String>,
    /// The game's name, `GN`.
    pub name: Option<String>,
    /// The root node's comment, `C`.
    pub comment: Option<String>,
    /// The number of turns on the main line (a resignation node is not a turn).
    pub turns: usize,
}

/// One game of an SGF collection ([`parse_sgf_collection`]).
#[derive(Clone, Debug)]
pub struct SgfGame<B: GameBoard = Position> {
    /// Its place in the file, from 1.
    pub number: usize,
    /// Line (from 1) of its opening `(`.
    pub line: usize,
    /// Column in characters (from 1) of its opening `(`.
    pub column: usize,
    /// Players, event, date, result, length.
    pub header: SgfHeader,
    /// The game's own text, `(;…)`: what to import to play it alone.
    pub text: String,
    /// The comment (`C`) of each turn's node, one entry per turn of the main line.
    pub comments: Vec<Option<String>>,
    /// The players, event, date, … of its root and its comments: the game's, and each ply's
    /// when the game could be replayed.
    pub annotations: Annotations,
    /// The game replayed with every move checked, or why it cannot be: an
    /// [`NotationError::Sgf`] whose message starts with the game's number (`game 2: move 5
    /// (White): …`) and whose line and column are in the whole file.
    pub game: Result<Game<B>, NotationError>,
}

/// Whether `p` is a turn of the main line: a move, not a resignation node.
fn is_turn(p: &Property) -> bool {
    (p.name == "B" || p.name == "W") && !is_resign(&p.values[0])
}

/// The game trees of a whole file (`chars` is `text`'s characters); texts over
/// [`super::MAX_TEXT_BYTES`] are refused before they are read.
fn file_trees(text: &str, chars: &[char]) -> Result<Vec<Tree>, NotationError> {
    if let Some(why) = super::import::too_long(text) {
        return Err(NotationError::Sgf { line: 1, column: 1, why: why.into() });
    }
    read_trees(chars).map_err(|e| syntax_error(text, e))
}

/// The header of a tree and the comment of each turn of its main line, replayed or not.
fn header_and_comments(tree: &Tree) -> (SgfHeader, Vec<Option<String>>) {
    let root = root_of(tree);
    let mut comments = Vec::new();
    for node in &tree.nodes {
        let moves = node.iter().filter(|p| is_turn(p));
        for _ in moves {
            comments.push(first_value(node, "C"));
        }
    }
    let header = SgfHeader {
        black: first_value(root, "PB"),
        white: first_value(root, "PW"),
        event: first_value(root, "EV"),
        date: first_value(root, "DT"),
        result: first_value(root, "RE"),
        name: first_value(root, "GN"),
        comment: first_value(root, "C"),
        turns: comments.len(),
    };
    (header, comments)
}

/// Every game of an SGF file, `(;…)(;…)`, replayed and checked, as game links
/// ([`super::link`]), without headers or comments: the page's games list reads its own export
/// back with it, at a fraction of the wasm that [`parse_sgf_collection`] costs. The first game
/// that cannot be read is the error (its line and column place it in the file).
pub fn sgf_game_links(text: &str) -> Result<Vec<String>, NotationError> {
    sgf_game_links_on::<Position>(text)
}

/// [`sgf_game_links`] for the games of a board `B`.
pub fn sgf_game_links_on<B: TextBoard>(text: &str) -> Result<Vec<String>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
    trees
        .iter()
        .map(|tree| {
            replay::<B>(&|at| line_column(text, at), tree).map(|(game, _)| super::link::encode(&game))
        })
        .collect()
}

/// Reads every game of an SGF file, `(;…)(;…)`: each with its header, the comments of its
/// turns and the game replayed or the error (naming the game, line and column) that stopped it.
/// Texts over [`super::MAX_TEXT_BYTES`] are refused. A game that cannot be replayed does not
/// stop the others; a syntax error (an unclosed value,
/// a stray character between games) stops the whole file, as there is no telling where the next
/// game would start.
///
/// ```
/// use loa::notation::parse_sgf_collection;
/// let games = parse_sgf_collection("(;GM[9]PB[ann];B[b1-d3])\n(;GM[9]PB[bob];B[b1-z9])").unwrap();
/// assert_eq!(games[0].header.black.as_deref(), Some("ann"));
/// assert_eq!(games[0].game.as_ref().unwrap().moves().len(), 1);
/// let err = games[1].game.as_ref().unwrap_err();
/// assert_eq!(err.to_string(), "SGF line 2, column 16: game 2: move 1 (Black): b1-z9: z9 is not a square");
/// ```
pub fn parse_sgf_collection(text: &str) -> Result<Vec<SgfGame>, NotationError> {
    parse_sgf_collection_on::<Position>(text)
}

/// Reads every game of an SGF file of a board `B` as [`parse_sgf_collection`] reads an 8×8
/// board's.
///
/// ```
/// use loa::notation::parse_sgf_collection_on;
/// use loa::cell_board::CellPosition;
/// let text = "(;GM[9]SU[Hex5]PB[ann];B[i2-g2])\n(;GM[9]SU[Black-hole];B[b1-b3];W[Resign])";
/// let games = parse_sgf_collection_on::<CellPosition>(text).unwrap();
/// assert_eq!(games[0].header.black.as_deref(), Some("ann"));
/// assert_eq!(games[1].game.as_ref().unwrap().resigned(), Some(loa::Side::White));
/// ```
pub fn parse_sgf_collection_on<B: TextBoard>(text: &str) -> Result<Vec<SgfGame<B>>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = file_trees(text, &chars)?;
    let mut games = Vec::with_capacity(trees.len());
    // Each game is placed from the one before, and its errors from its own start: one walk.
    let mut start = (0, (1, 1));
    for (i, tree) in trees.iter().enumerate() {
        let number = i + 1;
        let (line, column) = line_column_on(chars[start.0..tree.at].iter().copied(), start.1);
        start = (tree.at, (line, column));
        let place = |at: usize| line_column_on(chars[tree.at..at].iter().copied(), (line, column));
        let (header, comments) = header_and_comments(tree);
        let (game, annotations) = match replay(&place, tree) {
            Ok((game, notes)) => (Ok(game), notes),
            Err(e) => {
                let (line, column) = e.location().unwrap_or((line, column));
                let why = format!("game {number}: {}", e.detail());
                (Err(NotationError::Sgf { line, column, why: why.into() }), root_annotations(tree))
            }
        };
        let text = chars[tree.at..tree.end].iter().collect();
        games.push(SgfGame { number, line, column, header, text, comments, annotations, game });
    }
    Ok(games)
}

/// The games of an SGF text as a list to pick from, cheaper than [`parse_sgf_collection`] (no
/// comments, no replay): one line per game, its fields separated by tabs (tabs and line breaks
/// inside a value become blanks): black, white, event, date, result (as written, or empty), the
/// number of turns, and the line and column (from 1) where the game starts, then its own text
/// `(;…)` to import when it is picked — after as many line breaks and blanks as stand before it in
/// the file, its errors name the file's line and column. Texts are separated by the record
/// separator U+001E: `fields\u{1e}game text\u{1e}fields\u{1e}…` (one inside a game is
/// written U+FFFD).
pub fn list_sgf_games(text: &str) -> Result<String, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = file_trees(text, &chars)?;
    let mut out = String::new();
    let mut start = (0, (1, 1));
    for tree in &trees {
        let root = root_of(tree);
        for id in ["PB", "PW", "EV", "DT", "RE"] {
            let value = first_value(root, id).unwrap_or_default();
            out.extend(value.chars().map(|c| if c.is_control() { ' ' } else { c }));
            out.push('\t');
        }
        let turns = tree.nodes.iter().flatten().filter(|p| is_turn(p)).count();
        let (line, column) = line_column_on(chars[start.0..tree.at].iter().copied(), start.1);
        start = (tree.at, (line, column));
        out.push_str(&format!("{turns}\t{line}\t{column}\u{1e}"));
        // A separator inside the game (no program writes one) becomes U+FFFD, one character for
        // one, so the list stays whole and the game's errors keep their columns.
        out.extend(chars[tree.at..tree.end].iter().map(|&c| if c == '\u{1e}' { '\u{fffd}' } else { c }));
        out.push('\u{1e}');
    }
    Ok(out)
}
