//! One search thread: descent from the root by UCT with RAVE, expansion of a leaf with the
//! priors of its moves, a playout to the end, and the back-up of its result along the path
//! (see the module documentation of [`super::searcher`] for the algorithm and its numbers).

use super::searcher::{LiveOwnership, RELAXED, Shared};
use super::tree::{FINAL, LEAF, NewChild};
use crate::board::{MAX_POINTS, stone_key};
use crate::playout::Rng;
use crate::playout::board::{BLACK, EMPTY, PASS, PlayoutBoard, WHITE, color_of, opp};
use crate::playout::model::Model;
use crate::playout::nakade;
use crate::playout::policy::{self, Candidates, Policy};
use crate::playout::tactics::Tactics;

const NO_PLY: u16 = u16::MAX;

const FLUSH_EVERY: u32 = 64;

/// Where a descent of the tree ended: the node and its depth, and the colour (a stone code)
/// whose play there recreated an earlier board, if one did.
struct Descent {
    node: u32,
    ply: u16,
    recreated_by: Option<u8>,
}

/// Per-thread working memory.
pub(super) struct Worker {
    board: PlayoutBoard,
    rng: Rng,
    path: Vec<u32>,
    /// The board hash after each play of the current line (see [`Worker::recreates`]).
    line_boards: Vec<u64>,
    amaf_ply: Box<[u16; MAX_POINTS]>,
    amaf_color: Box<[u8; MAX_POINTS]>,
    children: Vec<NewChild>,
    /// The learned model's gamma of each move of the node being given priors.
    gammas: Vec<(u16, f32)>,
    /// The share of the total gamma of each point, for the children being given priors.
    gamma_at: Box<[f32; MAX_POINTS]>,
    owners: Box<[u8; MAX_POINTS]>,
    pub(super) own_black: Vec<u32>,
    pub(super) own_white: Vec<u32>,
    pub(super) owned_playouts: u32,
}

/// Prior knowledge for a play of `c` at `p`: (virtual visits, virtual half-point wins). A
/// self-atari is bad as the playouts judge it (`nakade`: sacrifices that kill are not). With
/// the `vital` heuristic the vital point of a space a capture just left is good, and so is a
/// sacrifice that kills by filling a liberty the opponent's chain shares with it.
fn prior(
    b: &PlayoutBoard,
    (c, p): (u8, usize),
    tactics: &Tactics,
    pattern: &Candidates,
    policy: &Policy,
    vital: Option<usize>,
) -> (u16, u16) {
    const EVEN: u16 = 10;
    let nakade = policy.nakade;
    let mut visits = EVEN;
    let mut wins = EVEN; // half points: 0.5 × EVEN × 2
    let mut good = |v: u16| {
        visits += v;
        wins += 2 * v;
    };
    let (tactical_good, tactical_bad) = tactics.at(p);
    let is_tactical = tactical_good > 0;
    if is_tactical {
        good(tactical_good);
    } else if policy::captures(b, c, p) {
        good(10);
    }
    if pattern.as_slice().contains(&(p as u16)) {
        good(10);
    }
    if vital == Some(p) {
        good(20);
    } else if policy.vital && nakade::kills_in_shared_liberties(b, c, p) {
        good(10);
    }
    let mut bad = tactical_bad;
    if policy::is_bad_self_atari(b, c, p, nakade) {
        bad += 20;
    }
    if b.size() >= 9 && !is_tactical {
        let line = b.line(p);
        let stones_near = near_stones(b, p);
        if line == 0 && stones_near == 0 {
            bad += 15;
        } else if line == 0 {
            bad += 5;
        }
    }
    let last = b.last_move() as usize;
    if last != PASS as usize && !is_tactical {
        let (x, y) = b.coords(p);
        let (lx, ly) = b.coords(last);
        let d = x.abs_diff(lx) + y.abs_diff(ly);
        if d <= 2 {
            good(4);
        }
    }
    visits += bad;
    (visits, wins)
}

