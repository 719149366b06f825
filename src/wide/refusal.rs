//! Why a slide on a wide board is illegal, as facts (cells, counts, the line's axis) rather than
//! a sentence: the command line prints [`WideRefusal::sentence`], the page words it in its own
//! language from a code and parameters (`crate::boundary`'s wide refusal).

use super::position::WidePosition;
use crate::Side;

/// Why the slide `from`→`to` cannot be played in a position. Cells are indices of the board's
/// [`super::Geometry`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WideRefusal {
    /// The cell the slide leaves.
    pub from: usize,
    /// The cell it reaches.
    pub to: usize,
    /// What is wrong with it.
    pub reason: WideReason,
}

/// What is wrong with a refused slide.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WideReason {
    /// No piece stands on `from`.
    NoPiece,
    /// The piece on `from` belongs to this side, the opponent of the mover.
    NotYourPiece(Side),
    /// `to` lies on a line through `from` at the wrong distance.
    WrongDistance(LineDistance),
    /// `to` holds one of the mover's own pieces.
    LandsOnOwn,
    /// An enemy piece on this cell stands between `from` and `to`.
    JumpsEnemy(usize),
    /// `to` is on no line through `from`.
    NotALine,
}

/// The line of a slide at the wrong distance.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LineDistance {
    /// The line's axis ([`super::Geometry::line`]).
    pub axis: usize,
    /// The pieces on the line: the distance a piece on it moves.
    pub pieces: u32,
    /// How far `to` is from `from`.
    pub steps: usize,
    /// The cell the piece would reach, `None` when that is off the board.
    pub reach: Option<usize>,
}

impl WideRefusal {
    /// Why the slide `from`→`to` is illegal in `pos`, or `None` when it is legal.
    ///
    /// ```
    /// use loa::wide::{WidePosition, WideRefusal};
    /// use loa::Variant;
    /// let pos = WidePosition::start(Variant::BlackHole.cell_shape().unwrap());
    /// let g = pos.geometry();
    /// let cell = |name: &str| g.cell(name).unwrap();
    /// assert_eq!(WideRefusal::of(&pos, cell("b1"), cell("b3")), None);
    /// let why = WideRefusal::of(&pos, cell("b1"), cell("b4")).unwrap();
    /// assert_eq!(why.sentence(&pos), "the piece on b1 moves 2 cells along this line (to b3), not 3");
    /// ```
    pub fn of(pos: &WidePosition, from: usize, to: usize) -> Option<WideRefusal> {
        let refused = |reason| Some(WideRefusal { from, to, reason });
        let me = pos.turn();
        if !pos.pieces(me).contains(from) {
            if pos.pieces(me.opponent()).contains(from) {
                return refused(WideReason::NotYourPiece(me.opponent()));
            }
            return refused(WideReason::NoPiece);
        }
        let g = pos.geometry();
        for axis in 0..g.axes() {
            for dir in [2 * axis, 2 * axis + 1] {
                let ray = g.ray(from, dir);
                let Some(at) = ray.iter().position(|&c| c as usize == to) else { continue };
                let pieces = (g.line(from, axis) & (pos.pieces(Side::Black) | pos.pieces(Side::White))).len();
                if at + 1 != pieces as usize {
                    let reach = ray.get(pieces as usize - 1).map(|&c| c as usize);
                    return refused(WideReason::WrongDistance(LineDistance {
                        axis,
                        pieces,
                        steps: at + 1,
                        reach,
                    }));
                }
                if pos.pieces(me).contains(to) {
                    return refused(WideReason::LandsOnOwn);
                }
                let enemy = ray[..at].iter().find(|&&c| pos.pieces(me.opponent()).contains(c as usize));
                return enemy.and_then(|&c| refused(WideReason::JumpsEnemy(c as usize)));
            }
        }
        refused(WideReason::NotALine)
    }

    /// The reason in the command line's words (after "illegal move b1-b4: "), with the cells
    /// named on the board of `pos`, the position it came from.
    pub fn sentence(self, pos: &WidePosition) -> String {
        let g = pos.geometry();
        let name = |c: usize| g.name(c).to_string();
        let (from, to) = (self.from, self.to);
        match self.reason {
            WideReason::NoPiece => format!("there is no piece on {}", name(from)),
            WideReason::NotYourPiece(_) => format!("the piece on {} is not the mover's", name(from)),
            WideReason::WrongDistance(LineDistance { pieces, steps, reach, .. }) => {
                let target = reach.map_or("off the board".to_string(), |c| format!("to {}", name(c)));
                let s = if pieces == 1 { "" } else { "s" };
                format!(
                    "the piece on {} moves {pieces} cell{s} along this line ({target}), not {steps}",
                    name(from)
                )
            }
            WideReason::LandsOnOwn => format!("{} holds the mover's own piece", name(to)),
            WideReason::JumpsEnemy(over) => format!("an enemy piece on {} blocks the way", name(over)),
            WideReason::NotALine => format!("{} is not on a line through {}", name(to), name(from)),
        }
    }
}
