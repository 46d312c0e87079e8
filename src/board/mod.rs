//! The board: stones, chains, liberties, captures and Zobrist hashes. No rules policy lives here:
//! the board reports what a play would do ([`Board::preview`]) and does it ([`Board::play`]);
//! `game` decides whether the ruleset allows it.
//!
//! Layout: a padded one-dimensional array (`stride = size + 2`) so that every point has four
//! neighbours and the border needs no bounds checks. Chains are circular linked lists of stones;
//! each chain keeps pseudo-liberties (one per stone/empty adjacency) plus their sum and sum of
//! squares, which tells "exactly one liberty" (atari) without a scan: all pseudo-liberties are the
//! same point iff `sum² == count · sum_of_squares`.

mod types;

pub use types::{COLUMN_LETTERS, Color, Move, Vertex};

/// Largest board side GTP can express.
pub const MAX_SIZE: usize = 25;
/// Smallest board side we accept.
pub const MIN_SIZE: usize = 2;
const MAX_STRIDE: usize = MAX_SIZE + 2;
/// Points in the padded array, border included.
pub const MAX_POINTS: usize = MAX_STRIDE * MAX_STRIDE;

/// An index into the padded point array.
pub type Point = usize;

/// What occupies a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    Empty,
    Stone(Color),
    Border,
}

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

const fn zobrist_table() -> [[u64; MAX_POINTS]; 2] {
    let mut table = [[0u64; MAX_POINTS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut p = 0;
        while p < MAX_POINTS {
            table[c][p] = splitmix((c * MAX_POINTS + p) as u64 * 0x1000_0001 + 12345);
            p += 1;
        }
        c += 1;
    }
    table
}

/// Zobrist keys, one per colour and point, fixed at compile time so hashes are stable across runs.
static ZOBRIST: [[u64; MAX_POINTS]; 2] = zobrist_table();

/// The Zobrist key of a `color` stone on point `p`: a board's [`Board::hash`] is the XOR of
/// the keys of its stones.
pub fn stone_key(color: Color, p: usize) -> u64 {
    ZOBRIST[color.index()][p]
}

/// Hash key that marks "this player is to move" for situational comparisons.
pub fn side_key(color: Color) -> u64 {
    splitmix(0xC0FF_EE00 + color.index() as u64)
}

/// What a play would do, computed without changing the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preview {
    /// Opponent stones the play removes.
    pub captures: usize,
    /// Own stones the play removes (suicide), the played stone included; 0 if none.
    pub suicide: usize,
    /// Board hash after the play and its removals.
    pub hash: u64,
}

/// A Go board of any size from 2×2 to 25×25.
#[derive(Clone)]
pub struct Board {
    size: usize,
    stride: usize,
    cells: [Cell; MAX_POINTS],
    /// Chain head of each stone.
    head: [u16; MAX_POINTS],
    /// Next stone of the same chain (circular).
    next: [u16; MAX_POINTS],
    /// Per chain head: stones in the chain.
    stones: [u16; MAX_POINTS],
    /// Per chain head: pseudo-liberty count, sum and sum of squares of liberty points.
    libs: [u16; MAX_POINTS],
    lib_sum: [u32; MAX_POINTS],
    lib_sq: [u64; MAX_POINTS],
    hash: u64,
    /// Stones of each colour removed from the board so far (captured or by suicide).
    removed: [u32; 2],
    /// The point where the last play captured exactly one stone with a lone stone left in atari:
    /// retaking there at once would be a basic-ko recapture. Cleared by every other move.
    ko: Option<(Point, Color)>,
}

impl Board {
    /// An empty `size`×`size` board. Panics if the size is out of range: callers validate input.
    pub fn new(size: usize) -> Board {
        assert!((MIN_SIZE..=MAX_SIZE).contains(&size), "board size {size}");
        let stride = size + 2;
        let mut cells = [Cell::Border; MAX_POINTS];
        for y in 0..size {
            for x in 0..size {
                cells[(y + 1) * stride + x + 1] = Cell::Empty;
            }
        }
        Board {
            size,
            stride,
            cells,
            head: [0; MAX_POINTS],
            next: [0; MAX_POINTS],
            stones: [0; MAX_POINTS],
            libs: [0; MAX_POINTS],
            lib_sum: [0; MAX_POINTS],
            lib_sq: [0; MAX_POINTS],
            hash: 0,
            removed: [0; 2],
            ko: None,
        }
    }

