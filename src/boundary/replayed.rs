//! The computer worker's game: rebuilt for every search from its start (a position string with
//! its rules) and its packed moves, on any board. [`ReplayedGame`] is what the one
//! `WasmSearcher` (src/wasm/searcher.rs) needs of a game, so the 8×8 build and the wide boards'
//! build export the same searcher from one source; [`search_replayed`] is its search.

use super::analysis::PlayedTurn;
use super::{MoveView, PageBoard, SearchAnswer, SearchReport};
use crate::cell_board::{format_cell_move, parse_cell_setup, CellGame, CellMove, CellPosition};
use crate::search::{Limits, MoveOf, SearchGame, SearchInfo, Searcher};
use crate::{Game, Side, Simultaneous};

/// A game the worker rebuilds and searches: the 8×8 [`Game`] and the wide boards'
/// [`CellGame`], rebuilt from the start the wide game's state gives (a wide position string with
/// every rule option) and its packed moves ([`PageBoard::packed_move`]).
pub trait ReplayedGame: SearchGame + Sized {
    /// The game that started from the position string `start` (with its rules) and continued
    /// with the packed `moves` ([`MoveView::packed`]); the error names the first bad one.
    fn replay(start: &str, moves: &[u16]) -> Result<Self, String>;

    /// How the game ended, in words, or `None` while it goes on.
    fn finished(&self) -> Option<String>;

    /// The report of a search from the position now ([`SearchReport`]: the variation as move
    /// texts with their colours, the turns to a forced result).
    fn report(&self, info: &SearchInfo<MoveOf<Self>>) -> SearchReport;

    /// A move of the position now, as the page receives it.
    fn move_view(&self, m: MoveOf<Self>) -> MoveView;
}

impl ReplayedGame for Game {
    fn replay(start: &str, moves: &[u16]) -> Result<Game, String> {
        super::replay(start, moves)
    }

    fn finished(&self) -> Option<String> {
        self.outcome().map(|outcome| outcome.to_string())
    }

    fn report(&self, info: &SearchInfo) -> SearchReport {
        SearchReport::of(self.position(), self.rules().simultaneous, info)
    }

    fn move_view(&self, m: crate::Move) -> MoveView {
        MoveView::of(m)
    }
}

impl ReplayedGame for CellGame {
    fn replay(start: &str, moves: &[u16]) -> Result<CellGame, String> {
        let (pos, rules) = parse_cell_setup(start).map_err(|e| e.to_string())?;
        let mut game = CellGame::from_position_with(pos, rules);
        for (i, &bits) in moves.iter().enumerate() {
            let pos = *game.position();
            let m = pos.unpacked_move(bits).ok_or_else(|| {
                format!("move {}: {bits} is no move on the {} board", i + 1, pos.variant().key())
            })?;
            game.play(m).map_err(|e| format!("move {} ({}): {e}", i + 1, format_cell_move(&pos, m)))?;
        }
        Ok(game)
    }

    fn finished(&self) -> Option<String> {
        self.ending()
    }

    fn report(&self, info: &SearchInfo<CellMove>) -> SearchReport {
        let root = self.position();
        let (texts, played) = play_out(root, self.simultaneous(), &info.pv);
        SearchReport::of_line(root.turn(), info, texts, &played)
    }

    fn move_view(&self, m: CellMove) -> MoveView {
        MoveView::on(self.position(), m)
    }
}

/// Plays the variation `pv` from `root` (every ply a whole turn on a wide board): each turn's
/// text and how it was played, up to the first illegal ply (a stale line from the
/// transposition table) or the end of the game.
fn play_out(
    root: &CellPosition,
    simultaneous: Simultaneous,
    pv: &[CellMove],
) -> (Vec<String>, Vec<PlayedTurn>) {
    let mut pos = *root;
    let (mut texts, mut played) = (Vec::new(), Vec::new());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        let mover = pos.turn();
        texts.push(format_cell_move(&pos, m));
        pos = pos.play(m);
        let ended = pos.connection_outcome(simultaneous).map(|outcome| outcome.winner());
        let colour = if mover == Side::Black { "black" } else { "white" };
        played.push(PlayedTurn { mover, colour, ended });
        if ended.is_some() {
            break;
        }
    }
    (texts, played)
}

