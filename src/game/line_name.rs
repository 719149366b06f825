//! The name of a line of the board, for the reason a move has the wrong length. Kept as data
//! (which kind of line, which one) so the page can word it in its own language; `Display` is the
//! core's English (`the a-file`, `rank 3`, `the a3-f8 diagonal`, a hex board's `the a1-e5 line`).
//! Generic over the board's square or cell (`S`), as [`super::PlayError`] is.

use crate::lines::LINE;
use crate::{Bitboard, BoardSize, Square};
use std::fmt;

/// A file, rank or diagonal of the board, or a line of a hex board, named as a message names it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum LineName<S = Square> {
    /// A file, by its letter: `a`.
    File(char),
    /// A rank, by its number from 1.
    Rank(u8),
    /// A diagonal or anti-diagonal, by its two end squares on this board.
    Diagonal(S, S),
    /// A line of a hex board (which has no files or ranks), by its two end cells.
    Line(S, S),
}

impl LineName {
    /// The line through `from` along `line` (0 file, 1 diagonal, 2 rank, 3 anti-diagonal), with
    /// a diagonal's ends on a board of `size`.
    pub(crate) fn through(from: Square, line: usize, size: BoardSize) -> LineName {
        match line {
            0 => LineName::File(char::from(b'a' + from.file())),
            2 => LineName::Rank(from.rank() + 1),
            _ => {
                let squares: Vec<Square> =
                    (Bitboard(LINE[from.index()][line]) & size.squares()).into_iter().collect();
                // A diagonal through a square of the board holds at least that square.
                let first = squares.first().copied().unwrap_or(from);
                let last = squares.last().copied().unwrap_or(from);
                LineName::Diagonal(first, last)
            }
        }
    }
}

impl<S: fmt::Display> LineName<S> {
    /// The kind of line as the page names it: `file`, `rank`, `diagonal` or `line`.
    pub const fn kind(&self) -> &'static str {
        match self {
            LineName::File(_) => "file",
            LineName::Rank(_) => "rank",
            LineName::Diagonal(..) => "diagonal",
            LineName::Line(..) => "line",
        }
    }

    /// Which one, without the words around it: `a`, `3`, `a3-f8`.
    pub fn label(&self) -> String {
        match self {
            LineName::File(letter) => letter.to_string(),
            LineName::Rank(number) => number.to_string(),
            LineName::Diagonal(first, last) | LineName::Line(first, last) => format!("{first}-{last}"),
        }
    }
}

impl<S: fmt::Display> fmt::Display for LineName<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineName::File(letter) => write!(f, "the {letter}-file"),
            LineName::Rank(number) => write!(f, "rank {number}"),
            LineName::Diagonal(..) => write!(f, "the {} diagonal", self.label()),
            LineName::Line(..) => write!(f, "the {} line", self.label()),
        }
    }
}
