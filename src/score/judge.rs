//! Life and death at the end of a game: which stones are alive, dead, or alive in seki.
//!
//! The judgement combines, in this order:
//!
//! 1. **Unconditional life** (Benson's algorithm, [`pass_alive`](super::benson::pass_alive)) under the ruleset's suicide
//!    rule: chains that cannot be captured even if their owner passes for ever, and opponent
//!    stones in their small enclosed regions (pass-dead). With multi-stone suicide legal, a
//!    region holding opponent stones can be emptied by a suicide, so every point of it must be
//!    a liberty of the chain for the region to count as vital (KataGo's rule; position P12).
//! 2. **Playouts** from the final position ([`crate::playout::ownership`]): each side plays random legal moves
//!    that neither fill its own eye nor put a chain of two or more stones into atari (so seki
//!    survive the playouts), inside the unsettled part of the board only, half the playouts
//!    with each side starting. A chain is dead when the opponent owns its points at the end of
//!    most playouts. The player's heavy playouts ([`Playouts::Policy`]: captures, escapes,
//!    shape) give a second opinion: a chain they clearly lose is dead too, unless it shares a
//!    liberty with a short-of-liberties opponent chain (a possible seki, which they break).
//!    Two readings overrule a dead verdict: a group one move from unconditional life whatever
//!    the opponent plays first lives ([`super::one_move`]), and so does a group that shares an
//!    eye space of its own colour with a living group once the opponent's dead stones are off.
//!    One reading overrules an alive verdict: a group shut in by safe opponent chains whose eye
//!    spaces make at most one eye when the opponent moves first (a nakade shape, a false eye)
//!    is dead ([`super::eye_space`]); the playouts, which alternate who moves first, keep it
//!    whenever its owner takes the vital point first.
//! 3. **Local solving** of capturing races (two chains short of liberties, or a cluster of
//!    several joined by shared liberties) and of small regions enclosed by chains alive beyond
//!    doubt, or by them and the open territory of one colour that a few outside liberties face
//!    ([`super::solver`]): the stones in such a region are read out exactly, each colour with its
//!    opponent moving first. Under Japanese-style rules the search uses the confirmation-phase
//!    ko rule of Article 7 clause 2 (a ko may be retaken only after a pass for that ko), which
//!    kills bent four in the corner whatever the ko threats; under the other rules a ko is won
//!    by the side that takes it first, unless the board holds an uneliminable ko threat (a
//!    double-ko seki), when every ko can be retaken.
//! 4. **Seki**: dead-looking stones inside a group's only eye that the group cannot take without
//!    leaving itself a nakade shape are in seki with it ([`super::nakade_seki`]); then, with the
//!    dead stones taken off, an empty point bordered by both colours where
//!    neither side can play without capturing or putting its own chain into atari is a shared
//!    liberty of a seki; the living chains next to it are in seki, and their eye points are not
//!    territory under the Japanese tax (Article 8). Other dame are neutral points that the
//!    players fill when they confirm the result (Japanese commentary on Article 9).
//!
//! Under area rules where dead stones must be captured before the end (`friendly_pass_ok ==
//! false`, Tromp-Taylor), steps 2 and 3 are skipped: the board counts as it stands, pass-dead stones
//! excepted, exactly as KataGo's strict count does.

use super::benson::{Chain, Chains, pass_alive};
use super::double_ko::KoBonds;
use super::eye_space::{self, Surroundings};
use super::eyes::Groups;
use super::judgement::{Judgement, Status};
use super::one_move;
use super::race_count;
use super::solver::{self, ClusterReach};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::playout::Rng;
use crate::playout::ownership::{Estimator, First, Playouts};
use crate::playout::policy::Policy;
use crate::rules::{Ruleset, Scoring};

/// The empty points within distance 2 of the chain.
fn surroundings(board: &Board, chain: &Chain) -> Vec<Point> {
    let mut seen = vec![false; MAX_POINTS];
    let mut ring: Vec<Point> = chain.stones.clone();
    ring.iter().for_each(|&p| seen[p] = true);
    let mut out = Vec::new();
    for _ in 0..2 {
        let mut next = Vec::new();
        for &p in &ring {
            for n in board.neighbors(p) {
                if board.cell(n) == Cell::Empty && !seen[n] {
                    seen[n] = true;
                    next.push(n);
                    out.push(n);
                }
            }
        }
        ring = next;
    }
    out
}

/// True if the chain shares a liberty with an opponent chain short of liberties
/// ([`short_of_liberties`]) that it cannot fill without putting itself into atari, or is in a
/// race with one that neither wins by the count ([`race_count`]): the two may be bound in a
/// seki, which the heavy playouts would break. A shared liberty the chain fills safely binds
/// nothing: the opponent's chain is then the one short of liberties (White's lone stone between
/// two liberties of Black's six-liberty edge group, in a KGS game where the group had one eye
/// and was dead, kept the playouts' verdict out).
fn may_be_in_seki(board: &Board, chains: &Chains, groups: &Groups, chain: &Chain) -> bool {
    chains.list.iter().enumerate().any(|(i, other)| {
        other.color != chain.color
            && other.liberties.iter().any(|&l| {
                chain.liberties.contains(&l) && fills_into_atari(board, chain.color, l, other)
            })
            && short_of_liberties(board, chains, i)
    }) || unapproachable(board, chain)
        || race_count::in_seki_with(board, chains, groups, chain.stones[0], |_| true)
}

/// True if `color` filling the empty point `l`, a liberty it shares with the opponent chain
/// `partner`, captures nothing and leaves its stones there with at most one liberty that lasts:
/// another liberty shared with the partner, or an eye (a point only its stones border). Other
/// liberties face the opponent's side, which fills them from there in time.
fn fills_into_atari(board: &Board, color: Color, l: Point, partner: &Chain) -> bool {
    if board.preview(color, l).captures > 0 {
        return false;
    }
    let mut after = board.clone();
    after.play(color, l);
    let lasting = after
        .liberty_points(l)
        .iter()
        .filter(|&&x| partner.liberties.contains(&x) || after.bordered_only_by(color, x))
        .count();
    lasting <= 1
}

/// True if the opponent cannot fill any liberty of the chain without putting one of its chains
/// there into atari (capturing nothing): the chain cannot be approached, as in a seki where it
/// shares its liberties with an opponent group that has one eye besides them (Black's two
/// stones between White's chains in a KGS game, whose eye [`short_of_liberties`] counts as a
/// liberty of theirs). A lone stone played into atari does not count: the opponent may first
/// fill the liberties around that point (White's dead stones scattered in Black's area).
fn unapproachable(board: &Board, chain: &Chain) -> bool {
    let opponent = chain.color.opponent();
    chain.liberties.iter().all(|&l| {
        let pv = board.preview(opponent, l);
        let joins = board
            .neighbors(l)
            .iter()
            .any(|&n| board.cell(n) == Cell::Stone(opponent));
        joins && pv.captures == 0 && pv.suicide == 0 && board.liberties_after(opponent, l, 2) <= 1
    })
}

/// True if chain `i` may be a short-of-liberties partner in a seki: together with the chains of
/// its colour it connects to through points only its colour borders (which the opponent cannot
/// cut at once), it has at most two liberties, and it is not a chain in atari that the opponent
/// can take at once and keep two liberties (that capture is always there to play: a chain in
/// atari binds nobody in a seki, unless taking it is a snapback). Counting one chain alone, a
/// stone tied to a living group by such a point (Black B9 beside C9 in a level-1 GNU Go game,
/// results/scorecheck/9x9-024.sgf) or a lone stone in atari (D18 in 19x19-003.sgf) made the
/// dead group beside it look like a seki and kept the heavy playouts' verdict out.
fn short_of_liberties(board: &Board, chains: &Chains, i: usize) -> bool {
    let Some((unit, liberties)) = unit_liberties(board, chains, i, 2) else {
        return false;
    };
    let color = chains.list[i].color;
    let in_atari_for_nothing =
        liberties.len() == 1 && safe_take(board, color.opponent(), liberties[0]);
    !in_atari_for_nothing && !connects_out(board, chains, color, &unit, &liberties)
}

