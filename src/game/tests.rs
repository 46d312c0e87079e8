//! Unit tests of `Game`: one test per rule variant, each built on a position where that rule
//! decides differently from the others, plus passes, undo, handicap, rules changes and komi.

use super::*;
use crate::rules::{PRESET_NAMES, preset};

const B: Color = Color::Black;
const W: Color = Color::White;

fn v(s: &str) -> Vertex {
    Vertex::parse(s).unwrap_or_else(|| panic!("bad vertex {s}"))
}

fn mv(s: &str) -> Move {
    if s.eq_ignore_ascii_case("pass") {
        Move::Pass
    } else {
        Move::Play(v(s))
    }
}

fn game(size: usize, rules: &str) -> Game {
    Game::new(
        size,
        preset(rules).unwrap_or_else(|| panic!("no preset {rules}")),
    )
}

/// Plays a move that must be legal.
fn play(g: &mut Game, c: Color, s: &str) {
    if let Err(why) = g.play(c, mv(s)) {
        panic!(
            "{} {s} refused under {}: {why}\n{}",
            c.name(),
            g.rules().name,
            g.board().diagram()
        );
    }
}

/// Plays a list of moves such as `["B C2", "W pass"]`.
fn play_all(g: &mut Game, moves: &[&str]) {
    for m in moves {
        let (c, s) = m.split_once(' ').expect("colour and vertex");
        let c = match c {
            "B" => B,
            "W" => W,
            _ => panic!("bad colour in {m}"),
        };
        play(g, c, s);
    }
}

/// Everything observable about a game, for before/after comparisons.
#[derive(Clone, PartialEq, Debug)]
struct Snapshot {
    diagram: String,
    hash: u64,
    removed: [u32; 2],
    ko: Option<(Point, Color)>,
    to_move: Color,
    passes: [u32; 2],
    first_pass: Option<Color>,
    last_pass: Option<Color>,
    state: GameState,
    moves: Vec<(Color, Move)>,
    handicap: Vec<Vertex>,
    rules: String,
    komi: f32,
    legal: [Vec<Vertex>; 2],
}

fn snapshot(g: &Game) -> Snapshot {
    Snapshot {
        diagram: g.board().diagram(),
        hash: g.board().hash(),
        removed: [g.board().removed(B), g.board().removed(W)],
        ko: g.board().ko(),
        to_move: g.to_move(),
        passes: [g.passes(B), g.passes(W)],
        first_pass: g.first_pass(),
        last_pass: g.last_pass(),
        state: g.state().clone(),
        moves: g.moves().to_vec(),
        handicap: g.handicap().to_vec(),
        rules: g.rules().name.clone(),
        komi: g.komi(),
        legal: [g.legal_vertices(B), g.legal_vertices(W)],
    }
}

/// Asserts that `c` at `s` is refused with `why`, and that the refusal changed nothing.
fn assert_refused(g: &mut Game, c: Color, s: &str, why: Illegal) {
    let before = snapshot(g);
    let board = g.board().clone();
    assert!(!g.is_legal(c, mv(s)), "{} {s} should be illegal", c.name());
    assert_eq!(g.play(c, mv(s)), Err(why), "{} {s}", c.name());
    assert!(g.board() == &board);
    assert_eq!(snapshot(g), before);
}

fn assert_legal(g: &Game, c: Color, s: &str) {
    assert_eq!(
        g.check(c, mv(s)),
        Ok(()),
        "{} {s} should be legal under {}",
        c.name(),
        g.rules().name
    );
    assert!(g.legal_vertices(c).contains(&v(s)));
}

// ------------------------------------------------------------------------------------------
// Positions
// ------------------------------------------------------------------------------------------

/// A ko on 9x9: Black has just captured at F5 and White may not retake at E5 at once.
fn simple_ko(rules: &str) -> Game {
    let mut g = game(9, rules);
    play_all(
        &mut g,
        &[
            "B D5", "B E4", "B E6", "W F4", "W F6", "W G5", "W E5", "B F5",
        ],
    );
    assert_eq!(g.board().color_at(v("E5")), None, "F5 captured E5");
    assert_eq!(g.board().removed(W), 1);
    g
}

/// Sending two, returning one on 5x5. The setup ends with White's B2 (Black to move); Black A1
/// sends two stones, White C1 takes them, and Black's retake at B1 would recreate the position
/// before A1 with White to move.
const STRO_SETUP: &[&str] = &["W A2", "B C2", "B D1", "B B1", "W B2"];
const STRO_CYCLE: &[&str] = &["B A1", "W C1"];

