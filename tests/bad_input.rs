//! Bad input never changes state: for every command the engine lists, malformed variants answer
//! `?` and leave `showboard`, `printsgf` and `kata-get-rules` byte-identical to what they were.
//!
//! The table below must name every command of `list_commands`; a new command without malformed
//! variants here fails [`every_command_has_malformed_variants`].

mod common;

use std::collections::BTreeSet;

/// A game in progress: handicap-free 9×9 with a capture, a ko shape and komi set by the user.
const SETUP: &str = "boardsize 9
clear_board
komi 6.5
play b c3
play w d3
play b d4
play w e4
play b e3
play w c4
play b d2
play w f3
play b e2
play w d5
play b c5
play w b4
";

/// Malformed or illegal variants of each command, in the position of [`SETUP`]. Commands
/// without arguments are malformed by the case of their name (command names are
/// case-sensitive), which must answer `unknown command`.
const VARIANTS: &[(&str, &[&str])] = &[
    (
        "protocol_version",
        &["PROTOCOL_VERSION", "Protocol_version"],
    ),
    ("name", &["NAME"]),
    ("version", &["Version"]),
    ("known_command", &["known_command", "KNOWN_COMMAND play"]),
    ("list_commands", &["LIST_COMMANDS"]),
    ("quit", &["QUIT", "Quit"]),
    (
        "boardsize",
        &[
            "boardsize",
            "boardsize x",
            "boardsize 1",
            "boardsize 26",
            "boardsize -9",
            "boardsize 9 13",
            "boardsize 99999999999",
        ],
    ),
    ("clear_board", &["CLEAR_BOARD"]),
    (
        "komi",
        &["komi", "komi abc", "komi 6.5.5", "komi nan", "komi inf"],
    ),
    (
        "play",
        &[
            "play",
            "play b",
            "play x d4",
            "play b z9",
            "play b i5",
            "play b a10",
            "play b d4",
            "play w c3",
            "play b 44",
            "play blackish e5",
        ],
    ),
    ("genmove", &["genmove", "genmove x", "genmove bw"]),
    ("reg_genmove", &["reg_genmove", "reg_genmove purple"]),
    (
        "tengen-set_playouts",
        &[
            "tengen-set_playouts",
            "tengen-set_playouts x",
            "tengen-set_playouts -5",
        ],
    ),
    (
        "tengen-set_threads",
        &[
            "tengen-set_threads",
            "tengen-set_threads 0",
            "tengen-set_threads two",
        ],
    ),
    ("undo", &["UNDO"]),
    (
        "fixed_handicap",
        &[
            "fixed_handicap",
            "fixed_handicap x",
            "fixed_handicap 1",
            "fixed_handicap 3",
            "fixed_handicap 10",
        ],
    ),
    (
        "place_free_handicap",
        &[
            "place_free_handicap",
            "place_free_handicap 1",
            "place_free_handicap 4",
            "place_free_handicap 99",
        ],
    ),
    (
        "set_free_handicap",
        &[
            "set_free_handicap",
            "set_free_handicap g7 g3",
            "set_free_handicap zz yy",
            "set_free_handicap g7",
        ],
    ),
    ("showboard", &["SHOWBOARD"]),
    (
        "loadsgf",
        &[
            "loadsgf",
            "loadsgf /nonexistent/tengen/game.sgf",
            "loadsgf /",
        ],
    ),
    (
        "printsgf",
        &["PRINTSGF", "printsgf /nonexistent/tengen/dir/out.sgf"],
    ),
    (
        "is_legal",
        &["is_legal", "is_legal b", "is_legal q d4", "is_legal b j10"],
    ),
    ("all_legal", &["all_legal", "all_legal x"]),
    (
        "time_settings",
        &[
            "time_settings",
            "time_settings 1 2",
            "time_settings a b c",
            "time_settings -1 0 0",
            "time_settings 10 5 -2",
        ],
    ),
    (
        "time_left",
        &[
            "time_left",
            "time_left b 10",
            "time_left q 10 0",
            "time_left b x 0",
            "time_left w -4 0",
        ],
    ),
    (
        "kgs-time_settings",
        &[
            "kgs-time_settings",
            "kgs-time_settings bogus",
            "kgs-time_settings byoyomi 1",
            "kgs-time_settings canadian 1 x 2",
            "kgs-time_settings absolute",
        ],
    ),
    (
        "kgs-rules",
        &["kgs-rules", "kgs-rules bogus", "kgs-rules ing"],
    ),
    (
        "kata-set-rules",
        &[
            "kata-set-rules",
            "kata-set-rules bogus",
            "kata-set-rules {\"ko\":\"NOPE\"}",
            "kata-set-rules {",
        ],
    ),
    ("kata-get-rules", &["KATA-GET-RULES"]),
    (
        "kata-set-rule",
        &[
            "kata-set-rule",
            "kata-set-rule ko",
            "kata-set-rule ko bogus",
            "kata-set-rule nokey 1",
            "kata-set-rule scoring SIDEWAYS",
        ],
    ),
    ("final_score", &["FINAL_SCORE"]),
    (
        "final_status_list",
        &[
            "final_status_list",
            "final_status_list bogus",
            "final_status_list ALIVE",
        ],
    ),
    ("tengen-score_breakdown", &["Tengen-score_breakdown"]),
    ("tengen-score_all", &["TENGEN-SCORE_ALL"]),
    ("gogui-analyze_commands", &["GOGUI-ANALYZE_COMMANDS"]),
    ("gogui-interrupt", &["Gogui-interrupt"]),
    ("gogui-title", &["GOGUI-TITLE"]),
    (
        "kata-analyze",
        &[
            "kata-analyze x",
            "kata-analyze b 10 bogus 3",
            "kata-analyze b -5",
            "kata-analyze b 10 ownership maybe",
        ],
    ),
    ("lz-analyze", &["lz-analyze q", "lz-analyze b x"]),
    (
        "kata-genmove_analyze",
        &["kata-genmove_analyze x", "kata-genmove_analyze b 10 avoid"],
    ),
    (
        "lz-genmove_analyze",
        &["lz-genmove_analyze w -1", "lz-genmove_analyze purple"],
    ),
    ("kata-list_time_settings", &["KATA-LIST_TIME_SETTINGS"]),
    (
        "kata-time_settings",
        &[
            "kata-time_settings",
            "kata-time_settings bogus 1",
            "kata-time_settings fischer x y",
            "kata-time_settings byoyomi 10",
        ],
    ),
    ("kgs-game_over", &["KGS-GAME_OVER"]),
    (
        "kgs-genmove_cleanup",
        &["kgs-genmove_cleanup", "kgs-genmove_cleanup x"],
    ),
    ("tengen-best_moves", &["tengen-best_moves x"]),
    ("tengen-best_moves_gfx", &["tengen-best_moves_gfx x"]),
    ("tengen-final_status_gfx", &["tengen-final_status_gfx x"]),
    ("tengen-ownership", &["tengen-ownership x"]),
    (
        "tengen-rules",
        &[
            "tengen-rules bogus",
            "tengen-rules ko NOPE",
            "tengen-rules preset nowhere",
        ],
    ),
];

