//! Trains the move model on a corpus of strong players' games and writes its weights
//! (`scripts/train-patterns` runs it). Seeded: the same arguments give the same file.
//!
//! Games are shuffled with the seed; the first `--test` are held out, the next `--harvest` give
//! the large-shape dictionary and the first `--train` of those the MM fit. The held-out top-1
//! prediction rate is printed, then what each feature group adds (`--ablation`).

use clap::{Parser, ValueEnum};
use std::path::PathBuf;
use std::time::Instant;
use tengen::learn::corpus;
use tengen::learn::train::{ALL, Dataset, Prediction, Weights, harvest_shapes, predict};
use tengen::playout::Rng;
use tengen::playout::features::{ALL_GROUPS, ShapeDictionary};
use tengen::playout::model::Model;
use tengen::sgf::GameRecord;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Ablation {
    /// No ablation.
    None,
    /// Each group's gammas set to 1 in the fitted model (no refit).
    Drop,
    /// The model refitted without each group in turn.
    Refit,
}

#[derive(Parser, Debug)]
struct Args {
    /// Folder of SGF files (searched recursively).
    #[arg(long)]
    corpus: PathBuf,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games whose positions the MM fit uses.
    #[arg(long, default_value_t = 800)]
    train: usize,
    /// Held-out games for the prediction rate.
    #[arg(long, default_value_t = 200)]
    test: usize,
    /// Games (held-out ones excluded) whose chosen moves give the large-shape dictionary.
    #[arg(long, default_value_t = 6000)]
    harvest: usize,
    /// Times a large shape must occur among the harvested moves to enter the dictionary.
    #[arg(long, default_value_t = 10)]
    min_count: u32,
    /// Rounds of MM over every feature group.
    #[arg(long, default_value_t = 4)]
    sweeps: usize,
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Where to write the weights.
    #[arg(long, default_value = "data/patterns.bin")]
    out: PathBuf,
    #[arg(long, value_enum, default_value_t = Ablation::Drop)]
    ablation: Ablation,
}

/// The games of the corpus in seeded random order, 19×19 only, as many as needed.
fn load_games(args: &Args) -> Result<Vec<GameRecord>, String> {
    let mut files = corpus::sgf_files(&args.corpus)?;
    let mut rng = Rng::new(args.seed);
    for i in (1..files.len()).rev() {
        files.swap(i, rng.below(i + 1));
    }
    let want = args.test + args.harvest.max(args.train);
    let games: Vec<GameRecord> = files
        .iter()
        .filter_map(|f| corpus::read_game(f, 19))
        .filter(|g| g.moves.len() >= 20)
        .take(want)
        .collect();
    if games.len() < args.test + args.train {
        return Err(format!(
            "{} usable games in {}, need {}",
            games.len(),
            args.corpus.display(),
            args.test + args.train
        ));
    }
    Ok(games)
}

fn report(name: &str, p: &Prediction) {
    println!(
        "{name:<28} top-1 {:5.1}%  top-5 {:5.1}%  log-likelihood {:.3}  ({} positions)",
        100.0 * p.top1_rate(),
        100.0 * p.top5_rate(),
        p.log_likelihood,
        p.positions
    );
}

fn main() -> Result<(), String> {
    let args = Args::parse();
    let clock = Instant::now();
    let games = load_games(&args)?;
    let (test_games, rest) = games.split_at(args.test);
    let train_games = &rest[..args.train.min(rest.len())];
    println!(
        "{} held-out games, {} training games, {} harvest games (seed {})",
        test_games.len(),
        train_games.len(),
        rest.len(),
        args.seed
    );
    let hashes = harvest_shapes(rest, args.min_count, args.threads);
    let dict = ShapeDictionary::new(&hashes);
    println!(
        "large shapes seen >= {} times: {} ({:.0} s)",
        args.min_count,
        hashes.len(),
        clock.elapsed().as_secs_f64()
    );
    let train = Dataset::extract(train_games, &dict, args.threads);
    let test = Dataset::extract(test_games, &dict, args.threads);
    println!(
        "positions: {} training ({} candidates), {} held out ({:.0} s)",
        train.positions.len(),
        train.features.len(),
        test.positions.len(),
        clock.elapsed().as_secs_f64()
    );
    let mut weights = Weights::new(hashes.len(), ALL);
    weights.fit(&train, args.sweeps, args.threads, |sweep, ll| {
        println!(
            "sweep {sweep}: training log-likelihood {ll:.4} ({:.0} s)",
            clock.elapsed().as_secs_f64()
        )
    });
    let bytes = weights.to_model(hashes.clone()).to_bytes();
    std::fs::write(&args.out, &bytes)
        .map_err(|e| format!("cannot write {}: {e}", args.out.display()))?;
    let model = Model::from_bytes(&bytes)?;
    println!("wrote {} ({} bytes)", args.out.display(), bytes.len());
    let full = predict(&test, args.threads, |f| model.gamma(f) as f64);
    report("held out, every group", &full);
    ablation(&args, &weights, &hashes, &train, &test);
    println!("done in {:.0} s", clock.elapsed().as_secs_f64());
    Ok(())
}

/// What each feature group adds: the held-out rate without it.
fn ablation(args: &Args, weights: &Weights, hashes: &[u64], train: &Dataset, test: &Dataset) {
    for (gi, group) in ALL_GROUPS.iter().enumerate() {
        let mut mask = ALL;
        mask[gi] = false;
        let p = match args.ablation {
            Ablation::None => return,
            Ablation::Drop => {
                let mut w = Weights::new(hashes.len(), mask);
                w.copy_gammas(weights);
                predict(test, args.threads, |f| w.gamma(f))
            }
            Ablation::Refit => {
                let mut w = Weights::new(hashes.len(), mask);
                w.fit(train, args.sweeps, args.threads, |_, _| {});
                predict(test, args.threads, |f| w.gamma(f))
            }
        };
        report(&format!("without {}", group.name()), &p);
    }
}
