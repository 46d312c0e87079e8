//! The features of a candidate move, as in Coulom's "Computing Elo ratings of move patterns in
//! the game of Go" (2007): a move is a team of features, one level per feature group at most,
//! and the move model gives each level a strength (a gamma).
//!
//! Groups and their levels (the player to move is "own", the other "opponent"):
//!
//! - **pass**: 0 after a play, 1 after the opponent passed (the pass is a candidate of its own);
//! - **capture**: 0 the chain of the last move, 1 a chain whose capture saves an own chain in
//!   atari, 2 another single stone, 3 another chain of two or more stones;
//! - **escape** (extending an own chain in atari to two or more liberties): 0 two liberties,
//!   atari from the last move; 1 three or more, atari from the last move; 2 and 3 the same for
//!   an older atari;
//! - **self-atari**: 0 a lone stone, 1 a play that joins own stones (and puts them in atari);
//! - **atari**: 0 an atari, 1 an atari while a ko point is on the board;
//! - **ladder**: 0 an atari that captures in a ladder, 1 an escape that runs into a ladder (read
//!   with [`caught_in_ladder`]);
//! - **distance to the last move** and **to the move before**: Coulom's distance
//!   `dx + dy + max(dx, dy)`, levels 2 to 16 and 17 for anything farther;
//! - **edge**: the line of the move, levels for the first to the fifth line (none farther in);
//! - **3×3 shape**: the eight neighbours (empty, off-board, own or opponent stone), and for the
//!   four orthogonal ones the liberties of their chains (1, 2, 3 or more), reduced over the eight
//!   symmetries of the square;
//! - **large shape**: the largest of the diamonds of Pachi's spatial dictionaries (points within
//!   Coulom's distance 4 to 10 of the move) found in the dictionary of shapes harvested from
//!   strong players' moves, each hashed with Zobrist-like keys under all eight symmetries.
//!
//! Everything reads the playout board, reusing its chains and liberties, the playout policy's
//! liberty count after a play ([`PlayoutBoard::libs_after`]) and the tactics' ladder reader.

use crate::playout::board::{EMPTY, PASS, PlayoutBoard, opp};
use crate::playout::tactics::caught_in_ladder;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A feature group: the model gives one strength to each of its levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Pass,
    Capture,
    Escape,
    SelfAtari,
    Atari,
    Ladder,
    DistanceLast,
    DistanceLast2,
    Edge,
    Shape3,
    Shape,
}

/// Groups with a handful of levels, kept in [`Features::small`] in this order.
pub const SMALL_GROUPS: [Group; 9] = [
    Group::Pass,
    Group::Capture,
    Group::Escape,
    Group::SelfAtari,
    Group::Atari,
    Group::Ladder,
    Group::DistanceLast,
    Group::DistanceLast2,
    Group::Edge,
];

/// Every group, the small ones first.
pub const ALL_GROUPS: [Group; 11] = [
    Group::Pass,
    Group::Capture,
    Group::Escape,
    Group::SelfAtari,
    Group::Atari,
    Group::Ladder,
    Group::DistanceLast,
    Group::DistanceLast2,
    Group::Edge,
    Group::Shape3,
    Group::Shape,
];

impl Group {
    /// Levels of a small group (the shapes have their own tables).
    pub fn levels(self) -> usize {
        match self {
            Group::Pass | Group::SelfAtari | Group::Atari | Group::Ladder => 2,
            Group::Capture | Group::Escape => 4,
            Group::DistanceLast | Group::DistanceLast2 => 16,
            Group::Edge => 5,
            Group::Shape3 => SHAPE3_KEYS,
            Group::Shape => 0,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Group::Pass => "pass",
            Group::Capture => "capture",
            Group::Escape => "escape",
            Group::SelfAtari => "self-atari",
            Group::Atari => "atari",
            Group::Ladder => "ladder",
            Group::DistanceLast => "distance-last",
            Group::DistanceLast2 => "distance-last2",
            Group::Edge => "edge",
            Group::Shape3 => "shape3x3",
            Group::Shape => "large-shape",
        }
    }

