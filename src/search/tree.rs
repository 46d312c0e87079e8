//! The search tree: nodes in a shared arena that several threads grow at once without locks.
//!
//! Every statistic is an atomic integer. Visits and wins on the descent path use atomic adds
//! (a visit is added on the way down and works as a virtual loss until the result arrives); the
//! AMAF statistics of all siblings are updated with plain relaxed loads and stores, which may
//! lose an update when two threads race on the same node (as in Pachi) but cost no locked
//! instruction. A node is expanded by the one thread that wins a compare-and-swap on its state;
//! it writes the children into a block of the arena and publishes them with a release store.
//!
//! The arena is a list of fixed-size chunks allocated on first use up to a node limit (the
//! memory cap). When it is full, leaves stop expanding and the search goes on with what it has.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, AtomicU16, AtomicU32, AtomicUsize, Ordering};

const RELAXED: Ordering = Ordering::Relaxed;

/// Node states.
pub const LEAF: u8 = 0;
pub const EXPANDING: u8 = 1;
pub const EXPANDED: u8 = 2;
/// A leaf that will never be expanded (terminal, or the arena was full).
pub const FINAL: u8 = 3;

/// One move in the tree and its statistics, from the point of view of the player who made it.
/// Wins count in half points (a win is 2, a draw 1).
#[derive(Default, Debug)]
pub struct Node {
    pub visits: AtomicU32,
    pub wins: AtomicU32,
    pub amaf_visits: AtomicU32,
    pub amaf_wins: AtomicU32,
    first_child: AtomicU32,
    /// The point played (`PASS` = 0 for a pass).
    mv: AtomicU16,
    n_children: AtomicU16,
    /// Prior knowledge as virtual visits and half-point wins.
    prior_visits: AtomicU16,
    prior_wins: AtomicU16,
    state: AtomicU8,
    /// 1 once the children have been given the learned model's priors.
    patterns: AtomicU8,
}

/// A child as the expanding thread describes it.
#[derive(Clone, Copy, Debug)]
pub struct NewChild {
    pub mv: u16,
    pub prior_visits: u16,
    pub prior_wins: u16,
}

impl Node {
    pub fn mv(&self) -> u16 {
        self.mv.load(RELAXED)
    }
    pub fn visits(&self) -> u32 {
        self.visits.load(RELAXED)
    }
    pub fn wins(&self) -> u32 {
        self.wins.load(RELAXED)
    }
    pub fn prior(&self) -> (u32, u32) {
        (
            self.prior_visits.load(RELAXED) as u32,
            self.prior_wins.load(RELAXED) as u32,
        )
    }
    pub fn state(&self) -> u8 {
        self.state.load(Ordering::Acquire)
    }
    pub fn set_state(&self, s: u8) {
        self.state.store(s, Ordering::Release);
    }
    /// True for the one caller that gets to give the children the learned model's priors.
    pub fn try_claim_patterns(&self) -> bool {
        self.patterns.load(RELAXED) == 0
            && self
                .patterns
                .compare_exchange(0, 1, Ordering::AcqRel, RELAXED)
                .is_ok()
    }
    /// Adds virtual visits and half-point wins to the prior (saturating).
    pub fn add_prior(&self, visits: u16, wins: u16) {
        let v = self.prior_visits.load(RELAXED);
        let w = self.prior_wins.load(RELAXED);
        self.prior_visits.store(v.saturating_add(visits), RELAXED);
        self.prior_wins.store(w.saturating_add(wins), RELAXED);
    }
    pub fn try_start_expanding(&self) -> bool {
        self.state
            .compare_exchange(LEAF, EXPANDING, Ordering::Acquire, RELAXED)
            .is_ok()
    }
    /// First child index and count, if expanded.
    pub fn children(&self) -> Option<(u32, u32)> {
        if self.state() == EXPANDED {
            Some((
                self.first_child.load(RELAXED),
                self.n_children.load(RELAXED) as u32,
            ))
        } else {
            None
        }
    }
    /// Win rate of the real playouts (0.5 without any).
    pub fn winrate(&self) -> f32 {
        let v = self.visits();
        if v == 0 {
            0.5
        } else {
            self.wins() as f32 / (2.0 * v as f32)
        }
    }
    /// Adds one AMAF result without a locked instruction (may rarely lose an update).
    #[inline(always)]
    pub fn add_amaf(&self, result: u32) {
        self.amaf_visits
            .store(self.amaf_visits.load(RELAXED) + 1, RELAXED);
        self.amaf_wins
            .store(self.amaf_wins.load(RELAXED) + result, RELAXED);
    }
    fn init(&self, c: &NewChild) {
        self.visits.store(0, RELAXED);
        self.wins.store(0, RELAXED);
        self.amaf_visits.store(0, RELAXED);
        self.amaf_wins.store(0, RELAXED);
        self.first_child.store(0, RELAXED);
        self.n_children.store(0, RELAXED);
        self.mv.store(c.mv, RELAXED);
        self.prior_visits.store(c.prior_visits, RELAXED);
        self.prior_wins.store(c.prior_wins, RELAXED);
        self.patterns.store(0, RELAXED);
        self.state.store(LEAF, RELAXED);
    }
    fn copy_stats_from(&self, o: &Node) {
        self.visits.store(o.visits(), RELAXED);
        self.wins.store(o.wins(), RELAXED);
        self.amaf_visits.store(o.amaf_visits.load(RELAXED), RELAXED);
        self.amaf_wins.store(o.amaf_wins.load(RELAXED), RELAXED);
        self.mv.store(o.mv(), RELAXED);
        self.prior_visits
            .store(o.prior_visits.load(RELAXED), RELAXED);
        self.prior_wins.store(o.prior_wins.load(RELAXED), RELAXED);
        self.patterns.store(o.patterns.load(RELAXED), RELAXED);
    }
}

