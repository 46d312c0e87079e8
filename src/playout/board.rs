//! The playout board: a Go board built for speed, used by playouts and by the tree descent.
//!
//! It uses the same padded layout as [`crate::board::Board`] (`stride = size + 2`, a border ring
//! around the board) so point indices are interchangeable, but keeps everything a playout needs
//! in fixed arrays and never allocates:
//!
//! - per point: its colour, the packed counts of each colour among its four neighbours (one byte
//!   per colour; eye and "has an empty neighbour" tests read one word), its chain head and the next
//!   stone of its chain (circular list);
//! - per chain (indexed by its head): the stone count and the pseudo-liberties (one per stone /
//!   empty-neighbour adjacency) with their sum and sum of squares, packed in one word: a chain is
//!   in atari exactly when all its pseudo-liberties are the same point, i.e.
//!   `sum² == count · sum_of_squares`, and then that point is `sum / count`;
//! - per point, the same packed counts for its four diagonal points, so the eye test reads two
//!   words;
//! - the list of empty points with each point's index in it, for random choice: a uniformly
//!   chosen point if it is playable, else the next playable one in the list. A point with an empty
//!   neighbour is always playable (never suicide, an eye or a ko point), which one word tells.
//!   (Keeping such "open" points in a part of their own cost more per move than it saved.)
//!
//! Every point array has 1,024 entries and is indexed through a mask, so the compiler can drop
//! the bounds checks; `scripts/playout-instructions` counts instructions per playout move.
//!
//! Reading (the ladders of the playouts) plays moves it takes back: [`PlayoutBoard::mark`],
//! [`PlayoutBoard::play_undoable`], [`PlayoutBoard::undo_to`]. The mutation functions are
//! generic over a `const LOG` flag, so an ordinary play compiles without the undo log and an
//! undoable one records the old value of every array entry it changes; copying a 19×19 board
//! for every move read cost more than the reading itself.
//!
//! No rules policy lives here beyond what playouts need: simple ko and no suicide. The search
//! checks root moves against the real [`crate::game::Game`] (superko).

use crate::board::{Board, Cell, Color, MAX_POINTS, Point, stone_key};

/// Colour codes of the playout board.
pub const EMPTY: u8 = 0;
pub const BLACK: u8 = 1;
pub const WHITE: u8 = 2;
pub const BORDER: u8 = 3;

/// The point index used for a pass (point 0 is a corner of the border ring, never on the board).
pub const PASS: u16 = 0;

/// The colour code of a [`Color`].
pub fn code(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// The [`Color`] of a stone colour code (`BLACK` or `WHITE`).
pub fn color_of(code: u8) -> Color {
    if code == BLACK {
        Color::Black
    } else {
        Color::White
    }
}

/// The other stone colour code.
#[inline(always)]
pub fn opp(c: u8) -> u8 {
    3 - c
}

/// One neighbour of colour `c` in the packed neighbour-count word.
#[inline(always)]
fn nb_unit(c: u8) -> u32 {
    1 << (8 * c as u32)
}

#[inline(always)]
fn nb_count(word: u32, c: u8) -> u32 {
    (word >> (8 * c as u32)) & 0xff
}

/// Entries in each point array: a power of two above [`MAX_POINTS`], so that an index masked with
/// `CAP - 1` is provably in bounds and the compiler drops the bounds checks on the hot path.
const CAP: usize = 1024;
const _: () = assert!(CAP >= MAX_POINTS && CAP.is_power_of_two());

/// A per-point array indexed by point; indices are masked into range (they always are in range:
/// the mask only lets the compiler see it).
#[derive(Clone)]
struct Grid<T>([T; CAP]);

impl<T: Copy> Grid<T> {
    fn filled(v: T) -> Grid<T> {
        Grid([v; CAP])
    }
    /// The first `n` entries.
    #[inline(always)]
    fn part(&self, n: usize) -> &[T] {
        &self.0[..n]
    }
    #[inline(always)]
    fn copy_part(&mut self, o: &Grid<T>, n: usize) {
        self.0[..n].copy_from_slice(&o.0[..n]);
    }
}

impl<T> std::ops::Index<usize> for Grid<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        &self.0[i & (CAP - 1)]
    }
}

impl<T> std::ops::IndexMut<usize> for Grid<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        &mut self.0[i & (CAP - 1)]
    }
}

/// One pseudo-liberty at point `lib`, packed as a chain's liberty word holds them: the count in
/// bits 0-10, the sum of the points in bits 11-31, the sum of their squares in bits 32-63. One add
/// updates all three. The fields never overflow: a chain's pseudo-liberties are at most the
/// number of stone-empty adjacencies on a 25×25 board (1,200), whose points are below 729.
#[inline(always)]
fn lib_unit(lib: usize) -> u64 {
    1 | (lib as u64) << 11 | ((lib * lib) as u64) << 32
}

#[inline(always)]
fn lib_count(w: u64) -> u32 {
    (w & 0x7ff) as u32
}

#[inline(always)]
fn lib_sum(w: u64) -> u32 {
    ((w >> 11) & 0x1f_ffff) as u32
}

#[inline(always)]
fn lib_sq(w: u64) -> u32 {
    (w >> 32) as u32
}

