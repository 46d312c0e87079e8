//! 10,000 random legal-move games on 9x9, alternating Tromp–Taylor and Japanese rules. After
//! every move the move is undone and the position, hash, player to move and game state are
//! compared with what they were before, then the move is replayed. Each game ends with undo all
//! the way back to the empty board.

use std::time::Instant;
use tengen::board::{Board, Color, Move};
use tengen::game::{Game, GameState};
use tengen::playout::{Rng, random_move};
use tengen::rules::preset;

const GAMES: usize = 10_000;
const MAX_MOVES: usize = 300;
/// Games whose every position also gets the (slow) full invariant check.
const CHECKED_GAMES: usize = 200;

struct Before {
    board: Board,
    hash: u64,
    to_move: Color,
    state: GameState,
    moves: usize,
    passes: [u32; 2],
}

fn before(g: &Game) -> Before {
    Before {
        board: g.board().clone(),
        hash: g.board().hash(),
        to_move: g.to_move(),
        state: g.state().clone(),
        moves: g.moves().len(),
        passes: [g.passes(Color::Black), g.passes(Color::White)],
    }
}

fn assert_same(g: &Game, b: &Before, what: &str) {
    assert!(
        g.board() == &b.board,
        "{what}: board differs\n{}",
        g.board().diagram()
    );
    assert_eq!(g.board().hash(), b.hash, "{what}: hash");
    assert_eq!(g.to_move(), b.to_move, "{what}: to_move");
    assert_eq!(g.state(), &b.state, "{what}: state");
    assert_eq!(g.moves().len(), b.moves, "{what}: move count");
    assert_eq!(
        [g.passes(Color::Black), g.passes(Color::White)],
        b.passes,
        "{what}: passes"
    );
}

/// Plays one game; returns the number of moves.
fn play_game(index: usize, rng: &mut Rng) -> usize {
    let rules = if index.is_multiple_of(2) {
        "tromp-taylor"
    } else {
        "japanese"
    };
    let mut g = Game::new(9, preset(rules).unwrap());
    let checked = index < CHECKED_GAMES;
    let mut count = 0;
    while count < MAX_MOVES
        && g.state() != &GameState::Stopped
        && !g.state().is_over_without_count()
    {
        let color = g.to_move();
        let mv = random_move(&g, color, rng);
        let what = format!(
            "game {index} ({rules}) move {} {} {mv}",
            count + 1,
            color.name()
        );
        let b = before(&g);
        g.play(color, mv)
            .unwrap_or_else(|e| panic!("{what}: random_move chose an illegal move: {e}"));
        let after_hash = g.board().hash();
        assert_eq!(
            after_hash,
            g.board().hash_from_scratch(),
            "{what}: hash after play"
        );
        if let Move::Play(v) = mv {
            // The stone stays unless it was a (multi-stone) suicide.
            let suicide = g.board().removed(color) > b.board.removed(color);
            assert_eq!(
                g.board().color_at(v).is_none(),
                suicide,
                "{what}: stone on the board"
            );
        }
        if checked {
            g.board()
                .check_invariants()
                .unwrap_or_else(|e| panic!("{what}: after play: {e}"));
        }
        assert!(g.undo(), "{what}: undo");
        assert_same(&g, &b, &what);
        assert_eq!(
            g.board().hash(),
            g.board().hash_from_scratch(),
            "{what}: hash after undo"
        );
        if checked {
            g.board()
                .check_invariants()
                .unwrap_or_else(|e| panic!("{what}: after undo: {e}"));
        }
        g.play(color, mv)
            .unwrap_or_else(|e| panic!("{what}: replay refused: {e}"));
        assert_eq!(g.board().hash(), after_hash, "{what}: replay hash");
        count += 1;
    }
    // Back to the start, one undo per move.
    let mut undone = 0;
    while g.undo() {
        undone += 1;
        if checked {
            assert_eq!(g.board().hash(), g.board().hash_from_scratch());
            g.board()
                .check_invariants()
                .unwrap_or_else(|e| panic!("game {index}: undo {undone}: {e}"));
        }
    }
    assert_eq!(undone, count, "game {index}: every move undone");
    assert!(
        g.board() == &Board::new(9),
        "game {index}: not back to empty"
    );
    assert_eq!(g.board().hash(), 0, "game {index}: empty hash");
    assert!(g.moves().is_empty());
    assert!(g.is_pristine());
    assert_eq!(g.to_move(), Color::Black);
    assert_eq!(g.state(), &GameState::Playing);
    assert_eq!((g.first_pass(), g.last_pass()), (None, None));
    count
}

#[test]
fn random_games_undo_every_move_exactly() {
    let start = Instant::now();
    let mut rng = Rng::new(20_240_601);
    let mut total = 0;
    let mut longest = 0;
    let mut capped = 0;
    for index in 0..GAMES {
        let n = play_game(index, &mut rng);
        total += n;
        longest = longest.max(n);
        if n == MAX_MOVES {
            capped += 1;
        }
    }
    let elapsed = start.elapsed();
    eprintln!(
        "{GAMES} random games, {total} moves (longest {longest}, {capped} stopped at {MAX_MOVES}) in {:.2?}",
        elapsed
    );
    assert!(
        total > GAMES * 50,
        "games are suspiciously short: {total} moves"
    );
}
