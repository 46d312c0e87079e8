//! What a judgement of life and death says: the status of every stone, the playouts' ownership
//! and notes for people. The judge ([`super::judge`]) and the local reading
//! ([`super::solver`]) both write it and the count ([`super::count`]) reads it, so it has a
//! module of its own.

use crate::board::{Board, Cell, MAX_POINTS, Point};

/// Mean ownership for a colour (its points in seven playouts of ten) from which an empty point
/// counts as that colour's area to the local readings: the other colour's group there meets a
/// wall, not room ([`super::eye_space`], [`super::nakade_seki`]).
pub const OPPONENTS_AREA: f32 = 0.4;

/// The status of a stone at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Alive,
    Dead,
    /// Alive, but sharing liberties with the opponent that neither side can fill.
    Seki,
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Dead => "dead",
            Status::Seki => "seki",
        }
    }
}

/// Statuses of every stone on a board, and a few notes for people.
#[derive(Clone, Debug)]
pub struct Judgement {
    pub(super) status: Vec<Option<Status>>,
    /// Average ownership from the playouts, per point: +1 Black, −1 White.
    pub ownership: Vec<f32>,
    /// How each non-obvious decision was reached, for the breakdown.
    pub notes: Vec<String>,
}

impl Judgement {
    /// Every stone alive: a plain count of the board as it stands.
    pub fn all_alive(board: &Board) -> Judgement {
        let mut status = vec![None; MAX_POINTS];
        for p in board.points() {
            if let Cell::Stone(_) = board.cell(p) {
                status[p] = Some(Status::Alive);
            }
        }
        Judgement {
            status,
            ownership: vec![0.0; MAX_POINTS],
            notes: Vec::new(),
        }
    }

    /// The status of the stone at `p`, `None` for an empty point.
    pub fn status(&self, p: Point) -> Option<Status> {
        self.status[p]
    }

    /// Sets the status of the whole chain through `p` on `board`.
    pub fn set_chain(&mut self, board: &Board, p: Point, s: Status) {
        for q in board.chain_stones(p) {
            self.status[q] = Some(s);
        }
    }
}
