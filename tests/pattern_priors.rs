//! The learned move model in the search tree: with `pattern_prior` on, the root's priors favour
//! the moves strong players choose; with it off they are the hand-written ones.

use tengen::board::{Color, Move, Vertex};
use tengen::game::Game;
use tengen::rules::preset;
use tengen::search::{MoveInfo, SearchConfig, Searcher};

/// The root's moves after a short search of the empty 19×19 board.
fn root_moves(pattern_prior: f32) -> Vec<MoveInfo> {
    root_moves_on(19, Some(pattern_prior))
}

/// The root's moves after a short search of the empty board of `size`.
fn root_moves_on(size: usize, pattern_prior: Option<f32>) -> Vec<MoveInfo> {
    let game = Game::new(size, preset("chinese").expect("preset"));
    let mut searcher = Searcher::new(SearchConfig {
        threads: 1,
        playouts_per_move: Some(20),
        pattern_prior,
        ..SearchConfig::default()
    });
    let mut moves = Vec::new();
    searcher.genmove_watched(&game, Color::Black, None, &mut |view| {
        moves = view.moves();
        true
    });
    moves
}

fn prior(moves: &[MoveInfo], vertex: &str) -> f32 {
    let mv = Move::Play(Vertex::parse(vertex).expect("vertex"));
    moves.iter().find(|m| m.mv == mv).map_or(0.0, |m| m.prior)
}

#[test]
fn the_move_model_raises_the_priors_of_opening_points() {
    let without = root_moves(0.0);
    assert_eq!(prior(&without, "Q16"), prior(&without, "K10"));
    let with = root_moves(40.0);
    // Strong players open on the 4-4 point far more often than on the centre point.
    assert!(
        prior(&with, "Q16") > 1.3 * prior(&with, "K10"),
        "Q16 {} K10 {}",
        prior(&with, "Q16"),
        prior(&with, "K10")
    );
    assert!(prior(&with, "Q16") > prior(&without, "Q16"));
}

#[test]
fn small_boards_use_the_move_model_by_default() {
    let without = root_moves_on(9, Some(0.0));
    let default = root_moves_on(9, None);
    // Without the model the hand-written priors see no difference between the 4-4 point and
    // the second line near the corner; by default a 9x9 search adds the model's, which does.
    assert_eq!(prior(&without, "D4"), prior(&without, "B2"));
    assert!(
        prior(&default, "D4") > 1.5 * prior(&default, "B2"),
        "D4 {} B2 {}",
        prior(&default, "D4"),
        prior(&default, "B2")
    );
}

#[test]
fn full_boards_weigh_the_move_model_more_by_default() {
    let ratio = |moves: &[MoveInfo]| prior(moves, "Q16") / prior(moves, "K10");
    let at_40 = ratio(&root_moves(40.0));
    let default = ratio(&root_moves_on(19, None));
    // On 19x19 the default weight (150) sets the 4-4 point further above the centre point
    // than weight 40 does.
    assert!(default > 1.05 * at_40, "default {default} at 40 {at_40}");
}
