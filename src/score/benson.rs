//! Chains with their liberties, and Benson's unconditional life: which chains cannot be
//! captured even if their owner passes for ever. The judge and the local reading of small
//! regions both start from it, so it lives apart from either.

use crate::board::{Board, Cell, Color, MAX_POINTS, Point};

/// One chain of the board with its liberties.
#[derive(Clone, Debug)]
pub struct Chain {
    pub color: Color,
    pub stones: Vec<Point>,
    pub liberties: Vec<Point>,
}

/// All chains of a board, with the chain index of every stone.
pub struct Chains {
    pub list: Vec<Chain>,
    pub id: Vec<usize>,
}

pub const NONE: usize = usize::MAX;

impl Chains {
    pub fn new(board: &Board) -> Chains {
        let mut id = vec![NONE; MAX_POINTS];
        let mut list = Vec::new();
        for p in board.points() {
            let Cell::Stone(color) = board.cell(p) else {
                continue;
            };
            if id[p] != NONE {
                continue;
            }
            let stones = board.chain_stones(p);
            let mut liberties = Vec::new();
            let mut seen = [false; MAX_POINTS];
            for &s in &stones {
                id[s] = list.len();
                for n in board.neighbors(s) {
                    if board.cell(n) == Cell::Empty && !seen[n] {
                        seen[n] = true;
                        liberties.push(n);
                    }
                }
            }
            list.push(Chain {
                color,
                stones,
                liberties,
            });
        }
        Chains { list, id }
    }
}

/// The result of Benson's algorithm for one colour.
pub struct PassAlive {
    /// Stones of chains that are alive even if their owner always passes.
    pub alive: Vec<bool>,
    /// Points of regions enclosed by those chains that the opponent cannot live in (at most one
    /// point not adjacent to the enclosing stones): opponent stones there are pass-dead.
    pub territory: Vec<bool>,
}

/// Benson's unconditional life for `color`, with or without multi-stone suicide.
pub fn pass_alive(board: &Board, color: Color, suicide_legal: bool) -> PassAlive {
    let chains = Chains::new(board);
    let own: Vec<usize> = (0..chains.list.len())
        .filter(|&i| chains.list[i].color == color)
        .collect();
    // Regions: maximal connected sets of points that are empty or opponent stones.
    let mut region_of = vec![NONE; MAX_POINTS];
    struct Region {
        points: Vec<Point>,
        borders: Vec<usize>,
        vital_for: Vec<usize>,
        internal: usize,
    }
    let mut regions: Vec<Region> = Vec::new();
    for start in board.points() {
        if board.cell(start) == Cell::Stone(color) || region_of[start] != NONE {
            continue;
        }
        let r = regions.len();
        let mut points = vec![start];
        region_of[start] = r;
        let mut i = 0;
        while i < points.len() {
            let p = points[i];
            i += 1;
            for n in board.neighbors(p) {
                match board.cell(n) {
                    Cell::Empty | Cell::Stone(_)
                        if board.cell(n) != Cell::Stone(color) && region_of[n] == NONE =>
                    {
                        region_of[n] = r;
                        points.push(n);
                    }
                    _ => {}
                }
            }
        }
        let mut borders = Vec::new();
        let mut internal = 0;
        for &p in &points {
            let mut adjacent = false;
            for n in board.neighbors(p) {
                if board.cell(n) == Cell::Stone(color) {
                    adjacent = true;
                    let c = chains.id[n];
                    if !borders.contains(&c) {
                        borders.push(c);
                    }
                }
            }
            if !adjacent {
                internal += 1;
            }
        }
        let vital_for = borders
            .iter()
            .copied()
            .filter(|&c| {
                points.iter().all(|&p| {
                    let must = suicide_legal || board.cell(p) == Cell::Empty;
                    !must
                        || board
                            .neighbors(p)
                            .iter()
                            .any(|&n| chains.id[n] == c && board.cell(n) == Cell::Stone(color))
                })
            })
            .collect();
        regions.push(Region {
            points,
            borders,
            vital_for,
            internal,
        });
    }
    let mut killed = vec![false; chains.list.len()];
    let mut region_dead = vec![false; regions.len()];
    loop {
        let mut vital = vec![0usize; chains.list.len()];
        for (r, region) in regions.iter().enumerate() {
            if region_dead[r] {
                continue;
            }
            for &c in &region.vital_for {
                vital[c] += 1;
            }
        }
        let mut changed = false;
        for &c in &own {
            if !killed[c] && vital[c] < 2 {
                killed[c] = true;
                changed = true;
                for (r, region) in regions.iter().enumerate() {
                    if region.borders.contains(&c) {
                        region_dead[r] = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    let mut alive = vec![false; MAX_POINTS];
    for &c in &own {
        if !killed[c] {
            for &s in &chains.list[c].stones {
                alive[s] = true;
            }
        }
    }
    let mut territory = vec![false; MAX_POINTS];
    for (r, region) in regions.iter().enumerate() {
        if !region_dead[r] && !region.borders.is_empty() && region.internal <= 1 {
            for &p in &region.points {
                territory[p] = true;
            }
        }
    }
    PassAlive { alive, territory }
}
