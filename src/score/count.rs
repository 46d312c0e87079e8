//! Counting a judged position under a ruleset, term by term.
//!
//! Every term of the count is a field of [`Breakdown`], so that a person can check the result by
//! hand ([`Breakdown::lines`]). The terms, per player:
//!
//! - **territory**: empty points (and the points of removed dead stones) in regions bordered by
//!   that player's living stones only. Under tax `Seki`/`All` a region bordered by a chain in
//!   seki is not territory (Japanese Article 8: eye points of seki groups are not territory);
//!   those points are reported as `seki points not counted`. Under territory scoring a region
//!   holding dead stones of the player around it (both sides dead, Japanese example 9) is
//!   nobody's territory, and its stones stay on the board.
//! - **stones**: living stones on the board (area scoring only).
//! - **prisoners**: opponent stones captured during the game (territory scoring only).
//! - **dead stones removed**: opponent stones judged dead inside that player's territory; they
//!   become prisoners under territory scoring and empty area under area scoring. Dead stones in
//!   a region that is nobody's territory (next to a seki or a dame) stay on the board and count
//!   for nobody (Japanese commentary on Article 10, diagram 17).
//! - **pass stones**: with equivalence scoring (AGA, Jasiek), every pass hands the opponent a
//!   prisoner, and White hands over one more if Black passed last. They change only the
//!   territory count, which then equals the area count (Jasiek's equivalence proof).
//! - **group tax**: under tax `All` (stone scoring), two points per independently living group.
//! - **komi**, **handicap compensation** (0, N or N−1 points to White), **first pass point**
//!   (WMSG: Black loses one point if White passed first), **button** (KataGo's half point to the
//!   first passer) and **black wins ties** (Ing).

use super::judgement::{Judgement, Status};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::rules::{Ruleset, Scoring, Tax};

/// What the count needs to know about the game besides the board.
#[derive(Clone, Debug, PartialEq)]
pub struct GameFacts {
    /// Stones of the opponent each player captured during the game, `[black, white]`.
    pub prisoners: [u32; 2],
    /// Passes each player made, `[black, white]`.
    pub passes: [u32; 2],
    pub first_pass: Option<Color>,
    /// True if White made the game's last move (so White need not add an extra pass).
    pub white_moved_last: bool,
    /// Handicap stones (for compensation).
    pub handicap: usize,
    pub komi: f32,
    pub to_move: Color,
}

impl Default for GameFacts {
    fn default() -> GameFacts {
        GameFacts {
            prisoners: [0; 2],
            passes: [0; 2],
            first_pass: None,
            white_moved_last: false,
            handicap: 0,
            komi: 0.0,
            to_move: Color::Black,
        }
    }
}

/// Every term of the count, per player `[black, white]` where it applies.
#[derive(Clone, Debug, PartialEq)]
pub struct Breakdown {
    pub rules: String,
    pub scoring: Scoring,
    pub territory: [u32; 2],
    /// Living stones on the board (alive and in seki).
    pub stones: [u32; 2],
    /// Opponent stones captured during the game.
    pub prisoners: [u32; 2],
    /// Opponent dead stones removed from this player's territory.
    pub dead_removed: [u32; 2],
    /// Dead stones that stay on the board because they are in nobody's territory.
    pub dead_left: [u32; 2],
    /// Pass stones received (the opponent's passes, plus White's extra pass for Black).
    pub pass_stones: [u32; 2],
    /// True if White made an extra pass at the end (equivalence scoring, Black passed last).
    pub white_extra_pass: bool,
    /// Points bordered by one player only that do not count because a chain around them is in
    /// seki (tax `Seki` or `All`).
    pub seki_points: [u32; 2],
    /// Empty points bordered by both players (dame, shared liberties of seki).
    pub dame: u32,
    /// Independently living groups and the tax they pay (tax `All`).
    pub groups: [u32; 2],
    pub group_tax: [u32; 2],
    pub komi: f32,
    pub handicap_stones: usize,
    pub handicap_compensation: f32,
    /// One point off Black's score because White passed first (WMSG).
    pub first_pass_point: f32,
    /// Half a point to the first passer, `[black, white]` (button Go).
    pub button: [f32; 2],
    pub black_wins_ties: bool,
    /// Totals, `[black, white]`, komi and every adjustment included.
    pub total: [f32; 2],
    /// Under equivalence scoring: the other count (territory when scoring by area), which must
    /// give the same difference.
    pub equivalent_lead: Option<f32>,
}

