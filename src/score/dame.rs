//! Filling the dame before a territory count, and the stones that filling forces.
//!
//! Why: under territory scoring the board is not counted as it stands. The Japanese 1989 rules
//! (commentary on Article 9, clause 2) say that confirming the end of the game "requires that
//! the players fill the dame and add any necessary stones inside their territory". A filled
//! dame can leave a chain in atari whose last liberty lies inside its owner's territory; the
//! owner must then connect there, or capture the stones that threaten it, and that stone costs
//! a point of territory. Counting the board as it stands misses that point (about one miss in
//! seven on real games under territory rules).
//!
//! How: [`play_out`] fills the neutral points on a copy of the board, the player to move first.
//! The players take turns; on each turn a player first saves a chain of theirs that the opponent
//! could capture (in atari, or with two liberties where the opponent's fill of one open dame
//! would leave it in an atari it cannot escape: such a chain defends first, and no fill of its
//! own brings it there), then fills a dame: one that puts an opponent chain in atari, or in such
//! a doomed state, first (sente), then one that takes such a point away from the opponent or
//! closes an area holding dead opponent stones (a point either player gains by filling first),
//! then any other. A fill never captures, never leaves the filler's chain in danger, never joins
//! a dead chain and never leaves a chain in seki with one liberty (the shared liberties of a seki stay empty). Stones agreed dead stay on
//! the board and are removed as they are (commentary on Article 10), so they threaten nothing: a
//! chain that only dead stones hold in atari is safe, and so is one whose capture would only join
//! dead stones of the capturer. (Real records agree: of eleven development games with a chain in
//! atari next to dead stones, nine count no stone for it.) Two exceptions, where a real move is
//! still needed: a living chain held in atari by living stones must connect, or capture dead
//! stones in atari beside it (a chain whose only room is the capture of the stones inside it), and
//! a chain whose last liberty is also the last liberty of a dead chain must take it before the
//! opponent saves those stones by capturing it. The count then takes its regions from the
//! played-out board, so each necessary stone inside a territory takes exactly its point away, and
//! [`ForcedMove`] says why for the breakdown.

use super::judgement::Status;
use super::shortage;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};

/// A stone a player had to add once the dame were filled.
#[derive(Clone, Debug, PartialEq)]
pub struct ForcedMove {
    pub color: Color,
    pub point: Point,
    /// The dame fill that put the chain in atari, `None` if it was in atari when play stopped.
    pub cause: Option<Point>,
    /// Opponent stones the move captured (0 for a connection).
    pub captures: usize,
    /// True if the point was the player's territory (the stone costs a point).
    pub in_territory: bool,
    /// True if the stone keeps dead opponent stones from winning a race once the dame are
    /// filled ([`super::shortage`]), rather than saving a chain in atari.
    pub shortage: bool,
    /// True if the move is made against dead stones: a shortage stone, or a capture of dead
    /// stones only ([`crate::rules::Ruleset::moves_against_dead_cost`]).
    pub against_dead: bool,
}

/// The board after the dame are filled and the forced stones added.
pub struct PlayedOut {
    pub board: Board,
    /// Status of every stone on `board`: the judge's for the stones that were there, alive (or in
    /// seki, when joined to a chain in seki) for the stones the play-out added.
    pub status: Vec<Option<Status>>,
    /// Dame filled, `[black, white]`.
    pub filled: [u32; 2],
    pub forced: Vec<ForcedMove>,
    /// Stones the forced moves captured, `[captured by black, captured by white]`.
    pub captured: [u32; 2],
    /// Chains left in atari that no move could save (a question for the judge, not the count).
    pub unsaved: Vec<Point>,
}

/// What the count knows about each point before the play-out.
pub struct PointKinds {
    /// The territory owner of each point, `None` for points that are nobody's territory.
    pub owner: Vec<Option<Color>>,
    /// Empty points bordered by living stones of both colours.
    pub dame: Vec<bool>,
}

