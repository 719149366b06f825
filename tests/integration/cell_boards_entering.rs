//! Every way a variant reaches the 8×8 engine from outside (the page's new game, a position
//! string, a record, a link, a puzzle line, a setup, the `loa` command) refuses a cell board in
//! words, naming it, or sends it to the cell board's engine: none gives an empty 8×8 board.

use loa::boundary::{self, PageBoard};
use loa::cell_board::{format_cell_position, CellPosition};
use loa::notation::{link, parse_position, parse_record};
use loa::protocol::Session;
use loa::puzzle::parse_puzzle_line;
use loa::{Board, Position, Setup, SetupError, Simultaneous, SquareVariant, Variant};

/// The cell boards, each with its start as the cell board writes it and the sentence that
/// refuses it on the 8×8 bitboards.
fn cell_boards() -> Vec<(Variant, String, &'static str)> {
    let refusals = [
        (Variant::BlackHole, "black-hole is played on a 9×9 cell board, not the 8×8 bitboards"),
        (Variant::Standard12x12, "standard-12x12 is played on a 12×12 cell board, not the 8×8 bitboards"),
        (Variant::Hex5, "hex-5 is played on a hexagonal cell board of side 5, not the 8×8 bitboards"),
        (Variant::Hex6, "hex-6 is played on a hexagonal cell board of side 6, not the 8×8 bitboards"),
    ];
    assert_eq!(refusals.len(), Variant::ALL.iter().filter(|v| v.is_cell_board()).count());
    refusals
        .into_iter()
        .map(|(variant, refusal)| {
            let Board::Cells(shape) = variant.played_on() else { panic!("{variant} is a cell board") };
            (variant, format_cell_position(&CellPosition::start(shape), Simultaneous::MoverWins), refusal)
        })
        .collect()
}

#[test]
fn a_cell_variant_is_refused_by_name_wherever_only_an_8x8_one_is_meant() {
    for (variant, start, refusal) in cell_boards() {
        let key = variant.key();
        assert_eq!(SquareVariant::try_from(variant).unwrap_err().to_string(), refusal);
        // The page's new game in the 8×8 build, as `new WasmGame(key)` asks it.
        assert_eq!(boundary::parse_variant(key).unwrap_err(), refusal);
        assert_eq!(<Position as PageBoard>::new_game(key, None).unwrap_err(), refusal);
        // A setup of a cell board's variant.
        let setup = Setup::empty(variant);
        assert_eq!(setup.into_position().unwrap_err(), SetupError::CellBoard(loa::CellBoardError(variant)));
        // The 8×8 readers of text: a position string, a record, a link, a puzzle line.
        let position = parse_position(&start).unwrap_err().to_string();
        assert!(position.contains(&format!("unknown variant \"{key}\"")), "{position}");
        let record = parse_record(&format!("[Variant \"{key}\"]\n\n1. pass *\n")).unwrap_err().to_string();
        assert!(record.contains(&format!("unknown variant \"{key}\"")), "{record}");
        let link = link::decode(&format!("{key}~m")).unwrap_err().to_string();
        assert!(link.contains(&format!("unknown variant \"{key}\"")), "{link}");
        let puzzle = parse_puzzle_line(&format!("p1 | 1 | 1 | {start} | a1-a2 | a test")).unwrap_err();
        assert!(puzzle.contains(&format!("unknown variant \"{key}\"")), "{puzzle}");
    }
}

#[test]
fn a_cell_variant_given_to_the_loa_command_or_the_page_is_played_on_its_cell_board() {
    for (variant, start, _) in cell_boards() {
        let key = variant.key();
        // The command's `variant` and `position` choose the cell board: its perft counts the
        // cell board's moves, which an empty 8×8 board would not have.
        let Board::Cells(shape) = variant.played_on() else { panic!("{key} is a cell board") };
        let moves = CellPosition::start(shape).legal_moves().len();
        for line in [format!("variant {key}"), format!("position {start}")] {
            let mut session = Session::new();
            assert_eq!(session.handle(&line), ["ok"], "{line}");
            assert_eq!(session.handle("perft 1"), [format!("perft 1 {moves}")], "{line}");
        }
        // The page's new game in the wide build.
        let game = <CellPosition as PageBoard>::new_game(key, None).unwrap();
        assert_eq!(game.legal_moves().len(), moves, "{key}");
    }
}
