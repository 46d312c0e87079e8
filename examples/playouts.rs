//! A fixed number of playouts from the empty board (light, or heavy with a third argument), for
//! instruction counts that do not depend on what else the machine runs:
//! `scripts/playout-instructions` runs it under callgrind. Usage: `playouts [size] [count] [heavy]`.
use tengen::playout::Rng;
use tengen::playout::board::PlayoutBoard;
use tengen::playout::policy::{self, Policy};
fn main() {
    let size: usize = std::env::args()
        .nth(1)
        .map(|s| s.parse().unwrap())
        .unwrap_or(9);
    let n: usize = std::env::args()
        .nth(2)
        .map(|s| s.parse().unwrap())
        .unwrap_or(20000);
    let heavy = std::env::args().nth(3).is_some();
    let start = PlayoutBoard::new(size);
    let mut b = start.clone();
    let mut rng = Rng::new(1);
    let mut score = 0i64;
    let mut moves = 0usize;
    let pol = if heavy { Policy::HEAVY } else { Policy::LIGHT };
    let t = std::time::Instant::now();
    for _ in 0..n {
        b.copy_from(&start);
        moves += policy::play_out(&mut b, &pol, &mut rng, size * size * 3, |_, _| {});
        score += b.area_diff() as i64;
    }
    let s = t.elapsed().as_secs_f64();
    println!(
        "{n} playouts {moves} moves score {score} {:.0}/s wall",
        n as f64 / s
    );
}
