//! The playout policy: which move a playout plays next.
//!
//! The base is the light policy, a uniformly random playable point (legal, not suicide, not one
//! of the player's own eyes). The heavy policy, in the spirit of MoGo and Pachi, looks first at
//! the last move: capture its chain if it is in atari, save own chains it put in atari (capture a
//! neighbouring chain in atari, or extend when that gives two liberties), take the vital point of
//! a killing shape it has just captured, then play a 3×3 shape pattern next to it; otherwise it
//! plays a random move, rejecting moves that put a chain of two or more stones in atari unless
//! their capture leaves a dead eye shape (a sacrifice that kills, [`super::nakade`]). Each
//! heuristic can be switched off (`--policy`) to measure it.

use super::Rng;
use super::board::{EMPTY, PASS, PlayoutBoard, opp};
use super::patterns;
use super::tactics;

/// Which heuristics the playouts use on top of the random base policy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Capture the last move's chain when it is in atari.
    pub capture: bool,
    /// Save own chains that the last move put in atari.
    pub save: bool,
    /// Reject random moves that put two or more own stones in atari.
    pub self_atari: bool,
    /// Play 3×3 shape patterns next to the last move.
    pub patterns: bool,
    /// Play the learned model's 3×3 shapes next to the last move, in proportion to their
    /// gammas, instead of the hand-written patterns ([`super::learned`]).
    pub learned: bool,
    /// Let the self-atari rule pass sacrifices of several stones whose capture leaves a dead
    /// eye shape ([`super::nakade`]).
    pub nakade: bool,
    /// After a capture of three to six stones in a killing shape, the player who lost them
    /// takes the vital point of the space they left ([`super::nakade::vital_point_after_capture`]).
    pub vital: bool,
}

impl Policy {
    /// The uniform random policy.
    pub const LIGHT: Policy = Policy {
        capture: false,
        save: false,
        self_atari: false,
        patterns: false,
        learned: false,
        nakade: false,
        vital: false,
    };
    /// Every heuristic.
    pub const HEAVY: Policy = Policy {
        capture: true,
        save: true,
        self_atari: true,
        patterns: true,
        learned: false,
        nakade: true,
        vital: true,
    };

    /// The judge's second opinion on life and death: the heavy policy without `vital`. The
    /// judge's reading of eye spaces was tuned against these playouts, and with `vital` two of
    /// its eye-space cases (`score_eye_space.tst`, `score_nakade_seki_open.tst`) read wrong.
    pub const JUDGE: Policy = Policy {
        vital: false,
        ..Policy::HEAVY
    };

    /// Parses `light`, `heavy`, or a comma-separated list of `capture`, `save`, `self-atari`,
    /// `patterns`.
    pub fn parse(text: &str) -> Result<Policy, String> {
        match text.trim() {
            "light" | "none" => return Ok(Policy::LIGHT),
            "heavy" | "all" => return Ok(Policy::HEAVY),
            _ => {}
        }
        let mut p = Policy::LIGHT;
        for part in text.split(',') {
            match part.trim() {
                "capture" => p.capture = true,
                "save" => p.save = true,
                "self-atari" | "selfatari" => p.self_atari = true,
                "patterns" | "pattern" => p.patterns = true,
                "learned" => p.learned = true,
                "nakade" => p.nakade = true,
                "vital" => p.vital = true,
                other => {
                    return Err(format!(
                        "unknown heuristic '{other}' (light, heavy, or capture,save,self-atari,patterns,learned,nakade,vital)"
                    ));
                }
            }
        }
        Ok(p)
    }

    pub fn is_light(&self) -> bool {
        *self == Policy::LIGHT
    }
}

/// True if a play of `c` at `p` joins own stones into a chain left with a single liberty
/// (a single new stone in atari is allowed: throw-ins and nakade need it).
#[inline]
pub fn is_big_self_atari(b: &PlayoutBoard, c: u8, p: usize) -> bool {
    if b.neighbor_count(p, c) == 0 || b.neighbor_count(p, EMPTY) >= 2 {
        return false;
    }
    b.libs_after(c, p, 2) < 2
}

/// True if a play of `c` at `p` is a self-atari the heavy policy rejects: a big self-atari
/// ([`is_big_self_atari`]), unless `nakade` lets it pass as a sacrifice whose capture leaves a
/// dead eye shape ([`super::nakade::sacrifice_kills`]).
#[inline]
pub fn is_bad_self_atari(b: &PlayoutBoard, c: u8, p: usize, nakade: bool) -> bool {
    is_big_self_atari(b, c, p) && !(nakade && super::nakade::sacrifice_kills(b, c, p))
}