/// Fills the dame of `board` (statuses `status`), `first` to play first.
pub fn play_out(
    board: &Board,
    status: &[Option<Status>],
    kinds: &PointKinds,
    first: Color,
) -> PlayedOut {
    let stopped = board;
    let mut board = board.clone();
    board.clear_ko();
    let mut out = PlayedOut {
        board,
        status: status.to_vec(),
        filled: [0; 2],
        forced: Vec::new(),
        captured: [0; 2],
        unsaved: Vec::new(),
    };
    let mut open = kinds.dame.clone();
    let mut color = first;
    let mut last: Option<Point> = None;
    let mut passes = 0;
    let limit = 4 * out.board.points().count();
    for _ in 0..limit {
        if let Some(m) = save_a_chain(&mut out, kinds, &open, color, last) {
            out.forced.push(m);
            last = None;
        } else if let Some(d) = choose_fill(&out, &open, color) {
            log::debug!("dame: {} fills {}", color.name(), out.board.vertex(d));
            place(&mut out, color, d);
            open[d] = false;
            out.filled[color.index()] += 1;
            last = Some(d);
        } else {
            passes += 1;
            if passes == 2 {
                break;
            }
            color = color.opponent();
            continue;
        }
        passes = 0;
        color = color.opponent();
    }
    add_necessary_stones(stopped, &mut out, kinds);
    out
}

/// Adds the stones that keep dead stones from winning a race once the dame are filled
/// ([`super::shortage`]).
fn add_necessary_stones(stopped: &Board, out: &mut PlayedOut, kinds: &PointKinds) {
    for area in shortage::areas(&out.board, &out.status) {
        let Some(m) = shortage::necessary_stone(stopped, &out.board, &area) else {
            continue;
        };
        let owner = area.attacker.opponent();
        log::debug!(
            "shortage: {} must add {}",
            owner.name(),
            out.board.vertex(m)
        );
        let captures = place(out, owner, m);
        out.captured[owner.index()] += captures as u32;
        out.forced.push(ForcedMove {
            color: owner,
            point: m,
            cause: None,
            captures,
            in_territory: kinds.owner[m] == Some(owner),
            shortage: true,
            against_dead: true,
        });
    }
}

/// True if `color` playing at `p` captures, and only stones judged dead.
fn captures_only_dead(out: &PlayedOut, color: Color, p: Point) -> bool {
    let taken: Vec<Point> = out
        .board
        .neighbors(p)
        .into_iter()
        .filter(|&n| out.board.cell(n) == Cell::Stone(color.opponent()) && out.board.in_atari(n))
        .collect();
    !taken.is_empty() && taken.iter().all(|&n| out.status[n] == Some(Status::Dead))
}

/// Plays `color` at `p` on the played-out board and keeps the statuses in step.
fn place(out: &mut PlayedOut, color: Color, p: Point) -> usize {
    let joins_seki =
        out.board.neighbors(p).iter().any(|&n| {
            out.board.cell(n) == Cell::Stone(color) && out.status[n] == Some(Status::Seki)
        });
    let result = out.board.play(color, p);
    out.status[p] = Some(if joins_seki {
        Status::Seki
    } else {
        Status::Alive
    });
    if result.captures > 0 {
        for q in out.board.points() {
            if out.board.cell(q) == Cell::Empty && out.status[q].is_some() {
                out.status[q] = None;
            }
        }
    }
    result.captures
}

/// The empty points next to the chain through `p`.
fn liberties_of(board: &Board, p: Point) -> Vec<Point> {
    board.liberty_points(p)
}

/// True if the chain through `p` on `board` is in danger: in atari beside a living opponent
/// stone, and the opponent's capture at its last liberty would be made by living stones.
/// Stones agreed dead are removed as they are, without further moves (Japanese 1989,
/// commentary on Article 10 clause 1): a chain that only dead stones hold in atari is safe (they
/// are taken off before the count), and a capture whose stone joins a dead chain of the capturer
/// is no threat (the stones stay dead, the area stays the owner's), unless that dead chain is in
/// atari at the same point and the capture keeps two liberties: a race the first move there
/// decides, where the opponent would save the dead stones by capturing, so the owner must
/// capture first. A dead stone beside a chain that living stones hold in atari does not save it.
fn threatened(out: &PlayedOut, board: &Board, p: Point) -> bool {
    if !board.in_atari(p) {
        return false;
    }
    let Cell::Stone(color) = board.cell(p) else {
        return false;
    };
    let opponent = |n: Point, dead: bool| {
        board.cell(n) == Cell::Stone(color.opponent())
            && (out.status[n] == Some(Status::Dead)) == dead
    };
    let living_beside = board
        .chain_stones(p)
        .iter()
        .any(|&s| board.neighbors(s).iter().any(|&n| opponent(n, false)));
    if !living_beside {
        return false;
    }
    let at = liberties_of(board, p)[0];
    board
        .neighbors(at)
        .iter()
        .filter(|&&n| opponent(n, true))
        .all(|&n| liberties_of(board, n) == [at] && takes_for_good(board, color.opponent(), at))
}