/// Chain `i` together with the chains of its colour it connects to through points only its
/// colour borders (which the opponent cannot cut at once), and their liberties; `None` if they
/// have more than `limit`.
fn unit_liberties(
    board: &Board,
    chains: &Chains,
    i: usize,
    limit: usize,
) -> Option<(Vec<usize>, Vec<Point>)> {
    let color = chains.list[i].color;
    let (mut unit, mut liberties, mut k) = (vec![i], Vec::new(), 0);
    while k < unit.len() {
        for &l in &chains.list[unit[k]].liberties {
            if !liberties.contains(&l) {
                liberties.push(l);
            }
            if liberties.len() > limit {
                return None;
            }
            if !board.bordered_only_by(color, l) {
                continue;
            }
            for n in board.neighbors(l) {
                if board.cell(n) != Cell::Border && !unit.contains(&chains.id[n]) {
                    unit.push(chains.id[n]);
                }
            }
        }
        k += 1;
    }
    Some((unit, liberties))
}

/// True if the unit joins another chain of its colour by filling one of its liberties and then
/// has three liberties: it connects out (cutting stones with two liberties, one of them beside
/// their own wall, bind no hopeless invasion next to them in a seki).
fn connects_out(
    board: &Board,
    chains: &Chains,
    color: Color,
    unit: &[usize],
    liberties: &[Point],
) -> bool {
    liberties.iter().any(|&l| {
        let pv = board.preview(color, l);
        pv.suicide == 0
            && board
                .neighbors(l)
                .iter()
                .any(|&n| board.cell(n) == Cell::Stone(color) && !unit.contains(&chains.id[n]))
            && board.liberties_after(color, l, 3) >= 3
    })
}

/// Mean heavy-playout ownership below which a chain not bound in a seki is dead even if the
/// uniform playouts keep it (a weak group in the opponent's framework).
const HEAVY_DEAD: f32 = -0.3;

/// Mean uniform-playout ownership below which a group counts as weak (see [`group_is_dead`]).
const WEAK: f32 = 0.5;

/// Playouts to run for a board of `size`: about a second's work at most on 19×19.
pub fn default_playouts(size: usize) -> usize {
    match size {
        0..=9 => 1000,
        10..=13 => 600,
        _ => 300,
    }
}

/// The judge's ownership estimate of `board`: `count` playouts of the given kind, half started
/// by each colour (nobody is to move in a finished game).
pub fn playout_ownership<'a>(board: &Board, playouts: Playouts<'a>, count: usize) -> Estimator<'a> {
    Estimator {
        playouts,
        count,
        first: First::Alternate,
        max_moves: 3 * board.size() * board.size() + 50,
    }
}

/// Judges every stone of `board` under `rules`.
pub fn judge(board: &Board, rules: &Ruleset) -> Judgement {
    judge_with(board, rules, default_playouts(board.size()))
}

/// [`judge`] with a chosen number of playouts.
pub fn judge_with(board: &Board, rules: &Ruleset, playouts: usize) -> Judgement {
    let suicide = rules.multi_stone_suicide;
    solver::start_judgement();
    let mut j = Judgement::all_alive(board);
    let benson = [
        pass_alive(board, Color::Black, suicide),
        pass_alive(board, Color::White, suicide),
    ];
    // Pass-dead stones: opponent stones in a small region enclosed by pass-alive chains.
    let mut frozen = vec![false; MAX_POINTS];
    let mut start = board.clone();
    let mut removed_any = false;
    for p in board.points() {
        for c in [Color::Black, Color::White] {
            let b = &benson[c.index()];
            if b.alive[p] || b.territory[p] {
                frozen[p] = true;
            }
            if b.territory[p] && board.cell(p) == Cell::Stone(c.opponent()) {
                j.status[p] = Some(Status::Dead);
                removed_any = true;
            }
        }
    }
    if counts_as_it_stands(rules) {
        // Tromp-Taylor style: the board is counted as it stands, dead stones had to be captured
        // before the game ended. Only pass-dead stones go (as in KataGo's strict count).
        j.notes.push(format!(
            "{}: stones count as they stand (no agreement on dead stones); only pass-dead stones are removed",
            rules.name
        ));
        mark_seki(board, &mut j);
        return j;
    }
    if removed_any {
        start = without(board, |p| j.status[p] == Some(Status::Dead));
    }
    // Playouts over the unsettled part of the board.
    let seed = board.hash() ^ 0x5EED;
    let clock = std::time::Instant::now();
    let open: Vec<bool> = frozen.iter().map(|&f| !f).collect();
    let own = playout_ownership(
        &start,
        Playouts::Sensible {
            region: Some(&open),
        },
        playouts,
    )
    .estimate(&start, &mut Rng::new(seed));
    let heavy = playout_ownership(&start, Playouts::Policy(Policy::JUDGE), playouts)
        .estimate(&start, &mut Rng::new(seed ^ 0xBEEF));
    log::debug!("playouts: {:?}", clock.elapsed());
    j.ownership = own.clone();
    let chains = Chains::new(board);
    let mut dead_groups: Vec<Vec<Point>> = Vec::new();
    let eyes = Groups::new(&start);
    for group in groups(board, &chains) {
        let p0 = chains.list[group[0]].stones[0];
        let color = chains.list[group[0]].color;
        if j.status[p0] == Some(Status::Dead) || benson[color.index()].alive[p0] {
            continue;
        }
        if group_is_dead(board, &chains, &eyes, &group, &own, &heavy) {
            let stones: Vec<Point> = group
                .iter()
                .flat_map(|&c| chains.list[c].stones.iter().copied())
                .collect();
            let t = std::time::Instant::now();
            let lives = one_move::lives_whatever_is_played(&start, &stones, color, suicide);
            log::debug!(
                "one move from life {}: {lives} in {:?}",
                board.vertex(stones[0]),
                t.elapsed()
            );
            if lives {
                j.notes.push(format!(
                    "{}: alive, one move from unconditional life whatever the opponent plays first",
                    board.vertex(first_stone(board, &stones))
                ));
                continue;
            }
            let group = without_chains_living_alone(board, &start, &chains, group, suicide, &mut j);
            if group.is_empty() {
                continue;
            }
            let stones: Vec<Point> = group
                .iter()
                .flat_map(|&c| chains.list[c].stones.iter().copied())
                .collect();
            stones
                .iter()
                .for_each(|&s| j.status[s] = Some(Status::Dead));
            j.notes
                .push(dead_group_note(board, &chains, &group, &eyes, &own));
            dead_groups.push(stones);
        }
    }
    let shut_in = ShutIn {
        board,
        chains: &chains,
        benson: &benson,
        start: &start,
        suicide,
    };
    shut_in.kill_until_settled(None, &mut dead_groups, &mut j);
    revive_joined_to_living(board, &mut dead_groups, &own, &mut j);
    revive_in_own_area(board, &dead_groups, &mut j);
    // Capturing races between chains short of liberties that no wall encloses (mutual ko).
    log::debug!("groups judged: {:?}", clock.elapsed());
    solver::settle_races(board, rules, &benson, &mut j);
    solver::settle_cluster_races(board, rules, &benson, &mut j, ClusterReach::Short);
    // A group shut in by a chain that the races' reading put in a seki it cannot reach.
    let read_seki: Vec<bool> = j.status.iter().map(|&s| s == Some(Status::Seki)).collect();
    if read_seki.contains(&true) {
        shut_in.kill_until_settled(Some(&read_seki), &mut dead_groups, &mut j);
    }
    // Exact reading of small enclosed regions (bent four, nakade, kos, seki in the corner).
    solver::settle_small_regions(board, rules, &benson, &mut j);
    solver::settle_cluster_races(board, rules, &benson, &mut j, ClusterReach::Wide);
    log::debug!("regions read: {:?}", clock.elapsed());
    super::nakade_seki::settle(board, &mut j);
    super::seki::settle(board, &mut j);
    mark_seki(board, &mut j);
    log::debug!("seki marked: {:?}", clock.elapsed());
    j
}

