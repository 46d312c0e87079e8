//! Move generation: the Monte Carlo player, on top of the playouts of [`crate::playout`].
//!
//! - [`tree`]: the lock-free search tree and its arena;
//! - `value`: the result of a playout under the game's rules;
//! - [`mcts`]: UCT with RAVE, threads, node reuse, scoring per ruleset, pass and resign;

pub mod mcts;
pub mod tree;
mod value;

pub use mcts::{Choice, MoveInfo, SearchConfig, SearchReport, SearchView, Searcher, Watcher};
