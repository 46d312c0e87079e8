//! Helpers shared by the integration tests: run the `tengen` binary on a GTP script.

#![allow(dead_code)]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs the engine in `dir` with `input` on stdin and returns (stdout, stderr).
pub fn run_in(dir: &Path, args: &[impl AsRef<std::ffi::OsStr>], input: &[u8]) -> (String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start tengen");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("tengen runs");
    writer.join().expect("writer thread");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs the engine with `--seed 1` on `input` and returns stdout.
pub fn gtp(input: &str) -> String {
    run_in(Path::new("."), &quick(30), input.as_bytes()).0
}

/// Flags for a quick, reproducible engine: seed 1, warnings only, one thread and a fixed
/// budget of `playouts` per move, so genmove answers at once and the same way every run.
pub fn quick(playouts: u32) -> Vec<String> {
    let playouts = playouts.to_string();
    [
        "--seed",
        "1",
        "--log-level",
        "warn",
        "--threads",
        "1",
        "--playouts-per-move",
        &playouts,
    ]
    .map(String::from)
    .to_vec()
}

/// The responses in a GTP transcript, each without its closing blank line.
pub fn responses(stdout: &str) -> Vec<String> {
    stdout
        .split("\n\n")
        .filter(|r| !r.is_empty())
        .map(|r| r.to_string())
        .collect()
}