/// The chains of a dead-looking `group` without those that are one move from unconditional
/// life on their own whatever the opponent plays first, which stay alive (with a note). A
/// group joins chains across the gaps between them, so a living chain with an eye space of
/// its own can be grouped with weak stones around it whose share of the playouts drags the
/// group's mean down: a KGS game's 32-stone White chain closing a four-point zigzag eye space
/// was called dead with the eyeless chains it was grouped with, 105 points off the count.
fn without_chains_living_alone(
    board: &Board,
    start: &Board,
    chains: &Chains,
    group: Vec<usize>,
    suicide: bool,
    j: &mut Judgement,
) -> Vec<usize> {
    if group.len() < 2 {
        return group;
    }
    let color = chains.list[group[0]].color;
    group
        .into_iter()
        .filter(|&c| {
            let stones = &chains.list[c].stones;
            let lives = one_move::lives_whatever_is_played(start, stones, color, suicide);
            if lives {
                j.notes.push(format!(
                    "{}: alive on its own, one move from unconditional life whatever the opponent plays first; the stones grouped with it are judged without it",
                    board.vertex(first_stone(board, stones))
                ));
            }
            !lives
        })
        .collect()
}

/// What [`ShutIn::kill_until_settled`] reads on: the board as played, its chains, Benson's
/// life, the board without pass-dead stones and the suicide rule.
struct ShutIn<'a> {
    board: &'a Board,
    chains: &'a Chains,
    benson: &'a [super::benson::PassAlive; 2],
    start: &'a Board,
    suicide: bool,
}

impl ShutIn<'_> {
    /// Kills the groups the playouts keep alive that the eye-space reading ([`eye_space`])
    /// finds shut in by safe opponent chains with at most one eye when the opponent moves
    /// first: dead, with the reading's note. The playouts alternate who moves first, so they keep a group whose only
    /// eye space is a nakade shape whenever its owner happens to take the vital point first. A
    /// group one move from unconditional life whatever the opponent plays first stays alive.
    /// A group found dead changes its neighbours' surroundings (the chains around it gain its
    /// points), so the reading is repeated, a few times at most, while groups die. With
    /// `read_seki` (stones the races' reading put in a seki), such a chain counts as safe for a
    /// group that does not touch its liberties.
    fn kill_until_settled(
        &self,
        read_seki: Option<&[bool]>,
        dead_groups: &mut Vec<Vec<Point>>,
        j: &mut Judgement,
    ) {
        for _ in 0..3 {
            let before = dead_groups.len();
            self.kill_shut_in_one_eyed(read_seki, dead_groups, j);
            if dead_groups.len() == before {
                break;
            }
        }
    }

    /// One pass of [`ShutIn::kill_until_settled`].
    fn kill_shut_in_one_eyed(
        &self,
        read_seki: Option<&[bool]>,
        dead_groups: &mut Vec<Vec<Point>>,
        j: &mut Judgement,
    ) {
        let (board, chains, benson) = (self.board, self.chains, self.benson);
        let settled = without(board, |p| j.status[p] == Some(Status::Dead));
        let settled_chains = Chains::new(&settled);
        let settled_groups = Groups::new(&settled);
        let ownership = j.ownership.clone();
        let around = Surroundings {
            board: &settled,
            played: board,
            chains: &settled_chains,
            groups: &settled_groups,
            pass_alive: benson,
            read_seki,
            ownership: Some(&ownership),
        };
        for group in groups(board, chains) {
            let p0 = chains.list[group[0]].stones[0];
            let color = chains.list[group[0]].color;
            if j.status[p0] == Some(Status::Dead) || benson[color.index()].alive[p0] {
                continue;
            }
            let stones: Vec<Point> = group
                .iter()
                .flat_map(|&c| chains.list[c].stones.iter().copied())
                .collect();
            let name = first_stone(board, &stones);
            let note = match eye_space::one_eyed_and_shut_in(&around, &stones, color, name) {
                Ok(note) => note,
                Err(why) => {
                    note_weak_left_alive(board, &stones, color, &why, j);
                    continue;
                }
            };
            if one_move::lives_whatever_is_played(self.start, &stones, color, self.suicide) {
                continue;
            }
            stones
                .iter()
                .for_each(|&s| j.status[s] = Some(Status::Dead));
            j.notes.push(note);
            dead_groups.push(stones);
        }
    }
}

/// Says why a group the playouts kept in few more than half of them (mean ownership below
/// [`WEAK`]) is left to them: the eye-space reading that could have killed it was not plain (the
/// 22-stone group of a GNU Go game with one eye and a seven-point gap along the edge, whose
/// life depends on who moves first there: kept in 66% of the playouts, and left alive).
fn note_weak_left_alive(
    board: &Board,
    stones: &[Point],
    color: Color,
    why: &str,
    j: &mut Judgement,
) {
    let sign = if color == Color::Black { 1.0 } else { -1.0 };
    let mean = stones.iter().map(|&s| j.ownership[s] * sign).sum::<f32>() / stones.len() as f32;
    if mean >= WEAK {
        return;
    }
    let kept = ((mean + 1.0) * 50.0).round();
    let note = format!(
        "{}: left to the playouts, which keep it in {kept}% of them; the eye-space reading is not plain ({why})",
        board.vertex(first_stone(board, stones))
    );
    // The reading is repeated while groups die: one note per group and reason.
    if !j.notes.contains(&note) {
        j.notes.push(note);
    }
}

/// Groups the playouts called dead that, once the opponent's dead stones are off the board,
/// share an eye or an eye space of their own colour with a living chain: the opponent cannot
/// cut through a space only their colour borders, so they live with it. (Black's side group
/// whose only eye space was a pair of White's dead stones in atari between it and the living
/// wall below: the playouts, which do not always take the pair, kept it in few more than half
/// of them.) Where two groups of opposite colours would each join a living group once the other
/// is off (the pair above would join White's wall once Black's side group is off), the one the
/// playouts keep more often lives first, and the other then stays dead. Repeated until nothing
/// changes, since a revived group may join another.
fn revive_joined_to_living(
    board: &Board,
    dead_groups: &mut Vec<Vec<Point>>,
    own: &[f32],
    j: &mut Judgement,
) {
    let kept = |stones: &[Point]| {
        let sign = if board.cell(stones[0]) == Cell::Stone(Color::Black) {
            1.0
        } else {
            -1.0
        };
        stones.iter().map(|&s| own[s] * sign).sum::<f32>() / stones.len() as f32
    };
    loop {
        let revived = (0..dead_groups.len())
            .filter(|&i| joined_to_living(board, &dead_groups[i], j))
            .max_by(|&a, &b| kept(&dead_groups[a]).total_cmp(&kept(&dead_groups[b])));
        let Some(i) = revived else { return };
        let stones = dead_groups.swap_remove(i);
        let first = board.vertex(first_stone(board, &stones));
        j.notes
            .retain(|n| !n.starts_with(&format!("{first}: dead")));
        j.notes.push(format!(
            "{first}: alive, joined to a living group through an eye of its own colour"
        ));
        stones
            .iter()
            .for_each(|&s| j.status[s] = Some(Status::Alive));
    }
}

/// True if the group of `stones` shares, with the opponent's dead stones off the board, a region
/// only its colour borders with a living chain of its colour ([`Groups`] joins chains through
/// such regions, false eyes excepted).
fn joined_to_living(board: &Board, stones: &[Point], j: &Judgement) -> bool {
    let Cell::Stone(color) = board.cell(stones[0]) else {
        return false;
    };
    let b = without(board, |p| {
        j.status[p] == Some(Status::Dead) && board.cell(p) != Cell::Stone(color)
    });
    let groups = Groups::new(&b);
    let g = groups.of[stones[0]];
    groups.stones[g]
        .iter()
        .any(|&s| j.status[s] == Some(Status::Alive) && !stones.contains(&s))
}

