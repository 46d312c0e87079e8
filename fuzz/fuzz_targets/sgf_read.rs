//! Fuzz target: the SGF reader. Any bytes give a record or an error, never a panic (for the first
//! game and for every game of a collection), and a record that was read writes back to text
//! that reads to the same record.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tengen::sgf;

fuzz_target!(|data: &[u8]| {
    let _ = sgf::read_games(data, 8);
    if let Ok(record) = sgf::read_bytes(data) {
        let again = sgf::read(&sgf::write(&record)).expect("our own SGF reads back");
        assert_eq!(again.moves, record.moves);
        assert_eq!(again.size, record.size);
    }
});
