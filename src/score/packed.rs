//! Allocation-free containers for the local reader ([`super::solver`]).
//!
//! The reader visits hundreds of thousands of positions of a region of at most 64 points per
//! judgement, and a finished 19×19 game must be judged within a second on one thread. Copying a
//! position, following a chain and hashing a position's key must then cost no trip to the heap:
//! a region's stones are two bit sets, one per colour ([`Stones`]), sets of its points are bits
//! of a `u64` ([`bits`]), and the reader's tables hash their keys with a few multiplications
//! ([`KeyHash`]) instead of the standard library's keyed hash, which guards against hostile
//! keys that a local reading never meets. None of this changes what the reader finds.

use crate::board::Color;
use std::hash::{BuildHasherDefault, Hasher};
use std::ops::Index;

/// Most points a region may have: its points are bits of a `u64`.
pub const CAPACITY: usize = 64;

/// What stands on a point of a region.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Local {
    Empty,
    Stone(Color),
}

/// The stones on a region of up to [`CAPACITY`] points, a bit per point for each colour.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stones {
    black: u64,
    white: u64,
    len: usize,
}

impl Stones {
    /// The stones of `cells`; `None` if there are more than [`CAPACITY`] points.
    pub fn new(cells: &[Local]) -> Option<Stones> {
        if cells.len() > CAPACITY {
            return None;
        }
        let mut stones = Stones {
            black: 0,
            white: 0,
            len: cells.len(),
        };
        for (i, &c) in cells.iter().enumerate() {
            stones.set(i, c);
        }
        Some(stones)
    }

    /// Puts `c` on point `i`.
    pub fn set(&mut self, i: usize, c: Local) {
        self.clear(1 << i);
        match c {
            Local::Empty => {}
            Local::Stone(Color::Black) => self.black |= 1 << i,
            Local::Stone(Color::White) => self.white |= 1 << i,
        }
    }

    /// Takes the stones off the points of `mask`.
    pub fn clear(&mut self, mask: u64) {
        self.black &= !mask;
        self.white &= !mask;
    }

    /// The points of `color`'s stones.
    pub fn of(&self, color: Color) -> u64 {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// Every point of the region.
    pub fn all(&self) -> u64 {
        if self.len == CAPACITY {
            u64::MAX
        } else {
            (1 << self.len) - 1
        }
    }

    /// The empty points.
    pub fn empties(&self) -> u64 {
        self.all() & !(self.black | self.white)
    }

    /// Whether some point holds `c`.
    pub fn contains(&self, c: &Local) -> bool {
        match c {
            Local::Empty => self.empties() != 0,
            Local::Stone(color) => self.of(*color) != 0,
        }
    }

    /// The region as a number in base 3 (empty 0, Black 1, White 2), its first point the most
    /// significant digit; exact for up to 80 points.
    pub fn base3(&self) -> u128 {
        // 3^40 < 2^64: forty digits at a time in 64-bit arithmetic.
        const CHUNK: usize = 40;
        let mut k: u128 = 0;
        let mut start = 0;
        while start < self.len {
            let end = (start + CHUNK).min(self.len);
            let (mut chunk, mut scale) = (0u64, 1u128);
            for i in start..end {
                chunk = chunk * 3 + (self.black >> i & 1) + 2 * (self.white >> i & 1);
                scale *= 3;
            }
            k = k * scale + chunk as u128;
            start = end;
        }
        k
    }
}

impl Index<usize> for Stones {
    type Output = Local;
    fn index(&self, i: usize) -> &Local {
        const EMPTY: Local = Local::Empty;
        const BLACK: Local = Local::Stone(Color::Black);
        const WHITE: Local = Local::Stone(Color::White);
        assert!(i < self.len, "point {i} of a region of {}", self.len);
        if self.black >> i & 1 != 0 {
            &BLACK
        } else if self.white >> i & 1 != 0 {
            &WHITE
        } else {
            &EMPTY
        }
    }
}

/// The indices of the set bits of `mask`, lowest first.
pub fn bits(mut mask: u64) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if mask == 0 {
            return None;
        }
        let i = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        Some(i)
    })
}

/// A fast hash for the reader's position keys (integers): each word is mixed in with an odd
/// multiplier and the high bits are folded down at the end, so that both the bucket (low bits)
/// and the table's tag (high bits) depend on every bit of the key.
#[derive(Default, Clone, Copy)]
pub struct KeyHasher {
    state: u64,
}

/// Odd constant with well-spread bits (the fractional part of the golden ratio).
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

impl Hasher for KeyHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.state = (self.state.rotate_left(23) ^ x).wrapping_mul(MIX);
    }

    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    fn finish(&self) -> u64 {
        let h = self.state;
        (h ^ (h >> 29)).wrapping_mul(MIX) ^ (h >> 32)
    }
}

/// Builds [`KeyHasher`]s for `HashMap::default()` and `HashSet::default()`.
pub type KeyHash = BuildHasherDefault<KeyHasher>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::hash::BuildHasher;

    #[test]
    fn stones_read_back_what_was_set() {
        let black = Local::Stone(Color::Black);
        let white = Local::Stone(Color::White);
        let mut s = Stones::new(&[black, Local::Empty, white]).unwrap();
        assert_eq!(s.all(), 0b111);
        assert_eq!(s.empties(), 0b010);
        s.set(1, white);
        s.set(0, Local::Empty);
        assert_eq!([s[0], s[1], s[2]], [Local::Empty, white, white]);
        assert!(!s.contains(&black) && s.contains(&white) && s.contains(&Local::Empty));
        s.clear(0b100);
        assert_eq!(s[2], Local::Empty);
        assert_eq!(
            Stones::new(&[Local::Empty; CAPACITY]).unwrap().all(),
            u64::MAX
        );
        assert_eq!(Stones::new(&[]).unwrap().all(), 0);
        assert!(Stones::new(&[Local::Empty; CAPACITY + 1]).is_none());
    }

    /// The base-3 number equals the digit-by-digit one, also past 40 points.
    #[test]
    fn base3_is_the_cells_in_base_three() {
        let cells: Vec<Local> = (0..CAPACITY)
            .map(|i| match (i * 7 + i / 3) % 3 {
                0 => Local::Empty,
                1 => Local::Stone(Color::Black),
                _ => Local::Stone(Color::White),
            })
            .collect();
        for n in [0, 1, 39, 40, 41, 63, 64] {
            let s = Stones::new(&cells[..n]).unwrap();
            let slow = cells[..n].iter().fold(0u128, |k, c| {
                k * 3
                    + match c {
                        Local::Empty => 0,
                        Local::Stone(Color::Black) => 1,
                        Local::Stone(Color::White) => 2,
                    }
            });
            assert_eq!(s.base3(), slow, "{n} points");
        }
    }

    #[test]
    fn bits_lists_the_set_bits_lowest_first() {
        assert_eq!(bits(0).count(), 0);
        assert_eq!(
            bits(1 << 63 | 1 << 5 | 1).collect::<Vec<_>>(),
            vec![0, 5, 63]
        );
    }

    #[test]
    fn nearby_keys_hash_apart() {
        let build = KeyHash::default();
        let mut low = HashSet::new();
        let mut high = HashSet::new();
        for k in 0..4096u128 {
            let h = build.hash_one((k << 40, 0u64, k as u64));
            low.insert(h & 0xfff);
            high.insert(h >> 52);
        }
        // 4096 keys into 4096 buckets: a good hash leaves about 63% of them used.
        assert!(low.len() > 2400, "low bits: {}", low.len());
        assert!(high.len() > 2400, "high bits: {}", high.len());
    }
}
