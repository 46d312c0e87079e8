//! Ownership estimates: who owns each point at the end of many playouts from a position.
//!
//! The judge of finished games and the searcher's `kata-analyze` ownership ask the same
//! question with different playouts, so there is one [`Estimator`] with settings:
//!
//! - [`Playouts::Sensible`]: uniformly random sensible moves on the game board: no filling of
//!   one's own eye and no self-atari of two or more stones, so that seki survive; optionally
//!   only inside a region (the judge leaves the points that Benson's test settled alone).
//! - [`Playouts::Policy`]: the moves of a playout policy (light or heavy, see
//!   [`super::policy`]) on the playout board, over the whole board. Sharper where a weak group
//!   sits in the opponent's framework, but blind to seki, which the policy breaks.
//!
//! Playouts start either with each colour first in half of them ([`First::Alternate`]: a
//! finished game has nobody to move) or with the side to move ([`First::ToMove`]: a position
//! in play). The random numbers come from the caller's [`Rng`], so the estimate of a position
//! is reproducible for a given seed.

use super::Rng;
use super::board::{BLACK, PlayoutBoard, WHITE};
use super::policy::{self, Policy};
use crate::board::{Board, Cell, Color, MAX_POINTS, Point};

/// Which moves the playouts play.
#[derive(Clone, Copy, Debug)]
pub enum Playouts<'a> {
    /// Uniformly random sensible moves on the points where `region` is true (every point
    /// when `None`).
    Sensible { region: Option<&'a [bool]> },
    /// The moves of a playout policy, anywhere on the board.
    Policy(Policy),
}

/// Who moves first in each playout.
#[derive(Clone, Copy, Debug)]
pub enum First {
    /// Black in the even playouts, White in the odd ones.
    Alternate,
    /// `color`, after the move at `last_move` (which the heavy policy answers).
    ToMove {
        color: Color,
        last_move: Option<Point>,
    },
}

impl First {
    fn color(self, playout: usize) -> Color {
        match self {
            First::ToMove { color, .. } => color,
            First::Alternate if playout.is_multiple_of(2) => Color::Black,
            First::Alternate => Color::White,
        }
    }
}

/// How to estimate ownership: which playouts, how many, and how long each may run.
#[derive(Clone, Copy, Debug)]
pub struct Estimator<'a> {
    pub playouts: Playouts<'a>,
    /// Number of playouts.
    pub count: usize,
    pub first: First,
    /// Moves after which a playout stops even if nobody passed twice.
    pub max_moves: usize,
}

impl Estimator<'_> {
    /// Average owner of every point of `board` (+1 Black, −1 White; 0 when `count` is 0),
    /// indexed by point: `(size + 2)²` entries, the border ring included (always 0).
    pub fn estimate(&self, board: &Board, rng: &mut Rng) -> Vec<f32> {
        let stride = board.size() + 2;
        let mut sum = vec![0i32; stride * stride];
        match self.playouts {
            Playouts::Sensible { region } => self.sensible_playouts(board, region, rng, &mut sum),
            Playouts::Policy(policy) => self.policy_playouts(board, &policy, rng, &mut sum),
        }
        let n = self.count;
        sum.iter()
            .map(|&s| if n == 0 { 0.0 } else { s as f32 / n as f32 })
            .collect()
    }

    /// Adds the final owner of each point over the sensible playouts to `sum`.
    fn sensible_playouts(
        &self,
        board: &Board,
        region: Option<&[bool]>,
        rng: &mut Rng,
        sum: &mut [i32],
    ) {
        let mut owner = vec![0i8; MAX_POINTS];
        let base: Vec<Point> = board
            .points()
            .filter(|&p| region.is_none_or(|r| r[p]) && board.cell(p) != Cell::Border)
            .collect();
        // The empty points of `base`, in its order, kept up to date move by move: rebuilding the
        // list from the board before every move cost most of a playout's time on 19×19.
        let mut open: Vec<Point> = Vec::with_capacity(base.len());
        let refill = |open: &mut Vec<Point>, b: &Board| {
            open.clear();
            open.extend(base.iter().copied().filter(|&p| b.cell(p) == Cell::Empty));
        };
        let mut empties: Vec<Point> = Vec::with_capacity(base.len());
        let mut taken: Vec<Point> = Vec::new();
        for i in 0..self.count {
            let mut b = board.clone();
            refill(&mut open, &b);
            let mut color = self.first.color(i);
            let (mut passes, mut moves) = (0, 0);
            while passes < 2 && moves < self.max_moves {
                empties.clear();
                empties.extend_from_slice(&open);
                let played = play_sensible(&mut b, color, &mut empties, rng, &mut taken);
                if let Some((p, suicide)) = played {
                    if suicide {
                        refill(&mut open, &b);
                    } else {
                        update_open(&mut open, &base, p, &taken);
                    }
                    passes = 0;
                } else {
                    b.clear_ko();
                    passes += 1;
                }
                moves += 1;
                color = color.opponent();
            }
            final_owner(&b, &mut owner);
            for p in board.points() {
                sum[p] += owner[p] as i32;
            }
        }
    }

    /// Adds the final owner of each point over the policy's playouts to `sum`.
    fn policy_playouts(&self, board: &Board, policy: &Policy, rng: &mut Rng, sum: &mut [i32]) {
        let start = |color: Color| {
            let mut b = PlayoutBoard::from_board(board, color);
            if let First::ToMove {
                last_move: Some(p), ..
            } = self.first
            {
                b.set_last_move(p as u16);
            }
            b
        };
        let starts = [start(self.first.color(0)), start(self.first.color(1))];
        let mut b = starts[0].clone();
        let mut owners = vec![0u8; b.len()];
        for i in 0..self.count {
            b.copy_from(&starts[i % 2]);
            policy::play_out(&mut b, policy, rng, self.max_moves, |_, _| {});
            b.owners(&mut owners);
            for p in board.points() {
                sum[p] += match owners[p] {
                    BLACK => 1,
                    WHITE => -1,
                    _ => 0,
                };
            }
        }
    }
}

