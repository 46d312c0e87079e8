//! Groups and their eyes at the end of the game, for the consistency rules of the judge.
//!
//! A seki is a shared life: chains that would die by filling their shared liberties and that
//! have no two eyes of their own. A group with two real eyes is alive whatever its neighbours,
//! so a dame beside it, or a throw-in in atari inside it, never makes it a seki. The judge asks
//! this module which stones belong to such a group.
//!
//! Groups ("dragons") are chains of one colour joined through the empty regions that only their
//! colour borders (eyes and territory): those regions are theirs, and the opponent cannot play
//! in them without being captured. A region counts as eyes of its group:
//! - a single point is a real eye unless it is false (an opponent stone on two diagonals in the
//!   centre, on one on the edge) or a chain around it has no other liberty (the opponent takes
//!   it by playing there);
//! - two to [`TWO_EYE_SPACE`] − 1 points make one eye, bigger spaces two (any eye space of
//!   seven points or more lives at the end of a game).
//!
//! Everything is counted on the board with the dead stones taken off.

use super::benson::{Chains, NONE};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};

/// Points of an eye space from which it counts as two eyes.
pub const TWO_EYE_SPACE: usize = 7;

/// An empty region of the board and what borders it.
struct Region {
    points: Vec<Point>,
    /// Colours of the stones around it.
    borders: [bool; 2],
    /// Chains around it (indices into [`Chains::list`]).
    chains: Vec<usize>,
}

/// The empty regions of `b`.
fn regions(b: &Board, chains: &Chains) -> Vec<Region> {
    let mut seen = vec![false; MAX_POINTS];
    let mut out = Vec::new();
    for start in b.points() {
        if seen[start] || b.cell(start) != Cell::Empty {
            continue;
        }
        seen[start] = true;
        let mut r = Region {
            points: vec![start],
            borders: [false; 2],
            chains: Vec::new(),
        };
        let mut i = 0;
        while i < r.points.len() {
            let q = r.points[i];
            i += 1;
            for n in b.neighbors(q) {
                match b.cell(n) {
                    Cell::Empty if !seen[n] => {
                        seen[n] = true;
                        r.points.push(n);
                    }
                    Cell::Stone(c) => {
                        r.borders[c.index()] = true;
                        if !r.chains.contains(&chains.id[n]) {
                            r.chains.push(chains.id[n]);
                        }
                    }
                    _ => {}
                }
            }
        }
        out.push(r);
    }
    out
}

/// The colour that alone borders `r`, if one does.
fn owner(r: &Region) -> Option<Color> {
    match r.borders {
        [true, false] => Some(Color::Black),
        [false, true] => Some(Color::White),
        _ => None,
    }
}

/// How many eyes the region `r` (bordered by `color` only) is worth: 0, 1 or 2.
fn eye_value(b: &Board, chains: &Chains, r: &Region, color: Color) -> u8 {
    if r.points.len() >= TWO_EYE_SPACE {
        return 2;
    }
    if r.points.len() > 1 {
        return 1 + u8::from(two_eyed_line(b, chains, r) || two_eyed_shape(b, chains, r));
    }
    u8::from(!chain_in_atari(chains, r) && !is_false(b, r.points[0], color))
}

/// Fewest points of an eye space shaped as a line that makes two eyes.
const TWO_EYE_LINE: usize = 4;

