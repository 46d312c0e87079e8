//! Consistency of the judgement after the playouts and the local reading, before the seki
//! liberties are looked for ([`super::judge::mark_seki`]).
//!
//! The local reading and the playouts judge a region or a group at a time; what they conclude
//! must still hold together on the whole board:
//! - a chain in atari that the opponent can take at once, keeping two liberties (no snapback,
//!   no ko), is dead: a throw-in left in atari inside a living group binds nobody in a seki;
//! - a chain whose only two liberties are those of a small opponent chain is dead if the
//!   opponent can throw in at one: the chain must capture, and the points it takes make an eye
//!   space of three points or a nakade shape, whose vital point the opponent then takes;
//! - a chain in seki beside a dead opponent chain gets its points once it is removed: a partner
//!   whose every liberty it shares, and that has fewer, loses the race and is dead;
//! - a seki is a shared life: a chain is in seki only if it shares a liberty with a chain of the
//!   other colour in seki too (or is bound to one by a double ko, [`super::double_ko`]) (or an eye with a chain of its colour in seki), and never if its
//!   group has two real eyes of its own ([`super::eyes`]), whatever its neighbours.
//!
//! Each change leaves a note for the breakdown.

use super::benson::{Chain, Chains};
use super::double_ko::KoBonds;
use super::eye_space::nakade_shape;
use super::eyes::Groups;
use super::judge::without;
use super::judgement::{Judgement, Status};
use crate::board::{Board, Cell, Color, Point};

/// Applies the consistency rules to `j` (see the module documentation).
pub fn settle(board: &Board, j: &mut Judgement) {
    kill_by_throw_in(board, j);
    take_chains_in_atari(board, j);
    win_seki_through_dead_stones(board, j);
    confirm_seki(board, j);
}

/// Lone stones not dead, in atari, that the opponent takes at once and keeps two liberties (no
/// snapback, no ko), the capturing stone touching no dead chain of its own: dead. A stone in
/// atari beside a dead opponent chain is not: its liberty is short only while the dead stones
/// stand (it is inside the dead group's space).
fn take_chains_in_atari(board: &Board, j: &mut Judgement) {
    let chains = Chains::new(board);
    for chain in &chains.list {
        let p0 = chain.stones[0];
        // A bigger chain taken in atari leaves room for new stones that may not be capturable
        // (three points without capturing, Japanese example 1): that is the reader's to say.
        if j.status(p0) == Some(Status::Dead)
            || chain.liberties.len() != 1
            || chain.stones.len() != 1
        {
            continue;
        }
        let at = chain.liberties[0];
        let captor = chain.color.opponent();
        let beside_dead = board
            .neighbors(p0)
            .iter()
            .any(|&n| board.cell(n) == Cell::Stone(captor) && j.status(n) == Some(Status::Dead));
        if beside_dead {
            continue;
        }
        let captor_dead = board
            .neighbors(at)
            .iter()
            .any(|&n| board.cell(n) == Cell::Stone(captor) && j.status(n) == Some(Status::Dead));
        if captor_dead || !takes_for_good(board, captor, at) {
            continue;
        }
        j.set_chain(board, p0, Status::Dead);
        j.notes.push(format!(
            "{}: dead, in atari, {} takes it at {} and keeps two liberties",
            board.vertex(p0),
            captor.name(),
            board.vertex(at)
        ));
    }
}

/// True if `color` playing at `at` captures, keeps at least two liberties, and leaves no chain
/// of its colour in atari beside the point it freed (the stone could come back and capture).
fn takes_for_good(board: &Board, color: Color, at: Point) -> bool {
    let pv = board.preview(color, at);
    if pv.captures == 0 || pv.suicide != 0 {
        return false;
    }
    let mut after = board.clone();
    after.play(color, at);
    if after.liberties(at) < 2 {
        return false;
    }
    let freed = board.neighbors(at).into_iter().filter(|&n| {
        board.cell(n) == Cell::Stone(color.opponent()) && after.cell(n) == Cell::Empty
    });
    freed.into_iter().all(|f| {
        after
            .neighbors(f)
            .iter()
            .all(|&m| after.cell(m) != Cell::Stone(color) || after.liberties(m) >= 2)
    })
}

