//! SGF for Lines of Action (GM[9]); the conventions are described in the
//! [module documentation](super).

use super::annotations::{Annotations, SGF_TAGS};
use super::error::{excerpt, line_column, line_column_on, NotationError};
use super::moves::{format_turn, parse_turn, play_plies, reason_after_move, TextPlayError};
use super::position_string::{format_rules, parse_rules};
use super::record::{player_name, turns};
use super::result::{settle, Claim};
use super::sgf_tree::{read_trees, Property, Tree};
use crate::{Colour, Game, Position, Rules, Variant};

/// The `SU` value of a variant, for the variants SGF GM[9] has a setup for.
fn setup_name(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Standard => Some("Standard"),
        Variant::ScrambledEggs => Some("Scrambled-eggs"),
        Variant::Parachute => Some("Parachute"),
        // Boardspace's name for its Gemma records (issue 21).
        Variant::Gemma => Some("Gemma"),
        _ => None,
    }
}

/// The variant of an `SU` value, any case: the names [`setup_name`] writes, and those of
/// Boardspace: `LOA` (its live server's standard game, beside `VV[1]`) and `Scrambled`.
fn setup_of(value: &str) -> Option<Variant> {
    let value = value.trim();
    if value.eq_ignore_ascii_case("LOA") {
        return Some(Variant::Standard);
    }
    if value.eq_ignore_ascii_case("Scrambled") {
        return Some(Variant::ScrambledEggs);
    }
    [Variant::Standard, Variant::ScrambledEggs, Variant::Parachute, Variant::Gemma]
        .into_iter()
        .find(|v| setup_name(*v).is_some_and(|s| s.eq_ignore_ascii_case(value)))
}

/// Writes a game as one SGF line: `(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[Standard]RU[mover-wins,repetition]
/// RE[B+];B[b1-d3];W[a3xd3])`, one node per turn, a Parachute turn as `B[a3-c5@d4]`.
/// AmbiLOA and the small boards have no SGF setup, and games from a set-up position cannot be
/// written either (use a record with a `Position` tag); both give [`NotationError::Unsupported`].
pub fn format_sgf(game: &Game) -> Result<String, NotationError> {
    format_sgf_annotated(game, &Annotations::default())
}

/// Writes a game as [`format_sgf`] does, with what `notes` says, as Boardspace writes it and
/// reads it back: the players, event, date, place, round, name and annotator in the root (`PB`,
/// `PW`, `EV`, `DT`, `PC`, `RO`, `GN`, `AN`), the game's comment as the root's `C`, and each
/// turn's comment as its node's `C` (a Parachute turn's two comments joined). Values escape `]`
/// and `\` with `\`. Tags with no SGF property are left out.
pub fn format_sgf_annotated(game: &Game, notes: &Annotations) -> Result<String, NotationError> {
    let variant = game.variant();
    let setup = setup_name(variant)
        .ok_or_else(|| NotationError::Unsupported(format!("SGF GM[9] has no setup for {variant}")))?;
    if *game.start_position() != Position::start(variant, &game.rules()) {
        return Err(NotationError::Unsupported(
            "SGF export needs a game from the variant's start position; use a game record with a Position tag"
                .to_string(),
        ));
    }
    let mut out = format!("(;GM[9]FF[4]CA[UTF-8]AP[loa]SU[{setup}]RU[{}]", format_rules(&game.rules()));
    match Claim::of(game) {
        Claim::InProgress => {}
        Claim::Win(0) => out.push_str("RE[B+]"),
        Claim::Win(_) => out.push_str("RE[W+]"),
        Claim::Resignation(0) => out.push_str("RE[B+R]"),
        Claim::Resignation(_) => out.push_str("RE[W+R]"),
        Claim::Time(0) => out.push_str("RE[B+T]"),
        Claim::Time(_) => out.push_str("RE[W+T]"),
        Claim::Draw | Claim::Agreement => out.push_str("RE[0]"),
    }
    // SGF escapes `]` and `\` inside a value with `\`.
    let property = |out: &mut String, id: &str, value: &str| {
        out.push_str(id);
        out.push('[');
        for c in value.chars() {
            if c == ']' || c == '\\' {
                out.push('\\');
            }
            out.push(c);
        }
        out.push(']');
    };
    for (tag, id) in SGF_TAGS {
        if let Some(value) = notes.tag(tag) {
            property(&mut out, id, value);
        }
    }
    if let Some(comment) = &notes.game_comment {
        property(&mut out, "C", comment);
    }
    let turns = turns(game);
    let said = notes.turn_comments(&turns);
    for ((colour, plies), comment) in turns.iter().zip(said) {
        let letter = if *colour == Colour::Black { 'B' } else { 'W' };
        out.push_str(&format!(";{letter}[{}]", format_turn(plies)));
        if let Some(comment) = comment {
            property(&mut out, "C", &comment);
        }
    }
    out.push(')');
    Ok(out)
}

