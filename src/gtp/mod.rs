//! The GTP v2 front end: line preprocessing and parsing ([`parse`], built with nom), the command
//! registry and dispatch ([`commands`]), the engine's state ([`engine`]), and one file of
//! handlers per subject: [`setup`] (protocol and game setup), [`rules`], [`scoring`], [`search`]
//! and [`analyze`] (search and analysis streams for Sabaki and Lizzie), [`clients`] (GoGui and
//! KGS extensions). stdout carries GTP responses only. [`input`] reads the controller's lines on
//! a thread of its own; [`ponder`] thinks on the opponent's time on another.
//!
//! Imports run one way: `commands` → the subject files → `engine` → `input`, `parse`, `ponder`.

pub mod analyze;
pub mod clients;
pub mod commands;
pub mod engine;
pub mod fuzz;
pub mod input;
pub mod parse;
pub mod ponder;
pub mod rules;
pub mod scoring;
pub mod search;
pub mod setup;

pub use engine::{Engine, EngineConfig};
