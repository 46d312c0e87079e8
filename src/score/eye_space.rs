//! The eye space of a group shut in by living opponents: how many eyes it makes when the
//! opponent plays first, read from its shape, for groups the playouts keep alive.
//!
//! The playouts alternate who moves first, so a group whose only eye space is a nakade shape
//! (bent three, pyramid four, bulky five, …) lives in every playout where its owner happens to
//! take the vital point first: a third of them or more, whatever their number. A referee reads
//! the shape instead. This module does, and only where the reading is plain:
//!
//! - the group (chains joined through shared liberties) is shut in: each empty region beside
//!   it is either enclosed by the group alone (its eye spaces) or a small gap between it and
//!   the opponent whose every point touches an opponent stone (no room for a new eye), and no
//!   other chain of its colour borders any of them (no way to connect out). An empty point the
//!   playouts give the opponent in seven of ten or more ([`OPPONENTS_AREA`]) is the opponent's
//!   wall: a region ends there, and a gap point beside it touches the opponent (a GNU Go group
//!   whose one contact with a ten-point gap lay beside White's stones, the rest White's area,
//!   in an adjourned NNGS game: its flower five inside was never read);
//! - every opponent chain beside the group or its gaps is safe: two liberties or more, and in
//!   a group with two eyes ([`Groups`]), unconditionally alive, or one move from joining such
//!   a group. The group can then win no capturing race, and no seki: the opponent fills the
//!   shared liberties at no risk. One exception: a lone opponent stone in atari whose last
//!   liberty only firm opponent stones border (two-eyed or unconditionally alive themselves).
//!   Taking it there makes a second eye for a while, but the capturing stone has no other
//!   liberty, so the opponent retakes, and the group can keep it only by filling the eye: a
//!   ko it can never win. The opponent connects there with its first move, and the group then
//!   moves first elsewhere, so it is dead only if every opponent chain around it is firm, its
//!   eye spaces make at most one eye even with its own move first (one space of one or two
//!   points), and no double ko on the board feeds it threats;
//! - its eye spaces, worth when the opponent moves first: a real one-point eye 1, a false one
//!   (safe opponent stones on its diagonals, and a chain beside it whose other liberties are
//!   all outside, so it must connect there) 0, two or three points 1, the nakade shapes of four
//!   to six points (pyramid four, square four, bulky five, crossed five, rabbity six) 1, other
//!   shapes of four to six points and anything bigger 2.
//!
//! A group whose eye spaces add up to at most one eye is dead. Everything not plain (a chain of
//! the group in atari beside its eye, a gap the group could make an eye in, a weak opponent
//! chain) leaves the group to the playouts, so the reading can only kill a group that cannot
//! make two eyes with the opponent to move.

use super::benson::{Chains, PassAlive};
use super::eyes::Groups;
use super::judgement::OPPONENTS_AREA;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};
use crate::playout::nakade::killing_shape_name;

/// Largest gap (empty region beside the group that the opponent also borders) the reading
/// accepts: a bigger one may hold room for an eye.
const MAX_GAP: usize = 3;

/// Eye spaces of this many points or more count as two eyes.
const BIG_SPACE: usize = 7;

/// One eye space of the group and what it is worth with the opponent to move.
struct EyeSpace {
    eyes: u8,
    /// How the note names it ("bulky five, vital point G19", "false eye E17").
    words: String,
}

/// What the board around a group looks like to the reading.
pub struct Surroundings<'a> {
    /// The board with the dead stones (as judged so far) taken off.
    pub board: &'a Board,
    /// The board as played: where the opponent's dead stones still stand in the group's eye
    /// spaces, which the group must capture first ([`captive_space`]).
    pub played: &'a Board,
    pub chains: &'a Chains,
    /// Groups and eyes of that board.
    pub groups: &'a Groups,
    /// Benson's unconditional life for each colour (on the board as played).
    pub pass_alive: &'a [PassAlive; 2],
    /// Stones that the exact reading of a capturing race found in a seki, if races were read.
    pub read_seki: Option<&'a [bool]>,
    /// The playouts' ownership (+1 Black, −1 White), if known: an empty point the opponent owns
    /// in seven playouts of ten or more ([`OPPONENTS_AREA`]) is the opponent's wall.
    pub ownership: Option<&'a [f32]>,
}

impl Surroundings<'_> {
    /// True if the empty point `p` lies in the area of `color`'s opponent by the playouts.
    fn deep(&self, p: Point, color: Color) -> bool {
        let sign = if color == Color::Black { -1.0 } else { 1.0 };
        self.ownership
            .is_some_and(|own| own[p] * sign >= OPPONENTS_AREA)
    }
}

/// If the group of `stones` (of `color`, all on `s.board`) is shut in by safe opponent chains
/// and its eye spaces make at most one eye with the opponent to move, the breakdown's note on
/// it ("A12: dead, one eye (bulky five, vital point G19), false eye E17, outside liberties
/// 4"); otherwise why the reading is not plain ("the gap at L3 (5 points) may hold room for an
/// eye"): the group may live, and is left to the playouts.
pub fn one_eyed_and_shut_in(
    s: &Surroundings,
    stones: &[Point],
    color: Color,
    name: Point,
) -> Result<String, String> {
    let why = read_group(s, stones, color, name);
    if let Err(why) = &why {
        log::debug!("eye space of {}: not read ({why})", s.board.vertex(name));
    }
    why
}

