//! Exact reading of small enclosed regions at the end of the game.
//!
//! The *walls* are the chains alive beyond doubt, of either colour: pass-alive chains, and
//! chains with at least [`WALL_LIBERTIES`] liberties that their colour owns in almost every
//! playout. A *region* is a connected set of points that are not wall (empty points and the
//! other stones), with at most [`MAX_REGION_EMPTY`] empty points and [`MAX_REGION_POINTS`]
//! points in all. A wall chain whose liberties all lie in the region joins it, since its life
//! is decided there (the surrounding group of a bent four, the groups of a seki). Wall chains
//! are never captured and moves are made only inside the region; a stone of the region that
//! touches a wall chain of its colour is part of it.
//!
//! A region that no wall closes because a few outside liberties of its chains open into one
//! colour's open territory is closed by that territory: its empty points that touch no stone
//! but walls count as that colour's wall, and the region is read if it then has at most
//! [`OUTSIDE_LIBERTIES`] empty points beside them and at most [`AREA_REGION_POINTS`] points
//! (a bent four whose surrounding group has liberties in the opponent's area: the opponent
//! fills them, and nobody can run into the area).
//!
//! Both colours dead in one region is right only where a ko makes it so (example 9): when one
//! colour dies even with its opponent taking no ko, the stones inside it are not dead.
//!
//! Each colour's stones in the region are read separately, with the opponent moving first
//! (Article 7 clause 1 of the Japanese rules read as a game): they are dead if the opponent can
//! reach an end of play (two passes in succession) where none of them is left and no stone of
//! their colour stands on a point that a capture freed. Stones on freed points are the "new
//! stones that cannot be captured" whose play the capture enabled (the snapback, three points
//! without capturing). Once all its original stones are captured, the defender may still play
//! anywhere in the region to keep such a stone: fill the outside liberties of the chains around
//! the freed points and capture them. Without that, the stones inside a group that dies (a bent
//! four in the corner whose wall has outside liberties, three stones whose capture leaves a
//! straight three) were read dead together with the group around them, and a nakade seki was
//! read as the inside stones' death. What it may not do off the freed points is capture a chain
//! that touches none of them: that is a counterattack it could make anyway (the ko of example
//! 9), not a play the capture enabled. Both colours dead is a real outcome (example 9); neither
//! dead, with stones of both, is a seki of the chains bound by shared liberties, unless each of
//! them lives on its own, joining a wall of its colour or making two eyes even where the
//! opponent's stones beside it cannot be taken (`solver/alone.rs`).
//!
//! Under the confirmation ko rule a colour that keeps stones in the region also has each of its
//! chains read on its own (clause 1 speaks of stones, not colours): a chain the opponent can
//! take for good is dead even if its neighbours live (the ko stone of a two-stage ko, example
//! 24b). There the defender plays freely with its other stones, a pass for a ko does not end the
//! reading, and the chain survives if a stone of its colour, or an eye of its colour, ends on a
//! point where it was captured (the retaken ko stone of example 10), or on a point that a capture
//! its colour made beside those points emptied (the hane seki of example 3). A chain whose own
//! reading does not finish keeps the judgement's status.
//!
//! A connected empty space of `DEAD_SPACE` or more points that touches one colour only is
//! settled without reading it: nobody plays inside it, a defender that owns one keeps the stones
//! around it, and a defender with no stones left at all has lost. This is what lets a region
//! where a big capture opens such a space (a bent four beside a seki, examples 16-18) be read.
//!
//! Ko is handled by one of three [`KoMode`]s:
//! - `Confirmation` (Japanese and Korean presets, `bent_four == Dead`): Article 7 clause 2. A
//!   ko capture bans the opponent from recapturing *in that ko* until they have passed once for
//!   it; a pass lifts the ban of one ko of the passer's choice. Bent four dies (example 7-1), and
//!   threats elsewhere change nothing (example 7-2).
//! - `Simple`: basic ko with no threats left anywhere: a local pass is a tenuki, after which the
//!   retake is legal; the side that takes the ko first usually wins it. This is "play it out"
//!   once all ordinary ko threats are gone.
//! - `Unlimited`: the board has an uneliminable source of ko threats (a double-ko seki), so
//!   every ko can be retaken at once; a repetition counts as the defender surviving.

use super::benson::{Chain, Chains, NONE, PassAlive};
use super::double_ko::{self, KoBonds};
use super::eyes::Groups;
use super::judgement::{Judgement, Status};
use super::packed::{KeyHash, Local, Stones, bits};
use super::race_count;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::rules::{BentFour, Ruleset};
use std::collections::{HashMap, HashSet};

mod alone;

/// Most empty points a region the solver reads may have: the search branches on them.
pub const MAX_REGION_EMPTY: usize = 12;
/// Most points (stones included) a region may have: big chains in a seki or a ko cost little
/// to read, but the state key holds at most 80 points.
pub const MAX_REGION_POINTS: usize = 64;
const _: () = assert!(MAX_REGION_POINTS <= 64, "points are bits of a u64");
/// Empty points from which a defender whose stones were all captured (or an attacker) is taken to
/// have lost the local fight: the other side answers every move in a space it surrounds.
const DEAD_SPACE: usize = 7;
/// Deepest line the search follows: a longer one (kos and captures back and forth) is cut off
/// and settles nothing.
const MAX_DEPTH: usize = 80;
/// Liberties a chain needs (besides its playout ownership) to count as a wall.
pub const WALL_LIBERTIES: usize = 4;
/// A chain with this many liberties is a wall when its colour owns its stones in
/// [`WIDE_WALL_OWNERSHIP`] of the playouts or more: no fight inside a small region takes it,
/// and the playouts, which play at random, lose it now and then in a fight they misplay. The
/// chain around a bent four in the corner with eleven liberties was kept in 81% of them on one
/// side of the board and in 77% on another (under the 80% asked of other walls), and the corner
/// was read or not by where it stood.
const WIDE_WALL_LIBERTIES: usize = 8;
const WIDE_WALL_OWNERSHIP: f32 = 0.6;
/// Node budget of one search.
const NODE_BUDGET: usize = 400_000;
/// Node budget of a first reading that contests big spaces beside weak chains ([`Space::weak`]).
const CONTESTED_BUDGET: usize = 50_000;

/// Nodes all the local readings of one judgement may search together (weighted by the size of
/// the region, see [`LocalGame::search`]): the exact reading is
/// worth its cost on small regions, but a finished 19×19 game must be judged within a second
/// on one thread, so a big region that its own budget cannot settle must not starve the others
/// or the clock. A reading cut short is inconclusive and changes nothing. About half a
/// microsecond per weighted node (with the ko bans as bit sets, a state is copied without
/// allocating): at most about 0.4 s of reading per judgement. A capturing race of five chains
/// in a corner (a real game's, read right by GNU Go) needs about 650,000.
pub const JUDGEMENT_NODES: usize = 800_000;
/// Points of a region whose nodes cost one node of the allowance each.
const SMALL_REGION: usize = 20;

/// A region as read: its points and the colour on each (0 empty, 1 Black, 2 White), then the
/// wall chains each point touches.
type RegionKey = (Vec<Point>, Vec<u8>);

thread_local! {
    /// Nodes searched so far in the current judgement ([`start_judgement`]).
    static SPENT: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// Verdicts of the regions read so far in the current judgement: the race reader and the
    /// region reader often meet the same region (a bent four in the corner), which is read once.
    static READ: std::cell::RefCell<HashMap<RegionKey, Option<Verdict>>> =
        std::cell::RefCell::new(HashMap::new());
}

/// Starts the node allowance and the verdict memory of a new judgement ([`JUDGEMENT_NODES`]).
pub fn start_judgement() {
    SPENT.set(0);
    READ.with(|r| r.borrow_mut().clear());
}

/// How kos are decided in the local reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoMode {
    Confirmation,
    Simple,
    Unlimited,
}

/// The local game: a few points, their neighbours inside the region, and the living chains
/// around it.
struct LocalGame {
    n: usize,
    adj: Vec<Vec<usize>>,
    /// Per point: touches a wall chain of `[black, white]`. A local chain touching a wall chain
    /// of its own colour is part of it and is never captured.
    wall: Vec<[bool; 2]>,
    /// Per point: its neighbours in the region, bit per point ([`Self::adj`] as bit sets).
    adj_bits: Vec<u64>,
    /// The points that touch a wall chain of `[black, white]` ([`Self::wall`] as bit sets).
    wall_bits: [u64; 2],
    attacker: Color,
    defender: Color,
    /// Whether the attacker had stones in the region at the start.
    attacker_had_stones: bool,
    suicide: bool,
    mode: KoMode,
    /// Reading one chain of a colour that keeps other stones ([`dead_chains`]): the defender
    /// plays freely (its other stones are there to play with), and only a stone back on a point
    /// where the chain itself was captured, or on a point emptied by a capture its colour made
    /// beside those once the chain was taken, counts as the chain's survival.
    one_chain: bool,
    /// Reading one chain that must keep every stone ([`alone`]): the chain's original stones
    /// (bit per cell), the capture of any of which is its loss; 0 when off.
    keep_all: u64,
    /// Whether a big space beside a weak chain of its owner is read out ([`Space::weak`]);
    /// when that reading runs out of budget, the region is read again without it.
    contest_spaces: bool,
    /// The attacker may not capture a ko ([`both_dead_by_ko`]).
    attacker_takes_no_ko: bool,
    /// Node budget of this search.
    budget: usize,
    nodes: usize,
    table: HashMap<Key, bool, KeyHash>,
    /// Positions whose reading was cut off by the depth limit, with the least depth they were
    /// reached at: met again as deep or deeper, the line is cut off again, so it is not read
    /// again ([`MAX_DEPTH`]).
    too_deep: HashMap<Key, usize, KeyHash>,
    path: HashSet<Key, KeyHash>,
    /// Per colour and point: how often a move there refuted the opponent's line (history
    /// heuristic). Moves are tried best first, so a refutation found in one line is tried
    /// first in its neighbours; the order changes the nodes searched, never the result.
    history: [Vec<u32>; 2],
}

/// A local position: cells, side to move, passes and bans packed, then the defender's
/// original stones still standing and the points freed by captures.
/// A state's key: the cells, side to move and passes; the ko bans per colour (bit per point);
/// the original stones and the freed points.
type Key = (u128, [u64; 2], u64, u64);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct State {
    cells: Stones,
    to_move: Color,
    /// Consecutive passes so far.
    passes: u8,
    /// Ko bans per colour that may not capture: the points of the capturing stones (a set, exact
    /// for any number of bans).
    bans: [u64; 2],
    /// The defender's stones from the start that are still on the board (bit per point).
    original: u64,
    /// Points emptied by a capture so far (bit per point).
    freed: u64,
}

impl State {
    fn start(region: &Region, to_move: Color, defender: Color) -> State {
        let original = (0..region.cells.len())
            .filter(|&i| region.cells[i] == Local::Stone(defender))
            .fold(0u64, |m, i| m | 1 << i);
        State {
            cells: Stones::new(&region.cells).expect("a region has at most 64 points"),
            to_move,
            passes: 0,
            bans: [0; 2],
            original,
            freed: 0,
        }
    }
}

/// A connected empty space of [`DEAD_SPACE`] or more points that touches one colour only.
struct Space {
    /// Its points, bit per cell.
    points: u64,
    owner: Color,
    /// The defender keeps stones beside it (original ones, or new ones on freed points).
    keeps: bool,
    /// A chain of the owner beside it has fewer than three liberties, all in the space, and
    /// is not tied to a wall: the side that lost the space can capture its way back in (eight
    /// stones taken next to a lone stone in atari come back as new stones that capture it,
    /// Article 7 clause 1 as in example 1), so the space settles nothing.
    weak: bool,
}

/// Liberties of a chain tied to a wall chain of its colour: it cannot be captured.
const TIED: usize = 99;

impl LocalGame {
    fn new(region: &Region, attacker: Color, rules: &Ruleset, mode: KoMode) -> LocalGame {
        let adj_bits = region
            .adj
            .iter()
            .map(|a| a.iter().fold(0u64, |m, &q| m | 1 << q))
            .collect();
        let mut wall_bits = [0u64; 2];
        for (i, w) in region.wall.iter().enumerate() {
            for c in 0..2 {
                wall_bits[c] |= (w[c] as u64) << i;
            }
        }
        LocalGame {
            n: region.points.len(),
            adj: region.adj.clone(),
            wall: region.wall.clone(),
            adj_bits,
            wall_bits,
            attacker,
            defender: attacker.opponent(),
            attacker_had_stones: region.has(attacker),
            suicide: rules.multi_stone_suicide,
            mode,
            one_chain: false,
            keep_all: 0,
            contest_spaces: true,
            attacker_takes_no_ko: false,
            budget: CONTESTED_BUDGET,
            nodes: 0,
            table: HashMap::default(),
            too_deep: HashMap::default(),
            path: HashSet::default(),
            history: [vec![0; region.points.len()], vec![0; region.points.len()]],
        }
    }

    fn key(&self, s: &State) -> Key {
        // The cells in base 3 (empty 0, Black 1, White 2), the first the most significant.
        let mut k: u128 = s.cells.base3();
        k = k * 2 + s.to_move.index() as u128;
        k = k * 3 + s.passes.min(2) as u128;
        (k, s.bans, s.original, s.freed)
    }

