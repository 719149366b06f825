//! Resignation and loss on time: a side gives up, or its clock runs out, and the other wins. A
//! child module of `game`, so it can set the game's private result; kept apart because these
//! are ways to end a game, not moves. The clock itself is the page's: the core is told only
//! that a flag fell, as it is told only that a player resigned.

use super::{Game, GameBoard};
use crate::{Outcome, Side, WinReason};
use std::fmt;

/// Why a resignation or a loss on time was refused. The game is unchanged after it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResignError {
    /// The game has already ended (a resignation was asked).
    GameOver(Outcome),
    /// The game has already ended (a loss on time was asked): a flag that falls after the end
    /// changes nothing.
    TimeAfterEnd(Outcome),
    /// The side does not play this variant: a team in a game of Black and White, or Black or
    /// White in AmbiLOA (where teams resign).
    NoSuchSide {
        /// The side named.
        side: Side,
        /// The variant's display name.
        variant: &'static str,
        /// Whether teams play the variant.
        teams: bool,
    },
}

impl fmt::Display for ResignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResignError::GameOver(outcome) => write!(f, "cannot resign: the game is over: {outcome}"),
            ResignError::TimeAfterEnd(outcome) => {
                write!(f, "cannot lose on time: the game is over: {outcome}")
            }
            ResignError::NoSuchSide { side, variant, teams } => {
                let sides = [0, 1].map(|i| Side::from_index(i, *teams));
                write!(f, "{side} does not play in {variant}: the sides are {} and {}", sides[0], sides[1])
            }
        }
    }
}

impl std::error::Error for ResignError {}

impl<B: GameBoard> Game<B> {
    /// Ends the game by the resignation of `side` (in AmbiLOA, a team), whether or not it is to
    /// move (a player may resign while the computer thinks); the other side wins with
    /// [`WinReason::Resignation`]. Resigning in the middle of a Parachute turn, before the drop,
    /// is allowed: a player may give up at any moment of their turn. Refused, with the game
    /// unchanged, when the game is already over or `side` does not play this variant. One
    /// shape on every board: the side to move resigns with
    /// `game.resign(game.position().side_to_move())`.
    ///
    /// **A resignation is final**: [`Game::undo`] and [`Game::redo`] do nothing afterwards.
    /// It concedes the game rather than playing a move, and a result that could be taken back
    /// would let a resign button act as a free undo in a game against a person; records and
    /// links carry it as the end of the game. A new game (or a replay of the moves) starts over.
    ///
    /// ```
    /// use loa::{Game, Rules, Side, SquareVariant};
    /// let mut game = Game::new(SquareVariant::Standard, Rules::default());
    /// let outcome = game.resign(Side::Black).unwrap();
    /// assert_eq!(outcome.to_string(), "Black resigned");
    /// assert_eq!((outcome.winner(), outcome.result_tag()), (Some(Side::White), "0-1"));
    /// assert_eq!(game.undo(), None);
    /// ```
    pub fn resign(&mut self, side: Side) -> Result<Outcome, ResignError> {
        if let Some(outcome) = self.outcome {
            return Err(ResignError::GameOver(outcome));
        }
        self.check_side(side)?;
        Ok(self.concede(side, WinReason::Resignation))
    }

    /// Ends the game because `side`'s clock ran out: the other side wins with
    /// [`WinReason::Time`]. Final like a resignation ([`Game::resign`]): undo and redo do nothing
    /// afterwards. Records write it as `[Termination "time forfeit"]`, SGF as `RE[B+T]`/`RE[W+T]`,
    /// links as `~tb`/`~tw`. Refused, with the game unchanged, when the game is already over or
    /// `side` does not play this variant.
    ///
    /// ```
    /// use loa::{Game, Rules, Side, SquareVariant};
    /// let mut game = Game::new(SquareVariant::Standard, Rules::default());
    /// let outcome = game.lose_on_time(Side::Black).unwrap();
    /// assert_eq!(outcome.to_string(), "Black ran out of time");
    /// assert_eq!((game.lost_on_time(), game.resigned()), (Some(Side::Black), None));
    /// assert!(game.lose_on_time(Side::White).is_err());
    /// ```
    pub fn lose_on_time(&mut self, side: Side) -> Result<Outcome, ResignError> {
        if let Some(outcome) = self.outcome {
            return Err(ResignError::TimeAfterEnd(outcome));
        }
        self.check_side(side)?;
        Ok(self.concede(side, WinReason::Time))
    }

    /// Refuses a side that does not play this variant (teams play AmbiLOA, Black and White the
    /// rest, the wide boards included).
    fn check_side(&self, side: Side) -> Result<(), ResignError> {
        let pos = self.position();
        if matches!(side, Side::EastWest | Side::NorthSouth) != pos.variant().has_teams() {
            return Err(ResignError::NoSuchSide {
                side,
                variant: pos.variant().name(),
                teams: pos.variant().has_teams(),
            });
        }
        Ok(())
    }

    /// How the game ended, in the words of every board ([`crate::Outcome::reason`]: "Black
    /// resigned", "White connected all pieces", "draw by move limit"), or `None` while it goes on.
    pub fn ending(&self) -> Option<String> {
        self.outcome().map(|outcome| outcome.reason())
    }

    /// Ends a game in progress by `side` giving it up for `reason`; the caller has checked that
    /// the game goes on and that `side` plays it.
    pub(crate) fn concede(&mut self, side: Side, reason: WinReason) -> Outcome {
        self.conceded = Some((side, reason));
        self.undone.clear();
        self.outcome = self.judge();
        Outcome::Win { winner: side.opponent(), reason }
    }