/// True if the region is an eye space of [`TWO_EYE_LINE`] to [`TWO_EYE_SPACE`] − 1 points in
/// one line (straight, bent or zigzag: no point with three neighbours in it, no square), whose
/// chains around it are not in atari: whichever point the opponent takes inside, the owner
/// answers on a neighbour and keeps two eyes. Squares and shapes with a branch point are left
/// to [`two_eyed_shape`] (the pyramid four is one eye). A four-point line
/// bent at the corner point is left at one eye (bent four in the corner); one that only ends
/// there (A19 B19 C19 C18) has two, whichever point the opponent takes.
fn two_eyed_line(b: &Board, chains: &Chains, r: &Region) -> bool {
    let n = r.points.len();
    if !(TWO_EYE_LINE..TWO_EYE_SPACE).contains(&n) || chain_in_atari(chains, r) {
        return false;
    }
    let inside = |q: Point| r.points.contains(&q);
    let mut links = 0;
    for &p in &r.points {
        let degree = b.neighbors(p).iter().filter(|&&q| inside(q)).count();
        if degree > 2 {
            return false;
        }
        links += degree;
    }
    let bend = |p: Point| b.neighbors(p).iter().filter(|&&q| inside(q)).count() == 2;
    // A line has one link fewer than points (each counted from both ends); a loop has as many.
    links / 2 == n - 1
        && !(n == TWO_EYE_LINE && r.points.iter().any(|&p| is_corner(b, p) && bend(p)))
}

/// True if `p` is a corner point of the board.
fn is_corner(b: &Board, p: Point) -> bool {
    b.neighbors(p)
        .iter()
        .filter(|&&q| b.cell(q) == Cell::Border)
        .count()
        >= 2
}

/// Fewest points of an eye space that is two eyes whatever its shape, short of the nakade ones.
const TWO_EYE_SHAPE: usize = 5;

/// True if the region is an eye space of [`TWO_EYE_SHAPE`] to [`TWO_EYE_SPACE`] − 1 points away
/// from the corner points, with no square of four points in it and no point with four
/// neighbours in it, whose chains around it are not in atari. The five- and six-point spaces
/// the opponent can reduce to one eye are the bulky five and the rabbity six (a square each)
/// and the crossed five (a point with four neighbours); every other one gives the owner a
/// second eye beside the point the opponent takes. A six-point space on the first line with a
/// branch (E2 E1 F1 G1 H1 G2) was one eye, and a lone stone beside the group made it a seki
/// (KGS 2006-12-16-9).
fn two_eyed_shape(b: &Board, chains: &Chains, r: &Region) -> bool {
    let n = r.points.len();
    if !(TWO_EYE_SHAPE..TWO_EYE_SPACE).contains(&n) || chain_in_atari(chains, r) {
        return false;
    }
    let inside = |q: Point| r.points.contains(&q);
    r.points.iter().all(|&p| {
        let near: Vec<Point> = b.neighbors(p).into_iter().filter(|&q| inside(q)).collect();
        let square = near.iter().any(|&q1| {
            near.iter().any(|&q2| {
                q1 != q2
                    && b.neighbors(q1)
                        .iter()
                        .any(|&x| x != p && inside(x) && b.neighbors(q2).contains(&x))
            })
        });
        near.len() < 4 && !square && !is_corner(b, p)
    })
}

/// True if some chain around the region `r` is in atari.
fn chain_in_atari(chains: &Chains, r: &Region) -> bool {
    r.chains
        .iter()
        .any(|&c| chains.list[c].liberties.len() <= 1)
}

/// True if some chain around the region `r` has no liberty outside it.
fn last_liberty(chains: &Chains, r: &Region) -> bool {
    r.chains
        .iter()
        .any(|&c| chains.list[c].liberties.len() <= 1)
}

/// True if the one-point eye `p` of `color` is false: opponent stones on two of its diagonals
/// in the centre, on one on the edge or in the corner.
pub fn is_false(b: &Board, p: Point, color: Color) -> bool {
    is_false_among(b, p, color, |_| true)
}

/// [`is_false`], counting only the opponent stones on the diagonals for which `counts` holds
/// (the living ones, say).
pub fn is_false_among(b: &Board, p: Point, color: Color, counts: impl Fn(Point) -> bool) -> bool {
    let (mut bad, mut edge) = (0, false);
    for d in b.diagonals(p) {
        match b.cell(d) {
            Cell::Stone(c) if c != color && counts(d) => bad += 1,
            Cell::Border => edge = true,
            _ => {}
        }
    }
    if edge { bad >= 1 } else { bad >= 2 }
}

