//! Handicap placement: the GTP fixed layout (spec 4.1.1) and our own free placement.

use crate::board::Vertex;
use std::fmt;

/// Why a handicap request is refused; the texts are the GTP spec's error strings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandicapError {
    InvalidNumber(String),
    BoardNotEmpty,
    BadVertexList(String),
}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::InvalidNumber(why) => write!(f, "invalid number of stones: {why}"),
            HandicapError::BoardNotEmpty => write!(f, "board not empty"),
            HandicapError::BadVertexList(why) => write!(f, "bad vertex list: {why}"),
        }
    }
}

/// Largest fixed handicap on a board: none below 7×7, four on 7×7 and even sizes, nine on odd
/// sizes from 9×9.
pub fn max_fixed_handicap(size: usize) -> usize {
    match size {
        s if s < 7 => 0,
        7 => 4,
        s if s % 2 == 0 => 4,
        _ => 9,
    }
}

/// The GTP fixed handicap points for `stones` stones: corners and sides on the 3rd line below
/// 13×13 and on the 4th line from 13×13 up, in the spec's order.
pub fn fixed_handicap_vertices(size: usize, stones: usize) -> Result<Vec<Vertex>, HandicapError> {
    let max = max_fixed_handicap(size);
    if stones < 2 || stones > max {
        return Err(HandicapError::InvalidNumber(format!(
            "{stones} stones; a {size}x{size} board takes 2 to {max} fixed handicap stones"
        )));
    }
    let near = if size < 13 { 2 } else { 3 } as u8;
    let far = size as u8 - 1 - near;
    let mid = (size / 2) as u8;
    let v = Vertex::new;
    let corners = [v(near, near), v(far, far), v(near, far), v(far, near)];
    let sides_x = [v(near, mid), v(far, mid)];
    let sides_y = [v(mid, near), v(mid, far)];
    let center = v(mid, mid);
    let mut out: Vec<Vertex> = corners.iter().take(stones.min(4)).copied().collect();
    if stones >= 6 {
        out.extend(sides_x);
    }
    if stones >= 8 {
        out.extend(sides_y);
    }
    if stones % 2 == 1 && stones >= 5 {
        out.push(center);
    }
    Ok(out)
}

/// Exactly `stones` distinct points for free handicap: the fixed layout while it lasts, then
/// points spread as far as possible from the stones already chosen, away from the first two
/// lines while room remains. At most all points but one (the stones need a liberty).
pub fn free_handicap_vertices(size: usize, stones: usize) -> Result<Vec<Vertex>, HandicapError> {
    let points = size * size;
    if stones < 2 || stones >= points {
        return Err(HandicapError::InvalidNumber(format!(
            "{stones} stones; a {size}x{size} board takes 2 to {} handicap stones",
            points - 1
        )));
    }
    let fixed = max_fixed_handicap(size).min(stones);
    let mut chosen = if fixed >= 2 {
        fixed_handicap_vertices(size, fixed)?
    } else {
        Vec::new()
    };
    let all: Vec<Vertex> = (0..size as u8)
        .flat_map(|y| (0..size as u8).map(move |x| Vertex::new(x, y)))
        .collect();
    let line = |v: &Vertex| {
        let edge = |c: u8| (c as usize).min(size - 1 - c as usize);
        edge(v.x).min(edge(v.y))
    };
    let dist = |a: &Vertex, b: &Vertex| {
        let dx = a.x as i32 - b.x as i32;
        let dy = a.y as i32 - b.y as i32;
        dx * dx + dy * dy
    };
    let mut nearest: Vec<i32> = all
        .iter()
        .map(|p| {
            chosen
                .iter()
                .map(|c| dist(p, c))
                .min()
                .unwrap_or(i32::MAX / 2)
        })
        .collect();
    while chosen.len() < stones {
        let wanted_line = if size >= 9 { 2 } else { 1 };
        let score = |i: usize| {
            let edge_penalty = if line(&all[i]) < wanted_line {
                1 << 20
            } else {
                0
            };
            nearest[i] - edge_penalty
        };
        let best = (0..all.len())
            .filter(|&i| nearest[i] > 0)
            .max_by_key(|&i| (score(i), std::cmp::Reverse(i)))
            .ok_or_else(|| HandicapError::InvalidNumber("no room left".into()))?;
        let pick = all[best];
        chosen.push(pick);
        for (i, p) in all.iter().enumerate() {
            nearest[i] = nearest[i].min(dist(p, &pick));
        }
    }
    Ok(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(vs: &[Vertex]) -> String {
        vs.iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn fixed_layout_follows_the_spec_table() {
        assert_eq!(
            names(&fixed_handicap_vertices(19, 9).unwrap()),
            "D4 Q16 D16 Q4 D10 Q10 K4 K16 K10"
        );
        assert_eq!(
            names(&fixed_handicap_vertices(19, 5).unwrap()),
            "D4 Q16 D16 Q4 K10"
        );
        assert_eq!(
            names(&fixed_handicap_vertices(13, 9).unwrap()),
            "D4 K10 D10 K4 D7 K7 G4 G10 G7"
        );
        assert_eq!(
            names(&fixed_handicap_vertices(12, 4).unwrap()),
            "C3 K10 C10 K3"
        );
        assert_eq!(
            names(&fixed_handicap_vertices(7, 4).unwrap()),
            "C3 E5 C5 E3"
        );
        assert_eq!(names(&fixed_handicap_vertices(25, 2).unwrap()), "D4 W22");
        assert!(fixed_handicap_vertices(8, 5).is_err());
        assert!(fixed_handicap_vertices(6, 2).is_err());
        assert!(fixed_handicap_vertices(19, 1).is_err());
        assert!(fixed_handicap_vertices(19, 10).is_err());
    }

    #[test]
    fn free_placement_gives_exactly_n_distinct_points() {
        for size in [2usize, 5, 9, 13, 19, 25] {
            for n in [2, 3, 9, 10, 17, size * size - 1] {
                if n >= size * size {
                    continue;
                }
                let vs = free_handicap_vertices(size, n).unwrap();
                let mut sorted = vs.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(sorted.len(), n, "size {size} n {n}");
            }
        }
        assert!(free_handicap_vertices(9, 81).is_err());
    }
}
