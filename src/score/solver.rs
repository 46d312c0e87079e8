//! Exact reading of small enclosed regions at the end of the game.
//!
//! A *region* is a connected set of at most [`MAX_REGION`] points (empty points, the
//! defender's stones, and attacker stones that are not part of the wall) enclosed by the
//! attacker's *wall*: chains judged alive with high confidence (pass-alive, or owned by their
//! colour in almost every playout). Wall chains are treated as uncapturable; moves are made only
//! inside the region.
//!
//! The defender's stones in the region are dead if the attacker, moving first, can reach an end
//! of play (two passes in succession) with no defender stone left in the region. This is
//! Article 7 clause 1 of the Japanese rules read as a game: stones are alive if they cannot be
//! captured, or if capturing them lets a new stone be played that cannot be captured.
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

use super::judge::{Chains, Judgement, PassAlive, Status};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::rules::{BentFour, Ruleset};
use std::collections::{HashMap, HashSet};

/// Largest region the solver reads.
pub const MAX_REGION: usize = 14;
/// Node budget of one search.
const NODE_BUDGET: usize = 400_000;

/// How kos are decided in the local reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoMode {
    Confirmation,
    Simple,
    Unlimited,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Local {
    Empty,
    Stone(Color),
}

/// The local game: a few points, their neighbours inside the region, and which touch the wall.
struct LocalGame {
    n: usize,
    adj: Vec<Vec<usize>>,
    touches_wall: Vec<bool>,
    /// Whose stones touching the wall belong to it (and are never captured).
    wall_owner: Color,
    attacker: Color,
    defender: Color,
    suicide: bool,
    mode: KoMode,
    nodes: usize,
    table: HashMap<u128, bool>,
    path: HashSet<u128>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
struct State {
    cells: Vec<Local>,
    to_move: Color,
    /// Consecutive passes so far.
    passes: u8,
    /// Ko bans: (point of the capturing stone, colour that may not capture it).
    bans: Vec<(usize, Color)>,
}

impl LocalGame {
    fn key(&self, s: &State) -> u128 {
        let mut k: u128 = 0;
        for c in &s.cells {
            k = k * 3
                + match c {
                    Local::Empty => 0,
                    Local::Stone(Color::Black) => 1,
                    Local::Stone(Color::White) => 2,
                };
        }
        k = k * 2 + s.to_move.index() as u128;
        k = k * 3 + s.passes.min(2) as u128;
        let mut bans: Vec<u128> = s
            .bans
            .iter()
            .map(|&(p, c)| (p * 2 + c.index()) as u128)
            .collect();
        bans.sort_unstable();
        for b in bans {
            k = k.wrapping_mul(64).wrapping_add(b + 1);
        }
        k
    }

    /// The chain through `p` and whether it has a liberty (or is tied to the wall).
    fn chain(&self, cells: &[Local], p: usize) -> (Vec<usize>, usize) {
        let Local::Stone(color) = cells[p] else {
            return (Vec::new(), 0);
        };
        let mut stones = vec![p];
        let mut seen = vec![false; self.n];
        seen[p] = true;
        let mut libs = Vec::new();
        let mut wall = false;
        let mut i = 0;
        while i < stones.len() {
            let q = stones[i];
            i += 1;
            if self.touches_wall[q] && color == self.wall_owner {
                wall = true;
            }
            for &m in &self.adj[q] {
                if seen[m] {
                    continue;
                }
                match cells[m] {
                    Local::Stone(c) if c == color => {
                        seen[m] = true;
                        stones.push(m);
                    }
                    Local::Empty => {
                        seen[m] = true;
                        libs.push(m);
                    }
                    _ => {}
                }
            }
        }
        let count = if wall { 99 } else { libs.len() };
        (stones, count)
    }

