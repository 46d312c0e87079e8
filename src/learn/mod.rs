//! Training the learned move model (Coulom 2007, "Computing Elo ratings of move patterns in the
//! game of Go"): strong players' moves teach a strength to every feature of a candidate move
//! (shapes around it, captures, ataris, ladders, distances), so that the search can look at the
//! moves a strong player would look at first. The features and the model the engine uses live
//! in the playout layer ([`crate::playout::features`], [`crate::playout::model`]); this module
//! reads the game records and fits the weights (`scripts/train-patterns`).
//!
//! - [`corpus`]: reading and replaying the game records;
//! - [`train`]: harvesting large shapes, minorization–maximization and the prediction rate.

pub mod corpus;
pub mod train;
