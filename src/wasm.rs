//! The WebAssembly boundary: the only file that touches `wasm_bindgen`, `js_sys` and
//! `serde_wasm_bindgen`. The page never decides a rule itself: legal targets, move validation,
//! results and their reasons all come through here from [`Game`].
//!
//! Two entry points:
//! - [`WasmGame`], the checked game for the page's main thread (`new WasmGame("standard", rules)`).
//! - [`WasmSearcher`], the computer player for the Web Worker: one per game, so its
//!   transposition table carries over from move to move. Each search rebuilds the game from its
//!   start and move list, so the worker holds no game state and can be terminated at any time to
//!   cancel a search (a fresh worker gets a fresh searcher).
//!
//! Rules and limits cross as plain JS objects (`{simultaneous: "draw", repetition: true}`), read
//! with serde through validating shadow types, so a bad field is a clear error, never a panic.

use crate::notation::{
    format_position, format_record, format_sgf, format_turn, parse_position, parse_record, play_text,
    split_turns, TextPlayError,
};
use crate::search::{Limits, SearchInfo, Searcher, MATE_BOUND};
use crate::{Colour, Game, Move, MoveKind, Outcome, Position, Rules, Simultaneous, Square, Variant};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// Rule options as the page sends them; every field is optional and defaults to [`Rules::default`].
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
struct RulesDto {
    simultaneous: Option<String>,
    repetition: Option<bool>,
    move_limit: Option<u32>,
}

/// Search limits as the worker receives them.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
struct LimitsDto {
    level: Option<u8>,
    depth: Option<u32>,
    movetime_ms: Option<u64>,
    seed: Option<f64>,
}

/// One move, with everything the page needs to draw and announce it.
#[derive(Serialize)]
struct MoveDto {
    /// `slide`, `drop` or `pass`.
    kind: &'static str,
    from: Option<String>,
    to: Option<String>,
    capture: bool,
    /// docs/rules.md §4 text: `b1-d3`, `c1xa3`, `@d4`, `pass`.
    text: String,
    /// [`Move::to_u16`], for the worker and for replay.
    packed: u16,
}

/// A move of the history, with the colour that played it.
#[derive(Serialize)]
struct PlayedDto {
    #[serde(flatten)]
    mv: MoveDto,
    colour: &'static str,
}

#[derive(Serialize)]
struct PieceDto {
    square: String,
    colour: &'static str,
}

#[derive(Serialize)]
struct OutcomeDto {
    /// `black_wins`, `white_wins`, `east_west_wins`, `north_south_wins` or `draw`.
    key: String,
    /// `black`, `white`, `east_west`, `north_south`, or `None` for a draw.
    winner: Option<&'static str>,
    /// In words: `Black connected all pieces`, `draw by threefold repetition`.
    reason: String,
    /// `1-0`, `0-1`, `1/2-1/2`.
    result: &'static str,
}

/// Everything the page draws, in one object (see `www/board.js` for its use).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StateDto {
    variant: &'static str,
    variant_name: &'static str,
    size: u8,
    /// Colours in turn order (`["black", "white"]`, AmbiLOA: `["white", "black", "yellow", "blue"]`).
    seats: Vec<&'static str>,
    /// The colour to move.
    turn: &'static str,
    /// The side to move: `black`, `white`, `east_west`, `north_south`.
    side: &'static str,
    pieces: Vec<PieceDto>,
    /// Parachute: opponent pieces still held by `[black, white]`.
    in_hand: [u8; 2],
    /// Parachute: the mover has moved and must now drop.
    drop_due: bool,
    legal_moves: Vec<MoveDto>,
    last_move: Option<PlayedDto>,
    history: Vec<PlayedDto>,
    outcome: Option<OutcomeDto>,
    can_undo: bool,
    can_redo: bool,
    rules: RulesOut,
    /// The current position as a position string (docs/rules.md §4, `loa::notation`).
    position: String,
    /// The position the game started from, as a position string.
    start: String,
}

/// The rules in force, in the shape the page sends them.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RulesOut {
    simultaneous: &'static str,
    repetition: bool,
    move_limit: Option<u32>,
}