    /// The chain through `p` (bit per cell) and its number of liberties ([`TIED`] if tied to a
    /// wall).
    fn chain(&self, cells: &Stones, p: usize) -> (u64, usize) {
        let (stones, libs, tied) = self.chain_bits(cells, p);
        (
            stones,
            if tied {
                TIED
            } else {
                libs.count_ones() as usize
            },
        )
    }

    /// The chain through `p`, its liberties (bit per cell) and whether it is tied to a wall.
    fn chain_bits(&self, cells: &Stones, p: usize) -> (u64, u64, bool) {
        let Local::Stone(color) = cells[p] else {
            return (0, 0, false);
        };
        let own = cells.of(color);
        let (mut stones, mut todo, mut around) = (1u64 << p, 1u64 << p, 0u64);
        while todo != 0 {
            let mut next = 0;
            for q in bits(todo) {
                next |= self.adj_bits[q];
            }
            around |= next;
            todo = next & own & !stones;
            stones |= todo;
        }
        let tied = stones & self.wall_bits[color.index()] != 0;
        (stones, around & cells.empties(), tied)
    }

    /// True if a chain of `color` in the region of two stones or more, not tied to a wall, has
    /// one liberty left: the opponent takes it back at once, and no ko stands in its way.
    fn in_atari(&self, s: &State, color: Color) -> bool {
        let mut stones = s.cells.of(color);
        while stones != 0 {
            let (chain, libs, tied) = self.chain_bits(&s.cells, stones.trailing_zeros() as usize);
            if !tied && libs.count_ones() == 1 && chain.count_ones() >= 2 {
                return true;
            }
            stones &= !chain;
        }
        false
    }

    /// True if one of `stones` is next to a point of `points` (bit per point for both).
    fn borders(&self, stones: u64, points: u64) -> bool {
        bits(stones).any(|q| self.adj_bits[q] & points != 0)
    }

    /// Plays `color` at `p`: the new state, or `None` if illegal.
    fn play(&self, s: &State, color: Color, p: usize) -> Option<State> {
        if s.cells[p] != Local::Empty {
            return None;
        }
        // Once all its original stones are captured, the defender's new stones must stand where
        // a capture made room: only such stones are "enabled" by the capture (Article 7-1).
        // Elsewhere it may still play to keep them: fill the outside liberties of the chains
        // around that room and capture them (a bent four, a nakade seki), but capture no chain
        // away from it: that is a counterattack it could make anyway (the ko of example 9).
        let supporting =
            color == self.defender && !self.one_chain && s.original == 0 && s.freed & (1 << p) == 0;
        let mut cells = s.cells;
        cells.set(p, Local::Stone(color));
        let mut captured = 0u64;
        // Reading one chain, once it is captured: a capture by its colour next to the points
        // its capture freed (or made from one of them) is one that capture enabled, and the
        // points it empties count as freed too (Japanese example 3: White's hane, taken,
        // retakes four stones and keeps a new stone on one of their points).
        let enabling = self.one_chain && color == self.defender && s.original == 0;
        let mut enabled = 0u64;
        for &m in &self.adj[p] {
            // A stone with an empty point beside it is not captured: no need to follow its chain.
            if cells[m] == Local::Stone(color.opponent()) && self.adj_bits[m] & cells.empties() == 0
            {
                let (stones, libs) = self.chain(&cells, m);
                if libs == 0 {
                    let beside_freed = self.borders(stones, s.freed);
                    if supporting && !beside_freed {
                        return None;
                    }
                    if enabling && (beside_freed || s.freed & (1 << p) != 0) {
                        enabled |= stones;
                    }
                    cells.clear(stones);
                    captured |= stones;
                }
            }
        }
        let (own, libs) = if self.adj_bits[p] & cells.empties() == 0 {
            self.chain(&cells, p)
        } else {
            (1 << p, 1)
        };
        let mut own_gone = 0u64;
        if libs == 0 {
            if own.count_ones() == 1 || !self.suicide {
                return None;
            }
            cells.clear(own);
            own_gone = own;
        }
        let single_capture = captured.count_ones() == 1;
        // Ko bans: a capture of one stone by a lone stone left with one liberty.
        let is_ko_capture = single_capture && {
            let (stones, l) = self.chain(&cells, p);
            stones.count_ones() == 1 && l == 1
        };
        if is_ko_capture && self.attacker_takes_no_ko && color == self.attacker {
            return None;
        }
        let mut bans = s.bans;
        // A capture that retakes a banned ko is illegal.
        if single_capture && bans[color.index()] & captured != 0 {
            return None;
        }
        if self.mode == KoMode::Simple {
            bans = [0; 2];
        }
        // Bans whose capturing stone has gone lapse: a colour's bans are on its opponent's
        // stones.
        for c in [Color::Black, Color::White] {
            bans[c.index()] &= cells.of(c.opponent());
        }
        if is_ko_capture && self.mode != KoMode::Unlimited {
            bans[color.opponent().index()] |= 1 << p;
        }
        let (emptied, gone) = (captured, own_gone);
        let freed = if self.one_chain {
            (emptied | gone) & s.original | enabled
        } else {
            emptied | gone
        };
        Some(State {
            cells,
            to_move: color.opponent(),
            passes: 0,
            bans,
            original: s.original & !(emptied | gone),
            freed: s.freed | freed,
        })
    }

    /// The states after a pass: in confirmation mode one per ban of the passer it may lift.
    fn passes(&self, s: &State) -> Vec<State> {
        let color = s.to_move;
        let base = State {
            to_move: color.opponent(),
            passes: s.passes + 1,
            ..*s
        };
        match self.mode {
            KoMode::Simple => vec![State {
                bans: [0; 2],
                ..base
            }],
            KoMode::Unlimited => vec![base],
            KoMode::Confirmation => {
                let mine = s.bans[color.index()];
                if mine == 0 {
                    return vec![base];
                }
                bits(mine)
                    .map(|q| {
                        let mut b = base;
                        b.bans[color.index()] &= !(1 << q);
                        // Reading one chain, a pass for a ko does not stop the play: the
                        // opponent's pass after it must not end the reading before the chain's
                        // colour retakes (its ko stone is not captured for good, example 10).
                        if self.one_chain {
                            b.passes = 0;
                        }
                        b
                    })
                    .collect()
            }
        }
    }

    /// True if the defender still has stones in the region: one of its original stones, or a
    /// stone on a point freed by a capture (a stone whose play the capture enabled, Article 7
    /// clause 1).
    fn defender_survives(&self, s: &State) -> bool {
        s.original != 0
            || (0..self.n).any(|p| {
                s.freed & (1 << p) != 0
                    && (s.cells[p] == Local::Stone(self.defender)
                        || (self.one_chain && self.defenders_point(s, p)))
            })
    }

    /// Reading one chain: an empty point the attacker does not touch (in the region or by a
    /// wall chain) is the defender's eye. A chain that was taken but whose point ends as such an
    /// eye was not removed for good: its colour retook the ko and made the point its own (the
    /// ko stone of example 10).
    fn defenders_point(&self, s: &State, p: usize) -> bool {
        s.cells[p] == Local::Empty
            && !self.wall[p][self.attacker.index()]
            && self.adj[p]
                .iter()
                .all(|&m| s.cells[m] != Local::Stone(self.attacker))
    }

    /// Reading one chain: the chain was captured, no stone of its colour stands where it
    /// stood, and every empty point it left lies in a big space of the attacker's that no weak
    /// chain borders. Nobody plays in such a space, so the chain is gone for good. Without
    /// this, the points inside the space, which touch no stone, passed for the defender's eyes
    /// ([`Self::defenders_point`]) at the end of the line: in a KGS game an eleven-stone chain
    /// with no eye in Black's area survived its capture, and it was counted in seki with a
    /// Black stone inside it, because another White chain of the region kept the reading going.
    fn chain_gone_into_space(&self, s: &State, spaces: &[Space]) -> bool {
        let attackers: u64 = spaces
            .iter()
            .filter(|sp| sp.owner == self.attacker && !sp.weak)
            .fold(0, |all, sp| all | sp.points);
        let left = s.freed & s.cells.empties();
        s.original == 0
            && left != 0
            && s.freed & s.cells.of(self.defender) == 0
            && left & !attackers == 0
            && !self.in_atari(s, self.attacker)
    }

    /// The connected empty areas of `s` with [`DEAD_SPACE`] or more points that touch stones (in
    /// the region) and wall chains of one colour only: that colour, and whether one of those
    /// stones counts for the defender's survival (original, or on a freed point).
    fn big_spaces(&self, s: &State) -> Vec<Space> {
        let empty = s.cells.empties();
        let counts = s.original | s.freed;
        let (mut seen, mut out) = (0u64, Vec::new());
        while empty & !seen != 0 {
            let start = (empty & !seen).trailing_zeros() as usize;
            let (mut space, mut todo, mut around) = (1u64 << start, 1u64 << start, 0u64);
            while todo != 0 {
                let mut next = 0;
                for q in bits(todo) {
                    next |= self.adj_bits[q];
                }
                around |= next;
                todo = next & empty & !space;
                space |= todo;
            }
            seen |= space;
            let touches =
                |c: Color| space & self.wall_bits[c.index()] != 0 || around & s.cells.of(c) != 0;
            let owner = match (touches(Color::Black), touches(Color::White)) {
                (true, false) => Color::Black,
                (false, true) => Color::White,
                _ => continue,
            };
            if (space.count_ones() as usize) < DEAD_SPACE {
                continue;
            }
            let keeps = around & s.cells.of(self.defender) & counts != 0;
            // A weak chain of the owner beside it (fewer than three liberties, not tied to a
            // wall) can be captured from inside: the space is not settled.
            let weak =
                self.contest_spaces && self.weak_beside(s, around & s.cells.of(owner), space);
            out.push(Space {
                points: space,
                owner,
                keeps,
                weak,
            });
        }
        out
    }

    /// True if one of the chains through the stones `beside` has fewer than three liberties,
    /// all of them in `space` (bits per cell), and is not tied to a wall: the side that lost the
    /// space can capture it from inside.
    fn weak_beside(&self, s: &State, mut beside: u64, space: u64) -> bool {
        while beside != 0 {
            let (stones, libs, tied) = self.chain_bits(&s.cells, beside.trailing_zeros() as usize);
            if !tied && libs.count_ones() < 3 && libs & !space == 0 {
                return true;
            }
            beside &= !stones;
        }
        false
    }

    /// [`Self::attacker_wins`] from the start `s`, within what is left of the judgement's
    /// allowance ([`JUDGEMENT_NODES`]), which the search's nodes are charged to.
    /// A node of a region of `n` points costs `(n / SMALL_REGION)²` nodes of the allowance (at
    /// least one): its work grows with the points it copies and the chains and spaces it scans.
    fn search(&mut self, s: &State) -> Option<bool> {
        let size = self.n.max(SMALL_REGION);
        let (num, den) = (size * size, SMALL_REGION * SMALL_REGION);
        let mut left = JUDGEMENT_NODES.saturating_sub(SPENT.get()) * den / num;
        // A reading that contests the big spaces leaves half for the one that settles them,
        // which is often cheap and conclusive where the first one is not.
        if self.contest_spaces {
            left /= 2;
        }
        self.budget = self.budget.min(left);
        if self.budget == 0 {
            return None;
        }
        let r = self.attacker_wins(s, 0);
        SPENT.set(SPENT.get() + self.nodes.min(self.budget) * num / den);
        r
    }