const CHUNK_BITS: u32 = 15;
const CHUNK: usize = 1 << CHUNK_BITS;

/// Node storage: chunks of `CHUNK` nodes allocated on demand, up to `limit` nodes.
pub struct Arena {
    chunks: Box<[OnceLock<Box<[Node]>>]>,
    next: AtomicUsize,
    limit: usize,
}

impl Arena {
    /// An arena holding at most `max_bytes` of nodes (at least a few chunks' worth).
    pub fn new(max_bytes: usize) -> Arena {
        let limit = (max_bytes / std::mem::size_of::<Node>()).max(4 * CHUNK);
        let n_chunks = limit.div_ceil(CHUNK);
        Arena {
            chunks: (0..n_chunks).map(|_| OnceLock::new()).collect(),
            // Index 0 is never handed out: 0 means "no children".
            next: AtomicUsize::new(1),
            limit: n_chunks * CHUNK,
        }
    }

    /// Forgets every node (their memory stays allocated and is reused).
    pub fn clear(&mut self) {
        *self.next.get_mut() = 1;
    }

    /// Nodes handed out so far.
    pub fn used(&self) -> usize {
        self.next.load(RELAXED)
    }

    pub fn capacity(&self) -> usize {
        self.limit
    }

    #[inline(always)]
    pub fn node(&self, i: u32) -> &Node {
        let i = i as usize;
        let chunk = self.chunks[i >> CHUNK_BITS]
            .get()
            .expect("node in an allocated chunk");
        &chunk[i & (CHUNK - 1)]
    }

    /// Reserves `n` consecutive nodes (`n <= CHUNK`) inside one chunk; `None` when full.
    fn alloc(&self, n: usize) -> Option<u32> {
        debug_assert!(n <= CHUNK);
        let mut start = self.next.load(RELAXED);
        loop {
            let off = start & (CHUNK - 1);
            let s = if off + n > CHUNK {
                (start | (CHUNK - 1)) + 1
            } else {
                start
            };
            if s + n > self.limit {
                return None;
            }
            match self
                .next
                .compare_exchange_weak(start, s + n, RELAXED, RELAXED)
            {
                Ok(_) => {
                    let first = s >> CHUNK_BITS;
                    let last = (s + n - 1) >> CHUNK_BITS;
                    for c in first..=last {
                        self.chunks[c]
                            .get_or_init(|| (0..CHUNK).map(|_| Node::default()).collect());
                    }
                    return Some(s as u32);
                }
                Err(now) => start = now,
            }
        }
    }

