//! Scoring through GTP, for what `.tst` files cannot check: error replies (`final_score` of a
//! game without result, `final_status_list` with a bad argument) and that every stone is in
//! exactly one of the `alive`, `dead` and `seki` lists, under every preset.

mod common;

use std::collections::BTreeSet;
use std::path::Path;

/// Runs `script` with the working directory `gtp-tests` (so `loadsgf score-games/...` works)
/// and returns the replies.
fn replies(script: &str) -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("gtp-tests");
    let (out, _) = common::run_in(
        &dir,
        &["--seed", "1", "--log-level", "warn", "--threads", "1"],
        script.as_bytes(),
    );
    common::responses(&out)
}

/// The reply to the last command of `script`, checking that every earlier one succeeded.
fn last_reply(script: &str) -> String {
    let all = replies(script);
    let (last, setup) = all.split_last().expect("a reply");
    for r in setup {
        assert!(r.starts_with('='), "setup failed: {r:?}\n{script}");
    }
    last.clone()
}

/// P3 of katago-rules.md (eternal life) played under `rules` until the position repeats a
/// third time.
fn eternal_life(rules: &str) -> String {
    format!(
        "loadsgf score-games/p3.sgf\nkata-set-rules {rules}\nkomi 0.5\n\
         play b C1\nplay w E1\nplay b D1\nplay w F1\nplay b C1\nplay w E1\nplay b D1\nplay w F1\n"
    )
}

#[test]
fn final_score_of_a_game_without_result_is_an_error_with_the_reason() {
    for rules in ["japanese", "korean", "chinese", "stone-scoring"] {
        let reply = last_reply(&format!("{}final_score\n", eternal_life(rules)));
        assert!(
            reply.starts_with("? cannot score: no result ("),
            "{rules}: {reply:?}"
        );
        assert!(
            reply.contains("occurred for the third time"),
            "{rules}: the reason is given: {reply:?}"
        );
        // The breakdown refuses too, and the game is unchanged afterwards.
        let replies = replies(&format!(
            "{}tengen-score_breakdown\nshowboard\n",
            eternal_life(rules)
        ));
        let n = replies.len();
        assert!(replies[n - 2].starts_with("? cannot score: no result ("));
        assert!(replies[n - 1].contains("state: ended without result"));
    }
}

#[test]
fn a_draw_is_zero_and_only_a_real_draw() {
    // Two walls on 7x7 splitting the board 21 + 7 stones each, komi 0: a real draw.
    let mut script = String::from("boardsize 7\nclear_board\nkata-set-rules chinese\nkomi 0\n");
    for y in 1..=7 {
        script.push_str(&format!("play b C{y}\nplay w E{y}\n"));
    }
    script.push_str("play b pass\nplay w pass\n");
    assert_eq!(last_reply(&format!("{script}final_score\n")), "= 0");
    assert_eq!(
        last_reply(&format!("{script}komi 0.5\nfinal_score\n")),
        "= W+0.5"
    );
    assert_eq!(
        last_reply(&format!("{script}komi -0.5\nfinal_score\n")),
        "= B+0.5"
    );
    // Ing: Black wins a level count.
    assert_eq!(
        last_reply(&format!(
            "{script}kata-set-rules ing\nkomi 0\nfinal_score\n"
        )),
        "= B+0"
    );
}

#[test]
fn final_status_list_refuses_anything_but_alive_dead_seki() {
    for bad in ["bogus", "ALIVE", "dead seki", ""] {
        let reply = last_reply(&format!(
            "loadsgf score-games/p13.sgf\nfinal_status_list {bad}\n"
        ));
        assert!(
            reply.starts_with("? syntax error"),
            "final_status_list {bad:?}: {reply:?}"
        );
    }
    // Refusing changes nothing: the lists are the same afterwards.
    let replies = replies(
        "loadsgf score-games/p13.sgf\nkata-set-rules japanese\nfinal_status_list seki\n\
         final_status_list bogus\nfinal_status_list seki\n",
    );
    let n = replies.len();
    assert_eq!(replies[n - 1], replies[n - 3]);
}

/// The stones on the board, from `showboard`: (vertex, colour letter).
fn stones(showboard: &str) -> BTreeSet<(String, char)> {
    let mut out = BTreeSet::new();
    let lines: Vec<&str> = showboard.lines().collect();
    let letters: Vec<char> = lines[1]
        .split_whitespace()
        .flat_map(|s| s.chars())
        .collect();
    for line in &lines[2..] {
        let mut words = line.split_whitespace();
        let Some(row) = words.next().and_then(|w| w.parse::<u32>().ok()) else {
            continue;
        };
        for (i, w) in words.take(letters.len()).enumerate() {
            if w == "X" || w == "O" {
                out.insert((format!("{}{row}", letters[i]), w.chars().next().unwrap()));
            }
        }
    }
    out
}

fn vertices(list_reply: &str) -> Vec<String> {
    list_reply
        .trim_start_matches('=')
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn every_stone_is_in_exactly_one_status_list() {
    let positions = [
        "p9a",
        "p9b",
        "p12-5x5",
        "p13",
        "p13v",
        "p14",
        "p16",
        "bent4",
        "bent4-dks",
        "dks",
        "dko-kos-taken",
        "dko-bent4",
        "nakade-seki-t",
        "unfilled-bent-three",
        "nakade-seki-in-eye",
        "nakade-seki-open-gap",
        "nakade-seki-open-area",
        "seki-noeye",
        "jp01",
        "jp07a",
        "jp09",
        "aga-game",
    ];
    let presets = [
        "japanese",
        "chinese",
        "aga",
        "new_zealand",
        "tromp-taylor",
        "stone-scoring",
    ];
    for pos in positions {
        let mut script = format!("loadsgf score-games/{pos}.sgf\nshowboard\n");
        for rules in presets {
            script.push_str(&format!(
                "kata-set-rules {rules}\nfinal_status_list alive\nfinal_status_list dead\n\
                 final_status_list seki\n"
            ));
        }
        let r = replies(&script);
        assert!(r.iter().all(|x| x.starts_with('=')), "{pos}: {r:?}");
        let on_board = stones(&r[1]);
        assert!(!on_board.is_empty(), "{pos}: showboard parsed");
        for (i, rules) in presets.iter().enumerate() {
            let base = 2 + 4 * i + 1;
            let mut listed: Vec<String> = Vec::new();
            for k in 0..3 {
                listed.extend(vertices(&r[base + k]));
            }
            let set: BTreeSet<String> = listed.iter().cloned().collect();
            assert_eq!(
                set.len(),
                listed.len(),
                "{pos} {rules}: a stone is in two lists"
            );
            let board: BTreeSet<String> = on_board.iter().map(|(v, _)| v.clone()).collect();
            assert_eq!(set, board, "{pos} {rules}: the lists cover the stones");
        }
    }
}
