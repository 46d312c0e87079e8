//! The learned move model: a strength (gamma) for every level of every feature group, stored in
//! a compact binary file, and the scorer that gives a candidate move the product of its
//! features' gammas (the generalized Bradley–Terry model: a move is chosen with probability
//! proportional to its gamma).
//!
//! File layout (little-endian): the 8 bytes `TGPAT1\n\0`; for each small group (in the order of
//! [`SMALL_GROUPS`]) a byte with its level count and that many `f32`; a `u32` count of 3×3 shapes
//! and that many (`u32` canonical key, `f32` gamma); a `u32` count of large shapes and that many
//! (`u64` hash, `f32` gamma). Shapes not in the file have gamma 1.

use crate::playout::board::PlayoutBoard;
use crate::playout::features::{
    self, Context, Features, NO_SHAPE, NONE, SHAPE3_KEYS, SMALL_GROUPS, ShapeDictionary,
};
use std::sync::OnceLock;

const MAGIC: &[u8; 8] = b"TGPAT1\n\0";

/// The weights of the move model.
#[derive(Clone)]
pub struct Model {
    small: Vec<Vec<f32>>,
    /// Gamma by canonical 3×3 key (1 for shapes never seen).
    shape3: Vec<f32>,
    /// Large shapes: hash of each, its gamma, and the dictionary from hash to index.
    shape_hashes: Vec<u64>,
    shape_gammas: Vec<f32>,
    shapes: ShapeDictionary,
}

impl Model {
    /// A model in which every feature has gamma 1, with the given large-shape dictionary.
    pub fn neutral(shape_hashes: Vec<u64>) -> Model {
        Model {
            small: SMALL_GROUPS.iter().map(|g| vec![1.0; g.levels()]).collect(),
            shape3: vec![1.0; SHAPE3_KEYS],
            shape_gammas: vec![1.0; shape_hashes.len()],
            shapes: ShapeDictionary::new(&shape_hashes),
            shape_hashes,
        }
    }

    /// The model committed with the engine (`data/patterns.bin`, written by
    /// `scripts/train-patterns`).
    pub fn embedded() -> &'static Model {
        static MODEL: OnceLock<Model> = OnceLock::new();
        MODEL.get_or_init(|| {
            Model::from_bytes(include_bytes!("../../data/patterns.bin"))
                .expect("the embedded pattern file is well formed")
        })
    }

    pub fn shapes(&self) -> &ShapeDictionary {
        &self.shapes
    }

    /// Sets the gamma of level `level` of small group `group` (index in [`SMALL_GROUPS`]).
    pub fn set_small(&mut self, group: usize, level: usize, gamma: f32) {
        self.small[group][level] = gamma;
    }

    /// The gamma of a canonical 3×3 key.
    pub fn shape3_gamma(&self, key: u32) -> f32 {
        self.shape3.get(key as usize).copied().unwrap_or(1.0)
    }

    /// Sets the gamma of a canonical 3×3 key.
    pub fn set_shape3(&mut self, key: u32, gamma: f32) {
        self.shape3[key as usize] = gamma;
    }

    /// Sets the gamma of large shape `id` (its index in the dictionary).
    pub fn set_shape(&mut self, id: u32, gamma: f32) {
        self.shape_gammas[id as usize] = gamma;
    }

    /// The strength of a move with features `f`: the product of its features' gammas.
    #[inline]
    pub fn gamma(&self, f: &Features) -> f32 {
        let mut g = 1.0;
        for (levels, &l) in self.small.iter().zip(f.small.iter()) {
            if l != NONE {
                g *= levels[l as usize];
            }
        }
        if f.shape3 != NO_SHAPE {
            g *= self.shape3[f.shape3 as usize];
        }
        if f.shape != NO_SHAPE {
            g *= self.shape_gammas[f.shape as usize];
        }
        g
    }

    /// The gamma of every move the player to move may play in `b` (every playable point, then
    /// the pass as [`crate::playout::board::PASS`]), appended to `out`. The board is unchanged.
    pub fn score_moves(&self, b: &mut PlayoutBoard, out: &mut Vec<(u16, f32)>) {
        let ctx = Context::new(b);
        let c = b.to_move();
        let empties: Vec<u16> = b.empty_points().to_vec();
        for p in empties {
            if b.playable(c, p as usize) {
                let f = features::features(b, &ctx, p as usize, &self.shapes);
                out.push((p, self.gamma(&f)));
            }
        }
        let pass = Features::pass(b.passes() > 0);
        out.push((crate::playout::board::PASS, self.gamma(&pass)));
    }

    /// The model as the bytes of its file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = MAGIC.to_vec();
        for levels in &self.small {
            out.push(levels.len() as u8);
            for &g in levels {
                out.extend_from_slice(&g.to_le_bytes());
            }
        }
        let known3: Vec<(usize, f32)> = self
            .shape3
            .iter()
            .copied()
            .enumerate()
            .filter(|&(_, g)| g != 1.0)
            .collect();
        out.extend_from_slice(&(known3.len() as u32).to_le_bytes());
        for (k, g) in known3 {
            out.extend_from_slice(&(k as u32).to_le_bytes());
            out.extend_from_slice(&g.to_le_bytes());
        }
        out.extend_from_slice(&(self.shape_hashes.len() as u32).to_le_bytes());
        for (h, g) in self.shape_hashes.iter().zip(&self.shape_gammas) {
            out.extend_from_slice(&h.to_le_bytes());
            out.extend_from_slice(&g.to_le_bytes());
        }
        out
    }

    /// Reads a model file; a clear error for anything malformed.
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, String> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(8)? != MAGIC {
            return Err("not a Tengen pattern file (bad magic)".into());
        }
        let mut small = Vec::new();
        for g in SMALL_GROUPS {
            let n = r.take(1)?[0] as usize;
            if n != g.levels() {
                return Err(format!(
                    "group {} has {n} levels, expected {}",
                    g.name(),
                    g.levels()
                ));
            }
            small.push((0..n).map(|_| r.f32()).collect::<Result<Vec<_>, _>>()?);
        }
        let mut shape3 = vec![1.0; SHAPE3_KEYS];
        for _ in 0..r.u32()? {
            let k = r.u32()? as usize;
            let g = r.f32()?;
            *shape3
                .get_mut(k)
                .ok_or_else(|| format!("3×3 key {k} out of range"))? = g;
        }
        let n = r.u32()? as usize;
        if n > bytes.len() / 12 {
            return Err(format!("{n} large shapes cannot fit in the file"));
        }
        let mut shape_hashes = Vec::with_capacity(n);
        let mut shape_gammas = Vec::with_capacity(n);
        for _ in 0..n {
            shape_hashes.push(r.u64()?);
            shape_gammas.push(r.f32()?);
        }
        if r.at != bytes.len() {
            return Err("trailing bytes after the large shapes".into());
        }
        Ok(Model {
            small,
            shape3,
            shapes: ShapeDictionary::new(&shape_hashes),
            shape_hashes,
            shape_gammas,
        })
    }
}