fn sending_two_returning_one(rules: &str) -> Game {
    let mut g = game(5, rules);
    play_all(&mut g, STRO_SETUP);
    play_all(&mut g, STRO_CYCLE);
    assert_eq!(g.board().removed(B), 2, "C1 captured A1 and B1");
    assert_eq!(g.to_move(), B);
    g
}

/// Three kos on 9x9 in columns C..F at rows 2, 5 and 8. At row Y Black has C(Y), D(Y+1),
/// D(Y-1) and White F(Y), E(Y+1), E(Y-1); the ko points are D(Y) and E(Y). The start has White
/// at D2, Black at E5 and White at D8, and the last setup play is White's, so Black is to move.
fn triple_ko(rules: &str) -> Game {
    let mut g = game(9, rules);
    for y in [2, 5, 8] {
        for s in [
            format!("C{y}"),
            format!("D{}", y + 1),
            format!("D{}", y - 1),
        ] {
            play(&mut g, B, &s);
        }
        for s in [
            format!("F{y}"),
            format!("E{}", y + 1),
            format!("E{}", y - 1),
        ] {
            play(&mut g, W, &s);
        }
    }
    play_all(&mut g, &["B E5", "W D2", "W D8"]);
    assert_eq!(g.to_move(), B);
    assert_eq!(g.board().removed(B) + g.board().removed(W), 0);
    g
}

/// The first five takes of a triple-ko cycle; White's sixth take, D8, recreates the start.
const TRIPLE_KO_CYCLE: &[&str] = &["B E2", "W D5", "B E8", "W D2", "B E5"];

// ------------------------------------------------------------------------------------------
// Ko rules
// ------------------------------------------------------------------------------------------

#[test]
fn simple_ko_refuses_the_immediate_retake_only() {
    let mut g = simple_ko("japanese");
    assert_eq!(g.board().ko(), Some((g.board().point(v("E5")), W)));
    assert_refused(&mut g, W, "E5", Illegal::Ko);
    // Black may fill the ko himself.
    assert_legal(&g, B, "E5");
    // After a threat and its answer, White may retake.
    play_all(&mut g, &["W A9", "B A8"]);
    assert_legal(&g, W, "E5");
    play(&mut g, W, "E5");
    assert_eq!(g.board().color_at(v("F5")), None, "the retake captured F5");
    // And now Black may not retake at once.
    assert_refused(&mut g, B, "F5", Illegal::Ko);
    // A pass also lifts the ban.
    play_all(&mut g, &["B pass", "W pass"]);
    assert_legal(&g, B, "F5");
}

#[test]
fn basic_ko_ban_outlasts_passes() {
    // Jasiek's basic ko: passes are not plays, so the ban stands until another play.
    let mut g = simple_ko("jasiek-basic-ko");
    play_all(&mut g, &["W pass", "B pass"]);
    assert_eq!(g.state(), &GameState::Stopped);
    assert_refused(&mut g, W, "E5", Illegal::Ko);
    // A play elsewhere lifts it, even if the opponent then passes.
    play_all(&mut g, &["W A9", "B pass"]);
    assert_legal(&g, W, "E5");
    play(&mut g, W, "E5");
    assert_eq!(g.board().color_at(v("F5")), None);
    // Under simple ko (Japanese) the same passes lift the ban.
    let mut g = simple_ko("japanese");
    play_all(&mut g, &["W pass", "B pass"]);
    assert_legal(&g, W, "E5");
}

#[test]
fn every_ko_rule_refuses_the_immediate_retake() {
    for rules in PRESET_NAMES {
        let mut g = simple_ko(rules);
        assert!(!g.is_legal(W, mv("E5")), "{rules}");
        assert!(g.play(W, mv("E5")).is_err(), "{rules}");
    }
}

#[test]
fn simple_ko_allows_a_triple_ko_cycle() {
    let mut g = triple_ko("japanese");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    let start = triple_ko("japanese");
    assert_legal(&g, W, "D8");
    play(&mut g, W, "D8");
    assert_eq!(g.board().hash(), start.board().hash());
    assert!(
        g.board() != start.board(),
        "same stones, different prisoners"
    );
}

