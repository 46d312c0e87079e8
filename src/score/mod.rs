//! Scoring a game under its rules: life and death ([`judge`], with exact reading of small
//! regions in [`solver`], both starting from Benson's test in [`benson`] and writing a
//! [`judgement`]) and counting ([`count`], which under territory rules first fills the dame and
//! adds the stones that filling forces, [`dame`]).
//!
//! The entry points used by GTP are [`final_score`], [`final_status_list`], [`breakdown_text`]
//! and [`score_all`]. A judgement takes about a tenth of a second on a finished 19×19 game
//! (`tengen bench --only score`), so the last one is kept per thread and reused while the board
//! and the rules that matter to it (suicide, bent four, whether dead stones are agreed on) are
//! unchanged.

pub mod benson;
pub mod count;
pub mod dame;
pub mod double_ko;
pub mod eye_space;
pub mod eyes;
pub mod judge;
pub mod judgement;
pub mod nakade_seki;
pub mod one_move;
mod packed;
pub mod race_count;
pub mod seki;
pub mod shortage;
pub mod solver;

use crate::board::{Board, Cell, Color, MAX_POINTS, Move, Point, Vertex};
use crate::game::{Game, GameState};
use crate::rules::{self, BentFour, Ruleset};
pub use count::{Breakdown, GameFacts, count};
pub use judge::judge;
pub use judgement::{Judgement, Status};
use std::cell::RefCell;

/// A GTP result string for Black's lead: `B+3.5`, `W+0.5`, or `0` for a draw.
pub fn result_string(black_lead: f32) -> String {
    if black_lead > 0.0 {
        format!("B+{}", count::number(black_lead))
    } else if black_lead < 0.0 {
        format!("W+{}", count::number(-black_lead))
    } else {
        "0".to_string()
    }
}

/// What the count needs to know about `game` besides its board.
pub fn facts(game: &Game) -> GameFacts {
    // Handicap stones played as opening black moves (White passing in between, as GTP
    // controllers do) are placement, not play: White's passes among them are not passes of
    // the game (no pass stones, no first pass).
    let placement = handicap_placement_moves(game);
    let mut passes = [game.passes(Color::Black), game.passes(Color::White)];
    let placement_passes = game.moves()[..placement]
        .iter()
        .filter(|&&(c, m)| c == Color::White && m == Move::Pass)
        .count() as u32;
    passes[1] -= placement_passes;
    let first_pass = if placement_passes > 0 {
        game.moves()[placement..]
            .iter()
            .find(|&&(_, m)| m == Move::Pass)
            .map(|&(c, _)| c)
    } else {
        game.first_pass()
    };
    GameFacts {
        prisoners: [game.prisoners(Color::Black), game.prisoners(Color::White)],
        passes,
        first_pass,
        white_moved_last: game.moves().last().is_none_or(|&(c, _)| c == Color::White),
        handicap: game.handicap_count(),
        komi: game.komi(),
        to_move: game.to_move(),
        stopped: *game.state() == crate::game::GameState::Stopped || game.moves().is_empty(),
    }
}

/// How many of the game's first moves placed handicap stones: the opening run of black plays
/// (White passing in between) that the game counts as handicap, or 0.
fn handicap_placement_moves(game: &Game) -> usize {
    if !game.handicap().is_empty() || !game.setup().is_empty() || game.handicap_count() < 2 {
        return 0;
    }
    let mut placed = 0;
    for (i, &(c, m)) in game.moves().iter().enumerate() {
        match (c, m) {
            (Color::Black, Move::Play(_)) => {
                placed += 1;
                if placed == game.handicap_count() {
                    return i + 1;
                }
            }
            (Color::White, Move::Pass) => {}
            _ => break,
        }
    }
    0
}

type CacheKey = (u64, usize, bool, bool, bool);

thread_local! {
    static CACHE: RefCell<Option<(CacheKey, Judgement)>> = const { RefCell::new(None) };
}

/// Forgets the judgement kept for reuse, so that the next one is made from scratch (the
/// benchmark times that).
pub fn forget_judgement() {
    CACHE.with(|c| *c.borrow_mut() = None);
}

/// The judgement of `board` under `rules`, reusing the last one when nothing relevant changed.
pub fn judgement_of(board: &Board, rules: &Ruleset) -> Judgement {
    let key = (
        board.hash(),
        board.size(),
        rules.multi_stone_suicide,
        rules.bent_four == BentFour::Dead,
        judge::counts_as_it_stands(rules),
    );
    if let Some(j) = CACHE.with(|c| {
        c.borrow()
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, j)| j.clone())
    }) {
        return j;
    }
    let j = judge(board, rules);
    CACHE.with(|c| *c.borrow_mut() = Some((key, j.clone())));
    j
}

/// The full count of `game` under its own rules, or why it cannot be counted.
pub fn breakdown(game: &Game) -> Result<Breakdown, String> {
    breakdown_under(game, game.rules())
}

