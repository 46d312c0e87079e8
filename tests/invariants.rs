//! Invariants as properties: random sequences of moves (legal and illegal), passes, undos,
//! handicap placements and rules switches on small boards keep every invariant of the game:
//!
//! - the board's bookkeeping (chains, liberties, stone counts) checks out;
//! - the incremental Zobrist hash equals the hash recomputed from scratch;
//! - `is_legal` and `play` agree, and a refused move changes nothing;
//! - undo restores exactly the position, player to move, prisoners, passes and game state;
//! - a refused rules switch changes nothing, an accepted one keeps the position.

use tengen::board::{Board, Color, Move, Vertex};
use tengen::game::{Game, GameState, fixed_handicap_vertices};
use tengen::playout::Rng;
use tengen::rules::{PRESET_NAMES, preset};

/// Everything undo must restore.
#[derive(Clone, PartialEq, Debug)]
struct Snapshot {
    board: Board,
    hash: u64,
    to_move: Color,
    state: GameState,
    moves: usize,
    prisoners: [u32; 2],
    passes: [u32; 2],
    first_pass: Option<Color>,
}

fn snapshot(g: &Game) -> Snapshot {
    Snapshot {
        board: g.board().clone(),
        hash: g.board().hash(),
        to_move: g.to_move(),
        state: g.state().clone(),
        moves: g.moves().len(),
        prisoners: [g.prisoners(Color::Black), g.prisoners(Color::White)],
        passes: [g.passes(Color::Black), g.passes(Color::White)],
        first_pass: g.first_pass(),
    }
}

fn check(g: &Game, what: &str) {
    g.board()
        .check_invariants()
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(
        g.board().hash(),
        g.board().hash_from_scratch(),
        "{what}: incremental hash"
    );
}

fn random_vertex(rng: &mut Rng, size: usize) -> Vertex {
    Vertex {
        x: rng.below(size) as u8,
        y: rng.below(size) as u8,
    }
}

/// How often each kind of operation happened, so the test shows it exercised them all.
#[derive(Default, Debug)]
struct Stats {
    played: usize,
    refused: usize,
    captures: usize,
    undone: usize,
    switched: usize,
    switch_refused: usize,
    handicaps: usize,
}

/// One random operation; `stack` holds the snapshot before each move still on the record.
fn step(g: &mut Game, stack: &mut Vec<Snapshot>, rng: &mut Rng, stats: &mut Stats, what: &str) {
    let size = g.size();
    match rng.below(200) {
        0..=139 => {
            let color = if rng.below(8) == 0 {
                g.to_move().opponent()
            } else {
                g.to_move()
            };
            let mv = if rng.below(25) == 0 {
                Move::Pass
            } else {
                Move::Play(random_vertex(rng, size))
            };
            let before = snapshot(g);
            let legal = g.is_legal(color, mv);
            match g.play(color, mv) {
                Ok(()) => {
                    assert!(legal, "{what}: play accepted {mv} that is_legal refused");
                    stats.played += 1;
                    if g.prisoners(color) > before.prisoners[color.index()] {
                        stats.captures += 1;
                    }
                    stack.push(before);
                }
                Err(e) => {
                    assert!(
                        !legal,
                        "{what}: play refused {mv} that is_legal allowed: {e}"
                    );
                    stats.refused += 1;
                    assert_eq!(
                        snapshot(g),
                        before,
                        "{what}: a refused move changed the game"
                    );
                }
            }
        }
        140..=179 => {
            let undone = g.undo();
            assert_eq!(undone, !stack.is_empty(), "{what}: undo availability");
            if let Some(before) = stack.pop() {
                stats.undone += 1;
                assert_eq!(snapshot(g), before, "{what}: undo did not restore the game");
            }
        }
        180..=197 => {
            let name = PRESET_NAMES[rng.below(PRESET_NAMES.len())];
            let before = snapshot(g);
            let moves = g.moves().to_vec();
            let outcome = g.set_rules(preset(name).expect("preset"));
            assert_eq!(
                g.moves(),
                &moves[..],
                "{what}: switch to {name} changed the record"
            );
            // Stones and captures stay; the ko ban may not (Jasiek's basic ko outlasts passes,
            // simple ko does not).
            assert_eq!(
                g.board().diagram(),
                before.board.diagram(),
                "{what}: switch to {name} moved stones"
            );
            assert_eq!(
                [g.prisoners(Color::Black), g.prisoners(Color::White)],
                before.prisoners,
                "{what}: switch to {name} changed prisoners"
            );
            if outcome.is_err() {
                stats.switch_refused += 1;
                assert_eq!(
                    snapshot(g),
                    before,
                    "{what}: refused switch to {name} changed the game"
                );
            } else {
                // The replayed history gives the same snapshots to undo back to; the game state
                // may differ (a repetition ends a game under one ruleset and not another), so
                // the stack is rebuilt from the replay.
                *stack = replay_snapshots(g);
                stats.switched += 1;
            }
        }
        _ => {
            *g = Game::new(g.size(), g.rules().clone());
            stack.clear();
            let n = rng.below(4) + 2;
            if let Ok(stones) = fixed_handicap_vertices(size, n) {
                g.place_handicap(&stones)
                    .expect("handicap on an empty board");
                stats.handicaps += 1;
                assert_eq!(
                    g.to_move(),
                    Color::White,
                    "{what}: White moves after handicap"
                );
            }
        }
    }
    check(g, what);
}

/// The snapshots before each move of the record, obtained by undoing a copy to the start.
fn replay_snapshots(g: &Game) -> Vec<Snapshot> {
    let mut copy = g.clone();
    let mut back = Vec::new();
    while copy.undo() {
        back.push(snapshot(&copy));
    }
    back.reverse();
    back
}

#[test]
fn random_operation_sequences_keep_every_invariant() {
    let mut rng = Rng::new(2026);
    let mut operations = 0;
    let mut stats = Stats::default();
    for round in 0..120 {
        let size = [5, 6, 7, 9, 13][round % 5];
        let name = PRESET_NAMES[round % PRESET_NAMES.len()];
        let mut g = Game::new(size, preset(name).expect("preset"));
        let mut stack = Vec::new();
        for i in 0..1500 {
            let what = format!("round {round} ({name}, {size}x{size}) step {i}");
            step(&mut g, &mut stack, &mut rng, &mut stats, &what);
            operations += 1;
        }
        while g.undo() {
            check(&g, &format!("round {round}: final undo"));
        }
        assert_eq!(g.moves().len(), 0);
    }
    assert_eq!(operations, 120 * 1500);
    eprintln!("{stats:?}");
    let counts = [
        stats.played,
        stats.refused,
        stats.captures,
        stats.undone,
        stats.switched,
        stats.switch_refused,
        stats.handicaps,
    ];
    assert!(
        counts.iter().all(|&n| n >= 50),
        "too little exercised: {stats:?}"
    );
}
