//! `tengen`: the command line. Parses flags (clap), sets up logging to stderr (env_logger), and
//! runs the GTP engine on stdin/stdout.

use clap::{Parser, Subcommand};
use std::io::{self, BufReader};
use std::process::ExitCode;
use tengen::gtp::{Engine, EngineConfig};
use tengen::rules;
use tengen::search::{Policy, SearchConfig, bench};

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
    /// Search threads (default: all cores). With one thread and a playout budget, `--seed`
    /// makes every move reproducible.
    #[arg(long)]
    threads: Option<usize>,
    /// Fixed number of playouts per move (the clock, if any, may cut it short).
    #[arg(long)]
    playouts_per_move: Option<u64>,
    /// Fixed thinking time per move in seconds (the clock, if any, may cut it short). Without a
    /// clock or a fixed budget the engine thinks 2 s per move.
    #[arg(long)]
    time_per_move: Option<f64>,
    /// Memory cap for the search tree, in MiB.
    #[arg(long, default_value_t = 1024)]
    max_memory: usize,
    /// Resign when the best move's win rate falls below this after enough playouts (0: never).
    #[arg(long, default_value_t = 0.1)]
    resign_threshold: f32,
    /// Playout policy: heavy, light, or a list of capture,save,self-atari,patterns.
    #[arg(long, default_value = "heavy")]
    policy: String,
    /// Start every search with a fresh tree instead of keeping the subtree of the moves played.
    #[arg(long)]
    no_reuse: bool,
    #[command(subcommand)]
    command: Option<Cmd>,
}

#[derive(Subcommand, Debug)]
enum Cmd {
    /// Measure playouts per second (light and heavy policy, full search) on 9x9 and 19x19 on one
    /// thread, and the peak memory.
    Bench {
        /// Seconds per measurement.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        /// Also measure the search with this many threads.
        #[arg(long, default_value_t = 1)]
        threads: usize,
        /// Only one kind of measurement: light, policy, mcts or score (final_score on finished
        /// 19x19 games).
        #[arg(long)]
        only: Option<String>,
    },
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
    if let Some(Cmd::Bench {
        seconds,
        threads,
        only,
    }) = cli.command
    {
        bench::run(seconds, threads, only.as_deref(), |line| println!("{line}"));
        return ExitCode::SUCCESS;
    }
    let policy = match Policy::parse(&cli.policy) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("tengen: --policy: {e}");
            return ExitCode::from(2);
        }
    };
    if cli.threads == Some(0) {
        eprintln!("tengen: --threads must be at least 1");
        return ExitCode::from(2);
    }
    if cli
        .time_per_move
        .is_some_and(|t| !(t > 0.0 && t.is_finite()))
    {
        eprintln!("tengen: --time-per-move must be a positive number of seconds");
        return ExitCode::from(2);
    }
    let defaults = SearchConfig::default();
    let search = SearchConfig {
        threads: cli.threads.unwrap_or(defaults.threads),
        playouts_per_move: cli.playouts_per_move.filter(|&n| n > 0),
        time_per_move: cli.time_per_move,
        memory_bytes: cli.max_memory.max(16) << 20,
        resign_threshold: cli.resign_threshold,
        policy,
        reuse: !cli.no_reuse,
        ..defaults
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
        search,
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
