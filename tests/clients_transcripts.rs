//! Transcripts of real clients (shared/reference/gtp-clients.md §4), every response checked:
//! Sabaki's pipelined start and sync, GoGui's attach, synchronisation, Analyze menu and
//! interrupt, gtp2ogs's CRLF stream with its clock commands and free handicap, and a kgsGtp
//! game that ends with `final_status_list dead`, `kgs-genmove_cleanup` and `kgs-game_over`.

mod common;

use common::{Session, assert_full_match, info_line_pattern, quick, transcript};
use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

const VERTEX: &str = "(?:[A-HJ-T](?:1[0-9]|[1-9]))";
const MOVE: &str = "(?:[A-HJ-T](?:1[0-9]|[1-9])|pass|resign)";

fn owned(steps: &[(String, Option<String>)]) -> Vec<(&str, Option<&str>)> {
    steps
        .iter()
        .map(|(l, p)| (l.as_str(), p.as_deref()))
        .collect()
}

// ------------------------------------------------------------------------------------------
// Sabaki

#[test]
fn sabaki_pipelined_start_sync_genmove_and_analysis_abort() {
    let empty = Some("= ".to_string());
    let info = info_line_pattern(true, None);
    let mut steps: Vec<(String, Option<String>)> = vec![
        // Start-up: four queries written at once.
        ("name".into(), Some("= Tengen".into())),
        ("version".into(), Some(r"= \d+\.\d+\.\d+".into())),
        ("protocol_version".into(), Some("= 2".into())),
        (
            "list_commands".into(),
            Some(
                r"= protocol_version\n(?:[a-z0-9_-]+\n)*kata-analyze\n(?:[a-z0-9_-]+\n)*kata-genmove_analyze"
                    .into(),
            ),
        ),
        // Sync: komi first, then the board size, then the history, all pipelined.
        ("komi 6.5".into(), empty.clone()),
        ("boardsize 19".into(), empty.clone()),
        ("clear_board".into(), empty.clone()),
        ("play B D4".into(), empty.clone()),
        ("play W Q16".into(), empty.clone()),
        ("play B Q4".into(), empty.clone()),
        // Sabaki prefers kata-genmove_analyze: info lines, then "play <vertex>".
        (
            "kata-genmove_analyze W 50".into(),
            Some(format!(r"= \n(?:{info}\n)+play {MOVE}")),
        ),
        // Resync to another line: undo twice, play the new move, pipelined.
        ("undo".into(), empty.clone()),
        ("undo".into(), empty.clone()),
        ("play B C16".into(), empty.clone()),
        // Analysis, aborted by the pipelined protocol_version: the stream ends with its
        // blank line (it may hold no info line when the abort is already waiting).
        (
            "kata-analyze W 50".into(),
            Some(format!(r"= (?:\n{info})*")),
        ),
        ("protocol_version".into(), Some("= 2".into())),
        // A new game with handicap stones, as Sabaki sends them.
        ("clear_board".into(), empty.clone()),
        (
            "set_free_handicap D4 D16 Q4 Q16".into(),
            empty.clone(),
        ),
        ("play W pass".into(), empty.clone()),
        ("genmove B".into(), Some(format!("= {MOVE}"))),
        ("quit".into(), empty.clone()),
    ];
    // The komi survived boardsize and clear_board.
    steps.insert(10, ("showboard".into(), Some(r"= \n.*komi 6\.5.*".into())));
    transcript(&quick(200), "\n", &owned(&steps));
}

// ------------------------------------------------------------------------------------------
// GoGui

/// Checks one Analyze-menu response against GoGui's format for its type.
fn check_gogui_type(kind: &str, command: &str, text: &str, size: usize) {
    let vertex_list = format!(r"(?:{VERTEX}(?: {VERTEX})*)?");
    match kind {
        "dboard" => {
            let rows: Vec<&str> = text.lines().collect();
            assert_eq!(rows.len(), size, "{command}: {text}");
            for row in rows {
                let values: Vec<f32> = row
                    .split_whitespace()
                    .map(|v| v.parse().expect("a float"))
                    .collect();
                assert_eq!(values.len(), size, "{command}: {row}");
                assert!(values.iter().all(|v| (-1.0..=1.0).contains(v)), "{row}");
            }
        }
        "gfx" => {
            for line in text.lines() {
                let gfx = format!(
                    r"(?:(?:BLACK|WHITE|MARK|SQUARE|TRIANGLE|CIRCLE) {vertex_list}|LABEL(?: {VERTEX} \S+)+|VAR(?: [bw] (?:{VERTEX}|pass))+|TEXT .+)"
                );
                assert_full_match(&gfx, line, command);
            }
        }
        "string" => assert!(!text.trim().is_empty(), "{command}: empty"),
        "plist" => assert_full_match(&format!(r"(?:{VERTEX}[ \n]?)*"), text, command),
        "pspairs" => assert_full_match(&format!(r"{VERTEX} \d+(?: {VERTEX} \d+)*"), text, command),
        "param" => {
            for line in text.lines() {
                assert_full_match(r"\[(?:bool|string|list/[^\]]+)\] \S+ \S+", line, command);
            }
        }
        "none" => assert!(text.is_empty(), "{command}: {text}"),
        other => panic!("unexpected analyze type {other}"),
    }
}

