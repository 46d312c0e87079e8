//! GTP v2 protocol conformance, driving the `tengen` binary: framing and preprocessing, every
//! error string of the spec, atomicity of failing commands, stdout hygiene, `quit`, komi,
//! `list_commands`, `is_legal`/`all_legal` agreement, and `genmove` legality over whole games.

mod common;

use common::Session;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

// ------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------

/// The replies to a script, each without its closing blank line.
fn replies(input: &str) -> Vec<String> {
    common::responses(&common::gtp(input))
}

/// The single reply to a script whose earlier commands must all succeed; returns the last reply.
fn last_reply(input: &str) -> String {
    let all = replies(input);
    let (last, setup) = all.split_last().expect("at least one reply");
    for (i, r) in setup.iter().enumerate() {
        assert!(
            r.starts_with('='),
            "setup reply {i} failed: {r:?}\nscript:\n{input}"
        );
    }
    last.clone()
}

/// Asserts that the last command of `setup_and_command` fails with a reply starting with
/// `? <spec>` (the spec string alone, or followed by `: detail`).
fn assert_error(setup_and_command: &str, spec: &str) {
    let reply = last_reply(setup_and_command);
    assert_spec_error(&reply, None, spec, setup_and_command);
}

fn assert_spec_error(reply: &str, id: Option<u32>, spec: &str, context: &str) {
    let prefix = match id {
        Some(id) => format!("?{id} {spec}"),
        None => format!("? {spec}"),
    };
    let rest = reply
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("expected {prefix:?}..., got {reply:?}\nscript:\n{context}"));
    assert!(
        rest.is_empty() || rest.starts_with(": "),
        "spec string must be alone or followed by ': detail', got {reply:?}"
    );
    assert!(!reply.contains("\n\n"));
}

/// A fresh temporary directory for this test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-gtp-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("create temp dir");
    dir
}

/// Commands whose replies describe the whole observable state.
const SNAPSHOT: &str = "showboard\nprintsgf\nkata-get-rules\nall_legal b\nall_legal w\n";
const SNAPSHOT_LEN: usize = 5;

/// Runs `setup`, a snapshot, `failing` (which must fail), a second snapshot, and asserts the two
/// snapshots are byte-identical.
fn assert_unchanged_after_failure(setup: &str, failing: &str) {
    assert_unchanged_after_failure_in(Path::new("."), setup, failing);
}

fn assert_unchanged_after_failure_in(dir: &Path, setup: &str, failing: &str) {
    let script = format!("{setup}{SNAPSHOT}{failing}\n{SNAPSHOT}");
    let out = common::run_in(
        dir,
        &["--seed", "1", "--log-level", "warn"],
        script.as_bytes(),
    )
    .0;
    let all = common::responses(&out);
    assert!(all.len() > 2 * SNAPSHOT_LEN, "too few replies: {all:?}");
    let n = all.len();
    let before = &all[n - 2 * SNAPSHOT_LEN - 1..n - SNAPSHOT_LEN - 1];
    let failure = &all[n - SNAPSHOT_LEN - 1];
    let after = &all[n - SNAPSHOT_LEN..];
    for (i, r) in all[..n - 2 * SNAPSHOT_LEN - 1].iter().enumerate() {
        assert!(r.starts_with('='), "setup reply {i} failed: {r:?}\n{setup}");
    }
    assert!(
        failure.starts_with("? "),
        "{failing:?} should fail, got {failure:?}"
    );
    for (b, a) in before.iter().zip(after) {
        assert!(b.starts_with('='), "snapshot failed: {b:?}");
        assert_eq!(b, a, "state changed by failing {failing:?} ({failure:?})");
    }
}

/// An engine driven one command at a time with a tiny search budget (one thread, 30 playouts
/// per move), so that genmove answers at once.
fn engine(args: &[&str]) -> Session {
    let mut all = vec!["--threads", "1", "--playouts-per-move", "30"];
    all.extend_from_slice(args);
    Session::start(&all)
}

/// Every vertex of a `size`×`size` board in GTP notation.
fn all_vertices(size: usize) -> Vec<String> {
    let letters = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";
    let mut out = Vec::new();
    for y in 1..=size {
        for x in letters.iter().take(size) {
            out.push(format!("{}{y}", *x as char));
        }
    }
    out
}

// ------------------------------------------------------------------------------------------
// Framing
// ------------------------------------------------------------------------------------------

#[test]
fn success_with_id_is_framed_exactly() {
    assert_eq!(common::gtp("1 protocol_version\n"), "=1 2\n\n");
    assert_eq!(common::gtp("1 name\n"), "=1 Tengen\n\n");
}

#[test]
fn success_without_id_has_no_id() {
    assert_eq!(common::gtp("protocol_version\n"), "= 2\n\n");
    assert_eq!(common::gtp("name\n"), "= Tengen\n\n");
}

#[test]
fn empty_success_keeps_the_space() {
    assert_eq!(common::gtp("boardsize 9\n"), "= \n\n");
    assert_eq!(common::gtp("5 clear_board\n"), "=5 \n\n");
    assert_eq!(common::gtp("0 komi 6.5\n"), "=0 \n\n");
}

