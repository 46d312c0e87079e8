//! The one GTP process driver of the integration tests, and the rule for tests that need an
//! outside tool.
//!
//! - Whole scripts: [`run_in`] / [`gtp`] write every line at once and return the output;
//!   [`transcript`] does the same, as Sabaki and gtp2ogs do, and checks each response against
//!   a pattern.
//! - [`Session`]: one command at a time, as GoGui and kgsGtp do, with timed writes for
//!   interruptions; it drives GNU Go as well as Tengen.
//! - [`tool_available`]: in CI (`CI=true`) a missing tool fails the test; on a developer's
//!   machine the test is skipped with one line on stderr.

#![allow(dead_code)]

use regex::Regex;
use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// How long a reply may take before the test gives up: a liveness guard (a hung engine
/// fails the test instead of hanging it), far above what any reply needs.
pub const GIVE_UP: Duration = Duration::from_secs(120);

/// The engine under test.
pub const TENGEN: &str = env!("CARGO_BIN_EXE_tengen");

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

/// Starts `program` in `dir` with stdin and stdout piped.
fn spawn(program: &str, args: &[impl AsRef<OsStr>], dir: &Path, stderr: Stdio) -> Child {
    Command::new(program)
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .unwrap_or_else(|e| panic!("start {program}: {e}"))
}

/// Writes all of `input` (from a thread, so that a full pipe cannot block us) and waits for
/// the process to end.
fn feed(mut child: Child, input: &[u8]) -> Output {
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("the engine runs");
    writer.join().expect("writer thread");
    out
}

/// Runs the engine in `dir` with `input` on stdin and returns (stdout, stderr).
pub fn run_in(dir: &Path, args: &[impl AsRef<OsStr>], input: &[u8]) -> (String, String) {
    let out = feed(spawn(TENGEN, args, dir, Stdio::piped()), input);
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Runs a quick engine ([`quick`] with 30 playouts) on `input` and returns stdout.
pub fn gtp(input: &str) -> String {
    run_in(Path::new("."), &quick(30), input.as_bytes()).0
}

/// The responses in a GTP transcript, each without its closing blank line.
pub fn responses(stdout: &str) -> Vec<String> {
    stdout
        .split("\n\n")
        .filter(|r| !r.is_empty())
        .map(|r| r.to_string())
        .collect()
}

/// One step of a transcript: a line sent, and the pattern its response must match in full
/// (`None`: the line gets no response).
pub type Step<'a> = (&'a str, Option<&'a str>);

/// Sends every line of `steps` at once, each ended by `line_end`, and checks that the
/// responses come back in order, one per answered line, each matching its pattern in full
/// (the text between the status character and the closing blank line included).
pub fn transcript(args: &[impl AsRef<OsStr>], line_end: &str, steps: &[Step]) -> Vec<String> {
    let input: String = steps
        .iter()
        .map(|(line, _)| format!("{line}{line_end}"))
        .collect();
    let child = spawn(TENGEN, args, Path::new("."), Stdio::null());
    let out = feed(child, input.as_bytes());
    let stdout = String::from_utf8(out.stdout).expect("stdout is UTF-8");
    assert!(stdout.ends_with("\n\n"), "unterminated output: {stdout:?}");
    let responses: Vec<String> = stdout
        .strip_suffix("\n\n")
        .unwrap()
        .split("\n\n")
        .map(str::to_string)
        .collect();
    let expected: Vec<(&str, &str)> = steps
        .iter()
        .filter_map(|&(line, pattern)| pattern.map(|p| (line, p)))
        .collect();
    for (i, (line, pattern)) in expected.iter().enumerate() {
        let got = responses
            .get(i)
            .unwrap_or_else(|| panic!("no response to {line:?} (#{i}); output {stdout:?}"));
        assert_full_match(pattern, got, line);
    }
    assert_eq!(
        responses.len(),
        expected.len(),
        "response count; output {stdout:?}"
    );
    responses
}

/// Asserts that `text` matches `pattern` from start to end (`.` matches newlines).
pub fn assert_full_match(pattern: &str, text: &str, what: &str) {
    let re = Regex::new(&format!("(?s)^(?:{pattern})$")).expect("pattern");
    assert!(
        re.is_match(text),
        "response to {what:?} is {text:?}, expected /{pattern}/"
    );
}

/// A GTP engine driven one command at a time; its stdout is read by a thread so that a hung
/// engine fails the test after [`GIVE_UP`]. Dropping it sends `quit` (and kills the process
/// if it does not leave).
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    /// Tengen with `args`.
    pub fn start(args: &[impl AsRef<OsStr>]) -> Session {
        Session::start_program(TENGEN, args)
    }

    /// Any GTP engine (GNU Go, say) with `args`; its stderr is dropped.
    pub fn start_program(program: &str, args: &[impl AsRef<OsStr>]) -> Session {
        Session::start_with_stderr(program, args, Stdio::null())
    }

    /// Tengen with `args`, its log (stderr) written to `log`.
    pub fn start_logged(args: &[impl AsRef<OsStr>], log: &Path) -> Session {
        let file = std::fs::File::create(log).expect("create log file");
        Session::start_with_stderr(TENGEN, args, Stdio::from(file))
    }

    fn start_with_stderr(program: &str, args: &[impl AsRef<OsStr>], stderr: Stdio) -> Session {
        let mut child = spawn(program, args, Path::new("."), stderr);
        let stdin = child.stdin.take().expect("stdin");
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        let (tx, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    /// Writes `text` as it is (no line end added).
    pub fn write(&mut self, text: &str) {
        self.stdin.write_all(text.as_bytes()).expect("write");
        self.stdin.flush().expect("flush");
    }

    /// The next output line (without its LF).
    pub fn line(&mut self) -> String {
        match self.lines.recv_timeout(GIVE_UP) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) => panic!("no answer within {GIVE_UP:?}"),
            Err(RecvTimeoutError::Disconnected) => panic!("the engine closed its output"),
        }
    }

    /// The lines of the next response, up to (not including) its closing blank line.
    pub fn response(&mut self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.line();
            if line.is_empty() {
                return lines;
            }
            lines.push(line);
        }
    }

    /// Sends one command and returns its response as text (lines joined by LF).
    pub fn send(&mut self, command: &str) -> String {
        self.write(&format!("{command}\n"));
        self.response().join("\n")
    }

    /// Sends a command that must succeed and returns the text after `= `.
    pub fn ok(&mut self, command: &str) -> String {
        let reply = self.send(command);
        match reply.strip_prefix("= ") {
            Some(text) => text.to_string(),
            None => panic!("{command:?} failed: {reply:?}"),
        }
    }

    /// True if the process ends within `limit` (after `quit`, say).
    pub fn exits_within(&mut self, limit: Duration) -> bool {
        let until = std::time::Instant::now() + limit;
        while std::time::Instant::now() < until {
            if let Ok(Some(_)) = self.child.try_wait() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        false
    }

    /// Sends `command` and checks its whole response against `pattern`.
    pub fn expect(&mut self, command: &str, pattern: &str) -> String {
        let reply = self.send(command);
        assert_full_match(pattern, &reply, command);
        reply
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = self.stdin.write_all(b"quit\n");
        let _ = self.stdin.flush();
        for _ in 0..500 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether this run is in CI (`CI` set to `true` or `1`, as CI services and `.ci/run` do).
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| v.eq_ignore_ascii_case("true") || v == "1")
}