/// True if a play of `c` at `p` captures something.
#[inline]
pub fn captures(b: &PlayoutBoard, c: u8, p: usize) -> bool {
    let o = opp(c);
    b.neighbors(p)
        .into_iter()
        .any(|q| b.color(q) == o && b.in_atari(q))
}

/// Small fixed-capacity list of candidate points.
pub struct Candidates {
    pts: [u16; 32],
    n: usize,
}

impl Candidates {
    pub fn new() -> Candidates {
        Candidates { pts: [0; 32], n: 0 }
    }
    #[inline]
    pub fn push(&mut self, p: usize) {
        if self.n < self.pts.len() && !self.pts[..self.n].contains(&(p as u16)) {
            self.pts[self.n] = p as u16;
            self.n += 1;
        }
    }
    pub fn as_slice(&self) -> &[u16] {
        &self.pts[..self.n]
    }
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }
    /// A random element, or `PASS` if empty.
    fn pick(&self, rng: &mut Rng) -> u16 {
        if self.n == 0 {
            PASS
        } else {
            self.pts[rng.below(self.n)]
        }
    }
}

impl Default for Candidates {
    fn default() -> Self {
        Candidates::new()
    }
}

/// Moves that capture the last move's chain or save own chains it put in atari, for `c` to
/// play. Every candidate is legal (it captures, or extends to two liberties).
pub fn tactical_moves(b: &mut PlayoutBoard, c: u8, policy: &Policy, out: &mut Candidates) {
    let last = b.last_move() as usize;
    if last == PASS as usize || b.color(last) != opp(c) {
        return;
    }
    if policy.capture {
        if b.in_atari(last) {
            let lib = b.atari_liberty(b.chain(last));
            if b.legal(c, lib) {
                out.push(lib);
            }
        }
        capture_next_to_own_move(b, c, out);
    }
    if policy.save {
        let mut heads = [0usize; 4];
        let mut nh = 0;
        for q in b.neighbors(last) {
            if b.color(q) != c || !b.in_atari(q) {
                continue;
            }
            let h = b.chain(q);
            if heads[..nh].contains(&h) {
                continue;
            }
            heads[nh] = h;
            nh += 1;
            save_chain(b, c, q, out);
        }
    }
}

/// Captures of opponent chains in atari next to our own previous move: an atari the opponent did
/// not answer (often because running was hopeless, see [`save_chain`]) is followed up.
fn capture_next_to_own_move(b: &PlayoutBoard, c: u8, out: &mut Candidates) {
    let own = b.last_move2() as usize;
    if own == PASS as usize || b.color(own) != c {
        return;
    }
    for q in b.neighbors(own) {
        if b.color(q) == opp(c) && b.in_atari(q) {
            let lib = b.atari_liberty(b.chain(q));
            if b.legal(c, lib) {
                out.push(lib);
            }
        }
    }
}

/// Moves that save the chain of `c` through `q` (in atari): capture an adjacent opponent chain
/// in atari, or extend at the liberty when that leaves at least three liberties, or two without
/// being caught in a ladder.
fn save_chain(b: &mut PlayoutBoard, c: u8, q: usize, out: &mut Candidates) {
    let o = opp(c);
    let mut s = q;
    loop {
        for m in b.neighbors(s) {
            if b.color(m) == o && b.in_atari(m) {
                let lib = b.atari_liberty(b.chain(m));
                if b.legal(c, lib) {
                    out.push(lib);
                }
            }
        }
        s = b.next_stone(s);
        if s == q {
            break;
        }
    }
    let lib = b.atari_liberty(b.chain(q));
    if b.color(lib) != EMPTY || !b.legal(c, lib) {
        return;
    }
    match b.libs_after(c, lib, 3) {
        0 | 1 => {}
        2 if tactics::caught_in_short_ladder(b, q) => {}
        _ => out.push(lib),
    }
}

/// Empty points next to the last move (8-neighbourhood) where `c` playing matches a pattern.
pub fn pattern_moves(b: &PlayoutBoard, c: u8, out: &mut Candidates) {
    let last = b.last_move() as usize;
    if last == PASS as usize {
        return;
    }
    let s = b.stride();
    for q in [
        last - s - 1,
        last - s,
        last - s + 1,
        last - 1,
        last + 1,
        last + s - 1,
        last + s,
        last + s + 1,
    ] {
        if b.color(q) == EMPTY && patterns::matches(b, c, q) {
            out.push(q);
        }
    }
}

