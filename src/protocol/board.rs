//! What the protocol asks of a board beyond its notation ([`TextBoard`]): so every command is
//! written once over [`Game<B>`], and [`PlayedGame`] — the 8×8 game or a wide one — chooses
//! the board once, at the top of each command.

use crate::cell_board::{cell_perft, cell_perft_divide, CellGame, CellPosition};
use crate::notation::{
    import_annotated, import_annotated_on, named_variant, play_text, Annotations, TextBoard,
};
use crate::{perft, perft_divide, Game, GameBoard, Position, Rules, Variant};

/// A board the `loa` protocol plays: how it lists moves, counts perft, reads a move, starts
/// again, and which of the session's rules its games take.
pub(super) trait ProtocolBoard: TextBoard {
    /// The legal moves now; none once the game is over.
    fn legal(game: &Game<Self>) -> Vec<Self::Move>;

    /// The number of move paths `depth` plies deep.
    fn perft(pos: &Self, depth: u32) -> u64;

    /// [`ProtocolBoard::perft`] split by the first move.
    fn divide(pos: &Self, depth: u32) -> Vec<(Self::Move, u64)>;

    /// Plays a move or turn given as text; the error is the notation's or the rules' reason.
    fn play_typed(game: &mut Game<Self>, text: &str) -> Result<(), String>;

    /// A new game from the start of `game`'s variant under the session's `rules` (a wide board
    /// starts from its scrambled start when `scrambled`).
    fn start_again(game: &Game<Self>, rules: Rules, scrambled: bool) -> Result<Game<Self>, String>;

    /// The game wrapped for the session.
    fn played(game: Game<Self>) -> PlayedGame;
}

/// The game a session plays: on an 8×8 board or on a wide one (black-hole, 12×12, hex).
#[derive(Clone, Debug)]
pub enum PlayedGame {
    /// A game on an 8×8 (or smaller) board.
    Eight(Game),
    /// A game on a wide board.
    Cells(CellGame),
}

/// Runs `$body` with `$game` bound to the game of a [`PlayedGame`] (`&` or `&mut`), whichever
/// board it is on: the one place a command chooses the board.
macro_rules! on_board {
    ($played:expr, $game:ident => $body:expr) => {
        match $played {
            $crate::protocol::PlayedGame::Eight($game) => $body,
            $crate::protocol::PlayedGame::Cells($game) => $body,
        }
    };
}
pub(super) use on_board;

impl PlayedGame {
    /// Reads a game from text: a wide board's record, SGF, link or position string, or an 8×8
    /// one's ([`crate::notation::import`]), with the names and comments it carries.
    pub(super) fn read(text: &str) -> Result<(PlayedGame, Annotations), String> {
        if named_variant(text).is_some_and(Variant::is_cell_board) {
            let (game, notes) = import_annotated_on::<CellPosition>(text).map_err(|e| e.to_string())?;
            return Ok((PlayedGame::Cells(game), notes));
        }
        let (game, notes) = import_annotated(text).map_err(|e| e.to_string())?;
        Ok((PlayedGame::Eight(game), notes))
    }
}

impl ProtocolBoard for Position {
    fn legal(game: &Game) -> Vec<crate::Move> {
        game.legal_moves().to_vec()
    }

    fn perft(pos: &Position, depth: u32) -> u64 {
        perft(pos, depth)
    }

    fn divide(pos: &Position, depth: u32) -> Vec<(crate::Move, u64)> {
        perft_divide(pos, depth)
    }

    fn play_typed(game: &mut Game, text: &str) -> Result<(), String> {
        play_text(game, text).map_err(|e| e.to_string())
    }

    /// The variant's start under `rules` (reversed or not), whatever start the game had.
    fn start_again(game: &Game, rules: Rules, _: bool) -> Result<Game, String> {
        Ok(Game::new(game.start_position().square_variant(), rules))
    }

    fn played(game: Game) -> PlayedGame {
        PlayedGame::Eight(game)
    }
}

impl ProtocolBoard for CellPosition {
    fn legal(game: &CellGame) -> Vec<crate::cell_board::CellMove> {
        game.legal_moves()
    }

    fn perft(pos: &CellPosition, depth: u32) -> u64 {
        cell_perft(pos, depth)
    }

    fn divide(pos: &CellPosition, depth: u32) -> Vec<(crate::cell_board::CellMove, u64)> {
        cell_perft_divide(pos, depth)
    }

    fn play_typed(game: &mut CellGame, text: &str) -> Result<(), String> {
        game.play_text(text).map(|_| ()).map_err(|e| e.to_string())
    }

    fn start_again(game: &CellGame, rules: Rules, scrambled: bool) -> Result<CellGame, String> {
        CellGame::with_start(game.start_position().shape(), rules, scrambled)
            .map_err(|e| format!("position startpos: {e}"))
    }

    fn played(game: CellGame) -> PlayedGame {
        PlayedGame::Cells(game)
    }
}

/// The rules `game` plays by once the session's rules become `session`, alike on every board:
/// the scoring, the repetition draw and the move limit change the game in play; the reversed
/// start only starts a game ([`Rules::reversed`]), so the game keeps the start it had.
pub(super) fn game_rules<B: GameBoard>(game: &Game<B>, session: Rules) -> Rules {
    Rules { reversed: game.rules().reversed, ..session }
}

/// The session's rules once it plays on with `game`: the inverse of [`game_rules`] (the game's
/// scoring, repetition draw and move limit; the session's choice of start for the next game).
pub(super) fn session_rules<B: GameBoard>(game: &Game<B>, session: Rules) -> Rules {
    Rules { reversed: session.reversed, ..game.rules() }
}