/// The claim of an SGF `RE` value: `B+`/`W+` (a win), `B+R`/`W+R` (by resignation), `B+T`/`W+T`
/// (on time), `0` or `Draw`; `None` for `?`, `Void` or empty, which claim nothing. Wins by
/// forfeit or by score are refused: this program cannot replay them.
fn parse_re(value: &str) -> Result<Option<Claim>, String> {
    let upper = value.to_ascii_uppercase();
    let claim = match upper.as_str() {
        "" | "?" | "VOID" => return Ok(None),
        "0" | "DRAW" | "D" => Claim::Draw,
        "B+" => Claim::Win(0),
        "W+" => Claim::Win(1),
        "B+R" | "B+RESIGN" => Claim::Resignation(0),
        "W+R" | "W+RESIGN" => Claim::Resignation(1),
        "B+T" | "B+TIME" => Claim::Time(0),
        "W+T" | "W+TIME" => Claim::Time(1),
        _ => {
            return Err(format!(
                "RE[{}] is not a result this program can replay (B+, W+, B+R, W+R, B+T, W+T, 0 or ?)",
                excerpt(value)
            ))
        }
    };
    Ok(Some(claim))
}

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
pub struct SgfGame {
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
    pub game: Result<Game, NotationError>,
}

/// Whether a move value is a resignation, as Boardspace writes it: `B[Resign]`, `W[resign]`.
fn is_resign(value: &str) -> bool {
    value.trim().eq_ignore_ascii_case("resign")
}

/// The first value of the first property `name` of `node`, trimmed, when not empty.
fn first_value(node: &[Property], name: &str) -> Option<String> {
    node.iter().find(|p| p.name == name).map(|p| p.values[0].trim().to_string()).filter(|v| !v.is_empty())
}

