//! The command line a user meets: `--help` explains itself, `--config FILE` reads
//! `key = value` settings, flags override the file, and mistakes are reported with the line.

mod common;

use common::{Session, assert_full_match};
use std::path::PathBuf;
use std::process::Command;

fn write_config(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tengen-config-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write config");
    path
}

fn tengen(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .output()
        .expect("run tengen");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn help_names_every_setting_and_the_config_file() {
    let (code, help, _) = tengen(&["--help"]);
    assert_eq!(code, 0);
    for flag in [
        "--config <FILE>",
        "--rules",
        "--komi",
        "--seed",
        "--log-level",
        "--threads",
        "--playouts-per-move",
        "--time-per-move",
        "--resign-threshold",
        "key = value",
        "Examples:",
    ] {
        assert!(help.contains(flag), "--help lacks {flag}:\n{help}");
    }
}

#[test]
fn config_file_sets_and_flags_override() {
    let path = write_config(
        "bot.cfg",
        "# a kgsGtp bot\nrules = japanese\nkomi = 6.5   # KGS komi\nthreads = 1\nplayouts_per_move = 50\nlog-level = warn\n",
    );
    let path = path.to_str().unwrap();
    let mut e = Session::start(&["--config", path]);
    e.expect("kata-get-rules", r#"= \{.*"scoring":"TERRITORY".*"#);
    e.expect("showboard", r"= \n.*rules japanese komi 6\.5 .*");
    e.expect("genmove b", r"= [A-HJ-T]\d+");
    drop(e);
    let mut e = Session::start(&["--config", path, "--komi", "0.5", "--rules", "chinese"]);
    e.expect("showboard", r"= \n.*rules chinese komi 0\.5 .*");
}

#[test]
fn config_mistakes_are_reported_with_their_line() {
    let path = write_config("bad.cfg", "rules = chinese\ncolour = red\n");
    let (code, out, err) = tengen(&["--config", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "stdout is for GTP only: {out}");
    assert_full_match(
        r"tengen: config file .*bad\.cfg: line 2: unknown setting 'colour' \(known: .*\)\n",
        &err,
        "stderr",
    );
    let path = write_config("bad2.cfg", "komi = lots\n");
    let (code, _, err) = tengen(&["--config", path.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("invalid value 'lots' for '--komi"), "{err}");
    let (code, _, err) = tengen(&["--config", "/nonexistent/tengen.cfg"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read config file"), "{err}");
}

/// A search setting `flag`: `--help` names it, each of `bad` is refused with exit code 2 and
/// `message` on stderr (nothing on stdout), and `good` starts an engine that plays.
fn assert_search_setting(flag: &str, bad: &[&str], message: &str, good: &str) {
    let (_, help, _) = tengen(&["--help"]);
    assert!(help.contains(flag), "--help lacks {flag}");
    for value in bad {
        let (code, out, err) = tengen(&[&format!("{flag}={value}")]);
        assert_eq!(code, 2, "{flag} {value}");
        assert!(out.is_empty(), "stdout is for GTP only: {out}");
        assert!(err.contains(message), "{err}");
    }
    let mut e = Session::start(&[flag, good, "--playouts-per-move", "50"]);
    e.expect("boardsize 9", "= ");
    e.expect("genmove b", r"= [A-HJ-T]\d+");
}

#[test]
fn rave_equivalence_is_a_setting_and_must_be_positive() {
    let message = "--rave-equiv must be a positive number";
    assert_search_setting("--rave-equiv", &["0", "-5", "inf"], message, "500");
}

#[test]
fn explore_is_a_setting_and_must_not_be_negative() {
    let message = "--explore must be a number of at least 0";
    assert_search_setting("--explore", &["-0.1", "inf", "NaN"], message, "0");
}

#[test]
fn pattern_at_is_a_setting_and_must_be_at_least_one() {
    let message = "--pattern-at must be a whole number of at least 1";
    assert_search_setting("--pattern-at", &["0"], message, "5");
    let (code, out, err) = tengen(&["--pattern-at=-3"]);
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty(), "stdout is for GTP only: {out}");
}

#[test]
fn score_weight_is_a_setting_from_zero_to_one() {
    let message = "--score-weight must be a number from 0 to 1";
    assert_search_setting("--score-weight", &["-0.1", "1.5", "NaN"], message, "0.2");
}

#[test]
fn races_is_a_setting_true_or_false() {
    let message = "invalid value";
    assert_search_setting("--races", &["maybe", "yes"], message, "false");
    let path = write_config("races.cfg", "races = false\n");
    let mut e = Session::start(&[
        "--config",
        path.to_str().unwrap(),
        "--playouts-per-move",
        "50",
    ]);
    e.expect("boardsize 9", "= ");
    e.expect("genmove b", r"= [A-HJ-T]\d+");
}

/// A 9×9 game of Tengen's against Pachi (session 24, game 20), after Black's D4: Black's
/// F4-H6 (liberties G5 and J6) races White's J4 J5 (liberties J3 and J6). White's J3 joins
/// J4 J5 to the bottom wall and the race is won; every other move leaves it about even. The
/// playouts cannot tell (J3's all-moves-as-first rate is the same 50% as every other move's),
/// so a search without exploration never tries the first-line J3; with the default
/// exploration below 13×13, J3 is found (with `--explore 0` it plays J6 at 50%).
#[test]
fn exploration_finds_the_connection_that_wins_the_race() {
    const MOVES: &str = "B E5, W C4, B C6, W E3, B F4, W F3, B D4, W D3, B G4, W G3, B F7, \
        W D5, B D6, W E4, B H4, W H3, B H5, W B5, B B6, W A6, B A7, W A5, B B7, W F5, B E6, \
        W G6, B H6, W J4, B C5, W H7, B G7, W J5, B H8, W B4, B D4";
    for seed in ["1", "2", "3"] {
        let args = ["--threads", "1", "--playouts-per-move", "6000"];
        let mut e = Session::start(&[&args[..], &["--seed", seed]].concat());
        e.expect("boardsize 9", "= ");
        e.expect("komi 7", "= ");
        for mv in MOVES.split(", ") {
            e.expect(&format!("play {mv}"), "= ");
        }
        e.expect("genmove w", "= J3");
    }
}