/// Stones within Manhattan distance 2 of `p`.
fn near_stones(b: &PlayoutBoard, p: usize) -> u32 {
    let s = b.stride() as isize;
    let mut n = 0;
    for dy in -2isize..=2 {
        for dx in -2isize..=2 {
            if dx.abs() + dy.abs() > 2 || (dx == 0 && dy == 0) {
                continue;
            }
            let q = p as isize + dy * s + dx;
            if q < 0 || q as usize >= b.len() {
                continue;
            }
            let c = b.color(q as usize);
            if c == BLACK || c == WHITE {
                n += 1;
            }
        }
    }
    n
}

impl Worker {
    pub(super) fn new(root: &PlayoutBoard, seed: u64) -> Worker {
        let len = root.len();
        Worker {
            board: root.clone(),
            rng: Rng::new(seed),
            path: Vec::with_capacity(64),
            line_boards: Vec::with_capacity(64),
            amaf_ply: Box::new([NO_PLY; MAX_POINTS]),
            amaf_color: Box::new([0; MAX_POINTS]),
            children: Vec::with_capacity(400),
            gammas: Vec::with_capacity(400),
            gamma_at: Box::new([0.0; MAX_POINTS]),
            owners: Box::new([0; MAX_POINTS]),
            own_black: vec![0; len],
            own_white: vec![0; len],
            owned_playouts: 0,
        }
    }

    /// Moves this worker's ownership counts into the shared ones.
    fn flush_ownership(&mut self, live: &LiveOwnership) {
        for (p, n) in self.own_black.iter_mut().enumerate() {
            if *n > 0 {
                live.black[p].fetch_add(std::mem::take(n), RELAXED);
            }
        }
        for (p, n) in self.own_white.iter_mut().enumerate() {
            if *n > 0 {
                live.white[p].fetch_add(std::mem::take(n), RELAXED);
            }
        }
        live.playouts
            .fetch_add(std::mem::take(&mut self.owned_playouts), RELAXED);
    }

    pub(super) fn expand_root(&mut self, sh: &Shared) {
        let root = sh.arena.node(sh.root);
        if root.state() == LEAF && root.try_start_expanding() {
            self.board.copy_from(&sh.root_board);
            self.expand(sh, sh.root);
        }
    }

    /// Adds the learned model's priors to the children `(first, n)` of the node at the current
    /// board position: `pattern_prior · √share` virtual won playouts for each move, `share` being
    /// its part of the total gamma of the position's moves.
    /// Settled points get none, nor, at the root, ataris that start a ladder that fails. Only at
    /// the root: deeper in the tree that guard cost most of the model's gain on 9×9 (against
    /// Pachi 12.90 at 60 s: 2 of 9 and 2 of 13 games won with it, 70% of 40 without).
    fn add_pattern_priors(&mut self, sh: &Shared, (first, n): (u32, u32), at_root: bool) {
        self.gammas.clear();
        Model::embedded().score_moves(&mut self.board, &mut self.gammas);
        let total: f32 = self.gammas.iter().map(|&(_, g)| g).sum();
        for &(p, g) in &self.gammas {
            self.gamma_at[p as usize] = g / total;
        }
        let tactics = at_root.then(|| Tactics::of(&self.board, sh.races));
        let board = &self.board;
        let futile = |p: usize| tactics.as_ref().is_some_and(|t| t.futile_atari(board, p));
        for i in 0..n {
            let child = sh.arena.node(first + i);
            let mv = child.mv();
            if mv != PASS && !sh.settled[mv as usize] && !futile(mv as usize) {
                let bonus = (sh.pattern_prior * self.gamma_at[mv as usize].sqrt()).round() as u16;
                child.add_prior(bonus, 2 * bonus);
            }
        }
    }

    /// Expands `node` (whose expansion this thread owns) at the current board position.
    fn expand(&mut self, sh: &Shared, node: u32) {
        let b = &self.board;
        let c = b.to_move();
        self.children.clear();
        let tactics = Tactics::of(b, sh.races);
        let mut pattern = Candidates::new();
        policy::pattern_moves(b, c, &mut pattern);
        let vital = sh
            .policy
            .vital
            .then(|| nakade::vital_point_after_capture(b))
            .flatten();
        for &p in b.empty_points() {
            let p = p as usize;
            if b.playable(c, p) {
                let (prior_visits, prior_wins) =
                    prior(b, (c, p), &tactics, &pattern, &sh.policy, vital);
                self.children.push(NewChild {
                    mv: p as u16,
                    prior_visits,
                    prior_wins,
                });
            }
        }
        // Sort by point so that the order (and so the search) does not depend on the history of
        // the empty list.
        self.children.sort_unstable_by_key(|c| c.mv);
        self.children.push(self.pass_child(sh));
        sh.arena.expand(node, &self.children);
    }