/// Groups the playouts called dead that stand, once every dead stone is off the board, in a
/// region that only living stones of their own colour border: what captured them in the
/// playouts is dead itself, so they are in their own territory and live. (White's dead group
/// captured Black's D18 inside it in most playouts of a level-1 GNU Go game,
/// results/scorecheck/19x19-003.sgf; both dead, the corner was nobody's territory.) Both
/// colours dead in one colour's territory (Japanese example 9, a ko) is left to the local
/// reading, which comes after and has the last word on small regions.
fn revive_in_own_area(board: &Board, dead_groups: &[Vec<Point>], j: &mut Judgement) {
    let borders: Vec<[bool; 2]> = dead_groups
        .iter()
        .map(|stones| living_borders(board, stones, j))
        .collect();
    for (stones, borders) in dead_groups.iter().zip(borders) {
        let Cell::Stone(color) = board.cell(stones[0]) else {
            continue;
        };
        let mut own_only = [false; 2];
        own_only[color.index()] = true;
        if borders == own_only || shut_in_by_dead(board, stones, color, j) {
            log::debug!(
                "group {}: dead stones only around it, alive in its own area",
                board.vertex(stones[0])
            );
            stones
                .iter()
                .for_each(|&s| j.status[s] = Some(Status::Alive));
        }
    }
}

/// The colours of the living stones that border the region reached from `stones` through
/// empty points and dead stones.
/// True if every opponent stone beside the `stones` of `color` or beside their liberties is
/// dead, and there is one: the group is shut in by a dead group (the three stones in the
/// corner of a bent four, inside the group that dies by it), whose captor it is.
fn shut_in_by_dead(board: &Board, stones: &[Point], color: Color, j: &Judgement) -> bool {
    let mut captors = 0;
    for &s in stones {
        for n in board.neighbors(s) {
            let around = if board.cell(n) == Cell::Empty {
                board.neighbors(n).to_vec()
            } else {
                vec![n]
            };
            for m in around {
                if board.cell(m) == Cell::Stone(color.opponent()) {
                    if j.status[m] != Some(Status::Dead) {
                        return false;
                    }
                    captors += 1;
                }
            }
        }
    }
    captors > 0
}

fn living_borders(board: &Board, stones: &[Point], j: &Judgement) -> [bool; 2] {
    let mut seen = vec![false; MAX_POINTS];
    stones.iter().for_each(|&s| seen[s] = true);
    let (mut todo, mut borders) = (stones.to_vec(), [false; 2]);
    while let Some(p) = todo.pop() {
        for n in board.neighbors(p) {
            match (board.cell(n), j.status[n]) {
                (Cell::Border, _) => {}
                (Cell::Stone(c), Some(Status::Alive | Status::Seki)) => borders[c.index()] = true,
                _ if !seen[n] => {
                    seen[n] = true;
                    todo.push(n);
                }
                _ => {}
            }
        }
    }
    borders
}

/// Groups of chains of one colour that share a liberty (a "dragon" in the loose sense), as
/// lists of chain indices; a group lives or dies as a whole.
fn groups(board: &Board, chains: &Chains) -> Vec<Vec<usize>> {
    let mut parent: Vec<usize> = (0..chains.list.len()).collect();
    fn find(parent: &mut [usize], x: usize) -> usize {
        let mut r = x;
        while parent[r] != r {
            r = parent[r];
        }
        parent[x] = r;
        r
    }
    for p in board.points() {
        if board.cell(p) != Cell::Empty {
            continue;
        }
        for c in [Color::Black, Color::White] {
            let mut first = None;
            for n in board.neighbors(p) {
                if board.cell(n) != Cell::Stone(c) {
                    continue;
                }
                let r = find(&mut parent, chains.id[n]);
                match first {
                    None => first = Some(r),
                    Some(f) if f != r => parent[r] = f,
                    _ => {}
                }
            }
        }
    }
    let mut by_root: Vec<Vec<usize>> = vec![Vec::new(); chains.list.len()];
    for i in 0..chains.list.len() {
        let r = find(&mut parent, i);
        by_root[r].push(i);
    }
    by_root.into_iter().filter(|g| !g.is_empty()).collect()
}

/// Whether a group is dead by the playouts: the opponent owns its stones in most uniform
/// playouts; or, unless it may be bound in a seki, the heavy playouts clearly lose it, or it is
/// weak (kept in few more than half the uniform playouts) and the opponent owns its
/// surroundings in the heavy playouts: a hopeless invasion left on the board when the players
/// stopped. A group pressed against opponent chains as short of liberties as itself
/// ([`pressed_against_opponent`]) is no such invasion.
fn group_is_dead(
    board: &Board,
    chains: &Chains,
    groups: &Groups,
    group: &[usize],
    own: &[f32],
    heavy: &[f32],
) -> bool {
    let color = chains.list[group[0]].color;
    let sign = if color == Color::Black { 1.0 } else { -1.0 };
    let stones: Vec<Point> = group
        .iter()
        .flat_map(|&c| chains.list[c].stones.iter().copied())
        .collect();
    let mut near: Vec<Point> = Vec::new();
    for &c in group {
        for p in surroundings(board, &chains.list[c]) {
            if !near.contains(&p) {
                near.push(p);
            }
        }
    }
    let mean = |o: &[f32], pts: &[Point]| {
        pts.iter().map(|&s| o[s] * sign).sum::<f32>() / pts.len().max(1) as f32
    };
    let free = group
        .iter()
        .all(|&c| !may_be_in_seki(board, chains, groups, &chains.list[c]));
    log::debug!(
        "group {}: ownership {:.2} (uniform), {:.2} (heavy); surroundings {:.2} (heavy); {}",
        board.vertex(stones[0]),
        mean(own, &stones),
        mean(heavy, &stones),
        mean(heavy, &near),
        if free { "free" } else { "may be in seki" }
    );
    mean(own, &stones) < 0.0
        || (free && mean(heavy, &stones) < HEAVY_DEAD)
        || (free
            && mean(own, &stones) < WEAK
            && mean(heavy, &near) < 0.0
            && !pressed_against_opponent(board, chains, group))
}

/// True if every liberty of every chain of the group touches an opponent chain, and every
/// opponent chain touching them has at most one liberty more than the group's chain (counted
/// with the chains it joins through its own points) and cannot connect out: the group
/// has no room of its own and is bound to opponent chains as short of liberties as itself, in a
/// seki or a close capturing race, which the race reader and the seki marking settle. The
/// uniform playouts fill shared liberties at random, so such a group looks weak there; the
/// weak-group rule of [`group_is_dead`] is for invasions with room in the opponent's area, or
/// with opponent chains around them that have liberties to spare (stones inside a living
/// group's eye space). KGS games in which a three-stone chain on the edge and White's A2-A4
/// between Black's corner and its wall, each with two or three liberties shared with a chain of
/// three, were called dead.
fn pressed_against_opponent(board: &Board, chains: &Chains, group: &[usize]) -> bool {
    let opponent = Cell::Stone(chains.list[group[0]].color.opponent());
    group.iter().all(|&c| {
        let chain = &chains.list[c];
        chain.liberties.iter().all(|&l| {
            let mut touching = board
                .neighbors(l)
                .into_iter()
                .filter(|&n| board.cell(n) == opponent)
                .peekable();
            touching.peek().is_some()
                && touching
                    .all(|n| bound_partner(board, chains, chains.id[n], chain.liberties.len() + 1))
        })
    })
}

/// True if chain `i`, counted with the chains it joins through its own points, has at most
/// `limit` liberties and cannot connect out to another chain of its colour.
fn bound_partner(board: &Board, chains: &Chains, i: usize, limit: usize) -> bool {
    unit_liberties(board, chains, i, limit).is_some_and(|(unit, liberties)| {
        !connects_out(board, chains, chains.list[i].color, &unit, &liberties)
    })
}