/// Plays a random sensible move of `color` among `empties` (which it uses up): the point played
/// and whether the play was a suicide, with the opponent stones it captured in `taken`; `None`
/// if there is no such move.
fn play_sensible(
    b: &mut Board,
    color: Color,
    empties: &mut Vec<Point>,
    rng: &mut Rng,
    taken: &mut Vec<Point>,
) -> Option<(Point, bool)> {
    taken.clear();
    while !empties.is_empty() {
        let k = rng.below(empties.len());
        let p = empties.swap_remove(k);
        if sensible(b, color, p) {
            for n in b.neighbors(p) {
                if b.cell(n) == Cell::Stone(color.opponent())
                    && b.in_atari(n)
                    && !taken.contains(&n)
                {
                    taken.extend(b.chain_stones(n));
                }
            }
            let played = b.play(color, p);
            debug_assert_eq!(played.captures, taken.len());
            return Some((p, played.suicide > 0));
        }
    }
    None
}

/// Keeps `open`, the empty points of `base` in increasing order, up to date after a play at
/// `p` that captured the stones `taken`.
fn update_open(open: &mut Vec<Point>, base: &[Point], p: Point, taken: &[Point]) {
    if let Ok(k) = open.binary_search(&p) {
        open.remove(k);
    }
    for &q in taken {
        if base.binary_search(&q).is_ok()
            && let Err(k) = open.binary_search(&q)
        {
            open.insert(k, q);
        }
    }
}

/// True if a playout may play `color` at the empty point `p`: legal without suicide or ko
/// recapture, not one of its own eyes, and not a self-atari of two or more stones (a capture
/// is always allowed).
fn sensible(board: &Board, color: Color, p: Point) -> bool {
    if board.ko() == Some((p, color)) || board.is_eye(color, p) {
        return false;
    }
    let opponent = color.opponent();
    let mut joins = false;
    let mut empties = 0;
    for n in board.neighbors(p) {
        match board.cell(n) {
            Cell::Empty => empties += 1,
            Cell::Stone(c) if c == opponent => {
                if board.in_atari(n) {
                    return true;
                }
            }
            Cell::Stone(_) => joins = true,
            Cell::Border => {}
        }
    }
    if empties >= 2 {
        return true;
    }
    let libs = board.liberties_after(color, p, 2);
    if libs == 0 {
        return false;
    }
    libs >= 2 || !joins
}

