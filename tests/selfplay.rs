//! Self-play under every preset ruleset: the search never chooses an illegal move, and every
//! game ends by two passes in a row or a resignation.
//!
//! 200 games on 9×9 per preset, in process through the library (the search's own choice is
//! checked, before the engine's safety net that turns an illegal choice into a pass). Budgets
//! are tiny (a few playouts per move) so that the whole test stays well under a minute; the
//! search still builds its tree, expands with its priors and excludes superko moves at the
//! root, which is what legality depends on. Every fourth game allows resignation after a few
//! playouts so that resigning is exercised too. The presets are shared out over two threads.

use tengen::board::Move;
use tengen::game::{Game, GameState};
use tengen::rules::{PRESET_NAMES, preset};
use tengen::search::{Choice, SearchConfig, Searcher};

const GAMES_PER_PRESET: usize = 200;
const SIZE: usize = 9;
/// A game longer than this is a failure (a cycle the search cannot leave).
const MAX_MOVES: usize = 4 * SIZE * SIZE;

#[derive(Default, Debug)]
struct Tally {
    by_passes: usize,
    by_resignation: usize,
    moves: usize,
}

/// How one game ended.
enum End {
    Passes,
    Resignation,
}

fn play_game(rules_name: &str, index: usize) -> Result<(End, usize), String> {
    let rules = preset(rules_name).expect("preset");
    let mut game = Game::new(SIZE, rules);
    let resigning = index.is_multiple_of(4);
    let config = SearchConfig {
        threads: 1,
        playouts_per_move: Some(if resigning { 16 } else { 4 }),
        resign_threshold: if resigning { 0.2 } else { 0.0 },
        resign_min_playouts: 8,
        seed: 1 + index as u64,
        ..SearchConfig::default()
    };
    let mut searcher = Searcher::new(config);
    loop {
        let color = game.to_move();
        let n = game.moves().len();
        match searcher.genmove(&game, color, None) {
            Choice::Resign => return Ok((End::Resignation, n)),
            Choice::Play(mv) => {
                if !game.is_legal(color, mv) {
                    return Err(format!(
                        "{rules_name} game {index}: move {} {} {mv} is illegal",
                        n + 1,
                        color.name()
                    ));
                }
                game.play(color, mv).map_err(|e| {
                    format!(
                        "{rules_name} game {index}: is_legal passed but play refused {mv}: {e:?}"
                    )
                })?;
            }
        }
        match game.state() {
            GameState::Playing => {}
            GameState::Stopped => {
                let last_two = &game.moves()[game.moves().len() - 2..];
                if last_two.iter().all(|&(_, m)| m == Move::Pass) {
                    return Ok((End::Passes, game.moves().len()));
                }
                return Err(format!(
                    "{rules_name} game {index}: stopped without two passes"
                ));
            }
            other => {
                return Err(format!(
                    "{rules_name} game {index}: ended by rule ({other:?}) after {} moves",
                    game.moves().len()
                ));
            }
        }
        if game.moves().len() > MAX_MOVES {
            return Err(format!(
                "{rules_name} game {index}: still going after {MAX_MOVES} moves"
            ));
        }
    }
}

fn play_preset(rules_name: &str) -> Result<Tally, String> {
    let mut tally = Tally::default();
    for i in 0..GAMES_PER_PRESET {
        let (end, moves) = play_game(rules_name, i)?;
        match end {
            End::Passes => tally.by_passes += 1,
            End::Resignation => tally.by_resignation += 1,
        }
        tally.moves += moves;
    }
    Ok(tally)
}

#[test]
fn self_play_under_every_preset_is_legal_and_ends() {
    let halves: Vec<Vec<&str>> = vec![
        PRESET_NAMES.iter().copied().step_by(2).collect(),
        PRESET_NAMES.iter().copied().skip(1).step_by(2).collect(),
    ];
    let results: Vec<Result<Vec<(String, Tally)>, String>> = std::thread::scope(|s| {
        let handles: Vec<_> = halves
            .iter()
            .map(|names| {
                s.spawn(move || {
                    names
                        .iter()
                        .map(|&name| play_preset(name).map(|t| (name.to_string(), t)))
                        .collect::<Result<Vec<_>, String>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("self-play thread"))
            .collect()
    });
    let mut total_resigned = 0;
    for result in results {
        let tallies = result.unwrap_or_else(|e| panic!("{e}"));
        for (name, t) in tallies {
            assert_eq!(t.by_passes + t.by_resignation, GAMES_PER_PRESET, "{name}");
            assert!(t.by_passes > 0, "{name}: no game ended by two passes");
            eprintln!(
                "{name}: {} games by two passes, {} by resignation, {:.0} moves per game",
                t.by_passes,
                t.by_resignation,
                t.moves as f64 / GAMES_PER_PRESET as f64
            );
            total_resigned += t.by_resignation;
        }
    }
    assert!(total_resigned > 0, "resignation was never exercised");
}

/// With one thread and a playout budget, the same seed gives the same game.
#[test]
fn one_thread_with_a_seed_is_reproducible() {
    let play = |seed: u64| {
        let mut game = Game::new(SIZE, preset("chinese").expect("preset"));
        let mut searcher = Searcher::new(SearchConfig {
            threads: 1,
            playouts_per_move: Some(300),
            seed,
            ..SearchConfig::default()
        });
        let mut moves = Vec::new();
        for _ in 0..12 {
            let color = game.to_move();
            match searcher.genmove(&game, color, None) {
                Choice::Play(mv) => {
                    game.play(color, mv).expect("legal");
                    moves.push(mv);
                }
                Choice::Resign => break,
            }
        }
        moves
    };
    assert_eq!(play(5), play(5));
    assert_eq!(play(6), play(6));
}
