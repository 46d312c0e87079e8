//! The result of a playout under the game's rules: which differences between rulesets the
//! search's value needs (area or territory with prisoners, pass stones, group tax, komi with
//! handicap compensation, who wins a tie, whether dead stones must be captured), read once
//! from the [`Ruleset`] into a small [`Value`].

use crate::board::MAX_POINTS;
use crate::playout::Rng;
use crate::playout::board::{BLACK, EMPTY, PlayoutBoard, WHITE};
use crate::rules::{Ruleset, Scoring, Tax};

/// How a finished playout board is scored for Black.
#[derive(Clone, Copy, Debug)]
pub(super) struct Value {
    /// Komi plus the handicap compensation.
    komi: f32,
    /// Territory scoring without pass stones: prisoners count, so the difference in stones
    /// each side placed comes off Black's area lead.
    pub(super) territory: bool,
    /// Two points off per chain (stone scoring's group tax).
    group_tax: bool,
    /// Area scoring: a count of the board as it stands is checked against the playout.
    pub(super) area_terminal_check: bool,
    /// Area scoring where the board is counted as it stands after two passes (Tromp–Taylor):
    /// dead stones must be captured.
    needs_capture: bool,
    black_wins_ties: bool,
    /// The score's share of a playout's value (see [`ScoreShare`]).
    score: ScoreShare,
}

/// How much a playout's margin counts beside its win or loss. A search for the win alone
/// gives points back whenever it leads (every won line is worth the same), so its games end
/// within a point or two and one misread stone turns them; with a small share for the margin
/// it keeps a cushion, as Pachi's `val_scale` did. With probability `weight` a playout's
/// result is drawn as a win with probability ½ + ½·clamp(margin / `points`, −1, 1) instead of
/// its win or loss: the tree's statistics stay whole half-points and their mean is
/// (1 − weight)·win + weight·(½ + ½·clamp(margin / points)).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct ScoreShare {
    /// The share of the value the margin decides (0: the win alone).
    pub(super) weight: f32,
    /// The margin, in points, from which a bigger one counts no more.
    pub(super) points: f32,
}

impl Value {
    /// The value of playouts under `rules` with `komi` (compensation included).
    pub(super) fn new(rules: &Ruleset, komi: f32) -> Value {
        Value {
            komi,
            territory: rules.scoring == Scoring::Territory && !rules.pass_stones,
            group_tax: rules.tax == Tax::All,
            area_terminal_check: rules.scoring == Scoring::Area,
            needs_capture: rules.scoring == Scoring::Area && !rules.friendly_pass_ok,
            black_wins_ties: rules.black_wins_ties,
            score: ScoreShare::default(),
        }
    }

    /// The same value with `score` as the margin's share of a playout's result.
    pub(super) fn with_score_share(self, score: ScoreShare) -> Value {
        Value { score, ..self }
    }

    /// What comes off Black's area lead on `b` under territory scoring: the stones Black
    /// placed minus White's (area minus placed stones is territory plus prisoners).
    pub(super) fn territory_offset(&self, b: &PlayoutBoard) -> i32 {
        if self.territory {
            b.placed(BLACK) as i32 - b.placed(WHITE) as i32
        } else {
            0
        }
    }

    /// Black's margin in points on board `b` for an area difference and a territory offset:
    /// the lead less the group tax and komi (above 0 Black wins).
    pub(super) fn black_margin(
        &self,
        b: &PlayoutBoard,
        area_diff: i32,
        territory_offset: i32,
    ) -> f32 {
        let mut diff = area_diff - territory_offset;
        if self.group_tax {
            diff -= 2 * (b.chain_count(BLACK) as i32 - b.chain_count(WHITE) as i32);
        }
        diff as f32 - self.komi
    }

    /// Black's result in half points (2 win, 1 draw, 0 loss) on board `b` for an area difference
    /// and a territory offset.
    #[cfg(test)]
    fn black_result(&self, b: &PlayoutBoard, area_diff: i32, territory_offset: i32) -> u32 {
        self.result_of(self.black_margin(b, area_diff, territory_offset))
    }

