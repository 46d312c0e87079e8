//! What a search tells the outside: the report of the last search, the analysis view of a
//! running one (root moves with their visits, win rates, priors and principal variations, and
//! the live ownership map), and the debug log of the root's candidates.

use super::searcher::{Choice, RELAXED, Shared};
use super::tree::{Arena, Node};
use crate::board::{Move, Vertex};
use crate::game::Game;
use crate::playout::board::PASS;
use std::time::{Duration, Instant};

/// Figures about the last search, for logs and benchmarks.
#[derive(Clone, Debug, Default)]
pub struct SearchReport {
    pub playouts: u64,
    pub winrate: f32,
    pub best: String,
    pub pv: Vec<String>,
    pub tree_nodes: usize,
}

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
    pub(super) sh: &'a Shared<'a>,
    pub(super) finished: bool,
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
        let kids: Vec<&Node> = (0..n)
            .filter(|&i| !sh.excluded.get(i as usize).copied().unwrap_or(false))
            .map(|i| sh.arena.node(first + i))
            .collect();
        let prior_rate = |n: &Node| {
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
fn principal_variation(arena: &Arena, node: &Node, size: usize) -> Vec<(Move, u32)> {
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

/// Figures about the search just run, for the log: `kids` are the root children that may be
/// chosen.
pub(super) fn search_report(
    sh: &Shared,
    kids: &[(usize, &Node)],
    choice: Choice,
    playouts: u64,
) -> SearchReport {
    let size = sh.root_board.size();
    let chosen_mv = match choice {
        Choice::Play(Move::Pass) => Some(PASS),
        Choice::Play(Move::Play(v)) => {
            Some(((v.y as usize + 1) * (size + 2) + v.x as usize + 1) as u16)
        }
        Choice::Resign => None,
    };
    // On a resignation the report shows the most visited move: the win rate that made the
    // search give up, and its line.
    let chosen = match chosen_mv {
        Some(mv) => kids.iter().find(|(_, n)| n.mv() == mv),
        None => kids.iter().max_by_key(|(_, n)| n.visits()),
    }
    .map(|&(_, n)| n);
    let winrate = chosen.map_or_else(
        || kids.iter().map(|(_, n)| n.winrate()).fold(0.0, f32::max),
        |n| n.winrate(),
    );
    let pv = chosen.map_or_else(Vec::new, |n| {
        principal_variation(sh.arena, n, size)
            .iter()
            .map(|(mv, _)| mv.to_string())
            .collect()
    });
    SearchReport {
        playouts,
        winrate,
        best: match choice {
            Choice::Resign => "resign".into(),
            Choice::Play(m) => m.to_string(),
        },
        pv,
        tree_nodes: sh.arena.used(),
    }
}

/// Logs the most visited root moves with their statistics (debug level).
pub(super) fn log_candidates(kids: &[(usize, &Node)], game: &Game) {
    let mut kids = kids.to_vec();
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
