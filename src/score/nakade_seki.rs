//! Nakade seki: opponent stones inside a group's only eye that neither side can take.
//!
//! A chain (the *captives*) whose two liberties lie inside one opponent chain (the *host*),
//! which encloses the captives and both liberties alone, is in seki with it when:
//! - the host taking them (filling both liberties) leaves it the captives' points, a nakade
//!   shape (one to three points, or pyramid four, square four, bulky five, crossed five,
//!   rabbity six): the captives' owner takes the vital point and the host has one eye;
//! - the captives' owner filling either liberty leaves the host, once it takes the stones, a
//!   space of two eyes (four points or more, not a nakade shape): filling kills nothing;
//! - the host has no other eye and no way to one: every other empty region beside it (dead
//!   stones off) is bordered by living opponent chains with two liberties or more, by no other
//!   chain of the host's colour, and is the opponent's in most of the playouts. The region
//!   ends where the opponent owns the points in seven playouts out of ten or more: beyond
//!   them lies the opponent's area, which the host cannot cross to reach a friend (the open
//!   lower right of Pachi's full-board tests, which reached Black's stones on the first line).
//!   The opponent then fills the host's outside liberties at no risk, and the host can neither
//!   take the captives nor let them be filled.
//!
//! The playouts, which end a game only when no sensible move is left, often take the captives
//! (the host fills its outside liberties late, or the captives' owner fills its own): in Pachi's
//! full-board nakade seki tests they called three to five such stones dead in 58% to 66% of the
//! playouts. The rule revives only captives the playouts keep in a quarter of them or more, and
//! never touches a host that is dead.

use super::benson::Chains;
use super::judge::without;
use super::judgement::{Judgement, OPPONENTS_AREA, Status};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::playout::nakade::is_killing_shape;

/// Most stones of a captive chain: the largest nakade shape is six points.
const MAX_CAPTIVES: usize = 6;

/// Least share of the playouts, as mean ownership for the host's colour, above which the
/// captives are left dead: the host takes them in more than three quarters of the playouts.
const HOST_OWNS: f32 = 0.5;

/// Mean ownership for the opponent from which an empty point beyond the host's liberties is
/// the opponent's wall: the host's outside region stops there.
const DEEP: f32 = OPPONENTS_AREA;

/// Puts in seki the dead captives that the host cannot take (see the module documentation),
/// with the host, each with a note.
pub fn settle(board: &Board, j: &mut Judgement) {
    let chains = Chains::new(board);
    for (i, chain) in chains.list.iter().enumerate() {
        if j.status(chain.stones[0]) != Some(Status::Dead) {
            continue;
        }
        let Some(host) = host_of(board, &chains, i) else {
            continue;
        };
        if !kept_by_playouts(j, &chain.stones, chain.color) || !in_seki(board, &chains, i, host, j)
        {
            continue;
        }
        for &c in &[i, host] {
            j.set_chain(board, chains.list[c].stones[0], Status::Seki);
        }
        j.notes.push(format!(
            "{}: seki inside the {} chain at {}: taking the stones leaves it a nakade shape, filling a liberty kills nothing, and it has no other eye",
            board.vertex(chain.stones[0]),
            chains.list[host].color.name(),
            board.vertex(chains.list[host].stones[0])
        ));
    }
}

/// The one opponent chain that encloses chain `i` and its two liberties alone, if any.
fn host_of(board: &Board, chains: &Chains, i: usize) -> Option<usize> {
    let chain = &chains.list[i];
    if chain.stones.len() > MAX_CAPTIVES || chain.liberties.len() != 2 {
        return None;
    }
    let mut host = None;
    let inside = |p: Point| chain.stones.contains(&p) || chain.liberties.contains(&p);
    for &p in chain.stones.iter().chain(&chain.liberties) {
        for n in board.neighbors(p) {
            match board.cell(n) {
                Cell::Border => {}
                _ if inside(n) => {}
                Cell::Stone(c) if c != chain.color => {
                    let id = chains.id[n];
                    if host.is_some_and(|h| h != id) {
                        return None;
                    }
                    host = Some(id);
                }
                _ => return None,
            }
        }
    }
    host
}

