//! Monte Carlo tree search: UCT with RAVE (MC-RAVE, Gelly & Silver 2007) and prior knowledge,
//! several threads on one shared tree, node reuse from move to move, and the root decisions
//! (which move, when to pass, when to resign).
//!
//! This file holds the [`Searcher`] API, tree reuse and the search's limits; one thread's
//! descent, expansion, playout and back-up are in `worker.rs`, the root decisions in
//! `root.rs`, the playout result per ruleset in `value.rs` and what the search reports in
//! [`super::report`].
//!
//! ## Selection
//!
//! A child's value mixes its own win rate `q` (real playouts plus prior virtual playouts) with its
//! AMAF win rate `r` (playouts below the parent in which the child's point was played first by
//! the same player): `(1 − β)·q + β·r`, with `β = r_n / (r_n + n + n·r_n / K)` (`K` is the
//! "equivalence" parameter, [`SearchConfig::rave_equiv`]). A UCB exploration term
//! `C·√(ln N / n)` is added below 13×13 ([`default_explore`]): there a move whose AMAF rate is
//! as flat as every other's and whose prior is low would otherwise never be tried. From 13×13
//! up it is off and the priors and RAVE do the exploring, as in Pachi and Fuego.
//!
//! Priors (virtual playouts added when a node is expanded) favour captures, escapes, ladder
//! ataris and the liberties that decide an even capturing race between big chains anywhere on
//! the board (read by [`crate::playout::tactics`]) and 3×3 shapes next to the last
//! move, and disfavour running out of a working ladder, self-atari of big chains, first-line
//! moves and passing (unless the opponent just passed or no dame is left).
//!
//! ## Ko cycles
//!
//! The playout board knows simple ko only. A play in the tree that recreates a board of the
//! game or of its own line is scored as lost for its player, without a playout: superko
//! forbids it, and under the rules without superko it ends the game without a win (the root
//! refuses such plays for that reason, `root.rs`).
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
//! the root when there is none for this game; after the opponent's pass, the judge's owners of
//! the board as it stands, which the engine hands over, [`Searcher::set_judged_owners`]), plus
//! the territory adjustment above. The pass
//! child of a position after a pass gets that count as a strong prior, so the search passes
//! exactly when passing is as good as playing on. Under area rules the root also refuses to pass
//! while an opponent stone stands where the playouts say we own the point (capturing it costs
//! nothing and no referee can then count it alive). A root move that would end the game by a
//! cycle rule without a win (Japanese triple ko, Jasiek's exceptional ending) is not chosen.

use super::dynkomi::{self, Dynkomi};
use super::report::{self, SearchReport, SearchView, Watcher};
use super::root::{last_move, root_board};
use super::settled::{recent_points, settled_points};
use super::tree::Arena;
use super::value::{ScoreShare, Value, point_status};
use super::worker::Worker;
use crate::board::{Color, Move, Vertex};
use crate::clock::Budget;
use crate::game::Game;
use crate::playout::Rng;
use crate::playout::board::{PASS, PlayoutBoard, code};
use crate::playout::ownership::{Estimator, First, Playouts};
use crate::playout::policy::Policy;
use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

pub(super) const RELAXED: Ordering = Ordering::Relaxed;

/// How often a ponder search looks at its stop flag.
const PONDER_POLL: Duration = Duration::from_millis(2);

