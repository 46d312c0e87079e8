//! Subcommands of the `tengen` program that are not the GTP engine: here `tengen score`, which
//! scores game records from the command line ([`score_command`]) and draws the judged board
//! ([`svg`]). `main.rs` only wires them to clap; the scoring itself is
//! [`crate::score::verdict`], the same function GTP's `final_score` uses.

pub mod report;
pub mod score_command;
pub mod svg;
