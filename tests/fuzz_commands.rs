//! An in-process fuzz run small enough for `cargo test`: random command sequences built from real
//! commands and junk, checked by `tengen::gtp::fuzz::check_command_sequence` (invariants after
//! every command; failed commands change nothing). The libFuzzer targets in `fuzz/` run the same
//! check on coverage-guided input.

use tengen::playout::Rng;

const WORDS: &[&str] = &[
    "play b",
    "play w",
    "play B",
    "play white",
    "genmove b",
    "genmove w",
    "reg_genmove b",
    "undo",
    "undo",
    "boardsize 9",
    "boardsize 5",
    "boardsize 2",
    "boardsize 30",
    "clear_board",
    "komi 6.5",
    "komi x",
    "fixed_handicap 4",
    "fixed_handicap 10",
    "place_free_handicap 3",
    "set_free_handicap",
    "kata-set-rules japanese",
    "kata-set-rules tromp-taylor",
    "kata-set-rules new_zealand",
    "kata-set-rules jasiek-basic-ko",
    "kata-set-rules chinese",
    "kata-set-rule ko SITUATIONAL",
    "kata-set-rule suicide true",
    "kgs-rules aga",
    "final_score",
    "final_status_list dead",
    "final_status_list alive",
    "is_legal b",
    "all_legal w",
    "showboard",
    "time_settings 10 5 1",
    "time_left b 3 1",
    "kgs-time_settings byoyomi 5 1 1",
    "loadsgf -",
    "#",
    "\t",
    "1",
];
const ARGS: &[&str] = &[
    "A1", "B2", "C3", "D4", "E5", "J9", "pass", "T19", "I1", "A", "", "B1", "A2", "C1", "zz",
];

fn random_script(rng: &mut Rng) -> String {
    let mut out = String::new();
    for _ in 0..rng.below(60) {
        out.push_str(WORDS[rng.below(WORDS.len())]);
        for _ in 0..rng.below(3) {
            out.push(' ');
            out.push_str(ARGS[rng.below(ARGS.len())]);
        }
        out.push('\n');
        if rng.below(20) == 0 {
            out.push_str("(;SZ[9]AB[aa][bb]AW[ab];B[cc];W[];B[ba])\n");
        }
    }
    out
}

#[test]
fn random_command_sequences_keep_every_promise() {
    let scratch = std::env::temp_dir().join(format!("tengen-fuzz-test-{}.sgf", std::process::id()));
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        tengen::gtp::fuzz::check_command_sequence(&random_script(&mut rng), &scratch);
    }
    let _ = std::fs::remove_file(scratch);
}

/// Replays the libFuzzer corpora kept in `fuzz/corpus/` (minimised with `cargo fuzz cmin`), so
/// every input that once found new behaviour is checked again on every change: the command
/// sequences through `check_command_sequence`, the SGF inputs through the reader (never a
/// panic; what reads, writes back and reads again to the same moves).
#[test]
fn kept_fuzz_corpora_still_pass() {
    let scratch =
        std::env::temp_dir().join(format!("tengen-fuzz-corpus-{}.sgf", std::process::id()));
    let corpus = |name: &str| {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fuzz/corpus")
            .join(name);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.expect("corpus entry").path())
            .collect();
        files.sort();
        files
    };
    let commands = corpus("engine_commands");
    assert!(commands.len() > 100, "engine_commands corpus is missing");
    for path in &commands {
        let bytes = std::fs::read(path).expect("corpus file");
        tengen::gtp::fuzz::check_command_sequence(&String::from_utf8_lossy(&bytes), &scratch);
    }
    let sgfs = corpus("sgf_read");
    assert!(sgfs.len() > 100, "sgf_read corpus is missing");
    for path in &sgfs {
        let bytes = std::fs::read(path).expect("corpus file");
        let _ = tengen::sgf::read_games(&bytes, 8);
        if let Ok(record) = tengen::sgf::read_bytes(&bytes) {
            let again = tengen::sgf::read(&tengen::sgf::write(&record)).unwrap_or_else(|e| {
                panic!("{}: our own SGF does not read back: {e}", path.display())
            });
            assert_eq!(again.moves, record.moves, "{}", path.display());
        }
    }
    let _ = std::fs::remove_file(scratch);
}