#[test]
fn failure_is_framed_exactly() {
    assert_eq!(common::gtp("7 foo\n"), "?7 unknown command\n\n");
    assert_eq!(common::gtp("foo\n"), "? unknown command\n\n");
}

#[test]
fn id_is_echoed_and_normalised() {
    assert_eq!(common::gtp("0009 name\n"), "=9 Tengen\n\n");
    assert_eq!(common::gtp("2147483647 name\n"), "=2147483647 Tengen\n\n");
    assert_eq!(common::gtp("42 play b d4\n"), "=42 \n\n");
    assert_eq!(
        common::gtp("1 name\n22 name\n333 name\n"),
        "=1 Tengen\n\n=22 Tengen\n\n=333 Tengen\n\n"
    );
}

#[test]
fn negative_or_fractional_id_is_no_id() {
    assert_eq!(common::gtp("-1 name\n"), "? unknown command\n\n");
    assert_eq!(common::gtp("1.5 name\n"), "? unknown command\n\n");
}

#[test]
fn line_with_only_an_id_gets_no_reply() {
    assert_eq!(common::gtp("8\n"), "");
    assert_eq!(common::gtp("8\n0009\n  12  \n1 name\n"), "=1 Tengen\n\n");
}

#[test]
fn blank_whitespace_and_comment_lines_get_no_reply() {
    let input = "\n   \n\t\n \t \n# a comment\n   # indented comment\n#\n\r\n1 name\n\n";
    assert_eq!(common::gtp(input), "=1 Tengen\n\n");
    assert_eq!(common::gtp("# just a comment\n"), "");
    assert_eq!(common::gtp(""), "");
}

#[test]
fn trailing_comment_is_stripped() {
    assert_eq!(common::gtp("4 name # trailing comment\n"), "=4 Tengen\n\n");
    assert_eq!(common::gtp("name#no space\n"), "= Tengen\n\n");
    assert_eq!(
        common::gtp("boardsize 9 # 19\nquery_boardsize\n"),
        "= \n\n? unknown command\n\n"
    );
    // The comment cannot hide an argument error either: `play b # d4` has one argument.
    let reply = last_reply("boardsize 9\nplay b # d4\n");
    assert_spec_error(&reply, None, "syntax error", "play b # d4");
}

#[test]
fn crlf_input_is_accepted() {
    assert_eq!(common::gtp("name\r\n"), "= Tengen\n\n");
    assert_eq!(
        common::gtp("5 name\r\nboardsize 9\r\nplay b d4\r\n6 is_legal w d4\r\n"),
        "=5 Tengen\n\n= \n\n= \n\n=6 0\n\n"
    );
}

#[test]
fn tabs_are_whitespace() {
    assert_eq!(common::gtp("3\tprotocol_version\n"), "=3 2\n\n");
    assert_eq!(
        common::gtp("boardsize\t9\n\tplay\tb\t\td4\t\nis_legal\tw\tD4\n"),
        "= \n\n= \n\n= 0\n\n"
    );
}

#[test]
fn other_control_characters_are_dropped() {
    assert_eq!(common::gtp("na\x01me\n"), "= Tengen\n\n");
    assert_eq!(common::gtp("2 proto\x7fcol_version\n"), "=2 2\n\n");
    assert_eq!(common::gtp("\x00\x1b1\x02 name\x7f\n"), "=1 Tengen\n\n");
    assert_eq!(
        common::gtp("boardsize 9\nplay b\x01 d\x7f4\nis_legal w d4\n"),
        "= \n\n= \n\n= 0\n\n"
    );
    // A line of nothing but control characters is blank.
    assert_eq!(common::gtp("\x01\x7f\x05\n1 name\n"), "=1 Tengen\n\n");
}

#[test]
fn pipelined_commands_are_answered_in_order() {
    let mut input = String::from("boardsize 9\n");
    let mut expected = String::from("= \n\n");
    for i in 1..=300u32 {
        match i % 5 {
            0 => {
                input.push_str(&format!("{i} name\n"));
                expected.push_str(&format!("={i} Tengen\n\n"));
            }
            1 => {
                input.push_str(&format!("{i} protocol_version\n"));
                expected.push_str(&format!("={i} 2\n\n"));
            }
            2 => {
                input.push_str(&format!("{i} nonsense\n"));
                expected.push_str(&format!("?{i} unknown command\n\n"));
            }
            3 => {
                input.push_str(&format!("{i} known_command play\n"));
                expected.push_str(&format!("={i} true\n\n"));
            }
            _ => {
                input.push_str(&format!("{i} komi {i}\n"));
                expected.push_str(&format!("={i} \n\n"));
            }
        }
    }
    // One write holds every command.
    assert_eq!(common::gtp(&input), expected);
}

#[test]
fn pipelined_moves_are_applied_in_order() {
    let input = "boardsize 9\nplay b e5\nplay w e5\nundo\nplay w d5\nis_legal b e5\nis_legal b d5\nis_legal b c5\n";
    let all = replies(input);
    assert_eq!(all.len(), 8, "{all:?}");
    assert_eq!(&all[..2], &["= ", "= "]);
    assert_spec_error(&all[2], None, "illegal move", input);
    // The failed play left no trace: the undo took back Black's E5.
    assert_eq!(&all[3..], &["= ", "= ", "= 1", "= 0", "= 1"]);
}

