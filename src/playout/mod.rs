//! Playouts: the fast board, the moves a playout chooses, and what playouts tell about a
//! position. Both the tree search ([`crate::search`]) and the judge of finished games
//! ([`crate::score`]) play random games to the end; this layer holds what they share, so that
//! neither needs the other.
//!
//! - [`board`]: the playout board (fixed arrays, pseudo-liberties, no allocation per move);
//! - [`patterns`]: 3×3 shape patterns;
//! - [`policy`]: the playout policy (light random, heavy with capture/save/self-atari/patterns);
//! - [`tactics`]: ladder reading and the tactical priors of a position;
//! - [`features`], [`model`]: the learned move model (Coulom 2007): the features of a candidate
//!   move, the weights (`data/patterns.bin`, fitted by `scripts/train-patterns`) and the scorer that
//!   gives every move of a position its gamma, for the tree's priors;
//! - [`nakade`]: the sacrifices of several stones that kill (their capture leaves a dead eye);
//! - [`learned`]: the model's 3×3 shapes as playout move weights;
//! - [`ownership`]: who owns each point at the end of many playouts (the judge's and the
//!   searcher's estimate);
//! - [`Rng`]: the one random number generator of playouts and searches.
//!
//! [`random_move`] is the simple legal-move player that came first, kept for tests.

pub mod board;
pub mod features;
pub mod learned;
pub mod model;
pub mod nakade;
pub mod ownership;
pub mod patterns;
pub mod policy;
pub mod tactics;

pub use policy::Policy;

use crate::board::{Color, Move};
use crate::game::Game;

/// A small, fast, seedable random number generator (xorshift64*), so that `--seed` reproduces
/// games exactly and playouts need no allocation.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }
}

/// A random legal move for `color` that does not fill its own eye; `pass` when none is left.
pub fn random_move(game: &Game, color: Color, rng: &mut Rng) -> Move {
    let board = game.board();
    let mut candidates: Vec<_> = board
        .points()
        .filter(|&p| board.cell(p) == crate::board::Cell::Empty && !board.is_eye(color, p))
        .collect();
    while !candidates.is_empty() {
        let i = rng.below(candidates.len());
        let v = board.vertex(candidates.swap_remove(i));
        if game.is_legal(color, Move::Play(v)) {
            return Move::Play(v);
        }
    }
    Move::Pass
}