/// True if `color` playing at `at` captures and keeps two liberties or more (no snapback).
fn takes_for_good(board: &Board, color: Color, at: Point) -> bool {
    let mut t = board.clone();
    let r = t.play(color, at);
    r.captures > 0 && r.suicide == 0 && t.liberties(at) >= 2
}

/// A living chain of `color` (not in seki: a seki is settled as it stands) in atari that the opponent could capture, and the move that saves
/// it (played here). `None` if every chain of `color` is safe or beyond saving.
fn save_a_chain(
    out: &mut PlayedOut,
    kinds: &PointKinds,
    open: &[bool],
    color: Color,
    last: Option<Point>,
) -> Option<ForcedMove> {
    let mut seen = vec![false; MAX_POINTS];
    let points: Vec<Point> = out.board.points().collect();
    for p in points {
        if seen[p]
            || out.board.cell(p) != Cell::Stone(color)
            || out.status[p] != Some(Status::Alive)
        {
            continue;
        }
        out.board
            .chain_stones(p)
            .iter()
            .for_each(|&s| seen[s] = true);
        let in_atari = threatened(out, &out.board, p);
        let doomed = !in_atari && doomed_by_atari(&out.board, p, open);
        if !(doomed || in_atari) || out.unsaved.contains(&p) {
            continue;
        }
        let save = if doomed {
            defending_move(out, kinds, open, color, p)
        } else {
            saving_move(out, kinds, color, p)
        };
        let Some(save) = save else {
            log::debug!(
                "{}: in atari after the dame are filled, and no move saves it",
                out.board.vertex(p)
            );
            out.unsaved.push(p);
            continue;
        };
        let cause = last.filter(|&l| {
            out.board
                .chain_stones(p)
                .iter()
                .any(|&s| out.board.neighbors(s).contains(&l))
        });
        let against_dead = captures_only_dead(out, color, save);
        let captures = place(out, color, save);
        if captures > 0 {
            out.captured[color.index()] += captures as u32;
        }
        return Some(ForcedMove {
            color,
            point: save,
            cause,
            captures,
            in_territory: kinds.owner[save] == Some(color),
            shortage: false,
            against_dead,
        });
    }
    None
}

/// The move that takes the chain through `p` (in atari) out of danger: a connection at its last
/// liberty that leaves it two liberties or more, or the capture of an opponent chain in atari
/// next to it (living, or dead: taking dead stones in atari is how a chain whose only eye they
/// fill stays alive). A connection on a dame comes first (it costs nothing), then a capture, then a
/// connection inside the player's own territory. Moves elsewhere (the opponent's territory, a
/// seki) are not considered.
fn saving_move(out: &PlayedOut, kinds: &PointKinds, color: Color, p: Point) -> Option<Point> {
    let board = &out.board;
    let allowed = |q: Point| kinds.dame[q] || kinds.owner[q] == Some(color);
    let libs = liberties_of(board, p);
    let connect = libs.first().copied().filter(|&l| {
        let mut t = board.clone();
        let r = t.play(color, l);
        allowed(l) && r.suicide == 0 && t.liberties(l) >= 2
    });
    if let Some(l) = connect.filter(|&l| kinds.dame[l]) {
        return Some(l);
    }
    let mut captures = Vec::new();
    for s in board.chain_stones(p) {
        for n in board.neighbors(s) {
            if board.cell(n) == Cell::Stone(color.opponent())
                && matches!(out.status[n], Some(Status::Alive | Status::Dead))
                && board.in_atari(n)
            {
                captures.extend(liberties_of(board, n).into_iter().filter(|&m| allowed(m)));
            }
        }
    }
    captures.first().copied().or(connect)
}