/// A move of the learned 3×3 shapes next to the last move, or `PASS`; kept out of line so that
/// the default policy's code stays as it was.
#[inline(never)]
fn learned_move(b: &PlayoutBoard, c: u8, rng: &mut Rng) -> u16 {
    super::learned::PlayoutShapes::embedded().choose(b, c, rng)
}

/// The next playout move for the player to move, or `PASS` when nothing is playable.
#[inline]
pub fn choose(b: &mut PlayoutBoard, policy: &Policy, rng: &mut Rng) -> u16 {
    let c = b.to_move();
    if policy.is_light() {
        return b.random_playable(c, rng);
    }
    let bad = |b: &PlayoutBoard, p: usize| is_bad_self_atari(b, c, p, policy.nakade);
    let mut cand = Candidates::new();
    if policy.capture || policy.save {
        tactical_moves(b, c, policy, &mut cand);
        if !cand.is_empty() {
            return cand.pick(rng);
        }
    }
    if policy.vital
        && let Some(v) = super::nakade::vital_point_after_capture(b)
        && b.playable(c, v)
    {
        return v as u16;
    }
    if policy.learned {
        let p = learned_move(b, c, rng);
        if p != PASS {
            return p;
        }
    } else if policy.patterns {
        pattern_moves(b, c, &mut cand);
        while !cand.is_empty() {
            let i = rng.below(cand.n);
            let p = cand.pts[i] as usize;
            if b.playable(c, p) && !(policy.self_atari && bad(b, p)) {
                return p as u16;
            }
            cand.n -= 1;
            cand.pts[i] = cand.pts[cand.n];
        }
    }
    let mut p = b.random_playable(c, rng);
    if policy.self_atari {
        for _ in 0..4 {
            if p == PASS || !bad(b, p as usize) {
                return p;
            }
            p = b.random_playable(c, rng);
        }
        if p != PASS && bad(b, p as usize) {
            p = no_bad_self_atari(b, c, policy.nakade, rng);
        }
    }
    p
}

/// A random playable point that is no bad self-atari ([`is_bad_self_atari`]), or `PASS`.
///
/// When a player has nothing else left, the playout passes rather than fill a liberty its
/// chain shares with the opponent: otherwise every seki dies at the end of every playout (the
/// side that runs out of moves first gives its chain away), and the search counts the seki's
/// stones and eyes for the wrong side — a 34-stone seki that Tengen's search saw as Black's,
/// passing at 90% in a game it lost by 28 points. (A sacrifice that leaves a dead eye shape
/// is no seki liberty: the seki was not one.)
#[inline(never)]
fn no_bad_self_atari(b: &PlayoutBoard, c: u8, nakade: bool, rng: &mut Rng) -> u16 {
    b.random_playable_where(c, rng, |q| !is_bad_self_atari(b, c, q, nakade))
}

