//! Fitting the move model to strong players' games (Coulom 2007): harvesting the large shapes
//! that strong players' moves make, extracting the features of every candidate move of every
//! position, and the minorization–maximization (MM) algorithm for the generalized Bradley–Terry
//! model, one feature group at a time, with Coulom's prior (one virtual win and one virtual loss
//! against a gamma of 1 for every level). Held-out positions give the top-1 prediction rate.

use super::corpus;
use crate::playout::board::{PASS, PlayoutBoard};
use crate::playout::features::{
    self, ALL_GROUPS, Context, Features, Group, NO_SHAPE, NONE, SHAPE3_KEYS, SMALL_GROUPS,
    ShapeDictionary, shape_hashes,
};
use crate::playout::model::Model;
use crate::sgf::GameRecord;
use std::collections::HashMap;

/// Runs `work` on `threads` contiguous chunks of `items` and returns the results in order.
fn chunked<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let size = items.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .chunks(size)
            .map(|chunk| {
                let work = &work;
                s.spawn(move || work(chunk))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a training thread panicked"))
            .collect()
    })
}

/// The large shapes that the chosen moves of `games` make at least `min_count` times, as the
/// sorted list of their hashes (a shape's id is its index).
pub fn harvest_shapes(games: &[GameRecord], min_count: u32, threads: usize) -> Vec<u64> {
    let counts = chunked(games, threads, |chunk| {
        let mut counts: HashMap<u64, u32> = HashMap::new();
        for rec in chunk {
            corpus::replay(rec, |b, p| {
                if p != PASS {
                    for h in shape_hashes(b, b.to_move(), p as usize) {
                        *counts.entry(h).or_default() += 1;
                    }
                }
            });
        }
        counts
    });
    let mut total: HashMap<u64, u32> = HashMap::new();
    for part in counts {
        for (h, n) in part {
            *total.entry(h).or_default() += n;
        }
    }
    let mut out: Vec<u64> = total
        .into_iter()
        .filter(|&(_, n)| n >= min_count)
        .map(|(h, _)| h)
        .collect();
    out.sort_unstable();
    out
}

/// One position of the data: its candidates are `features[start..start + len]`, the move the
/// player chose is the candidate at `start + chosen`.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    start: u32,
    len: u32,
    chosen: u32,
}

/// The features of every candidate of every position of some games.
#[derive(Default)]
pub struct Dataset {
    pub positions: Vec<Position>,
    pub features: Vec<Features>,
}

impl Dataset {
    fn candidates(&self, p: &Position) -> &[Features] {
        &self.features[p.start as usize..(p.start + p.len) as usize]
    }

    /// Extracts every position of `games` whose chosen move is a candidate (a playable point,
    /// not an own eye, or a pass).
    pub fn extract(games: &[GameRecord], shapes: &ShapeDictionary, threads: usize) -> Dataset {
        let parts = chunked(games, threads, |chunk| {
            let mut data = Dataset::default();
            for rec in chunk {
                corpus::replay(rec, |b, p| data.add_position(b, p, shapes));
            }
            data
        });
        let mut data = Dataset::default();
        for part in parts {
            let offset = data.features.len() as u32;
            data.positions
                .extend(part.positions.iter().map(|p| Position {
                    start: p.start + offset,
                    ..*p
                }));
            data.features.extend_from_slice(&part.features);
        }
        data
    }

    fn add_position(&mut self, b: &mut PlayoutBoard, chosen: u16, shapes: &ShapeDictionary) {
        let c = b.to_move();
        if chosen != PASS && !b.playable(c, chosen as usize) {
            return;
        }
        let ctx = Context::new(b);
        let start = self.features.len() as u32;
        let mut index = None;
        let mut points: Vec<u16> = b.empty_points().to_vec();
        points.sort_unstable();
        for p in points {
            if b.playable(c, p as usize) {
                if p == chosen {
                    index = Some(self.features.len() as u32 - start);
                }
                let f = features::features(b, &ctx, p as usize, shapes);
                self.features.push(f);
            }
        }
        if chosen == PASS {
            index = Some(self.features.len() as u32 - start);
        }
        self.features.push(Features::pass(b.passes() > 0));
        match index {
            Some(i) => self.positions.push(Position {
                start,
                len: self.features.len() as u32 - start,
                chosen: i,
            }),
            None => self.features.truncate(start as usize),
        }
    }
}