#[test]
fn positional_superko_refuses_any_earlier_board() {
    // The sixth take of a triple ko recreates the start.
    let mut g = triple_ko("tromp-taylor");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_refused(&mut g, W, "D8", Illegal::Superko);
    // Sending two, returning one: the retake recreates an earlier board with the other player
    // to move, still a repetition for positional superko.
    let mut g = sending_two_returning_one("tromp-taylor");
    assert_refused(&mut g, B, "B1", Illegal::Superko);
    // Elsewhere play goes on.
    assert_legal(&g, B, "E5");
}

#[test]
fn situational_superko_allows_a_board_with_the_other_player_to_move() {
    let mut g = sending_two_returning_one("aga");
    assert_legal(&g, B, "B1");
    play(&mut g, B, "B1");
    // The board is the one after the setup, but now White is to move.
    let mut setup = game(5, "aga");
    play_all(&mut setup, STRO_SETUP);
    assert_eq!(g.board().hash(), setup.board().hash());
    assert_eq!((setup.to_move(), g.to_move()), (B, W));
    // The triple ko's sixth take recreates the start with the same player (Black) to move.
    let mut g = triple_ko("aga");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_refused(&mut g, W, "D8", Illegal::Superko);
}

#[test]
fn natural_situational_superko_allows_a_board_the_opponent_created() {
    // White created the start position of the shape (B2), so Black may recreate it.
    let mut g = sending_two_returning_one("new_zealand");
    assert_legal(&g, B, "B1");
    play(&mut g, B, "B1");
    // White created the triple ko's start (D8) and would create it again: refused.
    let mut g = triple_ko("new_zealand");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_refused(&mut g, W, "D8", Illegal::Superko);
}

#[test]
fn natural_and_plain_situational_superko_differ_after_a_pass() {
    // Black passes in the start position of the shape: the position with White to move now
    // exists, but Black did not create it by a play.
    let with_passes = |rules: &str| {
        let mut g = game(5, rules);
        play_all(&mut g, STRO_SETUP);
        play_all(&mut g, &["B pass", "W pass"]);
        play_all(&mut g, STRO_CYCLE);
        g
    };
    let mut g = with_passes("aga");
    assert_refused(&mut g, B, "B1", Illegal::Superko);
    let mut g = with_passes("new_zealand");
    assert_legal(&g, B, "B1");
    play(&mut g, B, "B1");
    let mut g = with_passes("tromp-taylor");
    assert_refused(&mut g, B, "B1", Illegal::Superko);
}

#[test]
fn chinese_superko_refuses_short_cycles_only() {
    // Sending two, returning one is forbidden.
    let mut g = sending_two_returning_one("chinese");
    assert_refused(&mut g, B, "B1", Illegal::Superko);
    // So is basic ko.
    let mut g = simple_ko("chinese");
    assert_refused(&mut g, W, "E5", Illegal::Ko);
    // But a triple ko's sixth take is legal.
    let mut g = triple_ko("chinese");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_legal(&g, W, "D8");
    play(&mut g, W, "D8");
    assert_eq!(g.state(), &GameState::Playing, "second occurrence only");
    // The KGS/OGS version is positional superko.
    let mut g = triple_ko("chinese-kgs");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_refused(&mut g, W, "D8", Illegal::Superko);
}

#[test]
fn triple_ko_sixth_take_under_every_ko_rule() {
    let cases = [
        ("japanese", true),
        ("chinese", true),
        ("jasiek-basic-ko", true),
        ("tromp-taylor", false),
        ("aga", false),
        ("new_zealand", false),
        ("chinese-kgs", false),
    ];
    for (rules, legal) in cases {
        let mut g = triple_ko(rules);
        play_all(&mut g, TRIPLE_KO_CYCLE);
        assert_eq!(g.is_legal(W, mv("D8")), legal, "{rules}");
        assert_eq!(g.play(W, mv("D8")).is_ok(), legal, "{rules}");
    }
}

// ------------------------------------------------------------------------------------------
// Cycle rules
// ------------------------------------------------------------------------------------------

#[test]
fn japanese_triple_ko_ends_without_result_at_the_third_occurrence() {
    let mut g = triple_ko("japanese");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    play(&mut g, W, "D8");
    assert_eq!(g.state(), &GameState::Playing, "second occurrence");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    let before = snapshot(&g);
    play(&mut g, W, "D8");
    match g.state() {
        GameState::NoResult(why) => assert!(!why.is_empty()),
        other => panic!("expected NoResult, got {other:?}"),
    }
    assert!(g.state().is_over_without_count());
    // Undo brings the game back.
    assert!(g.undo());
    assert_eq!(snapshot(&g), before);
    assert_eq!(g.state(), &GameState::Playing);
}