    /// Plays `color` at `p`: the new state, or `None` if illegal.
    fn play(&self, s: &State, color: Color, p: usize) -> Option<State> {
        if s.cells[p] != Local::Empty {
            return None;
        }
        let mut cells = s.cells.clone();
        cells[p] = Local::Stone(color);
        let mut captured = Vec::new();
        for &m in &self.adj[p] {
            if cells[m] == Local::Stone(color.opponent()) {
                let (stones, libs) = self.chain(&cells, m);
                if libs == 0 {
                    for q in stones {
                        cells[q] = Local::Empty;
                        captured.push(q);
                    }
                }
            }
        }
        let (own, libs) = self.chain(&cells, p);
        if libs == 0 {
            if own.len() == 1 || !self.suicide {
                return None;
            }
            for q in own {
                cells[q] = Local::Empty;
            }
        }
        let single_capture = captured.len() == 1;
        // Ko bans: a capture of one stone by a lone stone left with one liberty.
        let is_ko_capture = single_capture && {
            let (stones, l) = self.chain(&cells, p);
            stones.len() == 1 && l == 1
        };
        let mut bans = s.bans.clone();
        // A capture that retakes a banned ko is illegal.
        if single_capture && bans.contains(&(captured[0], color)) {
            return None;
        }
        if self.mode == KoMode::Simple {
            bans.clear();
        }
        // Bans whose capturing stone has gone lapse.
        bans.retain(|&(q, _)| matches!(cells[q], Local::Stone(_)));
        if is_ko_capture && self.mode != KoMode::Unlimited {
            bans.push((p, color.opponent()));
        }
        Some(State {
            cells,
            to_move: color.opponent(),
            passes: 0,
            bans,
        })
    }

    /// The states after a pass: in confirmation mode one per ban of the passer it may lift.
    fn passes(&self, s: &State) -> Vec<State> {
        let color = s.to_move;
        let base = State {
            cells: s.cells.clone(),
            to_move: color.opponent(),
            passes: s.passes + 1,
            bans: s.bans.clone(),
        };
        match self.mode {
            KoMode::Simple => vec![State {
                bans: Vec::new(),
                ..base
            }],
            KoMode::Unlimited => vec![base],
            KoMode::Confirmation => {
                let mine: Vec<usize> = (0..s.bans.len())
                    .filter(|&i| s.bans[i].1 == color)
                    .collect();
                if mine.is_empty() {
                    return vec![base];
                }
                mine.iter()
                    .map(|&i| {
                        let mut b = base.clone();
                        b.bans.remove(i);
                        b
                    })
                    .collect()
            }
        }
    }

    /// True if the defender has a stone in the region that is not part of the wall.
    fn defender_stones(&self, s: &State) -> bool {
        (0..self.n).any(|p| {
            s.cells[p] == Local::Stone(self.defender)
                && (self.defender != self.wall_owner || self.chain(&s.cells, p).1 != 99)
        })
    }

    /// True if the attacker wins from `s`; `None` if the budget ran out.
    fn attacker_wins(&mut self, s: &State, depth: usize) -> Option<bool> {
        if s.passes >= 2 {
            return Some(!self.defender_stones(s));
        }
        self.nodes += 1;
        if self.nodes > NODE_BUDGET || depth > 60 {
            return None;
        }
        let key = self.key(s);
        if let Some(&v) = self.table.get(&key) {
            return Some(v);
        }
        if self.path.contains(&key) {
            // A cycle: the defender keeps its stones.
            return Some(false);
        }
        self.path.insert(key);
        let mover = s.to_move;
        let want = mover == self.attacker;
        let mut children: Vec<State> = Vec::new();
        for p in 0..self.n {
            if s.cells[p] != Local::Empty || self.own_eye(&s.cells, mover, p) {
                continue;
            }
            if let Some(next) = self.play(s, mover, p) {
                children.push(next);
            }
        }
        // Captures first: they settle most positions quickly.
        children.sort_by_key(|c| {
            std::cmp::Reverse(c.cells.iter().filter(|&&x| x == Local::Empty).count())
        });
        children.extend(self.passes(s));
        let mut result = Some(!want);
        for child in children {
            match self.attacker_wins(&child, depth + 1) {
                None => {
                    result = None;
                    break;
                }
                Some(v) if v == want => {
                    result = Some(want);
                    break;
                }
                Some(_) => {}
            }
        }
        self.path.remove(&key);
        if let Some(v) = result {
            // Results that relied on a cycle cut are path dependent; keep them anyway: they
            // only arise in ko cycles, where the defender survives in every line.
            self.table.insert(key, v);
        }
        result
    }

