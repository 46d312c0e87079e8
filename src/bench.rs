//! `tengen bench`: playouts per second of the light and heavy playout policies and of the whole
//! search (tree descent included), on 9×9 and 19×19, the time `final_score` takes on finished
//! games, and the peak memory of the process. It sits above [`crate::search`] and
//! [`crate::score`] (and reads its games with [`crate::sgf`]) so that neither needs the other.
//!
//! The machines this runs on are shared, so wall-clock rates depend on what else runs. Each rate
//! is therefore given per second of CPU time this process used (read from `/proc/self/stat`),
//! which is what the engine would reach on a core of its own; the wall-clock rate and the share
//! of a core (or of `threads` cores) the process got follow in parentheses.

use crate::board::Color;
use crate::game::Game;
use crate::playout::Rng;
use crate::playout::board::PlayoutBoard;
use crate::playout::policy::{self, Policy};
use crate::rules::{Ruleset, preset};
use crate::score;
use crate::search::{SearchConfig, Searcher};
use std::time::{Duration, Instant};

/// A measured rate: work done, wall-clock seconds and CPU seconds spent.
#[derive(Clone, Copy, Debug)]
pub struct Rate {
    pub count: u64,
    pub wall: f64,
    pub cpu: Option<f64>,
}

impl Rate {
    /// Per CPU second when the CPU time is known, else per wall-clock second.
    pub fn per_second(&self) -> f64 {
        self.count as f64 / self.cpu.unwrap_or(self.wall).max(1e-9)
    }

    /// `N playouts/s (...)` as the report lines print it.
    fn describe(&self, cores: usize) -> String {
        let wall_rate = self.count as f64 / self.wall.max(1e-9);
        match self.cpu {
            Some(cpu) => format!(
                "{:.0} playouts/s (per CPU second; wall clock {wall_rate:.0}/s with {:.0}% of {cores} core(s))",
                self.per_second(),
                100.0 * cpu / (self.wall.max(1e-9) * cores as f64)
            ),
            None => format!("{wall_rate:.0} playouts/s (wall clock)"),
        }
    }
}

/// CPU seconds (user + system) used so far by this process, all threads included, from
/// `/proc/self/stat` (Linux; `None` elsewhere). Clock ticks are 1/100 s on Linux.
pub fn process_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which is in parentheses and may contain spaces).
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some((utime + stime) as f64 / 100.0)
}

/// Runs `work` (which returns how much it did) and measures it.
fn measure(work: impl FnOnce() -> u64) -> Rate {
    let cpu0 = process_cpu_seconds();
    let start = Instant::now();
    let count = work();
    let wall = start.elapsed().as_secs_f64();
    let cpu = match (cpu0, process_cpu_seconds()) {
        (Some(a), Some(b)) if b > a => Some(b - a),
        _ => None,
    };
    Rate { count, wall, cpu }
}

/// Playouts of `policy` from the empty `size`×`size` board on one thread for `seconds`, each
/// to the end (both pass) and scored by area.
pub fn playouts_per_second(size: usize, policy: Policy, seconds: f64, seed: u64) -> Rate {
    measure(|| count_playouts(size, policy, seconds, seed))
}

fn count_playouts(size: usize, policy: Policy, seconds: f64, seed: u64) -> u64 {
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
    count
}

/// Playouts of the whole search from the empty board: `threads` threads for `seconds`, with the
/// given policy.
pub fn mcts_per_second(size: usize, threads: usize, seconds: f64, policy: Policy) -> Rate {
    measure(|| count_mcts(size, threads, seconds, policy))
}

fn count_mcts(size: usize, threads: usize, seconds: f64, policy: Policy) -> u64 {
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
    searcher.report().playouts
}

/// Finished 19×19 games for the benchmark: GNU Go 3.8 self-play games (level 10) played to two
/// passes, as `scripts/scorecheck` plays them, with dead stones still on the board (the last
/// two end with a hopeless invasion of a dozen stones left in a wide open area).
const BENCH_GAMES: &[&str] = &[
    include_str!("bench-games/19x19-001.sgf"),
    include_str!("bench-games/19x19-002.sgf"),
    include_str!("bench-games/19x19-003.sgf"),
    include_str!("bench-games/19x19-005.sgf"),
    include_str!("bench-games/19x19-010.sgf"),
];

/// Times `final_score` on finished 19×19 games, from scratch each time (no cached judgement),
/// under Japanese and under Chinese rules: a human-readable line for `tengen bench`.
pub fn bench_final_score() -> String {
    let games = bench_games();
    let mut total = std::time::Duration::ZERO;
    let mut worst = std::time::Duration::ZERO;
    let mut results = Vec::new();
    let mut runs = 0;
    for g in &games {
        for name in ["japanese", "chinese"] {
            let mut g = g.clone();
            if g.set_rules(preset(name).expect("preset")).is_err() {
                continue;
            }
            score::forget_judgement();
            let t = std::time::Instant::now();
            let r = score::final_score(&g).unwrap_or_else(|e| e);
            let dt = t.elapsed();
            total += dt;
            worst = worst.max(dt);
            runs += 1;
            results.push(r);
        }
    }
    format!(
        "final_score on {} finished 19x19 games (japanese and chinese): mean {:.0} ms, worst {:.0} ms ({})",
        games.len(),
        total.as_secs_f64() * 1000.0 / runs.max(1) as f64,
        worst.as_secs_f64() * 1000.0,
        results.join(" ")
    )
}

/// The benchmark games, replayed move by move (komi 6.5 as they were played).
fn bench_games() -> Vec<Game> {
    let mut out = Vec::new();
    for text in BENCH_GAMES {
        let Ok(record) = crate::sgf::read(text) else {
            continue;
        };
        let mut g = Game::new(record.size, preset("japanese").expect("preset"));
        g.set_komi(record.komi.unwrap_or(6.5));
        if record.moves.iter().all(|&(c, m)| g.play(c, m).is_ok()) {
            out.push(g);
        }
    }
    out
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
            let r = playouts_per_second(size, Policy::LIGHT, seconds, 1);
            emit(format!("light {size}x{size}: {}", r.describe(1)));
        }
    }
    for size in [9, 19] {
        if wanted("policy") {
            let r = playouts_per_second(size, Policy::HEAVY, seconds, 1);
            emit(format!("policy {size}x{size}: {}", r.describe(1)));
        }
    }
    for size in [9, 19] {
        if wanted("policy") {
            let learned = Policy {
                learned: true,
                ..Policy::HEAVY
            };
            let r = playouts_per_second(size, learned, seconds, 1);
            emit(format!("policy learned {size}x{size}: {}", r.describe(1)));
        }
    }
    for size in [9, 19] {
        if wanted("mcts") {
            let r = mcts_per_second(size, 1, seconds, Policy::HEAVY);
            emit(format!("mcts {size}x{size}: {}", r.describe(1)));
        }
    }
    if threads > 1 && wanted("mcts") {
        for size in [9, 19] {
            let r = mcts_per_second(size, threads, seconds, Policy::HEAVY);
            emit(format!(
                "mcts {size}x{size} {threads} threads: {}",
                r.describe(threads)
            ));
        }
    }
    if only.is_none_or(|o| o == "score") {
        emit(bench_final_score());
    }
    match peak_memory_mib() {
        Some(m) => emit(format!("peak memory: {m} MiB")),
        None => emit("peak memory: unknown".to_string()),
    }
}