#[test]
fn continue_cycle_rule_never_ends_the_game() {
    // Japanese ko with the cycle rule turned off: the triple ko goes round for ever.
    let rules = crate::rules::Ruleset {
        cycle: CycleRule::Continue,
        ..preset("japanese").unwrap()
    };
    let mut g = triple_ko("japanese");
    g.set_rules(rules).unwrap();
    for _ in 0..4 {
        play_all(&mut g, TRIPLE_KO_CYCLE);
        play(&mut g, W, "D8");
        assert_eq!(g.state(), &GameState::Playing);
    }
}

#[test]
fn exceptional_ending_with_equal_removals_is_no_result() {
    let mut g = triple_ko("jasiek-basic-ko");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    assert_eq!(g.state(), &GameState::Playing);
    play(&mut g, W, "D8");
    match g.state() {
        GameState::NoResult(why) => assert!(!why.is_empty()),
        other => panic!("expected NoResult at the first recreation, got {other:?}"),
    }
    assert_eq!((g.board().removed(B), g.board().removed(W)), (3, 3));
}

#[test]
fn exceptional_ending_with_unequal_removals_is_decided() {
    // Sending two, returning one: two black stones and one white stone removed in between.
    let mut g = sending_two_returning_one("jasiek-basic-ko");
    assert_eq!(g.state(), &GameState::Playing);
    play(&mut g, B, "B1");
    match g.state() {
        GameState::Decided { winner, reason } => {
            assert_eq!(*winner, W, "White lost fewer stones");
            assert!(!reason.is_empty());
        }
        other => panic!("expected Decided, got {other:?}"),
    }
    assert!(g.state().is_over_without_count());
    // Further moves do not revive a decided game.
    play(&mut g, W, "E5");
    assert!(matches!(g.state(), GameState::Decided { .. }));
    // Two passes do not turn it into a stopped game either.
    play_all(&mut g, &["B pass", "W pass"]);
    assert!(matches!(g.state(), GameState::Decided { .. }));
}

#[test]
fn jasiek_all_also_ends_exceptionally() {
    let mut g = triple_ko("jasiek-all");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    play(&mut g, W, "D8");
    assert!(matches!(g.state(), GameState::NoResult(_)));
}

// ------------------------------------------------------------------------------------------
// Suicide
// ------------------------------------------------------------------------------------------

/// White B1, B2, A3 around the corner; Black A1; White elsewhere. Black A2 would remove its own
/// two stones and make a board never seen before.
fn two_stone_suicide(rules: &str) -> Game {
    let mut g = game(9, rules);
    play_all(&mut g, &["W B1", "W B2", "W A3", "B A1", "W J9"]);
    g
}

#[test]
fn multi_stone_suicide_allowed_where_the_rules_say() {
    for rules in ["new_zealand", "tromp-taylor", "ing", "jasiek"] {
        let mut g = two_stone_suicide(rules);
        assert_legal(&g, B, "A2");
        play(&mut g, B, "A2");
        assert_eq!(g.board().color_at(v("A1")), None, "{rules}");
        assert_eq!(g.board().color_at(v("A2")), None, "{rules}");
        assert_eq!(g.board().removed(B), 2, "{rules}");
        assert_eq!(g.prisoners(W), 2, "{rules}");
        assert_eq!(g.to_move(), W, "{rules}");
        assert_eq!(g.board().hash(), g.board().hash_from_scratch());
        g.board().check_invariants().unwrap();
    }
}

#[test]
fn multi_stone_suicide_refused_where_the_rules_say() {
    for rules in [
        "japanese",
        "korean",
        "chinese",
        "aga",
        "wmsg",
        "stone-scoring",
        "jasiek-no-suicide",
    ] {
        let mut g = two_stone_suicide(rules);
        assert_refused(&mut g, B, "A2", Illegal::Suicide);
    }
}