/// The share of the tree's memory a ponder search may fill (a kept tree over half the memory
/// is compacted or dropped by the next search).
const PONDER_MEMORY_SHARE: f64 = 0.4;

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
    /// RAVE equivalence parameter `K` ([`default_rave_equiv`] of the board's size if `None`).
    pub rave_equiv: Option<f32>,
    /// UCB exploration constant ([`default_explore`] of the board's size if `None`; 0: none).
    pub explore: Option<f32>,
    /// Stop as soon as the most visited move cannot be overtaken within the budget.
    pub early_stop: bool,
    /// The komi the search plays for in handicap and uneven games (see [`super::dynkomi`]).
    pub dynkomi: Dynkomi,
    pub seed: u64,
    /// Weight of the learned move model's priors in the tree: a move gets
    /// `pattern_prior · √share` virtual won playouts, `share` being its part of the position's
    /// total gamma (0: the model is not used). `None`: by board size ([`default_pattern_prior`]).
    pub pattern_prior: Option<f32>,
    /// Visits a node needs before its children get the learned model's priors. `None`: by board
    /// size ([`default_pattern_at`]).
    pub pattern_at: Option<u32>,
    /// The share of a playout's value its margin decides ([`super::value::ScoreShare`]).
    /// `None`: [`SCORE_WEIGHT`].
    pub score_weight: Option<f32>,
    /// Priors for the moves that decide capturing races between big chains
    /// ([`crate::playout::tactics`]). On by default: on 19×19 against GNU Go level 10 they won
    /// 36 of 40 where the default before them had won 31 of 40 (results/README.md,
    /// `gnugo19-sd180-s32-race`); on 9×9 against Pachi 12.90 the player without them won
    /// no more (`pachi9-sd60-s33-noraces`).
    pub races: bool,
}

/// The default weight of the learned move model's priors ([`SearchConfig::pattern_prior`]) on
/// boards from [`PATTERN_LARGE_SIZE`] up to [`PATTERN_FULL_SIZE`].
pub const PATTERN_PRIOR: f32 = 40.0;

/// The default weight on smaller boards. The model learned from 19×19 games; on 9×9 at weight
/// 40 its priors misled the search in a capturing race (`gtp-tests/search_semeai.tst`, one seed
/// of eight), at 100 none did, and against Pachi 12.90 (9×9, 20 s sudden death, the balanced
/// openings) the player won 19 of 40 games without the model and 32 of 40 with it at 100 (see
/// results/README.md). Pachi gives its own pattern priors the same `√share` form on 9×9, with
/// a weight of 112.
pub const PATTERN_PRIOR_SMALL: f32 = 100.0;

/// The smallest board that takes [`PATTERN_PRIOR`] rather than [`PATTERN_PRIOR_SMALL`].
pub const PATTERN_LARGE_SIZE: usize = 13;

/// The default weight on boards of [`PATTERN_FULL_SIZE`] and up. At weight 40 the 19×19 search
/// drifted away from the model as its playouts grew, towards the centre points that uniform
/// playouts overrate in the opening (first moves K11, J4, J5 against Pachi): the search at
/// 1,000 playouts played the strong player's move in 24.2% of 260 held-out positions at 40 and
/// 30.8% at 100, and at 5,000 playouts (a 19×19 move at 3 minutes sudden death) in 20.4% at
/// 40 against 33.8% at 150 (`examples/predict_search`, results/README.md). Against Pachi 12.90
/// on 19×19 (3 minutes sudden death) the player of weight 150 won 14 of 20 where weight 40 had
/// won 9 of 20.
pub const PATTERN_PRIOR_FULL: f32 = 150.0;

/// The smallest board that takes [`PATTERN_PRIOR_FULL`]: 13×13 was not measured and keeps
/// [`PATTERN_PRIOR`].
pub const PATTERN_FULL_SIZE: usize = 17;

/// The learned model's weight on a board of `size` when none is set.
pub fn default_pattern_prior(size: usize) -> f32 {
    if size >= PATTERN_FULL_SIZE {
        PATTERN_PRIOR_FULL
    } else if size >= PATTERN_LARGE_SIZE {
        PATTERN_PRIOR
    } else {
        PATTERN_PRIOR_SMALL
    }
}

/// `small` below [`PATTERN_LARGE_SIZE`], `large` from it up: the settings that 9×9 and 19×19
/// matches tuned apart.
fn small_or_large<T>(size: usize, small: T, large: T) -> T {
    if size >= PATTERN_LARGE_SIZE {
        large
    } else {
        small
    }
}

/// RAVE's equivalence parameter `K` on boards of [`PATTERN_LARGE_SIZE`] and up: where a child's
/// AMAF samples far outnumber its own playouts, `β ≈ K / (K + n)`, so AMAF weighs half until
/// about `K` visits.
pub const RAVE_EQUIV: f32 = 2000.0;

