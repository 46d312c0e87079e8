//! Runs every `gtp-tests/*.tst` file through the engine, one engine process per file, with the
//! semantics of GoGui's `gogui-regress`: a numbered command is a test, the `#? [pattern]` line
//! right after it holds a regular expression that must match the whole reply (all lines), and a
//! `?` reply always fails. A trailing `*` marks a test expected to fail.

mod common;

use regex::RegexBuilder;
use std::collections::HashMap;
use std::path::Path;

struct Expectation {
    command: String,
    pattern: String,
    negated: bool,
    expect_fail: bool,
}

/// Reads the numbered tests and their expectations from a `.tst` file.
fn expectations(text: &str, file: &str) -> HashMap<u32, Expectation> {
    let mut out = HashMap::new();
    let mut last: Option<(u32, String)> = None;
    for line in text.lines() {
        let trimmed = line.trim();
        if let Some(rest) = trimmed.strip_prefix("#?") {
            let (id, command) = last
                .take()
                .unwrap_or_else(|| panic!("{file}: '#?' without a test command: {line}"));
            let rest = rest.trim();
            let open = rest
                .find('[')
                .unwrap_or_else(|| panic!("{file}: no '[' in {line}"));
            let close = rest
                .rfind(']')
                .unwrap_or_else(|| panic!("{file}: no ']' in {line}"));
            let mut pattern = &rest[open + 1..close];
            let negated = pattern.starts_with('!');
            if negated {
                pattern = &pattern[1..];
            }
            let expect_fail = rest[close + 1..].trim() == "*";
            out.insert(
                id,
                Expectation {
                    command,
                    pattern: pattern.to_string(),
                    negated,
                    expect_fail,
                },
            );
        } else if trimmed.starts_with('#') || trimmed.is_empty() {
            continue;
        } else {
            let first = trimmed.split_whitespace().next().unwrap_or("");
            last = first
                .parse::<u32>()
                .ok()
                .map(|id| (id, trimmed.to_string()));
        }
    }
    out
}

/// Splits stdout into replies keyed by id (replies without an id are setup commands).
fn replies(stdout: &str) -> HashMap<u32, (bool, String)> {
    let mut out = HashMap::new();
    for block in common::responses(stdout) {
        let ok = block.starts_with('=');
        let body = &block[1..];
        let digits: String = body.chars().take_while(|c| c.is_ascii_digit()).collect();
        if let Ok(id) = digits.parse::<u32>() {
            let text = body[digits.len()..].trim().to_string();
            out.insert(id, (ok, text));
        }
    }
    out
}

fn run_file(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("read .tst");
    let file = path.display().to_string();
    let tests = expectations(&text, &file);
    let dir = path.parent().expect("tst dir");
    // One thread and a fixed playout budget: reg_genmove answers are reproducible.
    let (stdout, stderr) = common::run_in(dir, &common::quick(3000), text.as_bytes());
    let got = replies(&stdout);
    let mut failures = Vec::new();
    let mut ids: Vec<_> = tests.keys().copied().collect();
    ids.sort();
    for id in ids {
        let t = &tests[&id];
        let passed = match got.get(&id) {
            None => {
                failures.push(format!(
                    "{file}:{id} '{}' got no reply (crash?) stderr: {stderr}",
                    t.command
                ));
                continue;
            }
            Some((false, _)) => false,
            Some((true, reply)) => {
                let re = RegexBuilder::new(&format!("^(?:{})$", t.pattern))
                    .multi_line(true)
                    .dot_matches_new_line(true)
                    .build()
                    .unwrap_or_else(|e| panic!("{file}:{id} bad pattern: {e}"));
                re.is_match(reply) != t.negated
            }
        };
        if passed == t.expect_fail {
            let reply = got.get(&id).map(|r| r.1.clone()).unwrap_or_default();
            failures.push(format!(
                "{file}:{id} '{}' expected [{}{}]{} got '{reply}'",
                t.command,
                if t.negated { "!" } else { "" },
                t.pattern,
                if t.expect_fail { "*" } else { "" }
            ));
        }
    }
    failures
}

/// `TENGEN_TST=part` runs only the files whose name contains `part` (while working on one file);
/// unset, every file runs.
fn only_files_named(path: &Path) -> bool {
    match std::env::var("TENGEN_TST") {
        Ok(part) => path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().contains(&part)),
        Err(_) => true,
    }
}

#[test]
fn every_tst_file_passes() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("gtp-tests exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "tst"))
        .filter(|p| only_files_named(p))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .tst files found");
    let failures: Vec<String> = files.iter().flat_map(|f| run_file(f)).collect();
    assert!(
        failures.is_empty(),
        "{} unexpected results:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
