//! Fuzz target: the SGF reader. Any bytes give a record or an error, never a panic, and a record
//! that was read writes back to text that reads to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::sgf;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(record) = sgf::read(&text) {
        let again = sgf::read(&sgf::write(&record)).expect("our own SGF reads back");
        assert_eq!(again.moves, record.moves);
        assert_eq!(again.size, record.size);
    }
});