/// A cursor over the bytes of a model file.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], String> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or("the pattern file is cut short")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }
    fn u32(&mut self) -> Result<u32, String> {
        Ok(u32::from_le_bytes(
            self.take(4)?.try_into().unwrap_or([0; 4]),
        ))
    }
    fn u64(&mut self) -> Result<u64, String> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().unwrap_or([0; 8]),
        ))
    }
    fn f32(&mut self) -> Result<f32, String> {
        let g = f32::from_le_bytes(self.take(4)?.try_into().unwrap_or([0; 4]));
        if g.is_finite() && g > 0.0 {
            Ok(g)
        } else {
            Err(format!("gamma {g} is not a positive number"))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn malformed_files_are_errors_not_panics() {
        let mut model = Model::neutral(vec![7, 9]);
        model.set_small(1, 2, 3.5);
        model.set_shape3(12, 0.25);
        model.set_shape(1, 8.0);
        let bytes = model.to_bytes();
        let back = Model::from_bytes(&bytes).unwrap();
        assert_eq!(back.to_bytes(), bytes);
        for cut in [0, 5, 8, 20, bytes.len() - 1] {
            assert!(Model::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = bytes.clone();
        longer.push(0);
        assert!(Model::from_bytes(&longer).is_err());
        let mut negative = bytes.clone();
        let at = bytes.len() - 4;
        negative[at..].copy_from_slice(&(-1.0f32).to_le_bytes());
        assert!(Model::from_bytes(&negative).is_err());
    }

    #[test]
    fn gamma_is_the_product_of_the_features() {
        let mut model = Model::neutral(vec![42]);
        model.set_small(1, 0, 4.0);
        model.set_shape3(5, 0.5);
        model.set_shape(0, 3.0);
        let mut f = Features::pass(false);
        assert_eq!(model.gamma(&f), 1.0);
        f.small[1] = 0;
        f.shape3 = 5;
        f.shape = 0;
        assert_eq!(model.gamma(&f), 6.0);
    }
}