/// `K` on smaller boards: AMAF hands over to the real win rates twice as early. On 9×9 against
/// Pachi 12.90 (60 s sudden death, the balanced openings, 40 games a run) the player at 2000
/// won 50–58% in every run since session 16, where it won 80% at 20 s: with more thinking time,
/// the AMAF and prior values that settle a node early held it back (a guess the runs fit). At
/// 1000 it won 25 and drew 3 of 40 (66.2%; results/README.md, `pachi9-sd60-s24-rave1000`), and
/// over three runs 66 wins and 4 draws of 112 (60.7%).
pub const RAVE_EQUIV_SMALL: f32 = 1000.0;

/// The RAVE equivalence parameter on a board of `size` when none is set.
pub fn default_rave_equiv(size: usize) -> f32 {
    small_or_large(size, RAVE_EQUIV_SMALL, RAVE_EQUIV)
}

/// The UCB exploration constant below 13×13: `C·√(ln N / n)` is added to a move's value
/// (`n` its visits and prior visits, `N` its parent's visits). Without it a move whose
/// all-moves-as-first rate is as flat as every other's, and whose prior is low (a first-line
/// move), is never tried, however much it would win: in a lost 9×9 game against Pachi
/// (results/README.md, `pachi9-sd60-s27-explore005`) the search gave White's J3, which wins a
/// race at 80%, no visit in 100,000 playouts and played J6 at 50%.
pub const EXPLORE_SMALL: f32 = 0.05;

/// The exploration constant on a board of `size` when none is set: [`EXPLORE_SMALL`] below
/// 13×13, none from 13×13 up (the priors and RAVE explore, as in Pachi and Fuego; not
/// measured there).
pub fn default_explore(size: usize) -> f32 {
    small_or_large(size, EXPLORE_SMALL, 0.0)
}

/// Visits a node needs before its children get the learned model's priors (the root's get
/// them at once) on boards from [`PATTERN_LARGE_SIZE`] up: scoring every move of a position
/// costs several playouts' time, too much for every expansion. At 8 visits `tengen bench --only
/// mcts` lost 13-20% on 19×19, at 20 about 1%. From 5 visits (15.7% more instructions a
/// playout) the 19×19 player won 17 of 20 against GNU Go and 13 of 20 against Pachi, where 20
/// won 15 and 15 (results/README.md, `gnugo19-sd180-s30-pat5`, `pachi19-sd180-s30-pat5`): no
/// gain that pays for the cost.
pub const PATTERN_AT: u32 = 20;

/// Visits a node needs before its children get the model's priors below 13×13. Priors from 5
/// visits on won 77 games and drew 9 of 120 (67.9%) against Pachi 12.90 at 60 s sudden death,
/// where 20 won 62.1% of 140 (results/README.md, `pachi9-sd60-s29-pat5`, `pachi9-sd60-s30-pat5b`
/// and `pachi9-sd60-s30-main`), for 5.3% more instructions (callgrind). In session 10 two search
/// tests had failed with 5 (the model's priors deep in the tree outweighed a capture and a pass
/// that the count prefers); today's guards (no model priors on settled points or to futile
/// ataris) keep them passing.
pub const PATTERN_AT_SMALL: u32 = 5;

/// Visits a node needs before its children get the learned model's priors on a board of
/// `size` when none is set: [`PATTERN_AT_SMALL`] below 13×13, [`PATTERN_AT`] from 13×13 up.
pub fn default_pattern_at(size: usize) -> u32 {
    small_or_large(size, PATTERN_AT_SMALL, PATTERN_AT)
}

/// The margin's share of a playout's value when none is set: none. At Pachi's old slope
/// (0.08 here: a point of margin worth 0.2% of a win, up to [`score_points`]) the 19×19 player
/// won two games against GNU Go level 10 by more (W+16.5, B+25.5) but lost 6 of 14, where the
/// win alone had lost 2 to 5 of 20 (results/README.md, `gnugo19-sd180-s31-score`): the losses
/// were fights misread as before, and a cushion of points did not save one. It stays a
/// setting (`--score-weight`).
pub const SCORE_WEIGHT: f32 = 0.0;

