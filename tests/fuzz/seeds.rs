//! The seed corpus: valid texts of every format, generated from random games of every variant
//! and read from the test data, so mutations start close to what the parsers accept.

use crate::common::{random_position, Rng};
use loa::notation::{format_position, format_record, format_sgf, format_turn, split_turns};
use loa::{Game, Position, Rules, Simultaneous, SquareVariant};
use std::path::Path;

/// Seeds by format, plus positions to parse moves against.
pub struct Corpus {
    pub positions: Vec<Position>,
    pub moves: Vec<String>,
    pub position_strings: Vec<String>,
    pub records: Vec<String>,
    pub sgf: Vec<String>,
    pub protocol_lines: Vec<String>,
    pub puzzles: Vec<String>,
    /// The wide boards' texts (`wide.rs`).
    pub wide: Vec<String>,
}

const COMMANDS: &[&str] = &[
    "variant standard",
    "variant parachute",
    "variant ambiloa",
    "variant standard-6x6",
    "variant scrambled-eggs",
    "rules tournament",
    "rules draw",
    "rules limit 3",
    "rules limit none",
    "rules repetition off",
    "position startpos",
    "position startpos moves b1-d3 a3xd3",
    "undo",
    "redo",
    "legalmoves",
    "status",
    "d",
    "fen",
    "getposition",
    "record",
    "sgf",
    "perft 2",
    "divide 1",
    "perft 0",
    "divide 0",
    "go depth 2",
    "go movetime 5",
    "go level 1",
    "go nodes 500",
    "go infinite",
    "stop",
    "isready",
    "help",
    "play b1-d3",
    "play a3-c5@d4",
    "play @d4",
    "play pass",
];

fn random_rules(rng: &mut Rng) -> Rules {
    let simultaneous = if rng.below(2) == 0 { Simultaneous::MoverWins } else { Simultaneous::Draw };
    let move_limit = if rng.below(3) == 0 { Some(1 + rng.below(300) as u32) } else { None };
    Rules { simultaneous, repetition: rng.below(2) == 0, move_limit, reversed: false }
}

fn random_game(rng: &mut Rng, variant: SquareVariant) -> Game {
    let mut game = Game::new(variant, random_rules(rng));
    for _ in 0..rng.below(80) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len())];
        game.play(m).expect("generated moves play");
    }
    game
}

fn data_files(dir: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut texts = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the test data is there").flatten() {
        if entry.path().extension().is_some_and(|e| e == "txt") {
            texts.push(std::fs::read_to_string(entry.path()).expect("test data is UTF-8"));
        }
    }
    texts
}

impl Corpus {
    /// A corpus from `games` random games per variant (seeded).
    pub fn build(seed: u64, games: usize) -> Corpus {
        let mut rng = Rng::new(seed);
        let mut c = Corpus {
            positions: Vec::new(),
            moves: vec!["pass".into(), "@d4".into(), "a3-c5@d4".into(), "b1xd3".into()],
            position_strings: Vec::new(),
            records: [data_files("tests/data/games"), data_files("tests/data/records")].concat(),
            // Other programs' dialects: Boardspace's server, applet text, resign
            // nodes, FF[3] names, lone CRs and a collection.
            sgf: vec![
                "(;GM[9]SU[LOA]VV[1]PB[alice]PW[bob]RE[W+R];B[b1 d3];W[h2- f4];B[Resign])".into(),
                "(;GaMe[9]FF[3]PlayerBlack[ann]\r;Black[b1-d3]C[a]\r;White[resign])".into(),
                "(;GM[9]SU[Scrambled]EV[x]DT[2003];B[b1-b3])\r\n(;GM[9];B[b1-d3];W[a3-a4])(;GM[9])".into(),
                // Comments and names kept on export, escapes and soft line breaks.
                "(;GM[9]PB[a\\]b]C[root];B[b1-d3]C[x \\\\ y\\\n z](;W[a3xd3]C[v])(;W[h2-f2]))".into(),
            ],
            protocol_lines: COMMANDS.iter().map(|s| s.to_string()).collect(),
            puzzles: Vec::new(),
            wide: Vec::new(),
        };
        c.wide = crate::cell_board::seeds(&mut rng, games / 4 + 1);
        // A commented tournament collection as Boardspace publishes one.
        let cup = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records/boardspace_open_2003.sgf");
        c.sgf.push(std::fs::read_to_string(cup).expect("the collection is there"));
        let tactics = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tactics.txt");
        let tactics = std::fs::read_to_string(tactics).expect("the tactics suite is there");
        c.puzzles =
            tactics.lines().filter(|l| !l.starts_with('#') && !l.is_empty()).map(str::to_string).collect();
        for variant in SquareVariant::ALL {
            for _ in 0..games {
                let pos = random_position(variant, rng.next_u64(), rng.below(120));
                let rules = random_rules(&mut rng);
                let text = format_position(&pos, &rules);
                c.protocol_lines.push(format!("position {text}"));
                c.position_strings.push(text);
                for m in pos.legal_moves().iter().take(6) {
                    c.moves.push(m.to_string());
                    c.protocol_lines.push(format!("play {m}"));
                }
                c.positions.push(pos);
                let game = random_game(&mut rng, variant);
                for turn in split_turns(game.moves()).iter().take(8) {
                    c.moves.push(format_turn(turn));
                }
                c.records.push(format_record(&game, &[("Event".to_string(), "fuzz".to_string())]));
                if let Ok(sgf) = format_sgf(&game) {
                    c.sgf.push(sgf);
                }
            }
        }
        c
    }
}