    /// The distance between vertically adjacent points of the padded array (`size + 2`).
    pub fn stride(&self) -> usize {
        self.stride
    }

    pub fn size(&self) -> usize {
        self.size
    }

    /// Zobrist hash of the stones on the board (position only, nobody to move).
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Stones of `color` removed so far: the opponent's prisoners.
    pub fn removed(&self, color: Color) -> u32 {
        self.removed[color.index()]
    }

    /// The basic-ko point and the colour forbidden to retake there, if the last play made one.
    pub fn ko(&self) -> Option<(Point, Color)> {
        self.ko
    }

    /// Forgets the basic-ko point (after a pass or a move elsewhere).
    pub fn clear_ko(&mut self) {
        self.ko = None;
    }

    pub fn point(&self, v: Vertex) -> Point {
        (v.y as usize + 1) * self.stride + v.x as usize + 1
    }

    pub fn vertex(&self, p: Point) -> Vertex {
        Vertex::new((p % self.stride - 1) as u8, (p / self.stride - 1) as u8)
    }

    pub fn cell(&self, p: Point) -> Cell {
        self.cells[p]
    }

    pub fn color_at(&self, v: Vertex) -> Option<Color> {
        match self.cells[self.point(v)] {
            Cell::Stone(c) => Some(c),
            _ => None,
        }
    }