/// The margin, in points, from which a bigger one counts no more: one point per line.
pub fn score_points(size: usize) -> f32 {
    size as f32
}

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
            rave_equiv: None,
            explore: None,
            early_stop: true,
            dynkomi: Dynkomi::Linear,
            seed: 1,
            pattern_prior: None,
            pattern_at: None,
            races: true,
            score_weight: None,
        }
    }
}

/// What the search decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Play(Move),
    Resign,
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

/// A position of a game: its settings and start, and the moves played.
type GamePosition = (TreeKey, Vec<(Color, Move)>);

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
    pub(super) config: SearchConfig,
    rng: Rng,
    tree: Option<Tree>,
    pub(super) ownership: Vec<f32>,
    report: SearchReport,
    /// The game (rules, start and moves) that `ownership` was computed for.
    ownership_game: Option<GamePosition>,
    /// The judge's owners of every point for one position (see
    /// [`Searcher::set_judged_owners`]), with the game they were judged in.
    judged_owners: Option<(GamePosition, Vec<i8>)>,
    /// The adaptive dynamic komi's shift in this game (komi added in White's favour).
    komi_shift: f32,
    /// True while a ponder search runs (it neither moves the komi shift nor counts as a
    /// move in the log).
    pondering: bool,
}

/// Everything the threads share during one search.
pub(super) struct Shared<'a> {
    pub(super) arena: &'a Arena,
    pub(super) root: u32,
    pub(super) root_board: PlayoutBoard,
    pub(super) root_color: u8,
    /// Root children (by index) that the game forbids (superko).
    pub(super) excluded: Vec<bool>,
    /// The hash ([`crate::board::Board::hash`]) of the root's board, and of every board the
    /// game has had: a line of the tree that recreates one of them is lost for the player who
    /// recreates it (see `worker.rs`).
    pub(super) root_hash: u64,
    pub(super) game_boards: HashSet<u64>,
    /// The playout result under the game's rules.
    pub(super) value: Value,
    /// Who owns each point by the last search's playouts (1 Black, −1 White, 0 unsure), or by
    /// the judge when the engine handed its owners over, to count positions where both passed.
    pub(super) status: Option<Vec<i8>>,
    pub(super) policy: Policy,
    pub(super) rave_equiv: f32,
    pub(super) explore: f32,
    pub(super) expand_at: u32,
    pub(super) max_moves: usize,
    pub(super) stop: AtomicBool,
    pub(super) playouts: AtomicU64,
    pub(super) max_playouts: u64,
    pub(super) start: Instant,
    pub(super) deadline: Option<Duration>,
    /// How long the search may go on past `deadline` while unsure of its move (at least
    /// `deadline`; see [`super::stop`]).
    pub(super) longest: Option<Duration>,
    pub(super) early_stop: bool,
    /// See [`SearchConfig::pattern_prior`].
    pub(super) pattern_prior: f32,
    /// Points the ownership map gives to one side in nearly every playout: the learned model,
    /// which knows shapes but not who owns what, gives no priors there (it would otherwise
    /// spread its whole weight over moves inside settled territory once nothing is left).
    pub(super) settled: Vec<bool>,
    /// Visits a node needs before its children get the learned model's priors.
    pub(super) pattern_at: u32,
    /// See [`SearchConfig::races`].
    pub(super) races: bool,
    /// Ownership counts flushed by the workers during a watched search.
    pub(super) live: Option<LiveOwnership>,
}

/// Ownership counts shared while a watched search runs (workers flush theirs every
/// [`FLUSH_EVERY`] playouts).
pub(super) struct LiveOwnership {
    pub(super) black: Vec<AtomicU32>,
    pub(super) white: Vec<AtomicU32>,
    pub(super) playouts: AtomicU32,
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
            ownership_game: None,
            judged_owners: None,
            komi_shift: 0.0,
            pondering: false,
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

