//! Shortage of liberties once the dame are filled: dead stones that would win a race.
//!
//! Why: stones agreed dead are taken off as they are, so a chain that only dead stones hold in
//! atari needs no move ([`super::dame`]). But filling the dame can take away the last outside
//! liberties of the chains around an area that holds dead stones; the dead stones, joined by
//! a move of their owner inside the area, may then outnumber the liberties of a chain around
//! them and capture it, so they are no longer dead unless the area's owner adds a stone first.
//! The Japanese 1989 rules (commentary on Article 9) count that stone as a necessary move
//! inside one's own territory: it costs a point. (Black's three stones with two liberties
//! inside Black's area, beside two dead White stones in atari and two more with four liberties:
//! once the dame outside were filled, White's move between the dead stones put the three in
//! atari, and Black's only connection left a race of two liberties against two, White to play.
//! The record and GNU Go deducted the point, and so does this reading.)
//!
//! How: each area of empty points and dead stones of one colour that living stones of the other
//! colour alone border, and that is small, is read out on the played-out board: the dead
//! stones' owner moves first and plays only inside the area; its owner answers there or
//! passes. If the attacker can capture a chain of the wall (a chain of the owner that also
//! touches the attacker's living stones outside the area) and keep two liberties (a capture
//! the owner can take back at once, a snapback or a ko, is read on), the owner must add a
//! stone: the first point of the area after which the attacker captures
//! nothing. Areas the reading cannot finish within its budget are left as they are.

use super::judgement::Status;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use std::collections::HashMap;

/// Largest area (points, empty or dead stones) the reading takes on.
const MAX_AREA: usize = 16;

/// Most empty points an area may have for the reading.
const MAX_EMPTY: usize = 8;

/// Positions the reading of one area may visit before it gives up.
const BUDGET: usize = 20_000;

/// An area of dead stones of `attacker` that only living stones of the other colour border.
pub struct Area {
    pub points: Vec<Point>,
    pub attacker: Color,
}

/// The small areas of `board` (statuses `status`) that hold dead stones of one colour and that
/// only living stones of the other colour (not in seki) border.
pub fn areas(board: &Board, status: &[Option<Status>]) -> Vec<Area> {
    let open = |p: Point| board.cell(p) == Cell::Empty || status[p] == Some(Status::Dead);
    let mut seen = vec![false; MAX_POINTS];
    let mut out = Vec::new();
    for start in board.points() {
        if seen[start] || !open(start) {
            continue;
        }
        seen[start] = true;
        let (mut points, mut i) = (vec![start], 0);
        let mut dead = [false; 2];
        let mut borders = [false; 2];
        let mut seki = false;
        while i < points.len() {
            let q = points[i];
            i += 1;
            if let Cell::Stone(c) = board.cell(q) {
                dead[c.index()] = true;
            }
            for n in board.neighbors(q) {
                match board.cell(n) {
                    Cell::Border => {}
                    Cell::Stone(c) if !open(n) => {
                        borders[c.index()] = true;
                        seki |= status[n] == Some(Status::Seki);
                    }
                    _ if !seen[n] => {
                        seen[n] = true;
                        points.push(n);
                    }
                    _ => {}
                }
            }
        }
        let empty = points
            .iter()
            .filter(|&&p| board.cell(p) == Cell::Empty)
            .count();
        if seki || points.len() > MAX_AREA || empty > MAX_EMPTY {
            continue;
        }
        for attacker in [Color::Black, Color::White] {
            let owner = attacker.opponent();
            if dead[attacker.index()] && !dead[owner.index()] && borders == only(owner) {
                out.push(Area {
                    points: points.clone(),
                    attacker,
                });
            }
        }
    }
    out
}

/// `[true, false]` for Black, `[false, true]` for White.
fn only(color: Color) -> [bool; 2] {
    let mut b = [false; 2];
    b[color.index()] = true;
    b
}

/// The stone the area's owner must add on `board` (the dame filled) so that the dead stones
/// capture no chain of the wall around them, if they can capture one there but could not on
/// the board as play `stopped` (a defect the players left on the board when they stopped is
/// counted as they left it, as records do); `None` if the area is safe as it stands, if no single stone
/// makes it safe, or if the reading does not finish.
pub fn necessary_stone(stopped: &Board, board: &Board, area: &Area) -> Option<Point> {
    let mut board = board.clone();
    board.clear_ko();
    if attacker_captures(&board, area)? != Outcome::Captures {
        return None;
    }
    let mut before = stopped.clone();
    before.clear_ko();
    if attacker_captures(&before, area) != Some(Outcome::Nothing) {
        log::debug!("shortage: the defect was there when play stopped; left as it stands");
        return None;
    }
    let owner = area.attacker.opponent();
    area.points.iter().copied().find(|&m| {
        if board.cell(m) != Cell::Empty {
            return false;
        }
        let mut t = board.clone();
        let r = t.play(owner, m);
        t.clear_ko();
        r.suicide == 0 && attacker_captures(&t, area) == Some(Outcome::Nothing)
    })
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Outcome {
    Captures,
    Nothing,
}

/// Whether the attacker, moving first inside the area, captures a chain of the wall; `None`
/// if the reading runs over its budget.
fn attacker_captures(board: &Board, area: &Area) -> Option<Outcome> {
    let empty = area
        .points
        .iter()
        .filter(|&&p| board.cell(p) == Cell::Empty)
        .count();
    let mut reading = Reading {
        area: &area.points,
        attacker: area.attacker,
        memo: HashMap::new(),
        visited: 0,
    };
    let captures = reading.attack(board, 2 * empty + 2)?;
    Some(if captures {
        Outcome::Captures
    } else {
        Outcome::Nothing
    })
}

struct Reading<'a> {
    area: &'a [Point],
    attacker: Color,
    memo: HashMap<(u64, bool, usize), bool>,
    visited: usize,
}