/// True if the chain through `p` has two liberties and the opponent, filling one of them that is
/// still an open dame (`open`) with a stone it keeps (two liberties or more, no capture), leaves
/// it in atari with no way out: its last liberty gives it at most one liberty and captures
/// nothing, and no opponent chain beside it is in atari. Such a chain needs a move before the dame are done: a KGS game's 20 Black
/// stones filled their own third liberty as a dame and were taken after White's atari at P10.
fn doomed_by_atari(board: &Board, p: Point, open: &[bool]) -> bool {
    let Cell::Stone(color) = board.cell(p) else {
        return false;
    };
    let libs = liberties_of(board, p);
    if libs.len() != 2 {
        return false;
    }
    let opponent = color.opponent();
    libs.iter().enumerate().any(|(i, &x)| {
        let y = libs[1 - i];
        if !open[x] {
            return false;
        }
        let Some(t) = quiet_play(board, opponent, x) else {
            return false;
        };
        let mut e = t.clone();
        let escape = e.play(color, y);
        if escape.suicide == 0 && (escape.captures > 0 || e.liberties(y) >= 2) {
            return false;
        }
        !t.chain_stones(p).iter().any(|&s| {
            t.neighbors(s)
                .iter()
                .any(|&n| t.cell(n) == Cell::Stone(opponent) && t.in_atari(n))
        })
    })
}

/// The move that takes the chain through `p` out of [`doomed_by_atari`]: a liberty, on a dame
/// first and then inside the player's own territory, after which it has three liberties or
/// more, or two that no atari dooms.
fn defending_move(
    out: &PlayedOut,
    kinds: &PointKinds,
    open: &[bool],
    color: Color,
    p: Point,
) -> Option<Point> {
    let board = &out.board;
    let safe = |l: Point| {
        quiet_play(board, color, l)
            .is_some_and(|t| t.liberties(l) >= 3 || !doomed_by_atari(&t, l, open))
    };
    let libs = liberties_of(board, p);
    let on = |dame: bool| {
        libs.iter().copied().find(|&l| {
            (if dame {
                kinds.dame[l]
            } else {
                kinds.owner[l] == Some(color)
            }) && safe(l)
        })
    };
    on(true)
        .or_else(|| shortening_fill(board, open, color, p))
        .or_else(|| on(false))
}

/// A fill of an open dame that is a liberty of an opponent chain beside the chain through `p`
/// (not of that chain itself) after which the opponent's atari no longer takes it: White's
/// three stones in Black's eyes share S6 and S8 with a Black group whose third liberty is the
/// dame P5; Black's S6 would take them, White's P5 leaves a seki (KGS 2006-12-15-5).
fn shortening_fill(board: &Board, open: &[bool], color: Color, p: Point) -> Option<Point> {
    let own = liberties_of(board, p);
    let mut candidates: Vec<Point> = Vec::new();
    for &s in board.chain_stones(p).iter() {
        for n in board.neighbors(s) {
            if board.cell(n) == Cell::Stone(color.opponent()) {
                candidates.extend(liberties_of(board, n));
            }
        }
    }
    candidates.into_iter().find(|&l| {
        open[l]
            && !own.contains(&l)
            && quiet_play(board, color, l)
                .is_some_and(|t| !t.in_atari(p) && !doomed_by_atari(&t, p, open))
    })
}

/// The board after `color` plays at `at`, if the move captures nothing and leaves its chain
/// two liberties or more (a fill that changes nothing but the liberties around it).
fn quiet_play(board: &Board, color: Color, at: Point) -> Option<Board> {
    let mut t = board.clone();
    let r = t.play(color, at);
    (r.captures == 0 && r.suicide == 0 && t.liberties(at) >= 2).then_some(t)
}

