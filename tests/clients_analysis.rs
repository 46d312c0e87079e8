//! Analysis streams as GUIs use them: `kata-analyze B 10` followed 300 ms later by
//! `protocol_version` (Sabaki's way to stop it) gives at least one well-formed `info` line,
//! then exactly one blank line, then `= 2`; the same with ids, with ownership, in Leela Zero's
//! dialect; bad arguments are refused; a `*genmove_analyze` is not cut short by ordinary input.

mod common;

use common::{Session, assert_full_match, info_line_pattern, quick};

/// Writes `command`, waits for the stream's header and first `info` line (not for a fixed time:
/// on a loaded machine the first line may take long), writes `stop`, and returns every output
/// line up to and including the stop command's response (without its closing blank line).
fn analyse_then_stop(e: &mut Session, command: &str, stop: &str) -> Vec<String> {
    e.write(&format!("{command}\n"));
    let mut lines = vec![e.line(), e.line()];
    e.write(&format!("{stop}\n"));
    if lines[1].is_empty() {
        lines.pop(); // no info line: the stream already ended (check_stream reports it)
    } else {
        lines.extend(e.response()); // the rest of the analysis, up to its blank line
    }
    lines.push(String::new());
    lines.extend(e.response()); // the stop command's response
    lines
}

/// Checks `lines` = header, ≥ 1 info lines, one blank line, then `last`.
fn check_stream(lines: &[String], header: &str, info: &str, last: &str) {
    assert_eq!(lines[0], header, "{lines:?}");
    let blank = lines
        .iter()
        .position(|l| l.is_empty())
        .expect("a blank line");
    assert!(blank >= 2, "no info line: {lines:?}");
    for line in &lines[1..blank] {
        assert_full_match(info, line, "info line");
    }
    assert_eq!(&lines[blank + 1..], [last.to_string()], "{lines:?}");
}

#[test]
fn kata_analyze_is_stopped_by_protocol_version() {
    let mut e = Session::start(&quick(200));
    let lines = analyse_then_stop(&mut e, "kata-analyze B 10", "protocol_version");
    check_stream(&lines, "= ", &info_line_pattern(true, None), "= 2");
    // The same with ids: the analysis carries id 1, protocol_version id 2.
    let lines = analyse_then_stop(&mut e, "1 kata-analyze B 10", "2 protocol_version");
    check_stream(&lines, "=1 ", &info_line_pattern(true, None), "=2 2");
    e.expect("name", "= Tengen");
}

#[test]
fn kata_analyze_with_ownership_on_9x9_and_lz_analyze() {
    let mut e = Session::start(&quick(200));
    e.expect("boardsize 9", "= ");
    e.expect("clear_board", "= ");
    e.expect("play B E5", "= ");
    let lines = analyse_then_stop(
        &mut e,
        "kata-analyze W interval 10 ownership true maxmoves 4",
        "name",
    );
    check_stream(&lines, "= ", &info_line_pattern(true, Some(9)), "= Tengen");
    for line in lines.iter().skip(1).take_while(|l| !l.is_empty()) {
        assert!(line.matches("info move").count() <= 4, "maxmoves 4: {line}");
    }
    let lines = analyse_then_stop(&mut e, "7 lz-analyze 10", "8 protocol_version");
    check_stream(&lines, "=7 ", &info_line_pattern(false, None), "=8 2");
    // Sabaki's own dialect: answered though unlisted, floats with a decimal point.
    let lines = analyse_then_stop(&mut e, "analyze B 10", "protocol_version");
    check_stream(&lines, "= ", &info_line_pattern(true, None), "= 2");
    e.expect("known_command analyze", "= true");
}

#[test]
fn bad_analysis_arguments_are_refused() {
    let mut e = Session::start(&quick(200));
    for command in [
        "kata-analyze B 10 avoid b D4,Q16 1",
        "kata-analyze B 10 ownership",
        "lz-analyze B 10 ownership true",
        "kata-analyze B 10 frobnicate 3",
        "kata-genmove_analyze B 10 maxmoves x",
    ] {
        e.expect(
            command,
            r"\? Could not parse analyze arguments or arguments out of range: .*",
        );
    }
    e.expect("name", "= Tengen");
}

#[test]
fn genmove_analyze_finishes_before_answering_pipelined_input() {
    let mut e = Session::start(&quick(200));
    e.expect("boardsize 9", "= ");
    e.expect("clear_board", "= ");
    e.write("lz-genmove_analyze B 1\nname\n");
    let reply = e.response();
    assert_eq!(reply[0], "= ");
    assert_full_match(
        r"play (?:[A-HJ-T][1-9]|pass|resign)",
        reply.last().unwrap(),
        "lz-genmove_analyze",
    );
    for line in &reply[1..reply.len() - 1] {
        assert_full_match(&info_line_pattern(false, None), line, "info line");
    }
    assert!(reply.len() >= 3, "at least the final info line: {reply:?}");
    assert_eq!(e.response().join("\n"), "= Tengen");
    // The move was played.
    let mv = reply
        .last()
        .unwrap()
        .trim_start_matches("play ")
        .to_string();
    if mv != "pass" && mv != "resign" {
        e.expect(&format!("play W {mv}"), r"\? illegal move.*");
    }
}