    /// True if the attacker wins from `s`; `None` if the budget ran out.
    fn attacker_wins(&mut self, s: &State, depth: usize) -> Option<bool> {
        if self.keep_all != 0 && s.original != self.keep_all {
            return Some(true);
        }
        if s.passes >= 2 {
            return Some(!self.defender_survives(s));
        }
        // A side whose stones in the region were all captured, leaving a big space, has lost
        // the local fight: the other side answers every move in a space it surrounds.
        let empties = s.cells.empties().count_ones() as usize;
        let spaces = if empties >= DEAD_SPACE {
            self.big_spaces(s)
        } else {
            Vec::new()
        };
        if empties >= DEAD_SPACE {
            let contested = spaces.iter().any(|sp| sp.weak);
            // A capturing chain left in atari may be taken back (a snapback): nothing is
            // settled yet.
            if !s.cells.contains(&Local::Stone(self.defender))
                && !contested
                && !self.in_atari(s, self.attacker)
            {
                return Some(true);
            }
            if self.attacker_had_stones
                && !s.cells.contains(&Local::Stone(self.attacker))
                && !contested
                && !self.in_atari(s, self.defender)
            {
                return Some(false);
            }
            if self.one_chain && self.chain_gone_into_space(s, &spaces) {
                return Some(true);
            }
            // Likewise a defender that captured its way to a big space of its own keeps the
            // stones around it (the seki partner of a dead bent four, example 17).
            if spaces
                .iter()
                .any(|sp| !sp.weak && sp.owner == self.defender && sp.keeps)
            {
                return Some(false);
            }
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if depth > MAX_DEPTH {
            return None;
        }
        let key = self.key(s);
        if let Some(&v) = self.table.get(&key) {
            return Some(v);
        }
        if self.too_deep.get(&key).is_some_and(|&d| d <= depth) {
            return None;
        }
        if self.path.contains(&key) {
            // A cycle: the defender keeps its stones.
            return Some(false);
        }
        self.path.insert(key);
        let mover = s.to_move;
        let want = mover == self.attacker;
        let children = self.children(s, &spaces);
        let mut result = Some(!want);
        for (p, child) in children {
            let r = self.attacker_wins(&child, depth + 1);
            match r {
                // A line too deep to read settles nothing, but a sibling may still win for the
                // mover; only the node budget running out stops the search.
                None if self.nodes > self.budget => {
                    result = None;
                    break;
                }
                None => result = None,
                Some(v) if v == want => {
                    if let Some(p) = p {
                        self.history[mover.index()][p] +=
                            ((MAX_DEPTH + 1 - depth.min(MAX_DEPTH)) as u32).pow(2);
                    }
                    result = Some(want);
                    break;
                }
                Some(_) => {}
            }
        }
        self.path.remove(&key);
        match result {
            // Results that relied on a cycle cut are path dependent; keep them anyway: they
            // only arise in ko cycles, where the defender survives in every line.
            Some(v) => {
                self.table.insert(key, v);
            }
            None if self.nodes <= self.budget => {
                let d = self.too_deep.entry(key).or_insert(depth);
                *d = (*d).min(depth);
            }
            None => {}
        }
        result
    }

    /// The moves of the side to move in `s` (point, position after it; `None` for a pass),
    /// in the order they are tried: captures first (they settle most positions quickly), then
    /// the moves that refuted most lines so far ([`Self::history`]), passes last, except that
    /// a second pass, which ends the local game at once, is the cheapest to look at first.
    fn children(&self, s: &State, spaces: &[Space]) -> Vec<(Option<usize>, State)> {
        let mover = s.to_move;
        // Nobody plays inside a big space one colour surrounds: its owner answers every move
        // there, and filling it is of no use to the owner either.
        let settled = spaces
            .iter()
            .filter(|sp| !sp.weak)
            .fold(0u64, |m, sp| m | sp.points);
        // Every other empty point, own eyes included: filling one can be the only move that
        // keeps the local game going (three points without capturing needs it).
        let mut moves: Vec<(Option<usize>, State)> = bits(s.cells.empties() & !settled)
            .filter_map(|p| self.play(s, mover, p).map(|next| (Some(p), next)))
            .collect();
        let history = &self.history[mover.index()];
        moves.sort_by_key(|(p, c)| {
            std::cmp::Reverse((c.cells.empties().count_ones(), p.map_or(0, |p| history[p])))
        });
        let passes = self.passes(s).into_iter().map(|c| (None, c));
        if s.passes == 1 {
            passes.chain(moves).collect()
        } else {
            moves.extend(passes);
            moves
        }
    }
}

/// True if the board holds an uneliminable source of ko threats: two kos side by side between
/// the same chains (a double-ko seki).
pub fn has_double_ko(board: &Board) -> bool {
    let chains = Chains::new(board);
    let kos = double_ko::kos(board, &chains);
    let around = |ko: &double_ko::Ko| {
        ko.owners
            .iter()
            .chain(&ko.captors)
            .copied()
            .collect::<Vec<_>>()
    };
    kos.iter().enumerate().any(|(i, a)| {
        let near = around(a);
        kos[i + 1..]
            .iter()
            .any(|b| a.stone != b.stone && around(b).iter().any(|c| near.contains(c)))
    })
}

/// The ko mode for `rules` on `board`.
pub fn ko_mode(board: &Board, rules: &Ruleset) -> KoMode {
    if rules.bent_four == BentFour::Dead {
        KoMode::Confirmation
    } else if has_double_ko(board) {
        KoMode::Unlimited
    } else {
        KoMode::Simple
    }
}

/// A small region of the board read as a local game: its points, their neighbours inside the
/// region, the wall chains each point touches, and the stones on it at the start.
struct Region {
    points: Vec<Point>,
    adj: Vec<Vec<usize>>,
    wall: Vec<[bool; 2]>,
    cells: Vec<Local>,
}

impl Region {
    /// The colour whose wall chains alone touch the region, if only one colour's do.
    fn walled_by(&self) -> Option<Color> {
        let mut touched = [false; 2];
        for w in &self.wall {
            touched[0] |= w[0];
            touched[1] |= w[1];
        }
        match touched {
            [true, false] => Some(Color::Black),
            [false, true] => Some(Color::White),
            _ => None,
        }
    }

    fn new(board: &Board, mut points: Vec<Point>, wall: &[Option<Color>]) -> Region {
        // One order for a set of points, so that the race reader and the region reader meeting
        // the same region share its verdict (see [`read_region`]).
        points.sort_unstable();
        let index: HashMap<Point, usize> =
            points.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        let mut adj = vec![Vec::new(); points.len()];
        let mut touches = vec![[false; 2]; points.len()];
        for (i, &p) in points.iter().enumerate() {
            for q in board.neighbors(p) {
                if let Some(&k) = index.get(&q) {
                    adj[i].push(k);
                } else if let Some(c) = wall[q] {
                    touches[i][c.index()] = true;
                }
            }
        }
        let cells = points
            .iter()
            .map(|&p| match board.cell(p) {
                Cell::Stone(c) => Local::Stone(c),
                _ => Local::Empty,
            })
            .collect();
        Region {
            points,
            adj,
            wall: touches,
            cells,
        }
    }

    fn has(&self, color: Color) -> bool {
        self.cells.contains(&Local::Stone(color))
    }

    /// The chains of `color` in the region not tied to a wall chain of that colour, as bit sets
    /// of cells.
    fn chains(&self, color: Color) -> Vec<u64> {
        let mut seen = vec![false; self.cells.len()];
        let mut out = Vec::new();
        for start in 0..self.cells.len() {
            if seen[start] || self.cells[start] != Local::Stone(color) {
                continue;
            }
            seen[start] = true;
            let (mut stack, mut mask, mut tied) = (vec![start], 0u64, false);
            while let Some(q) = stack.pop() {
                mask |= 1 << q;
                tied |= self.wall[q][color.index()];
                for &m in &self.adj[q] {
                    if !seen[m] && self.cells[m] == Local::Stone(color) {
                        seen[m] = true;
                        stack.push(m);
                    }
                }
            }
            if !tied {
                out.push(mask);
            }
        }
        out
    }
}

/// Reads the small regions of `board` enclosed by chains alive beyond doubt (of either colour)
/// and corrects the judgement `j` where the reading is conclusive.
pub fn settle_small_regions(
    board: &Board,
    rules: &Ruleset,
    benson: &[PassAlive; 2],
    j: &mut Judgement,
) {
    let mode = ko_mode(board, rules);
    let chains = Chains::new(board);
    let groups = Groups::new(board);
    let (wall, pass_alive) = walls(&chains, benson, j);
    let deep = deep_area(board, &wall);
    let mut seen = vec![false; MAX_POINTS];
    for start in board.points() {
        if wall[start].is_some() || seen[start] {
            continue;
        }
        let mut local_wall = wall.clone();
        let grown = grow_region(board, &chains, start, &mut local_wall, &pass_alive);
        let mut closed_by_area = None;
        let (points, closed) = match grown {
            Ok(points) => (points, true),
            Err(points) => match close_in_area(board, &chains, start, &wall, &deep, &pass_alive) {
                Some(area) => {
                    local_wall = area.walls;
                    closed_by_area = Some(area.outside);
                    (area.points, true)
                }
                None => (points, false),
            },
        };
        points.iter().for_each(|&p| seen[p] = true);
        if !closed {
            continue;
        }
        log::debug!("region: {}", points_text(board, &points));
        let region = Region::new(board, points, &local_wall);
        if !region.has(Color::Black) && !region.has(Color::White) {
            continue;
        }
        let verdict = read_region(&region, rules, mode);
        log::debug!(
            "region at {} ({} points): {verdict:?}",
            board.vertex(start),
            region.points.len()
        );
        if let Some(verdict) = verdict {
            if let Some(stone) = kills_a_counted_seki(board, &chains, &groups, &region, verdict) {
                j.notes.push(format!(
                    "{}: the reading of its region kills it, but it is in a seki with a chain around the region that the reading took for a wall (race counted): the judgement stands",
                    board.vertex(stone)
                ));
                continue;
            }
            if let Some(outside) = closed_by_area {
                note_closed_by_area(board, &region, &outside, &deep, j);
            }
            apply(board, &region, verdict, (rules, mode), j);
        }
    }
}

/// A stone the verdict kills whose chain is in a seki by the count of its race
/// ([`race_count`]) with an opponent chain outside the region: the reading took that chain for
/// a wall that cannot be taken, though it shares its few liberties with the region's chain and
/// would die filling them (Black's 14 stones inside White's area in a KGS game, sharing three
/// liberties with a White chain of four: read dead, and 31 points went to White).
fn kills_a_counted_seki(
    board: &Board,
    chains: &Chains,
    groups: &Groups,
    region: &Region,
    verdict: Verdict,
) -> Option<Point> {
    let inside = |q: Point| region.points.contains(&q);
    region.points.iter().copied().find(|&p| {
        matches!(board.cell(p), Cell::Stone(c) if verdict.dead[c.index()])
            && race_count::in_seki_with(board, chains, groups, p, |q| !inside(q))
    })
}

/// The points with what stands on each (`x` Black, `o` White, `.` empty), for the debug log.
fn points_text(board: &Board, points: &[Point]) -> String {
    let text: Vec<String> = points
        .iter()
        .map(|&p| {
            let on = match board.cell(p) {
                Cell::Stone(Color::Black) => "x",
                Cell::Stone(Color::White) => "o",
                _ => ".",
            };
            format!("{}{on}", board.vertex(p))
        })
        .collect();
    text.join(" ")
}

/// Says which outside liberties a region closed by an area was read with, and whose area lies
/// beyond them.
fn note_closed_by_area(
    board: &Board,
    region: &Region,
    outside: &[Point],
    deep: &[Option<Color>],
    j: &mut Judgement,
) {
    // The chain whose outside liberties they are (the first stone of the region beside them).
    let beside = |p: Point| outside.iter().any(|&o| board.neighbors(o).contains(&p));
    let Some(first) = region
        .points
        .iter()
        .find(|&&p| board.cell(p) != Cell::Empty && beside(p))
    else {
        return;
    };
    let owner = outside
        .iter()
        .flat_map(|&p| board.neighbors(p))
        .find_map(|n| deep[n])
        .map_or("", |c| c.name());
    let names: Vec<String> = outside
        .iter()
        .map(|&p| board.vertex(p).to_string())
        .collect();
    j.notes.push(format!(
        "{}: read with its outside liberties {} ({owner}'s area beyond them, filled from there)",
        board.vertex(*first),
        names.join(" ")
    ));
}

/// Most empty points of a region closed by an area ([`close_in_area`]) that touch the area: the
/// outside liberties of the chains in it.
const OUTSIDE_LIBERTIES: usize = 3;
/// Most points (stones included) of a region closed by an area: a corner or side group and what
/// it encloses. Bigger regions closed that way hold whole fights whose reading runs out of budget
/// and settles them wrongly (in real games, a 24-point corner with a living group around a dead
/// stone and a 44-point one with a capturing race were both read as seki).
const AREA_REGION_POINTS: usize = SMALL_REGION;

/// Per empty point, the colour whose area it lies deep in: its empty area is bordered by wall
/// chains of that colour only (other stones beside it are not walls), and the point itself is
/// next to no stone that is not a wall.
fn deep_area(board: &Board, wall: &[Option<Color>]) -> Vec<Option<Color>> {
    let mut deep = vec![None; MAX_POINTS];
    let mut seen = vec![false; MAX_POINTS];
    let loose = |n: Point| matches!(board.cell(n), Cell::Stone(_)) && wall[n].is_none();
    for start in board.points() {
        if seen[start] || board.cell(start) != Cell::Empty {
            continue;
        }
        let mut borders = [false; 2];
        let area = empty_area(board, start, &mut seen, MAX_POINTS, |n| {
            if let Some(c) = wall[n] {
                borders[c.index()] = true;
            }
            true
        })
        .unwrap_or_default();
        let owner = match borders {
            [true, false] => Color::Black,
            [false, true] => Color::White,
            _ => continue,
        };
        for p in area {
            if !board.neighbors(p).iter().any(|&n| loose(n)) {
                deep[p] = Some(owner);
            }
        }
    }
    deep
}

/// The empty area through `start` (unseen in `seen`, which it marks), with `beside` asked about
/// every stone next to it; `None` if the area grows past `limit` points or `beside` says no.
fn empty_area(
    board: &Board,
    start: Point,
    seen: &mut [bool],
    limit: usize,
    mut beside: impl FnMut(Point) -> bool,
) -> Option<Vec<Point>> {
    seen[start] = true;
    let (mut area, mut i) = (vec![start], 0);
    while i < area.len() {
        let q = area[i];
        i += 1;
        for n in board.neighbors(q) {
            match board.cell(n) {
                Cell::Empty if !seen[n] => {
                    seen[n] = true;
                    area.push(n);
                    if area.len() > limit {
                        return None;
                    }
                }
                Cell::Stone(_) if !beside(n) => return None,
                _ => {}
            }
        }
    }
    Some(area)
}

/// A region closed by an area ([`close_in_area`]).
struct ClosedByArea {
    points: Vec<Point>,
    /// The walls it was closed by: the walls and the points deep in an area.
    walls: Vec<Option<Color>>,
    /// Its empty points next to the area.
    outside: Vec<Point>,
}

/// An open region closed by the areas around it: the region around `start` with the points
/// deep in one colour's area ([`deep_area`]) taken as that colour's wall, if it then closes,
/// holds at most [`AREA_REGION_POINTS`] points and touches those points at no more than
/// [`OUTSIDE_LIBERTIES`] points. A group whose outside liberties face the opponent's open
/// territory (a bent four whose surrounding stones have liberties in it) is read with them: the
/// opponent fills them from its area, and the group cannot run into an area that walls alone
/// surround. Without this, no wall closed such a corner and it was never read.
fn close_in_area(
    board: &Board,
    chains: &Chains,
    start: Point,
    wall: &[Option<Color>],
    deep: &[Option<Color>],
    pass_alive: &[bool],
) -> Option<ClosedByArea> {
    if deep[start].is_some() {
        return None;
    }
    let mut walls: Vec<Option<Color>> = (0..MAX_POINTS).map(|p| wall[p].or(deep[p])).collect();
    let points = grow_region(board, chains, start, &mut walls, pass_alive).ok()?;
    let outside: Vec<Point> = points
        .iter()
        .copied()
        .filter(|&p| board.cell(p) == Cell::Empty)
        .filter(|&p| board.neighbors(p).iter().any(|&n| deep[n].is_some()))
        .collect();
    (outside.len() <= OUTSIDE_LIBERTIES && points.len() <= AREA_REGION_POINTS).then_some(
        ClosedByArea {
            points,
            walls,
            outside,
        },
    )
}

/// Most liberties each chain of a capturing race may have for [`settle_races`] to read it.
const RACE_LIBERTIES: usize = 4;

/// Most liberties each chain of a cluster may have for [`settle_cluster_races`] to read it.
const CLUSTER_LIBERTIES: usize = 3;

/// Nodes of [`JUDGEMENT_NODES`]'s kind that the wide clusters ([`ClusterReach::Wide`]) may search
/// beyond what the earlier readings left: about 0.3 s at most. A 46-point cluster of a KGS game
/// took some 130,000 nodes, each weighing five for its size.
const WIDE_CLUSTER_NODES: usize = 700_000;

/// Which clusters [`settle_cluster_races`] reads.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ClusterReach {
    /// Chains of at most [`CLUSTER_LIBERTIES`] liberties.
    Short,
    /// Chains of one liberty more, only clusters holding such a chain: read last, after the
    /// small regions, since such a cluster can fill 50 points and its reading take what is left
    /// of the judgement's allowance; and apart from the short clusters, which a chain of four
    /// liberties would join into one too big to read (a KGS game's 28-stone group racing six
    /// stones inside it, with four liberties each, was called dead by the playouts).
    Wide,
}