/// A target of the selected piece.
#[derive(Serialize)]
struct TargetDto {
    to: String,
    capture: bool,
}

/// A progress report of the search, sent to the worker's `on_info`.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct InfoDto {
    depth: u32,
    /// Centi-pieces from the view of `side` (the side to move when the search began).
    score: i32,
    /// `black`, `white`, `east_west` or `north_south`: whose view `score` and `mate` take.
    side: &'static str,
    /// A forced result the principal variation plays out: `+n` means `side` connects on its
    /// n-th turn from now, `-n` that the opponent does on its n-th. `None` for ordinary scores,
    /// and for a forced result whose variation stops short of the end.
    mate: Option<i32>,
    /// Whether the score announces a forced result (beyond `MATE_BOUND`), with or without `mate`.
    decisive: bool,
    nodes: f64,
    nps: f64,
    elapsed_ms: f64,
    /// The principal variation as turns in docs/rules.md §4 notation (`b1-d3`, `c1xa3`, `a3-c5@d4`).
    pv: Vec<String>,
    /// The colour that plays each turn of `pv`.
    pv_colours: Vec<&'static str>,
}

/// The worker's answer.
#[derive(Serialize)]
struct ResultDto {
    best: MoveDto,
    info: InfoDto,
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("cannot convert to JavaScript: {e}")))
}

fn parse_variant(key: &str) -> Result<Variant, JsError> {
    Variant::parse(key).ok_or_else(|| {
        let keys: Vec<&str> = Variant::ALL.iter().map(|v| v.key()).collect();
        JsError::new(&format!("unknown variant \"{key}\": expected one of {}", keys.join(", ")))
    })
}

fn parse_rules(value: JsValue) -> Result<Rules, JsError> {
    if value.is_undefined() || value.is_null() {
        return Ok(Rules::default());
    }
    let dto: RulesDto =
        serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("bad rules object: {e}")))?;
    let mut rules = Rules::default();
    if let Some(text) = dto.simultaneous {
        rules.simultaneous = Simultaneous::parse(&text).ok_or_else(|| {
            JsError::new(&format!(
                "bad rules: simultaneous is \"{text}\", expected \"mover-wins\" or \"draw\""
            ))
        })?;
    }
    if let Some(repetition) = dto.repetition {
        rules.repetition = repetition;
    }
    rules.move_limit = dto.move_limit.filter(|&n| n > 0);
    Ok(rules)
}

fn rules_out(rules: Rules) -> RulesOut {
    RulesOut {
        simultaneous: rules.simultaneous.key(),
        repetition: rules.repetition,
        move_limit: rules.move_limit,
    }
}

fn move_dto(m: Move) -> MoveDto {
    MoveDto {
        kind: match m.kind() {
            MoveKind::Slide => "slide",
            MoveKind::Drop => "drop",
            MoveKind::Pass => "pass",
        },
        from: m.from().map(|s| s.to_string()),
        to: m.to().map(|s| s.to_string()),
        capture: m.is_capture(),
        text: m.to_string(),
        packed: m.to_u16(),
    }
}

fn outcome_dto(outcome: Outcome) -> OutcomeDto {
    OutcomeDto {
        key: outcome.key(),
        winner: outcome.winner().map(|w| w.key()),
        reason: capitalise(&outcome.reason()),
        result: outcome.result_tag(),
    }
}

/// `draw by threefold repetition` → `Draw by threefold repetition`, for display on the board.
fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(first.to_ascii_uppercase()).chain(chars).collect(),
        None => String::new(),
    }
}

fn parse_square(text: &str) -> Result<Square, JsError> {
    Square::parse(text).ok_or_else(|| JsError::new(&format!("\"{text}\" is not a square (a1 to h8)")))
}

/// The rules' reason for an illegal move, or the notation's for unreadable text.
fn play_error(err: TextPlayError) -> JsError {
    match err {
        TextPlayError::Illegal { error, .. } => JsError::new(&error.to_string()),
        TextPlayError::Notation(e) => JsError::new(&e.to_string()),
    }
}

