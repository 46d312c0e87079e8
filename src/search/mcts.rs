//! Monte Carlo tree search: UCT with RAVE (MC-RAVE, Gelly & Silver 2007) and prior knowledge,
//! several threads on one shared tree, node reuse from move to move, and the root decisions
//! (which move, when to pass, when to resign).
//!
//! ## Selection
//!
//! A child's value mixes its own win rate `q` (real playouts plus prior virtual playouts) with its
//! AMAF win rate `r` (playouts below the parent in which the child's point was played first by
//! the same player): `(1 − β)·q + β·r`, with `β = r_n / (r_n + n + n·r_n / K)` (`K` is the
//! "equivalence" parameter, [`SearchConfig::rave_equiv`]). An optional UCB exploration term is
//! off by default: priors and RAVE do the exploring, as in Pachi and Fuego.
//!
//! Priors (virtual playouts added when a node is expanded) favour captures, escapes and ladder
//! ataris anywhere on the board (read by [`super::tactics`]) and 3×3 shapes next to the last
//! move, and disfavour running out of a working ladder, self-atari of big chains, first-line
//! moves and passing (unless the opponent just passed or no dame is left).
//!
//! ## Threads
//!
//! All threads descend the same tree (see [`super::tree`]): a visit is counted on the way down
//! and works as a virtual loss. With one thread and a playout budget the search is deterministic
//! for a given `--seed`.
//!
//! ## Watching a running search
//!
//! [`Searcher::genmove_watched`] and [`Searcher::search_watched`] run the same search with
//! every thread a worker while the calling thread calls a watcher over and over: it gets a
//! [`SearchView`] (the root's moves with visits, win rates, priors and principal variations,
//! and the ownership so far) and may stop the search. GTP analysis commands and GoGui's
//! interrupt are built on it.
//!
//! ## Scoring
//!
//! Playouts end when both sides pass; the board is then counted by area (stones and eyes) with
//! komi and the handicap compensation of the rules. Under territory scoring without pass stones
//! the area result differs from the territory result by the difference in stones each side
//! put on the board (`area − territory = placed_B − placed_W` once dead stones are removed), so
//! each playout subtracts that difference as it stands at the tree leaf where the playout
//! starts: the real game ends around there, and the playout's own moves only settle life and
//! death. A move inside one's own territory therefore costs a point, a dame is worth nothing, and
//! an invasion that dies costs its stones, as the rules say. With pass stones (AGA, equivalence
//! scoring) the area count is the result. Group tax (stone scoring) subtracts two points per
//! chain at the end of each playout.
//!
//! Two passes in a row in the tree end the game there, and the position is counted without a
//! playout: under rules that count the board as it stands (area scoring without
//! `friendly_pass_ok`, i.e. Tromp–Taylor) by a plain count, so dead stones left on the board
//! count as alive and neither side passes before capturing them; under the other rules with dead
//! stones removed as the ownership map says (the last search's, or a few hundred playouts from
//! the root when there is none for this game), plus the territory adjustment above. The pass
//! child of a position after a pass gets that count as a strong prior, so the search passes
//! exactly when passing is as good as playing on. Under area rules the root also refuses to pass
//! while an opponent stone stands where the playouts say we own the point (capturing it costs
//! nothing and no referee can then count it alive). A root move that would end the game by a
//! cycle rule without a win (Japanese triple ko, Jasiek's exceptional ending) is not chosen.

use super::Rng;
use super::board::{BLACK, EMPTY, PASS, PlayoutBoard, WHITE, code, opp};
use super::cycles::SeenPositions;
use super::policy::{self, Candidates, Policy};
use super::tactics::Tactics;
use super::tree::{Arena, FINAL, LEAF, NewChild};
use crate::board::{Color, MAX_POINTS, Move, Vertex};
use crate::game::{Game, GameState};
use crate::learn::Model;
use crate::rules::{CycleRule, Scoring, Tax};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const RELAXED: Ordering = Ordering::Relaxed;
const NO_PLY: u16 = u16::MAX;

/// Search settings (command-line flags and GTP extension commands).
#[derive(Clone, Debug)]
pub struct SearchConfig {
    /// Search threads (at least 1).
    pub threads: usize,
    /// Fixed number of playouts per move, if set.
    pub playouts_per_move: Option<u64>,
    /// Fixed thinking time per move in seconds, if set (the clock may shorten it).
    pub time_per_move: Option<f64>,
    /// Thinking time when there is neither a clock nor a fixed budget.
    pub default_time: f64,
    /// Memory cap for the tree, in bytes.
    pub memory_bytes: usize,
    /// Resign when the best win rate is below this (0 never resigns).
    pub resign_threshold: f32,
    /// Playouts (root visits) needed before resigning.
    pub resign_min_playouts: u64,
    pub policy: Policy,
    /// Keep the subtree of the moves played between two searches.
    pub reuse: bool,
    /// RAVE equivalence parameter `K`.
    pub rave_equiv: f32,
    /// UCB exploration constant (0: none).
    pub explore: f32,
    /// Stop as soon as the most visited move cannot be overtaken within the budget.
    pub early_stop: bool,
    pub seed: u64,
    /// Weight of the learned move model's priors in the tree: a move gets
    /// `pattern_prior · √share` virtual won playouts, `share` being its part of the position's
    /// total gamma (0: the model is not used). Only on boards of [`PATTERN_MIN_SIZE`] and up.
    pub pattern_prior: f32,
}

/// The smallest board on which the learned model gives priors: it learned from 19×19 games,
/// and on 9×9 its priors misled the search in a capturing race (`gtp-tests/search_semeai.tst`).
pub const PATTERN_MIN_SIZE: usize = 13;

/// Visits a node needs before its children get the learned model's priors.
const PATTERN_AT: u32 = 8;

/// The default weight of the learned move model's priors ([`SearchConfig::pattern_prior`]).
pub const PATTERN_PRIOR: f32 = 40.0;