impl ClusterReach {
    fn liberties(self) -> usize {
        match self {
            ClusterReach::Short => CLUSTER_LIBERTIES,
            ClusterReach::Wide => CLUSTER_LIBERTIES + 1,
        }
    }
}

/// Reads the capturing races the region reader cannot see because the chains in them are not
/// enclosed by walls: a chain of each colour sharing a liberty, each with at most
/// [`RACE_LIBERTIES`] liberties, where every liberty of either touches nothing but the two chains,
/// each other's liberties and sure opponent chains (neither can connect out or make room
/// elsewhere; a liberty that only the opponent's sure chain touches besides is one it fills from
/// there, [`fills_from_outside`]), and every other chain beside them may be taken as uncapturable
/// ([`sure_beside_race`]). The race
/// is read as a region of the two chains and their liberties, with the ruleset's ko mode. A mutual
/// ko that whoever starts loses is a seki (Japanese example 20; a level-1 GNU Go game,
/// results/scorecheck/9x9-018.sgf, where the playouts, which break seki, killed one side); a race
/// one side wins whoever starts kills the other. A race that whoever starts wins is left to the
/// playouts and to the region reader. As for clusters ([`settle_cluster_races`]), a race beside
/// a chain that is not sure is read within walls that stand, for a seki only.
pub fn settle_races(board: &Board, rules: &Ruleset, benson: &[PassAlive; 2], j: &mut Judgement) {
    let mode = ko_mode(board, rules);
    let chains = Chains::new(board);
    // Every stone outside the race is a wall; the race's own points are cleared per pair.
    let mut stones = vec![None; MAX_POINTS];
    for p in board.points() {
        if let Cell::Stone(c) = board.cell(p) {
            stones[p] = Some(c);
        }
    }
    for (a, b) in race_pairs(board, &chains, benson) {
        let Some((walls, points)) =
            Walls::first(|walls| race_points(board, &chains, (a, b), benson, j, walls))
        else {
            continue;
        };
        let mut wall = stones.clone();
        points.iter().for_each(|&p| wall[p] = None);
        let region = Region::new(board, points, &wall);
        let Some(verdict) = read_region(&region, rules, mode) else {
            continue;
        };
        if !walls.trusts(&verdict) {
            continue;
        }
        log::debug!(
            "race {} / {}: {verdict:?}",
            board.vertex(chains.list[a].stones[0]),
            board.vertex(chains.list[b].stones[0])
        );
        if verdict.dead != [true, true] {
            apply(board, &region, verdict, (rules, mode), j);
        }
    }
}

/// Reads the capturing races of three chains or more that [`settle_races`] cannot see, since it
/// takes chains two at a time: a *cluster* of chains short of liberties (at most
/// [`CLUSTER_LIBERTIES`], not pass-alive) joined by shared liberties, of both colours (a group of
/// several chains racing one inside it, with a stone of the other side on its outside
/// liberty). The cluster is read as a region of its stones and liberties, every other stone a
/// wall, when it is closed:
/// - a stone of another chain beside it is sure ([`sure_beside_cluster`]);
/// - a liberty beside an empty point outside is allowed only if a sure chain of one colour
///   also borders that liberty and the outside point lies in that colour's area (only its
///   living stones border the empty points and dead stones around it): the point counts as
///   its wall (a stone of the other colour played
///   on the liberty would be taken there, a stone of that colour is tied to the sure chain).
///
/// A verdict where both colours die is ignored, as in [`settle_races`]. When a chain beside
/// the cluster is not sure, the cluster is read again within walls that only stand
/// ([`Walls::Standing`]), and that reading is used only if nothing dies (a seki), or if one
/// colour loses outright and every chain beside that is not sure is the loser's
/// ([`Verdict::lost_by_unsure_walls`]). `reach` says which clusters are read
/// ([`ClusterReach`]): the wide ones only settle a race lost outright.
pub fn settle_cluster_races(
    board: &Board,
    rules: &Ruleset,
    benson: &[PassAlive; 2],
    j: &mut Judgement,
    reach: ClusterReach,
) {
    let mode = ko_mode(board, rules);
    let chains = Chains::new(board);
    let liberties = reach.liberties();
    if reach == ClusterReach::Wide {
        SPENT.set(SPENT.get().saturating_sub(WIDE_CLUSTER_NODES));
    }
    let wide = |cluster: &Vec<usize>| {
        reach == ClusterReach::Short
            || cluster
                .iter()
                .any(|&c| chains.list[c].liberties.len() > CLUSTER_LIBERTIES)
    };
    for cluster in clusters(board, &chains, benson, liberties)
        .into_iter()
        .filter(wide)
    {
        let Some((walls, (points, wall))) =
            Walls::first(|walls| cluster_region(board, &chains, &cluster, benson, j, walls))
        else {
            continue;
        };
        log::debug!(
            "cluster region ({walls:?}): {}",
            points_text(board, &points)
        );
        // Within sure walls every chain beside is sure already.
        let unsure = match walls {
            Walls::Sure => [false; 2],
            Walls::Standing => unsure_walls(board, &chains, &cluster, &points, benson, j),
        };
        let region = Region::new(board, points, &wall);
        let Some(verdict) = read_region(&region, rules, mode) else {
            continue;
        };
        let decided = verdict.lost_by_unsure_walls(unsure);
        // A wide cluster comes after the small regions: it only settles a race one colour
        // loses outright, never a seki over what the readings before it settled.
        let trusted = match reach {
            ClusterReach::Short => walls.trusts(&verdict) || decided,
            ClusterReach::Wide => decided,
        };
        if !trusted {
            continue;
        }
        log::debug!(
            "cluster race at {} ({} chains): {verdict:?}",
            board.vertex(chains.list[cluster[0]].stones[0]),
            cluster.len()
        );
        if verdict.dead != [true, true] {
            apply(board, &region, verdict, (rules, mode), j);
        }
    }
}

/// Clusters of three chains or more, of both colours, each short of liberties and not
/// pass-alive, joined through shared liberties (indices into `chains.list`).
fn clusters(
    board: &Board,
    chains: &Chains,
    benson: &[PassAlive; 2],
    liberties: usize,
) -> Vec<Vec<usize>> {
    let short = |i: usize| {
        let c = &chains.list[i];
        c.liberties.len() <= liberties && !benson[c.color.index()].alive[c.stones[0]]
    };
    let mut cluster_of = vec![NONE; chains.list.len()];
    let mut out: Vec<Vec<usize>> = Vec::new();
    for start in 0..chains.list.len() {
        if cluster_of[start] != NONE || !short(start) {
            continue;
        }
        let (mut members, mut k) = (vec![start], 0);
        cluster_of[start] = out.len();
        while k < members.len() {
            for &l in &chains.list[members[k]].liberties {
                for n in board.neighbors(l) {
                    if !matches!(board.cell(n), Cell::Stone(_)) {
                        continue;
                    }
                    let c = chains.id[n];
                    if cluster_of[c] == NONE && short(c) {
                        cluster_of[c] = out.len();
                        members.push(c);
                    }
                }
            }
            k += 1;
        }
        out.push(members);
    }
    out.retain(|m| {
        let colors = m.iter().map(|&c| chains.list[c].color);
        m.len() >= 3
            && colors.clone().any(|c| c == Color::Black)
            && colors.clone().any(|c| c == Color::White)
    });
    out
}

/// The points of `cluster` (stones and liberties) and the walls around them, if the cluster is
/// closed and small enough to read (see [`settle_cluster_races`]).
fn cluster_region(
    board: &Board,
    chains: &Chains,
    cluster: &[usize],
    benson: &[PassAlive; 2],
    j: &Judgement,
    walls: Walls,
) -> Option<(Vec<Point>, Vec<Option<Color>>)> {
    let mut points: Vec<Point> = Vec::new();
    for &c in cluster {
        let chain = &chains.list[c];
        for &p in chain.stones.iter().chain(&chain.liberties) {
            if !points.contains(&p) {
                points.push(p);
            }
        }
    }
    let empty = points
        .iter()
        .filter(|&&p| board.cell(p) == Cell::Empty)
        .count();
    if points.len() > MAX_REGION_POINTS || empty > MAX_REGION_EMPTY {
        return None;
    }
    let mut wall = vec![None; MAX_POINTS];
    for p in board.points() {
        if let Cell::Stone(c) = board.cell(p)
            && !points.contains(&p)
        {
            wall[p] = Some(c);
        }
    }
    let sure = |n: Point| {
        let chain = &chains.list[chains.id[n]];
        benson[chain.color.index()].alive[n]
            || (j.status(n) != Some(Status::Dead) && chain.liberties.len() >= WALL_LIBERTIES)
    };
    for &p in &points {
        for n in board.neighbors(p) {
            if points.contains(&n) || board.cell(n) == Cell::Border {
                continue;
            }
            match (board.cell(p), board.cell(n)) {
                (Cell::Empty, Cell::Empty) => {
                    let owner = area_owner(board, n, &points, j).filter(|&c| {
                        board
                            .neighbors(p)
                            .iter()
                            .any(|&m| board.cell(m) == Cell::Stone(c) && sure(m))
                    });
                    let Some(owner) = owner else {
                        log::debug!("cluster race: {} opens outside", board.vertex(p));
                        return None;
                    };
                    wall[n] = Some(owner);
                }
                (Cell::Stone(_), Cell::Stone(_)) if walls == Walls::Standing => {
                    if !standing_beside(board, &chains.list[chains.id[n]], &points, j) {
                        log::debug!("cluster race: {} beside it may fall", board.vertex(n));
                        return None;
                    }
                }
                (_, Cell::Stone(_)) => {
                    if !sure_beside_cluster(board, chains, cluster, n, benson, j) {
                        log::debug!("cluster race: {} beside it is not sure", board.vertex(n));
                        return None;
                    }
                }
                _ => return None,
            }
        }
    }
    Some((points, wall))
}

/// The colours of the chains beside a cluster's `points` that are not sure
/// ([`sure_beside_cluster`]): walls the reading takes as standing although they might be taken.
fn unsure_walls(
    board: &Board,
    chains: &Chains,
    cluster: &[usize],
    points: &[Point],
    benson: &[PassAlive; 2],
    j: &Judgement,
) -> [bool; 2] {
    let mut unsure = [false; 2];
    for &p in points {
        for n in board.neighbors(p) {
            if let Cell::Stone(c) = board.cell(n)
                && !points.contains(&n)
                && !sure_beside_cluster(board, chains, cluster, n, benson, j)
            {
                unsure[c.index()] = true;
            }
        }
    }
    unsure
}