    /// Index in [`Features::small`], for the small groups.
    pub fn small_index(self) -> Option<usize> {
        SMALL_GROUPS.iter().position(|&g| g == self)
    }
}

/// No level of a group applies.
pub const NONE: u8 = u8::MAX;
/// No shape (a pass, or no large shape of the dictionary matches).
pub const NO_SHAPE: u32 = u32::MAX;

/// The features of one candidate move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Features {
    /// Level of each of [`SMALL_GROUPS`], or [`NONE`].
    pub small: [u8; 9],
    /// Canonical 3×3 key ([`shape3_key`]), or [`NO_SHAPE`].
    pub shape3: u32,
    /// Id of the largest dictionary shape that matches, or [`NO_SHAPE`].
    pub shape: u32,
}

impl Features {
    fn empty() -> Features {
        Features {
            small: [NONE; 9],
            shape3: NO_SHAPE,
            shape: NO_SHAPE,
        }
    }

    /// The features of a pass.
    pub fn pass(after_pass: bool) -> Features {
        let mut f = Features::empty();
        f.small[0] = after_pass as u8;
        f
    }

    fn set(&mut self, g: Group, level: u8) {
        if let Some(i) = g.small_index() {
            self.small[i] = level;
        }
    }

    /// The level of a small group.
    pub fn get(&self, g: Group) -> u8 {
        g.small_index().map_or(NONE, |i| self.small[i])
    }
}

/// What every candidate of one position shares: the player, the last moves, the liberties of
/// every chain (capped at 3) and the opponent chains in atari next to own chains in atari.
pub struct Context {
    color: u8,
    last: usize,
    last2: usize,
    ko_on_board: bool,
    /// Per chain head: distinct liberties, at most 3.
    libs: Vec<u8>,
    /// Heads of opponent chains in atari whose capture saves an own chain in atari.
    saving: Vec<usize>,
}

impl Context {
    /// The context of `b` with its player to move.
    pub fn new(b: &PlayoutBoard) -> Context {
        let c = b.to_move();
        let mut libs = vec![0u8; b.len()];
        let mut own_in_atari = Vec::new();
        for (p, lib) in libs.iter_mut().enumerate() {
            let col = b.color(p);
            if (col == c || col == opp(c)) && b.chain(p) == p {
                let mut out = [0u16; 3];
                *lib = b.liberties_of(p, &mut out) as u8;
                if col == c && *lib == 1 {
                    own_in_atari.push(p);
                }
            }
        }
        let mut saving = Vec::new();
        for h in own_in_atari {
            let mut s = h;
            loop {
                for q in b.neighbors(s) {
                    if b.color(q) == opp(c) && libs[b.chain(q)] == 1 {
                        saving.push(b.chain(q));
                    }
                }
                s = b.next_stone(s);
                if s == h {
                    break;
                }
            }
        }
        Context {
            color: c,
            last: b.last_move() as usize,
            last2: b.last_move2() as usize,
            ko_on_board: b.ko() != PASS,
            libs,
            saving,
        }
    }

    /// Liberties (at most 3) of the chain through the stone at `p`.
    fn libs_at(&self, b: &PlayoutBoard, p: usize) -> u8 {
        self.libs[b.chain(p)]
    }
}

/// The features of a play at the empty point `p` by the player to move. `shapes` finds a large
/// shape's id from its hash ([`ShapeDictionary`]). The board is used for reading (ladders) and
/// left as it was.
pub fn features(
    b: &mut PlayoutBoard,
    ctx: &Context,
    p: usize,
    shapes: &ShapeDictionary,
) -> Features {
    let mut f = Features::empty();
    f.shape3 = shape3_key(b, ctx, p);
    f.shape = largest_shape(b, ctx.color, p, shapes);
    tactical(b, ctx, p, &mut f);
    for (g, last) in [
        (Group::DistanceLast, ctx.last),
        (Group::DistanceLast2, ctx.last2),
    ] {
        if last != PASS as usize {
            let d = distance(b, p, last).clamp(2, 17);
            f.set(g, (d - 2) as u8);
        }
    }
    let line = b.line(p);
    if line < 5 {
        f.set(Group::Edge, line as u8);
    }
    f
}