    /// Every on-board point, bottom row first.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.size).flat_map(move |y| (0..self.size).map(move |x| (y + 1) * self.stride + x + 1))
    }

    pub fn neighbors(&self, p: Point) -> [Point; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    pub fn diagonals(&self, p: Point) -> [Point; 4] {
        [
            p - self.stride - 1,
            p - self.stride + 1,
            p + self.stride - 1,
            p + self.stride + 1,
        ]
    }

    pub fn is_empty_board(&self) -> bool {
        self.points().all(|p| self.cells[p] == Cell::Empty)
    }

    pub fn stone_count(&self, color: Color) -> usize {
        self.points()
            .filter(|&p| self.cells[p] == Cell::Stone(color))
            .count()
    }

    fn chain(&self, p: Point) -> usize {
        self.head[p] as usize
    }

    /// The stones of the chain through `p`.
    pub fn chain_stones(&self, p: Point) -> Vec<Point> {
        let mut out = Vec::new();
        let mut s = p;
        loop {
            out.push(s);
            s = self.next[s] as usize;
            if s == p {
                return out;
            }
        }
    }

    /// True if the chain through `p` has exactly one liberty.
    pub fn in_atari(&self, p: Point) -> bool {
        let h = self.chain(p);
        let n = self.libs[h] as u64;
        let s = self.lib_sum[h] as u64;
        n > 0 && s * s == n * self.lib_sq[h]
    }

    /// Distinct liberties (up to `limit`) that the chain formed by `color` at `p` would have,
    /// ignoring captures.
    pub fn liberties_after(&self, color: Color, p: Point, limit: usize) -> usize {
        let mut libs: [Point; 4] = [0; 4];
        let mut n_libs = 0;
        let add = |q: Point, libs: &mut [Point; 4], n: &mut usize| {
            if q != p && !libs[..*n].contains(&q) && *n < 4 {
                libs[*n] = q;
                *n += 1;
            }
        };
        for n in self.neighbors(p) {
            if self.cell(n) == Cell::Empty {
                add(n, &mut libs, &mut n_libs);
            }
        }
        if n_libs >= limit {
            return n_libs;
        }
        for n in self.neighbors(p) {
            if self.cell(n) == Cell::Stone(color) {
                for s in self.chain_stones(n) {
                    for m in self.neighbors(s) {
                        if self.cell(m) == Cell::Empty {
                            add(m, &mut libs, &mut n_libs);
                            if n_libs >= limit {
                                return n_libs;
                            }
                        }
                    }
                }
            }
        }
        n_libs
    }

    /// The distinct liberties of the chain through `p`, in the order a scan of its stones meets
    /// them.
    pub fn liberty_points(&self, p: Point) -> Vec<Point> {
        let mut libs = Vec::new();
        for s in self.chain_stones(p) {
            for n in self.neighbors(s) {
                if self.cells[n] == Cell::Empty && !libs.contains(&n) {
                    libs.push(n);
                }
            }
        }
        libs
    }

    /// The real (distinct) liberties of the chain through `p`, counted by a scan.
    pub fn liberties(&self, p: Point) -> usize {
        let mut seen = [false; MAX_POINTS];
        let mut count = 0;
        for s in self.chain_stones(p) {
            for n in self.neighbors(s) {
                if self.cells[n] == Cell::Empty && !seen[n] {
                    seen[n] = true;
                    count += 1;
                }
            }
        }
        count
    }

    fn add_lib(&mut self, h: usize, lib: Point) {
        self.libs[h] += 1;
        self.lib_sum[h] += lib as u32;
        self.lib_sq[h] += (lib * lib) as u64;
    }

    fn remove_lib(&mut self, h: usize, lib: Point) {
        self.libs[h] -= 1;
        self.lib_sum[h] -= lib as u32;
        self.lib_sq[h] -= (lib * lib) as u64;
    }

    /// What a play of `color` at the empty point `p` would capture, suicide and hash to.
    pub fn preview(&self, color: Color, p: Point) -> Preview {
        debug_assert_eq!(self.cells[p], Cell::Empty);
        let mut hash = self.hash ^ ZOBRIST[color.index()][p];
        let mut captures = 0;
        let mut own_size = 1;
        let mut has_liberty = false;
        let mut seen = [0usize; 4];
        let mut seen_len = 0;
        for n in self.neighbors(p) {
            match self.cells[n] {
                Cell::Empty => has_liberty = true,
                Cell::Stone(c) => {
                    let h = self.chain(n);
                    if seen[..seen_len].contains(&h) {
                        continue;
                    }
                    seen[seen_len] = h;
                    seen_len += 1;
                    if c == color {
                        own_size += self.stones[h] as usize;
                        if !self.in_atari(n) {
                            has_liberty = true;
                        }
                    } else if self.in_atari(n) {
                        captures += self.stones[h] as usize;
                        for s in self.chain_stones(n) {
                            hash ^= ZOBRIST[c.index()][s];
                        }
                    }
                }
                Cell::Border => {}
            }
        }
        if captures > 0 || has_liberty {
            return Preview {
                captures,
                suicide: 0,
                hash,
            };
        }
        // Suicide: the played stone and every own chain it joins leave the board.
        let mut hash = self.hash;
        for &h in &seen[..seen_len] {
            if self.cells[h] == Cell::Stone(color) {
                for s in self.chain_stones(h) {
                    hash ^= ZOBRIST[color.index()][s];
                }
            }
        }
        Preview {
            captures: 0,
            suicide: own_size,
            hash,
        }
    }

    /// Puts a stone on an empty point without captures (setup and handicap stones).
    /// Returns false, changing nothing, if the point is not empty.
    pub fn set_stone(&mut self, color: Color, p: Point) -> bool {
        if self.cells[p] != Cell::Empty {
            return false;
        }
        self.place(color, p);
        self.ko = None;
        true
    }

    /// True if every chain on the board has a liberty (setup positions must).
    pub fn all_chains_have_liberties(&self) -> bool {
        self.points()
            .all(|p| !matches!(self.cells[p], Cell::Stone(_)) || self.libs[self.chain(p)] > 0)
    }

    /// Plays `color` at the empty point `p`: captures, then removes the own chain if it has no
    /// liberty left (suicide, when the rules allow it). Returns what happened.
    pub fn play(&mut self, color: Color, p: Point) -> Preview {
        debug_assert_eq!(self.cells[p], Cell::Empty);
        self.place(color, p);
        let opponent = color.opponent();
        let mut captures = 0;
        let mut last_captured = p;
        for n in self.neighbors(p) {
            if self.cells[n] == Cell::Stone(opponent) && self.libs[self.chain(n)] == 0 {
                captures += self.remove_chain(n);
                last_captured = n;
            }
        }
        let h = self.chain(p);
        let mut suicide = 0;
        if self.libs[h] == 0 {
            suicide = self.remove_chain(p);
        }
        self.ko = if captures == 1 && self.stones[h] == 1 && self.libs[h] == 1 && suicide == 0 {
            Some((last_captured, opponent))
        } else {
            None
        };
        Preview {
            captures,
            suicide,
            hash: self.hash,
        }
    }

    /// Adds a stone and merges chains; no capture handling.
    fn place(&mut self, color: Color, p: Point) {
        self.cells[p] = Cell::Stone(color);
        self.hash ^= ZOBRIST[color.index()][p];
        self.head[p] = p as u16;
        self.next[p] = p as u16;
        self.stones[p] = 1;
        self.libs[p] = 0;
        self.lib_sum[p] = 0;
        self.lib_sq[p] = 0;
        for n in self.neighbors(p) {
            match self.cells[n] {
                Cell::Empty => self.add_lib(p, n),
                Cell::Stone(_) => {
                    let h = self.chain(n);
                    self.remove_lib(h, p);
                }
                Cell::Border => {}
            }
        }
        for n in self.neighbors(p) {
            if self.cells[n] == Cell::Stone(color) && self.chain(n) != self.chain(p) {
                self.merge(self.chain(p), self.chain(n));
            }
        }
    }

    /// Merges the chain headed by `b` into the one headed by `a` (smaller into larger).
    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.stones[a] >= self.stones[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.head[s] = big as u16;
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.next.swap(big, small);
        self.stones[big] += self.stones[small];
        self.libs[big] += self.libs[small];
        self.lib_sum[big] += self.lib_sum[small];
        self.lib_sq[big] += self.lib_sq[small];
    }

    /// Removes the chain through `p`, giving its points back as liberties. Returns its size.
    fn remove_chain(&mut self, p: Point) -> usize {
        let stones = self.chain_stones(p);
        let Cell::Stone(color) = self.cells[p] else {
            return 0;
        };
        for &s in &stones {
            self.cells[s] = Cell::Empty;
            self.hash ^= ZOBRIST[color.index()][s];
        }
        for &s in &stones {
            for n in self.neighbors(s) {
                if let Cell::Stone(_) = self.cells[n] {
                    let h = self.chain(n);
                    self.add_lib(h, s);
                }
            }
        }
        self.removed[color.index()] += stones.len() as u32;
        stones.len()
    }

    /// True if every neighbour of `p` is a stone of `color` or the border: the opponent cannot
    /// play there without capturing, and a stone of `color` there joins all its neighbours.
    pub fn bordered_only_by(&self, color: Color, p: Point) -> bool {
        self.neighbors(p)
            .iter()
            .all(|&n| self.cells[n] == Cell::Stone(color) || self.cells[n] == Cell::Border)
    }

    /// A point whose four neighbours are `color` (or border) and whose diagonals do not let the
    /// opponent break it: at most one opponent diagonal in the centre, none on the edge.
    pub fn is_eye(&self, color: Color, p: Point) -> bool {
        if self.cells[p] != Cell::Empty || !self.bordered_only_by(color, p) {
            return false;
        }
        let mut bad = 0;
        let mut border = false;
        for d in self.diagonals(p) {
            match self.cells[d] {
                Cell::Stone(c) if c != color => bad += 1,
                Cell::Border => border = true,
                _ => {}
            }
        }
        if border { bad == 0 } else { bad <= 1 }
    }

    /// Recomputes the hash from the stones, for invariant checks.
    pub fn hash_from_scratch(&self) -> u64 {
        self.points().fold(0, |h, p| match self.cells[p] {
            Cell::Stone(c) => h ^ ZOBRIST[c.index()][p],
            _ => h,
        })
    }

    /// Checks every chain's bookkeeping against a scan; for tests and debugging.
    pub fn check_invariants(&self) -> Result<(), String> {
        if self.hash != self.hash_from_scratch() {
            return Err("hash differs from a recount".into());
        }
        for p in self.points() {
            if let Cell::Stone(c) = self.cells[p] {
                let chain = self.chain_stones(p);
                if chain
                    .iter()
                    .any(|&s| self.cells[s] != Cell::Stone(c) || self.chain(s) != self.chain(p))
                {
                    return Err(format!("chain through {} is inconsistent", self.vertex(p)));
                }
                let libs = self.liberties(p);
                if libs == 0 || (libs == 1) != self.in_atari(p) {
                    return Err(format!("liberties of {} are inconsistent", self.vertex(p)));
                }
            }
        }
        Ok(())
    }

    /// A text diagram, top row first, with GTP coordinates around it.
    pub fn diagram(&self) -> String {
        let letters: String = (0..self.size)
            .map(|x| format!(" {}", COLUMN_LETTERS[x] as char))
            .collect();
        let mut out = format!("   {letters}\n");
        for y in (0..self.size).rev() {
            out.push_str(&format!("{:>2} ", y + 1));
            for x in 0..self.size {
                let c = match self.cells[self.point(Vertex::new(x as u8, y as u8))] {
                    Cell::Stone(Color::Black) => 'X',
                    Cell::Stone(Color::White) => 'O',
                    _ => '.',
                };
                out.push(' ');
                out.push(c);
            }
            out.push_str(&format!(" {:>2}\n", y + 1));
        }
        out.push_str(&format!("   {letters}"));
        out
    }
}

