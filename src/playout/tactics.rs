//! Local tactics for the tree's prior knowledge and the playouts: ladder reading, and the
//! captures, escapes, ladder ataris and capturing-race moves of a whole position.
//!
//! Random playouts do not read ladders: a chain in atari that extends to two liberties usually
//! survives a playout, so the search alone would think running out of a working ladder saves it
//! and would miss the capture by ladder. [`caught_in_ladder`] reads the ladder out (the attacker
//! ataris from either side, the defender extends or captures an attacking chain in atari), and
//! [`Tactics`] turns the result into bonuses and penalties for the moves of a position. The
//! playouts misjudge capturing races between big chains the same way (they fill outside
//! liberties in random order), so [`Tactics`] also favours the moves that decide an even race.

use super::board::{BLACK, PlayoutBoard, WHITE, opp};
use std::cell::RefCell;

thread_local! {
    /// Spare boards for reading: copying into one touches only the part of the arrays the
    /// board size uses, where a fresh clone would copy (or zero) the whole 25×25 arrays, once
    /// per move read, in the middle of playouts.
    static SPARE: RefCell<Vec<Box<PlayoutBoard>>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on a copy of `b`.
fn on_copy<T>(b: &PlayoutBoard, f: impl FnOnce(&mut PlayoutBoard) -> T) -> T {
    let mut board = SPARE
        .with(|s| s.borrow_mut().pop())
        .unwrap_or_else(|| Box::new(b.clone()));
    board.copy_from(b);
    let out = f(&mut board);
    SPARE.with(|s| s.borrow_mut().push(board));
    out
}

/// Positions read at most per ladder question in the tree: ladders are forced, so a few hundred
/// are plenty for any board, and the limit keeps a pathological shape cheap (an unread ladder
/// counts as an escape).
const LADDER_NODES: u32 = 300;

/// The same limit in playouts, where questions are many and each position read costs a board
/// copy: long ladders across a 19×19 board go unread there (the tree still reads them).
const PLAYOUT_LADDER_NODES: u32 = 24;

/// True if the chain through `q`, in atari and whose owner is to move, is captured however it
/// runs: extending gives it at most two liberties each time and the attacker's atari holds.
/// A chain that can capture an attacking chain in atari, or that reaches three liberties,
/// escapes.
pub fn caught_in_ladder(b: &PlayoutBoard, q: usize) -> bool {
    let mut budget = LADDER_NODES;
    on_copy(b, |board| ladder(board, q, &mut budget))
}

/// [`caught_in_ladder`] with the smaller reading limit of the playouts, read on `b` itself
/// (the moves read are taken back: `b` is unchanged when this returns).
pub fn caught_in_short_ladder(b: &mut PlayoutBoard, q: usize) -> bool {
    let mut budget = PLAYOUT_LADDER_NODES;
    ladder(b, q, &mut budget)
}

/// Reads the ladder on `b` itself, playing the moves read and taking them back (the board is
/// as it was when this returns).
fn ladder(b: &mut PlayoutBoard, q: usize, budget: &mut u32) -> bool {
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let d = b.color(q);
    if d != b.to_move() || !b.in_atari(q) || touches_chain_in_atari(b, q) {
        return false;
    }
    let lib = b.atari_liberty(b.chain(q));
    if !b.legal(d, lib) {
        return true;
    }
    let before = b.mark();
    b.play_undoable(lib as u16);
    let mut libs = [0u16; 3];
    let caught = match b.liberties_of(q, &mut libs) {
        0 | 1 => true,
        2 => libs[..2].iter().any(|&x| {
            let x = x as usize;
            if !b.legal(opp(d), x) {
                return false;
            }
            let run = b.mark();
            b.play_undoable(x as u16);
            let caught = b.color(q) == d && ladder(b, q, budget);
            b.undo_to(&run);
            caught
        }),
        _ => false,
    };
    b.undo_to(&before);
    caught
}

/// True if the chain through `q` touches an opponent chain in atari (it could capture it).
fn touches_chain_in_atari(b: &PlayoutBoard, q: usize) -> bool {
    let o = opp(b.color(q));
    let mut s = q;
    loop {
        if b.neighbors(s)
            .into_iter()
            .any(|m| b.color(m) == o && b.in_atari(m))
        {
            return true;
        }
        s = b.next_stone(s);
        if s == q {
            return false;
        }
    }
}

/// The smallest chains that [`Tactics::race`] reads races of.
const RACE_STONES: u32 = 5;

/// The fewest liberties (counted up to 5: 5 means five or more, 6 no such chain) of the
/// opponent chains of two stones or more next to the chain through `h`.
fn rival_liberties(b: &PlayoutBoard, h: usize) -> usize {
    let o = opp(b.color(h));
    let mut fewest = 6;
    let mut s = h;
    loop {
        for m in b.neighbors(s) {
            if b.color(m) == o && b.chain_size(m) >= 2 {
                let mut libs = [0u16; 5];
                fewest = fewest.min(b.liberties_of(m, &mut libs));
            }
        }
        s = b.next_stone(s);
        if s == h {
            return fewest;
        }
    }
}

/// True if the atari at `x` on the chain through `h` (which has two liberties) starts a ladder
/// that fails: the chain extends to two liberties, as in a ladder, and runs out further on (a
/// ladder breaker). An atari the chain answers by capturing, or by extending to three or more
/// liberties at once, may have another purpose (a forcing move, driving the chain) and is not
/// counted.
fn failing_ladder(b: &PlayoutBoard, x: usize, h: usize) -> bool {
    on_copy(b, |after| {
        after.play(x as u16);
        let d = after.to_move();
        if after.color(h) != d || !after.in_atari(h) || touches_chain_in_atari(after, h) {
            return false;
        }
        let lib = after.atari_liberty(after.chain(h));
        after.legal(d, lib) && after.libs_after(d, lib, 3) == 2
    })
}

/// Tactical bonuses for the moves of the player to move in one position, by point: virtual
/// wins (`good`) and virtual losses (`bad`) for the tree's priors, and the ataris that do not
/// catch their chain in a ladder (`escaping`: the chain's head, 0 elsewhere), of which
/// [`Tactics::futile_atari`] tells the ones that only help the chain run.
pub struct Tactics {
    good: Vec<u16>,
    bad: Vec<u16>,
    escaping: Vec<u16>,
}

impl Tactics {
    /// Reads every chain in atari or with two liberties on the board, and (if `races`) the
    /// capturing races of chains with two or three liberties.
    pub fn of(b: &PlayoutBoard, races: bool) -> Tactics {
        let mut t = Tactics {
            good: vec![0; b.len()],
            bad: vec![0; b.len()],
            escaping: vec![0; b.len()],
        };
        let c = b.to_move();
        for h in 0..b.len() {
            let col = b.color(h);
            if (col != BLACK && col != WHITE) || b.chain(h) != h {
                continue;
            }
            let mut libs = [0u16; 4];
            let n = b.liberties_of(h, &mut libs);
            match n {
                1 if col == c => t.save(b, h, libs[0] as usize),
                1 => t.capture(b, h, libs[0] as usize),
                2 if col != c => t.ladder_ataris(b, h, &libs[..2]),
                2 => t.ladder_escapes(b, h, &libs[..2]),
                _ => {}
            }
            if races && (2..=3).contains(&n) {
                t.race(b, h, &libs[..n]);
            }
        }
        t
    }

    /// (virtual wins, virtual losses) for a play at `p`.
    pub fn at(&self, p: usize) -> (u16, u16) {
        (self.good[p], self.bad[p])
    }

    /// True if a play at `p` on `b` (the position these tactics were read from) is an atari
    /// that starts a ladder the chain escapes from, and nothing in the position makes it good
    /// for another reason. Read on demand: the search asks at the root only.
    pub fn futile_atari(&self, b: &PlayoutBoard, p: usize) -> bool {
        let h = self.escaping[p] as usize;
        h != 0 && self.good[p] == 0 && failing_ladder(b, p, h)
    }

    fn add_good(&mut self, p: usize, v: u16) {
        self.good[p] = self.good[p].max(v);
    }

    /// The size bonus of a chain: bigger chains matter more.
    fn weight(b: &PlayoutBoard, h: usize) -> u16 {
        20 + 4 * b.chain_size(h).min(10) as u16
    }

    fn capture(&mut self, b: &PlayoutBoard, h: usize, lib: usize) {
        if b.legal(b.to_move(), lib) {
            self.add_good(lib, Self::weight(b, h));
        }
    }

    /// Own chain `h` in atari at `lib`: capturing an attacker in atari saves it; extending
    /// saves it unless the extension is caught in a ladder (then it is a wasted move).
    fn save(&mut self, b: &PlayoutBoard, h: usize, lib: usize) {
        let c = b.color(h);
        let w = Self::weight(b, h);
        let mut s = h;
        loop {
            for m in b.neighbors(s) {
                if b.color(m) == opp(c) && b.in_atari(m) {
                    let l = b.atari_liberty(b.chain(m));
                    if b.legal(c, l) {
                        self.add_good(l, w);
                    }
                }
            }
            s = b.next_stone(s);
            if s == h {
                break;
            }
        }
        if !b.legal(c, lib) {
            return;
        }
        match b.libs_after(c, lib, 3) {
            0 | 1 => {}
            2 if caught_in_ladder(b, h) => self.bad[lib] = self.bad[lib].max(w),
            _ => self.add_good(lib, w),
        }
    }

    /// Own chain `h` with two liberties: if an opponent atari at either would catch it in a
    /// ladder, extending to three or more liberties (or capturing a neighbour) saves it now.
    fn ladder_escapes(&mut self, b: &PlayoutBoard, h: usize, libs: &[u16]) {
        let c = b.to_move();
        let threatened = libs.iter().any(|&x| {
            let x = x as usize;
            if !b.legal(opp(c), x) {
                return false;
            }
            on_copy(b, |after| {
                after.set_to_move(opp(c));
                after.play(x as u16);
                after.color(h) == c && caught_in_ladder(after, h)
            })
        });
        if !threatened {
            return;
        }
        let w = Self::weight(b, h);
        for &x in libs {
            let x = x as usize;
            if b.legal(c, x) && b.libs_after(c, x, 3) >= 3 {
                self.add_good(x, w);
            }
        }
    }

    /// Chain `h`, of at least [`RACE_STONES`] stones and with the liberties `libs` (two or
    /// three), in a capturing race: a neighbouring opponent chain of two stones or more has
    /// about as many liberties (one more, as many or one fewer). Such races are counted, not
    /// felt, and a playout fills the outside liberties in random order: the moves that decide
    /// them get a bonus. Against an opponent chain, filling one of its liberties (unless that
    /// is a self-atari); for an own chain, a liberty that gains liberties.
    fn race(&mut self, b: &PlayoutBoard, h: usize, libs: &[u16]) {
        let size = b.chain_size(h);
        if size < RACE_STONES {
            return;
        }
        let n = libs.len();
        let rival = rival_liberties(b, h);
        if rival + 1 < n || rival > n + 1 {
            return;
        }
        let c = b.to_move();
        let w = 10 + 2 * size.min(10) as u16;
        for &x in libs {
            let x = x as usize;
            if !b.legal(c, x) {
                continue;
            }
            let gains = if b.color(h) == c {
                b.libs_after(c, x, n + 2) > n
            } else {
                b.libs_after(c, x, 2) >= 2
            };
            if gains {
                self.add_good(x, w);
            }
        }
    }

    /// Opponent chain `h` with two liberties: an atari at either that catches it in a ladder.
    fn ladder_ataris(&mut self, b: &PlayoutBoard, h: usize, libs: &[u16]) {
        let c = b.to_move();
        for &x in libs {
            let x = x as usize;
            if !b.legal(c, x) || b.libs_after(c, x, 2) < 2 {
                continue;
            }
            let caught = on_copy(b, |after| {
                after.play(x as u16);
                caught_in_ladder(after, h)
            });
            if caught {
                self.add_good(x, Self::weight(b, h));
            } else {
                self.escaping[x] = h as u16;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Move, Vertex};
    use crate::game::Game;
    use crate::rules::preset;

    /// Black C4 D5 E3 D3 around White D4 (in atari at E4), White to move; the ladder runs
    /// E4 E5 F5 F6 G6 G7 H7 H8 J8 to the corner unless a White stone stands in its way.
    fn ladder_position(breaker: Option<&str>) -> (Game, PlayoutBoard) {
        let mut g = Game::new(9, preset("chinese").unwrap());
        let mut put = |c, s: &str| g.play(c, Move::Play(Vertex::parse(s).unwrap())).unwrap();
        for s in ["C4", "D5", "E3", "D3"] {
            put(Color::Black, s);
        }
        put(Color::White, "D4");
        if let Some(s) = breaker {
            put(Color::White, s);
        }
        let b = PlayoutBoard::from_board(g.board(), Color::White);
        (g, b)
    }

    #[test]
    fn ladder_without_breaker_captures() {
        let (g, b) = ladder_position(None);
        let d4 = g.board().point(Vertex::parse("D4").unwrap());
        assert!(caught_in_ladder(&b, d4));
        let e4 = g.board().point(Vertex::parse("E4").unwrap());
        let t = Tactics::of(&b, true);
        assert!(
            t.at(e4).1 > 0,
            "running out of a working ladder is penalised"
        );
    }

    #[test]
    fn ladder_breaker_lets_the_chain_escape() {
        for breaker in ["G7", "H8", "F6"] {
            let (g, b) = ladder_position(Some(breaker));
            let d4 = g.board().point(Vertex::parse("D4").unwrap());
            assert!(!caught_in_ladder(&b, d4), "breaker at {breaker}");
            let e4 = g.board().point(Vertex::parse("E4").unwrap());
            assert!(Tactics::of(&b, true).at(e4).0 > 0);
        }
    }

    #[test]
    fn attacker_sees_the_ladder_atari() {
        // Black C4 D5 E3 around White D4 (liberties E4, D3), Black to move: D3 starts the ladder.
        let mut g = Game::new(9, preset("chinese").unwrap());
        for s in ["C4", "D5", "E3"] {
            g.play(Color::Black, Move::Play(Vertex::parse(s).unwrap()))
                .unwrap();
        }
        g.play(Color::White, Move::Play(Vertex::parse("D4").unwrap()))
            .unwrap();
        let b = PlayoutBoard::from_board(g.board(), Color::Black);
        let d3 = g.board().point(Vertex::parse("D3").unwrap());
        assert!(Tactics::of(&b, true).at(d3).0 > 0);
    }

    /// Black B1 B2-E2 (liberties C1 D1 E1) against White F2-J2 J1 (liberties F1 G1 H1), under
    /// White's wall A1 A2 A3-E3 and, with `black_wall`, Black's F3-J3; Black to move.
    fn race_position(black_wall: bool) -> (Game, PlayoutBoard) {
        let mut g = Game::new(9, preset("chinese").unwrap());
        let mut put = |c, s: &str| g.play(c, Move::Play(Vertex::parse(s).unwrap())).unwrap();
        for s in ["B1", "B2", "C2", "D2", "E2"] {
            put(Color::Black, s);
        }
        for s in [
            "A1", "A2", "A3", "B3", "C3", "D3", "E3", "F2", "G2", "H2", "J2", "J1",
        ] {
            put(Color::White, s);
        }
        if black_wall {
            for s in ["F3", "G3", "H3", "J3"] {
                put(Color::Black, s);
            }
        }
        let b = PlayoutBoard::from_board(g.board(), Color::Black);
        (g, b)
    }

    #[test]
    fn an_even_capturing_race_favours_filling_the_opponents_liberties() {
        let at = |g: &Game, s: &str| g.board().point(Vertex::parse(s).unwrap());
        let (g, b) = race_position(true);
        let t = Tactics::of(&b, true);
        assert!(t.at(at(&g, "F1")).0 > 0 && t.at(at(&g, "G1")).0 > 0);
        // Races are read only when asked for.
        let off = Tactics::of(&b, false);
        assert_eq!(off.at(at(&g, "F1")).0, 0);
        assert_eq!(off.at(at(&g, "G1")).0, 0);
        // H1 is a self-atari; Black's own liberties gain nothing.
        for s in ["H1", "C1", "D1", "E1"] {
            assert_eq!(t.at(at(&g, s)).0, 0, "{s}");
        }
        // Without Black's wall White's chain has six liberties: no race to win there.
        let (g, b) = race_position(false);
        let t = Tactics::of(&b, true);
        assert_eq!(t.at(at(&g, "F1")).0, 0);
        assert_eq!(t.at(at(&g, "G1")).0, 0);
    }

    #[test]
    fn an_atari_the_chain_runs_out_of_is_futile() {
        // White D4 E4 (liberties E5, F4) inside Black C4 D5 D3 E3, Black to move; with a White
        // stone at G7 in the ladder's path the atari at F4 lets White run out through E5.
        let mut g = Game::new(9, preset("chinese").unwrap());
        for s in ["D5", "C4", "D3", "E3"] {
            g.play(Color::Black, Move::Play(Vertex::parse(s).unwrap()))
                .unwrap();
        }
        for s in ["D4", "E4", "C7", "G3"] {
            g.play(Color::White, Move::Play(Vertex::parse(s).unwrap()))
                .unwrap();
        }
        let f4 = g.board().point(Vertex::parse("F4").unwrap());
        let board = |extra: &[(Color, &str)]| {
            let mut g = g.clone();
            for &(c, v) in extra {
                g.play(c, Move::Play(Vertex::parse(v).unwrap())).unwrap();
            }
            PlayoutBoard::from_board(g.board(), Color::Black)
        };
        let futile = |b: &PlayoutBoard| Tactics::of(b, true).futile_atari(b, f4);
        let ladder = board(&[]);
        assert!(!futile(&ladder));
        assert!(Tactics::of(&ladder, true).at(f4).0 > 0);
        assert!(futile(&board(&[(Color::White, "G7")])));
        // With E6 White too, the chain extends to three liberties at once: not a ladder, and
        // the atari may have another purpose.
        assert!(!futile(&board(&[
            (Color::White, "G7"),
            (Color::White, "E6")
        ])));
    }
}