/// Coulom's distance between two points: `dx + dy + max(dx, dy)`.
pub fn distance(b: &PlayoutBoard, p: usize, q: usize) -> usize {
    let (x, y) = b.coords(p);
    let (qx, qy) = b.coords(q);
    let (dx, dy) = (x.abs_diff(qx), y.abs_diff(qy));
    dx + dy + dx.max(dy)
}

/// Distinct chain heads, up to four (the chains next to one point).
#[derive(Default)]
struct Heads {
    h: [usize; 4],
    n: usize,
}

impl Heads {
    fn push(&mut self, h: usize) {
        if !self.h[..self.n].contains(&h) {
            self.h[self.n] = h;
            self.n += 1;
        }
    }
    fn as_slice(&self) -> &[usize] {
        &self.h[..self.n]
    }
}

/// Capture, escape, self-atari, atari and ladder features of a play at `p`.
fn tactical(b: &mut PlayoutBoard, ctx: &Context, p: usize, f: &mut Features) {
    let c = ctx.color;
    let mut capture = NONE;
    let mut own_atari = Heads::default();
    let mut opp_two = Heads::default();
    let last_chain =
        (ctx.last != PASS as usize && b.color(ctx.last) == opp(c)).then(|| b.chain(ctx.last));
    for q in b.neighbors(p) {
        let col = b.color(q);
        if col != c && col != opp(c) {
            continue;
        }
        let h = b.chain(q);
        match (col == c, ctx.libs_at(b, q)) {
            (true, 1) => own_atari.push(h),
            (false, 1) => {
                let level = if Some(h) == last_chain {
                    0
                } else if ctx.saving.contains(&h) {
                    1
                } else if b.chain_size(h) >= 2 {
                    3
                } else {
                    2
                };
                capture = capture.min(level);
            }
            (false, 2) => opp_two.push(h),
            _ => {}
        }
    }
    let libs = if capture != NONE {
        f.set(Group::Capture, capture);
        3
    } else {
        b.libs_after(c, p, 3)
    };
    if libs <= 1 {
        f.set(Group::SelfAtari, (b.neighbor_count(p, c) > 0) as u8);
        return;
    }
    if capture == NONE && own_atari.n > 0 {
        escape(b, ctx, libs, own_atari.as_slice(), f);
    }
    if opp_two.n > 0 {
        f.set(Group::Atari, ctx.ko_on_board as u8);
        if ladder_capture(b, p, opp_two.as_slice()) {
            f.set(Group::Ladder, 0);
        }
    }
}

/// An extension of the own chains in atari `chains` to `libs` liberties (2 or more).
fn escape(b: &PlayoutBoard, ctx: &Context, libs: usize, chains: &[usize], f: &mut Features) {
    let by_last = ctx.last != PASS as usize
        && b.neighbors(ctx.last)
            .into_iter()
            .any(|q| b.color(q) == ctx.color && chains.contains(&b.chain(q)));
    let level = u8::from(libs >= 3) + if by_last { 0 } else { 2 };
    f.set(Group::Escape, level);
    if libs == 2 && chains.iter().any(|&h| caught_in_ladder(b, h)) {
        f.set(Group::Ladder, 1);
    }
}

/// True if the atari at `p` on one of the opponent chains `chains` (two liberties each)
/// captures it in a ladder.
fn ladder_capture(b: &mut PlayoutBoard, p: usize, chains: &[usize]) -> bool {
    let mark = b.mark();
    b.play_undoable(p as u16);
    let caught = chains.iter().any(|&h| caught_in_ladder(b, h));
    b.undo_to(&mark);
    caught
}

// ---------------------------------------------------------------------------------------------
// 3×3 shapes

/// Raw 3×3 keys: 3 bits for each orthogonal neighbour, 2 for each diagonal one.
pub const SHAPE3_KEYS: usize = 1 << 20;