fn engine_output(input: &str) -> String {
    common::gtp(input)
}

fn listed_commands() -> BTreeSet<String> {
    let out = engine_output("1 list_commands\n");
    out.trim_start_matches("=1 ")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect()
}

#[test]
fn every_command_has_malformed_variants() {
    let covered: BTreeSet<String> = VARIANTS.iter().map(|(c, _)| c.to_string()).collect();
    let missing: Vec<_> = listed_commands().difference(&covered).cloned().collect();
    assert!(missing.is_empty(), "no malformed variants for {missing:?}");
}

/// The state commands whose answers must not change, each given an id from `base`.
fn snapshot(base: u32) -> String {
    format!(
        "{base} showboard\n{} printsgf\n{} kata-get-rules\n",
        base + 1,
        base + 2
    )
}

#[test]
fn malformed_commands_answer_errors_and_change_nothing() {
    let mut script = String::from(SETUP);
    let mut cases = Vec::new();
    let mut id = 1000;
    for (_, variants) in VARIANTS {
        for variant in *variants {
            script.push_str(&snapshot(id));
            script.push_str(&format!("{} {variant}\n", id + 3));
            script.push_str(&snapshot(id + 4));
            cases.push((id, *variant));
            id += 10;
        }
    }
    let out = engine_output(&script);
    let replies: std::collections::HashMap<u32, String> = common::responses(&out)
        .into_iter()
        .filter_map(|r| {
            let (head, _) = r.split_once(' ')?;
            let n = head[1..].parse().ok()?;
            Some((n, r))
        })
        .collect();
    let reply = |n: u32, what: &str| {
        replies
            .get(&n)
            .unwrap_or_else(|| panic!("no reply to {what} (id {n})\n{out}"))
            .clone()
    };
    for (id, variant) in cases {
        let answer = reply(id + 3, variant);
        assert!(
            answer.starts_with('?'),
            "`{variant}` answered {answer:?}, not an error"
        );
        for k in 0..3 {
            let before = reply(id + k, "snapshot before");
            let after = reply(id + 4 + k, "snapshot after");
            assert_eq!(
                before[before.find(' ').unwrap()..],
                after[after.find(' ').unwrap()..],
                "`{variant}` changed the state"
            );
        }
    }
}
