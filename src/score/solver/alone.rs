//! Seki or simply alive: of the chains a reading found surviving beside surviving chains of the
//! other colour ([`super::seki_chains`]), those that live on their own are not in seki.
//!
//! Both colours surviving in a region, with a liberty shared between them, is a seki only if
//! each chain lives *because* the other cannot fill that liberty: a seki needs chains that would
//! die by filling their shared liberties. A chain that can join a wall of its own colour, or
//! make two eyes of its own, lives whatever its neighbours do, and its eye points are territory
//! (a KGS game's Black group on the top edge, with one eye, a liberty shared with two White
//! stones that connect out to White's wall, and a point to connect to Black's living group
//! below: read as a seki, its two eye points went uncounted).
//!
//! The test reads each chain again with the opponent's surviving stones of the region turned
//! into walls that cannot be taken: the opponent then fills the shared liberties at no risk, as
//! a seki partner cannot. A chain from which the opponent, moving first, still takes no stone
//! at all lives on its own. The chains bound together (by a shared liberty, of either colour,
//! or a double ko) stay in seki if one of them does not live on its own: in Japanese example
//! 23 after White A, White, no longer capturable, fills Black's liberties; in example 13
//! White's capture of three stones, though Black retakes, makes Black's corner depend on it. A
//! chain whose reading does not finish counts as not living on its own.

use super::Local;
use super::{KoMode, Region, chain_dies};
use crate::board::{Board, Cell, Color, Point};
use crate::rules::Ruleset;
use crate::score::benson::Chains;
use crate::score::double_ko::KoBonds;
use crate::score::eyes::Groups;
use crate::score::judge::without;

/// The chains of `in_seki` (stones of the region) whose whole seki lives on its own (see the
/// module documentation), one list of stones per chain. `dead_cells` are the region's cells
/// read dead: those stones stay what they are (the opponent's are not made walls).
pub(super) fn living_alone(
    board: &Board,
    region: &Region,
    reading: (&Ruleset, KoMode),
    dead_cells: u64,
    in_seki: &[Point],
) -> Vec<Vec<Point>> {
    let mut chains: Vec<Vec<Point>> = Vec::new();
    for &p in in_seki {
        if !chains.iter().any(|c| c.contains(&p)) {
            chains.push(board.chain_stones(p));
        }
    }
    // A chain of a two-eyed group lives on its own without a reading, and is left to
    // [`crate::score::seki::settle`], which releases it with its own note.
    let dead = |p: Point| {
        let i = region.points.iter().position(|&q| q == p);
        i.is_some_and(|i| dead_cells & (1 << i) != 0)
    };
    let groups = Groups::new(&without(board, dead));
    let two_eyed = |i: usize| groups.two_eyed(chains[i][0]);
    let mut out = Vec::new();
    for mut part in bound_together(board, &chains) {
        // The smallest chains first: one that does not live on its own ends the test.
        part.sort_by_key(|&i| chains[i].len());
        let alone =
            |&i: &usize| two_eyed(i) || lives_alone(board, region, reading, dead_cells, &chains[i]);
        if part.iter().all(alone) {
            let released = part.iter().filter(|&&i| !two_eyed(i));
            out.extend(released.map(|&i| chains[i].clone()));
        }
    }
    out
}

/// The chains (indices into `chains`) in groups bound together by shared liberties or double
/// kos.
fn bound_together(board: &Board, chains: &[Vec<Point>]) -> Vec<Vec<usize>> {
    let all = Chains::new(board);
    let bonds = KoBonds::new(board, &all);
    let libs: Vec<Vec<Point>> = chains
        .iter()
        .map(|c| {
            let mut l: Vec<Point> = c
                .iter()
                .flat_map(|&s| board.neighbors(s))
                .filter(|&n| board.cell(n) == Cell::Empty)
                .collect();
            l.sort_unstable();
            l.dedup();
            l
        })
        .collect();
    let bound = |a: usize, b: usize| {
        libs[a].iter().any(|l| libs[b].contains(l))
            || bonds.bound(all.id[chains[a][0]], all.id[chains[b][0]])
    };
    let mut placed = vec![false; chains.len()];
    let mut parts: Vec<Vec<usize>> = Vec::new();
    for start in 0..chains.len() {
        if placed[start] {
            continue;
        }
        placed[start] = true;
        let (mut part, mut k) = (vec![start], 0);
        while k < part.len() {
            let a = part[k];
            for (b, seen) in placed.iter_mut().enumerate() {
                if !*seen && bound(a, b) {
                    *seen = true;
                    part.push(b);
                }
            }
            k += 1;
        }
        parts.push(part);
    }
    parts
}

