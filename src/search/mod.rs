//! Move generation: the Monte Carlo player, on top of the playouts of [`crate::playout`].
//!
//! - [`searcher`]: the `Searcher` API (UCT with RAVE on threads), tree reuse and limits;
//! - [`tree`]: the lock-free search tree and its arena;
//! - `worker`: one search thread's descent, expansion, playout and back-up;
//! - `root`: superko exclusions, pass, resign and cycle endings at the root;
//! - [`report`]: the search report, the analysis view and the candidates' log;
//! - `value`: the result of a playout under the game's rules;
//! - [`dynkomi`]: the komi the search plays for in handicap and uneven games;
//! - `settled`: the points the learned model leaves alone in the tree;
//! - `stop`: when a search stops (budgets, and how settled the choice is);

pub mod dynkomi;
pub mod report;
mod root;
pub mod searcher;
mod settled;
mod stop;
pub mod tree;
mod value;
mod worker;

pub use dynkomi::Dynkomi;
pub use report::{MoveInfo, SearchReport, SearchView, Watcher};
pub use searcher::{Choice, SearchConfig, Searcher};