    /// The side that resigned, if the game ended by resignation.
    pub fn resigned(&self) -> Option<Side> {
        self.conceded.filter(|&(_, reason)| reason == WinReason::Resignation).map(|(side, _)| side)
    }

    /// The side whose time ran out, if the game was lost on time.
    pub fn lost_on_time(&self) -> Option<Side> {
        self.conceded.filter(|&(_, reason)| reason == WinReason::Time).map(|(side, _)| side)
    }
}

#[cfg(test)]
mod tests {
    use crate::cell_board::{CellGame, CellPosition};
    use crate::SquareVariant;
    use crate::{
        Game, GameBoard, Move, Outcome, Position, Rules, Side, Simultaneous, Square, Variant, WinReason,
    };

    /// A board the rule is tried on, row by row: every board concedes in the one generic game,
    /// so each test runs on an 8×8 board and on a wide one alike.
    struct Row<B: GameBoard> {
        name: &'static str,
        /// A game after Black's first move.
        opening: fn() -> Game<B>,
        /// The side to move resigns.
        resign: fn(&mut Game<B>) -> Result<Outcome, String>,
        lose_on_time: fn(&mut Game<B>, Side) -> Result<Outcome, String>,
        /// The refusal of a loss on time for East–West, a side that does not play.
        no_east_west: &'static str,
    }

    fn square() -> Row<Position> {
        Row {
            name: "8×8",
            opening: || {
                let mut game = Game::new(SquareVariant::Standard, Rules::default());
                let sq = |s| Square::parse(s).unwrap();
                game.play(Move::slide(sq("b1"), sq("d3"), false)).unwrap();
                game
            },
            resign: |game| game.resign(game.position().side_to_move()).map_err(|e| e.to_string()),
            lose_on_time: |game, side| game.lose_on_time(side).map_err(|e| e.to_string()),
            no_east_west: "East–West does not play in Standard: the sides are Black and White",
        }
    }

    fn hex() -> Row<CellPosition> {
        Row {
            name: "hex-5",
            opening: || {
                let mut game =
                    CellGame::with_scoring(Variant::Hex5.cell_shape().unwrap(), Simultaneous::Draw);
                game.play_text("i2-g2").unwrap();
                game
            },
            resign: |game| game.resign(game.position().side_to_move()).map_err(|e| e.to_string()),
            lose_on_time: |game, side| game.lose_on_time(side).map_err(|e| e.to_string()),
            no_east_west: "East–West does not play in Hex LOA, side 5: the sides are Black and White",
        }
    }

    fn flag_fall<B: GameBoard>(row: Row<B>) {
        let name = row.name;
        let mut game = (row.opening)();
        let outcome = (row.lose_on_time)(&mut game, Side::White).unwrap();
        assert_eq!(outcome, Outcome::Win { winner: Side::Black, reason: WinReason::Time }, "{name}");
        assert_eq!(game.outcome(), Some(outcome), "{name}");
        assert_eq!(outcome.cause_key(), "time", "{name}");
        assert_eq!(outcome.to_string(), "White ran out of time", "{name}");
        assert_eq!(game.undo(), None, "{name}: a loss on time cannot be taken back");
        assert_eq!((game.moves().len(), game.can_undo()), (1, false), "{name}");
    }

    #[test]
    fn a_flag_fall_ends_the_game_for_the_other_side_and_is_final() {
        flag_fall(square());
        flag_fall(hex());
        let mut game = (square().opening)();
        game.lose_on_time(Side::White).unwrap();
        let outcome = game.outcome().unwrap();
        assert!(outcome.winning_groups(game.position()).is_empty(), "no group decided it");
        assert!(game.legal_moves().is_empty());
    }

    fn side_not_to_move<B: GameBoard>(row: Row<B>) {
        // Black's clock does not run on White's turn, but a page may report it late.
        let mut game = (row.opening)();
        let outcome = (row.lose_on_time)(&mut game, Side::Black).unwrap();
        assert_eq!(outcome.winner(), Some(Side::White), "{}", row.name);
    }

    #[test]
    fn the_side_not_to_move_can_lose_on_time() {
        side_not_to_move(square());
        side_not_to_move(hex());
    }

    fn flag_changes_nothing<B: GameBoard>(row: Row<B>) {
        let name = row.name;
        let mut game = (row.opening)();
        (row.resign)(&mut game).unwrap();
        let err = (row.lose_on_time)(&mut game, Side::Black).unwrap_err();
        assert_eq!(err, "cannot lose on time: the game is over: White resigned", "{name}");
        assert_eq!((game.resigned(), game.lost_on_time()), (Some(Side::White), None), "{name}");

        let mut game = (row.opening)();
        let err = (row.lose_on_time)(&mut game, Side::EastWest).unwrap_err();
        assert_eq!(err, row.no_east_west, "{name}");
        assert_eq!(game.outcome(), None, "{name}");
        (row.lose_on_time)(&mut game, Side::Black).unwrap();
        assert!((row.resign)(&mut game).is_err(), "{name}: no resignation after a loss on time");
        assert_eq!(game.lost_on_time(), Some(Side::Black), "{name}");
    }

    #[test]
    fn a_flag_after_the_end_or_for_a_missing_side_changes_nothing() {
        flag_changes_nothing(square());
        flag_changes_nothing(hex());
    }

    #[test]
    fn teams_lose_on_time_in_ambiloa() {
        let mut game = Game::new(SquareVariant::AmbiLoa, Rules::default());
        assert!(game.lose_on_time(Side::Black).is_err());
        let outcome = game.lose_on_time(Side::NorthSouth).unwrap();
        assert_eq!(outcome.winner(), Some(Side::EastWest));
    }
}
