//! The learned move model (Coulom 2007, "Computing Elo ratings of move patterns in the game of
//! Go"): strong players' moves teach a strength to every feature of a candidate move (shapes
//! around it, captures, ataris, ladders, distances), so that the search can look at the moves a
//! strong player would look at first.
//!
//! - [`features`]: the features of a candidate move on the playout board;
//! - [`model`]: the weights, their file and the scorer (a gamma per candidate move);
//! - [`playout`]: the learned 3×3 shapes as playout move weights;
//! - [`corpus`]: reading and replaying the game records;
//! - [`train`]: harvesting large shapes, minorization–maximization and the prediction rate.

pub mod corpus;
pub mod features;
pub mod model;
pub mod playout;
pub mod train;

pub use model::Model;