#[test]
fn single_stone_suicide_refused_everywhere() {
    for rules in PRESET_NAMES {
        let mut g = game(9, rules);
        play_all(&mut g, &["W A2", "W B1"]);
        assert_refused(&mut g, B, "A1", Illegal::Suicide);
        // In the middle of the board too.
        play_all(&mut g, &["W D5", "W F5", "W E4", "W E6"]);
        assert_refused(&mut g, B, "E5", Illegal::Suicide);
        // A play that captures is no suicide.
        play_all(&mut g, &["B A3", "B C1", "B B2"]);
        assert_legal(&g, B, "A1");
    }
}

#[test]
fn occupied_and_off_board_points_are_refused() {
    let mut g = game(9, "japanese");
    play(&mut g, B, "E5");
    assert_refused(&mut g, W, "E5", Illegal::Occupied);
    assert_refused(&mut g, B, "E5", Illegal::Occupied);
    assert_refused(&mut g, W, "K10", Illegal::OffBoard);
    assert_refused(&mut g, W, "A10", Illegal::OffBoard);
}

// ------------------------------------------------------------------------------------------
// Passes and game state
// ------------------------------------------------------------------------------------------

#[test]
fn two_passes_stop_the_game_and_a_move_resumes_it() {
    let mut g = game(9, "japanese");
    assert_eq!((g.first_pass(), g.last_pass()), (None, None));
    play(&mut g, B, "pass");
    assert_eq!(g.state(), &GameState::Playing);
    assert_eq!((g.passes(B), g.passes(W)), (1, 0));
    assert_eq!((g.first_pass(), g.last_pass()), (Some(B), Some(B)));
    assert_eq!(g.to_move(), W);
    play(&mut g, W, "pass");
    assert_eq!(g.state(), &GameState::Stopped);
    assert_eq!((g.passes(B), g.passes(W)), (1, 1));
    assert_eq!((g.first_pass(), g.last_pass()), (Some(B), Some(W)));
    play(&mut g, B, "E5");
    assert_eq!(g.state(), &GameState::Playing);
    // A single pass after a play does not stop the game.
    play(&mut g, W, "pass");
    assert_eq!(g.state(), &GameState::Playing);
    play(&mut g, B, "C3");
    play(&mut g, W, "pass");
    play(&mut g, B, "pass");
    assert_eq!(g.state(), &GameState::Stopped);
    assert_eq!((g.passes(B), g.passes(W)), (2, 3));
    assert_eq!((g.first_pass(), g.last_pass()), (Some(B), Some(B)));
    // A third pass keeps it stopped.
    play(&mut g, W, "pass");
    assert_eq!(g.state(), &GameState::Stopped);
    assert_eq!(g.last_pass(), Some(W));
    // White passing first is remembered.
    let mut g = game(9, "wmsg");
    play_all(&mut g, &["B E5", "W pass", "B pass"]);
    assert_eq!(g.first_pass(), Some(W));
    assert_eq!(g.last_pass(), Some(B));
    assert_eq!(g.state(), &GameState::Stopped);
}

#[test]
fn passes_clear_the_ko_ban() {
    let mut g = simple_ko("japanese");
    play(&mut g, W, "pass");
    play(&mut g, B, "pass");
    assert_eq!(g.state(), &GameState::Stopped);
    assert_legal(&g, W, "E5");
    play(&mut g, W, "E5");
    assert_eq!(g.state(), &GameState::Playing);
}

// ------------------------------------------------------------------------------------------
// Undo
// ------------------------------------------------------------------------------------------

#[test]
fn undo_restores_everything() {
    for rules in ["japanese", "tromp-taylor", "aga", "new_zealand", "chinese"] {
        let mut g = game(9, rules);
        let script = [
            "B D5", "W F4", "B E4", "W F6", "B E6", "W G5", "B pass", "W E5", "B F5", "W A9",
            "B A8", "W E5", "B pass", "W pass", "B C3", "W B1", "W B2", "W A3", "B A1", "W J9",
            "B A2", "B pass", "W pass", "W pass",
        ];
        let mut history = vec![snapshot(&g)];
        let mut boards = vec![g.board().clone()];
        for m in script {
            let (c, s) = m.split_once(' ').unwrap();
            let c = if c == "B" { B } else { W };
            let before = snapshot(&g);
            let board = g.board().clone();
            if g.play(c, mv(s)).is_err() {
                continue;
            }
            assert_eq!(g.board().hash(), g.board().hash_from_scratch());
            g.board().check_invariants().unwrap();
            // Undo and redo each move.
            assert!(g.undo());
            assert_eq!(snapshot(&g), before, "{rules}: undo of {m}");
            assert!(g.board() == &board, "{rules}: undo of {m}");
            g.play(c, mv(s)).unwrap();
            history.push(snapshot(&g));
            boards.push(g.board().clone());
        }
        assert!(history.len() > 15, "{rules}: most of the script was legal");
        // Undo all the way, checking every intermediate position.
        history.pop();
        boards.pop();
        while let Some(expected) = history.pop() {
            assert!(g.undo(), "{rules}");
            assert_eq!(snapshot(&g), expected, "{rules}");
            assert!(g.board() == &boards.pop().unwrap(), "{rules}");
        }
        assert!(!g.undo(), "{rules}: nothing left to undo");
        assert!(g.board() == &Board::new(9));
        assert!(g.is_pristine());
        assert_eq!(snapshot(&g), snapshot(&game(9, rules)));
    }
}

