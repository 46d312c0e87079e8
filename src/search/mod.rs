//! Move generation: the Monte Carlo player, on top of the playouts of [`crate::playout`].
//!
//! - [`tree`]: the lock-free search tree and its arena;
//! - [`mcts`]: UCT with RAVE, threads, node reuse, scoring per ruleset, pass and resign;

pub mod mcts;
pub mod tree;

pub use mcts::{Choice, MoveInfo, SearchConfig, SearchReport, SearchView, Searcher, Watcher};
