//! Tengen: a Go engine that speaks GTP and knows its rules.
//!
//! Layers, lowest first: [`board`] (stones, chains, hashes), [`rules`] (rulesets as data),
//! [`game`] (history, ko, passes, handicap, undo), then [`score`], [`search`], [`sgf`] and
//! [`clock`]; [`records`] turns game records into games for both front ends: [`gtp`], the
//! protocol, and [`cli`], the `tengen score` command. [`config`] reads the `--config` file.

pub mod bench;
pub mod board;
pub mod cli;
pub mod clock;
pub mod config;
pub mod game;
pub mod gtp;
pub mod learn;
pub mod playout;
pub mod records;
pub mod rules;
pub mod score;
pub mod search;
pub mod sgf;
