//! `tengen`: the command line. Parses flags (clap) and the optional `--config` file (see
//! [`tengen::config`]), sets up logging to stderr (env_logger), and runs the GTP engine on
//! stdin/stdout, or a subcommand (`bench`, or `score`, in [`tengen::cli`]).

use clap::{CommandFactory, Parser, Subcommand};
use std::ffi::OsString;
use std::io::{self, BufReader};
use std::process::ExitCode;
use tengen::bench;
use tengen::cli::score_command;
use tengen::config;
use tengen::gtp::{Engine, EngineConfig};
use tengen::playout::Policy;
use tengen::rules;
use tengen::search::{Dynkomi, SearchConfig};

const AFTER_HELP: &str = "\
Tengen speaks GTP v2 on stdin/stdout; logs go to stderr. A GUI needs no flags: add the
tengen program as an engine in Sabaki, GoGui, Lizzie, gtp2ogs or kgsGtp.

Examples:
  tengen                                   play with the defaults (Chinese rules, 2 s a move)
  tengen --rules japanese --komi 6.5       Japanese rules
  tengen --config tengen.cfg --threads 2   settings from a file; flags override it
  tengen bench                             measure playouts per second
  tengen score games/ --svg pictures/      score game records, draw the judged boards

A config file holds one 'key = value' per line, the keys being the flags above without
their dashes, e.g.  rules = japanese  or  time-per-move = 5 ; '#' starts a comment.";

/// Tengen: a Go engine that speaks GTP v2 on stdin/stdout and knows its rules.
#[derive(Parser, Debug)]
#[command(version, about, long_about = None, after_help = AFTER_HELP, args_override_self = true)]
struct Cli {
    /// Read settings from FILE (`key = value` lines); flags given here override it.
    #[arg(long, value_name = "FILE")]
    config: Option<std::path::PathBuf>,
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
    /// Playout policy: heavy, light, or a list of capture,save,self-atari,patterns,learned,nakade,vital.
    #[arg(long, default_value = "heavy")]
    policy: String,
    /// Dynamic komi in handicap and uneven games: off, linear (komi worth the handicap stones
    /// in White's favour, for the search of either side, fading out by move 150 on 19x19) or
    /// adaptive (linear, plus a shift that follows the search's win rate).
    #[arg(long, default_value = "linear")]
    dynkomi: String,
    /// Think on the opponent's time (after each genmove, until the next command).
    #[arg(long)]
    ponder: bool,
    /// Weight of the learned move model's priors in the search tree (0: off; default 150 on
    /// 17x17 and up, 40 on 13x13 to 16x16, 100 on smaller boards).
    #[arg(long)]
    pattern_prior: Option<f32>,
    /// RAVE's equivalence parameter K: about how many visits of a move before its own win
    /// rate outweighs its all-moves-as-first one (default 2000 on 13x13 and up, 1000 below).
    #[arg(long)]
    rave_equiv: Option<f32>,
    /// UCB exploration constant C of the tree: C·sqrt(ln N / n) is added to a move's value
    /// (0: none; default 0.05 below 13x13, 0 on 13x13 and up).
    #[arg(long)]
    explore: Option<f32>,
    /// Visits a node of the tree needs before its children get the learned model's priors
    /// (the root's get them at once; default 5 below 13x13, 20 from 13x13 up).
    #[arg(long)]
    pattern_at: Option<u32>,
    /// The share of a playout's value its margin decides, from 0 (the win alone, the default)
    /// to 1; at 0.08 a point of margin is worth 0.2% of a win, up to one point per line.
    #[arg(long)]
    score_weight: Option<f32>,
    /// Priors for the moves that decide capturing races between big chains: true or false.
    #[arg(long, default_value_t = true, action = clap::ArgAction::Set)]
    races: bool,
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
    /// Score game records (SGF files, or directories of them): result, breakdown, dead and seki
    /// stones, agreement with the record's RE[]; optionally JSON and pictures of the board.
    Score(score_command::ScoreArgs),
}

/// The command line, with the settings of `--config FILE` (if given) placed before the
/// flags so that the flags win.
fn parse_cli() -> Result<Cli, ExitCode> {
    let args: Vec<OsString> = std::env::args_os().collect();
    let cli = Cli::try_parse_from(&args).unwrap_or_else(|e| e.exit());
    let Some(path) = &cli.config else {
        return Ok(cli);
    };
    let text = std::fs::read_to_string(path).map_err(|e| {
        eprintln!("tengen: cannot read config file {}: {e}", path.display());
        ExitCode::from(2)
    })?;
    let flags: Vec<config::Flag> = Cli::command()
        .get_arguments()
        .filter_map(|a| {
            let name = a.get_long()?;
            (!matches!(name, "config" | "help" | "version")).then(|| config::Flag {
                name: name.to_string(),
                takes_value: a.get_action().takes_values(),
            })
        })
        .collect();
    let from_file = config::to_args(&text, &flags).map_err(|e| {
        eprintln!("tengen: config file {}: {e}", path.display());
        ExitCode::from(2)
    })?;
    let mut all = vec![args[0].clone()];
    all.extend(from_file);
    all.extend(args[1..].iter().cloned());
    Cli::try_parse_from(&all).map_err(|e| {
        eprintln!("tengen: with the settings of {}:", path.display());
        e.exit()
    })
}

fn main() -> ExitCode {
    let cli = match parse_cli() {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    env_logger::Builder::new()
        .filter_level(cli.log_level)
        .target(env_logger::Target::Stderr)
        .init();
    if let Some(Cmd::Score(args)) = &cli.command {
        return score_command::run(args);
    }
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
    let dynkomi = match Dynkomi::parse(&cli.dynkomi) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("tengen: --dynkomi: {e}");
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
    if cli
        .pattern_prior
        .is_some_and(|w| !(w >= 0.0 && w.is_finite()))
    {
        eprintln!("tengen: --pattern-prior must be a number of at least 0");
        return ExitCode::from(2);
    }
    if cli.rave_equiv.is_some_and(|k| !(k > 0.0 && k.is_finite())) {
        eprintln!("tengen: --rave-equiv must be a positive number");
        return ExitCode::from(2);
    }
    if cli.explore.is_some_and(|c| !(c >= 0.0 && c.is_finite())) {
        eprintln!("tengen: --explore must be a number of at least 0");
        return ExitCode::from(2);
    }
    if cli.score_weight.is_some_and(|w| !(0.0..=1.0).contains(&w)) {
        eprintln!("tengen: --score-weight must be a number from 0 to 1");
        return ExitCode::from(2);
    }
    if cli.pattern_at == Some(0) {
        eprintln!("tengen: --pattern-at must be a whole number of at least 1");
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
        dynkomi,
        pattern_prior: cli.pattern_prior,
        rave_equiv: cli.rave_equiv,
        explore: cli.explore,
        pattern_at: cli.pattern_at,
        races: cli.races,
        score_weight: cli.score_weight,
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
        ponder: cli.ponder,
    };
    let mut engine = Engine::new(config);
    let stdin = BufReader::new(io::stdin());
    match engine.run(stdin, io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            log::error!("I/O error: {e}");
            ExitCode::FAILURE
        }
    }
}