/// A checked game of Lines of Action for the page.
#[wasm_bindgen]
pub struct WasmGame {
    game: Game,
}

#[wasm_bindgen]
impl WasmGame {
    /// A new game: `variant` is a key such as `standard` or `parachute`; `rules` an object
    /// `{simultaneous: "mover-wins"|"draw", repetition: bool, moveLimit: number|null}` or
    /// undefined for the defaults.
    #[wasm_bindgen(constructor)]
    pub fn new(variant: &str, rules: JsValue) -> Result<WasmGame, JsError> {
        Ok(WasmGame { game: Game::new(parse_variant(variant)?, parse_rules(rules)?) })
    }

    /// A game from a position string such as
    /// `standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b - mover-wins,repetition`.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(text: &str) -> Result<WasmGame, JsError> {
        let (pos, rules) = parse_position(text).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(WasmGame { game: Game::from_position(pos, rules) })
    }

    /// A game from a record (tags and numbered turns), every move checked.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(text: &str) -> Result<WasmGame, JsError> {
        let record = parse_record(text).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(WasmGame { game: record.game })
    }

    /// The game as a record: tags, numbered turns, result.
    pub fn record(&self) -> String {
        format_record(&self.game, &[])
    }

    /// The game as SGF (GM[9]); throws for variants SGF has no setup for.
    pub fn sgf(&self) -> Result<String, JsError> {
        format_sgf(&self.game).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Everything the page draws: pieces, turn, legal moves, history, result (see `StateDto`).
    pub fn state(&self) -> Result<JsValue, JsError> {
        let g = &self.game;
        let pos = g.position();
        let variant = g.variant();
        let mut pieces = Vec::new();
        for colour in Colour::ALL {
            for sq in pos.pieces(colour) {
                pieces.push(PieceDto { square: sq.to_string(), colour: colour.name() });
            }
        }
        let history: Vec<PlayedDto> = g
            .moves()
            .iter()
            .zip(g.positions())
            .map(|(&m, before)| PlayedDto { mv: move_dto(m), colour: before.turn().name() })
            .collect();
        let state = StateDto {
            variant: variant.key(),
            variant_name: variant.name(),
            size: variant.size().width(),
            seats: variant.seats().iter().map(|c| c.name()).collect(),
            turn: pos.turn().name(),
            side: pos.side_to_move().key(),
            pieces,
            in_hand: [pos.in_hand(Colour::Black), pos.in_hand(Colour::White)],
            drop_due: pos.drop_due(),
            legal_moves: g.legal_moves().iter().map(|&m| move_dto(m)).collect(),
            last_move: g.moves().last().map(|&m| PlayedDto {
                mv: move_dto(m),
                colour: g.positions()[g.positions().len() - 2].turn().name(),
            }),
            history,
            outcome: g.outcome().map(outcome_dto),
            can_undo: !g.moves().is_empty(),
            can_redo: g.redo_moves().next().is_some(),
            rules: rules_out(g.rules()),
            position: format_position(pos, &g.rules()),
            start: format_position(g.start_position(), &g.rules()),
        };
        to_js(&state)
    }

    /// Plays a move given as text (`b1-d3`, `@d4`, `pass`, or a Parachute turn `a3-c5@d4`) or as
    /// a packed number. Throws an Error with the core's reason when illegal; the game is then
    /// unchanged, even for a two-part turn whose second part is refused.
    pub fn play(&mut self, mv: JsValue) -> Result<(), JsError> {
        if let Some(n) = mv.as_f64() {
            let m = u16::try_from(n as i64)
                .ok()
                .filter(|_| n.fract() == 0.0)
                .and_then(Move::from_u16)
                .ok_or_else(|| JsError::new(&format!("{n} is not a packed move")))?;
            return self.game.play(m).map_err(|e| JsError::new(&e.to_string()));
        }
        match mv.as_string() {
            Some(text) => play_text(&mut self.game, &text).map_err(play_error),
            None => Err(JsError::new("a move must be text such as \"b1-d3\" or a packed number")),
        }
    }

    /// Takes back the last move (one ply); false at the start.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// Replays the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.game.redo().is_some()
    }

    /// The legal targets of the piece on `from`: `[{to, capture}]`, empty if it cannot move now.
    pub fn targets(&self, from: &str) -> Result<JsValue, JsError> {
        let from = parse_square(from)?;
        let targets: Vec<TargetDto> = self
            .game
            .legal_moves()
            .iter()
            .filter(|m| m.from() == Some(from))
            .filter_map(|m| m.to().map(|to| TargetDto { to: to.to_string(), capture: m.is_capture() }))
            .collect();
        to_js(&targets)
    }

    /// Why the slide `from`→`to` is illegal now, in the core's words; `undefined` if it is legal.
    pub fn explain(&self, from: &str, to: &str) -> Result<Option<String>, JsError> {
        let m = Move::slide(parse_square(from)?, parse_square(to)?, false);
        Ok(self.game.check(m).err().map(|e| e.to_string()))
    }

    /// The packed moves played so far, for the worker and for saving the game.
    pub fn moves(&self) -> Vec<u16> {
        self.game.moves().iter().map(|m| m.to_u16()).collect()
    }
}

