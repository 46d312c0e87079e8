//! `tengen score` run as a person runs it: a process, its stdout and its exit code, on game
//! records written here in the shapes real files have (no leading `(`, old lower-case property
//! names, `KM` twice, collections, trailing text, CRLF, Latin-1 and GB2312 comments, Fox komi,
//! handicap with `AB` or with White passing between Black's placement moves). Each result is
//! also checked against the GTP path (`loadsgf` + `final_score`) and, for the plain game, a
//! count made by hand.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const TENGEN: &str = env!("CARGO_BIN_EXE_tengen");

/// A 9x9 game: Black walls column D, White column E, then White drops a hopeless stone at B5
/// inside Black's side and both pass. By hand: Black has 27 points on its side (the dead stone's
/// point included) and one prisoner from the dead stone, White 36 points; Japanese with komi 6.5
/// gives W+14.5. By area: Black 9 + 27 = 36, White 9 + 36 = 45; komi 7.5 gives W+16.5.
fn wall_game(white_first: bool) -> String {
    let mut moves = String::new();
    for row in "abcdefghi".chars() {
        let (first, second) = (format!(";B[d{row}]"), format!(";W[e{row}]"));
        if white_first {
            moves += &second;
            moves += &first;
        } else {
            moves += &first;
            moves += &second;
        }
    }
    moves + ";B[];W[be];B[];W[]"
}

struct Dir(PathBuf);