/// Which chains beside a closed race or cluster ([`race_points`], [`cluster_region`]) are
/// taken for walls that cannot be taken.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Walls {
    /// Only sure ones ([`sure_beside_race`], [`sure_beside_cluster`]): every verdict of the
    /// reading holds.
    Sure,
    /// Also any chain that stands ([`standing_beside`]), when some chain beside is not sure:
    /// only a verdict in which nothing dies is used, or, for a cluster, one where a colour whose
    /// walls are the only unsure ones loses outright ([`Verdict::lost_by_unsure_walls`]). A
    /// chain beside the race could change a seki only by being taken, and a chain not judged
    /// dead, out of atari and with no liberty in the race is not taken in a finished game: its
    /// owner answers the first move against it. That a race is lost, on the other hand, may
    /// rest on a wall that can be taken.
    Standing,
}

impl Walls {
    /// The first of [`Walls::Sure`] and [`Walls::Standing`] with which `find` finds a region.
    fn first<T>(mut find: impl FnMut(Walls) -> Option<T>) -> Option<(Walls, T)> {
        [Walls::Sure, Walls::Standing]
            .into_iter()
            .find_map(|walls| find(walls).map(|found| (walls, found)))
    }

    /// True if a verdict read within these walls holds.
    fn trusts(self, verdict: &Verdict) -> bool {
        self == Walls::Sure || verdict.keeps_everything()
    }
}

/// True if `chain`, beside a race whose stones and liberties are `points`, stands (see
/// [`Walls::Standing`]): not judged dead, with none of its liberties in the race, and three
/// liberties or more (its owner answers the first move against it), or two that each leave an
/// answer: an opponent stone there would be in atari, capturing nothing, or the other liberty
/// gives the chain two liberties again.
fn standing_beside(board: &Board, chain: &Chain, points: &[Point], j: &Judgement) -> bool {
    let (own, opponent) = (chain.color, chain.color.opponent());
    let answered = |l: Point, other: Point| {
        let captures = board
            .neighbors(l)
            .iter()
            .any(|&n| board.cell(n) == Cell::Stone(own) && board.in_atari(n));
        let self_atari = !captures && board.liberties_after(opponent, l, 2) < 2;
        // Counted before the opponent's stone at `l`, which takes one of them.
        self_atari || board.liberties_after(own, other, 3) >= 3
    };
    let libs = &chain.liberties;
    j.status(chain.stones[0]) != Some(Status::Dead)
        && libs.len() >= 2
        && !libs.iter().any(|l| points.contains(l))
        && (libs.len() >= 3 || (answered(libs[0], libs[1]) && answered(libs[1], libs[0])))
}

/// The colour whose area the empty point `n` outside the cluster's `points` lies in: the one
/// colour of the living stones that border the empty points and dead stones connected to it;
/// `None` if both colours do, or none, or the area is too big to look at.
fn area_owner(board: &Board, n: Point, points: &[Point], j: &Judgement) -> Option<Color> {
    let mut seen = vec![false; MAX_POINTS];
    let (mut todo, mut borders) = (vec![n], [false; 2]);
    seen[n] = true;
    let mut size = 0;
    while let Some(q) = todo.pop() {
        size += 1;
        if size > 2 * MAX_REGION_POINTS {
            return None;
        }
        for m in board.neighbors(q) {
            if seen[m] || points.contains(&m) {
                continue;
            }
            match board.cell(m) {
                Cell::Border => {}
                Cell::Stone(c) if j.status(m) != Some(Status::Dead) => borders[c.index()] = true,
                _ => {
                    seen[m] = true;
                    todo.push(m);
                }
            }
        }
    }
    match borders {
        [true, false] => Some(Color::Black),
        [false, true] => Some(Color::White),
        _ => None,
    }
}

/// True if the chain through `n`, beside a cluster, may be taken as uncapturable while the
/// cluster is read: pass-alive, or not judged dead and with [`WALL_LIBERTIES`] liberties, or
/// with more liberties than every chain of the cluster it touches (it wins any race with them
/// and nothing else in the cluster can reach its liberties).
fn sure_beside_cluster(
    board: &Board,
    chains: &Chains,
    cluster: &[usize],
    n: Point,
    benson: &[PassAlive; 2],
    j: &Judgement,
) -> bool {
    let chain = &chains.list[chains.id[n]];
    let libs = chain.liberties.len();
    if benson[chain.color.index()].alive[n] {
        return true;
    }
    if j.status(n) == Some(Status::Dead) {
        return false;
    }
    if libs >= WALL_LIBERTIES {
        return true;
    }
    let in_cluster =
        |p: Point| matches!(board.cell(p), Cell::Stone(_)) && cluster.contains(&chains.id[p]);
    let touching_libs = chain
        .stones
        .iter()
        .flat_map(|&s| board.neighbors(s))
        .filter(|&m| in_cluster(m))
        .map(|m| chains.list[chains.id[m]].liberties.len())
        .max()
        .unwrap_or(0);
    let shares_liberty = chain
        .liberties
        .iter()
        .any(|&l| board.neighbors(l).iter().any(|&m| in_cluster(m)));
    !shares_liberty && libs > touching_libs
}

/// Pairs of chains (black, white), neither pass-alive, short of liberties and sharing one.
fn race_pairs(board: &Board, chains: &Chains, benson: &[PassAlive; 2]) -> Vec<(usize, usize)> {
    let short = |i: usize| {
        let c = &chains.list[i];
        c.liberties.len() <= RACE_LIBERTIES && !benson[c.color.index()].alive[c.stones[0]]
    };
    let mut pairs = Vec::new();
    for p in board.points() {
        if board.cell(p) != Cell::Empty {
            continue;
        }
        for n in board.neighbors(p) {
            for m in board.neighbors(p) {
                if board.cell(n) != Cell::Stone(Color::Black)
                    || board.cell(m) != Cell::Stone(Color::White)
                {
                    continue;
                }
                let pair = (chains.id[n], chains.id[m]);
                if short(pair.0) && short(pair.1) && !pairs.contains(&pair) {
                    pairs.push(pair);
                }
            }
        }
    }
    pairs
}

/// The points of the race between chains `a` and `b`: their stones and liberties, if the race
/// is closed (see [`settle_races`]) and small enough to read.
fn race_points(
    board: &Board,
    chains: &Chains,
    (a, b): (usize, usize),
    benson: &[PassAlive; 2],
    j: &Judgement,
    walls: Walls,
) -> Option<Vec<Point>> {
    let (ca, cb) = (&chains.list[a], &chains.list[b]);
    let race_libs = ca.liberties.len().max(cb.liberties.len());
    let mut points: Vec<Point> = ca.stones.iter().chain(&cb.stones).copied().collect();
    for &l in ca.liberties.iter().chain(&cb.liberties) {
        if !points.contains(&l) {
            points.push(l);
        }
    }
    if points.len() > MAX_REGION_POINTS {
        return None;
    }
    for &p in &points {
        for n in board.neighbors(p) {
            if points.contains(&n) || board.cell(n) == Cell::Border {
                continue;
            }
            // An empty point outside the race beside one of its points: the race is not closed.
            // A liberty of one colour's chain beside an opponent stone outside the race is
            // closed by that stone's chain if the chain is sure (below): its owner fills the
            // liberty from there whenever it likes (Black's three stones racing White's chain
            // that wrapped them on the first line, one of White's liberties beside Black's
            // wall and another open to Black's area: a seki the playouts broke). A liberty
            // beside a stone of the chain's own colour would let it connect out.
            if board.cell(n) == Cell::Empty {
                return None;
            }
            let chain = &chains.list[chains.id[n]];
            if board.cell(p) == Cell::Empty {
                // Whatever the walls, only a sure chain fills a liberty from outside.
                if !fills_from_outside(board, &points, p, n)
                    || !sure_beside_race(chain, race_libs, benson, j)
                {
                    log::debug!("race: {} beside a liberty cannot fill it", board.vertex(n));
                    return None;
                }
                continue;
            }
            // Otherwise `n` is an opponent stone beside the race (own stones would be in it).
            let sure = sure_beside_race(chain, race_libs, benson, j);
            if walls == Walls::Standing {
                if !sure && !standing_beside(board, chain, &points, j) {
                    return None;
                }
            } else if !sure {
                log::debug!("race: {} beside it is not sure", board.vertex(n));
                return None;
            }
        }
    }
    Some(points)
}

/// True if the outside stone `n` beside the race liberty `p` is an opponent of every chain of the
/// race (among `points`) that `p` is a liberty of: it can only fill `p`, never connect through it.
fn fills_from_outside(board: &Board, points: &[Point], p: Point, n: Point) -> bool {
    let outside = board.cell(n);
    !board
        .neighbors(p)
        .iter()
        .any(|&m| points.contains(&m) && board.cell(m) == outside)
}

/// True if a chain beside a capturing race may be taken as uncapturable while the race is read:
/// pass-alive, or not judged dead and with more liberties than either chain of the race (the
/// race is over before it could be captured), or with [`WALL_LIBERTIES`] liberties.
fn sure_beside_race(
    chain: &Chain,
    race_libs: usize,
    benson: &[PassAlive; 2],
    j: &Judgement,
) -> bool {
    let p0 = chain.stones[0];
    let libs = chain.liberties.len();
    benson[chain.color.index()].alive[p0]
        || (j.status(p0) != Some(Status::Dead) && (libs > race_libs || libs >= WALL_LIBERTIES))
}

/// The walls: per point, the colour of a chain alive beyond doubt (pass-alive, or with at least
/// [`WALL_LIBERTIES`] liberties and owned by its colour in almost every playout, or with
/// [`WIDE_WALL_LIBERTIES`] and owned in most), and whether that chain is pass-alive.
fn walls(
    chains: &Chains,
    benson: &[PassAlive; 2],
    j: &Judgement,
) -> (Vec<Option<Color>>, Vec<bool>) {
    let mut wall = vec![None; MAX_POINTS];
    let mut pass_alive = vec![false; MAX_POINTS];
    for chain in &chains.list {
        let p0 = chain.stones[0];
        let sign = if chain.color == Color::Black {
            1.0
        } else {
            -1.0
        };
        let pa = benson[chain.color.index()].alive[p0];
        // A chain with few liberties may be the very thing in question (bent four, seki,
        // three points without capturing), even when the playouts never dared to capture it.
        let libs = chain.liberties.len();
        let kept = |share: f32| chain.stones.iter().all(|&s| j.ownership[s] * sign >= share);
        let sure = pa
            || (j.status(p0) != Some(Status::Dead)
                && ((libs >= WALL_LIBERTIES && kept(0.8))
                    || (libs >= WIDE_WALL_LIBERTIES && kept(WIDE_WALL_OWNERSHIP))));
        if sure {
            for &s in &chain.stones {
                wall[s] = Some(chain.color);
                pass_alive[s] = pa;
            }
        }
    }
    (wall, pass_alive)
}

/// The region around `start`: the points connected to it that are not wall, where wall chains
/// whose liberties all lie in the region (and are not pass-alive) join it, since their life is
/// decided there (seki, bent four). `Err` if it grows beyond what a region may hold.
fn grow_region(
    board: &Board,
    chains: &Chains,
    start: Point,
    wall: &mut [Option<Color>],
    pass_alive: &[bool],
) -> Result<Vec<Point>, Vec<Point>> {
    loop {
        let (region, open) = flood(board, start, wall);
        if open {
            return Err(region);
        }
        let mut in_region = vec![false; MAX_POINTS];
        region.iter().for_each(|&p| in_region[p] = true);
        let mut grew = false;
        for &p in &region {
            for n in board.neighbors(p) {
                if wall[n].is_none() || pass_alive[n] || board.cell(n) == Cell::Empty {
                    continue;
                }
                let chain = &chains.list[chains.id[n]];
                let far = if chain.liberties.iter().all(|&l| in_region[l]) {
                    Some(Vec::new())
                } else {
                    lives_only_by_region(board, chains, chain, &in_region, wall, pass_alive)
                };
                if let Some(far) = far {
                    for &s in &chain.stones {
                        wall[s] = None;
                    }
                    // The points of its outside areas that it does not touch are the
                    // opponent's: its stones there would be inside the opponent's area.
                    for q in far {
                        wall[q] = Some(chain.color.opponent());
                    }
                    grew = true;
                }
            }
        }
        if !grew {
            return Ok(region);
        }
    }
}

/// Most empty points of one area outside a region that a wall chain may have as liberties and
/// still be read with the region ([`lives_only_by_region`]).
const SHARED_OUTSIDE_AREA: usize = 6;

/// True if every liberty of the wall `chain` outside the region lies in a small empty area that
/// only the chain and opponent wall chains touch, one of them at least: no eye and no way out,
/// only liberties the opponent fills from its side. Such a chain lives or dies by the region
/// (the encircling chain of a nakade seki, whose stones inside it share its two inside
/// liberties: taking them leaves a dead shape, and the opponent then fills the outside
/// liberties), so it joins the region with those areas; kept as a wall that cannot be taken,
/// it made the stones inside it dead whenever it had two outside liberties or more. The
/// opponent chains beside those areas must be safe without them ([`safe_beside`]): where they
/// share them in a race of their own, each region read alone took the other side's group for
/// a wall and both were called dead. Returns the points of those areas that the chain does not
/// touch, which are the opponent's (its stones there would stand inside the opponent's eye):
/// read as the opponent's wall, they keep the region small enough to read (a ring whose outside
/// liberties lay in the opponent's six-point eye had the whole eye read with it, and the
/// reading ran out of its budget).
fn lives_only_by_region(
    board: &Board,
    chains: &Chains,
    chain: &Chain,
    in_region: &[bool],
    wall: &[Option<Color>],
    pass_alive: &[bool],
) -> Option<Vec<Point>> {
    let opponent = Some(chain.color.opponent());
    let mut seen = vec![false; MAX_POINTS];
    let mut beside: Vec<usize> = Vec::new();
    let mut far: Vec<Point> = Vec::new();
    for &l in &chain.liberties {
        if in_region[l] || seen[l] {
            continue;
        }
        let mut beside_opponent = false;
        let area = empty_area(board, l, &mut seen, SHARED_OUTSIDE_AREA, |n| {
            if chain.stones.contains(&n) {
                true
            } else if wall[n] == opponent {
                beside_opponent = true;
                beside.push(chains.id[n]);
                true
            } else {
                false
            }
        })?;
        if !beside_opponent {
            return None;
        }
        let touches = |q: Point| board.neighbors(q).iter().any(|n| chain.stones.contains(n));
        far.extend(area.into_iter().filter(|&q| !touches(q)));
    }
    beside.sort_unstable();
    beside.dedup();
    beside
        .iter()
        .all(|&o| safe_beside(&chains.list[o], &seen, in_region, pass_alive))
        .then_some(far)
}