// ------------------------------------------------------------------------------------------
// Spec error strings
// ------------------------------------------------------------------------------------------

#[test]
fn unknown_command() {
    assert_error("foo\n", "unknown command");
    assert_eq!(last_reply("7 foo bar baz\n"), "?7 unknown command");
    // Command names are case sensitive.
    for name in [
        "NAME",
        "Name",
        "Play b d4",
        "PROTOCOL_VERSION",
        "List_commands",
    ] {
        assert_error(&format!("{name}\n"), "unknown command");
    }
    assert_eq!(last_reply("known_command NAME\n"), "= false");
    assert_eq!(last_reply("known_command name\n"), "= true");
    assert_eq!(last_reply("known_command foo\n"), "= false");
    let reply = last_reply("12 NAME\n");
    assert_eq!(reply, "?12 unknown command");
}

#[test]
fn syntax_error() {
    let cases = [
        "play x d4",
        "play X E3",
        "play blue d4",
        "play b I5",
        "play b i5",
        "play b Z9",
        "play b J10",
        "play b T1",
        "play b A0",
        "play b d",
        "play b resign",
        "play b",
        "play",
        "play b d4 e5",
        "genmove",
        "genmove x",
        "reg_genmove 5",
        "is_legal b",
        "is_legal b I1",
        "all_legal",
        "komi abc",
        "komi",
        "komi 6,5",
        "komi nan",
        "komi 1 2",
        "boardsize abc",
        "boardsize",
        "boardsize -9",
        "boardsize 9.0",
        "boardsize 9 9 9",
        "fixed_handicap abc",
        "fixed_handicap",
        "place_free_handicap -2",
        "set_free_handicap E5 I5",
        "set_free_handicap E5 J10",
        "time_settings 300 30",
        "time_settings a b c",
        "time_left x 20 3",
        "time_left b 20",
        "undo now",
        "known_command",
        "loadsgf",
        "loadsgf a.sgf x",
        "final_status_list",
        "final_status_list foo",
    ];
    for case in cases {
        assert_error(&format!("boardsize 9\n{case}\n"), "syntax error");
    }
    let reply = last_reply("boardsize 9\n17 play b J10\n");
    assert_spec_error(&reply, Some(17), "syntax error", "17 play b J10");
}

#[test]
fn unacceptable_size() {
    for size in ["0", "1", "26", "100", "2147483647"] {
        assert_error(&format!("boardsize {size}\n"), "unacceptable size");
    }
    for size in [2, 3, 9, 19, 25] {
        let all = replies(&format!("boardsize {size}\nclear_board\nall_legal b\n"));
        assert_eq!(all[0], "= ", "boardsize {size}");
        let legal = all[2].strip_prefix("= ").unwrap();
        assert_eq!(legal.split(' ').count(), size * size, "boardsize {size}");
    }
    // A refused size keeps the board as it was.
    for bad in ["26", "1", "0"] {
        let all = replies(&format!(
            "boardsize 9\nboardsize {bad}\nplay b J9\nplay b K10\n"
        ));
        assert_eq!(all[2], "= ", "boardsize {bad} changed the board");
        assert_spec_error(&all[3], None, "syntax error", "K10 is off 9x9");
    }
}

#[test]
fn illegal_move() {
    let ko = "boardsize 9\nplay b d5\nplay b e4\nplay b e6\nplay w f4\nplay w f6\nplay w g5\nplay w e5\nplay b f5\n";
    // Occupied point.
    assert_error(&format!("{ko}play b d5\n"), "illegal move");
    assert_error(&format!("{ko}play w d5\n"), "illegal move");
    // Ko recapture.
    assert_error(&format!("{ko}play w e5\n"), "illegal move");
    let reply = last_reply(&format!("{ko}33 play w e5\n"));
    assert_spec_error(&reply, Some(33), "illegal move", "ko");
    // Suicide.
    assert_error(
        "boardsize 9\nplay w a2\nplay w b1\nplay b a1\n",
        "illegal move",
    );
    // After a ko threat exchange the retake is legal.
    assert_eq!(
        last_reply(&format!("{ko}play w a9\nplay b a8\nplay w e5\n")),
        "= "
    );
}

#[test]
fn cannot_undo() {
    assert_error("undo\n", "cannot undo");
    assert_error("boardsize 9\nclear_board\nundo\n", "cannot undo");
    assert_error(
        "boardsize 9\nplay b e5\nplay w pass\nundo\nundo\nundo\n",
        "cannot undo",
    );
    // Handicap stones are not moves.
    assert_error("boardsize 9\nfixed_handicap 2\nundo\n", "cannot undo");
    assert_error(
        "boardsize 9\nset_free_handicap e5 d4\nundo\n",
        "cannot undo",
    );
    assert_error("boardsize 9\nplace_free_handicap 3\nundo\n", "cannot undo");
    assert_error(
        "boardsize 19\nfixed_handicap 4\nplay w q10\nundo\nundo\n",
        "cannot undo",
    );
    // ... and they stay after undoing every move.
    assert_eq!(
        last_reply("boardsize 19\nfixed_handicap 4\nplay w q10\nundo\nis_legal w D4\n"),
        "= 0"
    );
    let reply = last_reply("3 undo\n");
    assert_spec_error(&reply, Some(3), "cannot undo", "3 undo");
}