/// Chains not dead with exactly two liberties, both also the only liberties of a chain of the
/// other colour, that that chain kills by throwing in ([`throw_in_kills`]): dead. Where each
/// of the two could kill the other, whoever moves first wins: that is left to the reading.
fn kill_by_throw_in(board: &Board, j: &mut Judgement) {
    let chains = Chains::new(board);
    let alive = |c: &Chain| j.status(c.stones[0]) != Some(Status::Dead);
    let kills: Vec<(usize, usize, Point, String)> = (0..chains.list.len())
        .filter(|&v| alive(&chains.list[v]))
        .filter_map(|v| {
            let (k, d, space) = killed_by_throw_in(board, &chains, v, &alive)?;
            Some((v, k, d, space))
        })
        .collect();
    for (v, k, d, space) in &kills {
        if kills.iter().any(|other| other.0 == *k) {
            continue;
        }
        let (stones, killer) = (&chains.list[*v].stones, chains.list[*k].color);
        j.set_chain(board, stones[0], Status::Dead);
        j.notes.push(format!(
            "{}: dead, no eye, {} throws in at {} and the capture leaves {space}",
            board.vertex(stones[0]),
            killer.name(),
            board.vertex(*d),
        ));
    }
}

/// The chain (index), throw-in point and eye space by which chain `v` dies, if its only two
/// liberties are the only liberties of a chain of the other colour that kills it by throwing in.
fn killed_by_throw_in(
    board: &Board,
    chains: &Chains,
    v: usize,
    alive: &impl Fn(&Chain) -> bool,
) -> Option<(usize, Point, String)> {
    let victim = &chains.list[v];
    if victim.liberties.len() != 2 {
        return None;
    }
    let sorted = |c: &Chain| {
        let mut libs = c.liberties.clone();
        libs.sort_unstable();
        libs
    };
    let same = sorted(victim);
    let k = (0..chains.list.len()).find(|&k| {
        let c = &chains.list[k];
        c.color != victim.color && alive(c) && sorted(c) == same
    })?;
    let [a, b] = [same[0], same[1]];
    [(a, b), (b, a)].into_iter().find_map(|(d, l)| {
        let space = throw_in_kills(board, &chains.list[k], victim, d, l)?;
        Some((k, d, space))
    })
}

/// If `killer` playing at `d` (a liberty it shares with `victim`, the other being `l`) leaves
/// both chains in atari on `l`, and `victim` capturing at `l` gets as liberties only the points
/// it took, with no other chain of its colour beside them, and those points make a space the
/// killer fills from its vital point (three points or fewer, or a nakade shape): the space's
/// description.
fn throw_in_kills(
    board: &Board,
    killer: &Chain,
    victim: &Chain,
    d: Point,
    l: Point,
) -> Option<String> {
    let pv = board.preview(killer.color, d);
    if pv.captures != 0 || pv.suicide != 0 {
        return None;
    }
    let mut after = board.clone();
    after.play(killer.color, d);
    if after.liberties(d) != 1 || after.liberties(victim.stones[0]) != 1 {
        return None;
    }
    let taken = after.chain_stones(d);
    let pv = after.preview(victim.color, l);
    if pv.captures != taken.len() || pv.suicide != 0 {
        return None;
    }
    after.play(victim.color, l);
    let own = after.chain_stones(l);
    let lone = taken.iter().all(|&t| {
        after
            .neighbors(t)
            .iter()
            .all(|&n| after.cell(n) != Cell::Stone(victim.color) || own.contains(&n))
    });
    let shut = own.iter().all(|&s| {
        after
            .neighbors(s)
            .iter()
            .all(|&n| after.cell(n) != Cell::Empty || taken.contains(&n))
    });
    if !lone || !shut {
        return None;
    }
    match nakade_shape(&after, &taken) {
        Some(name) => Some(format!("a {name}")),
        None if taken.len() <= 3 => Some(format!("{} points", taken.len())),
        None => None,
    }
}