/// The arrays an undoable move changes (see [`PlayoutBoard::play_undoable`]).
#[derive(Clone, Copy, Debug)]
enum Arr {
    Color,
    Nb,
    Dnb,
    Head,
    Next,
    Stones,
    Libs,
    Empty,
    EmptyAt,
}

/// One array entry an undoable move changed, with its old value.
#[derive(Clone, Copy, Debug)]
struct Change {
    arr: Arr,
    at: u16,
    old: u64,
}

/// A board state to return to: where the undo log stood, and the scalar fields then.
#[derive(Clone, Copy, Debug)]
pub struct Mark {
    changes: usize,
    st: Scalars,
}

/// The playout board's fields that are not per point (a [`Mark`] keeps a copy of them).
#[derive(Clone, Copy, Debug)]
struct Scalars {
    n_empty: usize,
    /// The point the player to move may not play at once (simple ko), or `PASS`.
    ko: u16,
    /// The last move (`PASS` for a pass or at the start) and the one before.
    last: u16,
    last2: u16,
    /// Colour to move.
    to_move: u8,
    /// Consecutive passes at the end of the move sequence.
    passes: u32,
    /// Stones on the board, per colour (index `code - 1`).
    on_board: [u32; 2],
    /// Stones ever put on the board (setup, handicap and plays), per colour.
    placed: [u32; 2],
    /// A point of the largest chain the last move captured (`PASS` if it captured nothing)
    /// and that chain's size: the playouts' nakade heuristic reads the space it left.
    captured_at: u16,
    captured_stones: u16,
}

/// The logging setters of [`PlayoutBoard`]: `$name::<L>(i, v)` sets entry `i` of array `$field`
/// to `v`, first noting the old value when `L` (see [`PlayoutBoard::play_undoable`]).
macro_rules! setters {
    ($($name:ident: $field:ident, $arr:ident, $t:ty;)*) => {
        impl PlayoutBoard {
            $(
                #[inline(always)]
                fn $name<const L: bool>(&mut self, i: usize, v: $t) {
                    self.note::<L>(Arr::$arr, i, self.$field[i] as u64);
                    self.$field[i] = v;
                }
            )*
        }
    };
}

setters! {
    set_color: color, Color, u8;
    set_nb: nb, Nb, u32;
    set_dnb: dnb, Dnb, u32;
    set_head: head, Head, u16;
    set_next: next, Next, u16;
    set_stones: stones, Stones, u16;
    set_empty: empty, Empty, u16;
    set_empty_at: empty_at, EmptyAt, u16;
}

/// A fast board for playouts. Copy one with [`PlayoutBoard::copy_from`], which copies only the
/// part of the arrays the board size uses.
#[derive(Clone)]
pub struct PlayoutBoard {
    size: usize,
    stride: usize,
    /// Points in use: `stride * (size + 2)`.
    len: usize,
    color: Grid<u8>,
    nb: Grid<u32>,
    /// The same packed counts for the four diagonal points (the eye test reads one word).
    dnb: Grid<u32>,
    head: Grid<u16>,
    next: Grid<u16>,
    stones: Grid<u16>,
    /// Pseudo-liberties of the chain, packed (see [`lib_unit`]).
    libs: Grid<u64>,
    empty: Grid<u16>,
    empty_at: Grid<u16>,
    st: Scalars,
    /// What undoable moves changed, newest last (empty outside reading).
    undo_log: Vec<Change>,
}

impl PlayoutBoard {
    /// An empty board, Black to move.
    pub fn new(size: usize) -> PlayoutBoard {
        assert!((2..=25).contains(&size), "board size {size}");
        let stride = size + 2;
        let mut b = PlayoutBoard {
            size,
            stride,
            len: stride * stride,
            color: Grid::filled(BORDER),
            nb: Grid::filled(0),
            dnb: Grid::filled(0),
            head: Grid::filled(0),
            next: Grid::filled(0),
            stones: Grid::filled(0),
            libs: Grid::filled(0),
            empty: Grid::filled(0),
            empty_at: Grid::filled(0),
            st: Scalars {
                n_empty: 0,
                ko: PASS,
                last: PASS,
                last2: PASS,
                to_move: BLACK,
                passes: 0,
                on_board: [0; 2],
                placed: [0; 2],
                captured_at: PASS,
                captured_stones: 0,
            },
            undo_log: Vec::new(),
        };
        for y in 0..size {
            for x in 0..size {
                let p = (y + 1) * stride + x + 1;
                b.color[p] = EMPTY;
                b.empty_at[p] = b.st.n_empty as u16;
                b.empty[b.st.n_empty] = p as u16;
                b.st.n_empty += 1;
            }
        }
        for p in 0..b.len {
            if b.color[p] != BORDER {
                b.nb[p] = b.count_word(b.neighbors(p));
                b.dnb[p] = b.count_word(b.diagonals(p));
            }
        }
        b
    }

    /// The position of a game board with `to_move` to play. The basic-ko point applies if it
    /// forbids `to_move`.
    pub fn from_board(board: &Board, to_move: Color) -> PlayoutBoard {
        let mut b = PlayoutBoard::new(board.size());
        for p in board.points() {
            if let Cell::Stone(c) = board.cell(p) {
                b.set_stone(code(c), p as u16);
            }
        }
        for c in [Color::Black, Color::White] {
            b.st.placed[code(c) as usize - 1] =
                b.st.on_board[code(c) as usize - 1] + board.removed(c);
        }
        if let Some((p, c)) = board.ko()
            && c == to_move
        {
            b.st.ko = p as u16;
        }
        b.st.to_move = code(to_move);
        b
    }

