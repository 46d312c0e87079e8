//! Helpers for the client transcript tests (`tests/clients_*.rs`): a pipelined transcript
//! runner (every command written at once, as Sabaki and gtp2ogs do, each response checked
//! against a pattern) and an interactive session (one command at a time, as GoGui and
//! kgsGtp do, with timed writes for interruptions).

#![allow(dead_code)]

use regex::Regex;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// Flags for a quick, reproducible engine: one thread, a small playout budget.
pub const QUICK: &[&str] = &[
    "--seed",
    "1",
    "--log-level",
    "warn",
    "--threads",
    "1",
    "--playouts-per-move",
    "200",
];

/// How long a reply may take before the test gives up: a liveness guard (a hung engine
/// fails the test instead of hanging it), far above what any reply needs.
pub const GIVE_UP: Duration = Duration::from_secs(120);

/// One step of a transcript: a line sent, and the pattern its response must match in full
/// (`None`: the line gets no response).
pub type Step<'a> = (&'a str, Option<&'a str>);

/// Sends every line of `steps` at once, each ended by `line_end`, and checks that the
/// responses come back in order, one per answered line, each matching its pattern in full
/// (the text between the status character and the closing blank line included).
pub fn transcript(args: &[&str], line_end: &str, steps: &[Step]) -> Vec<String> {
    let input: String = steps
        .iter()
        .map(|(line, _)| format!("{line}{line_end}"))
        .collect();
    let mut child = spawn(args);
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("tengen runs");
    writer.join().expect("writer");
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

fn spawn(args: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_tengen"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start tengen")
}

/// An engine driven one command at a time; its stdout is read by a thread so that a hung
/// engine fails the test after [`GIVE_UP`].
pub struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    pub fn start(args: &[&str]) -> Session {
        let mut child = spawn(args);
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
        self.lines
            .recv_timeout(GIVE_UP)
            .expect("the engine answered in time")
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
        for _ in 0..200 {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
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
