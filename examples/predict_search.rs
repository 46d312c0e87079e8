//! How often the search, with a fixed playout budget on one thread, plays the move a strong
//! player chose: a cheap measure of what the tree's priors are worth, without playing matches.
//! Positions come from held-out games of the corpus (the first games of the trainer's seeded
//! order, which it never trains on).
//!
//! Usage: `predict_search --corpus DIR [--games N] [--every K] [--playouts N] [--pattern-prior X]`

use clap::Parser;
use std::path::PathBuf;
use tengen::board::Move;
use tengen::game::Game;
use tengen::learn::corpus;
use tengen::playout::{Policy, Rng};
use tengen::rules::preset;
use tengen::search::{Choice, SearchConfig, Searcher};

#[derive(Parser, Debug)]
struct Args {
    #[arg(long)]
    corpus: PathBuf,
    /// Seed of the game order (the trainer's `--seed`).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    #[arg(long, default_value_t = 10)]
    games: usize,
    /// Every how many moves a position is searched.
    #[arg(long, default_value_t = 10)]
    every: usize,
    #[arg(long, default_value_t = 1000)]
    playouts: u64,
    /// Weight of the learned model's priors in the tree (0: off).
    #[arg(long, default_value_t = 0.0)]
    pattern_prior: f32,
    /// Playout policy (as `tengen --policy`).
    #[arg(long, default_value = "heavy")]
    policy: String,
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let mut files = corpus::sgf_files(&args.corpus)?;
    let mut rng = Rng::new(args.seed);
    for i in (1..files.len()).rev() {
        files.swap(i, rng.below(i + 1));
    }
    let games = files
        .iter()
        .filter_map(|f| corpus::read_game(f, 19))
        .filter(|g| g.moves.len() >= 20 && g.setup_black.is_empty() && g.setup_white.is_empty())
        .take(args.games);
    let config = SearchConfig {
        threads: 1,
        playouts_per_move: Some(args.playouts),
        early_stop: false,
        resign_threshold: 0.0,
        reuse: false,
        pattern_prior: Some(args.pattern_prior),
        policy: Policy::parse(&args.policy)?,
        seed: 1,
        ..SearchConfig::default()
    };
    let (mut searched, mut agreed) = (0usize, 0usize);
    for rec in games {
        let mut game = Game::new(19, preset("chinese").ok_or("no chinese preset")?);
        for (i, &(color, mv)) in rec.moves.iter().enumerate() {
            if i % args.every == args.every / 2 && mv != Move::Pass {
                let mut searcher = Searcher::new(config.clone());
                let choice = searcher.genmove(&game, color, None);
                searched += 1;
                agreed += usize::from(choice == Choice::Play(mv));
            }
            if game.play(color, mv).is_err() {
                break;
            }
        }
    }
    println!(
        "search agrees with the player on {agreed} of {searched} positions ({:.1}%), {} playouts, pattern prior {}, policy {}",
        100.0 * agreed as f64 / searched.max(1) as f64,
        args.playouts,
        args.pattern_prior,
        args.policy
    );
    Ok(())
}