fn breakdown_under(game: &Game, rules: &Ruleset) -> Result<Breakdown, String> {
    match game.state() {
        GameState::NoResult(why) => return Err(format!("cannot score: no result ({why})")),
        GameState::Decided { winner, reason } => {
            return Err(format!(
                "cannot count: the game was decided by rule for {} ({reason})",
                winner.name()
            ));
        }
        _ => {}
    }
    let j = judgement_of(game.board(), rules);
    Ok(count(game.board(), &j, &facts(game), rules))
}

/// Everything the judge and the count say about a game: what `final_score`,
/// `tengen-score_breakdown` and `tengen score` report, computed in one place.
#[derive(Clone, Debug)]
pub struct Verdict {
    /// `B+3.5`, `W+0.5`, `0`; `B+R` / `W+R` for a game decided by a rule.
    pub result: String,
    /// The count, term by term (`None` for a game decided by a rule).
    pub breakdown: Option<Breakdown>,
    /// Dead chains and chains in seki, each as its sorted vertices, sorted by first vertex.
    pub dead: Vec<Vec<Vertex>>,
    pub seki: Vec<Vec<Vertex>>,
    /// How the judge read life and death where it was not obvious.
    pub notes: Vec<String>,
    /// Every stone with its status, and what every other point counts as (see
    /// [`count::RegionCount`]), for drawing the judged board.
    pub points: Vec<(Vertex, PointVerdict)>,
}

/// One point of the judged board: the stone on it with its status, and what the point counts as
/// if it is not a living stone (empty, or a dead stone).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PointVerdict {
    pub stone: Option<(Color, Status)>,
    pub region: Option<count::RegionCount>,
}

/// Judges and counts `game` under its rules; an error for a game that ended without result. A
/// game decided by a rule (Jasiek's exceptional ending) gives the winner as `B+R` / `W+R`, the
/// form GTP controllers already know for a result without a count.
pub fn verdict(game: &Game) -> Result<Verdict, String> {
    let board = game.board();
    let (result, breakdown) = match game.state() {
        GameState::Decided { winner, reason } => {
            log::info!("game decided by rule: {reason}");
            (format!("{}+R", winner.letter()), None)
        }
        _ => {
            let b = breakdown(game)?;
            (b.result(), Some(b))
        }
    };
    let j = match breakdown {
        Some(_) => judgement_of(board, game.rules()),
        None => Judgement::all_alive(board),
    };
    let regions = count::region_counts(board, &j, game.rules());
    let points = board
        .points()
        .map(|p| {
            let stone = match (board.cell(p), j.status(p)) {
                (Cell::Stone(c), Some(s)) => Some((c, s)),
                _ => None,
            };
            let region = regions[p];
            (board.vertex(p), PointVerdict { stone, region })
        })
        .collect();
    Ok(Verdict {
        result,
        dead: chains_with(board, |p| j.status(p) == Some(Status::Dead)),
        seki: chains_with(board, |p| j.status(p) == Some(Status::Seki)),
        notes: j.notes.clone(),
        breakdown,
        points,
    })
}

/// The result of the game under its rules: `B+3.5`, `W+0.5`, `0`, `B+R` / `W+R` for a game
/// decided by a rule, or an error for a game that ended without result (see [`verdict`]).
pub fn final_score(game: &Game) -> Result<String, String> {
    verdict(game).map(|v| v.result)
}

/// `final_status_list`: the chains with `status` (`alive`, `dead` or `seki`), one per line,
/// vertices sorted; every stone is in exactly one of the three lists.
pub fn final_status_list(game: &Game, status: &str) -> Result<String, String> {
    let wanted = match status {
        "alive" => Status::Alive,
        "dead" => Status::Dead,
        "seki" => Status::Seki,
        other => {
            return Err(format!(
                "syntax error: invalid status '{other}' (alive, dead or seki)"
            ));
        }
    };
    let board = game.board();
    let j = judgement_of(board, game.rules());
    Ok(chain_lines(&chains_with(board, |p| {
        j.status(p) == Some(wanted)
    })))
}

/// Who owns each point if the game ends with `board` as it stands, by the judge: 1 Black, −1
/// White, 0 nobody (dame, and empty points the count leaves out: seki points, regions holding
/// dead stones of both sides). A dead stone's point is its opponent's. Indexed by point over the
/// whole padded board, `(size + 2)²` entries, as the search's ownership map, so that the
/// search can count the position its pass would end the game in the way a referee would.
pub fn judged_owners(board: &Board, rules: &Ruleset) -> Vec<i8> {
    let sign = |c: Color| if c == Color::Black { 1 } else { -1 };
    let j = judgement_of(board, rules);
    let regions = count::region_counts(board, &j, rules);
    let mut owners = vec![0i8; (board.size() + 2) * (board.size() + 2)];
    for p in board.points() {
        owners[p] = match (board.cell(p), j.status(p), regions[p]) {
            (Cell::Stone(c), Some(Status::Alive | Status::Seki), _) => sign(c),
            (_, _, Some(count::RegionCount::Territory(c))) => sign(c),
            (Cell::Stone(c), Some(Status::Dead), _) => -sign(c),
            _ => 0,
        };
    }
    owners
}