    /// The Zobrist hash of the stones, the same as [`Board::hash`] of the position: a search
    /// compares the boards of its lines with the game's.
    pub fn stones_hash(&self) -> u64 {
        (0..self.len).fold(0, |h, p| match self.color[p] {
            c @ (BLACK | WHITE) => h ^ stone_key(color_of(c), p),
            _ => h,
        })
    }

    /// Copies `other` into `self` (same size), touching only the used part of the arrays.
    pub fn copy_from(&mut self, o: &PlayoutBoard) {
        if self.size != o.size {
            *self = o.clone();
            return;
        }
        let n = o.len;
        self.color.copy_part(&o.color, n);
        self.nb.copy_part(&o.nb, n);
        self.dnb.copy_part(&o.dnb, n);
        self.head.copy_part(&o.head, n);
        self.next.copy_part(&o.next, n);
        self.stones.copy_part(&o.stones, n);
        self.libs.copy_part(&o.libs, n);
        self.empty.copy_part(&o.empty, o.st.n_empty);
        self.empty_at.copy_part(&o.empty_at, n);
        self.st = o.st;
        self.undo_log.clear();
    }

    pub fn size(&self) -> usize {
        self.size
    }
    pub fn stride(&self) -> usize {
        self.stride
    }
    /// Number of entries of the point arrays in use (border included).
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.st.n_empty == self.size * self.size
    }
    pub fn to_move(&self) -> u8 {
        self.st.to_move
    }
    pub fn set_to_move(&mut self, c: u8) {
        self.st.to_move = c;
    }
    pub fn last_move(&self) -> u16 {
        self.st.last
    }
    pub fn set_last_move(&mut self, p: u16) {
        self.st.last = p;
    }
    pub fn last_move2(&self) -> u16 {
        self.st.last2
    }
    pub fn ko(&self) -> u16 {
        self.st.ko
    }
    /// A point of the largest chain the last move captured and its number of stones, or
    /// `(PASS, 0)` when the last move captured nothing.
    pub fn last_capture(&self) -> (u16, u32) {
        (self.st.captured_at, self.st.captured_stones as u32)
    }
    pub fn passes(&self) -> u32 {
        self.st.passes
    }
    /// Sets the count of consecutive passes before this position (0, 1 or 2).
    pub fn set_passes(&mut self, n: u32) {
        self.st.passes = n;
    }
    /// Stones ever placed by colour code `c`.
    pub fn placed(&self, c: u8) -> u32 {
        self.st.placed[c as usize - 1]
    }
    #[inline(always)]
    pub fn color(&self, p: usize) -> u8 {
        self.color[p]
    }
    pub fn empty_points(&self) -> &[u16] {
        self.empty.part(self.st.n_empty)
    }
    #[inline(always)]
    pub fn neighbors(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }
    #[inline(always)]
    pub fn diagonals(&self, p: usize) -> [usize; 4] {
        [
            p - self.stride - 1,
            p - self.stride + 1,
            p + self.stride - 1,
            p + self.stride + 1,
        ]
    }
    /// The packed colour counts of the points `pts` (as the `nb` and `dnb` words hold them).
    fn count_word(&self, pts: [usize; 4]) -> u32 {
        pts.iter().map(|&n| nb_unit(self.color[n])).sum()
    }
    /// Number of neighbours of `p` with colour code `c` (`EMPTY`, `BLACK`, `WHITE` or `BORDER`).
    #[inline(always)]
    pub fn neighbor_count(&self, p: usize, c: u8) -> u32 {
        nb_count(self.nb[p], c)
    }
    /// Distance of an on-board point from the nearest edge (0 on the first line).
    pub fn line(&self, p: usize) -> usize {
        let x = p % self.stride - 1;
        let y = p / self.stride - 1;
        x.min(y).min(self.size - 1 - x).min(self.size - 1 - y)
    }
    /// Board coordinates (x, y) of an on-board point.
    pub fn coords(&self, p: usize) -> (usize, usize) {
        (p % self.stride - 1, p / self.stride - 1)
    }

    #[inline(always)]
    pub fn chain(&self, p: usize) -> usize {
        self.head[p] as usize
    }
    /// Stones in the chain through `p`.
    pub fn chain_size(&self, p: usize) -> u32 {
        self.stones[self.head[p] as usize] as u32
    }
    /// The next stone of the chain list (circular).
    #[inline(always)]
    pub fn next_stone(&self, p: usize) -> usize {
        self.next[p] as usize
    }

    /// True if the chain with head `h` has exactly one liberty.
    #[inline(always)]
    pub fn chain_in_atari(&self, h: usize) -> bool {
        // One liberty point touches at most four stones, so a chain in atari has at most four
        // pseudo-liberties.
        let w = self.libs[h];
        let (n, s) = (lib_count(w) as u64, lib_sum(w) as u64);
        n <= 4 && s * s == n * lib_sq(w) as u64
    }

    /// True if the chain through stone `p` has exactly one liberty.
    #[inline(always)]
    pub fn in_atari(&self, p: usize) -> bool {
        self.chain_in_atari(self.head[p] as usize)
    }

    /// The liberty of a chain in atari (head `h`).
    #[inline(always)]
    pub fn atari_liberty(&self, h: usize) -> usize {
        let w = self.libs[h];
        (lib_sum(w) / lib_count(w)) as usize
    }

    /// Distinct liberties the chain of a play of `c` at the empty point `p` would have, counting up
    /// to `limit` (at most 8). Stones of opponent chains in atari next to `p` count as liberties
    /// (they are captured).
    pub fn libs_after(&self, c: u8, p: usize, limit: usize) -> usize {
        let mut libs = [0u16; 8];
        let mut n = 0;
        let o = opp(c);
        for q in self.neighbors(p) {
            let qc = self.color(q);
            if qc == EMPTY || (qc == o && self.in_atari(q)) {
                libs[n] = q as u16;
                n += 1;
            }
        }
        if n >= limit {
            return n;
        }
        let mut heads = [0usize; 4];
        let mut nh = 0;
        for q in self.neighbors(p) {
            if self.color(q) != c {
                continue;
            }
            let h = self.chain(q);
            if heads[..nh].contains(&h) {
                continue;
            }
            heads[nh] = h;
            nh += 1;
            let mut s = q;
            loop {
                for m in self.neighbors(s) {
                    if m != p && self.color(m) == EMPTY && !libs[..n].contains(&(m as u16)) {
                        libs[n] = m as u16;
                        n += 1;
                        if n >= limit {
                            return n;
                        }
                    }
                }
                s = self.next_stone(s);
                if s == q {
                    break;
                }
            }
        }
        n
    }

    /// Up to `out.len()` distinct liberties of the chain through `p`; returns how many were found.
    pub fn liberties_of(&self, p: usize, out: &mut [u16]) -> usize {
        let mut n = 0;
        let mut s = p;
        loop {
            for m in self.neighbors(s) {
                if self.color[m] == EMPTY && !out[..n].contains(&(m as u16)) {
                    out[n] = m as u16;
                    n += 1;
                    if n == out.len() {
                        return n;
                    }
                }
            }
            s = self.next[s] as usize;
            if s == p {
                return n;
            }
        }
    }

    /// A point whose four neighbours are `c` (or border) and whose diagonals the opponent does not
    /// hold enough of to make it false: at most one in the centre, none on the edge.
    #[inline(always)]
    pub fn is_eye(&self, c: u8, p: usize) -> bool {
        let w = self.nb[p];
        if nb_count(w, c) + nb_count(w, BORDER) != 4 {
            return false;
        }
        self.eye_diagonals_ok(c, p)
    }

    #[inline(always)]
    fn eye_diagonals_ok(&self, c: u8, p: usize) -> bool {
        let w = self.dnb[p];
        nb_count(w, opp(c)) + u32::from(nb_count(w, BORDER) > 0) < 2
    }

    /// True if a play of `c` at the empty point `p` would leave its own chain without liberties
    /// and capture nothing.
    #[inline]
    pub fn is_suicide(&self, c: u8, p: usize) -> bool {
        nb_count(self.nb[p], EMPTY) == 0 && self.closed_suicide(c, p)
    }

    /// [`PlayoutBoard::is_suicide`] for a point without empty neighbours.
    #[inline(always)]
    fn closed_suicide(&self, c: u8, p: usize) -> bool {
        for n in self.neighbors(p) {
            let nc = self.color[n];
            if nc == c {
                if !self.in_atari(n) {
                    return false;
                }
            } else if nc == opp(c) && self.in_atari(n) {
                return false;
            }
        }
        true
    }

    /// True if `c` may play at the empty point `p` in a playout: not the ko point, not suicide,
    /// and not one of its own eyes.
    #[inline(always)]
    pub fn playable(&self, c: u8, p: usize) -> bool {
        nb_count(self.nb[p], EMPTY) > 0 || self.closed_playable(c, p)
    }

    /// [`PlayoutBoard::playable`] for a point without empty neighbours.
    #[inline(always)]
    fn closed_playable(&self, c: u8, p: usize) -> bool {
        let w = self.nb[p];
        if p == self.st.ko as usize {
            return false;
        }
        if nb_count(w, c) + nb_count(w, BORDER) == 4 && self.eye_diagonals_ok(c, p) {
            return false;
        }
        !self.closed_suicide(c, p)
    }

    /// True if `c` may legally play at `p` here (empty, not ko, not suicide); eyes allowed.
    pub fn legal(&self, c: u8, p: usize) -> bool {
        self.color[p] == EMPTY && p != self.st.ko as usize && !self.is_suicide(c, p)
    }

    /// A uniformly chosen empty point if it is playable, otherwise the first playable one after
    /// it in the empty list (wrapping round); `PASS` if nothing is playable.
    #[inline(always)]
    pub fn random_playable(&self, c: u8, rng: &mut super::Rng) -> u16 {
        let n = self.st.n_empty;
        if n == 0 {
            return PASS;
        }
        let i = rng.below(n);
        let p = self.empty[i];
        if self.playable(c, p as usize) {
            return p;
        }
        self.scan(c, i)
    }

    /// A random point playable for `c` that `accept` also takes, or `PASS` when there is none:
    /// a scan of the empty list from a random place, wrapping round.
    pub fn random_playable_where(
        &self,
        c: u8,
        rng: &mut super::Rng,
        accept: impl Fn(usize) -> bool,
    ) -> u16 {
        let n = self.st.n_empty;
        if n == 0 {
            return PASS;
        }
        let start = rng.below(n);
        (start..n)
            .chain(0..start)
            .map(|i| self.empty[i])
            .find(|&p| self.playable(c, p as usize) && accept(p as usize))
            .unwrap_or(PASS)
    }

    /// The first playable point of the empty list after index `start`, wrapping round.
    #[inline(never)]
    fn scan(&self, c: u8, start: usize) -> u16 {
        for i in start + 1..self.st.n_empty {
            let p = self.empty[i];
            if self.playable(c, p as usize) {
                return p;
            }
        }
        for i in 0..start {
            let p = self.empty[i];
            if self.playable(c, p as usize) {
                return p;
            }
        }
        PASS
    }

    /// Records the old value of entry `i` of array `arr` when `L` (a reading move that will be
    /// undone); compiles to nothing otherwise.
    #[inline(always)]
    fn note<const L: bool>(&mut self, arr: Arr, i: usize, old: u64) {
        if L {
            self.undo_log.push(Change {
                arr,
                at: i as u16,
                old,
            });
        }
    }

    #[inline(always)]
    fn add_lib<const L: bool>(&mut self, h: usize, lib: usize) {
        self.note::<L>(Arr::Libs, h, self.libs[h]);
        self.libs[h] = self.libs[h].wrapping_add(lib_unit(lib));
    }

    #[inline(always)]
    fn remove_lib<const L: bool>(&mut self, h: usize, lib: usize) {
        self.note::<L>(Arr::Libs, h, self.libs[h]);
        self.libs[h] = self.libs[h].wrapping_sub(lib_unit(lib));
    }

    #[inline(always)]
    fn remove_empty<const L: bool>(&mut self, p: usize) {
        let i = self.empty_at[p] as usize;
        self.st.n_empty -= 1;
        let last = self.empty[self.st.n_empty];
        self.set_empty::<L>(i, last);
        self.set_empty_at::<L>(last as usize, i as u16);
    }

    #[inline(always)]
    fn add_empty<const L: bool>(&mut self, p: usize) {
        self.set_empty_at::<L>(p, self.st.n_empty as u16);
        self.set_empty::<L>(self.st.n_empty, p as u16);
        self.st.n_empty += 1;
    }

    /// Puts a stone without capturing (setting up a position).
    fn set_stone(&mut self, c: u8, p: u16) {
        self.place::<false>(c, p as usize);
        self.st.placed[c as usize - 1] += 1;
    }

    /// Adds a stone, its liberties and merges; no captures.
    #[inline(always)]
    fn place<const L: bool>(&mut self, c: u8, p: usize) {
        self.remove_empty::<L>(p);
        self.set_color::<L>(p, c);
        self.st.on_board[c as usize - 1] += 1;
        let unit = nb_unit(c).wrapping_sub(nb_unit(EMPTY));
        self.set_head::<L>(p, p as u16);
        self.set_next::<L>(p, p as u16);
        self.set_stones::<L>(p, 1);
        self.note::<L>(Arr::Libs, p, self.libs[p]);
        self.libs[p] = 0;
        for d in self.diagonals(p) {
            self.set_dnb::<L>(d, self.dnb[d].wrapping_add(unit));
        }
        for n in self.neighbors(p) {
            self.set_nb::<L>(n, self.nb[n].wrapping_add(unit));
            match self.color[n] {
                EMPTY => self.add_lib::<L>(p, n),
                BORDER => {}
                _ => {
                    let h = self.head[n] as usize;
                    self.remove_lib::<L>(h, p);
                }
            }
        }
        for n in self.neighbors(p) {
            if self.color[n] == c {
                let a = self.head[p] as usize;
                let b = self.head[n] as usize;
                if a != b {
                    self.merge::<L>(a, b);
                }
            }
        }
    }

    #[inline(always)]
    fn merge<const L: bool>(&mut self, a: usize, b: usize) {
        let (big, small) = if self.stones[a] >= self.stones[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.set_head::<L>(s, big as u16);
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        let (nb, ns) = (self.next[big], self.next[small]);
        self.set_next::<L>(big, ns);
        self.set_next::<L>(small, nb);
        self.set_stones::<L>(big, self.stones[big] + self.stones[small]);
        self.note::<L>(Arr::Libs, big, self.libs[big]);
        self.libs[big] = self.libs[big].wrapping_add(self.libs[small]);
    }

    /// Removes the chain through `p`; returns its size. Kept out of line: captures are rare, and
    /// inlined into every play this loop made the whole move dearer.
    #[inline(never)]
    fn remove_chain<const L: bool>(&mut self, p: usize) -> u32 {
        let c = self.color[p];
        let unit = nb_unit(c).wrapping_sub(nb_unit(EMPTY));
        let mut s = p;
        let mut count = 0;
        loop {
            self.set_color::<L>(s, EMPTY);
            self.add_empty::<L>(s);
            for d in self.diagonals(s) {
                self.set_dnb::<L>(d, self.dnb[d].wrapping_sub(unit));
            }
            for n in self.neighbors(s) {
                self.set_nb::<L>(n, self.nb[n].wrapping_sub(unit));
            }
            count += 1;
            s = self.next[s] as usize;
            if s == p {
                break;
            }
        }
        loop {
            for n in self.neighbors(s) {
                let nc = self.color[n];
                if nc == BLACK || nc == WHITE {
                    let h = self.head[n] as usize;
                    self.add_lib::<L>(h, s);
                }
            }
            s = self.next[s] as usize;
            if s == p {
                break;
            }
        }
        self.st.on_board[c as usize - 1] -= count;
        count
    }

    /// Plays the player to move at `p` (`PASS` passes). The play must be legal and not suicide
    /// ([`PlayoutBoard::legal`]). Returns the number of stones captured.
    #[inline(always)]
    pub fn play(&mut self, p: u16) -> u32 {
        self.play_move::<false>(p)
    }

    /// The state to return to with [`PlayoutBoard::undo_to`]: moves played with
    /// [`PlayoutBoard::play_undoable`] after it are taken back. Reading (ladders) plays and takes
    /// back a few moves on one board instead of copying the whole board for every move read.
    pub fn mark(&self) -> Mark {
        Mark {
            changes: self.undo_log.len(),
            st: self.st,
        }
    }

    /// [`PlayoutBoard::play`], recording what it changes so that [`PlayoutBoard::undo_to`] can
    /// take it back.
    pub fn play_undoable(&mut self, p: u16) -> u32 {
        self.play_move::<true>(p)
    }

    /// Takes back every move played with [`PlayoutBoard::play_undoable`] since `mark`.
    pub fn undo_to(&mut self, mark: &Mark) {
        while self.undo_log.len() > mark.changes {
            let Some(ch) = self.undo_log.pop() else { break };
            let (i, v) = (ch.at as usize, ch.old);
            match ch.arr {
                Arr::Color => self.color[i] = v as u8,
                Arr::Nb => self.nb[i] = v as u32,
                Arr::Dnb => self.dnb[i] = v as u32,
                Arr::Head => self.head[i] = v as u16,
                Arr::Next => self.next[i] = v as u16,
                Arr::Stones => self.stones[i] = v as u16,
                Arr::Libs => self.libs[i] = v,
                Arr::Empty => self.empty[i] = v as u16,
                Arr::EmptyAt => self.empty_at[i] = v as u16,
            }
        }
        self.st = mark.st;
    }

    #[inline(always)]
    fn play_move<const L: bool>(&mut self, p: u16) -> u32 {
        let c = self.st.to_move;
        self.st.to_move = opp(c);
        self.st.last2 = self.st.last;
        self.st.last = p;
        self.st.captured_at = PASS;
        self.st.captured_stones = 0;
        if p == PASS {
            self.st.passes += 1;
            self.st.ko = PASS;
            return 0;
        }
        self.st.passes = 0;
        let p = p as usize;
        debug_assert!(self.color[p] == EMPTY, "play on a stone");
        self.place::<L>(c, p);
        self.st.placed[c as usize - 1] += 1;
        let o = opp(c);
        let mut captured = 0;
        let mut ko = PASS;
        for n in self.neighbors(p) {
            if self.color[n] == o && lib_count(self.libs[self.head[n] as usize]) == 0 {
                let removed = self.remove_chain::<L>(n);
                if removed > self.st.captured_stones as u32 {
                    self.st.captured_at = n as u16;
                    self.st.captured_stones = removed as u16;
                }
                captured += removed;
                ko = n as u16;
            }
        }
        let h = self.head[p] as usize;
        self.st.ko = if captured == 1 && self.stones[h] == 1 && lib_count(self.libs[h]) == 1 {
            ko
        } else {
            PASS
        };
        debug_assert!(lib_count(self.libs[h]) > 0, "suicide in a playout");
        captured
    }

    /// Black's area minus White's: stones plus empty points that touch only one colour. Exact
    /// at the end of a playout, where every empty point is an eye or a seki liberty.
    pub fn area_diff(&self) -> i32 {
        let mut d = self.st.on_board[0] as i32 - self.st.on_board[1] as i32;
        for &e in self.empty.part(self.st.n_empty) {
            let w = self.nb[e as usize];
            let b = nb_count(w, BLACK);
            let wh = nb_count(w, WHITE);
            if b > 0 && wh == 0 {
                d += 1;
            } else if wh > 0 && b == 0 {
                d -= 1;
            }
        }
        d
    }

    /// The owner of each point as [`PlayoutBoard::area_diff`] counts it: `BLACK`, `WHITE` or
    /// `EMPTY` (neutral), written into `out` for the used points.
    pub fn owners(&self, out: &mut [u8]) {
        for (p, slot) in out.iter_mut().enumerate().take(self.len) {
            *slot = match self.color[p] {
                EMPTY => {
                    let w = self.nb[p];
                    let b = nb_count(w, BLACK);
                    let wh = nb_count(w, WHITE);
                    if b > 0 && wh == 0 {
                        BLACK
                    } else if wh > 0 && b == 0 {
                        WHITE
                    } else {
                        EMPTY
                    }
                }
                c => c,
            };
        }
    }

    /// Black's area minus White's by a full flood fill (regions of any size), for positions that
    /// are not played out: a plain count of the board as it stands.
    pub fn plain_area_diff(&self) -> i32 {
        let mut d = self.st.on_board[0] as i32 - self.st.on_board[1] as i32;
        self.empty_regions(|_, owner, size| match owner {
            BLACK => d += size as i32,
            WHITE => d -= size as i32,
            _ => {}
        });
        d
    }

    /// The owner of every empty point by a plain count (`BLACK` or `WHITE` for a region
    /// bordered by that colour only, `EMPTY` otherwise), written into `out`.
    pub fn plain_owners(&self, out: &mut [u8]) {
        let mut owner_of_seed = Vec::new();
        self.empty_regions(|seed, owner, _| owner_of_seed.push((seed, owner)));
        let mut stack = Vec::new();
        for (seed, owner) in owner_of_seed {
            stack.push(seed);
            out[seed] = owner;
            while let Some(q) = stack.pop() {
                for n in self.neighbors(q) {
                    if self.color[n] == EMPTY && out[n] != owner {
                        out[n] = owner;
                        stack.push(n);
                    }
                }
            }
        }
    }

    /// Calls `f(first point, owner, size)` for every empty region, owner as in
    /// [`PlayoutBoard::plain_owners`].
    fn empty_regions(&self, mut f: impl FnMut(usize, u8, u32)) {
        let mut seen = [false; MAX_POINTS];
        let mut stack = [0u16; MAX_POINTS];
        for &e in self.empty.part(self.st.n_empty) {
            let e = e as usize;
            if seen[e] {
                continue;
            }
            seen[e] = true;
            let mut sp = 1;
            stack[0] = e as u16;
            let mut size = 0;
            let mut borders = 0u8;
            while sp > 0 {
                sp -= 1;
                let q = stack[sp] as usize;
                size += 1;
                for n in self.neighbors(q) {
                    match self.color[n] {
                        EMPTY if !seen[n] => {
                            seen[n] = true;
                            stack[sp] = n as u16;
                            sp += 1;
                        }
                        BLACK => borders |= 1,
                        WHITE => borders |= 2,
                        _ => {}
                    }
                }
            }
            let owner = match borders {
                1 => BLACK,
                2 => WHITE,
                _ => EMPTY,
            };
            f(e, owner, size);
        }
    }

    /// Number of chains of colour code `c` (for group tax).
    pub fn chain_count(&self, c: u8) -> u32 {
        (0..self.len)
            .filter(|&p| self.color[p] == c && self.head[p] as usize == p)
            .count() as u32
    }

    /// Checks the incremental bookkeeping against a scan; for tests.
    pub fn check(&self) -> Result<(), String> {
        let mut on = [0u32; 2];
        for p in 0..self.len {
            let c = self.color[p];
            if c == BORDER {
                continue;
            }
            let w = self.count_word(self.neighbors(p));
            if w != self.nb[p] {
                return Err(format!("neighbour counts wrong at {p}"));
            }
            if self.count_word(self.diagonals(p)) != self.dnb[p] {
                return Err(format!("diagonal counts wrong at {p}"));
            }
            if c == EMPTY {
                let i = self.empty_at[p] as usize;
                if i >= self.st.n_empty || self.empty[i] as usize != p {
                    return Err(format!("empty list wrong at {p}"));
                }
                continue;
            }
            on[c as usize - 1] += 1;
            let h = self.head[p] as usize;
            // Recount pseudo-liberties of the chain from its head.
            if h == p {
                let (mut n, mut s1, mut s2, mut size) = (0u32, 0u32, 0u32, 0u32);
                let mut s = p;
                loop {
                    if self.head[s] as usize != h || self.color[s] != c {
                        return Err(format!("chain list wrong at {s}"));
                    }
                    size += 1;
                    for m in self.neighbors(s) {
                        if self.color[m] == EMPTY {
                            n += 1;
                            s1 += m as u32;
                            s2 += (m * m) as u32;
                        }
                    }
                    s = self.next[s] as usize;
                    if s == p {
                        break;
                    }
                }
                let w = self.libs[h];
                if n != lib_count(w)
                    || s1 != lib_sum(w)
                    || s2 != lib_sq(w)
                    || size != self.stones[h] as u32
                {
                    return Err(format!("chain data wrong at {p}"));
                }
                if n == 0 {
                    return Err(format!("chain without liberty at {p}"));
                }
            }
        }
        if on != self.st.on_board {
            return Err("stone counts wrong".into());
        }
        Ok(())
    }

    /// Whether every array entry and field in use is the same as in `o` (for tests).
    #[cfg(test)]
    fn same_state(&self, o: &PlayoutBoard) -> bool {
        let n = self.len;
        self.color.part(n) == o.color.part(n)
            && self.nb.part(n) == o.nb.part(n)
            && self.dnb.part(n) == o.dnb.part(n)
            && self.head.part(n) == o.head.part(n)
            && self.next.part(n) == o.next.part(n)
            && self.stones.part(n) == o.stones.part(n)
            && self.libs.part(n) == o.libs.part(n)
            && self.empty.part(self.st.n_empty) == o.empty.part(o.st.n_empty)
            && self.empty_at.part(n) == o.empty_at.part(n)
            && (
                self.st.ko,
                self.st.last,
                self.st.last2,
                self.st.to_move,
                self.st.passes,
            ) == (o.st.ko, o.st.last, o.st.last2, o.st.to_move, o.st.passes)
            && (self.st.on_board, self.st.placed) == (o.st.on_board, o.st.placed)
    }

    /// Whether the on-board point `p` holds the same as the game board (for tests).
    pub fn same_stones(&self, board: &Board) -> bool {
        board.points().all(|p: Point| {
            let want = match board.cell(p) {
                Cell::Stone(c) => code(c),
                _ => EMPTY,
            };
            self.color[p] == want
        })
    }
}