/// Whether `test`, which needs `tool`, may run: true if the tool was `found`. Otherwise, in CI
/// the test fails with a clear message (CI must never pass without running it); on a
/// developer's machine one line on stderr says what was skipped, and the answer is false.
pub fn tool_available(test: &str, tool: &str, found: bool) -> bool {
    if found {
        return true;
    }
    assert!(
        !in_ci(),
        "{test} needs {tool}, which is not installed; CI must install it (see .ci/run)"
    );
    eprintln!("SKIPPED {test}: {tool} is not installed");
    false
}

/// True if `program --version` runs and succeeds.
pub fn runs(program: &str) -> bool {
    Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// One well-formed `info` block of an analysis line, in KataGo's float dialect (`kata`) or
/// Leela Zero's integer dialect.
pub fn info_block_pattern(kata: bool) -> String {
    let vertex = "(?:[A-HJ-T](?:1[0-9]|[1-9])|pass)";
    let number = if kata { r"-?[01]\.\d+" } else { r"\d{1,5}" };
    format!(
        r"info move {vertex} visits \d+ winrate {number} prior {number} lcb {number} order \d+ pv(?: {vertex})+"
    )
}

/// A whole analysis line: one or more info blocks, optionally followed by `ownership` and
/// `size * size` floats.
pub fn info_line_pattern(kata: bool, ownership_size: Option<usize>) -> String {
    let block = info_block_pattern(kata);
    let own = match ownership_size {
        Some(n) => format!(r" ownership(?: -?[01]\.\d+){{{}}}", n * n),
        None => String::new(),
    };
    format!("{block}(?: {block})*{own}")
}