/// The time in milliseconds from `performance.now()` where it exists (pages and workers),
/// else from `Date.now()`. Read through `Reflect` so the same code runs in both globals.
fn clock() -> impl Fn() -> f64 {
    let performance = js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("performance")).ok();
    let now = performance.as_ref().and_then(|p| js_sys::Reflect::get(p, &JsValue::from_str("now")).ok());
    move || match (&performance, now.as_ref().and_then(|f| f.dyn_ref::<js_sys::Function>())) {
        (Some(p), Some(f)) => f.call0(p).ok().and_then(|t| t.as_f64()).unwrap_or_else(js_sys::Date::now),
        _ => js_sys::Date::now(),
    }
}

/// The computer player of one game, for the Web Worker. It keeps its [`Searcher`] (and so the
/// transposition table) from move to move; the worker makes a new one for a new game.
#[wasm_bindgen]
pub struct WasmSearcher {
    searcher: Searcher,
}

impl Default for WasmSearcher {
    fn default() -> Self {
        WasmSearcher::new()
    }
}

#[wasm_bindgen]
impl WasmSearcher {
    /// A searcher with nothing learnt yet.
    #[wasm_bindgen(constructor)]
    pub fn new() -> WasmSearcher {
        // 8 MB of transposition table: plenty for a second or two of search at wasm speed, and
        // small enough for a phone's worker.
        WasmSearcher { searcher: Searcher::with_tt_size(8 << 20) }
    }

    /// Chooses a move for the game that started from the position string `start` (with its
    /// rules) and continued with the packed `moves`, within `limits`
    /// (`{level, depth, movetimeMs, seed}`, every field optional). `on_info` receives each
    /// progress report `{depth, score, side, mate, nodes, nps, elapsedMs, pv}`. Returns
    /// `{best, info}`; throws when the moves are illegal, the limits malformed or the game over.
    pub fn search(
        &mut self,
        start: &str,
        moves: &[u16],
        limits: JsValue,
        on_info: &js_sys::Function,
    ) -> Result<JsValue, JsError> {
        let game = replay(start, moves)?;
        if let Some(outcome) = game.outcome() {
            return Err(JsError::new(&format!("nothing to search: the game is over ({outcome})")));
        }
        let limits = parse_limits(limits)?;
        let root = *game.position();
        let simultaneous = game.rules().simultaneous;
        let now = clock();
        let mut report = |info: &SearchInfo| {
            if let Ok(value) = to_js(&info_dto(&root, simultaneous, info)) {
                // A throwing callback must not abort the search; the page sees the result anyway.
                let _ = on_info.call1(&JsValue::NULL, &value);
            }
        };
        let result = self.searcher.search(&game, &limits, &now, &mut report);
        to_js(&ResultDto { best: move_dto(result.best), info: info_dto(&root, simultaneous, &result.info) })
    }
}

