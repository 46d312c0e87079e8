//! Pondering (`--ponder`): the engine thinks on the opponent's time after its own move, and
//! every command stops that at once: play, genmove, undo and quit answer promptly, the moves
//! are legal, nothing but responses reaches stdout, and the ponder search really ran.

mod common;

use common::Session;
use std::time::{Duration, Instant};

/// A command stopped in the middle of pondering must answer within this (generous for a busy
/// machine; a ponder search that did not stop would run for ever).
const PROMPT: Duration = Duration::from_millis(1500);

fn timed(e: &mut Session, command: &str) -> (String, Duration) {
    let start = Instant::now();
    let reply = e.ok(command);
    (reply, start.elapsed())
}

#[test]
fn pondering_stops_at_every_command() {
    let log = std::env::temp_dir().join(format!("tengen-ponder-{}.log", std::process::id()));
    let args = [
        "--ponder",
        "--threads",
        "1",
        "--time-per-move",
        "0.3",
        "--seed",
        "1",
        "--log-level",
        "info",
    ];
    let mut e = Session::start_logged(&args, &log);
    e.ok("boardsize 9");
    e.ok("clear_board");
    let vertex = "^[A-HJ][1-9]$";
    let re = regex::Regex::new(vertex).unwrap();
    let first = e.ok("genmove black");
    assert!(re.is_match(&first), "genmove answered {first:?}");
    // White's time: the engine ponders.
    std::thread::sleep(Duration::from_millis(400));
    let (_, took) = timed(&mut e, "play white C3");
    assert!(took < PROMPT, "play took {took:?} while pondering");
    let (second, took) = timed(&mut e, "genmove black");
    assert!(re.is_match(&second), "genmove answered {second:?}");
    assert_ne!(second, first);
    assert_ne!(second, "C3");
    assert!(
        took < Duration::from_secs(1) + PROMPT,
        "genmove took {took:?}"
    );
    std::thread::sleep(Duration::from_millis(200));
    let (_, took) = timed(&mut e, "undo");
    assert!(took < PROMPT, "undo took {took:?} while pondering");
    let board = e.ok("showboard");
    assert!(board.contains('X') && board.contains('O'), "{board}");
    let third = e.ok("genmove black");
    assert!(re.is_match(&third), "genmove answered {third:?}");
    std::thread::sleep(Duration::from_millis(300));
    let start = Instant::now();
    assert_eq!(e.send("quit").trim_end(), "=");
    assert!(e.exits_within(PROMPT), "quit did not end the engine");
    assert!(start.elapsed() < PROMPT);
    let text = std::fs::read_to_string(&log).expect("log");
    let _ = std::fs::remove_file(&log);
    assert!(
        text.lines()
            .any(|l| l.contains("ponder white:") && !l.contains("| 0 playouts")),
        "no ponder search in the log:\n{text}"
    );
}

#[test]
fn pondering_is_off_by_default() {
    let log = std::env::temp_dir().join(format!("tengen-noponder-{}.log", std::process::id()));
    let args = [
        "--threads",
        "1",
        "--playouts-per-move",
        "200",
        "--seed",
        "1",
    ];
    let mut e = Session::start_logged(&args, &log);
    e.ok("boardsize 9");
    e.ok("genmove black");
    std::thread::sleep(Duration::from_millis(100));
    e.ok("play white C3");
    assert_eq!(e.send("quit").trim_end(), "=");
    assert!(e.exits_within(PROMPT));
    let text = std::fs::read_to_string(&log).expect("log");
    let _ = std::fs::remove_file(&log);
    assert!(!text.contains("ponder"), "{text}");
}