impl Breakdown {
    /// Black's lead after everything (negative: White leads).
    pub fn lead(&self) -> f32 {
        self.total[0] - self.total[1]
    }

    /// The winner, or `None` for a real draw.
    pub fn winner(&self) -> Option<Color> {
        let lead = self.lead();
        if lead > 0.0 || (lead == 0.0 && self.black_wins_ties) {
            Some(Color::Black)
        } else if lead < 0.0 {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The GTP result: `B+3.5`, `W+0.5`, `0` for a draw; `B+0` when Black wins a tie (Ing).
    pub fn result(&self) -> String {
        match self.winner() {
            Some(c) => format!("{}+{}", c.letter(), number(self.lead().abs())),
            None => "0".to_string(),
        }
    }

    /// One line per term, for `tengen-score_breakdown`.
    pub fn lines(&self) -> Vec<String> {
        let pair = |name: &str, v: [u32; 2]| format!("{name}: black {} white {}", v[0], v[1]);
        let mut out = vec![format!(
            "rules: {} ({} scoring)",
            self.rules,
            match self.scoring {
                Scoring::Area => "area",
                Scoring::Territory => "territory",
            }
        )];
        out.push(pair("territory", self.territory));
        out.push(format!(
            "stones: black {} white {}{}",
            self.stones[0],
            self.stones[1],
            if self.scoring == Scoring::Area {
                ""
            } else {
                " (not counted)"
            }
        ));
        out.push(format!(
            "prisoners: black {} white {}{}",
            self.prisoners[0],
            self.prisoners[1],
            if self.scoring == Scoring::Territory {
                ""
            } else {
                " (not counted)"
            }
        ));
        out.push(pair("dead stones removed", self.dead_removed));
        out.push(pair("dead stones left on the board", self.dead_left));
        out.push(format!(
            "pass stones: black {} white {}{}",
            self.pass_stones[0],
            self.pass_stones[1],
            if self.white_extra_pass {
                " (including White's extra last pass)"
            } else {
                ""
            }
        ));
        out.push(pair("seki points not counted", self.seki_points));
        out.push(format!("dame: {}", self.dame));
        out.push(format!(
            "group tax: black {} white {} ({} and {} groups)",
            self.group_tax[0], self.group_tax[1], self.groups[0], self.groups[1]
        ));
        out.push(format!("komi: {}", number(self.komi)));
        out.push(format!(
            "handicap compensation: {} ({} stones)",
            number(self.handicap_compensation),
            self.handicap_stones
        ));
        out.push(format!(
            "first pass point: {}",
            number(self.first_pass_point)
        ));
        if self.button != [0.0; 2] {
            out.push(format!(
                "button: black {} white {}",
                number(self.button[0]),
                number(self.button[1])
            ));
        }
        if self.black_wins_ties {
            out.push("ties: black wins".to_string());
        }
        out.push(format!(
            "total: black {} white {}",
            number(self.total[0]),
            number(self.total[1])
        ));
        if let Some(e) = self.equivalent_lead {
            out.push(format!(
                "equivalent {} count: {}",
                match self.scoring {
                    Scoring::Area => "territory",
                    Scoring::Territory => "area",
                },
                super::result_string(e)
            ));
        }
        out.push(format!("result: {}", self.result()));
        out
    }
}

/// `3`, `3.5`, `-0.5`: no trailing `.0`.
pub fn number(x: f32) -> String {
    if x.fract() == 0.0 {
        format!("{x:.0}")
    } else {
        format!("{x}")
    }
}

/// A region of points that are not living stones: empty points and dead stones.
struct Region {
    points: Vec<Point>,
    /// Colours of living stones around it.
    borders: [bool; 2],
    /// True if a chain in seki borders it.
    seki: bool,
    empty: u32,
    dead: [u32; 2],
}

fn regions(board: &Board, j: &Judgement) -> Vec<Region> {
    let live = |p: Point| matches!(j.status(p), Some(Status::Alive) | Some(Status::Seki));
    let mut seen = [false; MAX_POINTS];
    let mut out = Vec::new();
    for start in board.points() {
        if seen[start] || live(start) {
            continue;
        }
        let mut points = vec![start];
        seen[start] = true;
        let mut r = Region {
            points: Vec::new(),
            borders: [false; 2],
            seki: false,
            empty: 0,
            dead: [0; 2],
        };
        let mut i = 0;
        while i < points.len() {
            let p = points[i];
            i += 1;
            match board.cell(p) {
                Cell::Stone(c) => r.dead[c.index()] += 1,
                _ => r.empty += 1,
            }
            for n in board.neighbors(p) {
                match board.cell(n) {
                    Cell::Border => {}
                    Cell::Stone(c) if live(n) => {
                        r.borders[c.index()] = true;
                        if j.status(n) == Some(Status::Seki) {
                            r.seki = true;
                        }
                    }
                    _ if !seen[n] => {
                        seen[n] = true;
                        points.push(n);
                    }
                    _ => {}
                }
            }
        }
        r.points = points;
        out.push(r);
    }
    out
}

/// What a region of empty points and dead stones counts as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionCount {
    /// That player's territory.
    Territory(Color),
    /// Bordered by that player only, but not counted because a chain around it is in seki
    /// (tax `Seki` or `All`).
    SekiPoints(Color),
    /// Nobody's: dame, shared liberties, or dead stones of both sides.
    Neutral,
}

fn region_count(r: &Region, rules: &Ruleset) -> RegionCount {
    let owner = match r.borders {
        [true, false] => Color::Black,
        [false, true] => Color::White,
        _ => return RegionCount::Neutral,
    };
    // Japanese example 9: a region holding dead stones of the player around it (both sides
    // dead, as in a direct ko neither can win) is nobody's territory under territory scoring,
    // and the stones in it cannot be removed.
    if r.dead[owner.index()] > 0 && rules.scoring == Scoring::Territory {
        RegionCount::Neutral
    } else if r.seki && rules.tax != Tax::None {
        RegionCount::SekiPoints(owner)
    } else {
        RegionCount::Territory(owner)
    }
}

/// What every point that is not a living stone counts as (indexed by point; `None` for living
/// stones and off-board points), as [`count`] counts it: for drawing the judged board.
pub fn region_counts(board: &Board, j: &Judgement, rules: &Ruleset) -> Vec<Option<RegionCount>> {
    let mut out = vec![None; MAX_POINTS];
    for r in regions(board, j) {
        let kind = region_count(&r, rules);
        for &p in &r.points {
            out[p] = Some(kind);
        }
    }
    out
}

/// Counts `board`, judged by `j`, under `rules`.
pub fn count(board: &Board, j: &Judgement, facts: &GameFacts, rules: &Ruleset) -> Breakdown {
    let mut b = Breakdown {
        rules: rules.name.clone(),
        scoring: rules.scoring,
        territory: [0; 2],
        stones: [0; 2],
        prisoners: facts.prisoners,
        dead_removed: [0; 2],
        dead_left: [0; 2],
        pass_stones: [0; 2],
        white_extra_pass: false,
        seki_points: [0; 2],
        dame: 0,
        groups: [0; 2],
        group_tax: [0; 2],
        komi: facts.komi,
        handicap_stones: facts.handicap,
        handicap_compensation: rules.handicap_compensation.points(facts.handicap),
        first_pass_point: 0.0,
        button: [0.0; 2],
        black_wins_ties: rules.black_wins_ties,
        total: [0.0; 2],
        equivalent_lead: None,
    };
    for p in board.points() {
        if let (Cell::Stone(c), Some(Status::Alive | Status::Seki)) = (board.cell(p), j.status(p)) {
            b.stones[c.index()] += 1;
        }
    }
    // Which points end up counted for whom (for the group tax).
    let mut counted = vec![None::<Color>; MAX_POINTS];
    for r in regions(board, j) {
        match region_count(&r, rules) {
            RegionCount::Territory(c) => {
                let size = r.points.len() as u32;
                b.territory[c.index()] += size;
                b.dead_removed[c.index()] += r.dead[c.opponent().index()];
                b.dead_left[c.index()] += r.dead[c.index()];
                for &p in &r.points {
                    counted[p] = Some(c);
                }
            }
            RegionCount::SekiPoints(c) => {
                b.seki_points[c.index()] += r.empty;
                b.dead_left[0] += r.dead[0];
                b.dead_left[1] += r.dead[1];
            }
            RegionCount::Neutral => {
                b.dame += r.empty;
                b.dead_left[0] += r.dead[0];
                b.dead_left[1] += r.dead[1];
            }
        }
    }
    // Under area scoring a region owned by a colour may hold dead stones of that colour too
    // (both sides dead in a direct ko): the owner wins it in play, so it counts as the owner's
    // area and those stones are reported as left on the board.
    if rules.tax == Tax::All {
        for p in board.points() {
            if let (Cell::Stone(c), Some(Status::Alive)) = (board.cell(p), j.status(p)) {
                counted[p] = Some(c);
            }
        }
        b.groups = count_groups(board, &counted);
        b.group_tax = [2 * b.groups[0], 2 * b.groups[1]];
    }
    if rules.pass_stones {
        b.pass_stones = [facts.passes[1], facts.passes[0]];
        if rules.white_passes_last && !facts.white_moved_last {
            b.white_extra_pass = true;
            b.pass_stones[0] += 1;
        }
    }
    if rules.first_pass_point && facts.first_pass == Some(Color::White) {
        b.first_pass_point = 1.0;
    }
    if rules.has_button {
        let taker = facts.first_pass.unwrap_or(facts.to_move);
        b.button[taker.index()] = 0.5;
    }
    let area = |b: &Breakdown, c: usize| (b.stones[c] + b.territory[c]) as f32;
    let territory = |b: &Breakdown, c: usize| {
        (b.territory[c] + b.prisoners[c] + b.dead_removed[c] + b.pass_stones[c]) as f32
    };
    let adjust = |b: &Breakdown, raw: [f32; 2]| {
        [
            raw[0] - b.group_tax[0] as f32 - b.first_pass_point + b.button[0],
            raw[1] - b.group_tax[1] as f32 + b.komi + b.handicap_compensation + b.button[1],
        ]
    };
    let (main, other) = match rules.scoring {
        Scoring::Area => (
            [area(&b, 0), area(&b, 1)],
            [territory(&b, 0), territory(&b, 1)],
        ),
        Scoring::Territory => (
            [territory(&b, 0), territory(&b, 1)],
            [area(&b, 0), area(&b, 1)],
        ),
    };
    b.total = adjust(&b, main);
    if rules.pass_stones {
        // Equivalence: the other count, with the handicap term as each count defines it (area
        // counting charges the handicap stones, territory counting does not).
        let t = adjust(&b, other);
        let h = b.handicap_compensation;
        let lead = match rules.scoring {
            Scoring::Area => (t[0] - t[1]) + h,
            Scoring::Territory => (t[0] - t[1]) - h,
        };
        b.equivalent_lead = Some(lead);
    }
    b
}

/// Independently living groups of each colour: connected sets of counted points (living stones
/// not in seki and their territory).
fn count_groups(board: &Board, counted: &[Option<Color>]) -> [u32; 2] {
    let mut seen = [false; MAX_POINTS];
    let mut groups = [0; 2];
    for start in board.points() {
        let Some(c) = counted[start] else { continue };
        if seen[start] {
            continue;
        }
        groups[c.index()] += 1;
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            for n in board.neighbors(p) {
                if board.cell(n) != Cell::Border && !seen[n] && counted[n] == Some(c) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
    }
    groups
}