/// The game that started from the position string `start` and continued with packed `moves`.
fn replay(start: &str, moves: &[u16]) -> Result<Game, JsError> {
    let (pos, rules) = parse_position(start).map_err(|e| JsError::new(&e.to_string()))?;
    let mut game = Game::from_position(pos, rules);
    for (i, &bits) in moves.iter().enumerate() {
        let m = Move::from_u16(bits)
            .ok_or_else(|| JsError::new(&format!("move {}: {bits} is no move", i + 1)))?;
        game.play(m).map_err(|e| JsError::new(&format!("move {} ({m}): {e}", i + 1)))?;
    }
    Ok(game)
}

/// Reads `{level, depth, movetimeMs, seed}`; missing fields keep [`Limits::default`]. Built
/// from the default so fields the search may gain later keep their defaults.
fn parse_limits(value: JsValue) -> Result<Limits, JsError> {
    let dto: LimitsDto = if value.is_undefined() || value.is_null() {
        LimitsDto::default()
    } else {
        serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("bad limits object: {e}")))?
    };
    let defaults = Limits::default();
    if let Some(level) = dto.level.filter(|l| !(1..=6).contains(l)) {
        return Err(JsError::new(&format!("bad limits: level is {level}, expected 1 to 6")));
    }
    if let Some(seed) = dto.seed.filter(|s| !(s.is_finite() && *s >= 0.0 && s.fract() == 0.0)) {
        return Err(JsError::new(&format!("bad limits: seed is {seed}, expected a whole number ≥ 0")));
    }
    let mut limits = Limits { level: dto.level.unwrap_or(defaults.level), ..defaults };
    limits.depth = dto.depth;
    limits.movetime_ms = dto.movetime_ms;
    limits.seed = dto.seed.map_or(defaults.seed, |s| s as u64);
    Ok(limits)
}

fn info_dto(root: &Position, simultaneous: Simultaneous, info: &SearchInfo) -> InfoDto {
    let turns = split_turns(&info.pv);
    let line = play_out(root, simultaneous, &turns);
    let decisive = info.score.abs() > MATE_BOUND;
    InfoDto {
        depth: info.depth,
        score: info.score,
        side: root.side_to_move().key(),
        mate: line.mate.filter(|_| decisive),
        decisive,
        nodes: info.nodes as f64,
        nps: info.nps as f64,
        elapsed_ms: info.elapsed_ms as f64,
        pv: turns[..line.colours.len()].iter().map(|t| format_turn(t)).collect(),
        pv_colours: line.colours,
    }
}

/// A principal variation played out on the board.
struct PlayedLine {
    /// The colour playing each turn, up to the first illegal ply (a stale line is cut there).
    colours: Vec<&'static str>,
    /// If the line ends in a connection win: the winner's turns to it, positive when the side
    /// to move at the root wins.
    mate: Option<i32>,
}

/// Plays the variation from `root`. Only connection wins are read here (docs/rules.md §1); the
/// search's own mate score is what says the result is forced.
fn play_out(root: &Position, simultaneous: Simultaneous, turns: &[&[Move]]) -> PlayedLine {
    let me = root.side_to_move();
    let mut pos = *root;
    let mut line = PlayedLine { colours: Vec::new(), mate: None };
    let mut counts = (0, 0); // turns by `me`, turns by the other side
    for turn in turns {
        let mover = pos.side_to_move();
        let colour = pos.turn().name();
        for &m in turn.iter() {
            if !pos.is_legal(m) {
                return line;
            }
            pos.play_unchecked(m);
        }
        line.colours.push(colour);
        if mover == me {
            counts.0 += 1;
        } else {
            counts.1 += 1;
        }
        if pos.drop_due() {
            continue;
        }
        if let Some(outcome) = pos.connection_outcome(simultaneous) {
            line.mate = match outcome.winner() {
                Some(w) if w == me => Some(counts.0),
                Some(_) => Some(-counts.1),
                None => None,
            };
            break;
        }
    }
    line
}

/// Benchmark: searches the fixed benchmark positions to `depth` and returns the nodes searched,
/// the same work as the native `bench_search`'s fixed-depth line (`bench/search_wasm.mjs` times it).
#[wasm_bindgen(js_name = benchSearch)]
pub fn bench_search(depth: u32) -> f64 {
    crate::search::bench::run_fixed(depth) as f64
}