/// Chooses a move for the game `G` rebuilt from `start` and packed `moves`, within `limits`,
/// by the clock `now` (milliseconds); `on_report` receives each progress report. The error
/// says why the game cannot be rebuilt, or that it is over.
///
/// ```
/// use loa::boundary::search_replayed;
/// use loa::search::{Limits, Searcher};
/// use loa::cell_board::CellGame;
/// let start = "hex-5 wb1wb/b4w/7/w6b/b7w/w6b/7/b4w/wb1wb b - draw";
/// let limits = Limits { depth: Some(2), movetime_ms: Some(1000), ..Limits::default() };
/// let answer = search_replayed::<CellGame>(&mut Searcher::new(), start, &[], &limits, &|| 0.0, &mut |_| {}).unwrap();
/// assert_eq!(answer.info.side, "black");
/// assert!(answer.best.text.contains('-') || answer.best.text.contains('x'));
/// ```
pub fn search_replayed<G: ReplayedGame>(
    searcher: &mut Searcher,
    start: &str,
    moves: &[u16],
    limits: &Limits,
    now: &dyn Fn() -> f64,
    on_report: &mut dyn FnMut(&SearchReport),
) -> Result<SearchAnswer, String> {
    let game = G::replay(start, moves)?;
    if let Some(ending) = game.finished() {
        return Err(format!("nothing to search: the game is over ({ending})"));
    }
    let result = searcher.search(&game, limits, now, &mut |info| on_report(&game.report(info)));
    Ok(SearchAnswer { best: game.move_view(result.best), info: game.report(&result.info) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boundary::{search_replayed, GameState};
    use crate::cell_board::{cell_shapes, CellMove};
    use crate::search::{Limits, Searcher};
    use crate::Rules;
    use crate::Variant;

    /// A wide game's start and packed moves, as its `WasmGame` gives them to the worker.
    fn worker_request(game: &CellGame) -> (String, Vec<u16>) {
        let moves = game.moves().iter().map(|m| CellPosition::packed_move(*m)).collect();
        (GameState::of(game).start, moves)
    }

    #[test]
    fn a_search_from_a_wide_start_and_packed_moves_gives_a_legal_move() {
        let limits = Limits { depth: Some(3), movetime_ms: Some(5000), ..Limits::default() };
        for variant in cell_shapes() {
            let rules = Rules {
                repetition: true,
                move_limit: Some(90),
                ..crate::cell_board::cell_rules(Simultaneous::Draw)
            };
            let mut game = CellGame::with_rules(variant, rules);
            for _ in 0..3 {
                let m = game.legal_moves()[0];
                game.play(m).unwrap();
            }
            let (start, moves) = worker_request(&game);
            let replayed = CellGame::replay(&start, &moves).unwrap();
            assert_eq!((replayed.moves(), replayed.rules()), (game.moves(), game.rules()), "{start}");
            let mut reports = 0;
            let answer = search_replayed::<CellGame>(
                &mut Searcher::new(),
                &start,
                &moves,
                &limits,
                &|| 0.0,
                &mut |_| reports += 1,
            )
            .unwrap();
            assert!(reports > 0, "{}: progress is reported", variant.variant.key());
            let best = game.position().unpacked_move(answer.best.packed).unwrap();
            assert!(
                game.legal_moves().contains(&best),
                "{}: {} is legal",
                variant.variant.key(),
                answer.best.text
            );
            assert_eq!(answer.info.side, "white");
            assert_eq!(answer.info.pv.len(), answer.info.pv_colours.len());
            assert_eq!(answer.info.pv.first(), Some(&answer.best.text), "the variation starts with the move");
        }
    }

    #[test]
    fn a_forced_connection_is_reported_in_the_winners_turns_and_ends_the_search() {
        // Black's three pieces are apart, and joined by one move (the first jumps its own second
        // piece, three cells along its row of three); White's two stay apart.
        let start = "hex-5 b1b1b/6/7/8/9/8/7/6/w3w b - draw";
        let limits = Limits { depth: Some(2), movetime_ms: Some(5000), ..Limits::default() };
        let answer =
            search_replayed::<CellGame>(&mut Searcher::new(), start, &[], &limits, &|| 0.0, &mut |_| {})
                .unwrap();
        assert!(answer.info.decisive, "{:?}", answer.info);
        assert_eq!((answer.info.mate, answer.info.pv_colours.as_slice()), (Some(1), &["black"][..]));
        let over = search_replayed::<CellGame>(
            &mut Searcher::new(),
            start,
            &[answer.best.packed],
            &limits,
            &|| 0.0,
            &mut |_| {},
        );
        assert_eq!(over.unwrap_err(), "nothing to search: the game is over (Black connected all pieces)");
    }

    #[test]
    fn bad_starts_and_moves_are_refused_with_their_reason() {
        let start = GameState::of(&CellGame::with_scoring(
            Variant::BlackHole.cell_shape().unwrap(),
            Simultaneous::Draw,
        ))
        .start;
        let limits = Limits { depth: Some(1), movetime_ms: Some(1000), ..Limits::default() };
        let search = |start: &str, moves: &[u16]| {
            search_replayed::<CellGame>(&mut Searcher::new(), start, moves, &limits, &|| 0.0, &mut |_| {})
                .unwrap_err()
        };
        assert!(
            search("hex-9 1/1 b", &[]).contains("unknown wide variant"),
            "{}",
            search("hex-9 1/1 b", &[])
        );
        assert_eq!(search(&start, &[0xfefe]), "move 1: 65278 is no move on the black-hole board");
        assert!(
            search(&start, &[CellPosition::packed_move(CellMove { from: 0, to: 1 })]).starts_with("move 1 (")
        );
    }
}