#[test]
fn undo_restores_stopped_and_ended_states() {
    let mut g = game(9, "japanese");
    play_all(&mut g, &["B pass", "W pass"]);
    play(&mut g, B, "E5");
    assert!(g.undo());
    assert_eq!(g.state(), &GameState::Stopped);
    assert!(g.undo());
    assert_eq!(g.state(), &GameState::Playing);
    assert_eq!((g.passes(W), g.last_pass()), (0, Some(B)));
    let mut g = sending_two_returning_one("jasiek-basic-ko");
    play(&mut g, B, "B1");
    assert!(g.undo());
    assert_eq!(g.state(), &GameState::Playing);
    // The undone retake can be played again and ends the game again.
    play(&mut g, B, "B1");
    assert!(matches!(g.state(), GameState::Decided { .. }));
}

#[test]
fn undo_restores_the_superko_history() {
    // After undoing a position, a move that recreates it is no longer a repetition.
    let mut g = sending_two_returning_one("tromp-taylor");
    assert!(!g.is_legal(B, mv("B1")));
    // Undo White's C1 and Black's A1: the history no longer holds them.
    assert!(g.undo());
    assert!(g.undo());
    // Let White take the two stones a different way: the retake B1 is still a repetition.
    play_all(&mut g, &["B A1", "W C1"]);
    assert!(!g.is_legal(B, mv("B1")));
    // Undo past the setup's last stone: the board before B2 does not hold B2, so the shape
    // no longer exists and the positions recorded after it are gone.
    for _ in 0..3 {
        assert!(g.undo());
    }
    assert_eq!(g.moves().len(), 4);
    assert!(g.is_legal(W, mv("B2")));
}

#[test]
fn handicap_cannot_be_undone() {
    let mut g = game(19, "japanese");
    let stones = fixed_handicap_vertices(19, 4).unwrap();
    g.place_handicap(&stones).unwrap();
    assert_eq!(g.handicap(), &stones[..]);
    assert_eq!(g.to_move(), W);
    assert!(!g.is_pristine());
    let placed = snapshot(&g);
    assert!(!g.undo(), "handicap is not a move");
    assert_eq!(snapshot(&g), placed);
    play(&mut g, W, "Q10");
    play(&mut g, B, "K10");
    assert!(g.undo());
    assert!(g.undo());
    assert!(!g.undo());
    assert_eq!(snapshot(&g), placed);
    for s in ["D4", "Q16", "D16", "Q4"] {
        assert_eq!(g.board().color_at(v(s)), Some(B));
    }
    // A second placement is refused.
    assert_eq!(
        g.place_handicap(&[v("K10"), v("K4")]),
        Err(HandicapError::BoardNotEmpty)
    );
    assert_eq!(snapshot(&g), placed);
}

#[test]
fn handicap_placement_is_atomic() {
    let mut g = game(9, "japanese");
    let empty = snapshot(&g);
    let err = g.place_handicap(&[v("E5"), v("C3"), v("E5")]);
    assert!(
        matches!(err, Err(HandicapError::BadVertexList(_))),
        "{err:?}"
    );
    assert_eq!(snapshot(&g), empty);
    let err = g.place_handicap(&[v("E5"), Vertex::new(9, 9)]);
    assert!(
        matches!(err, Err(HandicapError::BadVertexList(_))),
        "{err:?}"
    );
    assert_eq!(snapshot(&g), empty);
    // A full 2x2 board leaves no liberty.
    let mut tiny = game(2, "japanese");
    let err = tiny.place_handicap(&[v("A1"), v("A2"), v("B1"), v("B2")]);
    assert!(
        matches!(err, Err(HandicapError::BadVertexList(_))),
        "{err:?}"
    );
    assert!(tiny.board().is_empty_board());
    // After a move, no handicap.
    play(&mut g, B, "E5");
    assert_eq!(
        g.place_handicap(&[v("C3"), v("G7")]),
        Err(HandicapError::BoardNotEmpty)
    );
}

