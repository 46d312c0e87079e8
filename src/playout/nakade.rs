//! Sacrifices that kill: a self-atari of several stones whose capture leaves a dead eye shape.
//!
//! The heavy policy rejects random moves that put a chain of two or more stones in atari: such
//! moves mostly give stones away. But one family of them is how groups are killed. A chain that
//! fills the last shared liberty of a group that surrounds it is captured, and the space its
//! stones leave is then the group's eye; when that space is a killing shape (three points or
//! fewer, the square and the pyramid four, the bulky and the crossed five, the rabbity six),
//! the player who sacrificed plays its vital point next and the group has one eye. Without the
//! exception the playouts never play the sacrifice, a dead group in a "seki" of shared liberties
//! stays alive in every playout, and the search keeps a lost game at 90% and more (a 9×9 game
//! against Pachi 12.90 in session 18: Black's A7 in the corner killed ten White stones, which
//! Tengen's playouts saw alive at 96%; GNU Go and Pachi call them dead).

use super::board::{EMPTY, PlayoutBoard};

/// The most stones a killing sacrifice has (the rabbity six).
const MAX_STONES: usize = 6;

/// True if the chain that a play of `c` at `p` makes (in atari: the caller checks) has at most
/// six stones in a killing shape, so that its capture leaves the capturer one eye.
pub fn sacrifice_kills(b: &PlayoutBoard, c: u8, p: usize) -> bool {
    let mut stones = [0usize; MAX_STONES];
    let mut n = 1;
    stones[0] = p;
    for q in b.neighbors(p) {
        if b.color(q) != c || stones[..n].contains(&q) {
            continue;
        }
        let mut s = q;
        loop {
            if n == MAX_STONES {
                return false;
            }
            stones[n] = s;
            n += 1;
            s = b.next_stone(s);
            if s == q {
                break;
            }
        }
    }
    is_killing_shape(&stones[..n], b.stride())
}

/// True if a play of `c` at `p` is a sacrifice that kills ([`sacrifice_kills`]: two to six
/// stones in atari in a killing shape) and fills one of the last two liberties of an opponent
/// chain: the chain takes the stones with its last liberty and is left with their space, one
/// eye. This is how a "seki" of shared liberties around a nakade shape is killed.
pub fn kills_in_shared_liberties(b: &PlayoutBoard, c: u8, p: usize) -> bool {
    let o = super::board::opp(c);
    let mut libs = [0u16; 3];
    b.neighbor_count(p, c) > 0
        && b.neighbors(p)
            .iter()
            .any(|&q| b.color(q) == o && b.liberties_of(q, &mut libs) == 2)
        && super::policy::is_big_self_atari(b, c, p)
        && sacrifice_kills(b, c, p)
}

/// The vital point of the space that the last move's capture left, when that space is a
/// killing shape of three to six points with one: the player who lost the stones plays there
/// next, and the capturing group is left with one eye. This is the second half of the
/// sacrifice that [`sacrifice_kills`] lets the playouts play; without it the vital point is
/// left to chance, and the capturer, as likely as not, takes it first and lives.
pub fn vital_point_after_capture(b: &PlayoutBoard) -> Option<usize> {
    let (at, stones) = b.last_capture();
    if !(3..=MAX_STONES as u32).contains(&stones) {
        return None;
    }
    let mut points = [0usize; MAX_STONES];
    let n = captured_space(b, at as usize, &mut points)?;
    let points = &points[..n];
    if !is_killing_shape(points, b.stride()) {
        return None;
    }
    vital_point(points, b.stride())
}

/// The empty points connected to `start` (at most six), or `None` past six.
fn captured_space(
    b: &PlayoutBoard,
    start: usize,
    points: &mut [usize; MAX_STONES],
) -> Option<usize> {
    points[0] = start;
    let (mut n, mut next) = (1, 0);
    while next < n {
        for q in b.neighbors(points[next]) {
            if b.color(q) == EMPTY && !points[..n].contains(&q) {
                if n == MAX_STONES {
                    return None;
                }
                points[n] = q;
                n += 1;
            }
        }
        next += 1;
    }
    Some(n)
}

/// How many of the four neighbours of `p` (on a board of `stride`) are among `points`.
fn degree_in(points: &[usize], stride: usize, p: usize) -> usize {
    [p - stride, p - 1, p + 1, p + stride]
        .iter()
        .filter(|q| points.contains(q))
        .count()
}

/// The one point of a killing shape with the most neighbours inside it (the middle of a three,
/// the centre of the pyramid and crossed shapes, the square's corner next to the bulky five's
/// tail), or `None` when several tie (the square four has no vital point).
fn vital_point(points: &[usize], stride: usize) -> Option<usize> {
    let degree = |p: usize| degree_in(points, stride, p);
    let widest = points.iter().map(|&p| degree(p)).max()?;
    let mut vital = points.iter().filter(|&&p| degree(p) == widest);
    let first = *vital.next()?;
    vital.next().is_none().then_some(first)
}

/// True if the connected points (on a board of `stride`) form an eye space that the player
/// moving first inside it reduces to one eye: any shape of up to three points, and the four-,
/// five- and six-point shapes with a vital point (or none at all, the square four).
pub fn is_killing_shape(points: &[usize], stride: usize) -> bool {
    points.len() <= 3 || killing_shape_name(points, stride).is_some()
}

