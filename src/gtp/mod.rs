//! The GTP v2 front end: line preprocessing and parsing ([`parse`], built with nom), the command
//! table and dispatch ([`engine`]), and response framing. stdout carries GTP responses only.
//! [`input`] reads the controller's lines on a thread of its own; [`analyze`] streams analysis
//! for Sabaki and Lizzie; [`clients`] holds the GoGui, KGS and KataGo extensions.

pub mod analyze;
pub mod clients;
pub mod engine;
pub mod fuzz;
pub mod input;
pub mod parse;

pub use engine::{Engine, EngineConfig};