impl Default for SearchConfig {
    fn default() -> SearchConfig {
        SearchConfig {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
            playouts_per_move: None,
            time_per_move: None,
            default_time: 2.0,
            memory_bytes: 1 << 30,
            resign_threshold: 0.1,
            resign_min_playouts: 2000,
            policy: Policy::HEAVY,
            reuse: true,
            rave_equiv: 2000.0,
            explore: 0.0,
            early_stop: true,
            seed: 1,
            pattern_prior: PATTERN_PRIOR,
        }
    }
}

/// What the search decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Play(Move),
    Resign,
}

/// Figures about the last search, for logs and benchmarks.
#[derive(Clone, Debug, Default)]
pub struct SearchReport {
    pub playouts: u64,
    pub seconds: f64,
    pub winrate: f32,
    pub best: String,
    pub pv: Vec<String>,
    pub reused_visits: u32,
    pub tree_nodes: usize,
}

/// What identifies the game a kept tree belongs to.
#[derive(Clone, PartialEq)]
struct TreeKey {
    size: usize,
    komi: f32,
    rules: crate::rules::Ruleset,
    handicap: Vec<Vertex>,
    setup: Vec<(Color, Vertex)>,
}

impl TreeKey {
    fn of(game: &Game) -> TreeKey {
        TreeKey {
            size: game.size(),
            komi: game.komi(),
            rules: game.rules().clone(),
            handicap: game.handicap().to_vec(),
            setup: game.setup().to_vec(),
        }
    }
}

struct Tree {
    arena: Arena,
    root: u32,
    key: TreeKey,
    /// The game's moves at the root.
    moves: Vec<(Color, Move)>,
    /// The colour to move at the root.
    to_move: Color,
}

/// The Monte Carlo player.
pub struct Searcher {
    config: SearchConfig,
    rng: Rng,
    tree: Option<Tree>,
    ownership: Vec<f32>,
    report: SearchReport,
    /// The game's earlier positions (for cycle rules).
    seen: SeenPositions,
    /// The game (rules, start and moves) that `ownership` was computed for.
    ownership_game: Option<(TreeKey, Vec<(Color, Move)>)>,
}

/// Everything the threads share during one search.
struct Shared<'a> {
    arena: &'a Arena,
    root: u32,
    root_board: PlayoutBoard,
    root_color: u8,
    /// Root children (by index) that the game forbids (superko).
    excluded: Vec<bool>,
    komi: f32,
    territory: bool,
    group_tax: bool,
    area_terminal_check: bool,
    /// Area scoring where the board is counted as it stands after two passes (Tromp–Taylor):
    /// dead stones must be captured.
    needs_capture: bool,
    /// Who owns each point by the last search's playouts (1 Black, −1 White, 0 unsure), to
    /// count positions where both passed.
    status: Option<Vec<i8>>,
    black_wins_ties: bool,
    policy: Policy,
    rave_equiv: f32,
    explore: f32,
    expand_at: u32,
    max_moves: usize,
    stop: AtomicBool,
    playouts: AtomicU64,
    max_playouts: u64,
    start: Instant,
    deadline: Option<Duration>,
    early_stop: bool,
    pattern_prior: f32,
    /// Visits a node needs before its children get the learned model's priors (the root's
    /// get them at once): scoring every move of a position costs several playouts' time.
    pattern_at: u32,
    /// Ownership counts flushed by the workers during a watched search.
    live: Option<LiveOwnership>,
}

/// Ownership counts shared while a watched search runs (workers flush theirs every
/// [`FLUSH_EVERY`] playouts).
struct LiveOwnership {
    black: Vec<AtomicU32>,
    white: Vec<AtomicU32>,
    playouts: AtomicU32,
}

const FLUSH_EVERY: u32 = 64;

/// A watcher: called over and over on the calling thread while the search runs (it should
/// return within a few milliseconds), and once more when the search is over. Returning
/// `false` stops the search.
pub type Watcher<'w> = &'w mut dyn FnMut(&SearchView) -> bool;

/// One root move of a search, for analysis output.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveInfo {
    pub mv: Move,
    pub visits: u32,
    /// Win rate of the real playouts for the player to move at the root (0.5 without any).
    pub winrate: f32,
    /// The prior knowledge's opinion of the move, as its share of all root moves' (the
    /// shares add up to 1). A prior is a number of virtual won and lost playouts; the share
    /// is taken of their win rates.
    pub prior: f32,
    /// The principal variation, starting with `mv`: each move with its visits.
    pub pv: Vec<(Move, u32)>,
}

/// A look at a running (or just finished) search.
pub struct SearchView<'a> {
    sh: &'a Shared<'a>,
    finished: bool,
}

/// Per-thread working memory.
struct Worker {
    board: PlayoutBoard,
    rng: Rng,
    path: Vec<u32>,
    amaf_ply: Box<[u16; MAX_POINTS]>,
    amaf_color: Box<[u8; MAX_POINTS]>,
    children: Vec<NewChild>,
    /// The learned model's gamma of each move of the node being expanded.
    gammas: Vec<(u16, f32)>,
    /// The share of the total gamma of each point, for the children being given priors.
    gamma_at: Box<[f32; MAX_POINTS]>,
    owners: Box<[u8; MAX_POINTS]>,
    own_black: Vec<u32>,
    own_white: Vec<u32>,
    owned_playouts: u32,
}

impl Searcher {
    pub fn new(config: SearchConfig) -> Searcher {
        let rng = Rng::new(config.seed);
        Searcher {
            config,
            rng,
            tree: None,
            ownership: Vec::new(),
            report: SearchReport::default(),
            seen: SeenPositions::default(),
            ownership_game: None,
        }
    }

    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Changes settings; the kept tree is dropped if the memory cap changes.
    pub fn set_config(&mut self, config: SearchConfig) {
        if config.memory_bytes != self.config.memory_bytes {
            self.tree = None;
        }
        self.config = config;
    }