    /// The pass child of the current position. After a pass it ends the game: its value is
    /// counted at once and given as a strong prior, so that passing is chosen exactly when it
    /// is as good as playing on. With no dame left a pass offers the opponent that end: the
    /// count is its prior, weaker (the opponent may play on). Otherwise passing starts
    /// pessimistic.
    fn pass_child(&self, sh: &Shared) -> NewChild {
        const COUNTED: u16 = 50;
        const OFFERED: u16 = 20;
        let mover = self.board.to_move();
        let weight = if self.board.passes() > 0 {
            COUNTED
        } else if self.no_dame_left() {
            OFFERED
        } else {
            return NewChild {
                mv: PASS,
                prior_visits: 10,
                prior_wins: 2,
            };
        };
        let mut after = self.board.clone();
        after.play(PASS);
        match sh.value.counted_margin(&after, sh.status.as_deref()) {
            Some(margin) => {
                let black = sh.value.mean_result(margin);
                let mine = if mover == BLACK { black } else { 1.0 - black };
                NewChild {
                    mv: PASS,
                    prior_visits: weight,
                    prior_wins: (2.0 * weight as f32 * mine).round() as u16,
                }
            }
            None => NewChild {
                mv: PASS,
                prior_visits: 10,
                prior_wins: 10,
            },
        }
    }

    /// True if every empty point is in a region bordered by one colour only (nothing neutral
    /// is left to fill, so passing deserves a fair look).
    fn no_dame_left(&self) -> bool {
        let b = &self.board;
        // Cheap first: an empty point touching both colours is dame.
        if b.empty_points().iter().any(|&p| {
            b.neighbor_count(p as usize, BLACK) > 0 && b.neighbor_count(p as usize, WHITE) > 0
        }) {
            return false;
        }
        let mut plain = [EMPTY; MAX_POINTS];
        self.board.plain_owners(&mut plain);
        self.board
            .empty_points()
            .iter()
            .all(|&p| plain[p as usize] != EMPTY)
    }

    pub(super) fn run(&mut self, sh: &Shared) {
        let mut local = 0u64;
        while !sh.stop.load(RELAXED) {
            self.iterate(sh);
            local += 1;
            let done = sh.playouts.fetch_add(1, RELAXED) + 1;
            if done >= sh.max_playouts {
                sh.stop.store(true, RELAXED);
                break;
            }
            if local.is_multiple_of(32) && super::stop::time_to_stop(sh, done) {
                sh.stop.store(true, RELAXED);
                break;
            }
        }
    }

    #[inline]
    fn record(&mut self, p: u16, c: u8, ply: u16) {
        let p = p as usize;
        if self.amaf_ply[p] == NO_PLY {
            self.amaf_ply[p] = ply;
            self.amaf_color[p] = c;
        }
    }

    /// One descent, playout and update.
    fn iterate(&mut self, sh: &Shared) {
        let len = sh.root_board.len();
        self.board.copy_from(&sh.root_board);
        self.amaf_ply[..len].fill(NO_PLY);
        self.path.clear();
        self.path.push(sh.root);
        sh.arena.node(sh.root).visits.fetch_add(1, RELAXED);
        let end = self.descend(sh);
        let black_value = match end.recreated_by {
            Some(c) if c == BLACK => 0,
            Some(_) => 2,
            None => self.leaf_value(sh, end.node, end.ply),
        };
        self.backup(sh, black_value);
    }

