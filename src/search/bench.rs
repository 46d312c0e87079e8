//! `tengen bench`: playouts per second of the light and heavy playout policies and of the whole
//! search (tree descent included), on 9×9 and 19×19, and the peak memory of the process.

use super::board::PlayoutBoard;
use super::policy::{self, Policy};
use super::{Rng, SearchConfig, Searcher};
use crate::board::Color;
use crate::game::Game;
use crate::rules::Ruleset;
use std::time::{Duration, Instant};

/// Playouts per second of `policy` from the empty `size`×`size` board, on one thread, counted
/// to the end (both pass) and scored by area.
pub fn playouts_per_second(size: usize, policy: Policy, seconds: f64, seed: u64) -> f64 {
    let start_board = PlayoutBoard::new(size);
    let mut b = start_board.clone();
    let mut rng = Rng::new(seed);
    let max_moves = size * size * 3;
    let start = Instant::now();
    let limit = Duration::from_secs_f64(seconds);
    let mut count = 0u64;
    let mut score = 0i64;
    loop {
        for _ in 0..64 {
            b.copy_from(&start_board);
            policy::play_out(&mut b, &policy, &mut rng, max_moves, |_, _| {});
            score += b.area_diff() as i64;
            count += 1;
        }
        if start.elapsed() >= limit {
            break;
        }
    }
    std::hint::black_box(score);
    count as f64 / start.elapsed().as_secs_f64()
}

/// Playouts per second of the whole search from the empty board: `threads` threads for
/// `seconds`, with the given policy.
pub fn mcts_per_second(size: usize, threads: usize, seconds: f64, policy: Policy) -> f64 {
    let config = SearchConfig {
        threads,
        policy,
        early_stop: false,
        resign_threshold: 0.0,
        ..SearchConfig::default()
    };
    let mut searcher = Searcher::new(config);
    let game = Game::new(size, Ruleset::default());
    let start = Instant::now();
    searcher.search(
        &game,
        Color::Black,
        start,
        Some(Duration::from_secs_f64(seconds)),
        u64::MAX,
    );
    let r = searcher.report();
    r.playouts as f64 / r.seconds.max(1e-9)
}

/// The peak resident memory of this process in MiB (`VmHWM`), if the system reports it.
pub fn peak_memory_mib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// Runs every measurement and returns the report lines (`light 9x9: 212345 playouts/s`, ...).
/// `threads` > 1 adds `mcts` lines for that many threads.
/// `only` restricts the run to one kind (`light`, `policy`, `mcts` or `score`: the time to
/// answer `final_score` on finished 19×19 games).
pub fn run(seconds: f64, threads: usize, only: Option<&str>, mut emit: impl FnMut(String)) {
    let wanted = |kind: &str| only.is_none_or(|o| o == kind);
    for size in [9, 19] {
        if wanted("light") {
            let n = playouts_per_second(size, Policy::LIGHT, seconds, 1);
            emit(format!("light {size}x{size}: {n:.0} playouts/s"));
        }
    }
    for size in [9, 19] {
        if wanted("policy") {
            let n = playouts_per_second(size, Policy::HEAVY, seconds, 1);
            emit(format!("policy {size}x{size}: {n:.0} playouts/s"));
        }
    }
    for size in [9, 19] {
        if wanted("mcts") {
            let n = mcts_per_second(size, 1, seconds, Policy::HEAVY);
            emit(format!("mcts {size}x{size}: {n:.0} playouts/s"));
        }
    }
    if threads > 1 && wanted("mcts") {
        for size in [9, 19] {
            let n = mcts_per_second(size, threads, seconds, Policy::HEAVY);
            emit(format!(
                "mcts {size}x{size} {threads} threads: {n:.0} playouts/s"
            ));
        }
    }
    if only.is_none_or(|o| o == "score") {
        emit(crate::score::bench_final_score());
    }
    match peak_memory_mib() {
        Some(m) => emit(format!("peak memory: {m} MiB")),
        None => emit("peak memory: unknown".to_string()),
    }
}
