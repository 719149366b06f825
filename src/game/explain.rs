//! Why a move is illegal: the first rule it breaks, for [`super::Game::check`].

use super::{LineName, PlayError};
use crate::lines::{between, LINE};
use crate::{Bitboard, Move, MoveKind, Position, Variant};

/// Explains why `m` is not among the legal moves of `pos`.
pub(super) fn explain_illegal(pos: &Position, m: Move) -> PlayError {
    let board = pos.variant().board();
    match m.kind() {
        MoveKind::Pass if pos.drop_due() => PlayError::DropDue,
        MoveKind::Pass => PlayError::PassWithMovesAvailable,
        MoveKind::Drop if pos.variant() != Variant::Parachute => PlayError::NoDropsInVariant(pos.variant()),
        MoveKind::Drop if !pos.drop_due() => PlayError::NoDropDue,
        MoveKind::Drop => PlayError::DropNotEmpty(m.to().expect("drops have a square")),
        MoveKind::Vacate => {
            let from = m.from().expect("vacates have a square");
            let turn = pos.turn();
            match pos.piece_at(from) {
                None => PlayError::NoPiece(from),
                Some(owner) if owner != turn => PlayError::NotYourPiece { square: from, owner, turn },
                Some(_) => PlayError::CannotVacate(from),
            }
        }
        MoveKind::Slide if pos.drop_due() => PlayError::DropDue,
        MoveKind::Slide => {
            let (from, to) = (m.from().expect("slides have squares"), m.to().expect("slides have squares"));
            if !board.contains(from) {
                return PlayError::OffBoard(from);
            }
            if !board.contains(to) {
                return PlayError::OffBoard(to);
            }
            let turn = pos.turn();
            match pos.piece_at(from) {
                None => return PlayError::NoPiece(from),
                Some(owner) if owner != turn => return PlayError::NotYourPiece { square: from, owner, turn },
                Some(_) => {}
            }
            let (df, dr) = (to.file() as i32 - from.file() as i32, to.rank() as i32 - from.rank() as i32);
            let dir = match (df.signum(), dr.signum()) {
                (0, 1) => 0,
                (1, 1) => 1,
                (1, 0) => 2,
                (1, -1) => 3,
                (0, -1) => 4,
                (-1, -1) => 5,
                (-1, 0) => 6,
                (-1, 1) => 7,
                _ => return PlayError::NotALine(from, to),
            };
            if df != 0 && dr != 0 && df.abs() != dr.abs() {
                return PlayError::NotALine(from, to);
            }
            let line = dir & 3;
            let pieces = (pos.occupied().0 & LINE[from.index()][line]).count_ones();
            let distance = df.abs().max(dr.abs()) as u32;
            if distance != pieces {
                return PlayError::WrongDistance {
                    from,
                    to,
                    pieces,
                    line: LineName::through(from, line, pos.variant().size()),
                };
            }
            if let Some(over) =
                (Bitboard(between(from.index(), dir, to.index())) & pos.enemy()).nearest_to(from)
            {
                return PlayError::JumpsEnemy { from, to, over };
            }
            if pos.holes().contains(to) {
                return PlayError::LandsOnHole { from, to };
            }
            PlayError::LandsOnFriendly { from, to, partner: !pos.pieces(turn).contains(to) }
        }
    }
}