/// Chains in seki that win their race once the dead stones are off. A chain in seki beside a dead
/// opponent chain gets the dead chain's points as liberties when it is removed; a partner in
/// seki (of the other colour, sharing a liberty with it) whose every liberty it then shares
/// with the chain, and that has fewer, loses the race: the chain fills the shared liberties one
/// by one and keeps the others. The partner is dead, the chain alive. (A KGS game's eyeless
/// group of sixteen stones shared its two liberties with a White group read as in seki with
/// it; the Black chain beside that group was dead by a throw-in, 34 points off.)
fn win_seki_through_dead_stones(board: &Board, j: &mut Judgement) {
    let off = without(board, |p| j.status(p) == Some(Status::Dead));
    let chains = Chains::new(&off);
    let in_seki = |c: &Chain| j.status(c.stones[0]) == Some(Status::Seki);
    let mut won = Vec::new();
    for winner in chains.list.iter().filter(|c| in_seki(c)) {
        // A liberty on a point where a dead stone stood.
        if !winner
            .liberties
            .iter()
            .any(|&l| board.cell(l) != Cell::Empty)
        {
            continue;
        }
        for loser in chains.list.iter().filter(|c| in_seki(c)) {
            let shared = loser.liberties.iter().all(|l| winner.liberties.contains(l));
            if loser.color != winner.color
                && shared
                && winner.liberties.len() > loser.liberties.len()
            {
                won.push((winner.stones[0], winner.color, loser.stones[0]));
            }
        }
    }
    for (winner, color, loser) in won {
        j.set_chain(board, loser, Status::Dead);
        j.set_chain(board, winner, Status::Alive);
        j.notes.push(format!(
            "{}: dead, not seki: the {} chain at {} shares all its liberties and gets more once the dead stones beside it are off",
            board.vertex(loser),
            color.name(),
            board.vertex(winner)
        ));
    }
}

/// Keeps the seki status only of chains really bound in one: not in a two-eyed group, and
/// sharing a liberty with a chain of the other colour still in seki, or an eye with a chain of
/// their colour still in seki. The others are simply alive.
fn confirm_seki(board: &Board, j: &mut Judgement) {
    let chains = Chains::new(board);
    let seki: Vec<usize> = (0..chains.list.len())
        .filter(|&i| j.status(chains.list[i].stones[0]) == Some(Status::Seki))
        .collect();
    if seki.is_empty() {
        return;
    }
    let off = without(board, |p| j.status(p) == Some(Status::Dead));
    let groups = Groups::new(&off);
    let kept: Vec<usize> = seki
        .iter()
        .copied()
        .filter(|&i| !groups.two_eyed(chains.list[i].stones[0]))
        .collect();
    for &i in &seki {
        if !kept.contains(&i) {
            release(board, &chains.list[i].stones, j, "two eyes of its own");
        }
    }
    let shares = |a: usize, b: usize| {
        let (ca, cb) = (&chains.list[a], &chains.list[b]);
        a != b && ca.liberties.iter().any(|l| cb.liberties.contains(l))
    };
    let opposite = |a: usize, b: usize| chains.list[a].color != chains.list[b].color;
    let bonds = KoBonds::new(board, &chains);
    let bound = |a: usize, b: usize| opposite(a, b) && (shares(a, b) || bonds.bound(a, b));
    // The bound core: chains sharing a liberty with a chain of the other colour in the core,
    // or bound to one by a double ko.
    let mut core = kept.clone();
    while let Some(k) = core
        .iter()
        .position(|&a| !core.iter().any(|&b| bound(a, b)))
    {
        core.remove(k);
    }
    // Then the chains sharing an eye with a chain of their colour in seki.
    let mut grew = true;
    while grew {
        grew = false;
        for &a in &kept {
            if !core.contains(&a) && core.iter().any(|&b| !opposite(a, b) && shares(a, b)) {
                core.push(a);
                grew = true;
            }
        }
    }
    for &a in &kept {
        if !core.contains(&a) {
            release(
                board,
                &chains.list[a].stones,
                j,
                "no liberty shared with a chain in seki",
            );
        }
    }
}