/// True if the opponent chain `other` beside a shared area (`shared`, with the region's points
/// `in_region`) lives without those points: pass-alive, or with [`WALL_LIBERTIES`] liberties
/// elsewhere.
fn safe_beside(other: &Chain, shared: &[bool], in_region: &[bool], pass_alive: &[bool]) -> bool {
    pass_alive[other.stones[0]]
        || other
            .liberties
            .iter()
            .filter(|&&l| !shared[l] && !in_region[l])
            .count()
            >= WALL_LIBERTIES
}

/// What the reading found: whether each colour's stones in the region can be taken off by the
/// opponent moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Verdict {
    /// `[black, white]`: the opponent, moving first, removes every stone of that colour from
    /// the region for good.
    dead: [bool; 2],
    /// Region cells (bit per index) of chains that are dead on their own although their colour
    /// keeps stones in the region (see [`dead_chains`]).
    dead_cells: u64,
    /// Region cells of chains whose own reading did not finish: the reading says nothing about
    /// them, and they keep the status the judgement gave them before.
    unread_cells: u64,
}

impl Verdict {
    /// True if no chain of the region dies and every chain's reading finished.
    fn keeps_everything(&self) -> bool {
        self.dead == [false, false] && self.dead_cells == 0 && self.unread_cells == 0
    }

    /// True if one colour loses the race outright and every wall that might be taken
    /// (`unsure`, by colour) is that colour's: its walls were read as standing, the most it
    /// could hope for, and the winner's walls were sure, so the loss holds and so does the
    /// winner's life. The winner's stones that the reading kills one by one (`dead_cells`)
    /// might rest on a loser's wall that can be taken, so such a verdict is not used.
    fn lost_by_unsure_walls(&self, unsure: [bool; 2]) -> bool {
        let loser = match self.dead {
            [true, false] => Color::Black,
            [false, true] => Color::White,
            _ => return false,
        };
        self.dead_cells == 0 && !unsure[loser.opponent().index()]
    }
}

fn read_region(region: &Region, rules: &Ruleset, mode: KoMode) -> Option<Verdict> {
    let cells = region
        .cells
        .iter()
        .map(|c| match c {
            Local::Empty => 0,
            Local::Stone(Color::Black) => 1,
            Local::Stone(Color::White) => 2,
        })
        .chain(
            region
                .wall
                .iter()
                .map(|w| u8::from(w[0]) * 3 + u8::from(w[1]) * 6),
        )
        .collect();
    let key = (region.points.clone(), cells);
    if let Some(v) = READ.with(|r| r.borrow().get(&key).copied()) {
        return v;
    }
    let v = read_region_afresh(region, rules, mode);
    READ.with(|r| r.borrow_mut().insert(key, v));
    v
}

/// [`read_region`] without the memory of the judgement's earlier readings.
fn read_region_afresh(region: &Region, rules: &Ruleset, mode: KoMode) -> Option<Verdict> {
    let mut dead = [false; 2];
    for defender in [Color::Black, Color::White] {
        if !region.has(defender) {
            continue;
        }
        let attacker = defender.opponent();
        let mut r = None;
        for contest in [true, false] {
            let mut game = LocalGame::new(region, attacker, rules, mode);
            if !contest {
                game.contest_spaces = false;
                game.budget = NODE_BUDGET;
            }
            r = game.search(&State::start(region, attacker, defender));
            log::debug!(
                "{} attacks first: {r:?} after {} nodes, {} positions stored (weak spaces {})",
                attacker.name(),
                game.nodes,
                game.table.len(),
                if contest { "read" } else { "settled" }
            );
            if r.is_some() {
                break;
            }
        }
        dead[defender.index()] = r?;
    }
    if dead == [true, true] {
        dead = both_dead_by_ko(region, rules, mode);
    }
    let (mut dead_cells, mut unread_cells) = (0, 0);
    for defender in [Color::Black, Color::White] {
        if !dead[defender.index()] {
            let (d, u) = dead_chains(region, rules, defender, mode);
            dead_cells |= d;
            unread_cells |= u;
        }
    }
    Some(Verdict {
        dead,
        dead_cells,
        unread_cells,
    })
}

/// Both colours' stones in a region read dead: right only where a ko makes them so (Japanese
/// example 9, a direct ko neither side can win in the confirmation phase). Each colour is read
/// again with its opponent taking no ko: a colour that still dies dies without any ko, and
/// then the stones inside it are not dead: once it is taken off, its points are the other
/// colour's. (A group in atari that the opponent takes outright, around a lone stone it could
/// only capture by a ko: the lone stone's death by the ko had made the whole area nobody's.)
/// Where both colours die without any ko (whoever starts captures: stones in atari inside
/// short-of-liberties stones that die once they have captured), the region lies in the area of
/// the colour whose wall alone closes it, and only the other colour's stones are dead: their
/// captor is dead itself, so the stones they would take live (a KGS game's two Black stones in
/// atari among White's dead stones in Black's corner had made the corner nobody's).
/// Where neither dies without a ko, both stay dead in the confirmation phase (example 9); with
/// any other ko rule the ko is fought out and a region that one colour's wall alone closes is
/// that colour's, so only the other colour's stones die (an unfilled bent three in the corner:
/// the two stones inside White's dead group had been dead with it).
/// A reading that does not finish leaves both dead.
fn both_dead_by_ko(region: &Region, rules: &Ruleset, mode: KoMode) -> [bool; 2] {
    let mut dead = [false; 2];
    for defender in [Color::Black, Color::White] {
        let mut game = LocalGame::new(region, defender.opponent(), rules, mode);
        game.attacker_takes_no_ko = true;
        game.contest_spaces = false;
        game.budget = NODE_BUDGET;
        let r = game.search(&State::start(region, defender.opponent(), defender));
        log::debug!(
            "{} read again, its opponent taking no ko: dead {r:?} after {} nodes",
            defender.name(),
            game.nodes
        );
        dead[defender.index()] = r == Some(true);
    }
    // Only the stones of the colour whose wall does not close the region, if one colour's does.
    let invader_dead = || match region.walled_by() {
        Some(owner) => {
            let mut dead = [false; 2];
            dead[owner.opponent().index()] = true;
            dead
        }
        None => [true, true],
    };
    match dead {
        [false, false] if mode == KoMode::Confirmation => [true, true],
        [false, false] | [true, true] => invader_dead(),
        one => one,
    }
}

/// The region's chains of `defender` (a colour that keeps stones there) that the opponent,
/// moving first, can still take off on their own: Article 7 clause 1 speaks of stones, not of
/// colours, so in the confirmation phase a chain is dead if it can be captured for good even
/// when its neighbours live (the ko stone of a two-stage ko, Japanese example 24b). Only read
/// when the colour has two or more such chains; chains tied to a wall cannot be captured.
/// The big spaces a capture opens are read out first, within [`CONTESTED_BUDGET`], then taken
/// as settled, as for a whole colour ([`read_region_afresh`]). The chain survives if a stone of
/// its colour ends on one of its own points, or on a point emptied by a capture its colour made
/// beside them once it was taken (Japanese example 3, a hane seki: White's hane, taken, retakes
/// four stones and keeps a new stone on one of their points; counting only the hane's own point,
/// the finished reading called it dead). Returns the dead chains and those whose reading did not
/// finish: an unfinished reading proves nothing either way, and such a chain keeps the status
/// the judgement gave it ([`apply`]); it used to count as alive, so that more nodes could make
/// a verdict worse (a lone stone in the eye of a living group, dead with 313,013 nodes, came
/// back to life whenever the reading of its region finished). The same holds under every
/// ruleset with its own ko mode: a lone stone of the defender that the attacker takes off on
/// its own is dead even when the defender's other stones in the region live, and binds nobody
/// in a seki.
fn dead_chains(region: &Region, rules: &Ruleset, defender: Color, mode: KoMode) -> (u64, u64) {
    let chains = region.chains(defender);
    if chains.len() < 2 {
        return (0, 0);
    }
    let (mut dead, mut unknown) = (0, 0);
    for chain in chains {
        match chain_dies(region, (rules, mode), defender, chain, false) {
            Some(true) => dead |= chain,
            Some(false) => {}
            None => unknown |= chain,
        }
    }
    (dead, unknown)
}

/// Whether the attacker, moving first, takes the defender's `chain` (cells of `region`) off for
/// good, the defender playing freely with its other stones ([`LocalGame::one_chain`]); with
/// `keep_all`, whether it takes any of its stones at all. `None` if the reading does not
/// finish. Big spaces beside weak chains are read out first, within [`CONTESTED_BUDGET`], then
/// taken as settled.
fn chain_dies(
    region: &Region,
    (rules, mode): (&Ruleset, KoMode),
    defender: Color,
    chain: u64,
    keep_all: bool,
) -> Option<bool> {
    let attacker = defender.opponent();
    let start = State {
        original: chain,
        ..State::start(region, attacker, defender)
    };
    for contest in [true, false] {
        let mut game = LocalGame::new(region, attacker, rules, mode);
        game.one_chain = true;
        if keep_all {
            game.keep_all = chain;
        }
        if !contest {
            game.contest_spaces = false;
            // A test of whether a chain keeps every stone only refines a seki: it may not cost
            // the judgement's other readings much of their allowance.
            game.budget = if keep_all {
                CONTESTED_BUDGET
            } else {
                NODE_BUDGET
            };
        }
        let r = game.search(&start);
        log::debug!(
            "one chain read ({} stones): {r:?} after {} nodes (weak spaces {})",
            chain.count_ones(),
            game.nodes,
            if contest { "read" } else { "settled" }
        );
        if r.is_some() {
            return r;
        }
    }
    None
}

/// Sets the statuses of the stones in the region: dead for a colour the opponent can remove;
/// when both colours have stones there and neither can be removed, the chains bound together by
/// shared liberties live in seki ([`seki_chains`]), unless all of them live on their own
/// ([`alone::living_alone`]), and the others are simply alive. A note says what was read.
fn apply(
    board: &Board,
    region: &Region,
    v: Verdict,
    (rules, mode): (&Ruleset, KoMode),
    j: &mut Judgement,
) {
    let both = region.has(Color::Black) && region.has(Color::White);
    // A chain whose own reading did not finish keeps the status the judgement gave it.
    let unread_dead = unread_dead_cells(board, region, v.unread_cells, v.dead, j);
    let dead_cells = v.dead_cells | unread_dead;
    let mut in_seki = if both && v.dead == [false, false] {
        seki_chains(board, region, dead_cells)
    } else {
        Vec::new()
    };
    for stones in alone::living_alone(board, region, (rules, mode), dead_cells, &in_seki) {
        in_seki.retain(|p| !stones.contains(p));
        j.notes.push(format!(
            "{}: alive, not seki (it lives on its own even where the stones beside it cannot be taken)",
            board.vertex(stones[0])
        ));
    }
    // Vertices per (colour, status) for the note.
    let mut read: Vec<(Color, Status, Vec<String>)> = Vec::new();
    for (i, &p) in region.points.iter().enumerate() {
        let Cell::Stone(c) = board.cell(p) else {
            continue;
        };
        let s = if v.dead[c.index()] || dead_cells & (1 << i) != 0 {
            Status::Dead
        } else if in_seki.contains(&p) {
            Status::Seki
        } else {
            Status::Alive
        };
        j.set_chain(board, p, s);
        let name = board.vertex(p).to_string();
        match read.iter_mut().find(|(rc, rs, _)| *rc == c && *rs == s) {
            Some((_, _, names)) => names.push(name),
            None => read.push((c, s, vec![name])),
        }
    }
    if both && v.dead == [false, false] && mode == KoMode::Confirmation {
        note_ko_stones_in_seki(board, region, &in_seki, j);
    }
    for (c, s, names) in read {
        let status = match s {
            Status::Seki => "alive in seki",
            other => other.name(),
        };
        j.notes.push(format!(
            "read out ({mode:?} ko): {} stones {} are {status}",
            c.name(),
            names.join(" ")
        ));
    }
}