/// The breakdown's note on a group the playouts found dead: its first stone, its real eyes,
/// its liberties, and how often the opponent owned it ("C18: dead, one eye, liberties 2,
/// Black owns it in 85% of the playouts").
fn dead_group_note(
    board: &Board,
    chains: &Chains,
    group: &[usize],
    eyes: &Groups,
    own: &[f32],
) -> String {
    let stones: Vec<Point> = group
        .iter()
        .flat_map(|&c| chains.list[c].stones.iter().copied())
        .collect();
    let first = first_stone(board, &stones);
    let color = chains.list[group[0]].color;
    let mut liberties: Vec<Point> = group
        .iter()
        .flat_map(|&c| chains.list[c].liberties.iter().copied())
        .collect();
    liberties.sort_unstable();
    liberties.dedup();
    let eye_words = match eyes.eyes_at(first) {
        0 => "no eye",
        1 => "one eye",
        _ => "two eyes",
    };
    let sign = if color == Color::Black { -1.0 } else { 1.0 };
    let captured = ((own[first] * sign + 1.0) * 50.0).round();
    format!(
        "{}: dead, {eye_words}, liberties {}, {} owns it in {captured}% of the playouts",
        board.vertex(first),
        liberties.len(),
        color.opponent().name()
    )
}

/// The stone of `stones` that names its group in the notes: leftmost, then lowest.
fn first_stone(board: &Board, stones: &[Point]) -> Point {
    stones
        .iter()
        .copied()
        .min_by_key(|&p| {
            let v = board.vertex(p);
            (v.x, v.y)
        })
        .unwrap_or(stones[0])
}

/// True under rules where dead stones must be captured before the game ends: area scoring
/// without KataGo's friendly-pass flag (Tromp-Taylor). The flag means nothing under territory
/// scoring, where dead stones are always agreed on (Japanese Article 10 clause 1).
pub fn counts_as_it_stands(rules: &Ruleset) -> bool {
    rules.scoring == Scoring::Area && !rules.friendly_pass_ok
}

/// A copy of `board` without the stones for which `gone` holds (set up anew, no captures).
pub fn without(board: &Board, gone: impl Fn(Point) -> bool) -> Board {
    let mut b = Board::new(board.size());
    for p in board.points() {
        if let Cell::Stone(c) = board.cell(p)
            && !gone(p)
        {
            b.set_stone(c, p);
        }
    }
    b
}

/// Marks as seki the living chains next to a *seki liberty*: an empty point bordered by both
/// colours (dead stones taken off) where neither side can play without capturing or putting its
/// own chain into atari, or a liberty shared by two eyeless chains in a capturing race that
/// neither can win ([`race_without_eyes_in_seki`]). Other dame are neutral points that the players fill when they confirm
/// the result (Japanese commentary on Article 9), so they make nobody's group a seki.
pub fn mark_seki(board: &Board, j: &mut Judgement) {
    let staying = dead_left_on_board(board, j);
    let b = without(board, |p| j.status[p] == Some(Status::Dead) && !staying[p]);
    let groups = Groups::new(&b);
    let chains = Chains::new(&b);
    let mut seen = [false; MAX_POINTS];
    // Seki from dame between live stones of both colours (never a two-eyed group), and from
    // dame beside a dead stone that stays on the board (Article 8, examples 24 and 25).
    let mut seki = [false; MAX_POINTS];
    let mut article8 = [false; MAX_POINTS];
    let mut why: Vec<Option<String>> = vec![None; MAX_POINTS];
    for p in b.points() {
        if b.cell(p) != Cell::Empty || seen[p] {
            continue;
        }
        let (region, borders, dead_border) = empty_region(&b, p, &staying, &mut seen);
        // Dame (Article 8): points not surrounded by the live stones of one player only, i.e.
        // bordered by both colours, or by live stones and dead ones that stay on the board
        // (example 24b: the point beside a dead ko stone).
        let dame = borders == [true, true] || (dead_border && borders != [false, false]);
        if !dame {
            continue;
        }
        let live_both = borders == [true, true];
        for &d in &region {
            let fillable = |c: Color| {
                if live_both {
                    safe_fill(&b, c, d)
                        || takes_only_dead(&b, &staying, c, d)
                        || fill_after_joining(&b, c, d)
                } else {
                    safe_take(&b, c, d)
                }
            };
            let race = if live_both {
                race_without_eyes_in_seki(&b, &chains, &groups, d)
            } else {
                None
            };
            if race.is_none() && (fillable(Color::Black) || fillable(Color::White)) {
                continue;
            }
            for n in b.neighbors(d) {
                if !matches!(b.cell(n), Cell::Stone(_)) || staying[n] {
                    continue;
                }
                if live_both && groups.two_eyed(n) {
                    note_two_eyes(&b, n, d, &mut j.notes);
                    continue;
                }
                let marks = if live_both { &mut seki } else { &mut article8 };
                let reason = if let Some(race) = &race {
                    race.clone()
                } else if live_both {
                    format!(
                        "shares the liberty {} that neither side can fill without capturing or putting its own chain in atari",
                        b.vertex(d)
                    )
                } else {
                    format!(
                        "possesses the dame {} beside a dead stone left on the board (Article 8)",
                        b.vertex(d)
                    )
                };
                for s in b.chain_stones(n) {
                    marks[s] = true;
                    why[s].get_or_insert_with(|| reason.clone());
                }
            }
        }
    }
    mark_double_ko_seki(&b, &chains, &groups, &mut seki, &mut why);
    spread_seki_through_eyes(&b, &staying, &mut seki, Some(&groups), &mut why);
    spread_seki_through_eyes(&b, &staying, &mut article8, None, &mut why);
    let mut noted = [false; MAX_POINTS];
    for p in board.points() {
        if (seki[p] || article8[p]) && j.status[p] == Some(Status::Alive) {
            j.status[p] = Some(Status::Seki);
            if !noted[p] {
                for s in board.chain_stones(p) {
                    noted[s] = true;
                }
                let reason = why[p].take().unwrap_or_default();
                j.notes.push(format!("{}: seki, {reason}", board.vertex(p)));
            }
        }
    }
}

/// Marks the chains bound by a double ko ([`KoBonds`]) and their ko stones as seki, unless a
/// chain's group has two eyes of its own: such a seki need not share a liberty, so no dame
/// seeds it (a Black and a White group with one eye and one ko each, in a corner).
fn mark_double_ko_seki(
    b: &Board,
    chains: &Chains,
    groups: &Groups,
    seki: &mut [bool],
    why: &mut [Option<String>],
) {
    let bonds = KoBonds::new(b, chains);
    if bonds.is_empty() {
        return;
    }
    for (a, chain) in chains.list.iter().enumerate() {
        let partner = (0..chains.list.len()).find(|&other| bonds.bound(a, other));
        let Some(partner) = partner else { continue };
        if groups.two_eyed(chain.stones[0]) {
            continue;
        }
        let reason = format!(
            "bound to the {} chain at {} by a double ko: whoever takes one ko, the other takes the other",
            chains.list[partner].color.name(),
            b.vertex(chains.list[partner].stones[0])
        );
        for ko in bonds.kos_between(a, partner) {
            seki[ko.stone] = true;
            why[ko.stone].get_or_insert_with(|| {
                format!("ko stone of the double ko at {}", b.vertex(ko.point))
            });
        }
        for &s in &chain.stones {
            seki[s] = true;
            why[s].get_or_insert_with(|| reason.clone());
        }
    }
}