    /// Hands over who owns each point if the game ends with `game`'s board as it stands, by
    /// the judge (1 Black, −1 White, 0 nobody; indexed as the ownership map). The next search
    /// of exactly this position counts the positions where both passed with them instead of
    /// with its ownership map. The engine does so after the opponent's pass: the search's own
    /// pass then ends the game, and the map from the playouts can misread a corner the
    /// judge reads (a throw-in kill counted as Black's in a game the referee gave to White).
    /// The kept tree is not reused then: its finished positions were counted with the
    /// playouts' map.
    pub fn set_judged_owners(&mut self, game: &Game, owners: Vec<i8>) {
        self.judged_owners = Some(((TreeKey::of(game), game.moves().to_vec()), owners));
    }

    /// Figures of the last search.
    pub fn report(&self) -> &SearchReport {
        &self.report
    }

    /// Searches the position of `game` for `color` within `clock_budget` (from the game clock,
    /// if it has a limit) and the configured budget, and decides.
    pub fn genmove(&mut self, game: &Game, color: Color, clock_budget: Option<Budget>) -> Choice {
        let limits = self.move_limits(clock_budget);
        self.run_search(game, color, limits, None)
    }

    /// [`Searcher::genmove`] with a watcher (see the module documentation).
    pub fn genmove_watched(
        &mut self,
        game: &Game,
        color: Color,
        clock_budget: Option<Budget>,
        watch: Watcher,
    ) -> Choice {
        let limits = self.move_limits(clock_budget);
        self.run_search(game, color, limits, Some(watch))
    }

    /// The base time and playout limits of a move: the fixed budgets, the clock's base
    /// budget, or the default thinking time.
    pub fn limits(&self, clock_budget: Option<Budget>) -> (Option<Duration>, u64) {
        let limits = self.move_limits(clock_budget);
        (limits.deadline, limits.max_playouts)
    }

    /// A move's limits from now: a fixed time per move (shortened by the clock's base budget)
    /// or the clock's budget (base and longest), else the default time unless a playout
    /// budget is set.
    fn move_limits(&self, clock_budget: Option<Budget>) -> Limits {
        let fixed = self
            .config
            .time_per_move
            .map(|t| Duration::from_secs_f64(t.max(0.0)));
        let (deadline, longest) = match (fixed, clock_budget) {
            (Some(t), Some(b)) => (Some(t.min(b.base)), Some(t.min(b.base))),
            (Some(t), None) => (Some(t), Some(t)),
            (None, Some(b)) => (Some(b.base), Some(b.max.max(b.base))),
            (None, None) if self.config.playouts_per_move.is_some() => (None, None),
            (None, None) => {
                let d = Duration::from_secs_f64(self.config.default_time);
                (Some(d), Some(d))
            }
        };
        Limits {
            start: Instant::now(),
            deadline,
            longest,
            max_playouts: self.config.playouts_per_move.unwrap_or(u64::MAX).max(1),
        }
    }

    /// Thinks about `color`'s move in `game` until `stop` is set or the tree fills
    /// [`PONDER_MEMORY_SHARE`] of its memory (past that the next move could not keep it),
    /// keeping the tree for the next search.
    pub fn ponder(&mut self, game: &Game, color: Color, stop: &AtomicBool) {
        self.pondering = true;
        let mut watch = |view: &SearchView| {
            let arena = view.sh.arena;
            let full = arena.used() as f64 > PONDER_MEMORY_SHARE * arena.capacity() as f64;
            if view.finished() || full || stop.load(RELAXED) {
                return false;
            }
            view.sleep(PONDER_POLL);
            !stop.load(RELAXED)
        };
        let limits = Limits {
            start: Instant::now(),
            deadline: None,
            longest: None,
            max_playouts: u64::MAX,
        };
        self.run_search(game, color, limits, Some(&mut watch));
        self.pondering = false;
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
        let limits = Limits {
            start: Instant::now(),
            deadline,
            longest: deadline,
            max_playouts: max_playouts.max(1),
        };
        self.run_search(game, color, limits, Some(watch))
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
        let limits = Limits {
            start,
            deadline,
            longest: deadline,
            max_playouts,
        };
        self.run_search(game, color, limits, None)
    }

