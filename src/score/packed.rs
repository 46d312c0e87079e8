//! Allocation-free containers for the local reader ([`super::solver`]).
//!
//! The reader visits hundreds of thousands of positions of a region of at most 64 points per
//! judgement, and a finished 19×19 game must be judged within a second on one thread. Copying a
//! position, following a chain and hashing a position's key must then cost no trip to the heap:
//! a region's cells live in a fixed array ([`Cells`]), sets of its points are bits of a `u64`
//! ([`bits`]), and the reader's tables hash their keys with a few multiplications
//! ([`KeyHash`]) instead of the standard library's keyed hash, which guards against hostile
//! keys that a local reading never meets. None of this changes what the reader finds.

use std::hash::{BuildHasherDefault, Hasher};
use std::ops::{Deref, DerefMut};

/// Most cells a [`Cells`] holds: the points of a region are bits of a `u64`.
pub const CAPACITY: usize = 64;

/// Up to [`CAPACITY`] cells in a fixed array, seen as a slice of its first `len`.
#[derive(Clone, Copy)]
pub struct Cells<T: Copy> {
    items: [T; CAPACITY],
    len: usize,
}

impl<T: Copy> Cells<T> {
    /// The cells of `items`, the array's unused tail filled with `fill`; `None` if there are
    /// more than [`CAPACITY`].
    pub fn new(items: &[T], fill: T) -> Option<Cells<T>> {
        if items.len() > CAPACITY {
            return None;
        }
        let mut all = [fill; CAPACITY];
        all[..items.len()].copy_from_slice(items);
        Some(Cells {
            items: all,
            len: items.len(),
        })
    }
}

impl<T: Copy> Deref for Cells<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..self.len]
    }
}

impl<T: Copy> DerefMut for Cells<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..self.len]
    }
}

impl<T: Copy + PartialEq> PartialEq for Cells<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Eq> Eq for Cells<T> {}

impl<T: Copy + std::fmt::Debug> std::fmt::Debug for Cells<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
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
    fn cells_are_a_slice_of_their_length() {
        let mut c = Cells::new(&[1u8, 2, 3], 0).unwrap();
        assert_eq!(c.len(), 3);
        c[1] = 7;
        assert_eq!(&*c, &[1, 7, 3]);
        let d = c;
        assert_eq!(c, d);
        assert!(Cells::new(&[0u8; CAPACITY + 1], 0).is_none());
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
