//! Fuzz target: the GTP line grammar. Preprocessing and parsing must never panic, and whatever
//! they accept must be framed as a well-formed response.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::gtp::parse;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.split('\n') {
        let Some(clean) = parse::preprocess(line) else { continue };
        assert!(!clean.contains('#') && !clean.contains('\t') && !clean.contains('\r'));
        if let Some(cmd) = parse::parse_command(&clean) {
            for arg in &cmd.args {
                let _ = parse::color(arg);
                let _ = parse::vertex(arg, 19);
                let _ = parse::int(arg);
                let _ = parse::float(arg);
            }
            let framed = parse::success(cmd.id, &cmd.args.join("\n"));
            assert!(framed.ends_with("\n\n") && !framed[..framed.len() - 2].contains("\n\n"));
        }
    }
});