/// The name of the killing shape of four to six points that `points` (on a board of `stride`)
/// form, under any rotation or reflection: the square and pyramid fours, the bulky and crossed
/// fives, the rabbity six. Told by how many neighbours the points have among themselves, so
/// it allocates nothing (the playouts ask it; so does the judge's eye-space reading).
pub fn killing_shape_name(points: &[usize], stride: usize) -> Option<&'static str> {
    let degree = |p: usize| degree_in(points, stride, p);
    let edges: usize = points.iter().map(|&p| degree(p)).sum::<usize>() / 2;
    let widest = points.iter().map(|&p| degree(p)).max().unwrap_or(0);
    let square = points.iter().any(|&p| {
        [p + 1, p + stride, p + stride + 1]
            .iter()
            .all(|q| points.contains(q))
    });
    match (points.len(), edges, widest) {
        (4, 4, _) => Some("square four"),
        (4, _, 3) => Some("pyramid four"),
        // A square and one point beside it (a square and a point apart has four edges).
        (5, 5, _) if square => Some("bulky five"),
        (5, _, 4) => Some("crossed five"),
        // A cross with one more point, closing a square.
        (6, 6, 4) if square => Some("rabbity six"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Vertex};
    use crate::playout::board::{BLACK, test_position};

    /// Points of a 9×9 board (stride 11) from their names.
    fn shape(names: &[&str]) -> Vec<usize> {
        let (g, _) = test_position(&[], Color::Black);
        names
            .iter()
            .map(|s| g.board().point(Vertex::parse(s).unwrap()))
            .collect()
    }

    fn kills(names: &[&str]) -> bool {
        is_killing_shape(&shape(names), 11)
    }

    #[test]
    fn the_killing_shapes_are_known() {
        assert!(kills(&["E5", "E6", "E7"]));
        assert!(kills(&["E5", "E6", "F6"]));
        assert!(kills(&["E5", "E6", "F5", "F6"]), "square four");
        assert!(kills(&["E5", "D5", "F5", "E6"]), "pyramid four");
        assert!(kills(&["E5", "E6", "F5", "F6", "G5"]), "bulky five");
        assert!(kills(&["E5", "D5", "F5", "E6", "E4"]), "crossed five");
        assert!(kills(&["E5", "D5", "F5", "E6", "E4", "F6"]), "rabbity six");
    }

    #[test]
    fn the_living_shapes_are_known() {
        assert!(!kills(&["E4", "E5", "E6", "E7"]), "straight four");
        assert!(!kills(&["E4", "E5", "E6", "F6"]), "bent four");
        assert!(!kills(&["E4", "E5", "F5", "F6"]), "zigzag four");
        assert!(!kills(&["E3", "E4", "E5", "E6", "E7"]), "straight five");
        assert!(!kills(&["E4", "E5", "E6", "F4", "F6"]), "five in a ring");
        assert!(
            !kills(&["E5", "E6", "F5", "F6", "G5", "G6"]),
            "rectangular six"
        );
    }

    #[test]
    fn the_corner_sacrifice_that_kills_ten_stones_is_seen() {
        // Session 18's game against Pachi, the top left: Black's A7 joins A8 B8 B7 into a
        // square in atari; White takes at A9 and its ten stones are left with a dead square.
        let (g, b) = test_position(
            &[
                (Color::White, "B9"),
                (Color::White, "C9"),
                (Color::White, "C8"),
                (Color::White, "C7"),
                (Color::White, "A6"),
                (Color::White, "B6"),
                (Color::White, "C6"),
                (Color::Black, "A8"),
                (Color::Black, "B8"),
                (Color::Black, "B7"),
            ],
            Color::Black,
        );
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        assert!(sacrifice_kills(&b, BLACK, at("A7")));
        // A9 makes a zigzag of four: White lives in it, so it stays a bad self-atari.
        assert!(!sacrifice_kills(&b, BLACK, at("A9")));
    }

    /// The point the playouts answer a capture with: `white` stones and `black` ones set up,
    /// White to play `capture`.
    fn vital_after(white: &[&str], black: &[&str], capture: &str) -> Option<String> {
        let stones: Vec<(Color, &str)> = white
            .iter()
            .map(|&s| (Color::White, s))
            .chain(black.iter().map(|&s| (Color::Black, s)))
            .collect();
        let (g, mut b) = test_position(&stones, Color::White);
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        b.play(at(capture) as u16);
        let name = |p: usize| {
            ["A", "B", "C", "D", "E", "F", "G", "H", "J"]
                .iter()
                .flat_map(|col| (1..=9).map(move |row| format!("{col}{row}")))
                .find(|v| at(v) == p)
                .unwrap()
        };
        vital_point_after_capture(&b).map(name)
    }

    #[test]
    fn a_captured_killing_shape_gives_its_vital_point() {
        let bulky = vital_after(&["C9", "C8", "B7"], &["A9", "B9", "A8", "B8", "A7"], "A6");
        assert_eq!(bulky.as_deref(), Some("A8"), "bulky five");
        let three = vital_after(&["B9", "B8", "B7"], &["A9", "A8", "A7"], "A6");
        assert_eq!(three.as_deref(), Some("A8"), "straight three");
    }

    #[test]
    fn a_capture_without_a_vital_point_gives_none() {
        let square = vital_after(&["C9", "C8", "B7"], &["A9", "B9", "A8", "B8"], "A7");
        assert_eq!(square, None, "the square four has none");
        let two = vital_after(&["B9", "B8"], &["A9", "A8"], "A7");
        assert_eq!(two, None, "two stones");
        let four = vital_after(&["B9", "B8", "B7", "B6"], &["A9", "A8", "A7", "A6"], "A5");
        assert_eq!(four, None, "the straight four lives");
    }
}
