//! The lessons of the tour, in the order the page offers them. Each line:
//! `id | position string | moves already played | goal` (goal as [`Goal`]'s `Display`).
//! The positions follow the user's Italian rules page (docs/rules.md §7, "seed 000") where it
//! has an example (figures 2–4 and 6), and are made up for the rest; `tests/lessons.rs` draws
//! every board and checks that each goal can be met and can be missed.

use super::{Goal, Lesson};
use crate::notation::{parse_move, parse_position, play_text};
use crate::Game;

const LESSONS: &[&str] = &[
    // §1.2: count the pieces on the line (figure 2: b1 can go to b3, d3 or h1).
    "count | standard 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b | | exact b1-d3",
    // §1.3: jump your own pieces, never the opponent's (figure 4: f1 cannot reach c4 over d3).
    "jump | standard 1bbbbbb1/w6w/w6w/w6w/w6w/3w3w/w6w/2bbbbb1 b | | exact f1-a1",
    // §1.3 and §1.5: land on an enemy piece to capture it, but not the one that joins its group.
    "capture | standard 8/1w6/8/1b2w3/3w4/6b1/8/6b1 b | | capture",
    // §1.4: one group, diagonal neighbours included.
    "connect | standard w2w4/8/8/4b3/8/2b5/3b4/7w b | | win",
    // §1.4 against the opponent: stop a connection.
    "block | standard 5w2/8/1b6/8/2w5/4b2w/3bb3/2b2w1w w | | block",
    // §2.1: one capture connects both sides; by default the mover wins (figure 6).
    "simultaneous | standard 7w/8/8/2b5/8/2w5/1b1b4/8 b | | win",
    // §2.2: a player with no legal move passes.
    "pass | standard 6wb/6ww/8/8/8/3w4/ww6/b7 w | | force-pass",
    // §2.3: the third occurrence of a position is a draw.
    "repetition | standard 8/8/3b4/8/8/5w2/8/b6w b | a1-a2 h1-h2 a2-a1 h2-h1 a1-a2 h1-h2 a2-a1 | draw",
    // §3.2: the edges alternate, so a piece on the edge cannot run along it.
    "scrambled-eggs | scrambled-eggs 1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b | | from b1",
    // §3.3: a drop places one of the opponent's pieces on any empty square, and it is compulsory.
    "parachute | parachute 8/b6w/w6b/b6w/w6b/2b4w/w6b/8 b@ B6W6 | | drop",
    // §3.4: South (White) moves first; White and Yellow win together.
    "ambiloa | ambiloa 8/2u5/8/b2y4/3w4/8/7u/2w5 w | | win",
    // §3.5: the smaller boards.
    "standard-6x6 | standard-6x6 6/6/wwbbb1/1w1ww1/4b1/3b2 w | | win",
    "standard-7x7 | standard-7x7 1bbbbb1/w5w/w5w/w5w/w5w/w5w/1bbbbb1 b | | capture",
];

/// Every lesson, in order. A line that does not read (which `tests/lessons.rs` rules out) is
/// left out rather than breaking the tour.
pub fn lessons() -> Vec<Lesson> {
    LESSONS.iter().filter_map(|line| parse_lesson(line).ok()).collect()
}

/// The lesson named `id`, if there is one.
pub fn lesson(id: &str) -> Option<Lesson> {
    LESSONS.iter().find(|line| line.split(" | ").next() == Some(id)).and_then(|line| parse_lesson(line).ok())
}

/// Reads one line of the catalogue; the error says which part is wrong.
pub fn parse_lesson(line: &'static str) -> Result<Lesson, String> {
    let fields: Vec<&'static str> = line.split('|').map(str::trim).collect();
    let [id, start, moves, goal] = fields[..] else {
        return Err(format!("lesson \"{line}\": expected 4 fields separated by |, found {}", fields.len()));
    };
    let (position, rules) = parse_position(start).map_err(|e| format!("lesson {id}: {e}"))?;
    let mut game = Game::from_position(position, rules);
    let moves: Vec<&'static str> = moves.split_whitespace().collect();
    for text in &moves {
        play_text(&mut game, text).map_err(|e| format!("lesson {id}: move {text}: {e}"))?;
    }
    let goal = parse_goal(goal, &game).map_err(|e| format!("lesson {id}: {e}"))?;
    Ok(Lesson { id, start, position, rules, moves, game, goal })
}

fn parse_goal(text: &str, game: &Game) -> Result<Goal, String> {
    let mut words = text.split_whitespace();
    let kind = words.next().unwrap_or("");
    let rest: Vec<&str> = words.collect();
    let square = || match rest[..] {
        [name] => {
            crate::Square::parse(name).ok_or_else(|| format!("goal \"{text}\": {name} is not a square"))
        }
        _ => Err(format!("goal \"{text}\": expected one square")),
    };
    let simple = match kind {
        "capture" => Some(Goal::Capture),
        "win" => Some(Goal::Win),
        "block" => Some(Goal::Block),
        "force-pass" => Some(Goal::ForcePass),
        "draw" => Some(Goal::Draw),
        "drop" => Some(Goal::Drop),
        _ => None,
    };
    match (kind, simple) {
        (_, Some(goal)) if rest.is_empty() => Ok(goal),
        (_, Some(_)) => Err(format!("goal \"{text}\": {kind} takes nothing after it")),
        ("from", None) => Ok(Goal::From(square()?)),
        ("exact", None) if !rest.is_empty() => {
            let moves = rest.iter().map(|m| parse_move(m, game.position()).map_err(|e| e.to_string()));
            Ok(Goal::Exact(moves.collect::<Result<_, _>>()?))
        }
        _ => Err(format!(
            "goal \"{text}\": expected exact <moves>, from <square>, capture, win, block, force-pass, draw or drop"
        )),
    }
}
