//! The lessons of the tour, in the order the page offers them, as Rust data: a position string,
//! the moves already played from it, and the task. The positions follow the user's Italian rules
//! page (docs/rules.md §7, "seed 000") where it has an example (figures 2–4 and 6), and are made
//! up for the rest; `tests/integration/lessons.rs` draws every board and checks that each goal can be met
//! and can be missed.

use super::{Goal, Lesson};
use crate::cell_board::{Cell, CellMove};
use crate::notation::parse_move;
use crate::Square;

/// A task as the catalogue writes it: moves and squares as text, read against the lesson's
/// position when the lesson is built.
#[derive(Clone, Copy)]
enum Task {
    Exact(&'static str),
    From(&'static str),
    Capture,
    Win,
    Block,
    ForcePass,
    Draw,
    Drop,
}

struct Entry {
    id: &'static str,
    start: &'static str,
    moves: &'static [&'static str],
    task: Task,
}

const fn entry(id: &'static str, start: &'static str, task: Task) -> Entry {
    Entry { id, start, moves: &[], task }
}

const LESSONS: [Entry; 14] = [
    // §1.2: count the pieces on the line (figure 2: b1 can go to b3, d3 or h1).
    entry("count", "standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", Task::Exact("b1-d3")),
    // §1.3: jump your own pieces, never the opponent's (figure 4: f1 cannot reach c4 over d3).
    entry("jump", "standard 1bbbbbb1/w6w/w6w/w6w/w6w/3w3w/w6w/2bbbbb1 b", Task::Exact("f1-a1")),
    // §1.3 and §1.5: land on an enemy piece to capture it, but not the one that joins its group.
    entry("capture", "standard 8/1w6/8/1b2w3/3w4/6b1/8/6b1 b", Task::Capture),
    // §1.4: one group, diagonal neighbours included.
    entry("connect", "standard w2w4/8/8/4b3/8/2b5/3b4/7w b", Task::Win),
    // §1.4 against the opponent: stop a connection by taking the square it needs.
    entry("block", "standard 5w2/8/1b6/8/2w5/4b2w/3bb3/2b2w1w w", Task::Block),
    // §2.1: one capture connects both sides; by default the mover wins (figure 6).
    entry("simultaneous", "standard 7w/8/8/2b5/8/2w5/1b1b4/8 b", Task::Win),
    // §2.2: a player with no legal move passes.
    entry("pass", "standard 6wb/6ww/8/8/8/3w4/ww6/b7 w", Task::ForcePass),
    // §2.3: the third occurrence of a position is a draw; it has occurred twice in these moves.
    Entry {
        id: "repetition",
        start: "standard 8/8/3b4/8/8/5w2/8/b6w b",
        moves: &["a1-a2", "h1-h2", "a2-a1", "h2-h1", "a1-a2", "h1-h2", "a2-a1"],
        task: Task::Draw,
    },
    // §3.2: the edges alternate, so a piece on the edge cannot run along it.
    entry("scrambled-eggs", "scrambled-eggs 1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b", Task::From("b1")),
    // §3.3: a drop places one of the opponent's pieces on any empty square, and it is compulsory.
    entry("parachute", "parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6", Task::Drop),
    // §3.4: South (White) moves first; White and Yellow win together.
    entry("ambiloa", "ambiloa 8/2u5/8/b2y4/3w4/8/7u/2w5 w", Task::Win),
    // §3.5: the smaller boards.
    entry("standard-6x6", "standard-6x6 6/6/wwbbb1/1w1ww1/4b1/3b2 w", Task::Win),
    entry("standard-7x7", "standard-7x7 1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b", Task::Capture),
    // §8.1: Gemma. Every square around a2 is a hole and a2 is alone on its lines, so it can
    // neither move nor ever join the group d4 e4 e3: removing it (a2-^^) is the one winning move.
    entry("gemma", "gemma 2w4w/8/8/8/3bb3/oo2b3/bo6/oo6 b", Task::Win),
];

/// The wide boards' lessons, after the 8×8 ones, each named by its variant's key (as the New game
/// dialog links it, `learn.html#hex-5`): the moves played from the variant's start, and the task.
/// They are judged by [`super::CellLessonAttempt`], in the build that carries the cell board.
pub const CELL_LESSONS: [CellLessonEntry; 4] = [
    // §9.2: Black Hole's centre e5 is a hole; c3 reaches it along its diagonal and leaves the game.
    CellLessonEntry { id: "black-hole", moves: &["c1-c3", "i2-i9"], goal: Goal::Hole },
    // §9.3: three lines through every hexagon; c4 captures on c6.
    CellLessonEntry { id: "hex-5", moves: &["a2-c4", "a4-c6"], goal: Goal::Capture },
    // §9.3: the side-6 board's hole at f6, reached from e6.
    CellLessonEntry { id: "hex-6", moves: &["c1-e3", "i1-g3", "e3-e6", "i8-i7"], goal: Goal::Hole },
    // §9.4: the 12×12 board; c1 takes a3 on the first move.
    CellLessonEntry { id: "standard-12x12", moves: &[], goal: Goal::Capture },
];

/// A wide board's lesson as data: its id (its variant's key), the moves already played from
/// the variant's start, as text, and the task.
pub struct CellLessonEntry {
    /// The lesson's name and address, which is its variant's key.
    pub id: &'static str,
    /// The moves played from the start before the learner's turn.
    pub moves: &'static [&'static str],
    /// What the learner's move must do (a wide board's task: its moves and cells are the wide
    /// board's).
    pub goal: Goal<CellMove, Cell>,
}

/// Every lesson, in order. An entry that does not read (which `tests/integration/lessons.rs` rules out) is
/// left out rather than breaking the tour.
pub fn lessons() -> Vec<Lesson> {
    LESSONS.iter().filter_map(build).collect()
}

/// The lesson named `id`, if there is one.
pub fn lesson(id: &str) -> Option<Lesson> {
    lessons().into_iter().find(|l| l.id == id)
}

fn build(e: &Entry) -> Option<Lesson> {
    let mut lesson = Lesson::new(e.id, e.start, e.moves, Goal::Capture).ok()?;
    lesson.goal = match e.task {
        Task::Exact(text) => Goal::Exact(vec![parse_move(text, lesson.game.position()).ok()?]),
        Task::From(square) => Goal::From(Square::parse(square)?),
        Task::Capture => Goal::Capture,
        Task::Win => Goal::Win,
        Task::Block => Goal::Block,
        Task::ForcePass => Goal::ForcePass,
        Task::Draw => Goal::Draw,
        Task::Drop => Goal::Drop,
    };
    Some(lesson)
}
