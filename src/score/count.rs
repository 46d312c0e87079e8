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

use super::dame;
use super::eyes;
use super::judge::counts_as_it_stands;
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
    /// True if nobody will fill the dame that are left: both players passed in succession (the
    /// game stopped), or the position was set up without a single move (a diagram, counted as
    /// it is given, as the rules' examples and KataGo's test positions are). False for a game
    /// judged before it stopped: a record that ends on a play, a count asked for mid-game.
    pub stopped: bool,
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
            stopped: true,
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
    /// Dame filled before a territory count, `[by black, by white]`.
    pub dame_filled: [u32; 2],
    /// Under area scoring, in a game that has not stopped: the dame between walls still to be
    /// played, `[black's, white's]`. Each is a point to whoever fills it and the players fill
    /// them in turn, so the player to move gets the odd one.
    pub dame_in_turn: [u32; 2],
    /// One line per stone that filling the dame made necessary.
    pub forced: Vec<String>,
    /// Points of territory those stones cost each player.
    pub forced_cost: [u32; 2],
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
        if self.dame_in_turn != [0; 2] {
            out.push(format!(
                "dame still to be filled in turn (the game has not stopped): black {} white {}",
                self.dame_in_turn[0], self.dame_in_turn[1]
            ));
        }
        if self.dame_filled != [0; 2] || !self.forced.is_empty() {
            out.push(format!(
                "dame filled before counting: black {} white {}",
                self.dame_filled[0], self.dame_filled[1]
            ));
            out.extend(self.forced.iter().cloned());
            out.push(pair("territory lost to necessary stones", self.forced_cost));
        }
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

fn living(status: Option<Status>) -> bool {
    matches!(status, Some(Status::Alive | Status::Seki))
}