/// Which groups a model uses (the others count as gamma 1).
pub type Mask = [bool; ALL_GROUPS.len()];

/// Every group.
pub const ALL: Mask = [true; ALL_GROUPS.len()];

/// The level of group `g` in `f`, as an index into that group's gammas.
fn level(f: &Features, g: Group) -> Option<usize> {
    let l = match g {
        Group::Shape3 => f.shape3,
        Group::Shape => f.shape,
        _ => {
            let l = f.get(g);
            if l == NONE { NO_SHAPE } else { l as u32 }
        }
    };
    (l != NO_SHAPE).then_some(l as usize)
}

/// Gammas being fitted, one vector per group (in the order of [`ALL_GROUPS`]).
pub struct Weights {
    gammas: Vec<Vec<f64>>,
    mask: Mask,
}

impl Weights {
    /// All gammas 1, for a dictionary of `shapes` large shapes.
    pub fn new(shapes: usize, mask: Mask) -> Weights {
        let gammas = ALL_GROUPS
            .iter()
            .map(|&g| match g {
                Group::Shape => vec![1.0; shapes],
                Group::Shape3 => vec![1.0; SHAPE3_KEYS],
                _ => vec![1.0; g.levels()],
            })
            .collect();
        Weights { gammas, mask }
    }

    /// Takes the gammas of `other` (same dictionary), keeping this mask.
    pub fn copy_gammas(&mut self, other: &Weights) {
        self.gammas.clone_from(&other.gammas);
    }

    /// The product of the gammas of `f`'s features in the groups of the mask.
    #[inline]
    pub fn gamma(&self, f: &Features) -> f64 {
        let mut g = 1.0;
        for (i, &group) in ALL_GROUPS.iter().enumerate() {
            if self.mask[i]
                && let Some(l) = level(f, group)
            {
                g *= self.gammas[i][l];
            }
        }
        g
    }

    /// One MM update of group `gi` (index in [`ALL_GROUPS`]) over `data`; returns the mean log
    /// likelihood of the chosen moves before the update.
    fn update(&mut self, data: &Dataset, gi: usize, threads: usize) -> f64 {
        let group = ALL_GROUPS[gi];
        let n = self.gammas[gi].len();
        let parts = chunked(&data.positions, threads, |chunk| {
            let mut wins = vec![0.0f64; n];
            let mut denominators = vec![0.0f64; n];
            let mut log_likelihood = 0.0;
            for pos in chunk {
                let cands = data.candidates(pos);
                let total: f64 = cands.iter().map(|f| self.gamma(f)).sum();
                let chosen = &cands[pos.chosen as usize];
                log_likelihood += (self.gamma(chosen) / total).ln();
                if let Some(l) = level(chosen, group) {
                    wins[l] += 1.0;
                }
                for f in cands {
                    if let Some(l) = level(f, group) {
                        denominators[l] += self.gamma(f) / self.gammas[gi][l] / total;
                    }
                }
            }
            (wins, denominators, log_likelihood)
        });
        let mut wins = vec![0.0f64; n];
        let mut denominators = vec![0.0f64; n];
        let mut log_likelihood = 0.0;
        for (w, d, ll) in parts {
            wins.iter_mut().zip(&w).for_each(|(a, b)| *a += b);
            denominators.iter_mut().zip(&d).for_each(|(a, b)| *a += b);
            log_likelihood += ll;
        }
        for ((g, &w), &d) in self.gammas[gi].iter_mut().zip(&wins).zip(&denominators) {
            if d > 0.0 {
                *g = (w + 1.0) / (d + 2.0 / (1.0 + *g));
            }
        }
        log_likelihood / data.positions.len().max(1) as f64
    }

    /// `sweeps` rounds of MM over every group of the mask; `progress(sweep, log_likelihood)`
    /// hears the mean log likelihood at the start of each sweep.
    pub fn fit(
        &mut self,
        data: &Dataset,
        sweeps: usize,
        threads: usize,
        mut progress: impl FnMut(usize, f64),
    ) {
        for sweep in 0..sweeps {
            let mut first = None;
            for gi in 0..ALL_GROUPS.len() {
                if self.mask[gi] {
                    let ll = self.update(data, gi, threads);
                    first.get_or_insert(ll);
                }
            }
            progress(sweep, first.unwrap_or(0.0));
        }
    }