    /// A point all of whose neighbours are the mover's stones (or, for the attacker, the wall).
    fn own_eye(&self, cells: &[Local], color: Color, p: usize) -> bool {
        if self.touches_wall[p] && color != self.wall_owner {
            return false;
        }
        self.adj[p].iter().all(|&m| cells[m] == Local::Stone(color))
    }
}

/// True if the board holds an uneliminable source of ko threats: two kos side by side between
/// the same chains (a double-ko seki).
pub fn has_double_ko(board: &Board) -> bool {
    let chains = Chains::new(board);
    // Each ko: the single stone in atari that a lone stone would capture, and the chains around.
    let mut kos: Vec<(Point, Vec<usize>)> = Vec::new();
    for p in board.points() {
        if board.cell(p) != Cell::Empty {
            continue;
        }
        for c in [Color::Black, Color::White] {
            let pv = board.preview(c, p);
            if pv.captures != 1 || pv.suicide > 0 {
                continue;
            }
            if board
                .neighbors(p)
                .iter()
                .any(|&n| board.cell(n) == Cell::Stone(c) || board.cell(n) == Cell::Empty)
            {
                continue;
            }
            let stone = board
                .neighbors(p)
                .into_iter()
                .find(|&n| board.cell(n) == Cell::Stone(c.opponent()) && board.in_atari(n));
            let Some(stone) = stone else { continue };
            let mut around: Vec<usize> = board
                .neighbors(p)
                .into_iter()
                .chain(board.neighbors(stone))
                .filter(|&n| n != stone && matches!(board.cell(n), Cell::Stone(_)))
                .map(|n| chains.id[n])
                .collect();
            around.sort_unstable();
            around.dedup();
            kos.push((stone, around));
        }
    }
    for (i, a) in kos.iter().enumerate() {
        for b in &kos[i + 1..] {
            if a.0 != b.0 && a.1.iter().any(|c| b.1.contains(c)) {
                return true;
            }
        }
    }
    false
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

/// Reads the small enclosed regions of `board` and corrects the judgement `j` where the reading
/// is conclusive.
pub fn settle_small_regions(
    board: &Board,
    rules: &Ruleset,
    benson: &[PassAlive; 2],
    j: &mut Judgement,
) {
    let mode = ko_mode(board, rules);
    let chains = Chains::new(board);
    for attacker in [Color::Black, Color::White] {
        let defender = attacker.opponent();
        let sign = if attacker == Color::Black { 1.0 } else { -1.0 };
        // The wall: attacker chains alive beyond doubt. Chains alive only by the playouts' vote
        // stay out of the wall of a region where they have a liberty (a seki group's life
        // depends on that region, so it must be read with it).
        let mut wall = vec![false; MAX_POINTS];
        let mut benson_wall = vec![false; MAX_POINTS];
        for chain in &chains.list {
            if chain.color != attacker {
                continue;
            }
            let p0 = chain.stones[0];
            let pass_alive = benson[attacker.index()].alive[p0];
            let sure = pass_alive || chain.stones.iter().all(|&s| j.ownership[s] * sign >= 0.9);
            if sure && j.status(p0) != Some(Status::Dead) {
                for &s in &chain.stones {
                    wall[s] = true;
                    benson_wall[s] = pass_alive;
                }
            }
        }
        let mut seen = vec![false; MAX_POINTS];
        for start in board.points() {
            if wall[start] || seen[start] {
                continue;
            }
            let mut local_wall = wall.clone();
            let (region, open) = loop {
                let (region, open) = flood(board, start, &local_wall);
                if open {
                    break (region, true);
                }
                let mut in_region = vec![false; MAX_POINTS];
                region.iter().for_each(|&p| in_region[p] = true);
                let mut grew = false;
                for &p in &region {
                    for n in board.neighbors(p) {
                        if local_wall[n]
                            && !benson_wall[n]
                            && chains.list[chains.id[n]]
                                .liberties
                                .iter()
                                .any(|&l| in_region[l])
                        {
                            for &s in &chains.list[chains.id[n]].stones {
                                local_wall[s] = false;
                            }
                            grew = true;
                        }
                    }
                }
                if !grew {
                    break (region, false);
                }
            };
            region.iter().for_each(|&p| seen[p] = true);
            if open {
                continue;
            }
            let has_defender = region
                .iter()
                .any(|&p| board.cell(p) == Cell::Stone(defender));
            if !has_defender {
                continue;
            }
            if let Some(verdict) = read_region(board, &region, &local_wall, attacker, rules, mode) {
                apply(board, &region, attacker, verdict, j);
                let names: Vec<String> = region
                    .iter()
                    .filter(|&&p| board.cell(p) == Cell::Stone(defender))
                    .map(|&p| board.vertex(p).to_string())
                    .collect();
                j.notes.push(format!(
                    "read out ({mode:?} ko): {} stones {} are {}",
                    defender.name(),
                    names.join(" "),
                    match verdict {
                        Verdict::DefenderDead => "dead",
                        Verdict::DefenderAlive => "alive",
                        Verdict::Seki => "alive in seki",
                    }
                ));
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    DefenderDead,
    DefenderAlive,
    Seki,
}

fn apply(board: &Board, region: &[Point], attacker: Color, v: Verdict, j: &mut Judgement) {
    for &p in region {
        let Cell::Stone(c) = board.cell(p) else {
            continue;
        };
        let s = match (v, c == attacker) {
            (Verdict::DefenderDead, true) => Status::Alive,
            (Verdict::DefenderDead, false) => Status::Dead,
            (Verdict::DefenderAlive, true) => Status::Dead,
            (Verdict::DefenderAlive, false) => Status::Alive,
            (Verdict::Seki, _) => Status::Seki,
        };
        j.set_chain(board, p, s);
    }
}

fn read_region(
    board: &Board,
    region: &[Point],
    wall: &[bool],
    attacker: Color,
    rules: &Ruleset,
    mode: KoMode,
) -> Option<Verdict> {
    let index: HashMap<Point, usize> = region.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let n = region.len();
    let mut adj = vec![Vec::new(); n];
    let mut touches_wall = vec![false; n];
    for (i, &p) in region.iter().enumerate() {
        for q in board.neighbors(p) {
            if let Some(&k) = index.get(&q) {
                adj[i].push(k);
            } else if wall[q] {
                touches_wall[i] = true;
            }
        }
    }
    let cells: Vec<Local> = region
        .iter()
        .map(|&p| match board.cell(p) {
            Cell::Stone(c) => Local::Stone(c),
            _ => Local::Empty,
        })
        .collect();
    let mut game = LocalGame {
        n,
        adj,
        touches_wall,
        wall_owner: attacker,
        attacker,
        defender: attacker.opponent(),
        suicide: rules.multi_stone_suicide,
        mode,
        nodes: 0,
        table: HashMap::new(),
        path: HashSet::new(),
    };
    let start = State {
        cells: cells.clone(),
        to_move: attacker,
        passes: 0,
        bans: Vec::new(),
    };
    if game.attacker_wins(&start, 0)? {
        return Some(Verdict::DefenderDead);
    }
    // The defender lives. Are the attacker's own stones inside the region dead, or is it seki?
    // Defender moving first tries to remove every attacker stone from the region for good;
    // the attacker's stones tied to the wall cannot be taken and do not count.
    let mut reverse = LocalGame {
        n,
        adj: game.adj.clone(),
        touches_wall: game.touches_wall.clone(),
        wall_owner: attacker,
        attacker: attacker.opponent(),
        defender: attacker,
        suicide: rules.multi_stone_suicide,
        mode,
        nodes: 0,
        table: HashMap::new(),
        path: HashSet::new(),
    };
    let start = State {
        cells,
        to_move: attacker.opponent(),
        passes: 0,
        bans: Vec::new(),
    };
    if !reverse.defender_stones(&start) {
        return Some(Verdict::DefenderAlive);
    }
    let killed = reverse.attacker_wins(&start, 0)?;
    Some(if killed {
        Verdict::DefenderAlive
    } else {
        Verdict::Seki
    })
}

/// The points connected to `start` that are not wall, and whether there are more than
/// [`MAX_REGION`] of them.
fn flood(board: &Board, start: Point, wall: &[bool]) -> (Vec<Point>, bool) {
    let mut region = vec![start];
    let mut seen = vec![false; MAX_POINTS];
    seen[start] = true;
    let mut i = 0;
    while i < region.len() {
        let q = region[i];
        i += 1;
        for n in board.neighbors(q) {
            if board.cell(n) == Cell::Border || wall[n] || seen[n] {
                continue;
            }
            seen[n] = true;
            region.push(n);
            if region.len() > MAX_REGION {
                return (region, true);
            }
        }
    }
    (region, false)
}