fn read_group(
    s: &Surroundings,
    stones: &[Point],
    color: Color,
    name: Point,
) -> Result<String, String> {
    let b = s.board;
    let mut in_group = vec![false; MAX_POINTS];
    stones.iter().for_each(|&p| in_group[p] = true);
    let mut seen = vec![false; MAX_POINTS];
    let (mut spaces, mut gaps) = (Vec::new(), Vec::new());
    for &stone in stones {
        for start in b.neighbors(stone) {
            if b.cell(start) != Cell::Empty || seen[start] {
                continue;
            }
            let (region, own_only) = empty_region(s, start, &in_group, color, &mut seen)?;
            if own_only {
                spaces.push(region);
            } else {
                gaps.push(region);
            }
        }
    }
    let mut outside_liberties = 0;
    for gap in &gaps {
        if !no_room_in(s, gap, &in_group, color) {
            return Err(format!(
                "the gap at {} ({} points) may hold room for an eye",
                b.vertex(gap[0]),
                gap.len()
            ));
        }
        outside_liberties += gap
            .iter()
            .filter(|&&p| b.neighbors(p).iter().any(|&n| in_group[n]))
            .count();
    }
    let opponents = beside(
        b,
        stones.iter().chain(gaps.iter().flatten()),
        color.opponent(),
    );
    let weak: Vec<Point> = opponents
        .iter()
        .copied()
        .filter(|&p| !safe(s, p) && !seki_out_of_reach(s, p, &in_group))
        .collect();
    let ko = match weak[..] {
        [] => None,
        [stone] => Some(
            hopeless_ko(s, stone, color)
                .ok_or_else(|| format!("the opponent chain at {} is not safe", b.vertex(stone)))?,
        ),
        _ => {
            return Err(format!(
                "the opponent chain at {} is not safe",
                b.vertex(weak[0])
            ));
        }
    };
    let mut valued = Vec::new();
    for space in &spaces {
        let Some(v) = value(s, space, &spaces, color) else {
            return Err(format!(
                "a chain beside the eye space at {} is short of liberties",
                b.vertex(space[0])
            ));
        };
        valued.push(v);
    }
    let eyes: u8 = valued.iter().map(|v| v.eyes).sum();
    if eyes >= 2 {
        return Err("two eyes or more".to_string());
    }
    if let Some(ko) = ko {
        // The opponent spends its first move connecting the ko, so the group moves first
        // everywhere else: at most one eye space, of one or two points, no opponent chain it
        // could cut off by moving first, and no double ko on the board to feed its threats.
        if let Some(&loose) = opponents.iter().find(|&&p| p != ko.stone && !firm(s, p)) {
            return Err(format!(
                "with the ko at {} the group moves first against the chain at {}",
                b.vertex(ko.capture),
                b.vertex(loose)
            ));
        }
        if spaces.len() > 1 || spaces.iter().any(|sp| sp.len() > 2) {
            return Err(format!(
                "the ko at {} leaves the group the first move in its eye spaces",
                b.vertex(ko.capture)
            ));
        }
        if super::solver::has_double_ko(b) {
            return Err("a double ko feeds the group's ko threats".to_string());
        }
    }
    let count = if eyes == 0 { "no eye" } else { "one eye" };
    let mut words: Vec<String> = valued.iter().map(|v| v.words.clone()).collect();
    words.sort();
    let shapes = if words.is_empty() {
        String::new()
    } else {
        format!(" ({})", words.join("; "))
    };
    let ko_words = ko.map_or(String::new(), |ko| {
        format!(
            "; taking {} at {} is a ko it can never win ({} stays in atari), the opponent connects there first",
            b.vertex(ko.stone),
            b.vertex(ko.capture),
            b.vertex(ko.capture)
        )
    });
    Ok(format!(
        "{}: dead, {count}{shapes}, outside liberties {outside_liberties}; the opponent around it is safe{ko_words} (eye-space reading)",
        b.vertex(name)
    ))
}

/// An opponent stone beside the group that the group can only take as a ko it can never win.
#[derive(Clone, Copy)]
struct HopelessKo {
    /// The opponent's stone in atari.
    stone: Point,
    /// Its last liberty, where the group would capture it.
    capture: Point,
}

/// If the opponent chain at `stone` is a lone stone in atari whose last liberty is bordered by
/// firm opponent chains only ([`firm`]), the ko its capture starts: the capturing stone would
/// have no liberty but the captured point, so the group can never keep it except by filling
/// that point (the eye it made), and the opponent connects at the liberty with its first move.
fn hopeless_ko(s: &Surroundings, stone: Point, color: Color) -> Option<HopelessKo> {
    let b = s.board;
    let chain = &s.chains.list[s.chains.id[stone]];
    if chain.stones.len() != 1 || chain.liberties.len() != 1 {
        return None;
    }
    let capture = chain.liberties[0];
    let walled = b.neighbors(capture).iter().all(|&n| {
        n == stone
            || b.cell(n) == Cell::Border
            || (b.cell(n) == Cell::Stone(color.opponent()) && firm(s, n))
    });
    walled.then_some(HopelessKo { stone, capture })
}