fn header_and_comments(tree: &Tree) -> (SgfHeader, Vec<Option<String>>) {
    let root: &[Property] = tree.nodes.first().map_or(&[], |n| n.as_slice());
    let mut comments = Vec::new();
    for node in &tree.nodes {
        let moves = node.iter().filter(|p| (p.name == "B" || p.name == "W") && !is_resign(&p.values[0]));
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

fn syntax_error(text: &str, (at, why): (usize, String)) -> NotationError {
    let (line, column) = line_column(text, at);
    NotationError::Sgf { line, column, why }
}

/// Reads an SGF game (the main line of its game tree) and replays it with full checking.
/// `GM` must be 9 if given; `SU` picks the variant (Standard when absent; Boardspace's `LOA`
/// and `Scrambled` are read too); `RU` in this program's rules syntax sets the rules (default
/// rules when absent or not understood); `RE`, when it states a result, must be the one the
/// moves reach, `RE[B+R]`/`RE[W+R]` ends the game by White's/Black's resignation and
/// `RE[B+T]`/`RE[W+T]` by White's/Black's flag; other properties (PB, PW, C, …) are ignored
/// here ([`parse_sgf_collection`] reads them). Moves are `B[...]`/`W[...]` in docs/rules.md
/// notation with `-`, `x`, `:`, a blank or no separator (blanks inside a move are ignored);
/// `B[]` and `B[pass]` pass; a last node `B[resign]` (any case) is Black's resignation. A file of
/// several games is refused with a message saying how many and how to read them.
pub fn parse_sgf(text: &str) -> Result<Game, NotationError> {
    parse_sgf_annotated(text).map(|(game, _)| game)
}

/// Reads an SGF game as [`parse_sgf`] does, with what its record says beside the moves: the
/// root's players, event, date, … as record tags (`PB` is `Black`, `EV` is `Event`, …), the
/// root's comment as the game's, and each node's comment on the last ply played by then.
pub fn parse_sgf_annotated(text: &str) -> Result<(Game, Annotations), NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
    if let Some(second) = trees.get(1) {
        return Err(syntax_error(
            text,
            (
                second.at,
                format!(
                    "a collection of {} games: one game is read here; read it as a collection \
                     (parse_sgf_collection) to list the games and pick one",
                    trees.len()
                ),
            ),
        ));
    }
    replay(&|at| line_column(text, at), &trees[0])
}

/// Every game of an SGF file, `(;…)(;…)`, replayed and checked, as game links
/// ([`super::link`]), without headers or comments: the page's games list reads its own export
/// back with it, at a fraction of the wasm that [`parse_sgf_collection`] costs. The first game
/// that cannot be read is the error (its line and column place it in the file).
pub fn sgf_game_links(text: &str) -> Result<Vec<String>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
    trees
        .iter()
        .map(|tree| replay(&|at| line_column(text, at), tree).map(|(game, _)| super::link::encode(&game)))
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
    if let Some(why) = super::import::too_long(text) {
        return Err(NotationError::Sgf { line: 1, column: 1, why });
    }
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
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
                (Err(NotationError::Sgf { line, column, why }), root_annotations(tree))
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
    if let Some(why) = super::import::too_long(text) {
        return Err(NotationError::Sgf { line: 1, column: 1, why });
    }
    let chars: Vec<char> = text.chars().collect();
    let trees = read_trees(&chars).map_err(|e| syntax_error(text, e))?;
    let mut out = String::new();
    let mut start = (0, (1, 1));
    for tree in &trees {
        let root: &[Property] = tree.nodes.first().map_or(&[], |n| n.as_slice());
        for id in ["PB", "PW", "EV", "DT", "RE"] {
            let value = first_value(root, id).unwrap_or_default();
            out.extend(value.chars().map(|c| if c.is_control() { ' ' } else { c }));
            out.push('\t');
        }
        let turns = tree
            .nodes
            .iter()
            .flatten()
            .filter(|p| (p.name == "B" || p.name == "W") && !is_resign(&p.values[0]))
            .count();
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

/// The record tags of a tree's root (`PB` as `Black`, …) and its comment as the game's.
fn root_annotations(tree: &Tree) -> Annotations {
    let root: &[Property] = tree.nodes.first().map_or(&[], |n| n.as_slice());
    let tags =
        SGF_TAGS.iter().filter_map(|(tag, id)| first_value(root, id).map(|v| (tag.to_string(), v))).collect();
    Annotations { tags, game_comment: first_value(root, "C"), comments: Vec::new() }
}

/// Replays one game tree: the root's setup and result, then every move node, collecting the
/// comments on the way.
fn replay(
    place: &dyn Fn(usize) -> (usize, usize),
    tree: &Tree,
) -> Result<(Game, Annotations), NotationError> {
    let bad_at = |at: usize, why: String| {
        let (line, column) = place(at);
        NotationError::Sgf { line, column, why }
    };
    let nodes = &tree.nodes;
    let mut variant = Variant::Standard;
    let mut rules = Rules::default();
    let mut claim = None;
    if let Some(root) = nodes.first() {
        for p in root {
            let value = p.values[0].trim();
            match p.name.as_str() {
                "GM" if value != "9" => {
                    return Err(bad_at(
                        p.at,
                        format!("GM[{}] is not Lines of Action (GM[9])", excerpt(value)),
                    ))
                }
                "SU" => {
                    variant = setup_of(value).ok_or_else(|| {
                        bad_at(
                            p.at,
                            format!(
                            "SU[{}] is not a setup of SGF GM[9] (Standard or LOA, Scrambled-eggs, Parachute, Gemma)",
                            excerpt(value)
                        ),
                        )
                    })?
                }
                "RU" => rules = parse_rules(value).unwrap_or_default(),
                "RE" => {
                    claim = parse_re(value)
                        .map_err(|why| bad_at(p.at, why))?
                        .map(|c| (c, value.to_string(), p.at))
                }
                _ => {}
            }
        }
    }
    let mut game = Game::new(variant, rules);
    let mut notes = root_annotations(tree);
    // The root's comment is read node by node below, like every other.
    notes.game_comment = None;
    let mut number = 0u32;
    // The resigning colour and where its node stands.
    let mut resigned: Option<(Colour, usize)> = None;
    for node in nodes {
        for p in node.iter().filter(|p| p.name == "B" || p.name == "W") {
            let colour = if p.name == "B" { Colour::Black } else { Colour::White };
            let value = p.values[0].trim();
            if let Some((who, _)) = resigned {
                return Err(bad_at(p.at, format!("{}: {who} resigned before this move", excerpt(value))));
            }
            if is_resign(value) {
                resigned = Some((colour, p.at));
                continue;
            }
            number += 1;
            let token = if value.is_empty() { "pass" } else { value };
            // Boardspace's applet writes `c1 a3` and `b3- e3`: blanks inside a move mean nothing.
            let compact: String = token.chars().filter(|c| !c.is_whitespace()).collect();
            let player = player_name(variant, game.position().turn());
            let fail =
                |why: String| bad_at(p.at, format!("move {number} ({player}): {}: {why}", excerpt(token)));
            if colour != game.position().turn() {
                return Err(fail(format!("it is {}'s turn", game.position().turn())));
            }
            let plies = parse_turn(&compact, game.position()).map_err(|e| match e {
                NotationError::Move { why, .. } => fail(why),
                other => fail(other.to_string()),
            })?;
            play_plies(&mut game, &plies).map_err(|e| match e {
                TextPlayError::Illegal { text, error } => fail(reason_after_move(&text, &error)),
                TextPlayError::Notation(e) => fail(e.to_string()),
            })?;
        }
        if let Some(comment) = node.iter().find(|p| p.name == "C") {
            notes.add_comment(game.moves().len().checked_sub(1), &comment.values[0]);
        }
    }
    if let Some((loser, at)) = resigned {
        // SGF has only two-player setups: Black is side 0, White side 1.
        let winner = loser.index() ^ 1;
        if let Some((said, value, re_at)) = &claim {
            if !matches!(said, Claim::Win(w) | Claim::Resignation(w) if *w == winner) {
                return Err(bad_at(
                    *re_at,
                    format!("RE[{}] contradicts the resignation of {loser} in the last node", excerpt(value)),
                ));
            }
        }
        let said = format!("{}[resign]", if loser == Colour::Black { 'B' } else { 'W' });
        settle(&mut game, Claim::Resignation(winner), &said, "RE[B+R] or RE[W+R]")
            .map_err(|why| bad_at(at, why))?;
        return Ok((game, notes));
    }
    if let Some((claim, value, at)) = claim {
        // SGF's RE[0] gives no reason: on moves that do not end the game, the players agreed.
        let claim = if claim == Claim::Draw && !game.is_over() { Claim::Agreement } else { claim };
        settle(&mut game, claim, &format!("the SGF says RE[{}]", excerpt(&value)), "RE[B+R] or RE[W+R]")
            .map_err(|why| bad_at(at, why))?;
    }
    Ok((game, notes))
}