/// The neighbours in key order: N W E S (3 bits each), then NW NE SW SE (2 bits each).
const CELLS: [(i32, i32); 8] = [
    (0, 1),
    (-1, 0),
    (1, 0),
    (0, -1),
    (-1, 1),
    (1, 1),
    (-1, -1),
    (1, -1),
];

/// The raw 3×3 key of a play of the player to move at `p`: orthogonal neighbours are 0 empty,
/// 1 off board, 2-4 own chain with 1, 2, 3+ liberties, 5-7 opponent chain likewise; diagonal
/// ones 0 empty, 1 off board, 2 own, 3 opponent.
pub fn shape3_raw(b: &PlayoutBoard, ctx: &Context, p: usize) -> u32 {
    let s = b.stride() as i32;
    let mut key = 0u32;
    for (i, &(dx, dy)) in CELLS.iter().enumerate() {
        let q = (p as i32 + dy * s + dx) as usize;
        let col = b.color(q);
        let state = if col == EMPTY {
            0
        } else if col == ctx.color || col == opp(ctx.color) {
            let own = if col == ctx.color { 0 } else { 1 };
            if i < 4 {
                2 + 3 * own + ctx.libs_at(b, q).clamp(1, 3) as u32 - 1
            } else {
                2 + own
            }
        } else {
            1
        };
        key |= state << if i < 4 { 3 * i } else { 12 + 2 * (i - 4) };
    }
    key
}

/// The canonical 3×3 key (the least raw key over the eight symmetries).
pub fn shape3_key(b: &PlayoutBoard, ctx: &Context, p: usize) -> u32 {
    canonical3()[shape3_raw(b, ctx, p) as usize]
}

/// One of the eight symmetries of the square: bit 2 swaps the axes, bits 0 and 1 mirror them.
fn transform(sym: usize, (dx, dy): (i32, i32)) -> (i32, i32) {
    let (mut a, mut b) = if sym & 4 != 0 { (dy, dx) } else { (dx, dy) };
    if sym & 1 != 0 {
        a = -a;
    }
    if sym & 2 != 0 {
        b = -b;
    }
    (a, b)
}

/// Where each neighbour goes under each symmetry: `cell_maps()[sym][i]` is the index in
/// [`CELLS`] of the image of `CELLS[i]`.
fn cell_maps() -> [[usize; 8]; 8] {
    let mut maps = [[0; 8]; 8];
    for (sym, map) in maps.iter_mut().enumerate() {
        for (i, &cell) in CELLS.iter().enumerate() {
            map[i] = CELLS
                .iter()
                .position(|&c| c == transform(sym, cell))
                .expect("a symmetry maps neighbours to neighbours");
        }
    }
    maps
}

/// The raw key under the symmetry whose neighbour map is `map`.
fn transform3(map: &[usize; 8], key: u32) -> u32 {
    let mut out = 0;
    for (i, &j) in map.iter().enumerate() {
        let (from, to, mask) = if i < 4 {
            (3 * i, 3 * j, 7)
        } else {
            (12 + 2 * (i - 4), 12 + 2 * (j - 4), 3)
        };
        out |= ((key >> from) & mask) << to;
    }
    out
}

/// Canonical key of every raw key, built once.
pub fn canonical3() -> &'static [u32] {
    static TABLE: OnceLock<Vec<u32>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let maps = cell_maps();
        (0..SHAPE3_KEYS as u32)
            .map(|k| maps.iter().map(|m| transform3(m, k)).min().unwrap_or(k))
            .collect()
    })
}

// ---------------------------------------------------------------------------------------------
// Large shapes

/// Diamond sizes of the large shapes (Coulom's distance from the move), smallest first.
pub const SHAPE_SIZES: [usize; 7] = [4, 5, 6, 7, 8, 9, 10];

/// Offsets of the large-shape points ordered by distance, the Zobrist keys of each offset and
/// state under each symmetry, and where each size's points end in the order.
struct ShapeGeometry {
    offsets: Vec<(i32, i32)>,
    /// `keys[i][state][sym]`.
    keys: Vec<[[u64; 8]; 4]>,
    ends: [usize; SHAPE_SIZES.len()],
}

fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

fn geometry() -> &'static ShapeGeometry {
    static GEOMETRY: OnceLock<ShapeGeometry> = OnceLock::new();
    GEOMETRY.get_or_init(|| {
        let max = SHAPE_SIZES[SHAPE_SIZES.len() - 1] as i32;
        let dist = |(dx, dy): (i32, i32)| dx.abs() + dy.abs() + dx.abs().max(dy.abs());
        let mut offsets: Vec<(i32, i32)> = (-max..=max)
            .flat_map(|dy| (-max..=max).map(move |dx| (dx, dy)))
            .filter(|&o| o != (0, 0) && dist(o) <= max)
            .collect();
        offsets.sort_by_key(|&o| (dist(o), o));
        let base = |i: usize, state: usize| splitmix(0x5_7A9E_0000 + (i * 4 + state) as u64);
        let keys = offsets
            .iter()
            .map(|&o| {
                let mut k = [[0u64; 8]; 4];
                for sym in 0..8 {
                    let t = transform(sym, o);
                    let j = offsets.iter().position(|&x| x == t).expect("symmetric set");
                    for (state, row) in k.iter_mut().enumerate() {
                        row[sym] = base(j, state);
                    }
                }
                k
            })
            .collect();
        let mut ends = [0; SHAPE_SIZES.len()];
        for (e, &d) in ends.iter_mut().zip(SHAPE_SIZES.iter()) {
            *e = offsets.iter().filter(|&&o| dist(o) <= d as i32).count();
        }
        ShapeGeometry {
            offsets,
            keys,
            ends,
        }
    })
}

/// The hash of every large shape around a play of colour `c` at `p`, smallest first: the least
/// of the eight symmetric Zobrist hashes, salted with the size.
pub fn shape_hashes(b: &PlayoutBoard, c: u8, p: usize) -> [u64; SHAPE_SIZES.len()] {
    let mut out = [0u64; SHAPE_SIZES.len()];
    hash_shapes(b, c, p, |i, h| {
        out[i] = h;
        true
    });
    out
}

/// Hashes the large shapes around a play of `c` at `p`, smallest first, telling `next(index,
/// hash)` each one until it returns false.
fn hash_shapes(b: &PlayoutBoard, c: u8, p: usize, mut next: impl FnMut(usize, u64) -> bool) {
    let g = geometry();
    let (x, y) = b.coords(p);
    let (x, y, n) = (x as i32, y as i32, b.size() as i32);
    let s = b.stride() as i32;
    let mut h = [0u64; 8];
    let mut size = 0;
    for (i, &(dx, dy)) in g.offsets.iter().enumerate() {
        let (qx, qy) = (x + dx, y + dy);
        let state = if qx < 0 || qy < 0 || qx >= n || qy >= n {
            3
        } else {
            let col = b.color(((qy + 1) * s + qx + 1) as usize);
            if col == EMPTY {
                0
            } else if col == c {
                1
            } else {
                2
            }
        };
        let k = &g.keys[i][state];
        for (hs, ks) in h.iter_mut().zip(k.iter()) {
            *hs ^= ks;
        }
        if i + 1 == g.ends[size] {
            let least = h.iter().copied().min().unwrap_or(0);
            if !next(size, least ^ splitmix(SHAPE_SIZES[size] as u64)) {
                return;
            }
            size += 1;
            if size == SHAPE_SIZES.len() {
                return;
            }
        }
    }
}

/// The id of the largest dictionary shape around a play of `c` at `p`. A shape occurs at least
/// as often as any larger shape that contains it, so when one size is not in the dictionary no
/// larger one is (the harvest keeps shapes by count): hashing stops at the first miss.
pub fn largest_shape(b: &PlayoutBoard, c: u8, p: usize, shapes: &ShapeDictionary) -> u32 {
    let mut found = NO_SHAPE;
    hash_shapes(b, c, p, |_, h| match shapes.ids.get(&h) {
        Some(&id) => {
            found = id;
            true
        }
        None => false,
    });
    found
}