/// True if the playouts leave the stones to their owner in a quarter of them or more.
fn kept_by_playouts(j: &Judgement, stones: &[Point], owner: Color) -> bool {
    let sign = if owner == Color::Black { -1.0 } else { 1.0 };
    let host_owns =
        stones.iter().map(|&s| j.ownership[s] * sign).sum::<f32>() / stones.len() as f32;
    host_owns < HOST_OWNS
}

/// True if the captives `i` and their host are in seki (the three conditions of the module
/// documentation).
fn in_seki(board: &Board, chains: &Chains, i: usize, host: usize, j: &Judgement) -> bool {
    let (captives, host_chain) = (&chains.list[i], &chains.list[host]);
    if j.status(host_chain.stones[0]) == Some(Status::Dead) {
        return false;
    }
    let taken_is_nakade = one_eye(board, &captives.stones);
    let filling_kills_nothing = captives.liberties.iter().all(|&l| {
        let mut space = captives.stones.clone();
        space.push(l);
        !one_eye(board, &space)
    });
    taken_is_nakade && filling_kills_nothing && no_other_eye(board, i, host, chains, j)
}

/// True if the host is left one eye by the space `points` once emptied, with the opponent to
/// move: three points or fewer, or a nakade shape of four to six (the playouts' reading of
/// the shapes, [`is_killing_shape`]).
fn one_eye(board: &Board, points: &[Point]) -> bool {
    is_killing_shape(points, board.stride())
}

/// True if every empty region beside the host (dead stones off), but the captives' liberties,
/// is an outside liberty region of the opponent's: bordered by living opponent chains of two liberties or
/// more (or by points deep in the opponent's area, [`DEEP`]), by no other chain of the host's
/// colour, its points the opponent's in most playouts.
fn no_other_eye(board: &Board, i: usize, host: usize, chains: &Chains, j: &Judgement) -> bool {
    let captives = &chains.list[i];
    let off = without(board, |p| {
        j.status(p) == Some(Status::Dead) && chains.id[p] != i
    });
    let mut seen = vec![false; MAX_POINTS];
    captives.liberties.iter().for_each(|&l| seen[l] = true);
    let around = Around {
        off: &off,
        chains,
        host,
        ownership: &j.ownership,
    };
    // The host's liberties once the dead stones are off: a host that walls in a dead group
    // gets the group's points, which may hold its other eye.
    let liberties: Vec<Point> = chains.list[host]
        .stones
        .iter()
        .flat_map(|&s| off.neighbors(s))
        .filter(|&n| off.cell(n) == Cell::Empty)
        .collect();
    liberties
        .iter()
        .all(|&l| seen[l] || around.outside_region(l, &mut seen))
}

/// The board around a host as [`no_other_eye`] reads it: dead stones off (the captives kept),
/// the chains of the board as played, the host's chain and the playouts' ownership.
struct Around<'a> {
    off: &'a Board,
    chains: &'a Chains,
    host: usize,
    ownership: &'a [f32],
}