    fn run_search(
        &mut self,
        game: &Game,
        color: Color,
        limits: Limits,
        watch: Option<Watcher>,
    ) -> Choice {
        // Compacting a big tree takes a while; under byo-yomi pressure start afresh instead.
        let may_compact = limits.deadline.is_none_or(|d| d >= Duration::from_secs(2));
        let (arena, root, reused) = self.take_tree(game, color, may_compact);
        if !self.ownership_applies(game) {
            self.komi_shift = 0.0;
        }
        let start = limits.start;
        let mut sh = self.shared(&arena, root, game, color, limits, watch.is_some());
        let threads = self.config.threads.max(1);
        let seeds: Vec<u64> = (0..threads).map(|_| self.rng.next_u64()).collect();
        let mut first = Worker::new(&sh.root_board, seeds[0]);
        first.expand_root(&sh);
        sh.excluded = self.root_exclusions(&sh, game, color);
        let mut watch = watch;
        let workers = run_threads(&sh, first, &seeds[1..], watch.as_mut());
        if let Some(watch) = watch {
            watch(&SearchView {
                sh: &sh,
                finished: true,
            });
        }
        let elapsed = start.elapsed().as_secs_f64();
        self.collect_ownership(&workers, sh.live.as_ref(), game.size());
        self.ownership_game = Some((TreeKey::of(game), game.moves().to_vec()));
        let choice = self.decide(&sh, game, color);
        let playouts = sh.playouts.load(RELAXED);
        self.report = report::search_report(&sh, &self.root_children(&sh), choice, playouts);
        self.log_search(color, elapsed, reused);
        if self.config.dynkomi == Dynkomi::Adaptive && !self.pondering {
            let points = game.size() * game.size();
            let moves = game.moves().len();
            let winrate = self.report.winrate;
            self.komi_shift = dynkomi::adapt(self.komi_shift, color, winrate, points, moves);
        }
        if log::log_enabled!(log::Level::Debug) {
            report::log_candidates(&self.root_children(&sh), game);
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

    /// What the threads of a search of `game` for `color` share: the root, the value under
    /// the game's rules, the ownership status (the last search's map when it applies, else a
    /// fresh estimate) and the limits.
    fn shared<'a>(
        &mut self,
        arena: &'a Arena,
        root: u32,
        game: &Game,
        color: Color,
        limits: Limits,
        watched: bool,
    ) -> Shared<'a> {
        let root_board = root_board(game, color);
        let points = root_board.len();
        let own = if self.ownership_applies(game) {
            std::mem::take(&mut self.ownership)
        } else {
            self.estimate_ownership(game, color)
        };
        let settled = settled_points(&own, &root_board, &recent_points(game));
        let judged = if self.has_judged_owners(game) {
            self.judged_owners.take().map(|(_, owners)| owners)
        } else {
            None
        };
        if judged.is_some() {
            log::debug!("the count of finished positions uses the judge's owners");
        }
        let rules = game.rules();
        let compensation = rules.handicap_compensation.points(game.handicap_count());
        let size = game.size();
        Shared {
            arena,
            root,
            root_board,
            root_color: code(color),
            excluded: Vec::new(),
            root_hash: game.board().hash(),
            game_boards: game.board_hashes().collect(),
            value: Value::new(rules, game.komi() + compensation + self.komi_extra(game))
                .with_score_share(ScoreShare {
                    weight: self.config.score_weight.unwrap_or(SCORE_WEIGHT),
                    points: score_points(size),
                }),
            status: judged.or_else(|| point_status(&own, size)),
            settled,
            policy: self.config.policy,
            rave_equiv: self
                .config
                .rave_equiv
                .unwrap_or_else(|| default_rave_equiv(size)),
            explore: self.config.explore.unwrap_or_else(|| default_explore(size)),
            expand_at: if size <= 13 { 2 } else { 3 },
            max_moves: size * size * 3,
            stop: AtomicBool::new(false),
            playouts: AtomicU64::new(0),
            max_playouts: limits.max_playouts,
            start: limits.start,
            deadline: limits.deadline,
            longest: limits.longest,
            early_stop: self.config.early_stop,
            pattern_prior: self
                .config
                .pattern_prior
                .unwrap_or_else(|| default_pattern_prior(size)),
            pattern_at: self
                .config
                .pattern_at
                .unwrap_or_else(|| default_pattern_at(size)),
            races: self.config.races,
            live: watched.then(|| LiveOwnership::new(points)),
        }
    }