/// The groups of `b` and their eyes.
pub struct Groups {
    /// Group index of every stone, [`NONE`] elsewhere.
    pub of: Vec<usize>,
    /// Real eyes of each group, at most 2.
    pub eyes: Vec<u8>,
    /// Stones of each group.
    pub stones: Vec<Vec<Point>>,
}

impl Groups {
    /// Groups and eyes of `b` (a board with the dead stones off).
    pub fn new(b: &Board) -> Groups {
        let chains = Chains::new(b);
        let regions = regions(b, &chains);
        let mut parent: Vec<usize> = (0..chains.list.len()).collect();
        for r in &regions {
            // A one-point region that is the last liberty of a chain around it does not join
            // the chains around it: the opponent can play there. A false eye does join them
            // (it is no eye): the opponent can only put one of them in atari, and its owner
            // then connects there.
            let joins = owner(r).is_some() && (r.points.len() > 1 || !last_liberty(&chains, r));
            if joins {
                for w in r.chains.windows(2) {
                    union(&mut parent, w[0], w[1]);
                }
            }
        }
        let mut index = vec![NONE; chains.list.len()];
        let mut groups = Groups {
            of: vec![NONE; MAX_POINTS],
            eyes: Vec::new(),
            stones: Vec::new(),
        };
        for c in 0..chains.list.len() {
            let root = find(&mut parent, c);
            if index[root] == NONE {
                index[root] = groups.eyes.len();
                groups.eyes.push(0);
                groups.stones.push(Vec::new());
            }
            let g = index[root];
            for &s in &chains.list[c].stones {
                groups.of[s] = g;
                groups.stones[g].push(s);
            }
        }
        for r in &regions {
            let Some(color) = owner(r) else { continue };
            let v = eye_value(b, &chains, r, color);
            if v == 0 {
                continue;
            }
            let g = index[find(&mut parent, r.chains[0])];
            groups.eyes[g] = (groups.eyes[g] + v).min(2);
        }
        groups
    }

    /// Real eyes of the group of the stone at `p` (0 for an empty point).
    pub fn eyes_at(&self, p: Point) -> u8 {
        match self.of[p] {
            NONE => 0,
            g => self.eyes[g],
        }
    }

    /// True if the stone at `p` belongs to a group with two real eyes.
    pub fn two_eyed(&self, p: Point) -> bool {
        self.eyes_at(p) >= 2
    }
}

fn find(parent: &mut [usize], x: usize) -> usize {
    let mut r = x;
    while parent[r] != r {
        r = parent[r];
    }
    parent[x] = r;
    r
}