/// Plays the position out with `policy`: moves until both players pass in a row or `max_moves`
/// have been played. `record(point, colour)` sees every play. Returns the number of moves.
#[inline]
pub fn play_out(
    b: &mut PlayoutBoard,
    policy: &Policy,
    rng: &mut Rng,
    max_moves: usize,
    mut record: impl FnMut(u16, u8),
) -> usize {
    let mut moves = 0;
    while moves < max_moves && b.passes() < 2 {
        let c = b.to_move();
        let p = choose(b, policy, rng);
        if p != PASS {
            record(p, c);
        }
        b.play(p);
        moves += 1;
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Vertex};
    use crate::game::Game;
    use crate::playout::board::{BLACK, WHITE};

    fn setup(stones: &[(Color, &str)], to_move: Color) -> (Game, PlayoutBoard) {
        crate::playout::board::test_position(stones, to_move)
    }

    #[test]
    fn heavy_playouts_keep_the_board_consistent() {
        let mut rng = Rng::new(3);
        let learned = Policy::parse("capture,save,self-atari,learned").unwrap();
        assert!(learned.learned && !learned.patterns);
        for policy in [Policy::LIGHT, Policy::HEAVY, learned] {
            for _ in 0..50 {
                let mut b = PlayoutBoard::new(9);
                play_out(&mut b, &policy, &mut rng, 400, |_, _| {});
                b.check().unwrap();
                assert_eq!(b.passes(), 2);
            }
        }
    }

    #[test]
    fn capture_and_save_candidates() {
        // White E5 in atari after black's F5? Black stones D5, E4, E6; white E5 just played.
        let (g, mut b) = setup(
            &[
                (Color::Black, "D5"),
                (Color::Black, "E4"),
                (Color::Black, "E6"),
                (Color::White, "E5"),
            ],
            Color::Black,
        );
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        b.set_last_move(at("E5") as u16);
        let mut c = Candidates::new();
        tactical_moves(&mut b, BLACK, &Policy::HEAVY, &mut c);
        assert_eq!(c.as_slice(), &[at("F5") as u16]);
        // Same shape from White's side: black just played E4... white E5 in atari: save at F5.
        b.set_to_move(WHITE);
        b.set_last_move(at("E6") as u16);
        let mut c = Candidates::new();
        tactical_moves(&mut b, WHITE, &Policy::HEAVY, &mut c);
        assert_eq!(c.as_slice(), &[at("F5") as u16]);
    }

    #[test]
    fn the_vital_point_follows_a_killing_capture() {
        // Black's bulky five A9 B9 A8 B8 A7 in White's corner; White takes it with A6, and with
        // `vital` (in the heavy policy) Black answers at the vital point A8 every time.
        let mut stones: Vec<(Color, &str)> = ["C9", "C8", "B7", "B6", "C7"]
            .iter()
            .map(|&s| (Color::White, s))
            .collect();
        stones.extend(["A9", "B9", "A8", "B8", "A7"].map(|s| (Color::Black, s)));
        stones.extend(["E5", "F5"].map(|s| (Color::Black, s)));
        let (g, mut b) = setup(&stones, Color::White);
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        b.play(at("A6") as u16);
        let without_vital = Policy {
            vital: false,
            ..Policy::HEAVY
        };
        let mut rng = Rng::new(3);
        let mut without = 0;
        for _ in 0..50 {
            assert_eq!(
                choose(&mut b.clone(), &Policy::HEAVY, &mut rng),
                at("A8") as u16
            );
            if choose(&mut b.clone(), &without_vital, &mut rng) != at("A8") as u16 {
                without += 1;
            }
        }
        assert!(
            without > 25,
            "without the heuristic A8 is chance ({without} of 50 elsewhere)"
        );
    }

    #[test]
    fn self_atari_of_two_stones_is_detected() {
        // White A2 B2 B1... black A1 would be one stone; black C1 next to black B... build:
        // Black B1, white A2 B2 C2 D1: black C1 joins B1 into a chain with one liberty (A1).
        let (g, b) = setup(
            &[
                (Color::Black, "B1"),
                (Color::White, "A2"),
                (Color::White, "B2"),
                (Color::White, "C2"),
                (Color::White, "D1"),
            ],
            Color::Black,
        );
        let at = |s: &str| g.board().point(Vertex::parse(s).unwrap());
        assert!(is_big_self_atari(&b, BLACK, at("C1")));
        assert!(!is_big_self_atari(&b, BLACK, at("E5")));
        assert_eq!(b.libs_after(BLACK, at("A1"), 3), 1);
    }

    #[test]
    fn the_heavy_policy_plays_the_sacrifice_that_kills_and_no_other_self_atari() {
        // 5×5: White's seven stones and Black's A4 B4 B3 share the liberties A5 and A3; Black's
        // wall has three eyes. Black's only moves are A3 (four stones in a square: once White
        // takes them, White has one eye) and A5 (a zigzag of four: White lives in it).
        let mut g = Game::new(5, crate::rules::preset("chinese").unwrap());
        let black = "D5 D4 E4 D3 D2 E2 A1 B1 C1 D1 A4 B4 B3";
        let white = "B5 C5 C4 C3 C2 B2 A2";
        for (color, points) in [(Color::Black, black), (Color::White, white)] {
            for v in points.split(' ') {
                let mv = crate::board::Move::Play(Vertex::parse(v).unwrap());
                g.play(color, mv).unwrap();
            }
        }
        let b = PlayoutBoard::from_board(g.board(), Color::Black);
        let a3 = g.board().point(Vertex::parse("A3").unwrap()) as u16;
        let strict = Policy {
            nakade: false,
            ..Policy::HEAVY
        };
        let mut rng = Rng::new(5);
        for _ in 0..20 {
            assert_eq!(choose(&mut b.clone(), &Policy::HEAVY, &mut rng), a3);
            assert_eq!(choose(&mut b.clone(), &strict, &mut rng), PASS);
        }
    }

    #[test]
    fn parse_policies() {
        assert_eq!(Policy::parse("light").unwrap(), Policy::LIGHT);
        assert_eq!(
            Policy::parse("capture,save,self-atari,patterns,nakade,vital").unwrap(),
            Policy::HEAVY
        );
        assert!(
            !Policy::parse("capture,save,self-atari,patterns")
                .unwrap()
                .nakade
        );
        assert!(Policy::parse("capture,bogus").is_err());
    }
}
