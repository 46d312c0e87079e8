//! The GTP v2 front end: line preprocessing and parsing ([`parse`], built with nom), the command
//! table and dispatch ([`engine`]), and response framing. stdout carries GTP responses only.

pub mod engine;
pub mod fuzz;
pub mod parse;

pub use engine::{Engine, EngineConfig};
