//! Kos, and the double kos that bind two chains in a seki.
//!
//! A double-ko seki need not share a liberty: a Black chain with one eye and a ko, and a White
//! chain with one eye and a ko, each ko stone sitting against the other chain, live together
//! because whoever takes one ko loses the other (GNU Go's `seki_exotics/twoko_seki1.sgf`: no
//! empty point is bordered by both colours). The seki readers ask [`KoBonds`] whether two chains
//! of opposite colours are bound this way, as they ask whether two chains share a liberty.

use super::benson::Chains;
use crate::board::{Board, Cell, Color, Point};

/// One ko on the board: the lone `stone` in atari and the `point` where the opponent captures
/// it by a ko capture (the capturing stone alone, with the stone's point as its only liberty).
#[derive(Clone, Debug)]
pub struct Ko {
    pub stone: Point,
    pub point: Point,
    /// Chains of the stone's colour beside the capture point (the stone itself left out):
    /// the chains whose liberty the capture takes.
    pub owners: Vec<usize>,
    /// Chains of the capturing colour beside the stone: the chains the stone presses on.
    pub captors: Vec<usize>,
}

/// Every ko of `board`, with chain indices into `chains` (built from the same board).
pub fn kos(board: &Board, chains: &Chains) -> Vec<Ko> {
    let mut out = Vec::new();
    for point in board.points() {
        if board.cell(point) != Cell::Empty {
            continue;
        }
        for captor in [Color::Black, Color::White] {
            if let Some(ko) = ko_at(board, chains, point, captor) {
                out.push(ko);
            }
        }
    }
    out
}

/// The ko that `captor` would take at `point`, if a capture there is a ko capture.
fn ko_at(board: &Board, chains: &Chains, point: Point, captor: Color) -> Option<Ko> {
    let preview = board.preview(captor, point);
    if preview.captures != 1 || preview.suicide > 0 {
        return None;
    }
    let own_or_open =
        |n: Point| matches!(board.cell(n), Cell::Empty) || board.cell(n) == Cell::Stone(captor);
    if board.neighbors(point).into_iter().any(own_or_open) {
        return None;
    }
    let defender = captor.opponent();
    let stone = board.neighbors(point).into_iter().find(|&n| {
        board.cell(n) == Cell::Stone(defender)
            && board.in_atari(n)
            && board.chain_stones(n).len() == 1
    })?;
    let ids = |around: Point, color: Color| -> Vec<usize> {
        let mut ids: Vec<usize> = board
            .neighbors(around)
            .into_iter()
            .filter(|&n| n != stone && board.cell(n) == Cell::Stone(color))
            .map(|n| chains.id[n])
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    Some(Ko {
        stone,
        point,
        owners: ids(point, defender),
        captors: ids(stone, captor),
    })
}

/// The pairs of chains bound by a double ko: for chains `a` and `b` of opposite colours, a ko
/// whose stone is `a`'s colour and presses on `b` while its capture point is `a`'s liberty, and
/// another the other way round. Each side then always has a ko to take back, so neither can
/// capture the other.
pub struct KoBonds {
    pairs: Vec<(usize, usize)>,
    kos: Vec<Ko>,
}

impl KoBonds {
    pub fn new(board: &Board, chains: &Chains) -> KoBonds {
        let kos = kos(board, chains);
        let mut pairs = Vec::new();
        for (i, one) in kos.iter().enumerate() {
            for other in &kos[i + 1..] {
                if board.cell(one.stone) == board.cell(other.stone) {
                    continue;
                }
                for &a in &one.owners {
                    for &b in &one.captors {
                        if other.owners.contains(&b) && other.captors.contains(&a) {
                            pairs.push((a.min(b), a.max(b)));
                        }
                    }
                }
            }
        }
        pairs.sort_unstable();
        pairs.dedup();
        KoBonds { pairs, kos }
    }

    /// The kos of a double ko binding `owner` (the chain whose liberty the capture takes) to
    /// `captor` (the chain the ko stone presses on).
    pub fn kos_between(&self, owner: usize, captor: usize) -> impl Iterator<Item = &Ko> {
        self.kos
            .iter()
            .filter(move |ko| ko.owners.contains(&owner) && ko.captors.contains(&captor))
    }

    /// True if the chains `a` and `b` (indices into the board's [`Chains`]) are bound by a
    /// double ko.
    pub fn bound(&self, a: usize, b: usize) -> bool {
        self.pairs.contains(&(a.min(b), a.max(b)))
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows as board;

    fn id(b: &Board, chains: &Chains, v: &str) -> usize {
        chains.id[b.point(Vertex::parse(v).unwrap())]
    }

    /// A double-ko seki in the corner with no shared liberty: White's group (eye F3) and
    /// Black's group (eye C3) each press on the other's ko stone (White C1 taken at B1, Black
    /// F1 taken at E1).
    const NO_SHARED_LIBERTY: [&str; 9] = [
        ".........",
        ".........",
        ".........",
        "xxxxxxx..",
        "ooooooxx.",
        "oxxxooox.",
        "ox.xo.ox.",
        "ooxxxoox.",
        "o.ox.xox.",
    ];

    #[test]
    fn two_kos_the_other_way_round_bind_the_chains() {
        let b = board(&NO_SHARED_LIBERTY);
        let chains = Chains::new(&b);
        let bonds = KoBonds::new(&b, &chains);
        assert!(bonds.bound(id(&b, &chains, "A1"), id(&b, &chains, "D1")));
        assert!(!bonds.bound(id(&b, &chains, "A1"), id(&b, &chains, "A6")));
    }

    /// One ko alone binds nobody: taking it and connecting ends it.
    #[test]
    fn a_single_ko_binds_nothing() {
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".xo......",
            "x.xo.....",
        ]);
        let chains = Chains::new(&b);
        assert!(!kos(&b, &chains).is_empty());
        assert!(KoBonds::new(&b, &chains).is_empty());
    }
}
