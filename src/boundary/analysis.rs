//! The search's reports as the analysis panel shows them: the score, the principal variation as
//! turns with their colours, and the "wins in N turns" distance read off that variation.

use super::MoveView;
use crate::notation::{format_turn, split_turns};
use crate::search::{SearchInfo, MATE_BOUND};
use crate::{Move, Position, Side, Simultaneous};
use serde::Serialize;

/// A progress report of the search (and the final one, in [`SearchAnswer`]).
#[derive(Serialize, Clone, Debug, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct SearchReport {
    /// Depth completed.
    pub depth: u32,
    /// Centi-pieces from the view of `side` (the side to move when the search began).
    pub score: i32,
    /// `black`, `white`, `east_west` or `north_south`: whose view `score` and `mate` take.
    pub side: &'static str,
    /// A forced result the principal variation plays out: `+n` means `side` connects on its
    /// n-th turn from now, `-n` that the opponent does on its n-th. `None` for ordinary scores,
    /// and for a forced result whose variation stops short of the end.
    pub mate: Option<i32>,
    /// Whether the score announces a forced result (beyond `MATE_BOUND`), with or without `mate`.
    pub decisive: bool,
    /// Nodes searched so far (a JavaScript number).
    pub nodes: f64,
    /// Nodes per second so far.
    pub nps: f64,
    /// Milliseconds since the search started.
    pub elapsed_ms: f64,
    /// The principal variation as turns in docs/rules.md §4 notation (`b1-d3`, `c1xa3`, `a3-c5@d4`),
    /// cut at the first ply that is not legal (a stale line from the transposition table).
    pub pv: Vec<String>,
    /// The colour that plays each turn of `pv`.
    pub pv_colours: Vec<&'static str>,
}

/// The search's answer: the move chosen and the last report.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct SearchAnswer {
    /// The move chosen.
    pub best: MoveView,
    /// The last report.
    pub info: SearchReport,
}

impl SearchReport {
    /// The report of `info` for a search from `root` under the `simultaneous` rule.
    pub fn of(root: &Position, simultaneous: Simultaneous, info: &SearchInfo) -> SearchReport {
        let turns = split_turns(&info.pv);
        let played = play_out(root, simultaneous, &turns);
        let texts = turns[..played.len()].iter().map(|t| format_turn(t)).collect();
        SearchReport::of_line(root.side_to_move(), info, texts, &played)
    }

    /// The report of `info` (of a search on any board, from a position where `me` was to move)
    /// whose principal variation, played out on the board, gave the turns `played`, written
    /// `texts`: every board's reports are made here, so their scores and mates read alike.
    pub(super) fn of_line<M>(
        me: Side,
        info: &SearchInfo<M>,
        texts: Vec<String>,
        played: &[PlayedTurn],
    ) -> SearchReport {
        let decisive = info.score.abs() > MATE_BOUND;
        SearchReport {
            depth: info.depth,
            score: info.score,
            side: me.key(),
            mate: mate_of(me, played).filter(|_| decisive),
            decisive,
            nodes: info.nodes as f64,
            nps: info.nps as f64,
            elapsed_ms: info.elapsed_ms as f64,
            pv: texts,
            pv_colours: played.iter().map(|turn| turn.colour).collect(),
        }
    }
}

/// One turn of a principal variation played out on the board (a stale line from the
/// transposition table is cut at its first illegal ply, and the line ends where the game does).
pub(super) struct PlayedTurn {
    /// The side that played it.
    pub mover: Side,
    /// The colour of its pieces.
    pub colour: &'static str,
    /// The end of the game by connection after it: `Some(winner)`, `Some(None)` for a draw.
    pub ended: Option<Option<Side>>,
}

/// If the line ends in a connection win: the winner's turns to it, positive when `me` (the
/// side to move at the root) wins. Only connection wins are read here (docs/rules.md §1); the
/// search's own mate score is what says the result is forced.
fn mate_of(me: Side, played: &[PlayedTurn]) -> Option<i32> {
    let (mut mine, mut theirs) = (0, 0);
    for turn in played {
        if turn.mover == me {
            mine += 1;
        } else {
            theirs += 1;
        }
        if let Some(winner) = turn.ended {
            return match winner {
                Some(w) if w == me => Some(mine),
                Some(_) => Some(-theirs),
                None => None,
            };
        }
    }
    None
}

/// Plays the 8×8 variation from `root`, turn by turn (a Parachute turn may be two plies).
fn play_out(root: &Position, simultaneous: Simultaneous, turns: &[&[Move]]) -> Vec<PlayedTurn> {
    let mut pos = *root;
    let mut line = Vec::new();
    for turn in turns {
        let mover = pos.side_to_move();
        let colour = pos.turn().name();
        for &m in turn.iter() {
            if !pos.is_legal(m) {
                return line;
            }
            pos.play_unchecked(m);
        }
        // A drop still due finishes the turn: the game cannot have ended before it.
        let ended =
            if pos.drop_due() { None } else { pos.connection_outcome(simultaneous).map(|o| o.winner()) };
        line.push(PlayedTurn { mover, colour, ended });
        if ended.is_some() {
            break;
        }
    }
    line
}