/// How good a dame fill is for the filler: 2 for putting an opponent chain in atari (sente), plus
/// 1 for taking away a point where the opponent's fill would do that to the filler (reverse
/// sente); 0 for a plain dame. (Trying the defence first, or no defence, or the other player
/// first, changed one game of the 149 Japanese development games, for the worse.)
fn fill_value(out: &PlayedOut, open: &[bool], color: Color, d: Point) -> Option<u8> {
    if !fill_is_sound(out, open, color, d) {
        return None;
    }
    let threat = makes_atari(out, open, color, d);
    let defence = fill_is_sound(out, open, color.opponent(), d)
        && (makes_atari(out, open, color.opponent(), d) || closes_area(out, color.opponent(), d));
    let gain = closes_area(out, color, d);
    Some(2 * threat as u8 + (defence || gain) as u8)
}

/// True if `color` filling `d` closes an area: a region of empty points and dead stones next to
/// `d` that holds a dead opponent stone and that living stones of both colours border becomes
/// bordered by `color` alone (its dead stones are then `color`'s prisoners, its points
/// `color`'s territory). Filling there first is worth a point to either player.
fn closes_area(out: &PlayedOut, color: Color, d: Point) -> bool {
    let board = &out.board;
    let mut seen = vec![false; MAX_POINTS];
    seen[d] = true;
    board.neighbors(d).into_iter().any(|start| {
        if seen[start] || !matches!(board.cell(start), Cell::Empty | Cell::Stone(_)) {
            return false;
        }
        let open = |q: Point| board.cell(q) == Cell::Empty || out.status[q] == Some(Status::Dead);
        if !open(start) {
            return false;
        }
        let (mut todo, mut borders, mut dead) = (vec![start], [false; 2], false);
        seen[start] = true;
        while let Some(q) = todo.pop() {
            dead |= board.cell(q) == Cell::Stone(color.opponent());
            for n in board.neighbors(q) {
                if n == d {
                    continue;
                }
                match board.cell(n) {
                    Cell::Border => {}
                    Cell::Stone(c) if !open(n) => borders[c.index()] = true,
                    _ if !seen[n] => {
                        seen[n] = true;
                        todo.push(n);
                    }
                    _ => {}
                }
            }
        }
        let mut own = [false; 2];
        own[color.index()] = true;
        dead && borders == own
            && board
                .neighbors(d)
                .iter()
                .any(|&n| board.cell(n) == Cell::Stone(color.opponent()) && !open(n))
    })
}

/// The dame `color` fills next, if any can be filled.
fn choose_fill(out: &PlayedOut, open: &[bool], color: Color) -> Option<Point> {
    let mut best: Option<(u8, Point)> = None;
    for d in out.board.points() {
        if !open[d] || out.board.cell(d) != Cell::Empty {
            continue;
        }
        if let Some(v) = fill_value(out, open, color, d) {
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, d));
            }
            if v == 3 {
                break;
            }
        }
    }
    best.map(|(_, d)| d)
}

/// A fill that captures nothing, leaves the filler's chain out of danger, joins no dead
/// chain of the filler and leaves every chain in seki two liberties or more.
fn fill_is_sound(out: &PlayedOut, open: &[bool], color: Color, d: Point) -> bool {
    let board = &out.board;
    let joins_dead = board
        .neighbors(d)
        .iter()
        .any(|&n| board.cell(n) == Cell::Stone(color) && out.status[n] == Some(Status::Dead));
    if joins_dead {
        return false;
    }
    let mut t = board.clone();
    let r = t.play(color, d);
    if r.captures > 0 || r.suicide > 0 || threatened(out, &t, d) || doomed_by_atari(&t, d, open) {
        return false;
    }
    board.neighbors(d).iter().all(|&n| {
        out.status[n] != Some(Status::Seki)
            || board.cell(n) == Cell::Stone(color)
            || t.liberties(n) >= 2
    })
}