/// Chains one per line, each as its vertices.
fn chain_lines(chains: &[Vec<Vertex>]) -> String {
    chains
        .iter()
        .map(|vs| {
            vs.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Chains whose stones satisfy `pick`, each as its sorted vertices, sorted by first vertex.
fn chains_with(board: &Board, pick: impl Fn(Point) -> bool) -> Vec<Vec<Vertex>> {
    let mut seen = vec![false; MAX_POINTS];
    let mut lines: Vec<Vec<Vertex>> = Vec::new();
    for p in board.points() {
        if seen[p] || !matches!(board.cell(p), Cell::Stone(_)) {
            continue;
        }
        let stones = board.chain_stones(p);
        stones.iter().for_each(|&s| seen[s] = true);
        if !pick(p) {
            continue;
        }
        let mut vs: Vec<Vertex> = stones.iter().map(|&s| board.vertex(s)).collect();
        vs.sort_by_key(|v| (v.x, v.y));
        lines.push(vs);
    }
    lines.sort_by_key(|vs| (vs[0].x, vs[0].y));
    lines
}

/// `tengen-score_breakdown`: one line per term of the count, then how life and death was read.
pub fn breakdown_text(game: &Game) -> Result<String, String> {
    // A game decided by a rule has no count to show.
    breakdown(game)?;
    Ok(verdict_lines(&verdict(game)?).join("\n"))
}

/// The lines of `tengen-score_breakdown` for a verdict: the terms of the count, the dead and
/// seki chains, and the judge's notes.
pub fn verdict_lines(v: &Verdict) -> Vec<String> {
    let mut lines = v.breakdown.as_ref().map(|b| b.lines()).unwrap_or_default();
    for (status, chains) in [("dead", &v.dead), ("seki", &v.seki)] {
        if !chains.is_empty() {
            lines.push(format!(
                "{status}: {}",
                chain_lines(chains).replace('\n', ", ")
            ));
        }
    }
    lines.extend(v.notes.iter().map(|n| format!("note: {n}")));
    lines
}

/// `tengen-score_all`: the result of the same game under every preset, one line each. The game
/// is replayed under each preset (a move that preset forbids is reported); komi is the user's if
/// one was set, else each preset's own.
pub fn score_all(game: &Game) -> String {
    let mut out = Vec::new();
    for &name in rules::PRESET_NAMES {
        let Some(rules) = rules::preset(name) else {
            continue;
        };
        let mut g = game.clone();
        let line = match g.set_rules(rules) {
            Err(e) => format!("{name}: cannot score: {e}"),
            Ok(()) => match final_score(&g) {
                Ok(r) => format!("{name}: {r}"),
                Err(e) => format!("{name}: {e}"),
            },
        };
        out.push(line);
    }
    out.join("\n")
}

/// A board from rows of `x` (Black), `o` (White) and `.`, the top row first (for the scoring
/// modules' unit tests).
#[cfg(test)]
pub(crate) fn board_from_rows(rows: &[&str]) -> Board {
    use crate::board::Vertex;
    let mut b = Board::new(rows.len());
    for (i, row) in rows.iter().enumerate() {
        let y = (rows.len() - 1 - i) as u8;
        for (x, c) in row.chars().enumerate() {
            let p = b.point(Vertex::new(x as u8, y));
            match c {
                'x' => assert!(b.set_stone(Color::Black, p)),
                'o' => assert!(b.set_stone(Color::White, p)),
                _ => {}
            }
        }
    }
    b
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset;

    #[test]
    fn area_counts_stones_and_one_coloured_regions() {
        let mut g = Game::new(5, preset("tromp-taylor").unwrap());
        g.set_komi(0.5);
        for y in 0..5 {
            g.play(Color::White, Move::Play(Vertex::new(3, y))).unwrap();
            g.play(Color::Black, Move::Play(Vertex::new(1, y))).unwrap();
        }
        assert_eq!(final_score(&g).unwrap(), "W+0.5");
        assert_eq!(result_string(0.0), "0");
        assert_eq!(result_string(3.0), "B+3");
    }

    /// A dead stone's point is its opponent's, territory its owner's, a living stone's its
    /// own.
    #[test]
    fn judged_owners_give_dead_stones_points_to_the_opponent() {
        let board = board_from_rows(&[
            ".....xo..",
            ".o...xo..",
            ".....xo..",
            ".....xo..",
            ".....xo..",
            ".....xo..",
            ".....xo..",
            ".....xo..",
            ".....xo..",
        ]);
        let owners = judged_owners(&board, &preset("chinese").unwrap());
        let at = |v: &str| owners[board.point(Vertex::parse(v).unwrap())];
        assert_eq!(owners.len(), 11 * 11);
        assert_eq!(at("B8"), 1, "White's lone stone in Black's area is dead");
        assert_eq!(at("A1"), 1, "Black's area");
        assert_eq!(at("F9"), 1, "a living Black stone");
        assert_eq!(at("G1"), -1, "a living White stone");
        assert_eq!(at("J5"), -1, "White's area");
    }
}