#[test]
fn gogui_attach_synchronisation_and_analyze_menu() {
    let mut e = Session::start(&quick(200));
    // Attach.
    e.expect("name", "= Tengen");
    e.expect("protocol_version", "= 2");
    e.expect("version", r"= \d+\.\d+\.\d+");
    let list = e.ok("list_commands");
    let names: Vec<&str> = list.lines().collect();
    for needed in [
        "gogui-interrupt",
        "gogui-analyze_commands",
        "gogui-title",
        "komi",
        "undo",
        "time_settings",
        "time_left",
        "set_free_handicap",
        "final_status_list",
        "kgs-genmove_cleanup",
    ] {
        assert!(names.contains(&needed), "{needed} not listed");
    }
    assert!(!names.contains(&"kgs-chat"), "kgs-chat must not be listed");
    e.expect("gogui-interrupt", "= ");
    e.expect("name", "= Tengen");
    e.expect("protocol_version", "= 2");
    let menu = e.ok("gogui-analyze_commands");
    let entries: Vec<(String, String)> = menu
        .lines()
        .map(|l| {
            assert_full_match(r"[a-z]+/[^/]+/\S.*", l, "gogui-analyze_commands");
            let mut parts = l.splitn(3, '/');
            let kind = parts.next().unwrap().to_string();
            parts.next();
            (kind, parts.next().unwrap().to_string())
        })
        .collect();
    for kind in ["dboard", "gfx", "string", "pspairs", "param"] {
        assert!(entries.iter().any(|(k, _)| k == kind), "no {kind} entry");
    }
    // Synchronisation (GtpSynchronizer.init) and a computer move.
    for command in [
        "boardsize 9",
        "clear_board",
        "komi 6.5",
        "time_settings 0 1 0",
        "set_free_handicap C3 G7",
        "play W E5",
        "play B PASS",
    ] {
        e.expect(command, "= ");
    }
    e.expect("genmove w", &format!("= {MOVE}"));
    e.expect("gogui-title", r"= Tengen .*komi 6\.5.*");
    // Navigating back: undo per step; handicap stones are not undone.
    e.expect("undo", "= ");
    e.expect("undo", "= ");
    e.expect("undo", "= ");
    e.expect("undo", r"\? cannot undo");
    e.expect("play B E5", "= ");
    e.expect("play W C7", "= ");
    // Every entry of the Analyze menu, with GoGui's wildcards filled in.
    for (kind, command) in &entries {
        let command = command.replace("%m", "b").replace("%s", "200");
        let text = e.ok(&command);
        check_gogui_type(kind, &command, &text, 9);
    }
    // The rules as a parameter command: read, set, read back.
    e.expect("tengen-rules ko POSITIONAL", "= ");
    e.expect("kata-get-rules", r#"= \{.*"ko":"POSITIONAL".*"#);
    e.expect("tengen-rules preset japanese", "= ");
    e.expect("tengen-rules", r"= \[list/[^\]]+\] preset japanese\n.*");
    e.expect("gogui-title", r"= Tengen .*japanese.*");
    e.expect(
        "tengen-rules preset nonsense",
        r"\? unknown rules 'nonsense'",
    );
    e.expect("tengen-rules ko MAYBE", r"\? syntax error: .*");
}

#[test]
fn gogui_interrupt_ends_a_long_genmove_with_a_move() {
    // Without the interrupt each search would take ten minutes (GIVE_UP fails it first).
    let mut e = Session::start(&[
        "--threads",
        "1",
        "--log-level",
        "warn",
        "--playouts-per-move",
        "1000000000",
        "--time-per-move",
        "600",
    ]);
    e.expect("gogui-interrupt", "= ");
    e.expect("boardsize 9", "= ");
    e.expect("clear_board", "= ");
    e.write("genmove b\n");
    std::thread::sleep(Duration::from_millis(300));
    e.write("# interrupt\n");
    assert_full_match(
        &format!("= {VERTEX}"),
        &e.response().join("\n"),
        "genmove b",
    );
    // The comment got no reply of its own: the next reply is name's.
    e.expect("name", "= Tengen");
    // kata-genmove_analyze is a genmove too.
    e.write("kata-genmove_analyze w 10\n");
    std::thread::sleep(Duration::from_millis(300));
    e.write("# interrupt\n");
    let reply = e.response();
    assert_eq!(reply[0], "= ");
    assert_full_match(
        &format!("play {MOVE}"),
        reply.last().unwrap(),
        "genmove_analyze",
    );
    e.expect("name", "= Tengen");
}

// ------------------------------------------------------------------------------------------
// gtp2ogs

#[test]
fn gtp2ogs_crlf_stream_with_clock_commands() {
    let empty = Some("= ");
    let genmove = format!("= {MOVE}");
    let steps: Vec<(&str, Option<&str>)> = vec![
        (
            "list_commands",
            Some(r"= protocol_version\n(?:[a-z0-9_-]+\n)*kata-genmove_analyze"),
        ),
        (
            "kata-list_time_settings",
            Some("= none\nabsolute\nbyoyomi\ncanadian\nfischer\nfischer-capped"),
        ),
        ("boardsize 9", empty),
        ("clear_board", empty),
        ("komi 7", empty),
        ("play black e5", empty),
        ("play white c3", empty),
        // Fischer, as gtp2ogs sends it when fischer-capped is listed.
        ("kata-time_settings fischer-capped 300 10 600 -1", empty),
        ("time_left black 287 0", empty),
        ("genmove black", Some(&genmove)),
        // Byo-yomi through the KGS command: time_left carries the periods left.
        ("kgs-time_settings byoyomi 600 30 5", empty),
        ("time_left white 25 3", empty),
        ("genmove white", Some(&genmove)),
        ("kgs-time_settings canadian 600 300 25", empty),
        ("time_left black 200 12", empty),
        ("genmove black", Some(&genmove)),
        // Simple and absolute time through time_settings.
        ("time_settings 0 5 1", empty),
        ("time_left white 5 1", empty),
        ("genmove white", Some(&genmove)),
        ("time_settings 300 0 0", empty),
        ("time_left black 120 0", empty),
        ("genmove black", Some(&genmove)),
        ("kata-time_settings fischer 60.5 2.5", empty),
        ("time_left white 30.5 0", empty),
        (
            "kata-time_settings sudden 5",
            Some(r"\? syntax error: unknown time system 'sudden'.*"),
        ),
        (
            "kata-time_settings fischer-capped 300 10 100 -1",
            Some(r"\? syntax error: .*limit.*"),
        ),
        // A rectangular-style square board and free handicap as black.
        ("boardsize 19 19", empty),
        ("clear_board", empty),
        ("komi 0.5", empty),
        (
            "place_free_handicap 4",
            Some(r"= [A-HJ-T]\d+ [A-HJ-T]\d+ [A-HJ-T]\d+ [A-HJ-T]\d+"),
        ),
        ("play white q10", empty),
        ("genmove black", Some(&genmove)),
        ("final_score", Some(r"= (?:[BW]\+\d+(?:\.\d+)?|0)")),
        ("quit", empty),
    ];
    let responses = transcript(&quick(200), "\r\n", &steps);
    assert!(responses.iter().all(|r| !r.contains('\r')), "CR in output");
}

#[test]
fn place_free_handicap_returns_exactly_the_stones_asked_for() {
    let mut e = Session::start(&quick(200));
    for (size, counts) in [
        (9usize, vec![2usize, 3, 4, 5, 9, 10, 20, 80]),
        (13, vec![2, 9, 12]),
        (19, vec![2, 5, 9, 13, 20, 40]),
    ] {
        e.expect(&format!("boardsize {size}"), "= ");
        for n in counts {
            e.expect("clear_board", "= ");
            let stones = e.ok(&format!("place_free_handicap {n}"));
            let list: Vec<&str> = stones.split_whitespace().collect();
            let distinct: BTreeSet<&str> = list.iter().copied().collect();
            assert_eq!(list.len(), n, "{size}x{size}, {n} stones: {stones}");
            assert_eq!(distinct.len(), n, "repeated vertex: {stones}");
            assert!(!list.contains(&"pass"), "{stones}");
        }
    }
}

// ------------------------------------------------------------------------------------------
// kgsGtp

/// The stones on the board, from `showboard`'s diagram: vertex → 'X' (Black) or 'O' (White).
fn stones(e: &mut Session) -> HashMap<String, char> {
    let text = e.ok("showboard");
    let mut map = HashMap::new();
    let letters: Vec<char> = "ABCDEFGHJKLMNOPQRST".chars().collect();
    for line in text.lines() {
        let mut tokens = line.split_whitespace();
        let Some(row) = tokens.next().and_then(|t| t.parse::<usize>().ok()) else {
            continue;
        };
        for (x, t) in tokens.enumerate() {
            if t == "X" || t == "O" {
                map.insert(format!("{}{row}", letters[x]), t.chars().next().unwrap());
            }
        }
    }
    map
}

fn dead_list(e: &mut Session) -> Vec<String> {
    e.ok("final_status_list dead")
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

/// A quick engine set up as kgsGtp sets up a 7×7 game: size probe, komi 0.5, Chinese rules.
fn kgs_seven_by_seven() -> Session {
    let mut e = Session::start(&quick(200));
    for command in [
        "boardsize 7",
        "clear_board",
        "komi 0.5",
        "kgs-rules chinese",
    ] {
        e.expect(command, "= ");
    }
    e
}

#[test]
fn kgs_game_ends_with_dead_stones_cleanup_and_game_over() {
    let mut e = kgs_seven_by_seven();
    // The challenge's clock, then the game as kgsGtp sends it.
    e.expect("kgs-time_settings canadian 600 30 5", "= ");
    // Alternating colours (consecutive black plays at the start would be handicap stones).
    for y in 1..=7 {
        e.expect(&format!("play b c{y}"), "= ");
        e.expect(&format!("play w f{y}"), "= ");
    }
    // A white stone inside Black's area and a black one inside White's.
    e.expect("play w a4", "= ");
    e.expect("play b g4", "= ");
    e.expect("play w pass", "= ");
    e.expect("play b pass", "= ");
    // Scoring: kgsGtp asks for the dead stones.
    e.expect("final_status_list dead", "= A4\nG4");
    e.expect("final_status_list seki", "= ");
    e.expect("final_score", r"= B\+6\.5");
    // Disagreement: the engines clean up until both pass. A cleanup move never passes while
    // a dead stone of the other colour is on the board.
    let mut passes = 0;
    let mut moves = 0;
    'game: for _ in 0..20 {
        for color in ["b", "w"] {
            let mv = e.ok(&format!("kgs-genmove_cleanup {color}"));
            assert_full_match(&format!("{VERTEX}|pass"), &mv, "kgs-genmove_cleanup");
            moves += 1;
            let board = stones(&mut e);
            let theirs = if color == "b" { 'O' } else { 'X' };
            let dead_theirs: Vec<String> = dead_list(&mut e)
                .into_iter()
                .filter(|v| board.get(v) == Some(&theirs))
                .collect();
            if mv == "pass" {
                assert!(
                    dead_theirs.is_empty(),
                    "{color} passed leaving {dead_theirs:?}"
                );
                passes += 1;
                if passes == 2 {
                    break 'game;
                }
            } else {
                passes = 0;
            }
        }
    }
    let board = stones(&mut e);
    assert_ne!(board.get("A4"), Some(&'O'), "dead A4 still on the board");
    assert_ne!(board.get("G4"), Some(&'X'), "dead G4 still on the board");
    assert!(moves >= 4, "at least the two captures took moves");
    e.expect("final_score", r"= (?:[BW]\+\d+(?:\.\d+)?|0)");
    // Game over: acknowledged, the position kept for a resumed game.
    let before = e.ok("showboard");
    e.expect("kgs-game_over", "= ");
    assert_eq!(e.ok("showboard"), before);
    e.expect("kgs-chat game alice hello", "= I am Tengen .*");
    e.expect("known_command kgs-chat", "= true");
    e.expect("genmove w", &format!("= {MOVE}"));
}

#[test]
fn kgs_cleanup_waits_instead_of_passing_when_the_capture_is_a_ko() {
    let mut e = kgs_seven_by_seven();
    // Black's area on the left, White's on the right; Black's throw-in at E7 is in atari.
    let black = [
        "b7", "c7", "e7", "a6", "b6", "c6", "d6", "a5", "c5", "b4", "c4", "d4", "e4", "a3", "c3",
        "d3", "c2", "d2", "c1", "d1",
    ];
    let white = [
        "f7", "e6", "f6", "d5", "e5", "f5", "g5", "f4", "e3", "f3", "g3", "e2", "f2", "e1", "f1",
    ];
    for (i, b) in black.iter().enumerate() {
        e.expect(&format!("play b {b}"), "= ");
        if let Some(w) = white.get(i) {
            e.expect(&format!("play w {w}"), "= ");
        }
    }
    // White D7 takes E7: a dead stone that Black may not take back at once (ko).
    e.expect("play w d7", "= ");
    e.expect("final_status_list dead", "= D7");
    e.expect("is_legal b e7", "= 0");
    // Passing would let White connect at E7 and end the game with D7 alive.
    let mv = e.ok("kgs-genmove_cleanup b");
    assert_full_match(
        VERTEX,
        &mv,
        "kgs-genmove_cleanup while the capture is banned",
    );
}