/// True if `color` filling `d` leaves a living opponent chain next to it in atari, or with two
/// liberties an atari on an open dame would take ([`doomed_by_atari`]).
fn makes_atari(out: &PlayedOut, open: &[bool], color: Color, d: Point) -> bool {
    let mut t = out.board.clone();
    t.play(color, d);
    out.board.neighbors(d).iter().any(|&n| {
        out.board.cell(n) == Cell::Stone(color.opponent())
            && out.status[n] == Some(Status::Alive)
            && (threatened(out, &t, n) || doomed_by_atari(&t, n, open))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::board_from_rows;

    /// White's E5 is in atari at E4, inside White's area; D5 is Black's.
    fn white_e5_in_atari() -> Board {
        board_from_rows(&[
            ".........",
            ".........",
            ".........",
            "xxxxxxxxx",
            "xxxxoxxxx",
            "oooo.oooo",
            ".........",
            ".........",
            ".........",
        ])
    }

    fn statuses(board: &Board) -> Vec<Option<Status>> {
        (0..MAX_POINTS)
            .map(|p| match board.cell(p) {
                Cell::Stone(_) => Some(Status::Alive),
                _ => None,
            })
            .collect()
    }

    fn white_area(board: &Board) -> PointKinds {
        let mut owner = vec![None; MAX_POINTS];
        for p in board.points() {
            if board.cell(p) == Cell::Empty && board.vertex(p).y < 4 {
                owner[p] = Some(Color::White);
            }
        }
        PointKinds {
            owner,
            dame: vec![false; MAX_POINTS],
        }
    }

    /// Black's B2 C2 D2 have two liberties, B1 and C1. White's fill at B1 keeps two liberties
    /// and leaves Black in atari at C1, where Black has no liberty at all: doomed, if B1 is a
    /// dame White may still fill. With C1 open too (three liberties, A2 empty), or with B1 no
    /// open dame, nothing is doomed.
    #[test]
    fn a_chain_an_atari_on_a_dame_would_take_is_doomed() {
        let doomed = |rows: &[&str], open_at: &[&str]| {
            let b = board_from_rows(rows);
            let mut open = vec![false; MAX_POINTS];
            for v in open_at {
                open[b.point(Vertex::parse(v).unwrap())] = true;
            }
            doomed_by_atari(&b, b.point(Vertex::parse("C2").unwrap()), &open)
        };
        let mut rows = vec!["........."; 6];
        rows.extend(["ooooo....", "oxxxo....", "o..o....."]);
        assert!(doomed(&rows, &["B1"]));
        assert!(!doomed(&rows, &[]));
        let mut roomy = vec!["........."; 6];
        roomy.extend(["ooooo....", ".xxxo....", "o..o....."]);
        assert!(!doomed(&roomy, &["B1"]));
    }

    /// White's fill at A2 takes the third liberty of Black's B2 C2 D2 and leaves it with B1 and
    /// C1, which White's next fill at B1 would take: a fill worth as much as an atari (sente,
    /// 2). Both times it is also worth 1 for taking away Black's A2, an atari on A1. Without B1
    /// as an open dame it is worth that 1 only.
    #[test]
    fn a_fill_that_dooms_a_chain_counts_as_sente() {
        let mut rows = vec!["........."; 6];
        rows.extend(["ooooo....", ".xxxo....", "o..o....."]);
        let board = board_from_rows(&rows);
        let out = PlayedOut {
            status: statuses(&board),
            board,
            filled: [0; 2],
            forced: Vec::new(),
            captured: [0; 2],
            unsaved: Vec::new(),
        };
        let at = |v: &str| out.board.point(Vertex::parse(v).unwrap());
        let mut open = vec![false; MAX_POINTS];
        open[at("A2")] = true;
        assert_eq!(fill_value(&out, &open, Color::White, at("A2")), Some(1));
        open[at("B1")] = true;
        assert_eq!(fill_value(&out, &open, Color::White, at("A2")), Some(3));
    }

    /// White's J4 J5 J6 sit in Black's two eye points H4 and H6, Black's third liberty is the
    /// dame F3. Black's fill at H4 would take the three stones, so White, to move, fills F3
    /// first (it takes a liberty of Black's, not of its own chain), and H4 and H6 stay a seki.
    #[test]
    fn a_doomed_chain_defends_by_taking_the_opponents_outside_liberty() {
        let board = board_from_rows(&[
            ".........",
            "....ooooo",
            "....oxxxx",
            "....oxx.o",
            "....oxxxo",
            "....oxx.o",
            "....o.xxx",
            "....ooooo",
            ".........",
        ]);
        let at = |v: &str| board.point(Vertex::parse(v).unwrap());
        let mut dame = vec![false; MAX_POINTS];
        for v in ["F3", "H4", "H6"] {
            dame[at(v)] = true;
        }
        let kinds = PointKinds {
            owner: vec![None; MAX_POINTS],
            dame,
        };
        let out = play_out(&board, &statuses(&board), &kinds, Color::White);
        assert_eq!(out.forced.first().map(|m| m.point), Some(at("F3")));
        assert_eq!(out.board.cell(at("J5")), Cell::Stone(Color::White));
        assert_eq!(out.board.cell(at("H4")), Cell::Empty);
    }

    #[test]
    fn a_chain_in_atari_by_living_stones_must_connect() {
        let board = white_e5_in_atari();
        let out = play_out(&board, &statuses(&board), &white_area(&board), Color::Black);
        let e4 = board.point(Vertex::parse("E4").unwrap());
        assert_eq!(
            out.forced,
            vec![ForcedMove {
                color: Color::White,
                point: e4,
                cause: None,
                captures: 0,
                in_territory: true,
                shortage: false,
                against_dead: false,
            }]
        );
        assert_eq!(out.board.cell(e4), Cell::Stone(Color::White));
    }

    /// E5 held in atari by dead stones only: they are taken off as they are, nothing to add.
    #[test]
    fn dead_stones_threaten_nothing() {
        let board = white_e5_in_atari();
        let mut status = statuses(&board);
        for v in ["D5", "F5", "E6"] {
            for s in board.chain_stones(board.point(Vertex::parse(v).unwrap())) {
                status[s] = Some(Status::Dead);
            }
        }
        let out = play_out(&board, &status, &white_area(&board), Color::Black);
        assert!(out.forced.is_empty());
    }

    /// E5 held in atari by living stones (F5, E6), a dead one (D5) beside it: Black's capture
    /// at E4 is still there to play, so White connects.
    #[test]
    fn a_dead_stone_beside_does_not_save_a_chain_in_atari() {
        let board = white_e5_in_atari();
        let mut status = statuses(&board);
        status[board.point(Vertex::parse("D5").unwrap())] = Some(Status::Dead);
        let out = play_out(&board, &status, &white_area(&board), Color::Black);
        let e4 = board.point(Vertex::parse("E4").unwrap());
        assert_eq!(out.forced.len(), 1, "{:?}", out.forced);
        assert_eq!((out.forced[0].point, out.forced[0].captures), (e4, 0));
    }

    /// Black's wall has one liberty, E5, which is also the last liberty of White's dead D5
    /// inside it: White playing E5 would capture the wall and save D5, so Black takes D5 first,
    /// inside its own area.
    #[test]
    fn a_race_with_dead_stones_is_taken_first() {
        let board = board_from_rows(&[
            ".........",
            "ooooooooo",
            "xxxxxxxxx",
            "xxxxxxxxx",
            "xxxo.xxxx",
            "xxxxxxxxx",
            "xxxxxxxxx",
            "xxxxxxxxx",
            "xxxxxxxxx",
        ]);
        let mut status = statuses(&board);
        status[board.point(Vertex::parse("D5").unwrap())] = Some(Status::Dead);
        let e5 = board.point(Vertex::parse("E5").unwrap());
        let mut owner = vec![None; MAX_POINTS];
        owner[e5] = Some(Color::Black);
        let kinds = PointKinds {
            owner,
            dame: vec![false; MAX_POINTS],
        };
        let out = play_out(&board, &status, &kinds, Color::White);
        assert_eq!(out.forced.len(), 1, "{:?}", out.forced);
        let m = &out.forced[0];
        assert_eq!((m.color, m.point, m.captures), (Color::Black, e5, 1));
        assert!(m.in_territory);
    }

    #[test]
    fn a_chain_in_seki_is_left_alone() {
        let board = white_e5_in_atari();
        let mut status = statuses(&board);
        status[board.point(Vertex::parse("E5").unwrap())] = Some(Status::Seki);
        let out = play_out(&board, &status, &white_area(&board), Color::Black);
        assert!(out.forced.is_empty());
    }
}