    /// Black's result in half points for Black's `margin`, the win alone.
    pub(super) fn result_of(&self, margin: f32) -> u32 {
        if margin > 0.0 {
            2
        } else if margin < 0.0 {
            0
        } else if self.black_wins_ties {
            2
        } else {
            1
        }
    }

    /// How far Black's `margin` goes towards a win in the margin's share: ½ + ½·clamp(margin
    /// / points, −1, 1).
    fn margin_value(&self, margin: f32) -> f32 {
        0.5 + 0.5 * (margin / self.score.points.max(1.0)).clamp(-1.0, 1.0)
    }

    /// Black's result in half points for Black's `margin`, with the margin's share
    /// ([`ScoreShare`]) drawn from `rng`.
    pub(super) fn drawn_result(&self, margin: f32, rng: &mut Rng) -> u32 {
        let weight = self.score.weight;
        if weight <= 0.0 || !chance(rng, weight) {
            return self.result_of(margin);
        }
        if chance(rng, self.margin_value(margin)) {
            2
        } else {
            0
        }
    }

    /// Black's mean result (0 to 1) for Black's `margin`: what [`Value::drawn_result`] gives
    /// on average, in halves.
    pub(super) fn mean_result(&self, margin: f32) -> f32 {
        let weight = self.score.weight.max(0.0);
        (1.0 - weight) * self.result_of(margin) as f32 / 2.0 + weight * self.margin_value(margin)
    }

    /// Black's margin where both players passed, counted without a playout: the board as it
    /// stands under rules that need dead stones captured, else with dead stones removed by the
    /// ownership `status`. `None` without a status map.
    pub(super) fn counted_margin(&self, b: &PlayoutBoard, status: Option<&[i8]>) -> Option<f32> {
        if self.needs_capture {
            return Some(self.black_margin(b, b.plain_area_diff(), 0));
        }
        let status = status?;
        let off = self.territory_offset(b);
        Some(self.black_margin(b, judged_area_diff(b, status), off))
    }

    /// Black's result (half points, the win alone) where both players passed
    /// ([`Value::counted_margin`]).
    #[cfg(test)]
    fn counted(&self, b: &PlayoutBoard, status: Option<&[i8]>) -> Option<u32> {
        self.counted_margin(b, status).map(|m| self.result_of(m))
    }
}

/// True with probability `p` (0 to 1).
fn chance(rng: &mut Rng, p: f32) -> bool {
    (rng.below(1 << 16) as f32) < p * 65536.0
}