impl Around<'_> {
    /// True if the empty region through `start` (marked in `seen`) is the opponent's outside
    /// area (see [`no_other_eye`]).
    fn outside_region(&self, start: Point, seen: &mut [bool]) -> bool {
        let opponent = self.chains.list[self.host].color.opponent();
        let sign = if opponent == Color::Black { 1.0 } else { -1.0 };
        let (mut region, mut k, mut walled, mut owned) = (vec![start], 0, false, 0.0);
        seen[start] = true;
        while k < region.len() {
            let q = region[k];
            k += 1;
            owned += self.ownership[q] * sign;
            for n in self.off.neighbors(q) {
                match self.off.cell(n) {
                    Cell::Empty if !seen[n] && self.ownership[n] * sign >= DEEP => {
                        walled = true;
                    }
                    Cell::Empty if !seen[n] => {
                        seen[n] = true;
                        region.push(n);
                    }
                    Cell::Stone(c) if c == opponent => {
                        if self.chains.list[self.chains.id[n]].liberties.len() < 2 {
                            return false;
                        }
                        walled = true;
                    }
                    Cell::Stone(_) if self.chains.id[n] != self.host => return false,
                    _ => {}
                }
            }
        }
        walled && owned / region.len() as f32 > 0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows as board;

    fn at(b: &Board, v: &str) -> Point {
        b.point(Vertex::parse(v).unwrap())
    }

    /// The judgement after the playouts: everything alive but the chain at `dead`, and every
    /// point owned by `owner` (+1 Black, −1 White).
    fn judged(b: &Board, dead: &str, owner: f32) -> Judgement {
        let mut j = Judgement::all_alive(b);
        j.set_chain(b, at(b, dead), Status::Dead);
        j.ownership = vec![owner; MAX_POINTS];
        j
    }

    /// White's G2-J6 holds Black's J3 J4 J5 and their liberties H3 H5; its other liberties
    /// F3 F4 F5, J7 and J1 face Black's wall. Taking the three stones leaves White a straight
    /// three; Black filling H3 or H5 leaves it an L of four on the side: seki.
    const STRAIGHT_THREE: [&str; 9] = [
        ".........",
        ".........",
        "...x.xxx.",
        "...xxxooo",
        "....x.o.x",
        "....x.oox",
        "....x.o.x",
        "....xxooo",
        ".....xxx.",
    ];

    #[test]
    fn stones_the_host_cannot_take_are_in_seki_with_it() {
        let b = board(&STRAIGHT_THREE);
        let mut j = judged(&b, "J3", 1.0);
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "J4")), Some(Status::Seki));
        assert_eq!(j.status(at(&b, "G2")), Some(Status::Seki));
        assert!(j.notes.iter().any(|n| n.starts_with("J3: seki inside")));
    }

    /// The same shape, with the playouts giving White the points around its chain: it may have
    /// room for an eye there, and the three stones stay dead.
    #[test]
    fn a_host_whose_outside_is_its_own_in_the_playouts_may_take_them() {
        let b = board(&STRAIGHT_THREE);
        let mut j = judged(&b, "J3", 1.0);
        for v in ["F3", "F4", "F5", "J7", "J1"] {
            j.ownership[at(&b, v)] = -1.0;
        }
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "J4")), Some(Status::Dead));
    }

    /// The straight three again, but every other neighbour of White's chain is a stone of
    /// Black's dead ring D7-J1 (White's area in the playouts): on the board as played the
    /// chain's only liberties are H3 and H5, yet with the dead ring off it has all the room it
    /// needs, so it takes the three stones (a KGS game's corner, eight points off).
    #[test]
    fn a_host_walled_in_by_dead_stones_has_their_points_too() {
        let b = board(&[
            ".........",
            ".........",
            "...x.xxxx",
            "...xxxooo",
            "....xxo.x",
            "....xxoox",
            "....xxo.x",
            "....xxooo",
            ".....xxxx",
        ]);
        let mut j = judged(&b, "J3", -1.0);
        j.set_chain(&b, at(&b, "F3"), Status::Dead);
        for v in ["J3", "J4", "J5"] {
            j.ownership[at(&b, v)] = 1.0;
        }
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "J4")), Some(Status::Dead));
        assert_eq!(j.status(at(&b, "G2")), Some(Status::Alive));
    }

    /// Black's G3 G4 G5 with the liberties F4 and F5 inside White's chain: Black filling F4
    /// leaves White a pyramid four once it takes the stones, so the stones do not bind White in
    /// a seki (Pachi's "not 3-stone seki, dead shape").
    #[test]
    fn stones_whose_filling_leaves_a_nakade_bind_nobody() {
        let b = board(&[
            ".x.xxx.", ".xxxooo", "..x.o.x", "..x.o.x", "..x.oox", "..xxxoo", "....xx.",
        ]);
        let mut j = judged(&b, "G3", 1.0);
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "G4")), Some(Status::Dead));
        assert_eq!(j.status(at(&b, "E4")), Some(Status::Alive));
    }
}