fn union(parent: &mut [usize], a: usize, b: usize) {
    let (ra, rb) = (find(parent, a), find(parent, b));
    if ra != rb {
        parent[rb] = ra;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows as board;

    fn eyes(b: &Board, v: &str) -> u8 {
        Groups::new(b).eyes_at(b.point(Vertex::parse(v).unwrap()))
    }

    const EMPTY: &str = ".........";

    /// Chains joined through an eye make one group; a false eye on the edge counts nothing.
    #[test]
    fn eyes_are_counted_per_group_and_false_eyes_do_not_count() {
        let real = board(&[
            "o.o.o.x..",
            "oooooxx..",
            "xxxxxx...",
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
        ]);
        // B9 and D9 are real eyes; E9 joins the group through D9.
        assert_eq!(eyes(&real, "A8"), 2);
        assert_eq!(eyes(&real, "E9"), 2);
        let false_eye = board(&[
            "o.o.o.x..",
            "ooooxxx..",
            "xxxxx....",
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
        ]);
        // Black's E8 on a diagonal of D9, on the edge: D9 is false, B9 is the only eye.
        assert_eq!(eyes(&false_eye, "A8"), 1);
    }

    /// A one-point eye whose chains have no other liberty is no eye: the opponent takes them by
    /// playing in it.
    #[test]
    fn an_eye_that_is_the_last_liberty_of_a_chain_is_not_real() {
        let b = board(&[
            ".ox......",
            "ox.......",
            "x........",
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
        ]);
        assert_eq!(eyes(&b, "B9"), 0);
    }

    /// A big enclosed space is worth two eyes.
    #[test]
    fn a_big_space_is_two_eyes() {
        let b = board(&[
            ".......ox",
            "ooooooox.",
            "xxxxxxxx.",
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
            EMPTY,
        ]);
        assert_eq!(eyes(&b, "A8"), 2);
    }

    /// Five and six points away from the corner are two eyes unless they hold a square (bulky
    /// five, rabbity six) or a point with four neighbours (crossed five): a six-point space on
    /// the first line with a branch is two eyes, the rabbity six and the crossed five one.
    #[test]
    fn five_or_six_points_are_two_eyes_but_for_the_nakade_shapes() {
        let e = EMPTY;
        let wall = "ooooooooo";
        let full = "xxxxxxxxx";
        let with = |rows: [&str; 3]| board(&[e, e, e, e, wall, full, rows[0], rows[1], rows[2]]);
        let branched_six = with(["xxxxxxxxx", "x.x.xxxxx", "x....xxxx"]);
        assert_eq!(eyes(&branched_six, "A1"), 2);
        let rabbity_six = with(["xx.xxxxxx", "x..xxxxxx", "x...xxxxx"]);
        assert_eq!(eyes(&rabbity_six, "A1"), 1);
        let crossed_five = with(["xx.xxxxxx", "x...xxxxx", "xx.xxxxxx"]);
        assert_eq!(eyes(&crossed_five, "A1"), 1);
    }

    /// An eye space of four to six points in one line is two eyes (the owner answers beside
    /// any point the opponent takes): a straight four on the edge, a five bent round an own
    /// stone in the corner, a bent four that ends in the corner (H3 H2 H1 J1). The bulky five
    /// and the square are one eye, and so is a bent four bent at the corner point.
    #[test]
    fn a_space_in_one_line_is_two_eyes_and_a_nakade_shape_one() {
        let e = EMPTY;
        let bent_round_a_stone = board(&[
            e,
            e,
            e,
            e,
            ".....oooo",
            ".....oxxx",
            ".....ox..",
            ".....ox.x",
            ".....ox..",
        ]);
        assert_eq!(eyes(&bent_round_a_stone, "G4"), 2);
        let straight_four = board(&[e, e, e, e, e, e, "ooooooooo", "oxxxxxxoo", "ox....xo."]);
        assert_eq!(eyes(&straight_four, "B1"), 2);
        let bulky_five = board(&[
            e,
            e,
            e,
            e,
            ".....oooo",
            ".....oxxx",
            ".....ox.x",
            ".....ox..",
            ".....ox..",
        ]);
        assert_eq!(eyes(&bulky_five, "G4"), 1);
        let square = board(&[
            e,
            e,
            e,
            e,
            e,
            ".....oooo",
            ".....oxxx",
            ".....ox..",
            ".....ox..",
        ]);
        assert_eq!(eyes(&square, "G3"), 1);
        let bent_four_in_the_corner = board(&[
            e,
            e,
            e,
            e,
            e,
            ".....oooo",
            ".....oxxx",
            "....oxxx.",
            "....ox...",
        ]);
        assert_eq!(eyes(&bent_four_in_the_corner, "G3"), 1);
        let ending_in_the_corner = board(&[
            e,
            e,
            e,
            e,
            ".....oooo",
            ".....oxxx",
            ".....ox.x",
            ".....ox.x",
            ".....ox..",
        ]);
        assert_eq!(eyes(&ending_in_the_corner, "G3"), 2);
    }
}