fn regions(board: &Board, status: &[Option<Status>]) -> Vec<Region> {
    let mut seen = [false; MAX_POINTS];
    let mut out = Vec::new();
    for start in board.points() {
        if seen[start] || living(status[start]) {
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
                    Cell::Stone(c) if living(status[n]) => {
                        r.borders[c.index()] = true;
                        if status[n] == Some(Status::Seki) {
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

/// A region bordered by both colours that holds dead stones, cut into its empty parts and its
/// dead chains, so that a dead chain never turns a territory into dame by linking it to a dame
/// outside (GNU Go's `score.tst` game 13: White's whole area counted as dame, 33 dead stones left
/// on the board). Each empty part is bordered by the living stones around it and, for each dead
/// stone next to it, by that stone's opponent (the stone is the opponent's prisoner). A dead
/// chain next to a part that only its opponent borders is removed into that territory; any
/// other stays on the board, in a part of the dame.
fn split_at_dead_stones(board: &Board, status: &[Option<Status>], r: &Region) -> Vec<Region> {
    let mut part = vec![usize::MAX; MAX_POINTS];
    let mut out: Vec<Region> = Vec::new();
    for &start in &r.points {
        if board.cell(start) != Cell::Empty || part[start] != usize::MAX {
            continue;
        }
        let id = out.len();
        let mut piece = Region {
            points: vec![start],
            borders: [false; 2],
            seki: false,
            empty: 0,
            dead: [0; 2],
        };
        part[start] = id;
        let mut i = 0;
        while i < piece.points.len() {
            let p = piece.points[i];
            i += 1;
            piece.empty += 1;
            for n in board.neighbors(p) {
                match board.cell(n) {
                    Cell::Empty if part[n] == usize::MAX => {
                        part[n] = id;
                        piece.points.push(n);
                    }
                    Cell::Stone(c) if living(status[n]) => {
                        piece.borders[c.index()] = true;
                        piece.seki |= status[n] == Some(Status::Seki);
                    }
                    Cell::Stone(c) => piece.borders[c.opponent().index()] = true,
                    _ => {}
                }
            }
        }
        out.push(piece);
    }
    let empty_parts = out.len();
    for &start in &r.points {
        let Cell::Stone(c) = board.cell(start) else {
            continue;
        };
        if part[start] != usize::MAX {
            continue;
        }
        let stones = board.chain_stones(start);
        let mut taker = [false; 2];
        taker[c.opponent().index()] = true;
        let mut borders = [true; 2];
        let mut seki = false;
        for &s in &stones {
            part[s] = out.len();
            for n in board.neighbors(s) {
                if board.cell(n) == Cell::Empty
                    && part[n] < empty_parts
                    && out[part[n]].borders == taker
                {
                    borders = taker;
                    seki |= out[part[n]].seki;
                }
            }
        }
        let mut dead = [0; 2];
        dead[c.index()] = stones.len() as u32;
        out.push(Region {
            points: stones,
            borders,
            seki,
            empty: 0,
            dead,
        });
    }
    out
}

/// The board's regions counted under `rules`: the terms that depend on where the living stones
/// stand.
struct Tally {
    territory: [u32; 2],
    dead_removed: [u32; 2],
    dead_left: [u32; 2],
    seki_points: [u32; 2],
    dame: u32,
    /// Empty points of regions of dame between walls that no chain in seki borders: the dame
    /// the players fill at the end.
    fillable_dame: u32,
    /// Which points end up counted for whom (for the group tax).
    counted: Vec<Option<Color>>,
    /// Empty points of regions bordered by both colours.
    dame_points: Vec<bool>,
}

/// The regions as they are counted: a region bordered by both colours that holds dead stones
/// is cut at them ([`split_at_dead_stones`]).
fn pieces(board: &Board, status: &[Option<Status>]) -> Vec<Region> {
    let mut pieces = Vec::new();
    for r in regions(board, status) {
        if r.borders == [true, true] && r.dead != [0; 2] {
            pieces.extend(split_at_dead_stones(board, status, &r));
        } else {
            pieces.push(r);
        }
    }
    pieces
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

/// What every point that is not a living stone counts as on the board as it stands (indexed by
/// point; `None` for living stones and off-board points), as [`count`] counts it before any
/// dame filling: for drawing the judged board.
pub fn region_counts(board: &Board, j: &Judgement, rules: &Ruleset) -> Vec<Option<RegionCount>> {
    let mut out = vec![None; MAX_POINTS];
    for r in pieces(board, &statuses(board, j)) {
        let kind = region_count(&r, rules);
        for &p in &r.points {
            out[p] = Some(kind);
        }
    }
    out
}

fn tally(board: &Board, status: &[Option<Status>], rules: &Ruleset) -> Tally {
    let mut t = Tally {
        territory: [0; 2],
        dead_removed: [0; 2],
        dead_left: [0; 2],
        seki_points: [0; 2],
        dame: 0,
        fillable_dame: 0,
        counted: vec![None; MAX_POINTS],
        dame_points: vec![false; MAX_POINTS],
    };
    for r in pieces(board, status) {
        match region_count(&r, rules) {
            RegionCount::Territory(c) => {
                t.territory[c.index()] += r.points.len() as u32;
                t.dead_removed[c.index()] += r.dead[c.opponent().index()];
                t.dead_left[c.index()] += r.dead[c.index()];
                for &p in &r.points {
                    t.counted[p] = Some(c);
                }
            }
            RegionCount::SekiPoints(c) => {
                t.seki_points[c.index()] += r.empty;
                t.dead_left[0] += r.dead[0];
                t.dead_left[1] += r.dead[1];
            }
            RegionCount::Neutral => {
                t.dame += r.empty;
                t.dead_left[0] += r.dead[0];
                t.dead_left[1] += r.dead[1];
                if r.borders == [true, true] && is_a_boundary(board, &r) {
                    for &p in &r.points {
                        t.dame_points[p] = board.cell(p) == Cell::Empty;
                    }
                    if !r.seki {
                        t.fillable_dame += r.empty;
                    }
                }
            }
        }
    }
    t
}

/// True if every empty point of `r` touches a stone: a line of dame between walls, which the
/// players fill at the end. A region with points in the open is an unfinished border, which
/// filling would turn into a game of its own; it stays as it is.
fn is_a_boundary(board: &Board, r: &Region) -> bool {
    r.points.iter().all(|&p| {
        board.cell(p) != Cell::Empty
            || board
                .neighbors(p)
                .iter()
                .any(|&n| matches!(board.cell(n), Cell::Stone(_)))
    })
}

/// The status of every point of `board` as `j` judged it.
fn statuses(board: &Board, j: &Judgement) -> Vec<Option<Status>> {
    let mut out = vec![None; MAX_POINTS];
    for p in board.points() {
        out[p] = j.status(p);
    }
    out
}

/// Fills the dame (territory rules whose necessary stones cost a point) and counts the regions
/// of the board that results; else counts the board as it stands.
fn tally_after_dame(
    board: &Board,
    status: &[Option<Status>],
    facts: &GameFacts,
    rules: &Ruleset,
    b: &mut Breakdown,
) -> Tally {
    let before = tally(board, status, rules);
    b.dame = before.dame;
    if !(rules.forced_moves_cost && rules.scoring == Scoring::Territory) {
        return before;
    }
    let kinds = dame::PointKinds {
        owner: before.counted.clone(),
        dame: before.dame_points.clone(),
    };
    let started = std::time::Instant::now();
    let played = dame::play_out(board, status, &kinds, facts.to_move);
    log::debug!(
        "dame filled in {:.1} ms: {} and {} stones, {} necessary",
        started.elapsed().as_secs_f64() * 1000.0,
        played.filled[0],
        played.filled[1],
        played.forced.len()
    );
    let mut after = tally(&played.board, &played.status, rules);
    for c in [Color::Black, Color::White] {
        b.prisoners[c.index()] += played.captured[c.index()];
    }
    b.dame_filled = played.filled;
    for m in &played.forced {
        // A stone the rules do not ask for still stands on the played-out board: its point
        // is given back.
        let waived = waiver(board, status, rules, m);
        if m.in_territory && waived.is_some() {
            after.territory[m.color.index()] += 1;
        } else if m.in_territory {
            b.forced_cost[m.color.index()] += 1;
        }
        b.forced.push(forced_line(board, m, waived));
    }
    for &p in &played.unsaved {
        b.forced.push(format!(
            "{}: in atari once the dame are filled, and no move saves it",
            board.vertex(p)
        ));
    }
    after.dame = before.dame;
    after
}

/// Why the rules ask for no point for the forced move `m`, if they do not.
fn waiver(
    board: &Board,
    status: &[Option<Status>],
    rules: &Ruleset,
    m: &dame::ForcedMove,
) -> Option<&'static str> {
    if m.against_dead && !rules.moves_against_dead_cost {
        Some("not asked for against dead stones")
    } else if !rules.real_eye_connections_cost
        && m.captures == 0
        && !m.shortage
        && m.cause.is_some()
        && !eyes::is_false_among(board, m.point, m.color, |d| status[d] != Some(Status::Dead))
    {
        Some("a connection in the shape of a real eye")
    } else {
        None
    }
}

/// "K3: White must connect after dame at K4 (territory -1)".
fn forced_line(board: &Board, m: &dame::ForcedMove, waived: Option<&str>) -> String {
    let what = if m.shortage && m.captures == 0 {
        "add a stone".to_string()
    } else if m.captures > 0 {
        format!("capture {} stone(s)", m.captures)
    } else {
        "connect".to_string()
    };
    let why = match m.cause {
        _ if m.shortage => {
            " once the dame are filled, or the dead stones beside it win a race".to_string()
        }
        Some(d) => format!(" after dame at {}", board.vertex(d)),
        None => " (in atari when play stopped)".to_string(),
    };
    let cost = match waived {
        Some(why) if m.in_territory => format!(" ({why}: no cost)"),
        _ if m.in_territory => " (territory -1)".to_string(),
        _ => " (on a dame, no cost)".to_string(),
    };
    format!(
        "{}: {} must {what}{why}{cost}",
        board.vertex(m.point),
        match m.color {
            Color::Black => "Black",
            Color::White => "White",
        }
    )
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
        dame_filled: [0; 2],
        dame_in_turn: [0; 2],
        forced: Vec::new(),
        forced_cost: [0; 2],
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
    let status = statuses(board, j);
    let t = tally_after_dame(board, &status, facts, rules, &mut b);
    b.territory = t.territory;
    b.dead_removed = t.dead_removed;
    b.dead_left = t.dead_left;
    b.seki_points = t.seki_points;
    b.dame_in_turn = dame_in_turn(t.fillable_dame, facts, rules);
    let mut counted = t.counted;
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
    // A dame filled in turn is a point of area, or (equivalence scoring) the opponent's pass
    // stone, so it counts in both.
    let area = |b: &Breakdown, c: usize| (b.stones[c] + b.territory[c] + b.dame_in_turn[c]) as f32;
    let territory = |b: &Breakdown, c: usize| {
        let pass_stones = b.pass_stones[c] + b.dame_in_turn[c];
        (b.territory[c] + b.prisoners[c] + b.dead_removed[c] + pass_stones) as f32
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

/// Who fills the `fillable` dame of a game that has not stopped, `[black, white]`: under area
/// scoring each is a point to the player who fills it, and the players take them in turn from
/// the player to move (Fox's counts of unfinished games give the odd dame to the player to
/// move; KGS's counts of games stopped by two passes leave the dame to nobody). Nothing under
/// territory scoring, where a dame is worth nothing, nor where the board counts as it stands.
fn dame_in_turn(fillable: u32, facts: &GameFacts, rules: &Ruleset) -> [u32; 2] {
    if facts.stopped || rules.scoring != Scoring::Area || counts_as_it_stands(rules) {
        return [0; 2];
    }
    let mover = fillable.div_ceil(2);
    let mut out = [fillable - mover; 2];
    out[facts.to_move.index()] = mover;
    out
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::rules::preset;
    use crate::score::board_from_rows;

    /// Black's E5 stands in White's wall, touching the dame line (row 6) and White's area
    /// (rows 1-4); judged dead, it must not join the two into one region of dame.
    fn dead_stone_between_area_and_dame() -> (Board, Judgement) {
        let board = board_from_rows(&[
            ".........",
            ".........",
            "xxxxxxxxx",
            ".........",
            "ooooxoooo",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&board);
        j.set_chain(
            &board,
            board.point(Vertex::parse("E5").unwrap()),
            Status::Dead,
        );
        (board, j)
    }

    #[test]
    fn a_dead_chain_does_not_turn_a_territory_into_dame() {
        let (board, j) = dead_stone_between_area_and_dame();
        let b = count(
            &board,
            &j,
            &GameFacts::default(),
            &preset("chinese").unwrap(),
        );
        assert_eq!(b.territory, [18, 37]);
        assert_eq!(b.dame, 9);
        assert_eq!((b.dead_removed, b.dead_left), ([0, 1], [0, 0]));
        let b = count(
            &board,
            &j,
            &GameFacts::default(),
            &preset("japanese").unwrap(),
        );
        assert_eq!(b.territory, [18, 37]);
        assert_eq!(b.dame, 9);
        // Every dame is filled, some as connections the fills force on the dame line (no cost).
        let forced = b.forced.len() as u32;
        assert_eq!(b.dame_filled[0] + b.dame_filled[1] + forced, 9);
        assert_eq!(b.forced_cost, [0, 0], "{:?}", b.forced);
    }

    #[test]
    fn an_open_area_bordered_by_both_is_not_filled() {
        let board = board_from_rows(&[
            ".........",
            ".........",
            "xxxxxxxxx",
            ".........",
            ".........",
            ".........",
            ".........",
            "ooooooooo",
            ".........",
        ]);
        let j = Judgement::all_alive(&board);
        let b = count(
            &board,
            &j,
            &GameFacts::default(),
            &preset("japanese").unwrap(),
        );
        assert_eq!((b.territory, b.dame), ([18, 9], 36));
        assert_eq!(b.dame_filled, [0, 0]);
    }
}