/// The cells of the chains in `unread` (region cells whose own reading did not finish) that the
/// judgement calls dead, with a note for each such chain: an unfinished reading proves nothing,
/// so the judgement's status stands (a lone stone in a living group's eye that needs more nodes
/// than it was given must not come back to life) where the playouts were sure of it
/// ([`confidently_dead`]). Except where the reading found every stone
/// of the chain's opponent in the region dead (`dead`, per colour): the judgement's status was
/// given with those stones still counted on, and stones inside a dead group are not dead
/// because of it, so the chain lives (a capturing race whose loser's inside chain the playouts
/// had given to the loser's opponent).
fn unread_dead_cells(
    board: &Board,
    region: &Region,
    unread: u64,
    dead: [bool; 2],
    j: &mut Judgement,
) -> u64 {
    let mut out = 0;
    let mut noted: Vec<Point> = Vec::new();
    for i in bits(unread) {
        let p = region.points[i];
        let Cell::Stone(color) = board.cell(p) else {
            continue;
        };
        let opponent_dead = dead[color.opponent().index()];
        let mut status = j.status(p).unwrap_or(Status::Alive);
        if status == Status::Dead
            && !confidently_dead(board, p, color, j)
            && !takeable_at_once(board, p, color)
        {
            status = Status::Alive;
        }
        if status == Status::Dead && !opponent_dead {
            out |= 1 << i;
        }
        let first = board.chain_stones(p).into_iter().min().unwrap_or(p);
        if !noted.contains(&first) {
            noted.push(first);
            let why = if opponent_dead {
                format!(
                    "the {} stones around it are read dead: alive",
                    color.opponent().name()
                )
            } else {
                format!("it keeps the judgement's status ({})", status.name())
            };
            j.notes.push(format!(
                "{}: its own reading did not finish; {why}",
                board.vertex(p)
            ));
        }
    }
    out
}

/// Share of the playouts in which the opponent must own every stone of a chain for the
/// judgement's "dead" to stand when the chain's own reading did not finish. At 80% a lone White
/// stone in the seven-point eye space of Black's group (which had a second eye beside it),
/// owned by Black in 79% of the uniform playouts and 98% of the heavy ones, came back to life
/// in a KGS game, and Black's group with it went into a seki that cost it its points; no
/// counted game of 1,400 KGS 2006, 700 KGS 2015 and 903 KGS 2017 ones reads worse at 75%, two
/// read as their records.
const UNREAD_DEAD_SHARE: f32 = 0.75;

/// True if the opponent owns every stone of the chain at `p` in [`UNREAD_DEAD_SHARE`] of the
/// playouts or more. A coin flip of the playouts (White's twelve stones of a hane seki, owned
/// by Black in 55% of them) is no verdict to set against the region's reading, and which chain's
/// reading runs out of nodes follows the order of the points, so it turned with the board.
fn confidently_dead(board: &Board, p: Point, color: Color, j: &Judgement) -> bool {
    let sign = if color == Color::Black { -1.0 } else { 1.0 };
    let share = |s: Point| (j.ownership[s] * sign + 1.0) / 2.0;
    board
        .chain_stones(p)
        .iter()
        .all(|&s| share(s) >= UNREAD_DEAD_SHARE)
}

/// True if the chain at `p` is in atari and its opponent can take it at once, the capturing
/// chain keeping two liberties or more besides the points it takes (no snapback, and no retake
/// inside them: the hane of a hane seki, taken, retakes four stones because Black's capturing
/// chain lives on the captured points): the capture is there to play, so the playouts' "dead"
/// stands however often they left the chain on the board (Black's two stones in atari on the
/// edge beside White's living group, owned by White in 72% of the playouts, were kept alive
/// and made the point of their capture a seki liberty).
fn takeable_at_once(board: &Board, p: Point, color: Color) -> bool {
    if !board.in_atari(p) {
        return false;
    }
    let stones = board.chain_stones(p);
    let Some(l) = stones
        .iter()
        .flat_map(|&s| board.neighbors(s))
        .find(|&n| board.cell(n) == Cell::Empty)
    else {
        return false;
    };
    let taker = color.opponent();
    if board.preview(taker, l).suicide != 0 {
        return false;
    }
    let mut after = board.clone();
    after.play(taker, l);
    let mut outside = 0;
    let mut seen = vec![false; MAX_POINTS];
    for s in after.chain_stones(l) {
        for n in after.neighbors(s) {
            if after.cell(n) == Cell::Empty && !seen[n] && !stones.contains(&n) {
                seen[n] = true;
                outside += 1;
            }
        }
    }
    outside >= 2
}

/// The region's surviving stones that are in seki: those of a chain sharing a liberty with a
/// surviving chain of the other colour or bound to one by a double ko ([`KoBonds`]), and then those of any surviving chain sharing a liberty
/// (an eye) with a chain in seki. Both colours surviving in one region is not enough: two groups
/// that each live on their own eyes, side by side, are not in seki (a level-1 GNU Go game,
/// 9x9-019, lost both groups' territory that way).
fn seki_chains(board: &Board, region: &Region, dead_cells: u64) -> Vec<Point> {
    let mut chains: Vec<(Color, Vec<Point>, Vec<Point>)> = Vec::new();
    for (i, &p) in region.points.iter().enumerate() {
        let Cell::Stone(c) = board.cell(p) else {
            continue;
        };
        if dead_cells & (1 << i) != 0 || chains.iter().any(|(_, st, _)| st.contains(&p)) {
            continue;
        }
        let stones = board.chain_stones(p);
        let mut libs: Vec<Point> = stones
            .iter()
            .flat_map(|&s| board.neighbors(s))
            .filter(|&n| board.cell(n) == Cell::Empty)
            .collect();
        libs.sort_unstable();
        libs.dedup();
        chains.push((c, stones, libs));
    }
    let shares = |a: usize, b: usize| chains[a].2.iter().any(|l| chains[b].2.contains(l));
    let all = Chains::new(board);
    let bonds = KoBonds::new(board, &all);
    let ko_bound = |a: usize, b: usize| bonds.bound(all.id[chains[a].1[0]], all.id[chains[b].1[0]]);
    let n = chains.len();
    let mut seki: Vec<bool> = (0..n)
        .map(|a| (0..n).any(|b| chains[b].0 != chains[a].0 && (shares(a, b) || ko_bound(a, b))))
        .collect();
    let mut grew = true;
    while grew {
        grew = false;
        for a in 0..n {
            if !seki[a] && (0..n).any(|b| seki[b] && shares(a, b)) {
                seki[a] = true;
                grew = true;
            }
        }
    }
    (0..n)
        .filter(|&a| seki[a])
        .flat_map(|a| chains[a].1.iter().copied())
        .collect()
}

/// Japanese example 25: the lone stones in the kos of a seki are dead in the sense of Article 7
/// (new stones played after capturing them can be captured), but Article 10 does not let them
/// be removed, since the points around them are nobody's territory: "the position is left as
/// shown as a seki". They are reported in seki, and a note says why.
fn note_ko_stones_in_seki(board: &Board, region: &Region, in_seki: &[Point], j: &mut Judgement) {
    for &p in &region.points {
        if in_seki.contains(&p) && is_ko_stone(board, p) {
            j.notes.push(format!(
                "{}: ko stone of a seki, dead by Article 7 but left on the board in the seki \
                 (Article 10, Japanese example 25)",
                board.vertex(p)
            ));
        }
    }
}

/// True if the stone at `p` is a lone stone in atari that the opponent would capture by a ko
/// capture (the capturing stone alone, with the captured point as its only liberty).
fn is_ko_stone(board: &Board, p: Point) -> bool {
    let Cell::Stone(c) = board.cell(p) else {
        return false;
    };
    if board.chain_stones(p).len() != 1 || !board.in_atari(p) {
        return false;
    }
    let Some(q) = board
        .neighbors(p)
        .into_iter()
        .find(|&n| board.cell(n) == Cell::Empty)
    else {
        return false;
    };
    let others_own = board
        .neighbors(q)
        .iter()
        .all(|&n| n == p || board.cell(n) == Cell::Stone(c) || board.cell(n) == Cell::Border);
    others_own && board.preview(c.opponent(), q).captures == 1
}