/// Who owns each point according to an ownership map (from −1 to 1): 1 for Black, −1 for
/// White where the playouts agreed most of the time, 0 elsewhere; `None` without a map for
/// this board size.
pub(super) fn point_status(ownership: &[f32], size: usize) -> Option<Vec<i8>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color::{Black, White};
    use crate::playout::board::test_position;
    use crate::rules::preset;

    /// Black: three stones in one chain and one apart (two chains); White: one stone. Black
    /// placed two stones more than White.
    fn board() -> PlayoutBoard {
        let stones = [(Black, "C3"), (White, "G7"), (Black, "C4"), (Black, "G3")];
        test_position(&stones, White).1
    }

    fn value(name: &str, komi: f32) -> Value {
        Value::new(&preset(name).unwrap(), komi)
    }

    #[test]
    fn area_scoring_counts_the_area_lead_against_komi() {
        let (v, b) = (value("chinese", 7.5), board());
        assert_eq!(v.territory_offset(&b), 0);
        assert_eq!(v.black_result(&b, 8, 0), 2);
        assert_eq!(v.black_result(&b, 7, 0), 0);
        // Without a status map a position where both passed is played out, not counted.
        assert_eq!(v.counted(&b, None), None);
    }

    /// Territory plus prisoners equals area minus the stones each side placed.
    #[test]
    fn territory_scoring_takes_off_the_stones_placed() {
        let (v, b) = (value("japanese", 6.5), board());
        assert_eq!(v.territory_offset(&b), 2);
        assert_eq!(v.black_result(&b, 8, v.territory_offset(&b)), 0);
        assert_eq!(v.black_result(&b, 9, v.territory_offset(&b)), 2);
    }

    /// With pass stones (AGA) territory and area counts agree: nothing comes off.
    #[test]
    fn pass_stones_make_territory_count_like_area() {
        let mut rules = preset("japanese").unwrap();
        rules.pass_stones = true;
        let (v, b) = (Value::new(&rules, 6.5), board());
        assert_eq!(v.territory_offset(&b), 0);
        assert_eq!(value("aga", 7.5).territory_offset(&b), 0);
        assert_eq!(v.black_result(&b, 7, 0), 2);
    }

    /// Stone scoring charges two points per chain: Black's two chains against White's one.
    #[test]
    fn stone_scoring_charges_a_group_tax() {
        let b = board();
        assert_eq!(value("stone-scoring", 0.5).black_result(&b, 2, 0), 0);
        assert_eq!(value("stone-scoring", 0.5).black_result(&b, 3, 0), 2);
        assert_eq!(value("chinese", 0.5).black_result(&b, 2, 0), 2);
    }

    /// A tie is a draw unless the rules give it to Black; Tromp–Taylor counts the board as it
    /// stands when both passed.
    #[test]
    fn ties_and_counting_as_it_stands() {
        let b = board();
        let mut rules = preset("chinese").unwrap();
        assert_eq!(Value::new(&rules, 5.0).black_result(&b, 5, 0), 1);
        rules.black_wins_ties = true;
        assert_eq!(Value::new(&rules, 5.0).black_result(&b, 5, 0), 2);
        let tt = value("tromp-taylor", 0.5);
        let counted = tt.counted(&b, None);
        assert_eq!(counted, Some(tt.black_result(&b, b.plain_area_diff(), 0)));
    }

    /// With a share for the margin, a playout's result follows its margin: all of it decides
    /// at weight 1, none at weight 0; a margin of `points` or more is always a win.
    #[test]
    fn the_score_share_draws_results_by_the_margin() {
        let b = board();
        let share = |weight| ScoreShare {
            weight,
            points: 10.0,
        };
        let v = value("chinese", 7.5).with_score_share(share(1.0));
        let mut rng = Rng::new(5);
        let mut wins = |v: &Value, diff: i32| {
            (0..4000)
                .map(|_| v.drawn_result(v.black_margin(&b, diff, 0), &mut rng))
                .sum::<u32>() as f32
                / 8000.0
        };
        // Black by 12.5, by 0.5 and behind by 12.5 (komi 7.5).
        assert_eq!(wins(&v, 20), 1.0);
        assert_eq!(wins(&v, -5), 0.0);
        let close = wins(&v, 8);
        assert!((0.47..0.58).contains(&close), "{close}");
        // A share of 0.2: a narrow win is a win four times in five, or a coin's toss.
        let v = value("chinese", 7.5).with_score_share(share(0.2));
        let narrow = wins(&v, 8);
        assert!((0.87..0.93).contains(&narrow), "{narrow}");
        assert!((v.mean_result(0.5) - 0.905).abs() < 1e-4);
        let v = value("chinese", 7.5);
        assert_eq!(wins(&v, 8), 1.0);
        assert_eq!(wins(&v, 7), 0.0);
        assert_eq!(v.mean_result(0.5), 1.0);
    }

    /// Dead stones by the status map count for the side that owns their points.
    #[test]
    fn a_status_map_removes_dead_stones() {
        let b = board();
        let status: Vec<i8> = (0..b.len())
            .map(|p| (b.color(p) != crate::playout::board::BORDER) as i8)
            .collect();
        let v = value("chinese", 7.5);
        // Every point Black's: 81 to 0.
        assert_eq!(judged_area_diff(&b, &status), 81);
        assert_eq!(v.counted(&b, Some(&status)), Some(2));
        assert_eq!(point_status(&[0.9, -0.9, 0.1], 9), None);
    }
}
