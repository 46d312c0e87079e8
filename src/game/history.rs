//! The positions of a game, for the ko and cycle rules: one record per position (the start, then
//! one after every move), with counts of hash keys so that superko checks take constant time.

use crate::board::{Board, Color, side_key};
use std::collections::HashMap;

/// One position of the game.
#[derive(Clone, Copy, Debug)]
pub struct Record {
    /// Board hash (stones only).
    pub hash: u64,
    /// The player to move in this position.
    pub to_move: Color,
    /// Who created it by a play; `None` for the start and for positions after a pass.
    pub creator: Option<Color>,
    /// Stones of each colour removed from the board since the start of the game.
    pub removed: [u32; 2],
}

impl Record {
    pub fn initial(board: &Board, to_move: Color) -> Record {
        Record {
            hash: board.hash(),
            to_move,
            creator: None,
            removed: removed(board),
        }
    }
    pub fn after_play(board: &Board, color: Color) -> Record {
        Record {
            hash: board.hash(),
            to_move: color.opponent(),
            creator: Some(color),
            removed: removed(board),
        }
    }
    pub fn after_pass(board: &Board, color: Color) -> Record {
        Record {
            hash: board.hash(),
            to_move: color.opponent(),
            creator: None,
            removed: removed(board),
        }
    }
}

fn removed(board: &Board) -> [u32; 2] {
    [board.removed(Color::Black), board.removed(Color::White)]
}

const POSITIONAL: u64 = 0x5053_4B00_0000_0001;
const SITUATIONAL: u64 = 0x5353_4B00_0000_0002;
const NATURAL: u64 = 0x4E53_4B00_0000_0003;

/// Key of a board position whoever is to move.
pub fn positional(hash: u64) -> u64 {
    hash ^ POSITIONAL
}
/// Key of a board position with `to_move` to play.
pub fn situational(hash: u64, to_move: Color) -> u64 {
    hash ^ SITUATIONAL ^ side_key(to_move)
}
/// Key of a board position created by a play of `creator`.
pub fn natural(hash: u64, creator: Color) -> u64 {
    hash ^ NATURAL ^ side_key(creator).rotate_left(17)
}

/// The positions of a game, oldest first.
#[derive(Clone, Default)]
pub struct Positions {
    records: Vec<Record>,
    counts: HashMap<u64, u32>,
}

impl Positions {
    fn keys(r: &Record) -> impl Iterator<Item = u64> {
        [
            Some(positional(r.hash)),
            Some(situational(r.hash, r.to_move)),
            r.creator.map(|c| natural(r.hash, c)),
        ]
        .into_iter()
        .flatten()
    }

    pub fn push(&mut self, r: Record) {
        for k in Self::keys(&r) {
            *self.counts.entry(k).or_insert(0) += 1;
        }
        self.records.push(r);
    }

    pub fn pop(&mut self) {
        if let Some(r) = self.records.pop() {
            for k in Self::keys(&r) {
                if let Some(n) = self.counts.get_mut(&k) {
                    *n -= 1;
                    if *n == 0 {
                        self.counts.remove(&k);
                    }
                }
            }
        }
    }

    /// How many recorded positions have this key.
    pub fn count(&self, key: u64) -> u32 {
        self.counts.get(&key).copied().unwrap_or(0)
    }

    /// The board hashes of the positions 1..`plies` moves before the one a new play would
    /// create, stopping at the first pass (a cycle through a pass is not a short ko cycle).
    pub fn recent_boards(&self, plies: usize) -> impl Iterator<Item = u64> + '_ {
        let n = self.records.len();
        let window = &self.records[n.saturating_sub(plies)..];
        let first_kept = window
            .iter()
            .rposition(|r| r.creator.is_none())
            .unwrap_or(0);
        window[first_kept..].iter().map(|r| r.hash)
    }

    /// The board hashes of every position, oldest first.
    pub fn boards(&self) -> impl Iterator<Item = u64> + '_ {
        self.records.iter().map(|r| r.hash)
    }

    /// The latest earlier position with this board, if any.
    pub fn last_with_board(&self, hash: u64) -> Option<&Record> {
        self.records.iter().rev().find(|r| r.hash == hash)
    }
}
