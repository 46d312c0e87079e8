//! Local 3×3 shape patterns in the spirit of MoGo (Gelly, Wang, Munos, Teytaud 2006) and Pachi:
//! hane, cut, and edge shapes around the last move. A table indexed by the eight neighbours of a
//! point (two bits each: empty, black, white, border) says whether playing at the centre matches
//! a pattern, for each colour to move. The table is built once from the pattern text with all
//! eight symmetries.

use super::board::{BLACK, BORDER, EMPTY, PlayoutBoard, WHITE};
use std::sync::OnceLock;

/// The patterns, `X` the player to move, `O` the opponent, `.` empty, `#` off board, `x` not
/// `X`, `o` not `O`, `?` anything. The centre is the move.
const PATTERNS: &[[&str; 3]] = &[
    // Hane: enclosing hane, non-cutting hane, magari, thin hane.
    ["XOX", "...", "???"],
    ["XO.", "...", "?.?"],
    ["XO?", "X..", "x.?"],
    ["XOO", "...", "?.?"],
    // Diagonal attachment next to an own stone.
    [".O.", "X..", "..."],
    // Cut 1 (unprotected, peeped) and cut 2.
    ["XO?", "O.o", "?o?"],
    ["XO?", "O.X", "???"],
    ["?X?", "O.O", "ooo"],
    // Keima cut.
    ["OX?", "?.O", "?o?"],
    // Edge: chase, block the side cut, block the side connection, sagari.
    ["X.?", "O.?", "###"],
    ["OX?", "X.O", "###"],
    ["?X?", "x.O", "###"],
    ["?XO", "x.x", "###"],
];

/// Index of the neighbour at row offset `dr` and column offset `dc` (neither both zero) in the
/// pattern key: NW N NE W E SW S SE, i.e. row -1 is "up" (`+stride`).
fn slot(dr: i32, dc: i32) -> usize {
    match (dr, dc) {
        (-1, -1) => 0,
        (-1, 0) => 1,
        (-1, 1) => 2,
        (0, -1) => 3,
        (0, 1) => 4,
        (1, -1) => 5,
        (1, 0) => 6,
        (1, 1) => 7,
        _ => unreachable!(),
    }
}

/// The 3×3 key of the point `p`: two bits per neighbour.
#[inline(always)]
pub fn key(b: &PlayoutBoard, p: usize) -> usize {
    let s = b.stride();
    let n = [
        p + s - 1,
        p + s,
        p + s + 1,
        p - 1,
        p + 1,
        p - s - 1,
        p - s,
        p - s + 1,
    ];
    let mut k = 0;
    for (i, q) in n.into_iter().enumerate() {
        k |= (b.color(q) as usize) << (2 * i);
    }
    k
}

fn table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// True if playing `c` at the empty point `p` matches a pattern.
#[inline(always)]
pub fn matches(b: &PlayoutBoard, c: u8, p: usize) -> bool {
    table()[key(b, p)] & (1 << (c - 1)) != 0
}

fn allowed(ch: u8, me: u8) -> &'static [u8] {
    let them = 3 - me;
    const ALL: [u8; 4] = [EMPTY, BLACK, WHITE, BORDER];
    match (ch, me == BLACK) {
        (b'.', _) => &[EMPTY],
        (b'#', _) => &[BORDER],
        (b'?', _) => &ALL,
        (b'X', true) | (b'O', false) => &[BLACK],
        (b'X', false) | (b'O', true) => &[WHITE],
        (b'x', true) | (b'o', false) => &[EMPTY, WHITE, BORDER],
        (b'x', false) | (b'o', true) => &[EMPTY, BLACK, BORDER],
        _ => panic!("bad pattern character {} (them {them})", ch as char),
    }
}

fn build() -> Vec<u8> {
    let mut t = vec![0u8; 1 << 16];
    for pat in PATTERNS {
        for me in [BLACK, WHITE] {
            for sym in 0..8 {
                // choices[slot] = allowed colours
                let mut choices: [&[u8]; 8] = [&[]; 8];
                for (r, row) in pat.iter().enumerate() {
                    for (c, &ch) in row.as_bytes().iter().enumerate() {
                        let (dr, dc) = (r as i32 - 1, c as i32 - 1);
                        if dr == 0 && dc == 0 {
                            continue;
                        }
                        let (mut a, mut b) = if sym & 4 != 0 { (dc, dr) } else { (dr, dc) };
                        if sym & 1 != 0 {
                            a = -a;
                        }
                        if sym & 2 != 0 {
                            b = -b;
                        }
                        choices[slot(a, b)] = allowed(ch, me);
                    }
                }
                enumerate(&choices, 0, 0, &mut |k| t[k] |= 1 << (me - 1));
            }
        }
    }
    t
}

fn enumerate(choices: &[&[u8]; 8], i: usize, k: usize, f: &mut impl FnMut(usize)) {
    if i == 8 {
        f(k);
        return;
    }
    for &c in choices[i] {
        enumerate(choices, i + 1, k | (c as usize) << (2 * i), f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Vertex};
    use crate::game::Game;

    fn board(stones: &[(Color, &str)], to_move: Color) -> (Game, PlayoutBoard) {
        crate::playout::board::test_position(stones, to_move)
    }

    #[test]
    fn hane_and_cut_match_in_every_orientation() {
        // Black E5 and white E6 (above): black hane at D6 or F6 matches "XO." / "..." shapes.
        let (g, b) = board(&[(Color::Black, "E5"), (Color::White, "E6")], Color::Black);
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        assert!(matches(&b, BLACK, at("D6")));
        assert!(matches(&b, BLACK, at("F6")));
        assert!(!matches(&b, BLACK, at("A9")));
        // Cut: black D5 E4, white D4 E5 crossing; the cut points D... here a classic crosscut
        // shape: black at D5 and E4, white at E5 — white to move cuts at D4.
        let (g, b) = board(
            &[
                (Color::Black, "D5"),
                (Color::Black, "E4"),
                (Color::White, "E5"),
            ],
            Color::White,
        );
        let d4 = g.board().point(Vertex::parse("D4").unwrap());
        assert!(matches(&b, WHITE, d4));
    }
}