/// Sets the chain `stones` alive again, with a note saying why it is not in seki.
fn release(board: &Board, stones: &[Point], j: &mut Judgement, why: &str) {
    j.set_chain(board, stones[0], Status::Alive);
    j.notes.push(format!(
        "{}: alive, not seki ({why})",
        board.vertex(stones[0])
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows as board;

    fn at(b: &Board, v: &str) -> Point {
        b.point(Vertex::parse(v).unwrap())
    }

    /// Black's C4, with the liberties C5 and C3, and White's ring B5-D5 around it, both read in
    /// seki; Black's A4 beside the ring is dead. Once A4 is off, the ring has its liberty
    /// there (and more), shares both of C4's and fills them: C4 is dead, the ring alive. With
    /// A4 standing, nothing changes.
    #[test]
    fn a_seki_partner_that_gains_liberties_from_dead_stones_wins() {
        let b = board(&[".o.o.", "xoxo.", ".o.o.", ".ooo.", "....."]);
        let judged = |a4_dead: bool| {
            let mut j = Judgement::all_alive(&b);
            j.set_chain(&b, at(&b, "C4"), Status::Seki);
            j.set_chain(&b, at(&b, "B4"), Status::Seki);
            if a4_dead {
                j.set_chain(&b, at(&b, "A4"), Status::Dead);
            }
            win_seki_through_dead_stones(&b, &mut j);
            j
        };
        let j = judged(true);
        assert_eq!(j.status(at(&b, "C4")), Some(Status::Dead));
        assert_eq!(j.status(at(&b, "D2")), Some(Status::Alive));
        assert!(j.notes.iter().any(|n| n.starts_with("C4: dead, not seki")));
        let j = judged(false);
        assert_eq!(j.status(at(&b, "C4")), Some(Status::Seki));
        assert_eq!(j.status(at(&b, "D2")), Some(Status::Seki));
    }

    /// The corner of gtp-tests/score-games/judge-throwin.sgf, read as a seki by a region reader
    /// that keeps the throw-in C9: the throw-in is taken for good at D9, so it dies, and White's
    /// group with the eyes A9 and B8 is alive, not in seki.
    #[test]
    fn a_throw_in_dies_and_a_two_eyed_group_is_no_seki() {
        let b = board(&[
            ".ox.ox...",
            "o.ooox...",
            "oooxxx...",
            "xxxx.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        for v in ["B9", "E9", "A8", "C9"] {
            j.set_chain(&b, at(&b, v), Status::Seki);
        }
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "C9")), Some(Status::Dead));
        for v in ["B9", "E9", "A8"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Alive), "{v}");
        }
        assert!(j.notes.iter().any(|n| n.starts_with("C9: dead, in atari")));
    }

    /// Black's seven stones share their only liberties A9 and C8 with White's B9 C9: White
    /// throws in at C8, Black must take three stones at A9, and White's placement at C9 kills
    /// (a corner from one of Tengen's games against GNU Go, once read as seki).
    #[test]
    fn a_throw_in_that_leaves_three_points_kills() {
        let b = board(&[
            ".ooxo....",
            "xx.xo....",
            "oxxxo....",
            ".oooo....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "D9")), Some(Status::Dead));
        assert_eq!(j.status(at(&b, "B9")), Some(Status::Alive));
        assert!(j.notes.iter().any(|n| n.contains("throws in at C8")));
    }

    /// A real seki without eyes keeps its status: Black's C9 C8 C7 D7 and White's E9 E8 E7
    /// share D9 and D8 (gtp-tests/score-games/seki-noeye.sgf).
    #[test]
    fn a_seki_without_eyes_stays() {
        let b = board(&[
            "ooxx.oxx.",
            "ooxx.oxx.",
            "ooxxxoxx.",
            "ooooooxx.",
            "xxxxxxxx.",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        for v in ["C9", "F9"] {
            j.set_chain(&b, at(&b, v), Status::Seki);
        }
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "C9")), Some(Status::Seki));
        assert_eq!(j.status(at(&b, "F9")), Some(Status::Seki));
    }

    /// A chain left in seki with no partner of the other colour is simply alive: White's F9 F8
    /// F7 shares nothing with any black chain in seki.
    #[test]
    fn a_seki_chain_without_partner_is_alive() {
        let b = board(&[
            "..x..o...",
            "..x..o...",
            "xxx..o...",
            ".....oooo",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        j.set_chain(&b, at(&b, "F9"), Status::Seki);
        settle(&b, &mut j);
        assert_eq!(j.status(at(&b, "F9")), Some(Status::Alive));
    }
}