    /// Komi the search adds to the game's (in White's favour), by the dynamic komi setting; the
    /// same whichever side is to move.
    fn komi_extra(&self, game: &Game) -> f32 {
        let points = game.size() * game.size();
        let moves = game.moves().len();
        let linear = || dynkomi::linear_extra(game.handicap_count(), points, moves);
        let extra = match self.config.dynkomi {
            Dynkomi::Off => 0.0,
            Dynkomi::Linear => linear(),
            Dynkomi::Adaptive => linear() + self.komi_shift,
        };
        if extra != 0.0 {
            log::debug!("dynamic komi: the search adds {extra:.1} to the komi");
        }
        extra
    }

    /// The one line a search leaves in the log (info level).
    fn log_search(&self, color: Color, elapsed: f64, reused: u32) {
        let r = &self.report;
        log::info!(
            "{} {}: {} | {} playouts in {:.2} s ({:.0} playouts/s) | winrate {:.1}% | tree {} nodes, {} visits reused | pv {}",
            if self.pondering { "ponder" } else { "genmove" },
            color.name(),
            r.best,
            r.playouts,
            elapsed,
            r.playouts as f64 / elapsed.max(1e-9),
            r.winrate * 100.0,
            r.tree_nodes,
            reused,
            r.pv.join(" ")
        );
    }

    /// The tree to search in: the kept one walked down the moves played since, compacted when it
    /// holds more than half the memory cap (if `may_compact`; otherwise, and when nothing can be
    /// kept, a new one).
    fn take_tree(&mut self, game: &Game, color: Color, may_compact: bool) -> (Arena, u32, u32) {
        let Some(tree) = self.tree.take() else {
            return Self::fresh_tree(Arena::new(self.config.memory_bytes));
        };
        if self.config.reuse
            && !self.has_judged_owners(game)
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

    /// True if the judge's owners were handed over for exactly `game`'s position.
    fn has_judged_owners(&self, game: &Game) -> bool {
        self.judged_owners
            .as_ref()
            .is_some_and(|((key, moves), _)| {
                *key == TreeKey::of(game) && moves[..] == game.moves()[..]
            })
    }

    fn fresh_tree(arena: Arena) -> (Arena, u32, u32) {
        let root = arena
            .new_root()
            .expect("an empty arena has room for a root");
        (arena, root, 0)
    }

    /// Ownership of each point by up to a few hundred playouts of the search's policy from the
    /// game's position (no more than the search's own budget), for a search that has no map
    /// from an earlier search of the game.
    fn estimate_ownership(&mut self, game: &Game, color: Color) -> Vec<f32> {
        let count = self
            .config
            .playouts_per_move
            .map_or(256, |n| n.clamp(16, 256)) as usize;
        let board = game.board();
        let estimator = Estimator {
            playouts: Playouts::Policy(self.config.policy),
            count,
            first: First::ToMove {
                color,
                last_move: last_move(game),
            },
            max_moves: game.size() * game.size() * 3,
        };
        estimator.estimate(board, &mut self.rng)
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
}

/// When a search stops: its start, its base and longest time and its playout budget.
struct Limits {
    start: Instant,
    deadline: Option<Duration>,
    longest: Option<Duration>,
    max_playouts: u64,
}

/// Runs the search: `first` (its root already expanded) and one more worker per seed in
/// `others`, until the limits or the watcher stop it. Without a watcher the calling thread is
/// the first worker; with one, it calls the watcher until the search stops.
fn run_threads(
    sh: &Shared,
    mut first: Worker,
    others: &[u64],
    watch: Option<&mut Watcher>,
) -> Vec<Worker> {
    std::thread::scope(|s| {
        let spawn = |mut w: Worker| {
            s.spawn(move || {
                w.run(sh);
                w
            })
        };
        let mut handles: Vec<_> = others
            .iter()
            .map(|&seed| spawn(Worker::new(&sh.root_board, seed)))
            .collect();
        let mut all = Vec::with_capacity(others.len() + 1);
        match watch {
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
    })
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