// ------------------------------------------------------------------------------------------
// Rules changes and komi
// ------------------------------------------------------------------------------------------

#[test]
fn set_rules_refuses_when_the_history_would_be_illegal() {
    let mut g = two_stone_suicide("tromp-taylor");
    play(&mut g, B, "A2");
    let before = snapshot(&g);
    let board = g.board().clone();
    let err = g.set_rules(preset("japanese").unwrap());
    assert!(err.is_err());
    let why = err.unwrap_err();
    assert!(why.contains("move 6"), "{why}");
    assert_eq!(snapshot(&g), before);
    assert!(g.board() == &board);
    assert_eq!(g.rules(), &preset("tromp-taylor").unwrap());
    // Undo stays possible and exact after the refusal.
    assert!(g.undo());
    assert_eq!(g.board().color_at(v("A1")), Some(B));
    // Without the suicide the change goes through.
    g.set_rules(preset("japanese").unwrap()).unwrap();
    assert_eq!(g.rules().name, "japanese");
    assert_eq!(g.moves().len(), 5);

    // A triple ko cycle that positional superko forbids.
    let mut g = triple_ko("japanese");
    play_all(&mut g, TRIPLE_KO_CYCLE);
    play(&mut g, W, "D8");
    let before = snapshot(&g);
    assert!(g.set_rules(preset("tromp-taylor").unwrap()).is_err());
    assert!(g.set_rules(preset("aga").unwrap()).is_err());
    assert!(g.set_rules(preset("new_zealand").unwrap()).is_err());
    assert_eq!(snapshot(&g), before);
    // Chinese superko allows it.
    g.set_rules(preset("chinese").unwrap()).unwrap();
    assert_eq!(g.rules().name, "chinese");
    assert_eq!(g.moves(), &before.moves[..]);
}

#[test]
fn set_rules_rejudges_the_game_state() {
    // Under jasiek-basic-ko the retake ended the game; under japanese it does not.
    let mut g = sending_two_returning_one("jasiek-basic-ko");
    play(&mut g, B, "B1");
    assert!(matches!(g.state(), GameState::Decided { .. }));
    g.set_rules(preset("japanese").unwrap()).unwrap();
    assert_eq!(g.state(), &GameState::Playing);
    g.set_rules(preset("jasiek-basic-ko").unwrap()).unwrap();
    assert!(matches!(g.state(), GameState::Decided { .. }));
}

#[test]
fn set_rules_keeps_handicap_and_position() {
    let mut g = game(9, "japanese");
    g.place_handicap(&fixed_handicap_vertices(9, 2).unwrap())
        .unwrap();
    play_all(&mut g, &["W E5", "B D4"]);
    let board = g.board().clone();
    g.set_rules(preset("chinese").unwrap()).unwrap();
    assert!(g.board() == &board);
    assert_eq!(g.handicap().len(), 2);
    assert_eq!(g.handicap_count(), 2);
    assert_eq!(g.to_move(), W);
    assert!(g.undo() && g.undo());
    assert!(!g.undo());
    assert_eq!(g.board().stone_count(B), 2);
}

#[test]
fn komi_follows_the_preset_unless_set_by_the_user() {
    let mut g = game(9, "japanese");
    assert_eq!(g.komi(), 6.5);
    assert!(!g.komi_from_user());
    g.set_rules(preset("chinese").unwrap()).unwrap();
    assert_eq!(g.komi(), 7.5);
    g.set_rules(preset("new_zealand").unwrap()).unwrap();
    assert_eq!(g.komi(), 7.0);
    g.set_rules(preset("ing").unwrap()).unwrap();
    assert_eq!(g.komi(), 8.0);
    g.set_komi(0.5);
    assert!(g.komi_from_user());
    g.set_rules(preset("japanese").unwrap()).unwrap();
    assert_eq!(g.komi(), 0.5);
    // A refused change keeps komi too.
    let mut g = two_stone_suicide("tromp-taylor");
    play(&mut g, B, "A2");
    assert!(g.set_rules(preset("japanese").unwrap()).is_err());
    assert_eq!(g.komi(), 7.5);
    // Komi survives a resize.
    let mut g = game(19, "japanese");
    assert_eq!(g.resized(9).komi(), 6.5);
    g.set_komi(-3.0);
    let r = g.resized(13);
    assert_eq!((r.komi(), r.komi_from_user(), r.size()), (-3.0, true, 13));
    // Every preset's default applies to a new game.
    for name in PRESET_NAMES {
        let rules = preset(name).unwrap();
        assert_eq!(
            Game::new(9, rules.clone()).komi(),
            rules.default_komi,
            "{name}"
        );
    }
}