/// Hashes already spread their bits evenly: the dictionary uses them as they are.
#[derive(Clone, Copy, Default)]
pub struct IdentityHasher(u64);

impl std::hash::Hasher for IdentityHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) ^ b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type IdentityBuild = std::hash::BuildHasherDefault<IdentityHasher>;

/// The large shapes the model knows: hash to id (ids `0..len`).
#[derive(Clone, Default)]
pub struct ShapeDictionary {
    ids: HashMap<u64, u32, IdentityBuild>,
}

impl ShapeDictionary {
    /// A dictionary of `hashes`, whose ids are their positions in the list.
    pub fn new(hashes: &[u64]) -> ShapeDictionary {
        let mut ids = HashMap::with_capacity_and_hasher(hashes.len(), IdentityBuild::default());
        for (i, &h) in hashes.iter().enumerate() {
            ids.insert(h, i as u32);
        }
        ShapeDictionary { ids }
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The id of the largest shape of `hashes` (smallest first) in the dictionary.
    pub fn largest(&self, hashes: &[u64]) -> u32 {
        hashes
            .iter()
            .rev()
            .find_map(|h| self.ids.get(h).copied())
            .unwrap_or(NO_SHAPE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Board, Color, Vertex};
    use crate::playout::Rng;
    use crate::playout::board::{BLACK, WHITE, code};

    /// A position of random stones (no captures) and its image under a symmetry of the board.
    fn random_position(size: usize, seed: u64, sym: usize) -> (PlayoutBoard, PlayoutBoard) {
        let mut rng = Rng::new(seed);
        let mut a = Board::new(size);
        let mut b = Board::new(size);
        let image = |x: usize, y: usize| {
            let c = (size as i32 - 1) / 2;
            let (dx, dy) = transform(sym, (x as i32 - c, y as i32 - c));
            Vertex::new((dx + c) as u8, (dy + c) as u8)
        };
        for _ in 0..size * size / 3 {
            let (x, y) = (rng.below(size), rng.below(size));
            let color = if rng.below(2) == 0 {
                Color::Black
            } else {
                Color::White
            };
            let v = Vertex::new(x as u8, y as u8);
            let pa = a.point(v);
            if a.cell(pa) == crate::board::Cell::Empty && a.preview(color, pa).captures == 0 {
                let mut trial = a.clone();
                trial.set_stone(color, pa);
                if trial.all_chains_have_liberties() {
                    a.set_stone(color, pa);
                    let pb = b.point(image(x, y));
                    b.set_stone(color, pb);
                }
            }
        }
        (
            PlayoutBoard::from_board(&a, Color::Black),
            PlayoutBoard::from_board(&b, Color::Black),
        )
    }

    #[test]
    fn shapes_are_the_same_under_every_symmetry() {
        let dict = ShapeDictionary::default();
        for sym in 1..8 {
            let (mut a, mut b) = random_position(13, sym as u64, sym);
            let (ca, cb) = (Context::new(&a), Context::new(&b));
            let mut differing_shapes = 0;
            for y in 0..13 {
                for x in 0..13 {
                    let pa = (y + 1) * a.stride() + x + 1;
                    let (tx, ty) = transform(sym, (x as i32 - 6, y as i32 - 6));
                    let pb = ((ty + 7) * b.stride() as i32 + tx + 7) as usize;
                    if a.color(pa) != EMPTY {
                        continue;
                    }
                    let fa = features(&mut a, &ca, pa, &dict);
                    let fb = features(&mut b, &cb, pb, &dict);
                    assert_eq!(fa.shape3, fb.shape3, "3×3 at {x},{y} under {sym}");
                    assert_eq!(fa.small[1..6], fb.small[1..6], "tactics at {x},{y}");
                    assert_eq!(fa.get(Group::Edge), fb.get(Group::Edge));
                    assert_eq!(shape_hashes(&a, BLACK, pa), shape_hashes(&b, BLACK, pb));
                    differing_shapes +=
                        usize::from(shape_hashes(&a, BLACK, pa) != shape_hashes(&a, WHITE, pa));
                }
            }
            assert!(differing_shapes > 0, "colours must matter");
        }
    }

    #[test]
    fn the_early_stop_finds_the_largest_dictionary_shape() {
        let shapes = crate::playout::model::Model::embedded().shapes();
        let mut found = 0;
        for seed in 0..4 {
            let (b, _) = random_position(19, seed, 0);
            for p in b.empty_points().iter().map(|&p| p as usize) {
                for c in [BLACK, WHITE] {
                    let full = shapes.largest(&shape_hashes(&b, c, p));
                    assert_eq!(largest_shape(&b, c, p, shapes), full);
                    found += usize::from(full != NO_SHAPE);
                }
            }
        }
        assert!(found > 100, "the dictionary knows common shapes ({found})");
    }

    fn play(b: &mut PlayoutBoard, color: Color, s: &str) {
        let p = Board::new(b.size()).point(Vertex::parse(s).unwrap());
        b.set_to_move(code(color));
        b.play(p as u16);
    }

    fn features_at(b: &mut PlayoutBoard, color: Color, s: &str) -> Features {
        let p = Board::new(b.size()).point(Vertex::parse(s).unwrap());
        b.set_to_move(code(color));
        let ctx = Context::new(b);
        features(b, &ctx, p, &ShapeDictionary::default())
    }

    #[test]
    fn ladder_capture_and_escape_into_a_ladder() {
        // Black C4 D5 E3, White D4 (liberties E4, D3): Black D3 starts a working ladder.
        let mut b = PlayoutBoard::new(9);
        for s in ["C4", "D5", "E3"] {
            play(&mut b, Color::Black, s);
        }
        play(&mut b, Color::White, "D4");
        let f = features_at(&mut b, Color::Black, "D3");
        assert_eq!(f.get(Group::Ladder), 0);
        assert_eq!(f.get(Group::Atari), 0);
        assert_eq!(
            f.get(Group::DistanceLast),
            2 - 2,
            "D3 touches the last move D4"
        );
        // After Black D3, White E4 runs into the ladder; the atari came with the last move.
        play(&mut b, Color::Black, "D3");
        let f = features_at(&mut b, Color::White, "E4");
        assert_eq!(f.get(Group::Escape), 0);
        assert_eq!(f.get(Group::Ladder), 1);
        // With a White ladder breaker on the diagonal the escape is no longer a ladder.
        play(&mut b, Color::White, "G7");
        let f = features_at(&mut b, Color::White, "E4");
        assert_eq!(f.get(Group::Escape), 2, "an older atari, two liberties");
        assert_eq!(f.get(Group::Ladder), NONE);
    }

    #[test]
    fn capture_and_self_atari_levels() {
        // White A1 B1... Black A2 B2 C1: Black has White A1 B1 in atari? Build: White B1,
        // Black A1? Keep it plain: White E5 surrounded on three sides by Black D5 E4 E6.
        let mut b = PlayoutBoard::new(9);
        for s in ["D5", "E4", "E6"] {
            play(&mut b, Color::Black, s);
        }
        play(&mut b, Color::White, "E5");
        let f = features_at(&mut b, Color::Black, "F5");
        assert_eq!(f.get(Group::Capture), 0, "the chain of the last move");
        // White's own play at F5 would extend to three liberties (F4 F6 G5).
        let f = features_at(&mut b, Color::White, "F5");
        assert_eq!(f.get(Group::Escape), 3);
        // A lone White stone at A1 next to Black B1 and A2 is a self-atari... of nothing:
        // it has no liberty, so it is not playable; at A2 with Black B2 A3 it has one.
        play(&mut b, Color::Black, "B2");
        play(&mut b, Color::Black, "A3");
        let f = features_at(&mut b, Color::White, "A2");
        assert_eq!(f.get(Group::SelfAtari), 0);
        assert_eq!(f.get(Group::Edge), 0);
        let f = features_at(&mut b, Color::White, "E7");
        assert_eq!(f.get(Group::SelfAtari), NONE);
        assert_eq!(f.get(Group::Atari), NONE);
    }
}