/// A 9×9 test position under Chinese rules: `stones` played in order, and its playout board
/// with `to_move` to play (shared by the search's unit tests).
#[cfg(test)]
pub(crate) fn test_position(
    stones: &[(crate::board::Color, &str)],
    to_move: crate::board::Color,
) -> (crate::game::Game, PlayoutBoard) {
    use crate::board::{Move, Vertex};
    let mut g = crate::game::Game::new(9, crate::rules::preset("chinese").unwrap());
    for &(c, s) in stones {
        g.play(c, Move::Play(Vertex::parse(s).unwrap())).unwrap();
    }
    let b = PlayoutBoard::from_board(g.board(), to_move);
    (g, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Move, Vertex};
    use crate::game::Game;
    use crate::playout::Rng;
    use crate::rules::preset;

    #[test]
    fn random_games_agree_with_the_game_board() {
        let mut rng = Rng::new(7);
        for size in [5, 9, 13] {
            for _ in 0..20 {
                let mut game = Game::new(size, preset("japanese").unwrap());
                let mut b = PlayoutBoard::new(size);
                for _ in 0..size * size * 3 {
                    let c = b.to_move();
                    let p = b.random_playable(c, &mut rng);
                    let mv = if p == PASS {
                        Move::Pass
                    } else {
                        Move::Play(game.board().vertex(p as usize))
                    };
                    if p != PASS {
                        assert!(b.legal(c, p as usize));
                    }
                    game.play(color_of(c), mv).unwrap();
                    b.play(p);
                    b.check().unwrap();
                    assert!(b.same_stones(game.board()));
                    assert_eq!(b.stones_hash(), game.board().hash());
                    if b.passes() >= 2 {
                        break;
                    }
                }
                let fresh = PlayoutBoard::from_board(game.board(), game.to_move());
                fresh.check().unwrap();
                assert_eq!(fresh.plain_area_diff(), b.plain_area_diff());
            }
        }
    }

    /// Undoable moves taken back leave the board exactly as it was, captures and merges
    /// included, however many are nested.
    #[test]
    fn undo_restores_the_board_exactly() {
        let mut rng = Rng::new(9);
        for size in [7, 9, 13] {
            for _ in 0..20 {
                let mut b = PlayoutBoard::new(size);
                while b.passes() < 2 {
                    let saved = b.clone();
                    let outer = b.mark();
                    for _ in 0..rng.below(12) {
                        let inner = b.mark();
                        let p = b.random_playable(b.to_move(), &mut rng);
                        let mut direct = b.clone();
                        direct.play(p);
                        b.play_undoable(p);
                        b.check().unwrap();
                        assert!(b.same_state(&direct), "undoable play differs from play");
                        if rng.below(3) == 0 {
                            b.undo_to(&inner);
                        }
                    }
                    b.undo_to(&outer);
                    assert!(b.same_state(&saved), "undo did not restore the board");
                    let p = b.random_playable(b.to_move(), &mut rng);
                    b.play(p);
                }
            }
        }
    }

    #[test]
    fn eyes_and_suicide() {
        let mut game = Game::new(5, preset("chinese").unwrap());
        for s in ["A2", "B1", "B2"] {
            game.play(Color::Black, Move::Play(Vertex::parse(s).unwrap()))
                .unwrap();
        }
        let b = PlayoutBoard::from_board(game.board(), Color::White);
        let a1 = game.board().point(Vertex::parse("A1").unwrap());
        assert!(b.is_eye(BLACK, a1));
        assert!(!b.playable(BLACK, a1));
        assert!(b.is_suicide(WHITE, a1));
        assert!(!b.playable(WHITE, a1));
    }

    #[test]
    fn ko_point_is_forbidden_once() {
        let mut game = Game::new(9, preset("japanese").unwrap());
        let plays = [
            (Color::Black, "D5"),
            (Color::Black, "E4"),
            (Color::Black, "E6"),
            (Color::White, "F4"),
            (Color::White, "F6"),
            (Color::White, "G5"),
            (Color::White, "E5"),
        ];
        for (c, s) in plays {
            game.play(c, Move::Play(Vertex::parse(s).unwrap())).unwrap();
        }
        let mut b = PlayoutBoard::from_board(game.board(), Color::Black);
        let f5 = game.board().point(Vertex::parse("F5").unwrap());
        let e5 = game.board().point(Vertex::parse("E5").unwrap());
        assert_eq!(b.play(f5 as u16), 1);
        assert_eq!(b.ko() as usize, e5);
        assert!(!b.playable(WHITE, e5));
        b.check().unwrap();
    }
}
