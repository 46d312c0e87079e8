//! Move generation: the Monte Carlo player, on top of the playouts of [`crate::playout`].
//!
//! - [`cycles`]: the positions a game has been through (for cycle rules);
//! - [`tree`]: the lock-free search tree and its arena;
//! - [`mcts`]: UCT with RAVE, threads, node reuse, scoring per ruleset, pass and resign;

pub mod cycles;
pub mod mcts;
pub mod tree;

pub use mcts::{Choice, MoveInfo, SearchConfig, SearchReport, SearchView, Searcher, Watcher};