/// True if the opponent, its surviving stones of `region` made walls, cannot take a single
/// stone of the chain `stones` even moving first.
fn lives_alone(
    board: &Board,
    region: &Region,
    reading: (&Ruleset, KoMode),
    dead_cells: u64,
    stones: &[Point],
) -> bool {
    let Cell::Stone(color) = board.cell(stones[0]) else {
        return false;
    };
    let walled = opponent_walled(region, color.opponent(), dead_cells);
    let chain = cells_of(&walled, stones);
    chain != 0 && chain_dies(&walled, reading, color, chain, true) == Some(false)
}

/// The cells of `region` holding `stones`, bit per cell.
fn cells_of(region: &Region, stones: &[Point]) -> u64 {
    region
        .points
        .iter()
        .enumerate()
        .filter(|(_, p)| stones.contains(p))
        .fold(0, |m, (i, _)| m | 1 << i)
}

/// `region` with the stones of `opponent` that are not among `dead_cells` taken out of it and
/// made walls: the points beside them touch a wall of that colour.
fn opponent_walled(region: &Region, opponent: Color, dead_cells: u64) -> Region {
    let walled: Vec<bool> = (0..region.points.len())
        .map(|i| region.cells[i] == Local::Stone(opponent) && dead_cells & (1 << i) == 0)
        .collect();
    let mut index = vec![usize::MAX; region.points.len()];
    let kept: Vec<usize> = (0..region.points.len()).filter(|&i| !walled[i]).collect();
    for (k, &i) in kept.iter().enumerate() {
        index[i] = k;
    }
    let mut out = Region {
        points: kept.iter().map(|&i| region.points[i]).collect(),
        adj: Vec::with_capacity(kept.len()),
        wall: Vec::with_capacity(kept.len()),
        cells: kept.iter().map(|&i| region.cells[i]).collect(),
    };
    for &i in &kept {
        let mut touches = region.wall[i];
        let mut adj = Vec::new();
        for &m in &region.adj[i] {
            if walled[m] {
                touches[opponent.index()] = true;
            } else {
                adj.push(index[m]);
            }
        }
        out.adj.push(adj);
        out.wall.push(touches);
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::board::Vertex;
    use crate::rules::preset;
    use crate::score::board_from_rows as board;
    use crate::score::judge::judge;
    use crate::score::judgement::Status;

    /// gtp-tests/score-games/seki-lives-alone.sgf: White's D13 E13 and Black's one-eyed
    /// E12-H13 share D12, and neither can be captured; but White joins its wall at D12 or C13
    /// and Black joins its wall through J13-K12, so neither is in seki.
    #[test]
    fn chains_that_each_join_their_wall_are_not_in_seki() {
        let b = board(&[
            ".x.oox.x..x.x",
            "xxo.xxxx..xxx",
            ".xoooooooox.x",
            "xxo.o.o.ooxxx",
            "xxoooooooox.x",
            "ooo.o.o.ooxxx",
            ".ooooooooox.x",
            "ooo.o.o.ooxxx",
            ".ooooooooox.x",
            "ooo.o.o.ooxxx",
            ".ooooooooox.x",
            "ooo.o.o.ooxxx",
            ".ooooooooox.x",
        ]);
        let j = judge(&b, &preset("japanese").unwrap());
        for v in ["D13", "E13", "E12", "H13"] {
            let p = b.point(Vertex::parse(v).unwrap());
            assert_eq!(j.status(p), Some(Status::Alive), "{v}");
        }
    }
}