/// True if the opponent chain through `p` is safe even with the group moving first: two
/// liberties or more, and unconditionally alive or in a group with two eyes itself.
fn firm(s: &Surroundings, p: Point) -> bool {
    s.chains.list[s.chains.id[p]].liberties.len() >= 2
        && (s.pass_alive[Color::Black.index()].alive[p]
            || s.pass_alive[Color::White.index()].alive[p]
            || s.groups.two_eyed(p))
}

/// The empty region through `start` and whether only the group borders it; why not plain if a
/// chain of `color` outside the group borders it (the group may connect out) or it is too big
/// to be an eye space or a gap.
fn empty_region(
    s: &Surroundings,
    start: Point,
    in_group: &[bool],
    color: Color,
    seen: &mut [bool],
) -> Result<(Vec<Point>, bool), String> {
    let b = s.board;
    let mut region = vec![start];
    seen[start] = true;
    let mut own_only = true;
    let mut i = 0;
    while i < region.len() {
        let q = region[i];
        i += 1;
        for n in b.neighbors(q) {
            match b.cell(n) {
                Cell::Empty if !seen[n] && s.deep(n, color) => own_only = false,
                Cell::Empty if !seen[n] => {
                    seen[n] = true;
                    region.push(n);
                }
                Cell::Stone(c) if c == color && !in_group[n] => {
                    return Err(format!(
                        "the empty region at {} joins the chain at {}",
                        b.vertex(start),
                        b.vertex(n)
                    ));
                }
                Cell::Stone(c) if c != color => own_only = false,
                _ => {}
            }
        }
        if region.len() > BIG_SPACE + MAX_GAP {
            // Too big to be an eye space or a gap: the group has room.
            return Err(format!(
                "the empty region at {} is open (more than {} points)",
                b.vertex(start),
                BIG_SPACE + MAX_GAP
            ));
        }
    }
    Ok((region, own_only))
}

/// True if the gap leaves the group no room for an eye: at most [`MAX_GAP`] points, each next
/// to an opponent stone; or up to two more, where every liberty of the group touches an
/// opponent stone and a single point at most touches none (the inner end of a gap the
/// opponent closes: A13 A12 A11 B12 under White's B13, B11 and A10 beside Black's A14).
fn no_room_in(s: &Surroundings, gap: &[Point], in_group: &[bool], color: Color) -> bool {
    let b = s.board;
    let opponent = color.opponent();
    let walled = |p: Point| {
        touches(b, p, opponent)
            || b.neighbors(p)
                .iter()
                .any(|&n| b.cell(n) == Cell::Empty && !gap.contains(&n) && s.deep(n, color))
    };
    let free = gap.iter().filter(|&&p| !walled(p)).count();
    if gap.len() <= MAX_GAP {
        return free == 0;
    }
    let liberties_touch = gap
        .iter()
        .filter(|&&p| b.neighbors(p).iter().any(|&n| in_group[n]))
        .all(|&p| walled(p));
    gap.len() <= MAX_GAP + 2 && free <= 1 && liberties_touch
}

/// True if a stone of `color` is next to `p`.
fn touches(b: &Board, p: Point, color: Color) -> bool {
    b.neighbors(p)
        .iter()
        .any(|&n| b.cell(n) == Cell::Stone(color))
}

/// One stone of each chain of `color` next to any of `points`.
fn beside<'a>(b: &Board, points: impl Iterator<Item = &'a Point>, color: Color) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::new();
    let mut seen = vec![false; MAX_POINTS];
    for &p in points {
        for n in b.neighbors(p) {
            if b.cell(n) == Cell::Stone(color) && !seen[n] {
                b.chain_stones(n).into_iter().for_each(|q| seen[q] = true);
                out.push(n);
            }
        }
    }
    out
}

/// True if the opponent chain through `p` is safe: two liberties or more, and unconditionally
/// alive, in a group with two eyes, or one liberty away from joining such a group.
fn safe(s: &Surroundings, p: Point) -> bool {
    let b = s.board;
    let Cell::Stone(color) = b.cell(p) else {
        return false;
    };
    let chain = &s.chains.list[s.chains.id[p]];
    if chain.liberties.len() < 2 {
        return false;
    }
    let strong = |q: Point| s.pass_alive[color.index()].alive[q] || s.groups.two_eyed(q);
    strong(p)
        || chain.liberties.iter().any(|&l| {
            b.neighbors(l).iter().any(|&n| {
                b.cell(n) == Cell::Stone(color) && s.chains.id[n] != s.chains.id[p] && strong(n)
            })
        })
}