    /// The fitted model, with the large-shape dictionary `shape_hashes` (ids are indices).
    pub fn to_model(&self, shape_hashes: Vec<u64>) -> Model {
        let mut model = Model::neutral(shape_hashes);
        for (gi, group) in ALL_GROUPS.iter().enumerate() {
            if !self.mask[gi] {
                continue;
            }
            for (l, &g) in self.gammas[gi].iter().enumerate() {
                let g = g as f32;
                match group {
                    Group::Shape3 => model.set_shape3(l as u32, g),
                    Group::Shape => model.set_shape(l as u32, g),
                    _ => {
                        let si = SMALL_GROUPS.iter().position(|x| x == group).unwrap_or(0);
                        model.set_small(si, l, g);
                    }
                }
            }
        }
        model
    }
}

/// How well a model predicts the chosen moves of some positions.
#[derive(Clone, Copy, Debug, Default)]
pub struct Prediction {
    pub positions: usize,
    /// Positions whose chosen move has the highest gamma (the first such candidate on ties).
    pub top1: usize,
    /// Positions whose chosen move is among the five highest.
    pub top5: usize,
    /// Mean log probability of the chosen move.
    pub log_likelihood: f64,
}

impl Prediction {
    pub fn top1_rate(&self) -> f64 {
        self.top1 as f64 / self.positions.max(1) as f64
    }
    pub fn top5_rate(&self) -> f64 {
        self.top5 as f64 / self.positions.max(1) as f64
    }
}

/// The prediction of the chosen moves of `data` by the strengths `gamma`.
pub fn predict(
    data: &Dataset,
    threads: usize,
    gamma: impl Fn(&Features) -> f64 + Sync,
) -> Prediction {
    let parts = chunked(&data.positions, threads, |chunk| {
        let mut out = Prediction::default();
        for pos in chunk {
            let cands = data.candidates(pos);
            let chosen = gamma(&cands[pos.chosen as usize]);
            let total: f64 = cands.iter().map(&gamma).sum();
            let better = cands.iter().filter(|f| gamma(f) > chosen).count();
            let earlier_equal = cands[..pos.chosen as usize]
                .iter()
                .filter(|f| gamma(f) == chosen)
                .count();
            out.positions += 1;
            out.top1 += usize::from(better + earlier_equal == 0);
            out.top5 += usize::from(better + earlier_equal < 5);
            out.log_likelihood += (chosen / total).ln();
        }
        out
    });
    let mut out = Prediction::default();
    for p in parts {
        out.positions += p.positions;
        out.top1 += p.top1;
        out.top5 += p.top5;
        out.log_likelihood += p.log_likelihood;
    }
    out.log_likelihood /= out.positions.max(1) as f64;
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf;

    /// Ten short games in which every move is a 3-3 or 4-4 point or next to the last move: the
    /// fitted model must predict better than chance, and far better than the untrained one.
    #[test]
    fn mm_learns_to_prefer_the_moves_played() {
        let game = "(;GM[1]SZ[9];B[cc];W[gg];B[cd];W[gf];B[dc];W[fg];B[gc];W[cg];B[gd];W[ch])";
        let games: Vec<GameRecord> = (0..10).map(|_| sgf::read(game).unwrap()).collect();
        let shapes = harvest_shapes(&games, 2, 2);
        let dict = ShapeDictionary::new(&shapes);
        let data = Dataset::extract(&games, &dict, 2);
        assert_eq!(data.positions.len(), 100);
        let untrained = predict(&data, 1, |_| 1.0);
        let mut w = Weights::new(shapes.len(), ALL);
        let mut lls = Vec::new();
        w.fit(&data, 3, 2, |_, ll| lls.push(ll));
        assert!(
            lls.windows(2).all(|p| p[1] >= p[0] - 1e-9),
            "MM never lowers the likelihood: {lls:?}"
        );
        let trained = predict(&data, 2, |f| w.gamma(f));
        assert!(trained.top1_rate() > 0.5, "{trained:?}");
        assert!(trained.log_likelihood > untrained.log_likelihood + 1.0);
        // The file round trip keeps the strengths.
        let model = Model::from_bytes(&w.to_model(shapes).to_bytes()).unwrap();
        let again = predict(&data, 1, |f| model.gamma(f) as f64);
        assert_eq!(again.top1, trained.top1);
    }
}