#[test]
fn board_not_empty() {
    for command in [
        "fixed_handicap 2",
        "place_free_handicap 2",
        "set_free_handicap c3 g7",
    ] {
        assert_error(
            &format!("boardsize 9\nplay b e5\n{command}\n"),
            "board not empty",
        );
        assert_error(
            &format!("boardsize 9\nfixed_handicap 2\n{command}\n"),
            "board not empty",
        );
    }
    // After undoing every move the board is empty again.
    assert_eq!(
        last_reply("boardsize 9\nplay b e5\nundo\nfixed_handicap 2\n"),
        "= C3 G7"
    );
}

#[test]
fn invalid_number_of_stones() {
    let cases = [
        "boardsize 19\nfixed_handicap 0",
        "boardsize 19\nfixed_handicap 1",
        "boardsize 19\nfixed_handicap 10",
        "boardsize 9\nfixed_handicap 10",
        "boardsize 8\nfixed_handicap 5",
        "boardsize 7\nfixed_handicap 5",
        "boardsize 6\nfixed_handicap 2",
        "boardsize 6\nfixed_handicap 4",
        "boardsize 2\nfixed_handicap 2",
        "boardsize 9\nplace_free_handicap 1",
        "boardsize 9\nplace_free_handicap 0",
        "boardsize 9\nplace_free_handicap 81",
    ];
    for case in cases {
        assert_error(&format!("{case}\n"), "invalid number of stones");
    }
    // The limits themselves are accepted.
    assert_eq!(
        last_reply("boardsize 8\nfixed_handicap 4\n"),
        "= C3 F6 C6 F3"
    );
    assert_eq!(
        last_reply("boardsize 19\nfixed_handicap 9\n"),
        "= D4 Q16 D16 Q4 D10 Q10 K4 K16 K10"
    );
    let free = last_reply("boardsize 9\nplace_free_handicap 80\n");
    assert_eq!(free.trim_start_matches("= ").split(' ').count(), 80);
}

#[test]
fn bad_vertex_list() {
    let cases = [
        "set_free_handicap e5 pass",
        "set_free_handicap pass e5",
        "set_free_handicap e5 PASS d4",
        "set_free_handicap e5 e5",
        "set_free_handicap e5 d4 E5",
        "set_free_handicap e5",
        "set_free_handicap",
    ];
    for case in cases {
        assert_error(&format!("boardsize 9\n{case}\n"), "bad vertex list");
    }
    // Every point of a 2x2 board leaves no liberty.
    assert_error(
        "boardsize 2\nset_free_handicap a1 a2 b1 b2\n",
        "bad vertex list",
    );
    assert_eq!(
        last_reply("boardsize 2\nset_free_handicap a1 a2 b1\n"),
        "= "
    );
}