/// If the dame `d` is a liberty shared by a Black and a White chain, neither with an eye, that
/// are in a seki by the count of their capturing race ([`race_count`]), the note's reason: a
/// seki however many liberties they share (the one-move test of [`safe_fill`] sees only the
/// last two). A KGS game's White chain of 22
/// stones shared three liberties with a Black chain that had one more of its own: the shared
/// points were filled as dame, White's chain was left in atari, and its area was counted to
/// Black (B+41.5 for B+7.5).
fn race_without_eyes_in_seki(
    b: &Board,
    chains: &Chains,
    groups: &Groups,
    d: Point,
) -> Option<String> {
    let beside = |color: Color| -> Vec<usize> {
        let mut ids: Vec<usize> = b
            .neighbors(d)
            .iter()
            .filter(|&&n| b.cell(n) == Cell::Stone(color))
            .map(|&n| chains.id[n])
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    };
    for black in beside(Color::Black) {
        for white in beside(Color::White) {
            if let Some(race) = race_count::eyeless_race_in_seki(b, chains, groups, black, white) {
                let [e, f] = race.own;
                return Some(format!(
                    "shares {} liberties with the {} chain at {}, neither chain with an eye ({e} and {f} liberties of their own): whoever fills one loses the capturing race",
                    race.shared,
                    Color::White.name(),
                    b.vertex(chains.list[white].stones[0])
                ));
            }
        }
    }
    None
}

/// The empty region of `b` around `p`: its points, the colours of live stones around it, and
/// whether a dead stone that stays on the board borders it.
fn empty_region(
    b: &Board,
    p: Point,
    staying: &[bool],
    seen: &mut [bool],
) -> (Vec<Point>, [bool; 2], bool) {
    let mut region = vec![p];
    seen[p] = true;
    let (mut borders, mut dead_border) = ([false; 2], false);
    let mut i = 0;
    while i < region.len() {
        let q = region[i];
        i += 1;
        for n in b.neighbors(q) {
            match b.cell(n) {
                Cell::Empty if !seen[n] => {
                    seen[n] = true;
                    region.push(n);
                }
                Cell::Stone(_) if staying[n] => dead_border = true,
                Cell::Stone(c) => borders[c.index()] = true,
                _ => {}
            }
        }
    }
    (region, borders, dead_border)
}

/// Dead stones that stay on the board: those in a region (of empty points and dead stones)
/// that live stones of both colours border, which is nobody's territory (examples 9, 25, 24b).
fn dead_left_on_board(board: &Board, j: &Judgement) -> Vec<bool> {
    let live = |p: Point| matches!(j.status[p], Some(Status::Alive) | Some(Status::Seki));
    let mut seen = vec![false; MAX_POINTS];
    let mut staying = vec![false; MAX_POINTS];
    for start in board.points() {
        if seen[start] || live(start) || j.status[start] != Some(Status::Dead) {
            continue;
        }
        seen[start] = true;
        let (mut region, mut borders, mut i) = (vec![start], [false; 2], 0);
        while i < region.len() {
            let q = region[i];
            i += 1;
            for n in board.neighbors(q) {
                match board.cell(n) {
                    Cell::Border => {}
                    Cell::Stone(c) if live(n) => borders[c.index()] = true,
                    _ if !seen[n] => {
                        seen[n] = true;
                        region.push(n);
                    }
                    _ => {}
                }
            }
        }
        if borders == [true, true] {
            for q in region {
                staying[q] = board.cell(q) != Cell::Empty;
            }
        }
    }
    staying
}

/// Article 8 speaks of stones that "possess" dame: chains that share an eye with a chain in
/// seki possess its dame too, so the seki spreads to every chain around such an eye (example
/// 24c: White's whole group is in seki because of the dame beside one of its chains).
/// With `groups`, the seki does not spread into a group with two eyes of its own.
fn spread_seki_through_eyes(
    b: &Board,
    staying: &[bool],
    seki: &mut [bool],
    groups: Option<&Groups>,
    why: &mut [Option<String>],
) {
    loop {
        let mut grew = false;
        let mut seen = [false; MAX_POINTS];
        for p in b.points() {
            if b.cell(p) != Cell::Empty || seen[p] {
                continue;
            }
            let (region, borders, _) = empty_region(b, p, staying, &mut seen);
            if borders == [true, true] {
                continue;
            }
            let around: Vec<Point> = region
                .iter()
                .flat_map(|&q| b.neighbors(q))
                .filter(|&n| matches!(b.cell(n), Cell::Stone(_)) && !staying[n])
                .collect();
            if let Some(&partner) = around.iter().find(|&&n| seki[n]) {
                let reason = format!(
                    "shares an eye with the chain in seki at {}",
                    b.vertex(partner)
                );
                for n in around {
                    if !seki[n] && !groups.is_some_and(|g| g.two_eyed(n)) {
                        for s in b.chain_stones(n) {
                            seki[s] = true;
                            why[s].get_or_insert_with(|| reason.clone());
                        }
                        grew = true;
                    }
                }
            }
        }
        if !grew {
            return;
        }
    }
}

/// Leaves a note (once per chain) that the chain at `n` beside the dame `d` is not in seki:
/// its group has two eyes of its own.
fn note_two_eyes(b: &Board, n: Point, d: Point, notes: &mut Vec<String>) {
    let first = b.chain_stones(n).into_iter().min_by_key(|&s| {
        let v = b.vertex(s);
        (v.x, v.y)
    });
    let Some(first) = first else { return };
    let note = format!(
        "{}: alive, not seki (two eyes of its own; the dame {} is filled at the end)",
        b.vertex(first),
        b.vertex(d)
    );
    if !notes.contains(&note) {
        notes.push(note);
    }
}

/// True if `color` can play at `d` beside a dead stone that stays on the board and keep at least
/// two liberties, capturing or not: taking a dead stone is a fine way to fill, but taking a ko
/// stone (one liberty left, example 24b) is not.
fn safe_take(b: &Board, color: Color, d: Point) -> bool {
    let pv = b.preview(color, d);
    if pv.suicide != 0 {
        return false;
    }
    let mut after = b.clone();
    after.play(color, d);
    after.liberties(d) >= 2
}

/// True if `color` can play on the dame `d`, capturing dead stones that stay on the board and
/// nothing else, and keep at least two liberties: taking a dead stone is a fine way to fill a
/// dame between living chains (White's capture of a dead stone beside the dame binds no White
/// chain around it in a seki).
fn takes_only_dead(b: &Board, staying: &[bool], color: Color, d: Point) -> bool {
    let pv = b.preview(color, d);
    if pv.captures == 0 || pv.suicide != 0 {
        return false;
    }
    let mut after = b.clone();
    after.play(color, d);
    let only_dead = b
        .points()
        .all(|p| b.cell(p) == after.cell(p) || p == d || staying[p]);
    only_dead && after.liberties(d) >= 2
}

/// True if `color` can fill the dame `d` safely ([`safe_fill`]) once it has joined the chains
/// beside `d` to their neighbours through the points that only its own stones border (which
/// the opponent cannot take from it): White's stone on the first line beside Black's corner,
/// sharing T19 with a Black group that had one eye, went into atari by filling T19 and so made
/// it a seki liberty; but White first connects at R19, which only White borders, and then
/// fills T19 and takes the group.
fn fill_after_joining(b: &Board, color: Color, d: Point) -> bool {
    let mut joined = b.clone();
    let mut any = false;
    for n in b.neighbors(d) {
        if b.cell(n) != Cell::Stone(color) {
            continue;
        }
        for s in b.chain_stones(n) {
            for l in b.neighbors(s) {
                if l == d || joined.cell(l) != Cell::Empty {
                    continue;
                }
                let own_only = joined.bordered_only_by(color, l);
                let mut chains_there: Vec<Point> = joined
                    .neighbors(l)
                    .iter()
                    .filter(|&&m| joined.cell(m) == Cell::Stone(color))
                    .map(|&m| joined.chain_stones(m).into_iter().min().unwrap_or(m))
                    .collect();
                chains_there.sort_unstable();
                chains_there.dedup();
                if own_only && chains_there.len() >= 2 {
                    joined.play(color, l);
                    any = true;
                }
            }
        }
    }
    any && safe_fill(&joined, color, d)
}

