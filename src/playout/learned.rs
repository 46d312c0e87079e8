//! The learned 3×3 shapes as playout move weights: next to the last move, a playout may play a
//! point whose shape strong players like, chosen in proportion to its gamma.
//!
//! The playouts read only the colours around a point (the key of [`crate::playout::patterns`]),
//! not the liberties of the chains, so the table gives each colour key the model's gamma of that
//! shape with every chain at three or more liberties (captures and escapes are the playout
//! policy's tactical step, which comes first).

use crate::playout::Rng;
use crate::playout::board::{BLACK, BORDER, EMPTY, PASS, PlayoutBoard, WHITE};
use crate::playout::features::canonical3;
use crate::playout::model::Model;
use crate::playout::patterns;
use crate::playout::policy::is_big_self_atari;
use std::sync::OnceLock;

/// Shapes weaker than this are never chosen by the learned step (the random move is better).
const MIN_GAMMA: f32 = 1.0;

/// Gamma of every 3×3 colour key for each player to move.
pub struct PlayoutShapes {
    /// Index `key * 2 + colour - 1`.
    gamma: Vec<f32>,
}

/// Offsets (dx, dy) of the slots of a colour key, as [`patterns::key`] orders them.
const KEY_SLOTS: [(i32, i32); 8] = [
    (-1, 1),
    (0, 1),
    (1, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// Offsets of the fields of a raw 3×3 model key (see [`crate::playout::features::shape3_raw`]).
const RAW_CELLS: [(i32, i32); 8] = [
    (0, 1),
    (-1, 0),
    (1, 0),
    (0, -1),
    (-1, 1),
    (1, 1),
    (-1, -1),
    (1, -1),
];

impl PlayoutShapes {
    /// The table of the embedded model, built once.
    pub fn embedded() -> &'static PlayoutShapes {
        static TABLE: OnceLock<PlayoutShapes> = OnceLock::new();
        TABLE.get_or_init(|| PlayoutShapes::of(Model::embedded()))
    }

    /// The table of `model`.
    pub fn of(model: &Model) -> PlayoutShapes {
        let canonical = canonical3();
        let mut gamma = vec![1.0; 2 << 16];
        for key in 0..1usize << 16 {
            for me in [BLACK, WHITE] {
                let raw = raw_key(key, me);
                gamma[key * 2 + me as usize - 1] = model.shape3_gamma(canonical[raw as usize]);
            }
        }
        PlayoutShapes { gamma }
    }

    /// The gamma of a play of `c` at the empty point `p`.
    #[inline]
    pub fn gamma(&self, b: &PlayoutBoard, c: u8, p: usize) -> f32 {
        self.gamma[patterns::key(b, p) * 2 + c as usize - 1]
    }

    /// A point next to the last move, chosen in proportion to its gamma among those at least
    /// [`MIN_GAMMA`] that `c` may play without putting two or more stones in atari; `PASS` if
    /// there is none.
    pub fn choose(&self, b: &PlayoutBoard, c: u8, rng: &mut Rng) -> u16 {
        let last = b.last_move() as usize;
        if last == PASS as usize {
            return PASS;
        }
        let s = b.stride() as i32;
        let mut points = [0u16; 8];
        let mut weights = [0f32; 8];
        let mut n = 0;
        let mut total = 0.0;
        for (dx, dy) in KEY_SLOTS {
            let q = (last as i32 + dy * s + dx) as usize;
            if b.color(q) != EMPTY || !b.playable(c, q) {
                continue;
            }
            let g = self.gamma(b, c, q);
            if g >= MIN_GAMMA && !is_big_self_atari(b, c, q) {
                points[n] = q as u16;
                weights[n] = g;
                total += g;
                n += 1;
            }
        }
        if n == 0 {
            return PASS;
        }
        let mut x = rng.below(1 << 24) as f32 / (1 << 24) as f32 * total;
        for i in 0..n {
            x -= weights[i];
            if x < 0.0 {
                return points[i];
            }
        }
        points[n - 1]
    }
}

/// The raw model key of colour key `key` for player `me`, every chain at 3+ liberties.
fn raw_key(key: usize, me: u8) -> u32 {
    let mut raw = 0u32;
    for (i, cell) in RAW_CELLS.iter().enumerate() {
        let slot = KEY_SLOTS.iter().position(|s| s == cell).unwrap_or(0);
        let col = ((key >> (2 * slot)) & 3) as u8;
        let state = match (col, i < 4) {
            (EMPTY, _) => 0,
            (BORDER, _) => 1,
            (c, true) if c == me => 4,
            (_, true) => 7,
            (c, false) if c == me => 2,
            (_, false) => 3,
        };
        raw |= state << if i < 4 { 3 * i } else { 12 + 2 * (i - 4) };
    }
    raw
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Color, Vertex};
    use crate::playout::board::test_position;
    use crate::playout::features::{Context, shape3_raw};

    #[test]
    fn colour_keys_give_the_model_gamma_when_chains_are_free() {
        // Black E5, White E6 and D5, all with three or more liberties: Black to play at D6.
        let (g, b) = test_position(
            &[
                (Color::Black, "E5"),
                (Color::White, "E6"),
                (Color::White, "C4"),
            ],
            Color::Black,
        );
        let table = PlayoutShapes::embedded();
        let model = Model::embedded();
        let ctx = Context::new(&b);
        for s in ["D6", "F6", "D5", "F4", "A1"] {
            let p = g.board().point(Vertex::parse(s).unwrap());
            let raw = shape3_raw(&b, &ctx, p);
            assert_eq!(raw, raw_key(patterns::key(&b, p), BLACK), "at {s}");
            let want = model.shape3_gamma(canonical3()[raw as usize]);
            assert_eq!(table.gamma(&b, BLACK, p), want);
        }
    }
}