impl std::fmt::Debug for Board {
    /// The diagram, so that a failed comparison in a test shows the position.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "\n{}", self.diagram())
    }
}

impl PartialEq for Board {
    /// Two boards are equal when they hold the same stones, prisoners and ko point.
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size
            && self.points().all(|p| self.cells[p] == other.cells[p])
            && self.removed == other.removed
            && self.ko == other.ko
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(b: &Board, s: &str) -> Point {
        b.point(Vertex::parse(s).unwrap())
    }

    fn play(b: &mut Board, c: Color, s: &str) -> Preview {
        let p = at(b, s);
        let preview = b.preview(c, p);
        let done = b.play(c, p);
        assert_eq!(preview, done, "preview disagrees with play at {s}");
        b.check_invariants().unwrap();
        done
    }

    #[test]
    fn corner_capture_and_ko_point() {
        let mut b = Board::new(9);
        play(&mut b, Color::White, "A1");
        play(&mut b, Color::Black, "B1");
        let r = play(&mut b, Color::Black, "A2");
        assert_eq!(r.captures, 1);
        assert_eq!(b.removed(Color::White), 1);
        assert_eq!(b.color_at(Vertex::parse("A1").unwrap()), None);
    }

    #[test]
    fn ko_is_detected_only_for_single_stone_recapture() {
        let mut b = Board::new(9);
        for s in ["D5", "E4", "E6"] {
            play(&mut b, Color::Black, s);
        }
        for s in ["F4", "F6", "G5", "E5"] {
            play(&mut b, Color::White, s);
        }
        let r = play(&mut b, Color::Black, "F5");
        assert_eq!(r.captures, 1);
        assert_eq!(b.ko(), Some((at(&b, "E5"), Color::White)));
        // A capture that leaves the capturing stone with two liberties is no ko.
        let mut b = Board::new(9);
        for s in ["D5", "E4", "E6"] {
            play(&mut b, Color::Black, s);
        }
        for s in ["F4", "F6", "E5"] {
            play(&mut b, Color::White, s);
        }
        let r = play(&mut b, Color::Black, "F5");
        assert_eq!(r.captures, 1);
        assert_eq!(b.ko(), None);
    }

    #[test]
    fn suicide_preview_and_play() {
        let mut b = Board::new(5);
        play(&mut b, Color::White, "A2");
        play(&mut b, Color::White, "B1");
        let before = b.hash();
        let r = play(&mut b, Color::Black, "A1");
        assert_eq!(r.suicide, 1);
        assert_eq!(b.hash(), before);
        assert_eq!(b.removed(Color::Black), 1);
    }
}