    /// Walks down the tree from the root, playing the moves chosen, until a node without
    /// children, the end of the game (two passes) or a play that recreates an earlier board.
    fn descend(&mut self, sh: &Shared) -> Descent {
        let mut node = sh.root;
        let mut ply: u16 = 0;
        let mut hash = sh.root_hash;
        self.line_boards.clear();
        while self.board.passes() < 2 {
            let Some(kids) = self.children_of(sh, node) else {
                break;
            };
            let child = self.select(sh, node, kids);
            let ch = sh.arena.node(child);
            ch.visits.fetch_add(1, RELAXED);
            let mv = ch.mv();
            let c = self.board.to_move();
            if mv != PASS {
                self.record(mv, c, ply);
            }
            let captured = self.board.play(mv);
            self.path.push(child);
            node = child;
            ply += 1;
            if mv != PASS {
                hash = self.hash_after(hash, (c, mv), captured);
                if self.recreates(sh, hash) {
                    let recreated_by = Some(c);
                    return Descent {
                        node,
                        ply,
                        recreated_by,
                    };
                }
                self.line_boards.push(hash);
            }
        }
        Descent {
            node,
            ply,
            recreated_by: None,
        }
    }

    /// The children of `node`, expanding it first when it is ready, with the learned model's
    /// priors once it has the visits for them; `None` for a leaf that stays one.
    fn children_of(&mut self, sh: &Shared, node: u32) -> Option<(u32, u32)> {
        let n = sh.arena.node(node);
        if n.children().is_none() {
            let ready = node == sh.root || n.visits() >= sh.expand_at;
            if ready && n.state() == LEAF && n.try_start_expanding() {
                self.expand(sh, node);
            }
        }
        let kids = n.children()?;
        if sh.pattern_prior > 0.0
            && (node == sh.root || n.visits() >= sh.pattern_at)
            && n.try_claim_patterns()
        {
            self.add_pattern_priors(sh, kids, node == sh.root);
        }
        Some(kids)
    }

    /// Black's result (half points) below the leaf `node` reached at `ply`: counted where both
    /// players passed, else by a playout.
    fn leaf_value(&mut self, sh: &Shared, node: u32, ply: u16) -> u32 {
        if self.board.passes() >= 2 {
            let n = sh.arena.node(node);
            // A terminal position is never expanded.
            if n.try_start_expanding() {
                n.set_state(FINAL);
            }
            return self.terminal_value(sh, ply);
        }
        let off = self.territory_offset(sh);
        self.play_out(sh, ply);
        let margin = self.margin(sh, self.board.area_diff(), off);
        sh.value.drawn_result(margin, &mut self.rng)
    }

    /// The board hash after a play of `c` at `mv` that captured `captured` stones, from the hash
    /// `before` it: one key more, or counted afresh after a capture.
    fn hash_after(&self, before: u64, (c, mv): (u8, u16), captured: u32) -> u64 {
        if captured > 0 {
            self.board.stones_hash()
        } else {
            before ^ stone_key(color_of(c), mv as usize)
        }
    }

    /// True if the board with this hash stood earlier in the game or in this line. The playout
    /// board knows simple ko only; a play that recreates an earlier board (the retake that
    /// closes a triple ko, sending two and returning one) is forbidden by superko and, under
    /// the rules without it, ends the game without a win for its player (`root.rs` refuses it
    /// at the root for that reason). Deeper in the tree it was played as if legal: in game 10
    /// of `pachi9-sd60-s33-main` (results/README.md) Black's search counted on such a retake at
    /// 99.8% and, when White's move made it the only way on, resigned at 0.5%. So the line is
    /// lost for the player who recreates the board.
    fn recreates(&self, sh: &Shared, hash: u64) -> bool {
        sh.game_boards.contains(&hash) || self.line_boards.contains(&hash)
    }

    fn territory_offset(&self, sh: &Shared) -> i32 {
        sh.value.territory_offset(&self.board)
    }