    /// A new root node (unexpanded), or `None` if the arena is full.
    pub fn new_root(&self) -> Option<u32> {
        let i = self.alloc(1)?;
        self.node(i).init(&NewChild {
            mv: 0,
            prior_visits: 0,
            prior_wins: 0,
        });
        Some(i)
    }

    /// Gives `parent` (which must be in state `EXPANDING`, owned by the caller) the children
    /// described; returns false (and marks the parent `FINAL`) when the arena is full.
    pub fn expand(&self, parent: u32, children: &[NewChild]) -> bool {
        let p = self.node(parent);
        if children.is_empty() {
            p.set_state(FINAL);
            return false;
        }
        let Some(first) = self.alloc(children.len()) else {
            p.set_state(FINAL);
            return false;
        };
        for (i, c) in children.iter().enumerate() {
            self.node(first + i as u32).init(c);
        }
        p.first_child.store(first, RELAXED);
        p.n_children.store(children.len() as u16, RELAXED);
        p.set_state(EXPANDED);
        true
    }

    /// Copies the subtree under `root` of `from` into this (empty) arena; returns the new root.
    /// Used to compact the tree when it is reused. Stops copying deeper levels when full.
    pub fn copy_subtree(&self, from: &Arena, root: u32) -> Option<u32> {
        let new_root = self.alloc(1)?;
        self.node(new_root).init(&NewChild {
            mv: 0,
            prior_visits: 0,
            prior_wins: 0,
        });
        self.node(new_root).copy_stats_from(from.node(root));
        let mut stack = vec![(root, new_root)];
        while let Some((old, new)) = stack.pop() {
            let Some((first, n)) = from.node(old).children() else {
                continue;
            };
            let Some(dst) = self.alloc(n as usize) else {
                continue;
            };
            for i in 0..n {
                let o = from.node(first + i);
                let d = self.node(dst + i);
                d.init(&NewChild {
                    mv: 0,
                    prior_visits: 0,
                    prior_wins: 0,
                });
                d.copy_stats_from(o);
                if o.state() == FINAL {
                    d.set_state(FINAL);
                }
                stack.push((first + i, dst + i));
            }
            let nn = self.node(new);
            nn.first_child.store(dst, RELAXED);
            nn.n_children.store(n as u16, RELAXED);
            nn.set_state(EXPANDED);
        }
        Some(new_root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_is_small() {
        assert!(std::mem::size_of::<Node>() <= 32);
    }

    #[test]
    fn pattern_priors_are_claimed_once_and_added_to_the_prior() {
        let a = Arena::new(1);
        let root = a.new_root().unwrap();
        let n = a.node(root);
        assert!(n.try_claim_patterns());
        assert!(
            !n.try_claim_patterns(),
            "a second caller must not add them again"
        );
        n.add_prior(3, 6);
        n.add_prior(u16::MAX, 1);
        assert_eq!(n.prior(), (u16::MAX as u32, 7));
        // A copied node keeps its claim, so a reused tree does not count the priors twice.
        let b = Arena::new(1);
        let copy = b.copy_subtree(&a, root).unwrap();
        assert!(!b.node(copy).try_claim_patterns());
    }

    #[test]
    fn arena_fills_up_and_refuses() {
        let a = Arena::new(1);
        let root = a.new_root().unwrap();
        assert!(a.node(root).try_start_expanding());
        let kids = vec![
            NewChild {
                mv: 5,
                prior_visits: 1,
                prior_wins: 2,
            };
            300
        ];
        assert!(a.expand(root, &kids));
        let (first, n) = a.node(root).children().unwrap();
        assert_eq!(n, 300);
        assert_eq!(a.node(first + 7).mv(), 5);
        let mut grown = 0;
        loop {
            let r = a.new_root().unwrap_or(0);
            if r == 0 || !a.node(r).try_start_expanding() || !a.expand(r, &kids) {
                break;
            }
            grown += 1;
        }
        assert!(grown > 10);
        assert!(a.used() <= a.capacity());
        let b = Arena::new(1 << 20);
        let copy = b.copy_subtree(&a, root).unwrap();
        assert_eq!(b.node(copy).children().unwrap().1, 300);
    }
}