// ------------------------------------------------------------------------------------------
// Handicap count
// ------------------------------------------------------------------------------------------

#[test]
fn handicap_count_for_placed_stones() {
    let mut g = game(19, "aga");
    assert_eq!(g.handicap_count(), 0);
    g.place_handicap(&fixed_handicap_vertices(19, 5).unwrap())
        .unwrap();
    assert_eq!(g.handicap_count(), 5);
    play_all(&mut g, &["W Q10", "B K4", "B K16"]);
    assert_eq!(g.handicap_count(), 5);
}

#[test]
fn handicap_count_for_leading_black_moves() {
    // KataGo's convention: Black's opening plays before White's first play.
    let mut g = game(19, "aga");
    play_all(&mut g, &["B D4", "B Q16", "B D16", "W Q4", "B K10"]);
    assert_eq!(g.handicap_count(), 3);
    // White's passes between them do not count as White's first play.
    let mut g = game(19, "aga");
    play_all(
        &mut g,
        &["B D4", "W pass", "B Q16", "W pass", "B Q4", "W C3"],
    );
    assert_eq!(g.handicap_count(), 3);
    // A single black stone is no handicap.
    let mut g = game(19, "aga");
    play_all(&mut g, &["B D4", "W Q16", "B D16"]);
    assert_eq!(g.handicap_count(), 0);
    // Nor is a normal game.
    let mut g = game(19, "aga");
    play_all(&mut g, &["B D4", "W Q16", "B Q4", "W D16"]);
    assert_eq!(g.handicap_count(), 0);
    // Black passing first ends the run.
    let mut g = game(19, "aga");
    play_all(&mut g, &["B pass", "B D4", "B Q16", "W Q4"]);
    assert_eq!(g.handicap_count(), 0);
    // Setup stones (not handicap) never count.
    let mut g = game(19, "aga");
    g.place_setup(vec![(B, v("D4")), (B, v("Q16"))], B).unwrap();
    play_all(&mut g, &["B D16", "B Q4", "W K10"]);
    assert_eq!(g.handicap_count(), 0);
    // Undoing the moves takes the count back.
    let mut g = game(19, "aga");
    play_all(&mut g, &["B D4", "B Q16"]);
    assert_eq!(g.handicap_count(), 2);
    assert!(g.undo());
    assert_eq!(g.handicap_count(), 0);
}

#[test]
fn setup_stones_set_the_player_to_move() {
    let mut g = game(9, "japanese");
    g.place_setup(vec![(B, v("C3")), (W, v("G7"))], W).unwrap();
    assert_eq!(g.to_move(), W);
    assert!(g.handicap().is_empty());
    assert_eq!(g.setup().len(), 2);
    assert!(!g.undo());
    play(&mut g, W, "E5");
    assert!(g.undo());
    assert_eq!(g.board().stone_count(B) + g.board().stone_count(W), 2);
}

#[test]
fn boards_the_game_has_had_follow_play_and_undo() {
    let mut g = game(5, "japanese");
    let empty = g.board().hash();
    play(&mut g, B, "C3");
    let after_c3 = g.board().hash();
    play(&mut g, W, "D3");
    assert!(g.has_had_board(empty));
    assert!(g.has_had_board(after_c3));
    assert!(g.has_had_board(g.board().hash()));
    assert!(g.undo());
    assert!(g.undo());
    play(&mut g, B, "B2");
    assert!(!g.has_had_board(after_c3));
    assert!(g.has_had_board(g.board().hash()));
    // Setup stones start the game afresh: the empty board is no longer one of its positions.
    let mut g = game(9, "japanese");
    g.place_setup(vec![(B, v("C3")), (W, v("G7"))], W).unwrap();
    assert!(!g.has_had_board(empty));
    assert!(g.has_had_board(g.board().hash()));
}
