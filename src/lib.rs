//! Tengen: a Go engine that speaks GTP and knows its rules.
//!
//! Layers, lowest first: [`board`] (stones, chains, hashes), [`rules`] (rulesets as data),
//! [`game`] (history, ko, passes, handicap, undo), then [`score`], [`search`], [`sgf`] and
//! [`clock`], and on top [`gtp`], the protocol front end. [`config`] reads the `--config` file.

pub mod bench;
pub mod board;
pub mod clock;
pub mod config;
pub mod game;
pub mod gtp;
pub mod learn;
pub mod playout;
pub mod rules;
pub mod score;
pub mod search;
pub mod sgf;
