//! Dynamic komi: the komi the search plays for, as against the game's.
//!
//! With many stones on one side a Monte Carlo search sees nearly every playout won (it plays
//! slack moves) or lost (it resigns or plays wildly): win rates near 0 or 1 tell moves apart
//! badly. Like Pachi's `dynkomi`, the search then counts with a komi that brings the position
//! nearer balance, and hands back to the real komi as the game goes on:
//!
//! - **linear**: in a handicap game the search counts with [`POINTS_PER_STONE`] extra komi in
//!   White's favour per handicap stone, fading linearly to nothing by move [`FADE_MOVES_19`] on
//!   19×19 (scaled by the board's points on other sizes). Both sides use it: White, giving the
//!   stones, so that it does not see every line lost and give up; Black, taking them, so that
//!   it does not see every line won and play slack moves (Pachi's linear dynkomi serves both
//!   colours the same way);
//! - **adaptive**: the linear part, plus a shift that follows the search's own win rate: after
//!   a search whose win rate for the side to move is above [`HIGH_WINRATE`] the search komi moves
//!   one step against that side, below [`LOW_WINRATE`] one step towards it. The shift is held
//!   within a bound that fades like the linear part, so the real komi rules the end of the
//!   game.
//!
//! This is a search setting, not a rule: the game's komi and the score never change.

use crate::board::Color;

/// How the search komi is set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dynkomi {
    /// The game's komi.
    Off,
    /// Extra komi for the side giving handicap, fading with the moves played.
    Linear,
    /// Linear, plus a shift that follows the search's win rate.
    Adaptive,
}

impl Dynkomi {
    /// `off`, `linear` or `adaptive`.
    pub fn parse(text: &str) -> Result<Dynkomi, String> {
        match text.to_ascii_lowercase().as_str() {
            "off" | "none" => Ok(Dynkomi::Off),
            "linear" => Ok(Dynkomi::Linear),
            "adaptive" => Ok(Dynkomi::Adaptive),
            _ => Err(format!(
                "unknown dynamic komi '{text}' (expected off, linear or adaptive)"
            )),
        }
    }
}

/// Extra komi per handicap stone at the start of the game.
pub const POINTS_PER_STONE: f32 = 7.0;

/// Moves (both colours) over which the extra komi fades out on 19×19.
pub const FADE_MOVES_19: f32 = 150.0;

/// Root win rates for the side to move above which the adaptive shift moves against it.
pub const HIGH_WINRATE: f32 = 0.85;

/// Root win rates for the side to move below which the adaptive shift moves towards it.
pub const LOW_WINRATE: f32 = 0.15;

/// The adaptive shift's largest size at the start of a game, per board point.
const MAX_SHIFT_PER_POINT: f32 = 0.08;

/// The adaptive shift's step per board point (about 1 point on 9×9, 3 on 19×19).
const STEP_PER_POINT: f32 = 0.008;

/// What is left of a start-of-game allowance after `moves_played` moves on a board of `points`
/// points: 1 at the start, 0 from the fade length on.
fn fade(points: usize, moves_played: usize) -> f32 {
    let length = FADE_MOVES_19 * points as f32 / 361.0;
    (1.0 - moves_played as f32 / length.max(1.0)).max(0.0)
}

/// The linear part: komi added (in White's favour) for a search in a game with `handicap`
/// stones, after `moves_played` moves on a board of `points` points. The same for both colours:
/// it brings the giver's win rate up and the taker's down, towards balance.
pub fn linear_extra(handicap: usize, points: usize, moves_played: usize) -> f32 {
    if handicap < 2 {
        return 0.0;
    }
    POINTS_PER_STONE * handicap as f32 * fade(points, moves_played)
}

/// The adaptive shift after a search by `color` that ended with win rate `winrate` for it:
/// `shift` (komi added in White's favour) moved one step towards balance, then held within
/// the bound left after `moves_played` moves.
pub fn adapt(shift: f32, color: Color, winrate: f32, points: usize, moves_played: usize) -> f32 {
    let step = STEP_PER_POINT * points as f32;
    // Komi added helps White: a winning White gives some back, a winning Black takes some.
    let towards_white = match color {
        Color::White => -1.0,
        Color::Black => 1.0,
    };
    let moved = if winrate > HIGH_WINRATE {
        shift + towards_white * step
    } else if winrate < LOW_WINRATE {
        shift - towards_white * step
    } else {
        shift
    };
    let bound = MAX_SHIFT_PER_POINT * points as f32 * fade(points, moves_played);
    moved.clamp(-bound, bound)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_fades_to_nothing_by_move_150_on_19x19() {
        let extra = |m| linear_extra(4, 361, m);
        assert_eq!(extra(0), 28.0);
        assert!((extra(75) - 14.0).abs() < 1e-4);
        assert_eq!(extra(150), 0.0);
        assert_eq!(extra(300), 0.0);
        // Monotonic in between.
        assert!((0..150).all(|m| extra(m) >= extra(m + 1)));
    }

    #[test]
    fn linear_is_for_handicap_games_only() {
        assert_eq!(linear_extra(0, 361, 0), 0.0);
        assert_eq!(linear_extra(1, 361, 0), 0.0);
        assert_eq!(linear_extra(9, 361, 0), 63.0);
    }

    #[test]
    fn linear_scales_with_the_board() {
        // 9x9: the fade is 150 x 81 / 361, about 34 moves.
        assert!(linear_extra(2, 81, 33) > 0.0);
        assert_eq!(linear_extra(2, 81, 34), 0.0);
        assert!(linear_extra(2, 169, 60) > 0.0);
        assert_eq!(linear_extra(2, 169, 71), 0.0);
    }

    #[test]
    fn adaptive_moves_towards_balance_within_a_fading_bound() {
        // A winning Black takes komi from itself (adds it for White), a winning White gives
        // it back; a close game keeps the shift.
        let up = adapt(0.0, Color::Black, 0.9, 361, 10);
        assert!(up > 0.0);
        assert!(adapt(0.0, Color::White, 0.9, 361, 10) < 0.0);
        assert!(adapt(0.0, Color::Black, 0.1, 361, 10) < 0.0);
        assert!(adapt(0.0, Color::White, 0.1, 361, 10) > 0.0);
        assert_eq!(adapt(up, Color::Black, 0.5, 361, 10), up);
        // Repeated steps stop at the bound.
        let mut shift = 0.0;
        for _ in 0..100 {
            shift = adapt(shift, Color::Black, 0.95, 361, 0);
        }
        assert!((shift - MAX_SHIFT_PER_POINT * 361.0).abs() < 1e-3);
        // By the end of the fade the shift is gone: the real komi rules.
        assert_eq!(adapt(shift, Color::Black, 0.95, 361, 150), 0.0);
        assert_eq!(adapt(-shift, Color::White, 0.95, 361, 200), 0.0);
    }

    #[test]
    fn names_parse() {
        assert_eq!(Dynkomi::parse("Linear"), Ok(Dynkomi::Linear));
        assert_eq!(Dynkomi::parse("off"), Ok(Dynkomi::Off));
        assert_eq!(Dynkomi::parse("adaptive"), Ok(Dynkomi::Adaptive));
        assert!(Dynkomi::parse("pachi").is_err());
    }
}