impl Reading<'_> {
    /// True if the attacker playing at `m` captures a chain of the owner that touches a
    /// living attacker stone outside the area: a chain of the wall between them, whose capture
    /// joins the dead stones to the living ones. (Taking a stone of the owner that stands
    /// inside the area, beside nothing but the area, is an exchange the owner answers by
    /// taking back: it breaks nothing.)
    fn takes_wall_chain(&self, board: &Board, m: Point) -> bool {
        let owner = self.attacker.opponent();
        board.neighbors(m).iter().any(|&n| {
            board.cell(n) == Cell::Stone(owner)
                && board.liberties(n) == 1
                && board.chain_stones(n).iter().any(|&s| {
                    board.neighbors(s).iter().any(|&q| {
                        board.cell(q) == Cell::Stone(self.attacker) && !self.area.contains(&q)
                    })
                })
        })
    }

    /// The attacker to move with `depth` plies left: true if it can capture a wall chain.
    fn attack(&mut self, board: &Board, depth: usize) -> Option<bool> {
        self.search(board, true, depth)
    }

    fn search(&mut self, board: &Board, attacking: bool, depth: usize) -> Option<bool> {
        if depth == 0 {
            return Some(false);
        }
        let key = (board.hash() ^ ko_key(board), attacking, depth);
        if let Some(&v) = self.memo.get(&key) {
            return Some(v);
        }
        self.visited += 1;
        if self.visited > BUDGET {
            return None;
        }
        let mover = if attacking {
            self.attacker
        } else {
            self.attacker.opponent()
        };
        // The attacker passing gains nothing; the defender may pass.
        let mut result = !attacking && {
            let mut t = board.clone();
            t.clear_ko();
            self.search(&t, true, depth - 1)?
        };
        if attacking || result {
            for &m in self.area {
                if board.cell(m) != Cell::Empty || board.ko() == Some((m, mover)) {
                    continue;
                }
                let breaks_wall = attacking && self.takes_wall_chain(board, m);
                let mut t = board.clone();
                let r = t.play(mover, m);
                if r.suicide > 0 {
                    continue;
                }
                let v = if breaks_wall && t.liberties(m) >= 2 {
                    true
                } else {
                    self.search(&t, !attacking, depth - 1)?
                };
                if v == attacking {
                    result = v;
                    break;
                }
            }
        }
        self.memo.insert(key, result);
        Some(result)
    }
}

/// A hash term for the ko point, so that positions differing only in it are read apart.
fn ko_key(board: &Board) -> u64 {
    board.ko().map_or(0, |(p, _)| {
        (p as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows;

    /// Black's area D3-F6 holds White's dead C3 D3 (in atari at D4) and E4 E5 (four
    /// liberties). Black's B5 C5 C4 has only D5 and D4; Black's D6-F7 has D5 E6 F6 and the dame
    /// C7. Once White fills C7, White's D4 joins the dead stones and puts B5 in atari; Black's
    /// D5 leaves D6-F7 and B5 two liberties (E6 F6) against the dead stones' two (E6 F5), White
    /// to play: F6, and Black is taken. With C7 open, nothing is needed.
    const STOPPED: [&str; 9] = [
        "ooooooooo",
        ".ooooooo.",
        "oo.xxxooo",
        "ooox..xxx",
        "oxx.o.xxx",
        "oox.oxx.x",
        "oxoox.x.x",
        "oxxxxxxxx",
        "o.x.x.x.x",
    ];

    fn statuses(b: &Board) -> Vec<Option<Status>> {
        let mut status = vec![None; MAX_POINTS];
        for p in b.points() {
            if matches!(b.cell(p), Cell::Stone(_)) {
                status[p] = Some(Status::Alive);
            }
        }
        for v in ["C3", "D3", "E4", "E5"] {
            status[b.point(Vertex::parse(v).unwrap())] = Some(Status::Dead);
        }
        status
    }

    #[test]
    fn dead_stones_that_win_a_race_once_the_dame_are_filled_force_a_stone() {
        let stopped = board_from_rows(&STOPPED);
        let mut filled = stopped.clone();
        filled.play(Color::White, filled.point(Vertex::parse("C7").unwrap()));
        let areas = areas(&filled, &statuses(&filled));
        assert_eq!(areas.len(), 1);
        assert_eq!(areas[0].attacker, Color::White);
        let m = necessary_stone(&stopped, &filled, &areas[0]).expect("a stone is needed");
        assert_ne!(
            filled.vertex(m).to_string(),
            "E6",
            "E6 leaves the race lost"
        );
        // As play stopped (C7 open), Black's chain has a liberty outside: nothing is needed.
        assert_eq!(necessary_stone(&stopped, &stopped, &areas[0]), None);
    }
}
