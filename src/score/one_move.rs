//! Groups one move away from unconditional life, whatever the opponent plays first.
//!
//! The playouts judge a group by how often it survives random play, and a group whose life
//! hangs on a miai (two points, either of which makes it unconditionally alive) can lose in
//! many playouts: random moves fill its false eyes or leave both points to the opponent. A
//! careful referee reads it instead: if for every move the opponent may play near the group
//! its owner has an answer after which Benson's test ([`pass_alive`]) finds every stone of the
//! group unconditionally alive, the group lives. A ring of chains joined through one-point
//! eyes that the opponent cannot enter, closed by such a miai, is the typical case.
//!
//! The moves tried (by both sides) are the liberties of the group's chains and the empty
//! points next to them, and for the opponent also the liberties of any other chain that an
//! answer brings to unconditional life with the group: a move farther away changes no region
//! that could be vital to them. The reading is exact for what it checks, so it can only turn a
//! dead verdict into a living one where the group really lives.

use super::benson::pass_alive;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};

/// Most candidate points the reading tries (each side's moves are drawn from them): a group
/// with more room than this is not one the playouts lose to a miai.
const MAX_CANDIDATES: usize = 48;

/// Most positions Benson's test is run on for one group (a few hundred microseconds each on
/// 19×19 at most): past it the reading gives up and the group keeps the playouts' verdict.
const MAX_TESTS: usize = 1500;

/// True if `color`'s group made of `stones` on `board` becomes unconditionally alive with one
/// move of its owner, whatever single move the opponent makes first near it (or if it is
/// already unconditionally alive).
pub fn lives_whatever_is_played(
    board: &Board,
    stones: &[Point],
    color: Color,
    suicide: bool,
) -> bool {
    let tests = std::cell::Cell::new(0);
    let alive = |b: &Board| {
        tests.set(tests.get() + 1);
        let pa = pass_alive(b, color, suicide);
        stones.iter().all(|&s| pa.alive[s])
    };
    let before = pass_alive(board, color, suicide);
    if stones.iter().all(|&s| before.alive[s]) {
        return true;
    }
    let Some(candidates) = candidates(board, stones) else {
        return false;
    };
    let mut answers = Vec::new();
    let mut threats = candidates.clone();
    for &r in &candidates {
        let Some(b) = after(board, color, r, suicide) else {
            continue;
        };
        let pa = pass_alive(&b, color, suicide);
        if !stones.iter().all(|&s| pa.alive[s]) {
            continue;
        }
        answers.push(r);
        // Chains elsewhere that live only with this answer: the opponent may attack them too.
        for p in b.points().filter(|&p| pa.alive[p] && !before.alive[p]) {
            for n in b.neighbors(p) {
                if b.cell(n) == Cell::Empty && !threats.contains(&n) {
                    threats.push(n);
                }
            }
        }
    }
    if answers.is_empty() {
        return false;
    }
    let opponent = color.opponent();
    threats.iter().all(|&m| {
        if tests.get() > MAX_TESTS {
            return false;
        }
        let Some(b) = after(board, opponent, m, suicide) else {
            return true;
        };
        if stones.iter().any(|&s| b.cell(s) != Cell::Stone(color)) {
            return false;
        }
        alive(&b)
            || answers.iter().chain(candidates.iter()).any(|&r| {
                b.cell(r) == Cell::Empty && after(&b, color, r, suicide).is_some_and(|a| alive(&a))
            })
    })
}

/// The liberties of the group of `stones` and the empty points next to them; `None` if there
/// are more than [`MAX_CANDIDATES`].
fn candidates(board: &Board, stones: &[Point]) -> Option<Vec<Point>> {
    let mut seen = vec![false; MAX_POINTS];
    let mut liberties = Vec::new();
    for &s in stones {
        for n in board.neighbors(s) {
            if board.cell(n) == Cell::Empty && !seen[n] {
                seen[n] = true;
                liberties.push(n);
            }
        }
    }
    let mut out = liberties.clone();
    for &l in &liberties {
        for n in board.neighbors(l) {
            if board.cell(n) == Cell::Empty && !seen[n] {
                seen[n] = true;
                out.push(n);
            }
        }
    }
    (out.len() <= MAX_CANDIDATES).then_some(out)
}

/// The board after `color` plays at `p`, if that is a legal move (no ko retake, no suicide
/// unless the rules allow it).
fn after(board: &Board, color: Color, p: Point, suicide: bool) -> Option<Board> {
    // A threat found next to chains that an answer brought to life may be a point that the
    // answer's captures emptied: a stone still stands there on `board`.
    if board.cell(p) != Cell::Empty || board.ko() == Some((p, color)) {
        return None;
    }
    let pv = board.preview(color, p);
    if pv.suicide > 0 && !suicide {
        return None;
    }
    let mut b = board.clone();
    b.play(color, p);
    Some(b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows as board;

    fn stones_at(b: &Board, v: &str) -> Vec<Point> {
        b.chain_stones(b.point(Vertex::parse(v).unwrap()))
    }

    /// No move on a point a stone stands on. Threats are gathered on the board after an answer,
    /// whose captures may have emptied points that are stones on the board the threat is played
    /// on; playing there broke the board's chain lists, and listing a chain's stones then ran
    /// until memory was gone (a KGS game's final position took 24 GB and was killed).
    #[test]
    fn no_move_is_made_on_a_stone() {
        let mut b = Board::new(9);
        let point = |b: &Board, v: &str| b.point(Vertex::parse(v).unwrap());
        assert!(b.set_stone(Color::Black, point(&b, "A9")));
        assert!(b.set_stone(Color::White, point(&b, "J1")));
        for (color, v) in [
            (Color::White, "A9"),
            (Color::Black, "J1"),
            (Color::Black, "A9"),
        ] {
            assert!(after(&b, color, point(&b, v), false).is_none(), "{v}");
        }
        assert!(after(&b, Color::Black, point(&b, "E5"), false).is_some());
    }

    /// White's group on the right has one eye (G9) and joins the two-eyed group on the left
    /// at E9 or at E8, whichever Black leaves: it lives, Black moving first. Once Black holds
    /// E8, the next move decides (White E9 joins, Black E9 leaves one eye): not settled.
    #[test]
    fn a_group_one_miai_from_unconditional_life_lives() {
        let mut rows = [
            ".o.o.o.ox",
            "oooo.ooox",
            ".o.oxooox",
            "ooooxxxxx",
            "xxxxx....",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        let b = board(&rows);
        let group = stones_at(&b, "F9");
        assert!(!pass_alive(&b, Color::White, false).alive[group[0]]);
        assert!(lives_whatever_is_played(&b, &group, Color::White, false));
        rows[1] = "ooooxooox";
        let b = board(&rows);
        let group = stones_at(&b, "F9");
        assert!(!lives_whatever_is_played(&b, &group, Color::White, false));
    }
}