/// True if the opponent chain at `p` is in a seki that the exact reading of its race found
/// (everything around the race taken as a wall) and none of its liberties touches the group
/// (`in_group`): the group cannot reach the race to change it, so the chain is as safe from it
/// as a living one. A KGS game's White ring around Black's corner, whose stones were in a seki
/// with three White stones inside the corner: with the corner "not safe", the ring's one eye (a
/// square four) was never read, the playouts kept it, and its 40 points of area were counted.
fn seki_out_of_reach(s: &Surroundings, p: Point, in_group: &[bool]) -> bool {
    let Some(read_seki) = s.read_seki else {
        return false;
    };
    let chain = &s.chains.list[s.chains.id[p]];
    read_seki[p]
        && chain.liberties.len() >= 2
        && chain
            .liberties
            .iter()
            .all(|&l| s.board.neighbors(l).iter().all(|&n| !in_group[n]))
}

/// What the eye space `space` of the group is worth with the opponent to move; `None` if the
/// reading is not plain (a chain beside a one-point eye is in atari).
fn value(
    s: &Surroundings,
    space: &[Point],
    spaces: &[Vec<Point>],
    color: Color,
) -> Option<EyeSpace> {
    let holds_captives = space
        .iter()
        .any(|&p| s.played.cell(p) == Cell::Stone(color.opponent()));
    if holds_captives && let Some(taken) = captive_space(s, space, spaces, color) {
        return Some(taken);
    }
    shape_value(s, space, spaces, color)
}

/// What the empty eye space `space` is worth with the opponent to move, from its shape.
fn shape_value(
    s: &Surroundings,
    space: &[Point],
    spaces: &[Vec<Point>],
    color: Color,
) -> Option<EyeSpace> {
    let b = s.board;
    match space.len() {
        1 => one_point(s, space[0], spaces, color),
        2 => Some(EyeSpace {
            eyes: 1,
            words: format!("two-point eye {}", b.vertex(space[0])),
        }),
        3 => {
            let vital = most_connected(b, space);
            let bent = !space.iter().all(|&p| b.vertex(p).x == b.vertex(vital).x)
                && !space.iter().all(|&p| b.vertex(p).y == b.vertex(vital).y);
            let shape = if bent { "bent three" } else { "straight three" };
            Some(EyeSpace {
                eyes: 1,
                words: format!("{shape}, vital point {}", b.vertex(vital)),
            })
        }
        4..BIG_SPACE => Some(match nakade_shape(b, space) {
            Some("square four") => EyeSpace {
                eyes: 1,
                words: format!("square four at {}", b.vertex(space[0])),
            },
            Some(shape) => EyeSpace {
                eyes: 1,
                words: format!(
                    "{shape}, vital point {}",
                    b.vertex(most_connected(b, space))
                ),
            },
            None => EyeSpace {
                eyes: 2,
                words: String::new(),
            },
        }),
        _ => Some(EyeSpace {
            eyes: 2,
            words: String::new(),
        }),
    }
}

/// An eye space that holds the opponent's dead stones on the board as played: worth what their
/// own shape is worth once taken, with the opponent to move, when the reading is plain (one
/// opponent chain, every empty point of the space one of its liberties, every chain of the
/// group beside it with two liberties or more, and one of them with a single liberty inside
/// the space, so no seki with the captives; captives in several chains, or beside only some
/// of the empty points, are read by [`scattered_captives`]); `None` otherwise, and the space is then valued as if empty (the
/// captives on its vital point, as before). The group must then fill every empty point to
/// take them, and what it is left with is the shape they stood on: three in a row taken leave
/// a straight three, whose vital point the opponent takes at once. Valued as empty, the space
/// (three stones and the two points beside them) made a living U of five.
fn captive_space(
    s: &Surroundings,
    space: &[Point],
    spaces: &[Vec<Point>],
    color: Color,
) -> Option<EyeSpace> {
    let played = s.played;
    let captive = space
        .iter()
        .copied()
        .find(|&p| played.cell(p) == Cell::Stone(color.opponent()))?;
    let chain = played.chain_stones(captive);
    let in_chain = |p: Point| chain.contains(&p);
    let one_chain = space.iter().all(|&p| match played.cell(p) {
        Cell::Empty => played.neighbors(p).iter().any(|&n| in_chain(n)),
        _ => in_chain(p),
    });
    let short_beside = space.iter().any(|&p| {
        played
            .neighbors(p)
            .iter()
            .any(|&n| played.cell(n) == Cell::Stone(color) && played.liberties(n) < 2)
    });
    if short_beside {
        return None;
    }
    if !one_chain {
        return scattered_captives(s, space, spaces, color);
    }
    if chain.len() != space.iter().filter(|&&p| in_chain(p)).count()
        || !one_inside_liberty(played, space, color)
    {
        return None;
    }
    let left = shape_value(s, &chain, spaces, color)?;
    Some(EyeSpace {
        eyes: left.eyes,
        words: format!(
            "{} taken: {}",
            captives_name(played, &chain),
            if left.words.is_empty() {
                "room for two eyes".to_string()
            } else {
                left.words
            }
        ),
    })
}

/// Most points of a space that [`scattered_captives`] reads.
const SCATTERED_SPACE_POINTS: usize = 7;