    /// Figures of the last search.
    pub fn report(&self) -> &SearchReport {
        &self.report
    }

    /// Black's expected share of each point after the last search, from −1 (White's) to 1
    /// (Black's), indexed by padded point; empty before any search.
    pub fn ownership(&self) -> &[f32] {
        &self.ownership
    }

    /// Forgets the kept tree.
    pub fn clear(&mut self) {
        self.tree = None;
    }

    /// Searches the position of `game` for `color` within `clock_budget` (from the game clock,
    /// if it has a limit) and the configured budget, and decides.
    pub fn genmove(&mut self, game: &Game, color: Color, clock_budget: Option<Duration>) -> Choice {
        let start = Instant::now();
        let (deadline, max_playouts) = self.limits(clock_budget);
        self.search(game, color, start, deadline, max_playouts)
    }

    /// [`Searcher::genmove`] with a watcher (see the module documentation).
    pub fn genmove_watched(
        &mut self,
        game: &Game,
        color: Color,
        clock_budget: Option<Duration>,
        watch: Watcher,
    ) -> Choice {
        let start = Instant::now();
        let (deadline, max_playouts) = self.limits(clock_budget);
        self.run_search(game, color, start, deadline, max_playouts, Some(watch))
    }

    /// The time and playout limits of a move: the fixed budgets, the clock's budget, or the
    /// default thinking time.
    pub fn limits(&self, clock_budget: Option<Duration>) -> (Option<Duration>, u64) {
        let deadline = match (self.config.time_per_move, clock_budget) {
            (Some(t), Some(b)) => Some(Duration::from_secs_f64(t.max(0.0)).min(b)),
            (Some(t), None) => Some(Duration::from_secs_f64(t.max(0.0))),
            (None, Some(b)) => Some(b),
            (None, None) if self.config.playouts_per_move.is_some() => None,
            (None, None) => Some(Duration::from_secs_f64(self.config.default_time)),
        };
        let max_playouts = self.config.playouts_per_move.unwrap_or(u64::MAX).max(1);
        (deadline, max_playouts)
    }

    /// A search with explicit limits (`None` and `u64::MAX`: until the watcher stops it).
    pub fn search_watched(
        &mut self,
        game: &Game,
        color: Color,
        deadline: Option<Duration>,
        max_playouts: u64,
        watch: Watcher,
    ) -> Choice {
        let start = Instant::now();
        self.run_search(
            game,
            color,
            start,
            deadline,
            max_playouts.max(1),
            Some(watch),
        )
    }

    /// Runs a search with explicit limits (benchmarks use it).
    pub fn search(
        &mut self,
        game: &Game,
        color: Color,
        start: Instant,
        deadline: Option<Duration>,
        max_playouts: u64,
    ) -> Choice {
        self.run_search(game, color, start, deadline, max_playouts, None)
    }