#[test]
fn cannot_load_file() {
    let dir = temp_dir("cannot-load");
    fs::write(dir.join("garbage.sgf"), "this is not an SGF file\n").unwrap();
    fs::write(dir.join("empty.sgf"), "").unwrap();
    fs::write(dir.join("binary.sgf"), b"\x00\xff\xfe(;\x01").unwrap();
    fs::write(dir.join("occupied.sgf"), "(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    fs::write(dir.join("offboard.sgf"), "(;GM[1]SZ[9];B[zz])").unwrap();
    fs::write(dir.join("huge.sgf"), "(;GM[1]SZ[30])").unwrap();
    fs::write(dir.join("chess.sgf"), "(;GM[3]SZ[8])").unwrap();
    fs::create_dir_all(dir.join("folder.sgf")).unwrap();
    let files = [
        "nonexistent.sgf",
        "garbage.sgf",
        "empty.sgf",
        "binary.sgf",
        "occupied.sgf",
        "offboard.sgf",
        "huge.sgf",
        "chess.sgf",
        "folder.sgf",
    ];
    for file in files {
        let script = format!("9 loadsgf {file}\n");
        let out = common::run_in(&dir, &["--log-level", "warn"], script.as_bytes()).0;
        let all = common::responses(&out);
        assert_eq!(all.len(), 1, "{file}: {out:?}");
        assert_spec_error(&all[0], Some(9), "cannot load file", file);
    }
    let missing = dir.join("missing").join("x.sgf");
    assert_error(
        &format!("loadsgf {}\n", missing.display()),
        "cannot load file",
    );
    // A good file loads, by relative and absolute path.
    fs::write(dir.join("good.sgf"), "(;GM[1]SZ[9]KM[5.5];B[ee];W[dd])").unwrap();
    let out = common::run_in(
        &dir,
        &["--log-level", "warn"],
        b"loadsgf good.sgf\nis_legal w e5\nloadsgf good.sgf 2\nis_legal b d6\n",
    )
    .0;
    assert_eq!(out, "= \n\n= 0\n\n= \n\n= 1\n\n");
    let good = dir.join("good.sgf");
    assert_eq!(
        last_reply(&format!("loadsgf {}\nis_legal b e5\n", good.display())),
        "= 0"
    );
    let _ = fs::remove_dir_all(&dir);
}

// ------------------------------------------------------------------------------------------
// Colours and vertices
// ------------------------------------------------------------------------------------------

#[test]
fn colours_and_vertices_are_case_insensitive() {
    let all = replies(
        "boardsize 19\nplay b d4\nplay WHITE Q16\nplay black pass\nplay W PASS\nplay B q4\nplay white D16\nplay Black k10\nplay wHiTe pAsS\nprintsgf\nis_legal w D4\nis_legal b q16\nis_legal W Q4\nis_legal B d16\nis_legal w K10\nis_legal BLACK pass\n",
    );
    assert_eq!(&all[..9], &["= "; 9]);
    let sgf = all[9].replace('\n', "");
    assert!(
        sgf.contains(";B[dp];W[pd];B[];W[];B[pp];W[dd];B[jj];W[]"),
        "{sgf}"
    );
    assert_eq!(&all[10..], &["= 0", "= 0", "= 0", "= 0", "= 0", "= 1"]);
    // Moves come back in upper case.
    let generated = last_reply("boardsize 9\ngenmove B\n");
    let text = generated.strip_prefix("= ").unwrap();
    assert_eq!(text, text.to_uppercase(), "{generated}");
}

// ------------------------------------------------------------------------------------------
// Failing commands change nothing
// ------------------------------------------------------------------------------------------

const KO_9: &str = "boardsize 9\nplay b d5\nplay b e4\nplay b e6\nplay w f4\nplay w f6\nplay w g5\nplay w e5\nplay b f5\n";

#[test]
fn illegal_play_changes_nothing() {
    assert_unchanged_after_failure(KO_9, "play w e5");
    assert_unchanged_after_failure(KO_9, "play w f5");
    assert_unchanged_after_failure(KO_9, "play b z9");
    assert_unchanged_after_failure(&format!("{KO_9}play w a2\nplay w b1\n"), "play b a1");
    assert_unchanged_after_failure(KO_9, "play b");
}

#[test]
fn bad_set_free_handicap_places_nothing() {
    assert_unchanged_after_failure("boardsize 9\n", "set_free_handicap e5 d4 pass");
    assert_unchanged_after_failure("boardsize 9\n", "set_free_handicap e5 d4 c3 e5");
    assert_unchanged_after_failure("boardsize 9\n", "set_free_handicap e5 d4 J10");
    assert_unchanged_after_failure("boardsize 9\n", "set_free_handicap e5");
    // Unlike GNU Go, a failed placement does not block a good one.
    let all = replies(
        "boardsize 9\nset_free_handicap e5 d4 pass\nset_free_handicap e5 d4\nis_legal w e5\nis_legal w d4\nis_legal w c3\n",
    );
    assert!(all[1].starts_with("? bad vertex list"), "{all:?}");
    assert_eq!(&all[2..], &["= ", "= 0", "= 0", "= 1"]);
}

#[test]
fn handicap_on_a_non_empty_board_changes_nothing() {
    let setup = "boardsize 9\nplay b e5\nplay w c3\n";
    assert_unchanged_after_failure(setup, "fixed_handicap 2");
    assert_unchanged_after_failure(setup, "place_free_handicap 3");
    assert_unchanged_after_failure(setup, "set_free_handicap g7 g3");
    assert_unchanged_after_failure("boardsize 9\nfixed_handicap 3\n", "fixed_handicap 2");
    assert_unchanged_after_failure("boardsize 9\n", "fixed_handicap 10");
}

#[test]
fn bad_komi_and_boardsize_change_nothing() {
    let setup = "komi 3.5\nboardsize 9\nplay b e5\nplay w c3\n";
    assert_unchanged_after_failure(setup, "komi abc");
    assert_unchanged_after_failure(setup, "komi");
    assert_unchanged_after_failure(setup, "komi inf");
    assert_unchanged_after_failure(setup, "boardsize abc");
    assert_unchanged_after_failure(setup, "boardsize 26");
    assert_unchanged_after_failure(setup, "boardsize 1");
    assert_unchanged_after_failure(setup, "boardsize 0");
}

#[test]
fn failed_loadsgf_changes_nothing() {
    let dir = temp_dir("failed-load");
    fs::write(dir.join("garbage.sgf"), "(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    fs::write(dir.join("bad.sgf"), "not sgf").unwrap();
    let setup = "komi 2.5\nboardsize 9\nplay b e5\nplay w c3\n";
    assert_unchanged_after_failure_in(&dir, setup, "loadsgf missing.sgf");
    assert_unchanged_after_failure_in(&dir, setup, "loadsgf garbage.sgf");
    assert_unchanged_after_failure_in(&dir, setup, "loadsgf bad.sgf");
    assert_unchanged_after_failure_in(&dir, setup, "loadsgf garbage.sgf x");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn bad_rules_commands_change_nothing() {
    let setup = "kata-set-rules japanese\nboardsize 9\nplay b e5\nplay w c3\n";
    assert_unchanged_after_failure(setup, "kata-set-rules garbage");
    assert_unchanged_after_failure(setup, "kata-set-rules {\"ko\":\"NOPE\"}");
    assert_unchanged_after_failure(setup, "kata-set-rules");
    assert_unchanged_after_failure(setup, "kata-set-rule ko bogus");
    assert_unchanged_after_failure(setup, "kata-set-rule nosuchkey 1");
    assert_unchanged_after_failure(setup, "kata-set-rule ko");
    assert_unchanged_after_failure(setup, "kgs-rules monopoly");
}

/// Under Tromp–Taylor: a two-stone suicide by Black at A2 (A1 played first, White J9 between
/// so the result is a new position).
const TT_SUICIDE: &str = "kata-set-rules tromp-taylor\nboardsize 9\nplay w b1\nplay w b2\nplay w a3\nplay b a1\nplay w j9\nplay b a2\n";

#[test]
fn rules_change_that_makes_history_illegal_is_refused() {
    let check = replies(&format!("{TT_SUICIDE}is_legal w a1\nshowboard\n"));
    assert!(check.iter().all(|r| r.starts_with('=')), "{check:?}");
    assert_eq!(
        check[check.len() - 2],
        "= 1",
        "the suicide removed A1 and A2"
    );
    assert!(check[check.len() - 1].contains("rules tromp-taylor"));
    assert_unchanged_after_failure(TT_SUICIDE, "kata-set-rules japanese");
    assert_unchanged_after_failure(TT_SUICIDE, "kgs-rules japanese");
    assert_unchanged_after_failure(TT_SUICIDE, "kata-set-rule suicide false");
    let all = replies(&format!(
        "{TT_SUICIDE}kata-set-rules japanese\nkata-get-rules\n"
    ));
    let n = all.len();
    assert!(all[n - 2].starts_with("? "), "{}", all[n - 2]);
    let tt = last_reply("kata-set-rules tromp-taylor\nkata-get-rules\n");
    assert_eq!(all[n - 1], tt, "rules stay tromp-taylor");
    // Once the suicide is undone, the change goes through.
    let reply = last_reply(&format!(
        "{TT_SUICIDE}undo\nkata-set-rules japanese\nshowboard\n"
    ));
    assert!(reply.contains("rules japanese"), "{reply}");
}

// ------------------------------------------------------------------------------------------
// stdout hygiene, quit, komi, list_commands
// ------------------------------------------------------------------------------------------

#[test]
fn stdout_carries_only_responses() {
    let dir = temp_dir("stdout-only");
    fs::write(dir.join("bad.sgf"), "(;GM[1]SZ[9];B[ee];W[ee])").unwrap();
    fs::write(dir.join("good.sgf"), "(;GM[1]SZ[9]RU[nonsense]KM[1];B[ee])").unwrap();
    let commands = [
        "1 name",
        "boardsize 9",
        "kata-set-rules japanese",
        "kata-set-rules nonsense",
        "kgs-rules chinese",
        "kata-set-rule ko SITUATIONAL",
        "komi 6.5",
        "play b e5",
        "play w e5",
        "genmove w",
        "reg_genmove b",
        "genmove b",
        "undo",
        "undo",
        "undo",
        "undo",
        "undo",
        "fixed_handicap 3",
        "genmove w",
        "loadsgf bad.sgf",
        "loadsgf good.sgf",
        "loadsgf none.sgf",
        "time_settings 300 30 5",
        "time_left b 100 0",
        "kgs-time_settings byoyomi 300 30 5",
        "kgs-time_settings bogus",
        "showboard",
        "printsgf",
        "final_score",
        "final_status_list alive",
        "list_commands",
        "all_legal b",
        "unknown_thing",
        "genmove b",
        "genmove w",
        "play b pass",
        "play w pass",
        "final_score",
    ];
    let script: String = commands.iter().map(|c| format!("{c}\n")).collect();
    let (out, err) = common::run_in(
        &dir,
        &["--seed", "7", "--log-level", "trace"],
        script.as_bytes(),
    );
    assert!(!err.is_empty(), "trace logging goes to stderr");
    assert!(out.ends_with("\n\n"), "{out:?}");
    let blocks: Vec<&str> = out[..out.len() - 2].split("\n\n").collect();
    assert_eq!(
        blocks.len(),
        commands.len(),
        "one reply per command:\n{out}"
    );
    let head = regex::Regex::new(r"^[=?][0-9]* ").unwrap();
    for (block, command) in blocks.iter().zip(commands) {
        assert!(head.is_match(block), "{command:?} gave {block:?}");
    }
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn quit_replies_then_exits_with_more_input_pending() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(["--log-level", "warn"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start tengen");
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"1 name\n2 quit\n3 name\nboardsize 9\n")
        .unwrap();
    stdin.flush().unwrap();
    // stdin stays open: the engine must leave on its own.
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("engine did not exit after quit");
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    assert!(status.success(), "{status:?}");
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert_eq!(out, "=1 Tengen\n\n=2 \n\n");
    drop(stdin);

    assert_eq!(common::gtp("quit\nname\n"), "= \n\n");
    assert_eq!(common::gtp("name\nquit\nquit\n"), "= Tengen\n\n= \n\n");
}

#[test]
fn komi_survives_boardsize_and_clear_board() {
    let all = replies("komi 3.5\nboardsize 9\nclear_board\nshowboard\nprintsgf\n");
    assert!(all[3].contains(" komi 3.5 "), "{}", all[3]);
    assert!(all[4].contains("KM[3.5]"), "{}", all[4]);
    let all = replies(
        "boardsize 13\nkomi 0.5\nplay b d4\nboardsize 9\nprintsgf\nkomi 4\nclear_board\nprintsgf\n",
    );
    assert!(
        all[4].contains("KM[0.5]") && all[4].contains("SZ[9]"),
        "{}",
        all[4]
    );
    assert!(all[7].contains("KM[4]"), "{}", all[7]);
    // A rules change keeps a komi the user set.
    let reply = last_reply("komi 3.5\nkata-set-rules japanese\nboardsize 9\nprintsgf\n");
    assert!(reply.contains("KM[3.5]"), "{reply}");
    // The engine's own komi follows the rules while the user has set none.
    let reply = last_reply("kata-set-rules japanese\nboardsize 9\nclear_board\nprintsgf\n");
    assert!(reply.contains("KM[6.5]"), "{reply}");
}

#[test]
fn ridiculous_komi_is_accepted() {
    let cases = [
        ("-3", "KM[-3]"),
        ("1e1", "KM[10]"),
        ("-0.5", "KM[-0.5]"),
        ("1000", "KM[1000]"),
        ("+2.5", "KM[2.5]"),
        ("0", "KM[0]"),
    ];
    for (komi, km) in cases {
        let all = replies(&format!("komi {komi}\nboardsize 9\nprintsgf\n"));
        assert_eq!(all[0], "= ", "komi {komi}");
        assert!(all[2].contains(km), "komi {komi}: {}", all[2]);
    }
}

#[test]
fn list_commands_has_one_name_per_line() {
    let out = common::gtp("list_commands\n");
    let body = out
        .strip_prefix("= ")
        .and_then(|b| b.strip_suffix("\n\n"))
        .unwrap_or_else(|| panic!("{out:?}"));
    let names: Vec<&str> = body.split('\n').collect();
    for name in &names {
        assert!(!name.is_empty(), "empty line in {body:?}");
        assert_eq!(name.trim(), *name, "stray whitespace in {name:?}");
        assert!(!name.contains(' ') && !name.contains('\t'), "{name:?}");
        assert!(!name.contains('\r'), "{name:?}");
    }
    let mut sorted = names.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), names.len(), "duplicate names");
    let required = [
        "protocol_version",
        "name",
        "version",
        "known_command",
        "list_commands",
        "quit",
        "boardsize",
        "clear_board",
        "komi",
        "play",
        "genmove",
        "undo",
        "fixed_handicap",
        "place_free_handicap",
        "set_free_handicap",
        "showboard",
        "loadsgf",
        "printsgf",
        "reg_genmove",
        "is_legal",
        "all_legal",
        "time_settings",
        "time_left",
        "kgs-time_settings",
        "kgs-rules",
        "kata-set-rules",
        "kata-get-rules",
        "kata-set-rule",
        "final_score",
        "final_status_list",
    ];
    for name in required {
        assert!(names.contains(&name), "{name} missing from list_commands");
    }
    // known_command agrees with the list.
    let script: String = names
        .iter()
        .map(|n| format!("known_command {n}\n"))
        .collect();
    for reply in replies(&script) {
        assert_eq!(reply, "= true");
    }
}

// ------------------------------------------------------------------------------------------
// is_legal / all_legal
// ------------------------------------------------------------------------------------------

/// Checks that `all_legal` lists exactly the vertices `is_legal` accepts, for both colours,
/// and returns the two lists.
fn check_legal_agreement(setup: &str, size: usize) -> [Vec<String>; 2] {
    let vertices = all_vertices(size);
    let mut script = String::from(setup);
    for color in ["b", "w"] {
        script.push_str(&format!("all_legal {color}\n"));
        for v in &vertices {
            script.push_str(&format!("is_legal {color} {v}\n"));
        }
        script.push_str(&format!("is_legal {color} pass\n"));
    }
    let all = replies(&script);
    let per_color = vertices.len() + 2;
    assert!(all.len() >= 2 * per_color);
    let first = all.len() - 2 * per_color;
    for (i, r) in all[..first].iter().enumerate() {
        assert!(r.starts_with('='), "setup reply {i}: {r:?}");
    }
    let mut lists = [Vec::new(), Vec::new()];
    for (c, color) in ["b", "w"].iter().enumerate() {
        let block = &all[first + c * per_color..first + (c + 1) * per_color];
        let listed: Vec<String> = block[0]
            .strip_prefix("= ")
            .unwrap_or_else(|| panic!("all_legal {color}: {:?}", block[0]))
            .split(' ')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        for (v, reply) in vertices.iter().zip(&block[1..]) {
            let expected = if listed.contains(v) { "= 1" } else { "= 0" };
            assert_eq!(
                reply, expected,
                "is_legal {color} {v} vs all_legal\n{setup}"
            );
        }
        assert_eq!(block[per_color - 1], "= 1", "pass is always legal");
        lists[c] = listed;
    }
    lists
}

#[test]
fn is_legal_and_all_legal_agree() {
    // Empty board: everything is legal.
    let [b, w] = check_legal_agreement("boardsize 9\n", 9);
    assert_eq!((b.len(), w.len()), (81, 81));
    // Ko and a suicide point.
    let ko_and_suicide = KO_9.replace("boardsize 9\n", "boardsize 9\nplay w a2\nplay w b1\n");
    let [b, w] = check_legal_agreement(&ko_and_suicide, 9);
    assert!(!w.contains(&"E5".to_string()), "ko retake");
    assert!(!b.contains(&"A1".to_string()), "suicide");
    assert!(w.contains(&"A1".to_string()));
    assert!(b.contains(&"E5".to_string()));
    assert!(!b.contains(&"F5".to_string()) && !w.contains(&"F5".to_string()));
    assert_eq!(b.len(), 81 - 9 - 1);
    // Multi-stone suicide: legal under Tromp–Taylor, not under Japanese.
    let setup = "boardsize 9\nplay w b1\nplay w b2\nplay w a3\nplay b a1\nplay w j9\n";
    let [b, _] = check_legal_agreement(&format!("kata-set-rules tromp-taylor\n{setup}"), 9);
    assert!(b.contains(&"A2".to_string()));
    let [b, _] = check_legal_agreement(&format!("kata-set-rules japanese\n{setup}"), 9);
    assert!(!b.contains(&"A2".to_string()));
    // Sending two, returning one on 5x5: the recapture at B1 repeats the position before A1.
    let shape = "boardsize 5\nplay w a2\nplay b c2\nplay b d1\nplay b b1\nplay w b2\nplay b a1\nplay w c1\n";
    let [b, _] = check_legal_agreement(&format!("kata-set-rules tromp-taylor\n{shape}"), 5);
    assert!(!b.contains(&"B1".to_string()), "positional superko");
    let [b, _] = check_legal_agreement(&format!("kata-set-rules aga\n{shape}"), 5);
    assert!(b.contains(&"B1".to_string()), "situational superko");
    let [b, _] = check_legal_agreement(&format!("kata-set-rules chinese\n{shape}"), 5);
    assert!(!b.contains(&"B1".to_string()), "Chinese superko");
    // A random middle game.
    let mut script = String::from("boardsize 9\n");
    for _ in 0..40 {
        script.push_str("genmove b\ngenmove w\n");
    }
    check_legal_agreement(&script, 9);
}

// ------------------------------------------------------------------------------------------
// genmove legality over whole games
// ------------------------------------------------------------------------------------------

fn play_random_game(rules: &str, seed: u64) -> usize {
    let seed = seed.to_string();
    let mut engine = engine(&["--seed", &seed, "--log-level", "warn", "--rules", rules]);
    engine.ok("boardsize 9");
    engine.ok("clear_board");
    let mut consecutive_passes = 0;
    let mut moves = 0;
    let colors = ["b", "w"];
    let mut resigned = false;
    while consecutive_passes < 2 && moves < 400 {
        let color = colors[moves % 2];
        let mv = engine.ok(&format!("reg_genmove {color}"));
        assert!(!mv.is_empty(), "reg_genmove gave nothing");
        if mv.eq_ignore_ascii_case("pass") {
            consecutive_passes += 1;
        } else {
            if mv == "resign" {
                resigned = true;
                break;
            }
            consecutive_passes = 0;
            assert_eq!(
                engine.ok(&format!("is_legal {color} {mv}")),
                "1",
                "{rules}: move {moves}: reg_genmove {color} gave illegal {mv}"
            );
        }
        assert_eq!(
            engine.send(&format!("play {color} {mv}")),
            "= ",
            "{rules}: move {moves}: {color} {mv}"
        );
        moves += 1;
    }
    assert!(
        resigned || consecutive_passes == 2,
        "{rules}: the game did not end within 400 moves"
    );
    // genmove itself plays what reg_genmove would have chosen and it is legal; check a few.
    for color in ["b", "w", "b", "w"] {
        let mv = engine.ok(&format!("genmove {color}"));
        assert!(!mv.starts_with('?'));
    }
    moves
}

#[test]
fn genmove_never_returns_an_illegal_move() {
    for (i, rules) in ["japanese", "tromp-taylor", "new_zealand"]
        .iter()
        .enumerate()
    {
        let moves = play_random_game(rules, 11 + i as u64);
        assert!(moves > 20, "{rules}: game too short ({moves} moves)");
    }
}

#[test]
fn genmove_plays_a_legal_move_it_reports() {
    let mut engine = engine(&[
        "--seed",
        "3",
        "--log-level",
        "warn",
        "--rules",
        "tromp-taylor",
    ]);
    engine.ok("boardsize 9");
    for i in 0..120 {
        let color = if i % 2 == 0 { "b" } else { "w" };
        let mv = engine.ok(&format!("genmove {color}"));
        if mv.eq_ignore_ascii_case("pass") {
            continue;
        }
        // Undo and check it was legal for the colour.
        engine.ok("undo");
        assert_eq!(engine.ok(&format!("is_legal {color} {mv}")), "1", "{mv}");
        engine.ok(&format!("play {color} {mv}"));
    }
}