/// An eye space whose captives stand in several chains, or in one that is not beside every
/// empty point of the space, each with all its stones and liberties in the space: the
/// opponent, to move, must join them all with one stone into a shape that is one eye once taken (every other empty point of the space one of its liberties, which the
/// group fills to take it); the first such move found is the note's. If no move does, the
/// group takes the pieces apart and the space is two eyes. White's bulky five around Black's
/// B12 and C13 D13 (KGS): Black's stone on the vital point C12 makes four stones in a zigzag,
/// and White, taking them, lives; valued as an empty bulky five, the group was called dead.
fn scattered_captives(
    s: &Surroundings,
    space: &[Point],
    spaces: &[Vec<Point>],
    color: Color,
) -> Option<EyeSpace> {
    let played = s.played;
    let opponent = Cell::Stone(color.opponent());
    if space.len() > SCATTERED_SPACE_POINTS {
        return None;
    }
    let captives: Vec<Point> = space
        .iter()
        .copied()
        .filter(|&p| played.cell(p) == opponent)
        .collect();
    let enclosed = captives.iter().all(|&c| {
        played.chain_stones(c).iter().all(|q| space.contains(q))
            && played
                .chain_stones(c)
                .iter()
                .flat_map(|&q| played.neighbors(q))
                .all(|n| played.cell(n) != Cell::Empty || space.contains(&n))
    });
    if !enclosed {
        return None;
    }
    let empty: Vec<Point> = space
        .iter()
        .copied()
        .filter(|&p| played.cell(p) == Cell::Empty)
        .collect();
    for &e in &empty {
        let mut shape = captives.clone();
        shape.push(e);
        let touches = |p: Point| played.neighbors(p).iter().any(|n| shape.contains(n));
        if !connected(played, &shape) || !empty.iter().all(|&q| q == e || touches(q)) {
            continue;
        }
        let left = shape_value(s, &shape, spaces, color)?;
        if left.eyes <= 1 {
            return Some(EyeSpace {
                eyes: left.eyes,
                words: format!(
                    "{} with {} added and taken: {}",
                    captives_name(played, &captives),
                    played.vertex(e),
                    left.words
                ),
            });
        }
    }
    Some(EyeSpace {
        eyes: 2,
        words: String::new(),
    })
}

/// True if `points` are one connected piece on `b`.
fn connected(b: &Board, points: &[Point]) -> bool {
    let mut reached = vec![points[0]];
    let mut i = 0;
    while i < reached.len() {
        let p = reached[i];
        i += 1;
        for n in b.neighbors(p) {
            if points.contains(&n) && !reached.contains(&n) {
                reached.push(n);
            }
        }
    }
    reached.len() == points.len()
}

/// True if a chain of `color` beside the space has a single liberty in it: once the opponent
/// has filled its outside liberties it is in atari there, so the group cannot sit in a seki
/// with the captives (a chain whose liberties are all the captives' liberties, two or more,
/// could: neither side can then take the last but one).
fn one_inside_liberty(played: &Board, space: &[Point], color: Color) -> bool {
    let mut seen = vec![false; MAX_POINTS];
    space.iter().any(|&p| {
        played.neighbors(p).iter().any(|&n| {
            if played.cell(n) != Cell::Stone(color) || seen[n] {
                return false;
            }
            let stones = played.chain_stones(n);
            stones.iter().for_each(|&s| seen[s] = true);
            let mut inside: Vec<Point> = Vec::new();
            for s in stones {
                for l in played.neighbors(s) {
                    if played.cell(l) == Cell::Empty && space.contains(&l) && !inside.contains(&l) {
                        inside.push(l);
                    }
                }
            }
            inside.len() == 1
        })
    })
}

/// The captives named by their first point and their number ("A15 (3 stones)").
fn captives_name(b: &Board, chain: &[Point]) -> String {
    let first = chain.iter().copied().min().unwrap_or(chain[0]);
    match chain.len() {
        1 => format!("{}", b.vertex(first)),
        n => format!("{} ({n} stones)", b.vertex(first)),
    }
}

/// A one-point eye: real (1), or false (0) if safe opponent stones hold its diagonals (one on
/// the edge, two in the centre) and a chain beside it has no liberty in another eye space, so
/// the opponent can fill its outside liberties and make it connect there.
fn one_point(s: &Surroundings, p: Point, spaces: &[Vec<Point>], color: Color) -> Option<EyeSpace> {
    let b = s.board;
    let around: Vec<usize> = b
        .neighbors(p)
        .iter()
        .filter(|&&n| b.cell(n) == Cell::Stone(color))
        .map(|&n| s.chains.id[n])
        .collect();
    if around.iter().any(|&c| s.chains.list[c].liberties.len() < 2) {
        return None;
    }
    let (mut held, mut edge) = (0, false);
    for d in b.diagonals(p) {
        match b.cell(d) {
            Cell::Border => edge = true,
            Cell::Stone(c) if c != color && safe(s, d) => held += 1,
            _ => {}
        }
    }
    let in_other_space = |l: Point| l != p && spaces.iter().any(|sp| sp.contains(&l));
    let must_connect = around.iter().any(|&c| {
        !s.chains.list[c]
            .liberties
            .iter()
            .any(|&l| in_other_space(l))
    });
    let false_eye = must_connect && if edge { held >= 1 } else { held >= 2 };
    Some(EyeSpace {
        eyes: u8::from(!false_eye),
        words: if false_eye {
            format!("false eye {}", b.vertex(p))
        } else {
            format!("eye {}", b.vertex(p))
        },
    })
}

