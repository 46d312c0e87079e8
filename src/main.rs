//! `tengen`: the command line. Parses flags (clap), sets up logging to stderr (env_logger), and
//! runs the GTP engine on stdin/stdout.

use clap::Parser;
use std::io::{self, BufReader};
use std::process::ExitCode;
use tengen::gtp::{Engine, EngineConfig};
use tengen::rules;

/// Tengen: a Go engine that speaks GTP v2 on stdin/stdout and knows its rules.
#[derive(Parser, Debug)]
#[command(version, about, long_about = None)]
struct Cli {
    /// Ruleset: japanese, korean, chinese, aga, new_zealand, ing, tromp-taylor, wmsg,
    /// stone-scoring, jasiek (and its alternatives), or KataGo's JSON form.
    #[arg(long, default_value = "chinese")]
    rules: String,
    /// Komi; the ruleset's own komi if not given.
    #[arg(long, allow_negative_numbers = true)]
    komi: Option<f32>,
    /// Random seed, for reproducible games (default: from the system).
    #[arg(long)]
    seed: Option<u64>,
    /// Log level on stderr: error, warn, info, debug, trace.
    #[arg(long, default_value = "info")]
    log_level: log::LevelFilter,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    env_logger::Builder::new()
        .filter_level(cli.log_level)
        .target(env_logger::Target::Stderr)
        .init();
    let rules = match rules::parse_rules(&cli.rules) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("tengen: unknown rules '{}': {e}", cli.rules);
            return ExitCode::from(2);
        }
    };
    let seed = cli.seed.unwrap_or_else(rand::random);
    log::info!(
        "Tengen {} ready: rules {}, seed {seed}",
        env!("CARGO_PKG_VERSION"),
        rules.name
    );
    let config = EngineConfig {
        rules,
        komi: cli.komi,
        seed,
        size: 19,
    };
    let mut engine = Engine::new(config);
    let stdin = BufReader::new(io::stdin().lock());
    match engine.run(stdin, io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("I/O error: {e}");
            ExitCode::FAILURE
        }
    }
}
