//! Fuzz target: whole command sequences through the engine (undo, handicap, rules switches,
//! loadsgf of the fuzzer's bytes, final_score, ...). See `tengen::gtp::fuzz`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let scratch = std::env::temp_dir().join(format!("tengen-fuzz-{}.sgf", std::process::id()));
    tengen::gtp::fuzz::check_command_sequence(&String::from_utf8_lossy(data), &scratch);
});