/// Owner of every point at the end of a playout: stones, and empty regions bordered by one
/// colour. +1 Black, −1 White, 0 neither.
fn final_owner(board: &Board, out: &mut [i8]) {
    let mut seen = [false; MAX_POINTS];
    let mut stack = Vec::with_capacity(64);
    let mut region = Vec::with_capacity(64);
    for p in board.points() {
        match board.cell(p) {
            Cell::Stone(Color::Black) => out[p] = 1,
            Cell::Stone(Color::White) => out[p] = -1,
            Cell::Empty if !seen[p] => {
                let mut borders = [false; 2];
                stack.clear();
                region.clear();
                stack.push(p);
                seen[p] = true;
                while let Some(q) = stack.pop() {
                    region.push(q);
                    for n in board.neighbors(q) {
                        match board.cell(n) {
                            Cell::Empty if !seen[n] => {
                                seen[n] = true;
                                stack.push(n);
                            }
                            Cell::Stone(c) => borders[c.index()] = true,
                            _ => {}
                        }
                    }
                }
                let v = match borders {
                    [true, false] => 1,
                    [false, true] => -1,
                    _ => 0,
                };
                for &q in &region {
                    out[q] = v;
                }
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Move;
    use crate::board::Vertex;
    use crate::game::Game;
    use crate::playout::board::test_position;
    use crate::playout::random_move;
    use crate::rules::preset;

    fn at(board: &Board, v: &str) -> Point {
        board.point(Vertex::parse(v).unwrap())
    }

    /// A Black wall across the board on the fifth line, two eyes' worth of space on each side.
    fn wall() -> Board {
        let rows = ["A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5", "J5"];
        let stones: Vec<_> = rows.iter().map(|&v| (Color::Black, v)).collect();
        let (game, _) = test_position(&stones, Color::White);
        game.board().clone()
    }

    fn estimator(playouts: Playouts<'_>, count: usize) -> Estimator<'_> {
        Estimator {
            playouts,
            count,
            first: First::Alternate,
            max_moves: 300,
        }
    }

    #[test]
    fn no_playouts_own_nothing() {
        let board = wall();
        let own = estimator(Playouts::Policy(Policy::HEAVY), 0).estimate(&board, &mut Rng::new(1));
        assert_eq!(own.len(), 11 * 11);
        assert!(own.iter().all(|&o| o == 0.0));
    }

    /// With no point open to the playouts, every playout ends at once: the estimate is the
    /// board as it stands (the wall and everything it alone borders is Black's).
    #[test]
    fn a_closed_region_leaves_the_board_as_it_stands() {
        let board = wall();
        let closed = vec![false; MAX_POINTS];
        let playouts = Playouts::Sensible {
            region: Some(&closed),
        };
        let own = estimator(playouts, 10).estimate(&board, &mut Rng::new(1));
        for p in board.points() {
            assert_eq!(own[p], 1.0, "{p}");
        }
    }

    /// Open points get played: White's stones appear somewhere in some playouts, and the
    /// wall stays Black's in most of them.
    #[test]
    fn open_points_are_played_and_the_wall_stays() {
        let board = wall();
        for playouts in [
            Playouts::Sensible { region: None },
            Playouts::Policy(Policy::HEAVY),
        ] {
            let own = estimator(playouts, 40).estimate(&board, &mut Rng::new(3));
            assert!(own[at(&board, "E5")] > 0.5, "{playouts:?}");
            assert!(board.points().any(|p| own[p] < 1.0), "{playouts:?}");
        }
    }

    /// The same seed gives the same estimate; the side to move and its last move are used.
    #[test]
    fn estimates_are_reproducible() {
        let board = wall();
        let to_move = Estimator {
            first: First::ToMove {
                color: Color::White,
                last_move: Some(at(&board, "E5")),
            },
            ..estimator(Playouts::Policy(Policy::HEAVY), 20)
        };
        let a = to_move.estimate(&board, &mut Rng::new(5));
        assert_eq!(a, to_move.estimate(&board, &mut Rng::new(5)));
        let sensible = estimator(Playouts::Sensible { region: None }, 20);
        let b = sensible.estimate(&board, &mut Rng::new(5));
        assert_eq!(b, sensible.estimate(&board, &mut Rng::new(5)));
    }

    /// The final owners of a finished random game count its area as the playout board's own
    /// count does (two independent floods of the empty regions).
    #[test]
    fn final_owners_count_the_area_as_the_playout_board_does() {
        let mut rng = Rng::new(7);
        for size in [5, 9, 13] {
            for _ in 0..20 {
                let mut game = Game::new(size, preset("japanese").unwrap());
                let mut color = Color::Black;
                for _ in 0..size * size * 3 {
                    let mv = random_move(&game, color, &mut rng);
                    game.play(color, mv).unwrap();
                    let moves = game.moves();
                    if moves.len() >= 2
                        && moves[moves.len() - 2..].iter().all(|m| m.1 == Move::Pass)
                    {
                        break;
                    }
                    color = color.opponent();
                }
                let mut owner = vec![0i8; MAX_POINTS];
                final_owner(game.board(), &mut owner);
                let area_diff: i32 = owner.iter().map(|&o| o as i32).sum();
                let b = PlayoutBoard::from_board(game.board(), color);
                assert_eq!(b.plain_area_diff(), area_diff);
            }
        }
    }
}
