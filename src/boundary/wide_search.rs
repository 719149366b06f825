//! The wide boards' game as the computer worker rebuilds and searches it ([`ReplayedGame`]):
//! from the start the wide `WasmGame`'s state gives (`state().start`, a wide position string
//! with every rule option) and the packed moves its `moves()` gives ([`wide_packed`]), so the
//! wide build's `WasmSearcher` is the 8×8 one with the same arguments and answers.

use super::analysis::PlayedTurn;
use super::replayed::ReplayedGame;
use super::wide_game::{colour_name, move_view, wide_unpacked};
use super::{MoveView, SearchReport};
use crate::search::SearchInfo;
use crate::wide::{format_wide_move, parse_wide_setup, WideGame, WideMove, WidePosition};
use crate::Simultaneous;

impl ReplayedGame for WideGame {
    fn replay(start: &str, moves: &[u16]) -> Result<WideGame, String> {
        let (pos, rules) = parse_wide_setup(start).map_err(|e| e.to_string())?;
        let mut game = WideGame::from_position_with(pos, rules);
        for (i, &bits) in moves.iter().enumerate() {
            let pos = *game.position();
            let m = wide_unpacked(&pos, bits).ok_or_else(|| {
                format!("move {}: {bits} is no move on the {} board", i + 1, pos.variant().key())
            })?;
            game.play(m).map_err(|e| format!("move {} ({}): {e}", i + 1, format_wide_move(&pos, m)))?;
        }
        Ok(game)
    }

    fn finished(&self) -> Option<String> {
        self.ending()
    }

    fn report(&self, info: &SearchInfo<WideMove>) -> SearchReport {
        let root = self.position();
        let (texts, played) = play_out(root, self.simultaneous(), &info.pv);
        SearchReport::of_line(root.turn(), info, texts, &played)
    }

    fn move_view(&self, m: WideMove) -> MoveView {
        move_view(self.position(), m)
    }
}

/// Plays the variation `pv` from `root` (every ply a whole turn on a wide board): each turn's
/// text and how it was played, up to the first illegal ply (a stale line from the
/// transposition table) or the end of the game.
fn play_out(
    root: &WidePosition,
    simultaneous: Simultaneous,
    pv: &[WideMove],
) -> (Vec<String>, Vec<PlayedTurn>) {
    let mut pos = *root;
    let (mut texts, mut played) = (Vec::new(), Vec::new());
    for &m in pv {
        if !pos.is_legal(m) {
            break;
        }
        let mover = pos.turn();
        texts.push(format_wide_move(&pos, m));
        pos = pos.play(m);
        let ended = pos.connection_outcome(simultaneous).map(|outcome| outcome.winner());
        played.push(PlayedTurn { mover, colour: colour_name(mover), ended });
        if ended.is_some() {
            break;
        }
    }
    (texts, played)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::boundary::{search_replayed, wide_game_state, wide_packed};
    use crate::search::{Limits, Searcher};
    use crate::wide::cell_shapes;
    use crate::Rules;
    use crate::Variant;

    /// A wide game's start and packed moves, as its `WasmGame` gives them to the worker.
    fn worker_request(game: &WideGame) -> (String, Vec<u16>) {
        let moves = game.moves().iter().map(|m| wide_packed(*m)).collect();
        (wide_game_state(game).start, moves)
    }

    #[test]
    fn a_search_from_a_wide_start_and_packed_moves_gives_a_legal_move() {
        let limits = Limits { depth: Some(3), movetime_ms: Some(5000), ..Limits::default() };
        for variant in cell_shapes() {
            let rules = Rules {
                repetition: true,
                move_limit: Some(90),
                ..crate::wide::wide_rules(Simultaneous::Draw)
            };
            let mut game = WideGame::with_rules(variant, rules);
            for _ in 0..3 {
                let m = game.legal_moves()[0];
                game.play(m).unwrap();
            }
            let (start, moves) = worker_request(&game);
            let replayed = WideGame::replay(&start, &moves).unwrap();
            assert_eq!((replayed.moves(), replayed.rules()), (game.moves(), game.rules()), "{start}");
            let mut reports = 0;
            let answer = search_replayed::<WideGame>(
                &mut Searcher::new(),
                &start,
                &moves,
                &limits,
                &|| 0.0,
                &mut |_| reports += 1,
            )
            .unwrap();
            assert!(reports > 0, "{}: progress is reported", variant.variant.key());
            let best = wide_unpacked(game.position(), answer.best.packed).unwrap();
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
        // Black's one piece is connected after any move; White's two are apart.
        let start = "hex-5 b4/6/7/8/9/8/7/6/w3w b - draw";
        let limits = Limits { depth: Some(2), movetime_ms: Some(5000), ..Limits::default() };
        let answer =
            search_replayed::<WideGame>(&mut Searcher::new(), start, &[], &limits, &|| 0.0, &mut |_| {})
                .unwrap();
        assert!(answer.info.decisive, "{:?}", answer.info);
        assert_eq!((answer.info.mate, answer.info.pv_colours.as_slice()), (Some(1), &["black"][..]));
        let over = search_replayed::<WideGame>(
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
        let start = wide_game_state(&WideGame::with_scoring(
            Variant::BlackHole.cell_shape().unwrap(),
            Simultaneous::Draw,
        ))
        .start;
        let limits = Limits { depth: Some(1), movetime_ms: Some(1000), ..Limits::default() };
        let search = |start: &str, moves: &[u16]| {
            search_replayed::<WideGame>(&mut Searcher::new(), start, moves, &limits, &|| 0.0, &mut |_| {})
                .unwrap_err()
        };
        assert!(
            search("hex-9 1/1 b", &[]).contains("unknown wide variant"),
            "{}",
            search("hex-9 1/1 b", &[])
        );
        assert_eq!(search(&start, &[0xfefe]), "move 1: 65278 is no move on the black-hole board");
        assert!(search(&start, &[wide_packed(WideMove { from: 0, to: 1 })]).starts_with("move 1 ("));
    }
}
