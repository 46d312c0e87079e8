//! When a search stops: the playout budget, the time budget of the move, and the search's own
//! opinion of how settled its choice is.
//!
//! A move has a base time and a longest time (the clock's [`crate::clock::Budget`]; the same
//! with a fixed time per move). Up to the base time the search stops early once the most
//! visited root move cannot be overtaken in the time or playouts left. At the base time it
//! stops unless it is unsure: the second move has at least [`CLOSE_SECOND`] of the best
//! one's visits, or the best move's win rate is below the second's. An unsure search goes on
//! to the longest time, stopping as soon as it becomes sure or the leader cannot be caught.

use super::searcher::Shared;
use std::time::Duration;

/// The second move's visits, as a share of the best's, at which the choice is unsure.
const CLOSE_SECOND: f64 = 0.5;

/// Playouts before the search judges whether its choice is settled.
const MIN_PLAYOUTS: u64 = 200;

/// The two most visited root moves that may be chosen: (visits, win rate) of each.
fn leaders(sh: &Shared) -> Option<((u32, f32), (u32, f32))> {
    let (first, n) = sh.arena.node(sh.root).children()?;
    let mut best = (0u32, 0.5f32);
    let mut second = (0u32, 0.5f32);
    for i in 0..n {
        if sh.excluded.get(i as usize).copied().unwrap_or(false) {
            continue;
        }
        let node = sh.arena.node(first + i);
        let entry = (node.visits(), node.winrate());
        if entry.0 > best.0 {
            second = best;
            best = entry;
        } else if entry.0 > second.0 {
            second = entry;
        }
    }
    Some((best, second))
}

/// True when the search's choice is still open: a close second by visits, or a second with a
/// better win rate than the most visited move.
fn unsure(best: (u32, f32), second: (u32, f32)) -> bool {
    second.0 > 0 && (f64::from(second.0) >= CLOSE_SECOND * f64::from(best.0) || second.1 > best.1)
}

/// True when the search should stop after `done` playouts (the playout budget itself is
/// checked by the caller).
pub(super) fn time_to_stop(sh: &Shared, done: u64) -> bool {
    let elapsed = sh.start.elapsed();
    let past_base = sh.deadline.is_some_and(|d| elapsed >= d);
    let past_longest = sh.longest.or(sh.deadline).is_some_and(|d| elapsed >= d);
    if past_longest || (past_base && done < MIN_PLAYOUTS) {
        return true;
    }
    if !past_base && (!sh.early_stop || done < MIN_PLAYOUTS) {
        return false;
    }
    let Some((best, second)) = leaders(sh) else {
        return past_base;
    };
    if past_base && !unsure(best, second) {
        return true;
    }
    if !sh.early_stop {
        return false;
    }
    // The time bound of this phase: the base time, or the longest once past it.
    let bound = if past_base { sh.longest } else { sh.deadline };
    cannot_be_overtaken(sh, done, elapsed, bound, best.0, second.0)
}

/// True when the playouts left (by budget and by time at the current rate) cannot lift the
/// second move past the best.
fn cannot_be_overtaken(
    sh: &Shared,
    done: u64,
    elapsed: Duration,
    bound: Option<Duration>,
    best: u32,
    second: u32,
) -> bool {
    let mut remaining = sh.max_playouts.saturating_sub(done);
    if let Some(d) = bound {
        let rate = done as f64 / elapsed.as_secs_f64().max(1e-6);
        let by_time = (d.saturating_sub(elapsed).as_secs_f64() * rate) as u64;
        remaining = remaining.min(by_time);
    }
    remaining != u64::MAX && u64::from(best - second) > remaining
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_close_or_better_second_is_unsure() {
        assert!(unsure((100, 0.6), (60, 0.55)));
        assert!(unsure((100, 0.6), (20, 0.65)));
        assert!(!unsure((100, 0.6), (30, 0.55)));
        assert!(!unsure((100, 0.6), (0, 0.5)));
    }
}