    fn play_out(&mut self, sh: &Shared, start_ply: u16) {
        let mut ply = start_ply;
        let (amaf_ply, amaf_color) = (&mut self.amaf_ply, &mut self.amaf_color);
        policy::play_out(
            &mut self.board,
            &sh.policy,
            &mut self.rng,
            sh.max_moves,
            |p, c| {
                let p = p as usize;
                if amaf_ply[p] == NO_PLY {
                    amaf_ply[p] = ply;
                    amaf_color[p] = c;
                }
                ply = ply.saturating_add(1);
            },
        );
        // Ownership at the end of the playout.
        let len = self.board.len();
        self.board.owners(&mut self.owners[..]);
        for p in 0..len {
            match self.owners[p] {
                BLACK => self.own_black[p] += 1,
                WHITE => self.own_white[p] += 1,
                _ => {}
            }
        }
        self.owned_playouts += 1;
        if let Some(live) = &sh.live
            && self.owned_playouts >= FLUSH_EVERY
        {
            self.flush_ownership(live);
        }
    }

    /// Black's margin on the playout board for an area difference and a territory offset.
    fn margin(&self, sh: &Shared, area_diff: i32, territory_offset: i32) -> f32 {
        sh.value
            .black_margin(&self.board, area_diff, territory_offset)
    }

    /// The value of a position where both players passed (see the module documentation).
    fn terminal_value(&mut self, sh: &Shared, ply: u16) -> u32 {
        if let Some(margin) = sh.value.counted_margin(&self.board, sh.status.as_deref()) {
            return sh.value.drawn_result(margin, &mut self.rng);
        }
        let off = self.territory_offset(sh);
        let plain = sh.value.area_terminal_check.then(|| {
            let d = self.board.plain_area_diff();
            sh.value.result_of(self.margin(sh, d, off))
        });
        let last_passer = opp(self.board.to_move());
        self.board.set_passes(0);
        self.play_out(sh, ply);
        let margin = self.margin(sh, self.board.area_diff(), off);
        let settled = sh.value.result_of(margin);
        match plain {
            Some(p) if p != settled => {
                if last_passer == BLACK {
                    0
                } else {
                    2
                }
            }
            _ => sh.value.drawn_result(margin, &mut self.rng),
        }
    }

    fn select(&self, sh: &Shared, node: u32, (first, n): (u32, u32)) -> u32 {
        let arena = sh.arena;
        let is_root = node == sh.root;
        let parent_visits = arena.node(node).visits();
        let log_n = if sh.explore > 0.0 {
            ((parent_visits + 1) as f32).ln()
        } else {
            0.0
        };
        let mut best = first;
        let mut best_value = f32::NEG_INFINITY;
        for i in 0..n {
            if is_root && sh.excluded.get(i as usize).copied().unwrap_or(false) {
                continue;
            }
            let idx = first + i;
            let ch = arena.node(idx);
            let (pv, pw) = ch.prior();
            let visits = (ch.visits() + pv).max(1) as f32;
            let q = (ch.wins() + pw) as f32 / (2.0 * visits);
            let rn = ch.amaf_visits.load(RELAXED);
            let mut value = if rn > 0 {
                let rn = rn as f32;
                let r = ch.amaf_wins.load(RELAXED) as f32 / (2.0 * rn);
                let beta = rn / (rn + visits + visits * rn / sh.rave_equiv);
                (1.0 - beta) * q + beta * r
            } else {
                q
            };
            if sh.explore > 0.0 {
                value += sh.explore * (log_n / visits).sqrt();
            }
            if value > best_value {
                best_value = value;
                best = idx;
            }
        }
        best
    }

    fn backup(&mut self, sh: &Shared, black_value: u32) {
        let arena = sh.arena;
        let white_value = 2 - black_value;
        let value_for = |c: u8| if c == BLACK { black_value } else { white_value };
        // path[i] (i >= 1) was played by the colour to move at path[i - 1].
        let mut mover = sh.root_color;
        for i in 0..self.path.len() {
            let node = arena.node(self.path[i]);
            if i > 0 {
                node.wins.fetch_add(value_for(opp(mover)), RELAXED);
            }
            // Children of path[i] are moves of `mover`.
            if let Some((first, n)) = node.children() {
                let v = value_for(mover);
                for k in 0..n {
                    let ch = arena.node(first + k);
                    let m = ch.mv() as usize;
                    if m != PASS as usize {
                        let at = self.amaf_ply[m];
                        if at != NO_PLY && at as usize >= i && self.amaf_color[m] == mover {
                            ch.add_amaf(v);
                        }
                    }
                }
            }
            mover = opp(mover);
        }
    }
}
