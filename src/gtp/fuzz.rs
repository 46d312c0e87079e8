//! Checks shared by the fuzz targets (`fuzz/`) and the in-process fuzz test
//! (`tests/fuzz_commands.rs`): drive the engine with arbitrary GTP text and panic on the first
//! broken promise.

use super::{Engine, EngineConfig};

fn snapshot(engine: &mut Engine) -> (Option<String>, Option<String>) {
    (
        engine.handle_line("showboard"),
        engine.handle_line("printsgf"),
    )
}

/// Runs up to 200 lines of `text` through a fresh 9×9 engine. After every command the board's
/// bookkeeping must check out, and a command answered with `?` must leave `showboard` and
/// `printsgf` exactly as they were. A line `loadsgf -` loads the rest of the text as an SGF file
/// (written to `scratch`). `printsgf FILE` and `quit` lines are skipped.
pub fn check_command_sequence(text: &str, scratch: &std::path::Path) {
    let mut engine = Engine::new(EngineConfig {
        size: 9,
        search: crate::search::SearchConfig {
            threads: 1,
            playouts_per_move: Some(16),
            ..Default::default()
        },
        ..EngineConfig::default()
    });
    let lines: Vec<&str> = text.split('\n').collect();
    for (i, raw) in lines.iter().enumerate().take(200) {
        let line = if raw.trim() == "loadsgf -" {
            let _ = std::fs::write(scratch, lines[i + 1..].join("\n"));
            format!("loadsgf {}", scratch.display())
        } else if raw.trim_start().starts_with("printsgf")
            || raw.contains("quit")
            || raw.contains("tengen-set")
        {
            continue;
        } else {
            raw.to_string()
        };
        let before = snapshot(&mut engine);
        let reply = engine.handle_line(&line);
        if let Err(e) = engine.game().board().check_invariants() {
            panic!("invariants broken after '{line}': {e}");
        }
        if reply.as_deref().is_some_and(|r| r.starts_with('?')) {
            assert_eq!(
                before,
                snapshot(&mut engine),
                "failed command '{line}' changed the state"
            );
        }
    }
}