/// The point of `space` with the most neighbours in it (the first such): the vital point of a
/// nakade shape.
fn most_connected(b: &Board, space: &[Point]) -> Point {
    let degree = |p: Point| b.neighbors(p).iter().filter(|n| space.contains(n)).count();
    let best = space.iter().map(|&p| degree(p)).max().unwrap_or(0);
    space
        .iter()
        .copied()
        .find(|&p| degree(p) == best)
        .unwrap_or(space[0])
}

/// The name of the nakade shape of four to six points `space` has, under any rotation or
/// reflection (one eye when the opponent takes the vital point first; the square four, one eye
/// whoever plays first): the playouts' own reading of the shapes ([`killing_shape_name`]).
pub(super) fn nakade_shape(b: &Board, space: &[Point]) -> Option<&'static str> {
    killing_shape_name(space, b.stride())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Vertex;
    use crate::score::benson::pass_alive;
    use crate::score::board_from_rows as board;

    fn at(b: &Board, v: &str) -> Point {
        b.point(Vertex::parse(v).unwrap())
    }

    /// The reading's note on the group of the stone at `v` (the board has no dead stones).
    fn read(rows: &[&str], v: &str) -> Option<String> {
        read_taking(rows, &[], v).ok()
    }

    /// The reading's note on the group, or why it is not plain.
    fn reading(rows: &[&str], v: &str) -> Result<String, String> {
        read_taking(rows, &[], v)
    }

    /// [`read`] with the stones at `dead` judged dead: off the board for the reading, still on
    /// the board as played.
    fn read_taking(rows: &[&str], dead: &[&str], v: &str) -> Result<String, String> {
        read_in_seki(rows, dead, None, v)
    }

    /// [`read_taking`] with the stones the races' reading put in a seki, if races were read.
    fn read_in_seki(
        rows: &[&str],
        dead: &[&str],
        read_seki: Option<&[bool]>,
        v: &str,
    ) -> Result<String, String> {
        read_owned(rows, dead, read_seki, None, v)
    }

    /// [`read_in_seki`] with the playouts' ownership, if known.
    fn read_owned(
        rows: &[&str],
        dead: &[&str],
        read_seki: Option<&[bool]>,
        ownership: Option<&[f32]>,
        v: &str,
    ) -> Result<String, String> {
        let played = board(rows);
        let b = crate::score::judge::without(&played, |q| dead.iter().any(|d| at(&played, d) == q));
        let chains = Chains::new(&b);
        let groups = Groups::new(&b);
        let pass_alive = [
            pass_alive(&b, Color::Black, false),
            pass_alive(&b, Color::White, false),
        ];
        let s = Surroundings {
            board: &b,
            played: &played,
            chains: &chains,
            groups: &groups,
            pass_alive: &pass_alive,
            read_seki,
            ownership,
        };
        let p = at(&b, v);
        let Cell::Stone(color) = b.cell(p) else {
            panic!("no stone at {v}")
        };
        // The group: chains sharing liberties with the one at `v`, as the judge joins them.
        let mut stones = b.chain_stones(p);
        loop {
            let more: Vec<Point> = b
                .points()
                .filter(|&q| b.cell(q) == Cell::Stone(color) && !stones.contains(&q))
                .filter(|&q| {
                    b.chain_stones(q).iter().any(|&r| {
                        b.neighbors(r).iter().any(|&l| {
                            b.cell(l) == Cell::Empty
                                && b.neighbors(l).iter().any(|n| stones.contains(n))
                        })
                    })
                })
                .collect();
            if more.is_empty() {
                break;
            }
            for q in more {
                if !stones.contains(&q) {
                    stones.extend(b.chain_stones(q));
                }
            }
        }
        one_eyed_and_shut_in(&s, &stones, color, p)
    }

    /// White's group around Black's B8 and C9 D9 (a bulky five with its vital point C8 empty):
    /// Black's stone there makes four stones in a zigzag, which White takes for two eyes, and
    /// D8 leaves B8 to be taken apart: no move kills. With Black's B8 and D8 on either side of
    /// C8 in a four-point space instead, Black's C8 makes a straight three, taken at C9: dead.
    #[test]
    fn captives_in_several_chains_kill_only_if_one_move_joins_them_into_a_nakade() {
        let mut rows = [
            "ooxxox.x.",
            "ox..oxxxx",
            "oooooxxxx",
            "xxxxxxxxx",
            ".........",
            "xxxxxxxxx",
            "x.x.x.x.x",
            ".........",
            ".........",
        ];
        let why = read_taking(&rows, &["B8", "C9", "D9"], "A9").expect_err("alive");
        assert!(why.contains("two eyes"), "{why}");
        rows[0] = "oo.oox.x.";
        rows[1] = "ox.xoxxxx";
        let note = read_taking(&rows, &["B8", "D8"], "A9").expect("dead");
        assert!(note.contains("with C8 added"), "{note}");
    }

    /// White's ring around Black's corner has one eye, a square four (C9 D9 C8 D8), and Black's
    /// wall outside; Black's corner (liberties G7 J9) is in a seki with White's H7 H8 H9 inside
    /// it, which the ring cannot reach. Without the races' reading the corner is not safe and
    /// the ring is left to the playouts; with the seki read, the ring is dead.
    const RING_AROUND_SEKI: [&str; 9] = [
        "xo..ooxo.",
        "xo..oxxox",
        "xoooox.ox",
        "xxxxoxxxx",
        "...xoooox",
        "...xxxxoo",
        "......xxx",
        ".........",
        ".........",
    ];

    #[test]
    fn a_seki_the_group_cannot_reach_shuts_it_in() {
        let rows = RING_AROUND_SEKI;
        let why = reading(&rows, "E9").expect_err("not plain");
        assert!(why.contains("is not safe"), "{why}");
        let b = board(&rows);
        let mut seki = vec![false; MAX_POINTS];
        for v in ["G9", "H9"] {
            b.chain_stones(at(&b, v))
                .into_iter()
                .for_each(|q| seki[q] = true);
        }
        let note = read_in_seki(&rows, &[], Some(&seki), "E9").expect("dead");
        assert!(note.contains("dead"), "{note}");
        // The inner stones touch the corner's liberties: the seki is no wall for them.
        assert!(read_in_seki(&rows, &[], Some(&seki), "H9").is_err());
    }

    /// White's big group has two eyes; Black's corner group around it has a bent three
    /// (A9 B9 A8) and the two dame D9 A6 against White's safe wall.
    const BENT_THREE: [&str; 9] = [
        "..x.o....",
        ".xxoo....",
        "xxoo.....",
        ".oo......",
        "oo..ooooo",
        "....oxxxx",
        "....ox...",
        "....ox...",
        "....ox...",
    ];

    #[test]
    fn a_bent_three_shut_in_by_a_safe_wall_is_one_eye() {
        let note = read(&BENT_THREE, "C9").expect("dead");
        assert!(
            note.contains("one eye (bent three, vital point A9)"),
            "{note}"
        );
        assert!(note.contains("outside liberties 2"), "{note}");
    }

    /// Black's bent three in the corner with an eight-point gap D8-G9 toward White's wall: room
    /// for an eye as far as the board shows. Where the playouts give White the six points of it
    /// away from Black's stones (seven playouts of ten or more), they are White's wall, the gap
    /// is D8 D9 beside White's stones, and the group is dead.
    #[test]
    fn points_deep_in_the_opponents_area_close_a_gap() {
        let rows = [
            "..x....o.",
            ".xx....o.",
            "xxoooooo.",
            ".oo......",
            "oo..ooooo",
            "....oxxxx",
            "....ox...",
            "....ox...",
            "....ox...",
        ];
        let why = reading(&rows, "C9").expect_err("room in the gap");
        assert!(why.contains("may hold room"), "{why}");
        let b = board(&rows);
        let mut own = vec![0.0; MAX_POINTS];
        for v in ["E9", "F9", "G9", "E8", "F8", "G8"] {
            own[at(&b, v)] = -0.5;
        }
        let note = read_owned(&rows, &[], None, Some(&own), "C9").expect("dead");
        assert!(note.contains("one eye (bent three"), "{note}");
    }

    #[test]
    fn nakade_shapes_are_known_under_rotation_and_reflection() {
        let b = Board::new(9);
        let shape = |vs: &[&str]| {
            let space: Vec<Point> = vs.iter().map(|v| at(&b, v)).collect();
            nakade_shape(&b, &space)
        };
        assert_eq!(shape(&["E5", "D5", "F5", "E4"]), Some("pyramid four"));
        assert_eq!(shape(&["E5", "E4", "E6", "F5"]), Some("pyramid four"));
        assert_eq!(shape(&["A1", "A2", "B1", "B2"]), Some("square four"));
        assert_eq!(shape(&["A9", "B9", "C9", "A8", "B8"]), Some("bulky five"));
        assert_eq!(shape(&["E5", "D5", "F5", "E4", "E6"]), Some("crossed five"));
        assert_eq!(
            shape(&["E5", "D5", "F5", "E4", "E6", "F6"]),
            Some("rabbity six")
        );
        // Living shapes: straight four, bent four, an L of five, a 2×3 rectangle.
        assert_eq!(shape(&["A5", "B5", "C5", "D5"]), None);
        assert_eq!(shape(&["A5", "B5", "C5", "C4"]), None);
        assert_eq!(shape(&["A5", "B5", "C5", "D5", "D4"]), None);
        assert_eq!(shape(&["A5", "B5", "C5", "A4", "B4", "C4"]), None);
    }

    /// Black's group has the bulky five E11 F11 G11 E10 F10 (vital point F11) and E8, a false
    /// eye: White's D7 and F7 hold its diagonals, and Black's E7 beside it has no other liberty
    /// than the dame E6, so it must connect there. White's wall borders a big territory.
    #[test]
    fn a_false_eye_adds_nothing_to_a_bulky_five() {
        let rows = [
            "..ox...xo..",
            "..ox..xxo..",
            "..oxxxxoo..",
            "..ox.xoo...",
            "..ooxoo....",
            "...o.o.....",
            "....o......",
            "...........",
            "...........",
            "...........",
            "...........",
        ];
        let note = read(&rows, "D9").expect("dead");
        assert!(
            note.contains("one eye (bulky five, vital point F11; false eye E8)"),
            "{note}"
        );
        assert!(note.contains("outside liberties 1"), "{note}");
    }

    /// Black's corner group holds White's A6 B6 C6 (dead) between its two chains: A8 B8 C8 B7
    /// above, with A7 C7 beside the three, and A5-D7 below, whose only liberty in the space is
    /// C7. Taken off, they leave a U of five (A7 A6 B6 C6 C7) that would make two eyes; but
    /// Black must fill A7 and C7 to take them, and what is left is a straight three whose vital
    /// point B6 White takes. The gaps A9, A4 and C4 D4 touch White's safe wall.
    const CAPTIVES: [&str; 9] = [
        ".oooo.o..",
        "xxxoooooo",
        ".x.xo....",
        "oooxo....",
        "xxxxo....",
        ".o..o....",
        "ooooooooo",
        ".........",
        ".........",
    ];

    #[test]
    fn captives_taken_leave_their_own_shape() {
        let note = read_taking(&CAPTIVES, &["A6", "B6", "C6"], "A8").expect("dead");
        assert!(
            note.contains("one eye (A6 (3 stones) taken: straight three, vital point B6)"),
            "{note}"
        );
    }

    /// The same three stones with Black's two chains joined at D8: one chain whose liberties in
    /// the space are exactly the captives' two. Once White fills the outside, neither side can
    /// take the last but one (a seki), so the reading leaves the space as empty (two eyes) and
    /// the group to the playouts and the local reading.
    #[test]
    fn captives_that_may_be_in_seki_are_not_read() {
        let mut rows = CAPTIVES;
        rows[1] = "xxxxooooo";
        assert!(read_taking(&rows, &["A6", "B6", "C6"], "A8").is_err());
    }

    /// Two real eyes: not dead.
    #[test]
    fn two_eyes_live() {
        let rows = [
            ".x.xo....",
            "xxxxo....",
            "oooo.....",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
            ".........",
        ];
        assert_eq!(read(&rows, "A8"), None);
    }

    /// A weak opponent chain beside the group (White's E9 in atari): the group may capture it,
    /// so the reading stays out.
    #[test]
    fn a_weak_opponent_chain_leaves_the_group_to_the_playouts() {
        let mut rows = BENT_THREE;
        rows[0] = "..x.ox...";
        rows[1] = ".xxooxx..";
        rows[2] = "xxoo.ox..";
        assert_eq!(read(&rows, "C9"), None);
    }

    /// A gap with room for an eye (three points, one not touching White): not plain.
    #[test]
    fn a_gap_with_room_leaves_the_group_to_the_playouts() {
        let mut rows = BENT_THREE;
        rows[0] = "..x..o...";
        rows[1] = ".xx.oo...";
        rows[2] = "xxooo....";
        assert_eq!(read(&rows, "C9"), None);
    }
    /// White's group along the bottom edge has the two-point eye C1 D1 and the gaps B3 and
    /// D3 E3 against Black's wall. Black's H2 is in atari: White taking it at H3 would make a
    /// second eye at H2, but the stone on H3 would have no other liberty, so Black retakes and
    /// White can keep it only by filling H2. Black connects at H3 first: one eye, dead.
    const HOPELESS_KO: [&str; 9] = [
        "....x....",
        "....x....",
        "....x....",
        "....x....",
        "xxxxxxxxx",
        "xxxxxxxxx",
        "x.o..ox.x",
        "xooooooxo",
        "xo..ooooo",
    ];

    #[test]
    fn a_ko_the_group_can_never_win_adds_no_eye() {
        let note = read(&HOPELESS_KO, "B1").expect("dead");
        assert!(note.contains("one eye (two-point eye C1)"), "{note}");
        assert!(
            note.contains("taking H2 at H3 is a ko it can never win"),
            "{note}"
        );
    }

    /// The same ko beside a three-point eye space: Black's first move connects the ko, and
    /// White then takes the middle of the three points for two eyes.
    #[test]
    fn a_hopeless_ko_beside_a_three_point_space_leaves_the_group_alone() {
        let mut rows = HOPELESS_KO;
        rows[8] = "xo...oooo";
        let why = reading(&rows, "B1").expect_err("not plain");
        assert!(
            why.contains("the ko at H3 leaves the group the first move"),
            "{why}"
        );
    }

    /// A stone in atari whose capturing point has an empty neighbour: the capturing stone
    /// could get a second liberty, so the ko is not hopeless.
    #[test]
    fn a_ko_the_group_may_win_leaves_the_group_alone() {
        let mut rows = HOPELESS_KO;
        rows[5] = "xxxxxxx.x";
        let why = reading(&rows, "B1").expect_err("not plain");
        assert!(
            why.contains("the opponent chain at H2 is not safe"),
            "{why}"
        );
    }
}
