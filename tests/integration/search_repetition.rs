//! The search under the repetition draw (docs/rules.md §2.3), as rows over every board: searched
//! within its game, it scores a move to a position the rules would draw as a draw, so the side
//! ahead steps off a shuttle that a history-blind search would play into a draw, and the side
//! behind takes the draw the shuttle offers. Each row finds its shuttle in seeded random games.

use loa::cell_board::{cell_rules, cell_shapes, CellGame, CellPosition};
use loa::search::{Limits, MoveOf, SearchBoard, SearchGame, SearchResult, Searcher, MATE_BOUND};
use loa::{Game, Position, Rules, Simultaneous, SquareVariant};

/// A board's game with the repetition draw on, built from a position, played by moves.
trait Row: SearchGame + Clone {
    /// A game from `start` whose rules draw by repetition, or not.
    fn from_board(start: Self::Board, repetition: bool) -> Self;
    /// Plays a legal move.
    fn play_move(&mut self, m: MoveOf<Self>);
}

impl Row for Game {
    fn from_board(start: Position, repetition: bool) -> Game {
        Game::from_position(start, Rules { repetition, ..Rules::default() })
    }
    fn play_move(&mut self, m: loa::Move) {
        self.play(m).expect("a legal move");
    }
}

impl Row for CellGame {
    fn from_board(start: CellPosition, repetition: bool) -> CellGame {
        CellGame::from_position_with(start, Rules { repetition, ..cell_rules(Simultaneous::MoverWins) })
    }
    fn play_move(&mut self, m: loa::cell_board::CellMove) {
        self.play(m).expect("a legal move");
    }
}

/// Two plies deep: the history-blind choice is its evaluation's, decided at once.
const LIMITS: Limits = Limits { level: 6, depth: Some(2), movetime_ms: None, seed: 1 };

fn search_in<G: Row>(searcher: &mut Searcher, game: &G) -> SearchResult<MoveOf<G>> {
    searcher.search(game, &LIMITS, &|| 0.0, &mut |_| {})
}

/// The choice of a search that knows no history: `pos` alone, no repetition draw.
fn blind<G: Row>(pos: &G::Board) -> SearchResult<MoveOf<G>> {
    search_in(&mut Searcher::new(), &G::from_board(*pos, false))
}

fn after<B: SearchBoard>(pos: &B, m: B::Move) -> B {
    let mut next = *pos;
    next.play(m);
    next
}

/// A shuttle `y -m-> z -n-> w -m'-> v -n'-> y` of moves that take nothing, if one starts with `m`.
fn cycle<B: SearchBoard>(y: &B, m: B::Move) -> Option<[B; 4]> {
    if y.is_irreversible(m) {
        return None;
    }
    let z = after(y, m);
    for &n in z.legal_moves().iter().filter(|&&n| !z.is_irreversible(n)) {
        let w = after(&z, n);
        for &back in w.legal_moves().iter().filter(|&&b| !w.is_irreversible(b)) {
            let v = after(&w, back);
            if v.legal_moves().iter().any(|&r| !v.is_irreversible(r) && after(&v, r).hash() == y.hash()) {
                return Some([*y, z, w, v]);
            }
        }
    }
    None
}

/// A game with the repetition draw on from `cycle[from]`, played along the cycle for `plies`.
fn game_along<G: Row>(cycle: &[G::Board; 4], from: usize, plies: usize) -> G {
    let mut game = G::from_board(cycle[from], true);
    for i in from..from + plies {
        let (before, next) = (cycle[i % 4], cycle[(i + 1) % 4]);
        let m = *before.legal_moves().iter().find(|&&m| after(&before, m).hash() == next.hash()).unwrap();
        game.play_move(m);
    }
    game
}

/// The move of `pos` that leads to `next`.
fn move_to<B: SearchBoard>(pos: &B, next: &B) -> B::Move {
    *pos.legal_moves().iter().find(|&&m| after(pos, m).hash() == next.hash()).unwrap()
}

/// Both cases on the first shuttle found in seeded random games of `start` where the side to
/// move is ahead (by 0.3 of the evaluation's unit, no forced result) and its opponent, after
/// the blind choice, behind.
fn shuttles_are_left_or_taken<G: Row>(start: &G) {
    for seed in 0..200u64 {
        let mut game = start.clone();
        let mut rng = loa::rng::Rng::new(seed);
        for _ in 0..(10 + seed % 20) {
            if game.is_over() {
                break;
            }
            let moves = game.board().legal_moves();
            game.play_move(moves[rng.below(moves.len() as u64) as usize]);
        }
        if game.is_over() {
            continue;
        }
        let y = *game.board();
        let ahead = blind::<G>(&y);
        if !(30..MATE_BOUND).contains(&ahead.info.score) {
            continue;
        }
        let Some(c) = cycle(&y, ahead.best) else { continue };
        let behind = blind::<G>(&c[1]);
        if behind.info.score >= 0 || behind.info.score <= -MATE_BOUND {
            continue;
        }

        // The side ahead, from z: z w v y z w v y — z has stood twice, and the blind choice
        // would draw.
        let game = game_along::<G>(&c, 1, 7);
        assert_eq!(game.board().hash(), y.hash());
        let mut drawn = game.clone();
        drawn.play_move(ahead.best);
        assert!(drawn.is_over(), "seed {seed}: the blind choice draws by repetition");
        let found = search_in(&mut Searcher::new(), &game);
        assert_ne!(found.best, ahead.best, "seed {seed}: steps off the shuttle");
        assert!(found.info.score > 0, "seed {seed}: still ahead: {}", found.info.score);
        let mut on = game.clone();
        on.play_move(found.best);
        assert!(!on.is_over(), "seed {seed}");
        // With the option off the history changes nothing: the shuttle goes on.
        let off = G::from_board(y, false);
        let plain = search_in(&mut Searcher::new(), &off);
        assert_eq!((plain.best, plain.info.score), (ahead.best, ahead.info.score));

        // The side behind, from w: w v y z w v y z — at z, w has stood twice: the draw.
        let game = game_along::<G>(&c, 2, 7);
        assert_eq!(game.board().hash(), c[1].hash());
        let to_w = move_to(&c[1], &c[2]);
        let found = search_in(&mut Searcher::new(), &game);
        assert_eq!((found.best, found.info.score), (to_w, 0), "seed {seed}: takes the draw");
        let mut drawn = game.clone();
        drawn.play_move(found.best);
        assert!(drawn.is_over(), "seed {seed}: drawn by repetition");
        // A searcher whose table holds the history-blind scores (the page keeps one per game)
        // still sees the draw: the repetition is judged before the table is read.
        let mut reused = Searcher::new();
        search_in(&mut reused, &G::from_board(c[1], false));
        assert_eq!(search_in(&mut reused, &game).best, to_w, "seed {seed}");
        return;
    }
    panic!("no shuttle found where one side is ahead");
}

#[test]
fn the_side_ahead_leaves_a_shuttle_that_would_draw_and_the_side_behind_takes_it() {
    shuttles_are_left_or_taken(&Game::new(SquareVariant::Standard, Rules::default()));
    for variant in cell_shapes() {
        shuttles_are_left_or_taken(&CellGame::with_scoring(variant, Simultaneous::MoverWins));
    }
}