/// True if `color` can play on the dame `d` without capturing and keep at least two liberties.
fn safe_fill(b: &Board, color: Color, d: Point) -> bool {
    let pv = b.preview(color, d);
    pv.captures == 0 && pv.suicide == 0 && b.liberties_after(color, d, 2) >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::rules::preset;

    use crate::score::board_from_rows as board;

    fn at(b: &Board, v: &str) -> Point {
        b.point(Vertex::parse(v).unwrap())
    }

    /// Whether the chain through `v` counts as a short-of-liberties seki partner.
    fn short(b: &Board, v: &str) -> bool {
        let chains = Chains::new(b);
        short_of_liberties(b, &chains, chains.id[at(b, v)])
    }

    /// The final position of a level-1 GNU Go game (results/scorecheck/9x9-024.sgf). Black's B9
    /// has two liberties, A9 (shared with White's A8) and C9, a point only Black borders that
    /// ties it to the living group C8 D9 and on through E6: no seki partner. Counted as a chain
    /// on its own it kept White's dead left side (GNU Go: owl_defend A8 = 0) out of the heavy
    /// playouts' reach, and Tengen called it alive.
    const GNUGO_9X9_024: [&str; 9] = [
        ".x.xoo...",
        "ooxxxo.oo",
        ".oooxooox",
        "..xx.xoxx",
        ".o..x.xx.",
        "..o....o.",
        ".oxx.x.o.",
        "ox.....xx",
        ".x.......",
    ];

    /// Black's chain D9-E1 and White's F9-F1 share E9 E8 E7 and have no other liberty: whoever
    /// fills one gives the other the race, so nobody does (a seki, though each fill alone keeps
    /// two liberties). With two liberties of its own (C8 C7) Black takes White moving first:
    /// no seki.
    #[test]
    fn chains_sharing_three_liberties_without_eyes_are_in_seki() {
        let mut rows = race_count::THREE_SHARED;
        let b = board(&rows);
        let mut j = Judgement::all_alive(&b);
        mark_seki(&b, &mut j);
        for v in ["D9", "E1", "F9", "F1"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Seki), "{v}");
        }
        assert!(
            j.notes.iter().any(|n| n.contains("shares 3 liberties")),
            "{:?}",
            j.notes
        );
        rows[1] = "oo.x.oxxx";
        rows[2] = ".o.x.ox.x";
        let b = board(&rows);
        let mut j = Judgement::all_alive(&b);
        mark_seki(&b, &mut j);
        assert_eq!(j.status(at(&b, "F9")), Some(Status::Alive));
    }

    /// White's H9 shares J9 with Black's corner group, whose only other liberty is its eye J7:
    /// each side filling J9 goes into atari, but White first joins H9 to its wall at G9, a point
    /// only White borders, and then fills J9 and takes the group. No seki.
    #[test]
    fn a_liberty_one_side_fills_after_joining_is_no_seki_liberty() {
        let b = board(&[
            ".....o.o.",
            ".....ooxx",
            ".....oxx.",
            ".....oxxx",
            ".....oooo",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        mark_seki(&b, &mut j);
        for v in ["H8", "H9"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Alive), "{v}");
        }
        assert!(fill_after_joining(&b, Color::White, at(&b, "J9")));
        assert!(!fill_after_joining(&b, Color::Black, at(&b, "J9")));
    }

    /// A White chain closing a four-point zigzag eye space lives on its own (White answers
    /// Black's move inside by splitting the space), so it leaves the dead group it was put in
    /// with the lone stone H2; with a straight three instead (Black takes the middle) it stays.
    #[test]
    fn a_chain_living_on_its_own_leaves_a_dead_group() {
        let mut rows = [
            ".........",
            ".ooooo...",
            ".o..oo...",
            ".oo..o...",
            ".ooooo...",
            "......xx.",
            "......xx.",
            ".....xxox",
            "......xx.",
        ];
        for (eye_row_7, eye_row_6, lives) in [
            (".o..oo...", ".oo..o...", true),
            (".o...o...", ".ooooo...", false),
        ] {
            rows[2] = eye_row_7;
            rows[3] = eye_row_6;
            let b = board(&rows);
            let chains = Chains::new(&b);
            let (wall, stone) = (chains.id[at(&b, "B8")], chains.id[at(&b, "H2")]);
            let mut j = Judgement::all_alive(&b);
            let left =
                without_chains_living_alone(&b, &b, &chains, vec![wall, stone], false, &mut j);
            if lives {
                assert_eq!(left, vec![stone]);
                assert!(
                    j.notes
                        .iter()
                        .any(|n| n.starts_with("B5: alive on its own")),
                    "{:?}",
                    j.notes
                );
            } else {
                assert_eq!(left, vec![wall, stone]);
                assert!(j.notes.is_empty());
            }
        }
    }

    #[test]
    fn a_stone_tied_to_a_living_group_is_no_seki_partner() {
        let b = board(&GNUGO_9X9_024);
        assert!(!short(&b, "B9"));
        let j = judge(&b, &preset("japanese").unwrap());
        for v in ["A8", "D7", "B5", "C4", "B3", "A2"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Dead), "{v}");
        }
        assert_eq!(j.status(at(&b, "B9")), Some(Status::Alive));
    }

    /// Black's E6 E7 between White's chains C7 (liberties D7 F8) and F7 (F6 F8), which share the
    /// eye F8: White cannot fill D7 or F6 without putting a chain in atari, so the two stones
    /// cannot be approached (a seki). Through the eye F8 the White chains count three liberties
    /// together, so neither is short of liberties; the stones are still a seki partner's.
    #[test]
    fn stones_whose_liberties_the_opponent_cannot_fill_may_be_in_seki() {
        let b = board(&[
            "xxxxxoox.",
            "xxooo.ox.",
            "ooo.xoox.",
            "xxoox.ox.",
            "..xxooox.",
            "....xxxx.",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(!short(&b, "C7") && !short(&b, "F7"));
        let chains = Chains::new(&b);
        let stones = &chains.list[chains.id[at(&b, "E6")]];
        assert!(unapproachable(&b, stones));
        assert!(may_be_in_seki(&b, &chains, &Groups::new(&b), stones));
        // White's C7 is no such chain: Black cannot play its eye F8 at all (suicide), which is
        // not a fill into atari.
        assert!(!unapproachable(&b, &chains.list[chains.id[at(&b, "C7")]]));
    }

    /// White's lone stone shares both its liberties with Black's edge chain. Top board: Black has
    /// no eye and cannot fill A6 or A4 beside White's A5 without putting itself in atari (a
    /// seki). Bottom board: with the eye A7 Black fills A5 beside White's A4 and keeps A7 and A3,
    /// which White cannot fill, so White's stone binds nothing (a KGS game's one-eyed edge group
    /// stayed alive that way).
    #[test]
    fn a_stone_whose_liberties_the_chain_fills_safely_binds_nothing() {
        let bound = |rows: &[&str], v: &str| {
            let b = board(rows);
            let chains = Chains::new(&b);
            let chain = &chains.list[chains.id[at(&b, v)]];
            may_be_in_seki(&b, &chains, &Groups::new(&b), chain)
        };
        let seki = [
            ".........",
            "ooo......",
            "xxo......",
            ".xo......",
            "oxo......",
            ".xo......",
            "xxo......",
            "ooo......",
            ".........",
        ];
        assert!(bound(&seki, "B5"));
        let one_eye = [
            "ooo......",
            "xxo......",
            ".xo......",
            "xxo......",
            ".xo......",
            "oxo......",
            ".xo......",
            "xxo......",
            "ooo......",
        ];
        assert!(!bound(&one_eye, "B5"));
    }

    /// The weak-group rule (kept in under 75% of the uniform playouts, surroundings the
    /// opponent's in the heavy ones) does not kill White's A2-A4, whose liberties A1 B2 B4 all
    /// touch Black's corner chain with as few liberties (a seki), but kills White's H4 H5 with
    /// the same figures, which has room of its own (an invasion).
    #[test]
    fn a_chain_bound_to_an_opponent_as_short_is_no_weak_invasion() {
        let b = board(&[
            ".o.oox...",
            "ooooox...",
            "ooooox...",
            "ooooox...",
            "xxxoox.o.",
            "o.xoox.o.",
            "oxxoox...",
            "o.xoox...",
            ".xxoox...",
        ]);
        let chains = Chains::new(&b);
        let (mut own, mut heavy) = (vec![0.0; MAX_POINTS], vec![0.0; MAX_POINTS]);
        for v in ["A2", "A3", "A4", "H4", "H5"] {
            own[at(&b, v)] = -0.38;
            heavy[at(&b, v)] = -0.8;
        }
        for p in b.points() {
            if b.cell(p) == Cell::Empty {
                heavy[p] = 0.3;
            }
        }
        let groups = Groups::new(&b);
        let dead =
            |v: &str| group_is_dead(&b, &chains, &groups, &[chains.id[at(&b, v)]], &own, &heavy);
        assert!(!dead("A3"));
        assert!(dead("H4"));
    }

    /// The seki without eyes of gtp-tests/score_seki.tst: both chains have only the two shared
    /// liberties D9 D8, so each stays a seki partner of the other.
    #[test]
    fn a_seki_partner_is_short_of_liberties() {
        let b = board(&[
            "ooxx.oxx.",
            "ooxx.oxx.",
            "ooxxxoxx.",
            "ooooooxx.",
            "xxxxxxxx.",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(short(&b, "C9"));
        assert!(short(&b, "F9"));
    }

    /// A chain in atari that the opponent can take and keep two liberties binds nobody: White's
    /// A8 B8 C8 C9 (taken at A9), White's lone J9 (taken at J8). Black's B9 is in atari too, but
    /// White's capture at A9 is a snapback (Black retakes five stones at B9), so it may be.
    #[test]
    fn a_chain_in_atari_is_no_seki_partner_unless_taking_it_is_a_snapback() {
        let b = board(&[
            ".xox...xo",
            "ooox.....",
            "xxx......",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        assert!(!short(&b, "A8"));
        assert!(!short(&b, "J9"));
        assert!(short(&b, "B9"));
    }

    /// Black's D18 stands inside White's dead upper-left group of a level-1 GNU Go game
    /// (results/scorecheck/19x19-003.sgf) and is captured in most playouts, so they call it
    /// dead too. With White's group off the board only Black borders its region: it is in
    /// Black's area and lives (both dead, the corner was nobody's territory: W+31.5 instead of
    /// GNU Go's B+50.5).
    #[test]
    fn a_stone_whose_captor_is_dead_lives_in_its_own_area() {
        let b = board(&[
            ".....xxx.",
            ".ooxox.x.",
            ".o.oox.x.",
            ".ooo.x.x.",
            "xx.xx..x.",
            ".........",
            "xxxxxxxxx",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        let white = b.chain_stones(at(&b, "B8"));
        let captive = b.chain_stones(at(&b, "D8"));
        for g in [&white, &captive] {
            j.set_chain(&b, g[0], Status::Dead);
        }
        revive_in_own_area(&b, &[white, captive], &mut j);
        assert_eq!(j.status(at(&b, "D8")), Some(Status::Alive));
        assert_eq!(j.status(at(&b, "B8")), Some(Status::Dead));
    }

    /// Black's H8 J8 has two liberties shared with White's wall (H9 J9), and White's H7 J7 in
    /// atari sits between it and Black's living wall. With the pair off, H8 J8 joins the wall
    /// through Black's area; with H8 J8 off, the pair would join White's wall. Both called dead
    /// by the playouts: the one they keep more often (Black's) lives, the pair stays dead.
    #[test]
    fn a_group_joined_to_a_living_one_through_its_own_eye_lives() {
        let b = board(&[
            "o.o.o.o..",
            "oooooooxx",
            "xxxxxxxoo",
            "......xx.",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ]);
        let mut j = Judgement::all_alive(&b);
        let black = b.chain_stones(at(&b, "H8"));
        let white = b.chain_stones(at(&b, "H7"));
        let mut own = vec![0.0; MAX_POINTS];
        for (g, kept) in [(&black, 0.2), (&white, 0.3)] {
            j.set_chain(&b, g[0], Status::Dead);
            g.iter().for_each(|&s| own[s] = kept);
        }
        let mut dead = vec![white, black];
        revive_joined_to_living(&b, &mut dead, &own, &mut j);
        assert_eq!(j.status(at(&b, "J8")), Some(Status::Alive));
        assert_eq!(j.status(at(&b, "J7")), Some(Status::Dead));
        assert_eq!(dead.len(), 1);
    }

    /// F5 is a dame between Black's wall and White's: Black cannot fill it (F5 and the dead G5
    /// would be in atari), and White fills it by taking the dead G5, which stays on the board
    /// until then. So it is no seki liberty, and White's chains beside it are alive, not in
    /// seki (a White chain with five liberties beside a dead stone in atari was put in seki).
    #[test]
    fn a_dame_filled_by_taking_a_dead_stone_is_no_seki_liberty() {
        let b = board(&[
            "...x.o..x",
            "...x.o...",
            "...x.o...",
            "...x.oo..",
            "...x..xo.",
            "...x.oo..",
            "...x.o...",
            "...x.o...",
            "...x.o...",
        ]);
        let mut j = Judgement::all_alive(&b);
        j.set_chain(&b, at(&b, "G5"), Status::Dead);
        mark_seki(&b, &mut j);
        for v in ["F6", "F4", "H5", "D5"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Alive), "{v}");
        }
        assert!(
            !j.notes.iter().any(|n| n.contains(": seki,")),
            "{:?}",
            j.notes
        );
    }

    /// The same D18 on the real board, judged: White's group dead, D18 alive.
    #[test]
    fn stones_shut_in_by_a_dead_group_live_whatever_lies_beyond_it() {
        // Black's corner group (bent four in the corner once it captures) is dead, and both
        // it and White's three stones inside were called dead. Beyond Black's outside
        // liberties the open board reaches Black's living stones on top, so the region
        // around White's stones is not White's alone; but every stone that could capture
        // them is dead.
        let b = board(&[
            ".x.x.....",
            "xxxx.....",
            ".........",
            ".........",
            "....o....",
            "xxxxo....",
            "xxxxo....",
            ".x.xo....",
            "oooxo....",
        ]);
        let mut j = Judgement::all_alive(&b);
        let (black, white) = (b.chain_stones(at(&b, "A3")), b.chain_stones(at(&b, "A1")));
        j.set_chain(&b, at(&b, "A3"), Status::Dead);
        j.set_chain(&b, at(&b, "A1"), Status::Dead);
        revive_in_own_area(&b, &[black, white], &mut j);
        assert_eq!(j.status(at(&b, "A3")), Some(Status::Dead));
        for v in ["A1", "B1", "C1"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Alive), "{v}");
        }
    }

    #[test]
    fn a_captive_inside_a_dead_group_lives() {
        let b = board(&[
            "....oox..xxxxxoox..",
            "xooxox.x.xoxoo.ox..",
            "x.oo.x..xxoxo.oox..",
            "...o....xooo.ooxxxx",
            "x.x.o.x.xxo...oxoox",
            "..ox.o.xoo...oxxxoo",
            "..ox...xoo...ox.xxo",
            ".xx.x..xoxo.oox.xoo",
            "....x..xxxoooxxxxxo",
            ".......xoooxoooxooo",
            "..x..x.xooxxxxoxo..",
            "..oxxoxxxxx.x.xxo..",
            "...xooxooxoxxxoxoo.",
            "xxxo.oo.oxoooooxxoo",
            "oxooo..ooxox..oooox",
            "oxxo.oo.oxxooo.oxxx",
            "ooxxoxxoooxxxooxx.x",
            ".oxoo..xoxxxoox..xo",
            "..o.....ooxxooxx...",
        ]);
        let j = judge(&b, &preset("japanese").unwrap());
        for v in ["B18", "D16", "E18", "E15", "F14"] {
            assert_eq!(j.status(at(&b, v)), Some(Status::Dead), "{v}");
        }
        assert_eq!(j.status(at(&b, "D18")), Some(Status::Alive));
    }
}