    fn run_search(
        &mut self,
        game: &Game,
        color: Color,
        start: Instant,
        deadline: Option<Duration>,
        max_playouts: u64,
        watch: Option<Watcher>,
    ) -> Choice {
        // Compacting a big tree takes a while; under byo-yomi pressure start afresh instead.
        let may_compact = deadline.is_none_or(|d| d >= Duration::from_secs(2));
        let (arena, root, reused) = self.take_tree(game, color, may_compact);
        let root_board = root_board(game, color);
        let points = root_board.len();
        let own = if self.ownership_applies(game) {
            std::mem::take(&mut self.ownership)
        } else {
            self.estimate_ownership(&root_board)
        };
        let rules = game.rules();
        let compensation = rules.handicap_compensation.points(game.handicap_count());
        let size = game.size();
        let mut sh = Shared {
            arena: &arena,
            root,
            root_board,
            root_color: code(color),
            excluded: Vec::new(),
            komi: game.komi() + compensation,
            territory: rules.scoring == Scoring::Territory && !rules.pass_stones,
            group_tax: rules.tax == Tax::All,
            area_terminal_check: rules.scoring == Scoring::Area,
            needs_capture: rules.scoring == Scoring::Area && !rules.friendly_pass_ok,
            status: point_status(&own, size),
            black_wins_ties: rules.black_wins_ties,
            policy: self.config.policy,
            rave_equiv: self.config.rave_equiv,
            explore: self.config.explore,
            expand_at: if size <= 13 { 2 } else { 3 },
            max_moves: size * size * 3,
            stop: AtomicBool::new(false),
            playouts: AtomicU64::new(0),
            max_playouts,
            start,
            deadline,
            early_stop: self.config.early_stop,
            pattern_prior: if size >= PATTERN_MIN_SIZE {
                self.config.pattern_prior
            } else {
                0.0
            },
            pattern_at: PATTERN_AT,
            live: watch.is_some().then(|| LiveOwnership::new(points)),
        };
        let threads = self.config.threads.max(1);
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.next_u64()).collect();
        let mut first = Worker::new(&sh.root_board, seeds[0]);
        first.expand_root(&sh);
        sh.excluded = root_exclusions(&sh, game, color);
        let mut watch = watch;
        let workers: Vec<Worker> = std::thread::scope(|s| {
            let sh = &sh;
            let spawn = |mut w: Worker| {
                s.spawn(move || {
                    w.run(sh);
                    w
                })
            };
            let mut handles: Vec<_> = seeds[1..]
                .iter()
                .map(|&seed| spawn(Worker::new(&sh.root_board, seed)))
                .collect();
            let mut all = Vec::with_capacity(threads);
            match watch.as_mut() {
                // Without a watcher the calling thread is the first worker.
                None => {
                    first.run(sh);
                    all.push(first);
                }
                Some(watch) => {
                    handles.insert(0, spawn(first));
                    let view = SearchView {
                        sh,
                        finished: false,
                    };
                    while !sh.stop.load(RELAXED) {
                        if !watch(&view) {
                            sh.stop.store(true, RELAXED);
                        }
                    }
                }
            }
            all.extend(
                handles
                    .into_iter()
                    .map(|h| h.join().expect("search thread")),
            );
            all
        });
        if let Some(watch) = watch {
            watch(&SearchView {
                sh: &sh,
                finished: true,
            });
        }
        let elapsed = start.elapsed().as_secs_f64();
        self.collect_ownership(&workers, sh.live.as_ref(), size);
        self.ownership_game = Some((TreeKey::of(game), game.moves().to_vec()));
        if game.rules().cycle != CycleRule::Continue {
            self.seen.update(game);
        }
        let choice = self.decide(&sh, game, color);
        let playouts = sh.playouts.load(RELAXED);
        self.report = self.make_report(&sh, choice, playouts, elapsed, reused);
        log::info!(
            "genmove {}: {} | {} playouts in {:.2} s ({:.0} playouts/s) | winrate {:.1}% | tree {} nodes, {} visits reused | pv {}",
            color.name(),
            self.report.best,
            playouts,
            elapsed,
            playouts as f64 / elapsed.max(1e-9),
            self.report.winrate * 100.0,
            self.report.tree_nodes,
            reused,
            self.report.pv.join(" ")
        );
        if log::log_enabled!(log::Level::Debug) {
            self.log_candidates(&sh, game);
        }
        let key = TreeKey::of(game);
        drop(sh);
        self.tree = Some(Tree {
            arena,
            root,
            key,
            moves: game.moves().to_vec(),
            to_move: color,
        });
        choice
    }

    /// The tree to search in: the kept one walked down the moves played since, compacted when it
    /// holds more than half the memory cap (if `may_compact`; otherwise, and when nothing can be
    /// kept, a new one).
    fn take_tree(&mut self, game: &Game, color: Color, may_compact: bool) -> (Arena, u32, u32) {
        let Some(tree) = self.tree.take() else {
            return Self::fresh_tree(Arena::new(self.config.memory_bytes));
        };
        if self.config.reuse
            && let Some(node) = walk(&tree, game, color)
        {
            let reused = tree.arena.node(node).visits();
            if tree.arena.used() <= tree.arena.capacity() / 2 {
                return (tree.arena, node, reused);
            }
            if may_compact {
                let fresh = Arena::new(self.config.memory_bytes);
                if let Some(root) = fresh.copy_subtree(&tree.arena, node) {
                    drop(tree);
                    return (fresh, root, reused);
                }
            }
        }
        // Nothing to keep: empty the old arena rather than allocate and initialise a new one
        // (with tiny budgets that would cost more than the search).
        let mut arena = tree.arena;
        arena.clear();
        Self::fresh_tree(arena)
    }

    fn fresh_tree(arena: Arena) -> (Arena, u32, u32) {
        let root = arena
            .new_root()
            .expect("an empty arena has room for a root");
        (arena, root, 0)
    }

    /// Ownership of each point by up to a few hundred playouts from `root` (no more than the
    /// search's own budget), for a search that has no map from an earlier search of the game.
    fn estimate_ownership(&mut self, root: &PlayoutBoard) -> Vec<f32> {
        let playouts = self
            .config
            .playouts_per_move
            .map_or(256, |n| n.clamp(16, 256)) as u32;
        let len = root.len();
        let mut board = root.clone();
        let mut owners = vec![0u8; len];
        let mut sum = vec![0i32; len];
        let max_moves = root.size() * root.size() * 3;
        for _ in 0..playouts {
            board.copy_from(root);
            board.set_passes(0);
            policy::play_out(
                &mut board,
                &self.config.policy,
                &mut self.rng,
                max_moves,
                |_, _| {},
            );
            board.owners(&mut owners);
            for (s, &o) in sum.iter_mut().zip(&owners) {
                *s += (o == BLACK) as i32 - (o == WHITE) as i32;
            }
        }
        sum.iter().map(|&s| s as f32 / playouts as f32).collect()
    }

    /// True if the ownership map was computed earlier in the game `game` continues.
    fn ownership_applies(&self, game: &Game) -> bool {
        self.ownership_game.as_ref().is_some_and(|(key, moves)| {
            *key == TreeKey::of(game)
                && game.moves().len() >= moves.len()
                && game.moves()[..moves.len()] == moves[..]
        })
    }

    fn collect_ownership(&mut self, workers: &[Worker], live: Option<&LiveOwnership>, size: usize) {
        let len = (size + 2) * (size + 2);
        let mut own = vec![0.0f32; len];
        let flushed = |v: Option<&Vec<AtomicU32>>, p: usize| v.map_or(0, |v| v[p].load(RELAXED));
        let total: u32 = workers.iter().map(|w| w.owned_playouts).sum::<u32>()
            + live.map_or(0, |l| l.playouts.load(RELAXED));
        if total > 0 {
            for (p, o) in own.iter_mut().enumerate() {
                let b: u32 = workers.iter().map(|w| w.own_black[p]).sum::<u32>()
                    + flushed(live.map(|l| &l.black), p);
                let wh: u32 = workers.iter().map(|w| w.own_white[p]).sum::<u32>()
                    + flushed(live.map(|l| &l.white), p);
                *o = (b as f32 - wh as f32) / total as f32;
            }
        }
        self.ownership = own;
    }

    /// Root children that may be chosen: (index, node) pairs.
    fn root_children<'a>(&self, sh: &'a Shared) -> Vec<(usize, &'a super::tree::Node)> {
        match sh.arena.node(sh.root).children() {
            Some((first, n)) => (0..n as usize)
                .filter(|&i| !sh.excluded[i])
                .map(|i| (i, sh.arena.node(first + i as u32)))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The move to play (or resign) after a search.
    fn decide(&self, sh: &Shared, game: &Game, color: Color) -> Choice {
        let kids = self.root_children(sh);
        let pass = kids.iter().find(|(_, n)| n.mv() == PASS).map(|&(_, n)| n);
        let to_move = |n: &super::tree::Node| Move::Play(game.board().vertex(n.mv() as usize));
        let mut plays: Vec<_> = kids
            .iter()
            .filter(|(_, n)| n.mv() != PASS)
            .map(|&(_, n)| n)
            .collect();
        // Most visited first, ties broken by value.
        plays.sort_by(|a, b| {
            (b.visits(), value_with_prior(b))
                .partial_cmp(&(a.visits(), value_with_prior(a)))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let mut trial = None;
        let best = plays
            .into_iter()
            .find(|n| !ends_game_without_win(game, &self.seen, &mut trial, color, to_move(n)));
        let Some(best) = best else {
            return Choice::Play(Move::Pass);
        };
        let best_wr = best.winrate();
        let root_visits = sh.arena.node(sh.root).visits() as u64;
        if self.config.resign_threshold > 0.0
            && root_visits >= self.config.resign_min_playouts
            && best.visits() as u64 >= self.config.resign_min_playouts / 4
            && best_wr < self.config.resign_threshold
            && pass.is_none_or(|p| p.visits() < 10 || p.winrate() < self.config.resign_threshold)
        {
            return Choice::Resign;
        }
        let Some(pass) = pass else {
            return Choice::Play(to_move(best));
        };
        let opponent_passed = game.moves().last() == Some(&(color.opponent(), Move::Pass));
        let pass_wr = pass.winrate();
        let dead_in_our_area = sh.area_terminal_check && self.dead_opponent_stones(game, color);
        let tree_says_pass = pass.visits() > best.visits();
        let as_good = pass.visits() > 0 && pass_wr + 0.02 >= best_wr;
        let own_territory = |n: &super::tree::Node| {
            let own = self.ownership.get(n.mv() as usize).copied().unwrap_or(0.0);
            let mine = if color == Color::Black { own } else { -own };
            mine > 0.8
        };
        let pass_now = if dead_in_our_area {
            false
        } else if opponent_passed {
            tree_says_pass || as_good
        } else if sh.territory {
            tree_says_pass || (as_good && own_territory(best))
        } else {
            tree_says_pass
        };
        if pass_now {
            Choice::Play(Move::Pass)
        } else {
            Choice::Play(to_move(best))
        }
    }

    /// Logs the most visited root moves with their statistics (debug level).
    fn log_candidates(&self, sh: &Shared, game: &Game) {
        let mut kids = self.root_children(sh);
        kids.sort_by_key(|(_, n)| std::cmp::Reverse(n.visits()));
        for (_, n) in kids.iter().take(8) {
            let name = match n.mv() {
                PASS => "pass".to_string(),
                p => game.board().vertex(p as usize).to_string(),
            };
            let (pv, pw) = n.prior();
            let amaf_n = n.amaf_visits.load(RELAXED);
            let amaf = n.amaf_wins.load(RELAXED) as f32 / (2.0 * amaf_n.max(1) as f32);
            log::debug!(
                "  {name:>4}: {} visits, winrate {:.1}%, amaf {:.1}% of {amaf_n}, prior {:.1}% of {pv}",
                n.visits(),
                100.0 * n.winrate(),
                100.0 * amaf,
                100.0 * pw as f32 / (2.0 * pv.max(1) as f32),
            );
        }
    }

    /// True if some opponent stone stands where the playouts say we own the point: it is dead
    /// and a plain count would count it alive.
    fn dead_opponent_stones(&self, game: &Game, color: Color) -> bool {
        let board = game.board();
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        board.points().any(|p| {
            board.cell(p) == crate::board::Cell::Stone(color.opponent())
                && self.ownership.get(p).is_some_and(|&o| o * sign > 0.4)
        })
    }

    fn make_report(
        &self,
        sh: &Shared,
        choice: Choice,
        playouts: u64,
        seconds: f64,
        reused: u32,
    ) -> SearchReport {
        let size = sh.root_board.size();
        let name = |mv: u16| -> String {
            if mv == PASS {
                "pass".into()
            } else {
                let stride = size + 2;
                let p = mv as usize;
                Vertex::new((p % stride - 1) as u8, (p / stride - 1) as u8).to_string()
            }
        };
        let kids = self.root_children(sh);
        let chosen_mv = match choice {
            Choice::Play(Move::Pass) => Some(PASS),
            Choice::Play(Move::Play(v)) => {
                Some(((v.y as usize + 1) * (size + 2) + v.x as usize + 1) as u16)
            }
            Choice::Resign => None,
        };
        let chosen = kids
            .iter()
            .find(|(_, n)| Some(n.mv()) == chosen_mv)
            .map(|&(_, n)| n);
        let winrate = chosen.map_or_else(
            || kids.iter().map(|(_, n)| n.winrate()).fold(0.0, f32::max),
            |n| n.winrate(),
        );
        let mut pv = Vec::new();
        if let Some(n) = chosen {
            pv.push(name(n.mv()));
            let mut node = n;
            while pv.len() < 12 {
                let Some((first, count)) = node.children() else {
                    break;
                };
                let next = (0..count)
                    .map(|i| sh.arena.node(first + i))
                    .max_by_key(|c| c.visits());
                match next {
                    Some(c) if c.visits() >= 2 => {
                        pv.push(name(c.mv()));
                        node = c;
                    }
                    _ => break,
                }
            }
        }
        SearchReport {
            playouts,
            seconds,
            winrate,
            best: match choice {
                Choice::Resign => "resign".into(),
                Choice::Play(m) => m.to_string(),
            },
            pv,
            reused_visits: reused,
            tree_nodes: sh.arena.used(),
        }
    }
}

impl LiveOwnership {
    fn new(points: usize) -> LiveOwnership {
        LiveOwnership {
            black: (0..points).map(|_| AtomicU32::new(0)).collect(),
            white: (0..points).map(|_| AtomicU32::new(0)).collect(),
            playouts: AtomicU32::new(0),
        }
    }
}

/// The move of a tree point (`PASS` or a padded board point).
fn point_move(size: usize, mv: u16) -> Move {
    if mv == PASS {
        Move::Pass
    } else {
        let stride = size + 2;
        let p = mv as usize;
        Move::Play(Vertex::new((p % stride - 1) as u8, (p / stride - 1) as u8))
    }
}

impl SearchView<'_> {
    /// True on the last call, after the search is over.
    pub fn finished(&self) -> bool {
        self.finished
    }

    /// Sleeps up to `d`, waking early when the search stops by itself.
    pub fn sleep(&self, d: Duration) {
        let until = Instant::now() + d;
        while !self.sh.stop.load(RELAXED) {
            let now = Instant::now();
            if now >= until {
                break;
            }
            std::thread::sleep((until - now).min(Duration::from_millis(1)));
        }
    }

    /// Playouts so far.
    pub fn playouts(&self) -> u64 {
        self.sh.playouts.load(RELAXED)
    }

    /// The root's moves that may be chosen: visited ones first (most visits first, then the
    /// higher win rate), then the unvisited ones by prior.
    pub fn moves(&self) -> Vec<MoveInfo> {
        let sh = self.sh;
        let size = sh.root_board.size();
        let Some((first, n)) = sh.arena.node(sh.root).children() else {
            return Vec::new();
        };
        let kids: Vec<&super::tree::Node> = (0..n)
            .filter(|&i| !sh.excluded.get(i as usize).copied().unwrap_or(false))
            .map(|i| sh.arena.node(first + i))
            .collect();
        let prior_rate = |n: &super::tree::Node| {
            let (pv, pw) = n.prior();
            if pv == 0 {
                0.5
            } else {
                pw as f32 / (2.0 * pv as f32)
            }
        };
        let prior_sum: f32 = kids.iter().map(|n| prior_rate(n)).sum::<f32>().max(1e-9);
        let mut moves: Vec<MoveInfo> = kids
            .iter()
            .map(|&n| MoveInfo {
                mv: point_move(size, n.mv()),
                visits: n.visits(),
                winrate: n.winrate(),
                prior: prior_rate(n) / prior_sum,
                pv: principal_variation(sh.arena, n, size),
            })
            .collect();
        moves.sort_by(|a, b| {
            (b.visits, b.winrate, b.prior)
                .partial_cmp(&(a.visits, a.winrate, a.prior))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        moves
    }

    /// Black's expected share of each point from the playouts flushed so far (−1 White's,
    /// 1 Black's), indexed by padded point.
    pub fn ownership(&self) -> Vec<f32> {
        let Some(live) = &self.sh.live else {
            return Vec::new();
        };
        let total = live.playouts.load(RELAXED);
        (0..live.black.len())
            .map(|p| {
                let b = live.black[p].load(RELAXED) as f32;
                let w = live.white[p].load(RELAXED) as f32;
                if total == 0 {
                    0.0
                } else {
                    (b - w) / total as f32
                }
            })
            .collect()
    }
}

/// The most visited line from `node` (included): at most 12 moves, each with at least two
/// visits after the first.
fn principal_variation(arena: &Arena, node: &super::tree::Node, size: usize) -> Vec<(Move, u32)> {
    let mut pv = vec![(point_move(size, node.mv()), node.visits())];
    let mut node = node;
    while pv.len() < 12 {
        let Some((first, count)) = node.children() else {
            break;
        };
        let next = (0..count)
            .map(|i| arena.node(first + i))
            .max_by_key(|c| c.visits());
        match next {
            Some(c) if c.visits() >= 2 => {
                pv.push((point_move(size, c.mv()), c.visits()));
                node = c;
            }
            _ => break,
        }
    }
    pv
}

/// The node of `tree` for the position of `game` with `color` to move, following the moves
/// played since the tree was made; `None` if the game is not a continuation of it.
fn walk(tree: &Tree, game: &Game, color: Color) -> Option<u32> {
    if tree.key != TreeKey::of(game) {
        return None;
    }
    let moves = game.moves();
    if moves.len() < tree.moves.len() || moves[..tree.moves.len()] != tree.moves[..] {
        return None;
    }
    let mut node = tree.root;
    let mut expected = tree.to_move;
    let size = game.size();
    for &(c, m) in &moves[tree.moves.len()..] {
        if c != expected {
            return None;
        }
        let pt = match m {
            Move::Pass => PASS,
            Move::Play(v) => ((v.y as usize + 1) * (size + 2) + v.x as usize + 1) as u16,
        };
        let (first, n) = tree.arena.node(node).children()?;
        node = (0..n)
            .map(|i| first + i)
            .find(|&i| tree.arena.node(i).mv() == pt)?;
        expected = expected.opponent();
    }
    (expected == color).then_some(node)
}

/// The playout board of the game's position with `color` to move.
fn root_board(game: &Game, color: Color) -> PlayoutBoard {
    let mut b = PlayoutBoard::from_board(game.board(), color);
    let board = game.board();
    let moves = game.moves();
    let point = |m: &(Color, Move)| match m.1 {
        Move::Pass => PASS,
        Move::Play(v) => board.point(v) as u16,
    };
    b.set_last_move(moves.last().map_or(PASS, point));
    let passes = moves
        .iter()
        .rev()
        .take_while(|m| m.1 == Move::Pass)
        .count()
        .min(1);
    // A pass before the root counts towards ending the game in the tree; two passes before the
    // root would end the search at once, so at most one is carried over.
    b.set_passes(passes as u32);
    b
}

/// Marks root children that the game's own rules forbid (superko and the like).
fn root_exclusions(sh: &Shared, game: &Game, color: Color) -> Vec<bool> {
    let Some((first, n)) = sh.arena.node(sh.root).children() else {
        return Vec::new();
    };
    let board = game.board();
    (0..n)
        .map(|i| {
            let mv = sh.arena.node(first + i).mv();
            mv != PASS && !game.is_legal(color, Move::Play(board.vertex(mv as usize)))
        })
        .collect()
}

/// True if `color` playing `mv` would end the game at once by a cycle rule (Japanese triple
/// ko, Jasiek's exceptional ending) without a win for `color`. The playout board knows nothing
/// of the game's history, so the search's choice is checked against the game itself. `trial`
/// holds a copy of the game, made on first use.
fn ends_game_without_win(
    game: &Game,
    seen: &SeenPositions,
    trial: &mut Option<Game>,
    color: Color,
    mv: Move,
) -> bool {
    let Move::Play(v) = mv else {
        return false;
    };
    // Only a play that recreates an earlier board can end the game by a cycle rule.
    if game.rules().cycle == CycleRule::Continue
        || !seen.contains(game.board().preview(color, game.board().point(v)).hash)
    {
        return false;
    }
    let g = trial.get_or_insert_with(|| game.clone());
    if g.play(color, mv).is_err() {
        return true;
    }
    let bad = match g.state() {
        GameState::Decided { winner, .. } => *winner != color,
        state => state.is_over_without_count(),
    };
    g.undo();
    bad
}

/// Black's result in half points (2 win, 1 draw, 0 loss) on board `b` for an area difference
/// and a territory offset.
fn black_result(sh: &Shared, b: &PlayoutBoard, area_diff: i32, territory_offset: i32) -> u32 {
    let mut diff = area_diff - territory_offset;
    if sh.group_tax {
        diff -= 2 * (b.chain_count(BLACK) as i32 - b.chain_count(WHITE) as i32);
    }
    let score = diff as f32 - sh.komi;
    if score > 0.0 {
        2
    } else if score < 0.0 {
        0
    } else if sh.black_wins_ties {
        2
    } else {
        1
    }
}

/// Black's result (half points) where both players passed, counted without a playout: the
/// board as it stands under rules that need dead stones captured, else with dead stones
/// removed by the ownership status. `None` without a status map.
fn counted_value(sh: &Shared, b: &PlayoutBoard) -> Option<u32> {
    if sh.needs_capture {
        return Some(black_result(sh, b, b.plain_area_diff(), 0));
    }
    let status = sh.status.as_ref()?;
    let off = if sh.territory {
        b.placed(BLACK) as i32 - b.placed(WHITE) as i32
    } else {
        0
    };
    Some(black_result(sh, b, judged_area_diff(b, status), off))
}

/// Who owns each point according to an ownership map (from −1 to 1): 1 for Black, −1 for
/// White where the playouts agreed most of the time, 0 elsewhere; `None` without a map for
/// this board size.
fn point_status(ownership: &[f32], size: usize) -> Option<Vec<i8>> {
    const SURE: f32 = 0.5;
    (ownership.len() == (size + 2) * (size + 2)).then(|| {
        ownership
            .iter()
            .map(|&o| {
                if o > SURE {
                    1
                } else if o < -SURE {
                    -1
                } else {
                    0
                }
            })
            .collect()
    })
}

/// Black's area minus White's with dead stones removed as `status` judges them: a stone on a
/// point the other colour owns counts for that colour, and so does an empty point with an
/// owner; an empty point without one counts as a plain count of its region says.
fn judged_area_diff(b: &PlayoutBoard, status: &[i8]) -> i32 {
    let mut d = 0;
    let mut plain = [EMPTY; MAX_POINTS];
    b.plain_owners(&mut plain);
    for &p in b.empty_points() {
        let p = p as usize;
        d += match (status[p], plain[p]) {
            (0, BLACK) => 1,
            (0, WHITE) => -1,
            (s, _) => s as i32,
        };
    }
    for (p, &s) in status.iter().enumerate().take(b.len()) {
        let c = b.color(p);
        if c == BLACK {
            d += if s < 0 { -1 } else { 1 };
        } else if c == WHITE {
            d += if s > 0 { 1 } else { -1 };
        }
    }
    d
}

/// A child's win rate with its prior (used to break ties between equally visited moves).
fn value_with_prior(n: &super::tree::Node) -> f32 {
    let (pv, pw) = n.prior();
    let v = n.visits() + pv;
    if v == 0 {
        0.5
    } else {
        (n.wins() + pw) as f32 / (2.0 * v as f32)
    }
}

/// Prior knowledge for a play of `c` at `p`: (virtual visits, virtual half-point wins).
fn prior(b: &PlayoutBoard, c: u8, p: usize, tactics: &Tactics, pattern: &Candidates) -> (u16, u16) {
    const EVEN: u16 = 10;
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
    let mut bad = tactical_bad;
    if policy::is_big_self_atari(b, c, p) {
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
    fn new(root: &PlayoutBoard, seed: u64) -> Worker {
        let len = root.len();
        Worker {
            board: root.clone(),
            rng: Rng::new(seed),
            path: Vec::with_capacity(64),
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

    fn expand_root(&mut self, sh: &Shared) {
        let root = sh.arena.node(sh.root);
        if root.state() == LEAF && root.try_start_expanding() {
            self.board.copy_from(&sh.root_board);
            self.expand(sh, sh.root);
        }
    }

    /// Adds the learned model's priors to the children `(first, n)` of the node at the current
    /// board position: `pattern_prior · √share` virtual won playouts for each move, `share` being
    /// its part of the total gamma of the position's moves.
    fn add_pattern_priors(&mut self, sh: &Shared, (first, n): (u32, u32)) {
        self.gammas.clear();
        Model::embedded().score_moves(&mut self.board, &mut self.gammas);
        let total: f32 = self.gammas.iter().map(|&(_, g)| g).sum();
        for &(p, g) in &self.gammas {
            self.gamma_at[p as usize] = g / total;
        }
        for i in 0..n {
            let child = sh.arena.node(first + i);
            let mv = child.mv();
            if mv != PASS {
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
        let tactics = Tactics::of(b);
        let mut pattern = Candidates::new();
        policy::pattern_moves(b, c, &mut pattern);
        for &p in b.empty_points() {
            let p = p as usize;
            if b.playable(c, p) {
                let (prior_visits, prior_wins) = prior(b, c, p, &tactics, &pattern);
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
    /// is as good as playing on. Otherwise passing starts pessimistic.
    fn pass_child(&self, sh: &Shared) -> NewChild {
        const COUNTED: u16 = 50;
        let mover = self.board.to_move();
        let counted = (self.board.passes() > 0)
            .then(|| {
                let mut after = self.board.clone();
                after.play(PASS);
                counted_value(sh, &after)
            })
            .flatten();
        match counted {
            Some(black) => {
                let mine = if mover == BLACK { black } else { 2 - black };
                NewChild {
                    mv: PASS,
                    prior_visits: COUNTED,
                    prior_wins: COUNTED * mine as u16,
                }
            }
            None => NewChild {
                mv: PASS,
                prior_visits: 10,
                prior_wins: if self.board.passes() > 0 || self.no_dame_left() {
                    10
                } else {
                    2
                },
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

    fn run(&mut self, sh: &Shared) {
        let mut local = 0u64;
        while !sh.stop.load(RELAXED) {
            self.iterate(sh);
            local += 1;
            let done = sh.playouts.fetch_add(1, RELAXED) + 1;
            if done >= sh.max_playouts {
                sh.stop.store(true, RELAXED);
                break;
            }
            if local.is_multiple_of(32) && self.time_to_stop(sh, done) {
                sh.stop.store(true, RELAXED);
                break;
            }
        }
    }

    fn time_to_stop(&self, sh: &Shared, done: u64) -> bool {
        let elapsed = sh.start.elapsed();
        if let Some(d) = sh.deadline
            && elapsed >= d
        {
            return true;
        }
        if !sh.early_stop || done < 200 {
            return false;
        }
        let mut remaining = sh.max_playouts.saturating_sub(done);
        if let Some(d) = sh.deadline {
            let rate = done as f64 / elapsed.as_secs_f64().max(1e-6);
            let by_time = ((d - elapsed).as_secs_f64() * rate) as u64;
            remaining = remaining.min(by_time);
        }
        if remaining == u64::MAX {
            return false;
        }
        let Some((first, n)) = sh.arena.node(sh.root).children() else {
            return false;
        };
        let (mut a, mut b) = (0u32, 0u32);
        for i in 0..n {
            if sh.excluded.get(i as usize).copied().unwrap_or(false) {
                continue;
            }
            let v = sh.arena.node(first + i).visits();
            if v > a {
                b = a;
                a = v;
            } else if v > b {
                b = v;
            }
        }
        (a - b) as u64 > remaining
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
        let arena = sh.arena;
        arena.node(sh.root).visits.fetch_add(1, RELAXED);
        let mut node = sh.root;
        let mut ply: u16 = 0;
        while self.board.passes() < 2 {
            let n = arena.node(node);
            let kids = match n.children() {
                Some(k) => k,
                None => {
                    let ready = node == sh.root || n.visits() >= sh.expand_at;
                    if ready && n.state() == LEAF && n.try_start_expanding() {
                        self.expand(sh, node);
                    }
                    match n.children() {
                        Some(k) => k,
                        None => break,
                    }
                }
            };
            if sh.pattern_prior > 0.0
                && (node == sh.root || n.visits() >= sh.pattern_at)
                && n.try_claim_patterns()
            {
                self.add_pattern_priors(sh, kids);
            }
            let child = self.select(sh, node, kids);
            let ch = arena.node(child);
            ch.visits.fetch_add(1, RELAXED);
            let mv = ch.mv();
            if mv != PASS {
                let c = self.board.to_move();
                self.record(mv, c, ply);
            }
            self.board.play(mv);
            self.path.push(child);
            node = child;
            ply += 1;
        }
        let black_value = if self.board.passes() >= 2 {
            let n = arena.node(node);
            // A terminal position is never expanded.
            if n.try_start_expanding() {
                n.set_state(FINAL);
            }
            self.terminal_value(sh, ply)
        } else {
            let off = self.territory_offset(sh);
            self.play_out(sh, ply);
            self.value(sh, self.board.area_diff(), off)
        };
        self.backup(sh, black_value);
    }

    fn territory_offset(&self, sh: &Shared) -> i32 {
        if sh.territory {
            self.board.placed(BLACK) as i32 - self.board.placed(WHITE) as i32
        } else {
            0
        }
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

    /// Black's result in half points (2 win, 1 draw, 0 loss) for an area difference and a
    /// territory offset.
    fn value(&self, sh: &Shared, area_diff: i32, territory_offset: i32) -> u32 {
        black_result(sh, &self.board, area_diff, territory_offset)
    }

    /// The value of a position where both players passed (see the module documentation).
    fn terminal_value(&mut self, sh: &Shared, ply: u16) -> u32 {
        if let Some(v) = counted_value(sh, &self.board) {
            return v;
        }
        let off = self.territory_offset(sh);
        let plain = sh.area_terminal_check.then(|| {
            let d = self.board.plain_area_diff();
            self.value(sh, d, off)
        });
        let last_passer = opp(self.board.to_move());
        self.board.set_passes(0);
        self.play_out(sh, ply);
        let settled = self.value(sh, self.board.area_diff(), off);
        match plain {
            Some(p) if p != settled => {
                if last_passer == BLACK {
                    0
                } else {
                    2
                }
            }
            _ => settled,
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