/// The points connected to `start` that are not wall, and whether there are more of them (or
/// of their empty points) than a region may have.
fn flood(board: &Board, start: Point, wall: &[Option<Color>]) -> (Vec<Point>, bool) {
    let mut region = vec![start];
    let mut seen = vec![false; MAX_POINTS];
    seen[start] = true;
    let mut empties = usize::from(board.cell(start) == Cell::Empty);
    let mut i = 0;
    while i < region.len() {
        let q = region[i];
        i += 1;
        for n in board.neighbors(q) {
            if board.cell(n) == Cell::Border || wall[n].is_some() || seen[n] {
                continue;
            }
            seen[n] = true;
            region.push(n);
            empties += usize::from(board.cell(n) == Cell::Empty);
            if region.len() > MAX_REGION_POINTS || empties > MAX_REGION_EMPTY {
                return (region, true);
            }
        }
    }
    (region, false)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::rules::preset;
    use crate::score::judge::judge;

    use crate::score::board_from_rows as board;

    /// Both colours' pass-alive chains of `b`.
    fn pass_alive_both(b: &Board) -> [PassAlive; 2] {
        [
            super::super::benson::pass_alive(b, Color::Black, false),
            super::super::benson::pass_alive(b, Color::White, false),
        ]
    }

    /// A race of four chains in the corner, inside Black's pass-alive wall: White's F4-F1-H3
    /// and Black's G2 G3 share the liberties G1 H2, and White's H1 and J2 share them too. Read
    /// together (no pair of them is closed on its own), Black's two stones die: Black cannot
    /// fill G1 or H2 without putting them in atari, and White fills either at leisure.
    /// Black's eyeless wall (four liberties: A5 and D1-D3) around White's six stones (four
    /// liberties: A4, C1, D2, D3), and Black's B1-B3 on the edge (four: A1-A3, C1), all inside
    /// White's wall. Black to move fills A4 and C1 and wins; White to move cannot catch up.
    /// Chains of four liberties are no short cluster; the wide pass reads the three together.
    #[test]
    fn a_race_of_chains_with_four_liberties_is_read_in_the_wide_pass() {
        let b = board(&[
            ".........",
            ".........",
            "ooooooo..",
            "xxxxxxo..",
            ".xoxxxo..",
            ".oooxxo..",
            ".xo.xxo..",
            ".xo.xxo..",
            ".x..xxo..",
        ]);
        let at = |v: &str| b.point(Vertex::parse(v).unwrap());
        let rules = preset("chinese").unwrap();
        let benson = pass_alive_both(&b);
        start_judgement();
        let mut j = Judgement::all_alive(&b);
        settle_cluster_races(&b, &rules, &benson, &mut j, ClusterReach::Short);
        assert_eq!(
            j.status(at("C3")),
            Some(Status::Alive),
            "no short cluster here"
        );
        settle_cluster_races(&b, &rules, &benson, &mut j, ClusterReach::Wide);
        assert_eq!(j.status(at("C3")), Some(Status::Dead));
        for v in ["A6", "F1", "B1"] {
            assert_eq!(j.status(at(v)), Some(Status::Alive), "{v}");
        }
    }

    /// A verdict read within walls that might be taken holds when those walls are the loser's.
    #[test]
    fn a_race_lost_stands_on_the_losers_unsure_walls_only() {
        let white_lost = Verdict {
            dead: [false, true],
            dead_cells: 0,
            unread_cells: 0,
        };
        assert!(white_lost.lost_by_unsure_walls([false, true]));
        assert!(white_lost.lost_by_unsure_walls([false, false]));
        assert!(!white_lost.lost_by_unsure_walls([true, false]));
        let black_lost_some_white_too = Verdict {
            dead: [true, false],
            dead_cells: 1,
            unread_cells: 0,
        };
        assert!(!black_lost_some_white_too.lost_by_unsure_walls([true, false]));
        let seki = Verdict {
            dead: [false, false],
            dead_cells: 0,
            unread_cells: 0,
        };
        assert!(!seki.lost_by_unsure_walls([false, false]));
    }

    #[test]
    fn a_race_of_several_chains_is_read_as_one_cluster() {
        let b = board(&[
            ".........",
            ".........",
            ".........",
            ".........",
            "....xxxxx",
            "....xooox",
            "....xoxox",
            "....xox.o",
            "....xo.o.",
        ]);
        let at = |v: &str| b.point(Vertex::parse(v).unwrap());
        let rules = preset("chinese").unwrap();
        let benson = pass_alive_both(&b);
        let chains = Chains::new(&b);
        assert_eq!(clusters(&b, &chains, &benson, CLUSTER_LIBERTIES).len(), 1);
        start_judgement();
        let mut j = Judgement::all_alive(&b);
        settle_cluster_races(&b, &rules, &benson, &mut j, ClusterReach::Short);
        assert_eq!(j.status(at("G2")), Some(Status::Dead));
        for v in ["F4", "H1", "J2"] {
            assert_eq!(j.status(at(v)), Some(Status::Alive), "{v}");
        }
    }

    /// The region of `b` made of the points `vertices`, every other stone a wall.
    /// A seki of four eyeless chains around the shared liberties G7, H8 and J6, the chains
    /// judged dead beforehand (as the playouts may), settled by the cluster reading; `j2_safe`
    /// says whether Black's lone J2 beside White's long chain, with two liberties, has G2
    /// beside it (a White stone on H2 or J1 is then taken at once).
    fn settle_seki_of_four_chains(j2_safe: bool) -> (Board, Judgement) {
        let b = board(&[
            ".o.oooxoo",
            "ooooxxx.o",
            "xxxxoo.xo",
            ".x.xxooo.",
            "xxxxxxxoo",
            ".......xo",
            ".......xo",
            if j2_safe { "......x.x" } else { "........x" },
            ".........",
        ]);
        let rules = preset("japanese").unwrap();
        let benson = pass_alive_both(&b);
        start_judgement();
        let mut j = Judgement::all_alive(&b);
        for v in ["E8", "H7", "H9", "J3"] {
            j.set_chain(&b, b.point(Vertex::parse(v).unwrap()), Status::Dead);
        }
        settle_cluster_races(&b, &rules, &benson, &mut j, ClusterReach::Short);
        (b, j)
    }

    #[test]
    fn a_seki_beside_a_weak_stone_that_cannot_be_approached_is_read() {
        let (b, j) = settle_seki_of_four_chains(true);
        for v in ["E8", "H7", "H9", "J3", "E7"] {
            let p = b.point(Vertex::parse(v).unwrap());
            assert_eq!(j.status(p), Some(Status::Seki), "{v}");
        }
    }

    #[test]
    fn a_seki_beside_a_stone_that_can_be_put_in_atari_is_left_alone() {
        // White H2 puts J2 in atari and takes it next, so J3's chain gains a liberty: the
        // reading cannot take J2 for a wall, and the statuses given before stay.
        let (b, j) = settle_seki_of_four_chains(false);
        for v in ["E8", "H7", "H9", "J3"] {
            let p = b.point(Vertex::parse(v).unwrap());
            assert_eq!(j.status(p), Some(Status::Dead), "{v}");
        }
    }

    fn region_of(b: &Board, vertices: &[&str]) -> Region {
        let points: Vec<Point> = vertices
            .iter()
            .map(|&v| b.point(Vertex::parse(v).unwrap()))
            .collect();
        let mut wall = vec![None; MAX_POINTS];
        for p in b.points() {
            if let Cell::Stone(c) = b.cell(p)
                && !points.contains(&p)
            {
                wall[p] = Some(c);
            }
        }
        Region::new(b, points, &wall)
    }

    /// A 9×9 board with `top` as its first three rows, and the region A9-E9, A8-E8 on it.
    fn top_left_corner(top: [&str; 3]) -> (Board, Region) {
        let mut rows = vec!["........."; 9];
        rows[..3].copy_from_slice(&top);
        let b = board(&rows);
        let region = region_of(
            &b,
            &["A9", "B9", "C9", "D9", "E9", "A8", "B8", "C8", "D8", "E8"],
        );
        (b, region)
    }

    /// A chain whose own reading did not finish keeps the judgement's status: White's lone B9,
    /// dead in the judgement (Black owns it in 95% or 78% of the playouts), stays dead, and Black's
    /// chain around it is not in seki with it (unless the reading found Black's stones there
    /// dead). Where the playouts were unsure (55%), the region's reading decides: B9 lives.
    /// (B9 has two liberties here; in atari it would be taken at once, see the next test.)
    /// An unfinished reading used to count as "not dead", so that a lone stone in the eye of a
    /// living group came back to life, with its neighbours in seki, whenever the reading of its
    /// region finished but its own did not.
    #[test]
    fn an_unread_chain_keeps_the_judgements_status() {
        let chinese = preset("chinese").unwrap();
        let (b, region) = top_left_corner([".o.x.o...", "xxxxxo...", "oooooo..."]);
        let at = |v: &str| b.point(Vertex::parse(v).unwrap());
        let index = |v: &str| region.points.iter().position(|&p| p == at(v)).unwrap();
        let judged = |black_owns: f32| {
            let mut j = Judgement::all_alive(&b);
            j.set_chain(&b, at("B9"), Status::Dead);
            j.ownership[at("B9")] = 2.0 * black_owns - 1.0;
            j
        };
        let v = Verdict {
            dead: [false, false],
            dead_cells: 0,
            unread_cells: 1 << index("B9"),
        };
        let mut unsure = judged(0.55);
        apply(&b, &region, v, (&chinese, KoMode::Simple), &mut unsure);
        assert_ne!(unsure.status(at("B9")), Some(Status::Dead));
        let mut fairly_sure = judged(0.78);
        apply(&b, &region, v, (&chinese, KoMode::Simple), &mut fairly_sure);
        assert_eq!(fairly_sure.status(at("B9")), Some(Status::Dead));
        let mut j = judged(0.95);
        apply(&b, &region, v, (&chinese, KoMode::Simple), &mut j);
        assert_eq!(j.status(at("B9")), Some(Status::Dead));
        assert_eq!(j.status(at("C8")), Some(Status::Alive));
        assert!(
            j.notes
                .iter()
                .any(|n| n.starts_with("B9: its own reading did not finish"))
        );
        // Where the reading found all of Black's stones in the region dead, the judgement's
        // status for B9 was given with them counted on: B9 lives.
        let v = Verdict {
            dead: [true, false],
            ..v
        };
        apply(&b, &region, v, (&chinese, KoMode::Simple), &mut j);
        assert_eq!(j.status(at("B9")), Some(Status::Alive));
    }

    /// An unread chain in atari that its opponent can take at once, keeping the capturing stone
    /// with two liberties besides the point it takes, stays dead however unsure the playouts
    /// were: White's B9 (liberty A9; Black's chain then has D9 and row 7), owned by Black in only
    /// 55% of the playouts.
    #[test]
    fn an_unread_chain_that_can_be_taken_at_once_stays_dead() {
        let chinese = preset("chinese").unwrap();
        let (b, region) = top_left_corner([".ox.xo...", "xxxxxo...", ".....o..."]);
        let at = |v: &str| b.point(Vertex::parse(v).unwrap());
        let index = region.points.iter().position(|&p| p == at("B9")).unwrap();
        let mut j = Judgement::all_alive(&b);
        j.set_chain(&b, at("B9"), Status::Dead);
        j.ownership[at("B9")] = 2.0 * 0.55 - 1.0;
        let v = Verdict {
            dead: [false, false],
            dead_cells: 0,
            unread_cells: 1 << index,
        };
        apply(&b, &region, v, (&chinese, KoMode::Simple), &mut j);
        assert_eq!(j.status(at("B9")), Some(Status::Dead));
        assert_eq!(j.status(at("C8")), Some(Status::Alive));
    }

    /// Japanese example 3 (gtp-tests/score_jp89_ex03.tst): White's hane F9, read on its own,
    /// lives by a reading that finishes. Black takes it at E9, White retakes the four stones
    /// D7 D8 D9 E9 from F9, and when Black takes F9 back, D7 and D8 stay White's: points a
    /// capture by White next to F9 emptied. Counting only F9 itself as its survival, the
    /// finished reading had called it dead; within the old node budget it never finished, and
    /// the hane lived only by that.
    #[test]
    fn a_hane_whose_capture_lets_its_colour_retake_lives_by_a_finished_reading() {
        let b = board(&[
            "oxox.ox.x",
            "oxoxoxxxx",
            "oxoxoxooo",
            ".xoooxo..",
            ".xoxxxo..",
            "ooox.xo..",
            "xxxxxxo..",
            ".x.x.xo..",
            "xxxxxxo..",
        ]);
        let corner = [
            "A4", "B4", "C4", "A5", "B5", "C5", "A6", "B6", "C6", "D6", "E6", "A7", "B7", "C7",
            "D7", "E7", "A8", "B8", "C8", "D8", "E8", "A9", "B9", "C9", "D9", "E9", "F9",
        ];
        let region = region_of(&b, &corner);
        let f9 = region
            .points
            .iter()
            .position(|&p| p == b.point(Vertex::parse("F9").unwrap()))
            .unwrap();
        let rules = preset("japanese").unwrap();
        start_judgement();
        let (dead, unread) = dead_chains(&region, &rules, Color::White, KoMode::Confirmation);
        assert_eq!(dead & 1 << f9, 0, "F9 read dead");
        assert_eq!(unread & 1 << f9, 0, "F9's reading did not finish");
    }

    fn status(b: &Board, rules: &Ruleset, v: &str) -> Option<Status> {
        judge(b, rules).status(b.point(Vertex::parse(v).unwrap()))
    }

    /// Black's B9 C9 D9 C8 B7 and C6 D6 E6 D7 are in atari at C7 inside White's wall; White's lone
    /// D8 among them could only be taken by Black's ko capture at E8. Read with the confirmation
    /// ko, both colours die (the retake of D8 waits for a pass), but Black dies without any ko
    /// (White takes nine stones at C7), so D8 is not dead: the corner is White's. (A real game's
    /// corner of this shape had been counted as nobody's, example 9's direct ko.)
    #[test]
    fn a_stone_inside_a_group_that_dies_without_ko_lives() {
        let b = board(&[
            "oxxxoo...",
            "ooxo.o...",
            "ox.xoo...",
            "ooxxxo...",
            "ooo.oo...",
            "oooooo...",
            ".........",
            ".........",
            ".........",
        ]);
        let at = |v: &str| b.point(Vertex::parse(v).unwrap());
        let points: Vec<Point> = ["B9", "C9", "D9", "C8", "D8", "E8", "B7", "C7", "D7"]
            .iter()
            .chain(&["C6", "D6", "E6", "D5"])
            .map(|&v| at(v))
            .collect();
        let mut wall = vec![None; MAX_POINTS];
        for p in b.points() {
            if let Cell::Stone(c) = b.cell(p)
                && !points.contains(&p)
            {
                wall[p] = Some(c);
            }
        }
        let region = Region::new(&b, points, &wall);
        let rules = preset("japanese").unwrap();
        start_judgement();
        let v = read_region(&region, &rules, KoMode::Confirmation).unwrap();
        assert_eq!(v.dead, [true, false]);
    }

    /// Article 7 clause 1 speaks of stones: White's A8 B8, in atari at A9, die although White's
    /// C9 D9 in the same region live (they connect out at E9). Read as one colour, the region
    /// kept every white stone alive.
    #[test]
    fn a_chain_dies_on_its_own_beside_a_living_one() {
        let b = board(&[
            ".xoo.o.o.",
            "oox..o.o.",
            "xxxxxoooo",
            "xxxxxxxxx",
            "x........",
            "x........",
            "xxxxxxxxx",
            ".........",
            ".........",
        ]);
        let rules = preset("japanese").unwrap();
        assert_eq!(status(&b, &rules, "A8"), Some(Status::Dead));
        assert_eq!(status(&b, &rules, "B8"), Some(Status::Dead));
        assert_ne!(status(&b, &rules, "C9"), Some(Status::Dead));
    }

    /// A mutual ko in a finished level-1 GNU Go game (results/scorecheck/9x9-018.sgf): Black's
    /// 20 stones (H9, J6) and White's H7 J7 J8 (J6, J9). Whoever starts loses (the ko capture
    /// leaves the starter's chain in atari, and the retake must wait for a pass), so both live,
    /// under Japanese and Chinese rules alike. No wall encloses the race, so only the race
    /// reader sees it; the playouts, which break seki, had killed White.
    #[test]
    fn a_mutual_ko_that_whoever_starts_loses_is_seki() {
        let b = board(&[
            "....oxx..",
            "..o.ooxxo",
            "...ooxxoo",
            "oooxooxx.",
            "oxoxxxxxx",
            "oxxoxooox",
            "oxxooo.ox",
            "x.xxo.oox",
            ".x.xxo.ox",
        ]);
        for name in ["japanese", "chinese"] {
            let rules = preset(name).unwrap();
            for v in ["H7", "J8", "G9", "J5"] {
                assert_eq!(status(&b, &rules, v), Some(Status::Seki), "{name} {v}");
            }
        }
    }

    /// Two groups that live on their own eyes side by side are not in seki, although one region
    /// holds both and neither can be taken (a level-1 GNU Go game, 9x9-019): Black's B9 C9 C8
    /// D8 own A9 A8 B8, White's top group owns F9 G9 G8 H8 J9, and no liberty is shared.
    #[test]
    fn groups_alive_side_by_side_are_not_seki() {
        let b = board(&[
            ".xxoo..o.",
            "..xxoo..o",
            "xxoooooox",
            "oxxxoxxxx",
            "oxxxx.xo.",
            "ooxox.xo.",
            ".oooox.x.",
            "....oxx..",
            "....oox..",
        ]);
        let rules = preset("japanese").unwrap();
        for v in ["B9", "D8", "E9", "H9"] {
            assert_eq!(status(&b, &rules, v), Some(Status::Alive), "{v}");
        }
    }

    /// Japanese example 17: Black's chain around the bent four (A9 B9 A8 inside White's corner)
    /// is in seki with the white chain it surrounds at the top right. The whole of it is one
    /// region of 45 points; reading it needs the big spaces that captures open to be settled
    /// without playing them out.
    #[test]
    fn a_seki_collapses_when_the_bent_four_beside_it_dies() {
        let b = board(&[
            "xx.ox.ooo",
            "xooox.ooo",
            ".oooxoooo",
            "oooxxxxxo",
            "xxxxxxxxx",
            "ooooooooo",
            "o........",
            "ooooooooo",
            ".........",
        ]);
        let rules = preset("japanese").unwrap();
        for v in ["D9", "A6", "G9", "J6"] {
            assert_eq!(status(&b, &rules, v), Some(Status::Dead), "{v}");
        }
        for v in ["A9", "E9", "A5"] {
            assert_eq!(status(&b, &rules, v), Some(Status::Alive), "{v}");
        }
    }
}