impl Dir {
    fn new(name: &str) -> Dir {
        let dir = std::env::temp_dir().join(format!("tengen-score-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Dir(dir)
    }

    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let path = self.0.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    }
}

impl Drop for Dir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The record shapes, by file name.
fn shapes(dir: &Dir) -> Vec<PathBuf> {
    let wall = wall_game(false);
    let white_first = wall_game(true);
    let files: Vec<(&str, Vec<u8>)> = vec![
        (
            "plain.sgf",
            format!("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]RE[W+14.5]{wall})").into_bytes(),
        ),
        (
            "fox-no-paren.sgf",
            format!(";GM[1]FF[4]SZ[9]KM[650]RU[Japanese]AP[GNU Go:3.8]RE[W+14.5]AP[foxwq]{wall})")
                .into_bytes(),
        ),
        (
            "fox-chinese.sgf",
            format!("(;GM[1]FF[4]SZ[9]KM[375]RU[Chinese]RE[W+8.25]{wall})").into_bytes(),
        ),
        (
            "old-crlf-trailing.sgf",
            format!(
                "(;GM[1]FF[3]SZ[9]\r\nCoPyright[\r\n  played long ago]\r\nGaMe[1]RU[Japanese]\
                 KM[6.5]KM[6.5]RE[W+14.5]\r\n{})\r\n\r\n---\r\nend of mail\r\n",
                wall.replace(";B[dc]", "\r\n;B[dc]")
            )
            .into_bytes(),
        ),
        ("latin1-gb2312.sgf", {
            let mut bytes = b"(;SZ[9]RU[Japanese]KM[6.5]RE[W+14.5]C[caf\xe9 cr\xe8me]".to_vec();
            assert!(wall.starts_with(";B[da]"));
            bytes.extend_from_slice(b";B[da]C[\xc6\xe5\xc5\xcc \xb0\xa1]");
            bytes.extend_from_slice(&wall.as_bytes()[";B[da]".len()..]);
            bytes.push(b')');
            bytes
        }),
        (
            "collection.sgf",
            format!(
                "(;SZ[9]RU[Japanese]KM[6.5]RE[W+14.5]{wall})\n(;SZ[9]RU[Chinese]KM[7.5]RE[W+16.5]({wall})(;B[ii]))"
            )
            .into_bytes(),
        ),
        (
            "handicap-ab.sgf",
            format!("(;SZ[9]HA[2]AB[cc][cg]RU[AGA]KM[0.5]{white_first})").into_bytes(),
        ),
        (
            "handicap-passes.sgf",
            format!("(;SZ[9]HA[2]RU[AGA]KM[0.5];B[cc];W[];B[cg]{white_first})").into_bytes(),
        ),
    ];
    files
        .into_iter()
        .map(|(name, bytes)| dir.file(name, &bytes))
        .collect()
}

fn run(args: &[&str]) -> Output {
    Command::new(TENGEN)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("tengen runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

/// `final_score` through GTP after `loadsgf`.
fn gtp_final_score(path: &Path) -> String {
    let mut child = Command::new(TENGEN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    use std::io::Write;
    let input = format!("loadsgf {}\nfinal_score\nquit\n", path.display());
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
    let answers: Vec<&str> = out.split("\n\n").collect();
    assert!(
        answers[0].starts_with('='),
        "loadsgf {}: {out}",
        path.display()
    );
    answers[1].trim_start_matches('=').trim().to_string()
}

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    stdout(out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect()
}

#[test]
fn every_shape_loads_scores_and_matches_gtp() {
    let dir = Dir::new("shapes");
    let files = shapes(&dir);
    let out = run(&["score", "--json", "--jobs", "2", dir.0.to_str().unwrap()]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let reports = json_lines(&out);
    assert_eq!(reports.len(), files.len());
    for (report, path) in reports.iter().zip({
        let mut sorted = files.clone();
        sorted.sort();
        sorted
    }) {
        assert_eq!(report["file"], path.display().to_string());
        assert!(report["error"].is_null(), "{report}");
        let result = report["result"].as_str().unwrap();
        assert_eq!(result, gtp_final_score(&path), "{}", path.display());
    }
    let by_name = |name: &str| {
        reports
            .iter()
            .find(|r| r["file"].as_str().unwrap().ends_with(name))
            .unwrap()
    };
    // The hand counts.
    for name in [
        "plain.sgf",
        "fox-no-paren.sgf",
        "old-crlf-trailing.sgf",
        "latin1-gb2312.sgf",
    ] {
        let r = by_name(name);
        assert_eq!(r["result"], "W+14.5", "{name}: {r}");
        assert_eq!(r["komi"], 6.5, "{name}");
        assert_eq!(r["moves"], 22, "{name}");
        assert_eq!(r["agreement"], "agrees", "{name}");
        assert_eq!(r["dead"], serde_json::json!([["B5"]]), "{name}");
        assert_eq!(r["breakdown"]["territory"]["black"], 27, "{name}");
        assert_eq!(r["breakdown"]["territory"]["white"], 36, "{name}");
    }
    let fox = by_name("fox-chinese.sgf");
    assert_eq!(fox["komi"], 7.5);
    assert_eq!(fox["result"], "W+16.5");
    assert_eq!(fox["agreement"], "agrees", "RE[W+8.25] is in stones: {fox}");
    assert!(
        fox["notes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n.as_str().unwrap().contains("KM[375]")),
        "{fox}"
    );
    // Handicap: two stones either way, and White's pass between the placement stones is not
    // a pass of the game (no pass stone for Black from it).
    let ab = by_name("handicap-ab.sgf");
    let passes = by_name("handicap-passes.sgf");
    for r in [ab, passes] {
        assert_eq!(r["breakdown"]["handicap_stones"], 2, "{r}");
    }
    assert_eq!(ab["result"], passes["result"]);
    assert_eq!(
        ab["breakdown"]["pass_stones"],
        passes["breakdown"]["pass_stones"]
    );
    assert_eq!(ab["breakdown"]["total"], passes["breakdown"]["total"]);
}

#[test]
fn json_fields_are_all_present() {
    let dir = Dir::new("json");
    let files = shapes(&dir);
    let out = run(&["score", "--json", files[0].to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    let reports = json_lines(&out);
    assert_eq!(reports.len(), 1);
    let r = &reports[0];
    for field in [
        "file",
        "game",
        "rules",
        "komi",
        "moves",
        "result",
        "breakdown",
        "dead",
        "seki",
        "record_result",
        "agreement",
        "notes",
        "svg",
        "error",
    ] {
        assert!(r.get(field).is_some(), "{field} missing: {r}");
    }
    for term in [
        "scoring",
        "territory",
        "stones",
        "prisoners",
        "dead_removed",
        "dead_left",
        "pass_stones",
        "seki_points",
        "dame",
        "group_tax",
        "komi",
        "handicap_stones",
        "handicap_compensation",
        "first_pass_point",
        "button",
        "total",
        "lead",
    ] {
        assert!(r["breakdown"].get(term).is_some(), "{term} missing: {r}");
    }
    assert_eq!(r["breakdown"]["lead"], -14.5);
    assert_eq!(r["rules"], "japanese");
    assert_eq!(r["record_result"], "W+14.5");
}

#[test]
fn svg_has_a_circle_per_stone_and_a_mark_per_dead_stone() {
    let dir = Dir::new("svg");
    let files = shapes(&dir);
    let picture = dir.0.join("plain-picture.svg");
    let out = run(&[
        "score",
        "--json",
        "--svg",
        picture.to_str().unwrap(),
        files[0].to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    let report = &json_lines(&out)[0];
    assert_eq!(report["svg"], picture.display().to_string());
    let text = std::fs::read_to_string(&picture).unwrap();
    let doc = roxmltree::Document::parse(&text).expect("well-formed XML");
    let count =
        |pred: &dyn Fn(&roxmltree::Node) -> bool| doc.descendants().filter(|n| pred(n)).count();
    let class_has = |n: &roxmltree::Node, word: &str| {
        n.attribute("class")
            .is_some_and(|c| c.split_whitespace().any(|w| w == word))
    };
    // 9 black and 10 white stones on the board, one of them dead.
    assert_eq!(count(&|n| n.has_tag_name("circle")), 19);
    assert_eq!(
        count(&|n| n.has_tag_name("circle") && class_has(n, "black")),
        9
    );
    assert_eq!(
        count(&|n| class_has(n, "dead") && !n.has_tag_name("circle")),
        1
    );
    assert_eq!(
        count(&|n| n.has_tag_name("circle") && class_has(n, "dead")),
        1
    );
    // Territory: 27 black points (26 empty and the dead stone's), 36 white.
    assert_eq!(
        count(&|n| class_has(n, "territory") && class_has(n, "black")),
        27
    );
    assert_eq!(
        count(&|n| class_has(n, "territory") && class_has(n, "white")),
        36
    );
    let caption: String = doc
        .descendants()
        .filter(|n| class_has(n, "caption"))
        .filter_map(|n| n.text())
        .collect();
    assert!(caption.contains("W+14.5 under japanese"), "{caption}");
    assert!(caption.contains("komi 6.5"), "{caption}");

    // Into a directory, one picture per game.
    let pictures = dir.0.join("pictures");
    let out = run(&[
        "score",
        "--all-games",
        "--svg",
        pictures.to_str().unwrap(),
        dir.0.join("collection.sgf").to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(0));
    for name in ["collection.sgf", "collection-game2.svg"] {
        let name = name.replace(".sgf", ".svg");
        let text = std::fs::read_to_string(pictures.join(&name)).unwrap();
        roxmltree::Document::parse(&text).expect("well-formed XML");
    }
}

#[test]
fn collections_give_the_first_game_or_all() {
    let dir = Dir::new("collection");
    shapes(&dir);
    let file = dir.0.join("collection.sgf");
    let first = run(&["score", "--json", file.to_str().unwrap()]);
    let first = json_lines(&first);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0]["rules"], "japanese");
    let all = run(&["score", "--json", "--all-games", file.to_str().unwrap()]);
    let all = json_lines(&all);
    assert_eq!(all.len(), 2);
    assert_eq!(all[1]["game"], 2);
    assert_eq!(all[1]["rules"], "chinese");
    assert_eq!(all[1]["result"], "W+16.5");
    // The main line of game 2 follows its first variation.
    assert_eq!(all[1]["moves"], 22);
}

/// A Japanese record from KGS is counted as KGS counts it (`japanese-kgs`: no stone is asked
/// for against dead stones), under each name the server has written in `PC[]`; from anywhere
/// else by the 1989 rules. The board is `gtp-tests/score-games/shortage-race.sgf`, whose
/// shortage stone costs Black a point under the 1989 rules only (`score_shortage.tst`).
#[test]
fn japanese_records_from_kgs_are_counted_as_kgs_counts() {
    let dir = Dir::new("server");
    let board = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests/score-games/shortage-race.sgf"),
    )
    .unwrap();
    let cases = [
        (
            "kiseido",
            "PC[The Kiseido Go Server (KGS) at http://kgs.kiseido.com/]",
            "B+17 under japanese-kgs",
        ),
        (
            "gokgs",
            "PC[The KGS Go Server at http://www.gokgs.com/]",
            "B+17 under japanese-kgs",
        ),
        (
            "k-go-server",
            "PC[The K Go Server (KGS) at http://www.gokgs.com/]",
            "B+17 under japanese-kgs",
        ),
        ("igs", "PC[IGS]", "B+16 under japanese,"),
        ("none", "", "B+16 under japanese,"),
    ];
    for (name, origin, expected) in cases {
        let text = board.replacen("(;GM[1]", &format!("(;GM[1]RU[Japanese]KM[0]{origin}"), 1);
        let path = dir.file(&format!("{name}.sgf"), text.as_bytes());
        let out = stdout(&run(&["score", path.to_str().unwrap()]));
        assert!(out.contains(expected), "{name}: {out}");
    }
}

#[test]
fn options_change_rules_komi_and_move() {
    let dir = Dir::new("options");
    let files = shapes(&dir);
    let plain = files[0].to_str().unwrap();
    let out = run(&[
        "score", "--json", "--rules", "chinese", "--komi", "7.5", plain,
    ]);
    let r = &json_lines(&out)[0];
    assert_eq!(r["result"], "W+16.5");
    assert_eq!(r["agreement"], "disagrees");
    let out = run(&["score", "--json", "--move", "4", plain]);
    let r = &json_lines(&out)[0];
    assert_eq!(r["moves"], 4);
    assert_eq!(r["agreement"], "not compared");
    let out = run(&["score", "--all-rules", plain]);
    let text = stdout(&out);
    assert!(text.contains("under japanese: W+14.5"), "{text}");
    assert!(text.contains("under chinese: W+"), "{text}");
    assert!(
        text.contains("summary: 1 files, 1 games, 1 scored, 1 agree"),
        "{text}"
    );
}

#[test]
fn unreadable_files_are_named_with_the_position_and_exit_1() {
    let dir = Dir::new("broken");
    let files = shapes(&dir);
    let broken = dir.file("broken.sgf", b"(;SZ[9]\n;B[aa]\n;W[bb;B(cc)");
    let empty = dir.file("empty.sgf", b"");
    let off_board = dir.file("off.sgf", b"(;SZ[9]\n;B[aa]\n;W[zz])");
    let out = run(&["score", dir.0.to_str().unwrap(), "no-such-file.sgf"]);
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let unreadable: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("unreadable: "))
        .collect();
    assert_eq!(unreadable.len(), 4, "{text}");
    let line_of = |path: &Path| {
        let name = path.display().to_string();
        *unreadable
            .iter()
            .find(|l| l.contains(&format!("{name}:")))
            .unwrap_or_else(|| panic!("{name} not listed: {text}"))
    };
    assert!(line_of(&broken).contains("line 3, column 3"), "{text}");
    assert!(line_of(&off_board).contains("line 3, column 2"), "{text}");
    assert!(line_of(&off_board).contains("off the 9x9 board"), "{text}");
    assert!(line_of(&empty).contains("no game tree"), "{text}");
    assert!(
        line_of(Path::new("no-such-file.sgf")).contains("no such file"),
        "{text}"
    );
    // The readable files are still scored.
    assert!(
        text.contains(&format!("summary: {} files", files.len() + 3)),
        "{text}"
    );
    assert!(text.contains(&format!("{} scored", files.len())), "{text}");
}

#[test]
fn bad_usage_exits_2() {
    for args in [
        vec!["score"],
        vec!["score", "--rules", "no-such-rules", "x.sgf"],
        vec!["score", "--jobs", "0", "x.sgf"],
        vec!["score", "--move", "-3", "x.sgf"],
    ] {
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let dir = Dir::new("usage");
    let files = shapes(&dir);
    let out = run(&[
        "score",
        "--svg",
        "one.svg",
        files[0].to_str().unwrap(),
        files[1].to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(2));
}
