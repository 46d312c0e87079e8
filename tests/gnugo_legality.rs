//! Differential legality against GNU Go 3.8: random games on 9×9, 13×13 and 19×19, and after
//! every move Tengen's legal moves for both colours, the stones on the board and the capture
//! counts are compared with GNU Go's, under matching ko and suicide settings.
//!
//! A short run is part of `cargo test`; `TENGEN_DIFF_GAMES=N` sets the number of games per
//! setting (see `scripts/legality-diff`). Needs GNU Go at /usr/games/gnugo: in CI (`CI=true`)
//! its absence fails the test; on a developer's machine the test is skipped with one line on
//! stderr. `.ci/run` installs it and fails if it cannot.

mod common;

use common::Session;
use tengen::board::{Color, Move, Vertex};
use tengen::game::{Game, GameState};
use tengen::playout::Rng;
use tengen::rules::{self, Ruleset};

const GNUGO: &str = "/usr/games/gnugo";

/// GNU Go in GTP mode, driven one command at a time.
struct Gnugo(Session);

impl Gnugo {
    fn start(flags: &[&str]) -> Gnugo {
        let mut args = vec!["--mode", "gtp", "--quiet"];
        args.extend_from_slice(flags);
        Gnugo(Session::start_program(GNUGO, &args))
    }

    /// Sends one command and returns its reply text; panics on a `?` reply.
    fn ask(&mut self, command: &str) -> String {
        self.0.ok(command).trim().to_string()
    }
}

fn sorted_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = text.split_whitespace().map(|w| w.to_uppercase()).collect();
    words.sort();
    words
}

fn ours_legal(game: &Game, color: Color) -> Vec<String> {
    let mut vs: Vec<String> = game
        .legal_vertices(color)
        .iter()
        .map(|v| v.to_string())
        .collect();
    vs.sort();
    vs
}

fn ours_stones(game: &Game, color: Color) -> Vec<String> {
    let b = game.board();
    let mut vs: Vec<String> = b
        .points()
        .map(|p| b.vertex(p))
        .filter(|&v| b.color_at(v) == Some(color))
        .map(|v| v.to_string())
        .collect();
    vs.sort();
    vs
}

/// Plays one random game in both engines, comparing after every move. Returns the number of
/// positions compared.
fn differential_game(
    gnugo: &mut Gnugo,
    rules: &Ruleset,
    size: usize,
    rng: &mut Rng,
    max_moves: usize,
) -> usize {
    gnugo.ask(&format!("boardsize {size}"));
    gnugo.ask("clear_board");
    let mut game = Game::new(size, rules.clone());
    let mut color = Color::Black;
    let mut compared = 0;
    for _ in 0..max_moves {
        for c in [Color::Black, Color::White] {
            let theirs = sorted_words(&gnugo.ask(&format!("all_legal {}", c.name())));
            let ours = ours_legal(&game, c);
            assert_eq!(
                ours,
                theirs,
                "legal moves of {} differ after {:?}",
                c.name(),
                game.moves()
            );
            let theirs = sorted_words(&gnugo.ask(&format!("list_stones {}", c.name())));
            assert_eq!(
                ours_stones(&game, c),
                theirs,
                "{} stones differ after {:?}",
                c.name(),
                game.moves()
            );
            let captured = gnugo.ask(&format!("captures {}", c.name()));
            assert_eq!(
                game.prisoners(c).to_string(),
                captured,
                "captures of {} differ",
                c.name()
            );
        }
        compared += 1;
        let legal = game.legal_vertices(color);
        let mv = if legal.is_empty() || rng.below(100) == 0 {
            Move::Pass
        } else {
            Move::Play(legal[rng.below(legal.len())])
        };
        game.play(color, mv).expect("our own legal move");
        let vertex = match mv {
            Move::Pass => "pass".to_string(),
            Move::Play(v) => v.to_string(),
        };
        gnugo.ask(&format!("play {} {vertex}", color.name()));
        if *game.state() == GameState::Stopped {
            break;
        }
        color = color.opponent();
    }
    compared
}

/// One GNU Go setting and the Tengen ruleset that means the same.
fn settings() -> Vec<(&'static [&'static str], Ruleset)> {
    let japanese = rules::preset("japanese").expect("preset");
    let suicide = Ruleset {
        multi_stone_suicide: true,
        ..japanese.clone()
    };
    vec![
        (&[][..], japanese),
        (&["--allow-suicide"][..], suicide),
        (
            &["--positional-superko"][..],
            rules::preset("chinese-kgs").expect("preset"),
        ),
        (
            &["--situational-superko"][..],
            rules::preset("aga").expect("preset"),
        ),
    ]
}

#[test]
fn legality_agrees_with_gnugo() {
    let found = std::path::Path::new(GNUGO).exists();
    if !common::tool_available("legality_agrees_with_gnugo", GNUGO, found) {
        return;
    }
    let games: usize = std::env::var("TENGEN_DIFF_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let mut rng = Rng::new(2026);
    let mut total = 0;
    for (flags, rules) in settings() {
        let mut gnugo = Gnugo::start(flags);
        for (size, max_moves) in [(9, 300), (13, 400), (19, 500)] {
            for _ in 0..games {
                total += differential_game(&mut gnugo, &rules, size, &mut rng, max_moves);
            }
        }
    }
    eprintln!("compared {total} positions with GNU Go");
    assert!(total > 0);
}

#[test]
fn vertex_names_match_gnugo_style() {
    assert_eq!(Vertex::new(8, 8).to_string(), "J9");
}
