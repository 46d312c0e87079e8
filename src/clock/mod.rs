//! The game clock: which time system is in force, how much time each player has left, and
//! how long the engine may think about its next move.
//!
//! The clock is fed by the GTP time commands:
//!
//! - `time_settings main byo_time byo_stones` (GTP v2 §4.2) describes Canadian byo-yomi:
//!   `main` seconds, then `byo_stones` moves in every `byo_time` period. `byo_time = 0`
//!   means absolute time; `byo_time > 0` with `byo_stones = 0` means **no time limit**
//!   (GoGui sends `time_settings 0 1 0` for that).
//! - `kgs-time_settings none | absolute M | byoyomi M P N | canadian M P S`, the KGS
//!   extension that gtp2ogs also uses when the engine lists it.
//! - `time_left color seconds stones`: `stones = 0` means main time (or absolute time);
//!   otherwise the player is in overtime and `stones` is the number of stones still to
//!   play in this Canadian period or, in a KGS byo-yomi game, the number of periods left.
//!
//! - `kata-time_settings`, KataGo's extension: the KGS systems with times as floats, plus
//!   `fischer M INC` and `fischer-capped M INC CAP MAXMOVE` (a negative cap or per-move
//!   maximum means none). gtp2ogs sends Fischer games this way when
//!   `kata-list_time_settings` names `fischer-capped`. Under Fischer the controller reports
//!   `time_left color seconds 0`.
//!
//! Clients that lack `kgs-time_settings` fake other systems with `time_settings`
//! (gtp2ogs sends byo-yomi as Canadian with one stone per period, Fischer as Canadian with
//! one stone, simple time as `0 PER 1`); these need no special treatment here.
//!
//! Until a `time_left` arrives for a colour, its state is derived from the settings:
//! full main time, or the first overtime period when there is no main time.
//!
//! [`Clock::budget`] turns the state into a thinking time: a base budget, and a longer one
//! (up to [`EXTENSION`] times the main-time part) that the search may use while it is unsure of
//! its move. Every budget keeps a reserve of [`SAFETY_MARGIN`] seconds per move in overtime
//! (network lag, process start-up, KGS starting the clock at `play` rather than at `genmove`),
//! at most a [`LAG_SHARE`] of the move's share in main time, plus [`SAFETY_FRACTION`] of the time
//! it draws on (search overrun), and is never below [`MIN_BUDGET`]:
//!
//! - absolute time: the remaining time shared over the moves we still expect to play, which
//!   follow from the empty points on the board (so a long game shares a shrinking rest, and
//!   never runs out);
//! - main time followed by overtime: a share of the main time plus one move's worth of
//!   overtime (a whole byo-yomi period, or a Canadian period divided by its stones);
//! - byo-yomi overtime: the time left in the current period;
//! - Canadian overtime: the time left shared over the stones still to play.

use std::fmt;
use std::time::Duration;

use crate::board::Color;

/// Seconds kept in reserve on every move for network lag and process overhead.
pub const SAFETY_MARGIN: f64 = 0.5;

/// Fraction of the time a budget draws on that is kept in reserve against search overrun.
pub const SAFETY_FRACTION: f64 = 0.1;

/// The shortest budget ever returned: the engine must still produce a move.
pub const MIN_BUDGET: f64 = 0.05;

/// How [`expected_moves_left`] plans a game on a board of some size.
struct MovesPlan {
    /// Expected number of our own moves still to come per empty point that is not expected to
    /// stay empty (both sides fill the open points; captures give a few back).
    own_moves_per_empty_point: f64,
    /// The part of the board still empty when a game ends: territory, eyes and the points that
    /// the last moves no longer fight over (a 19×19 game between programs ends with 120–170
    /// empty points). Those points take no thinking, so the moves they stand for are not
    /// planned for.
    settled_share: f64,
    /// However long the game has gone on, plan for at least this many more own moves per board
    /// point: past the middle game each move takes a shrinking share of what is left, so a long
    /// endgame never runs out.
    min_moves_left_per_point: f64,
}

/// Boards of this many points or more ([`LARGE_BOARD_PLAN`]); smaller ones keep the plan
/// with which the 9×9 player reached 66% against Pachi (session 11).
const LARGE_BOARD_POINTS: usize = 17 * 17;

/// 19×19: 108 own moves at the start, a floor of 29. Games between programs run 250–380
/// moves; planning for 89 own moves and a floor of 22 left 20–35 s of a 3-minute clock for
/// everything after own move 100, where session 13's long games against Pachi were lost at
/// 0.3–0.6 s a move; this plan keeps about 45 s for that part.
const LARGE_BOARD_PLAN: MovesPlan = MovesPlan {
    own_moves_per_empty_point: 0.5,
    settled_share: 0.4,
    min_moves_left_per_point: 0.08,
};

/// 9×9 and 13×13: 20 own moves at the start of a 9×9 game, a floor of 5.
const SMALL_BOARD_PLAN: MovesPlan = MovesPlan {
    own_moves_per_empty_point: 0.45,
    settled_share: 0.45,
    min_moves_left_per_point: 0.06,
};

/// In main time the per-move reserve is at most this part of the move's share, so that short
/// games still think (the fixed [`SAFETY_MARGIN`] would eat a whole 9×9 blitz share).
const LAG_SHARE: f64 = 0.2;

/// How many times its base budget a move may take when the search is unsure (the extra
/// comes from the main time only, never from an overtime period).
pub const EXTENSION: f64 = 2.5;

/// The thinking time of one move: `base` when the search is sure of its move, up to `max`
/// (at least `base`) while it is unsure.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub base: Duration,
    pub max: Duration,
}

/// A time system, with all durations in seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeSystem {
    /// No time limit.
    None,
    /// Sudden death: `main` seconds for the whole game.
    Absolute { main: f64 },
    /// Japanese byo-yomi: `main` seconds, then `periods` periods of `period` seconds each;
    /// a period is used up only when a move takes longer than it.
    ByoYomi {
        main: f64,
        period: f64,
        periods: u32,
    },
    /// Canadian byo-yomi: `main` seconds, then `stones` moves in every `period` seconds.
    Canadian { main: f64, period: f64, stones: u32 },
    /// Fischer: `main` seconds, `increment` seconds added after every move; the clock may be
    /// capped at `cap` seconds, and a move may be limited to `max_per_move` seconds.
    Fischer {
        main: f64,
        increment: f64,
        cap: Option<f64>,
        max_per_move: Option<f64>,
    },
}

/// The systems `kata-time_settings` accepts, as `kata-list_time_settings` lists them.
pub const KATA_TIME_SYSTEMS: &[&str] = &[
    "none",
    "absolute",
    "byoyomi",
    "canadian",
    "fischer",
    "fischer-capped",
];

impl TimeSystem {
    /// A player's state before any `time_left` report: the whole main time, or the first
    /// overtime period when there is no main time.
    fn initial(&self) -> PlayerTime {
        let main_time = |main: f64| PlayerTime {
            remaining: main,
            stones_or_periods: 0,
            in_main: true,
        };
        match *self {
            TimeSystem::None => main_time(f64::INFINITY),
            TimeSystem::Absolute { main } | TimeSystem::Fischer { main, .. } => main_time(main),
            TimeSystem::ByoYomi {
                main,
                period,
                periods: count,
            }
            | TimeSystem::Canadian {
                main,
                period,
                stones: count,
            } => {
                if main > 0.0 {
                    main_time(main)
                } else {
                    PlayerTime {
                        remaining: period,
                        stones_or_periods: count,
                        in_main: false,
                    }
                }
            }
        }
    }
}

impl fmt::Display for TimeSystem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeSystem::None => write!(f, "no time limit"),
            TimeSystem::Absolute { main } => write!(f, "absolute {main}s"),
            TimeSystem::ByoYomi {
                main,
                period,
                periods,
            } => write!(f, "byo-yomi {main}s + {periods}x{period}s"),
            TimeSystem::Canadian {
                main,
                period,
                stones,
            } => write!(f, "canadian {main}s + {stones} stones/{period}s"),
            TimeSystem::Fischer {
                main,
                increment,
                cap,
                max_per_move,
            } => {
                write!(f, "fischer {main}s + {increment}s/move")?;
                if let Some(cap) = cap {
                    write!(f, ", capped at {cap}s")?;
                }
                if let Some(m) = max_per_move {
                    write!(f, ", at most {m}s/move")?;
                }
                Ok(())
            }
        }
    }
}

/// One player's clock as last reported by `time_left` (or derived from the settings).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerTime {
    /// Seconds left in the current phase: main (or absolute) time, or the current
    /// overtime period.
    pub remaining: f64,
    /// 0 in main time; in overtime the stones left in this Canadian period, or the byo-yomi
    /// periods left.
    pub stones_or_periods: u32,
    /// True while in main (or absolute) time.
    pub in_main: bool,
}

impl fmt::Display for PlayerTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.in_main {
            write!(f, "{}s main", self.remaining)
        } else {
            write!(
                f,
                "{}s overtime, {} stones/periods",
                self.remaining, self.stones_or_periods
            )
        }
    }
}

/// The time system and both players' clocks.
#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    system: TimeSystem,
    /// The last `time_left` report per colour, indexed by [`Color::index`].
    reported: [Option<PlayerTime>; 2],
}

impl Default for Clock {
    fn default() -> Self {
        Clock::new()
    }
}

impl Clock {
    /// A clock with no time limit.
    pub fn new() -> Clock {
        Clock {
            system: TimeSystem::None,
            reported: [None, None],
        }
    }

    /// The time system in force.
    pub fn system(&self) -> &TimeSystem {
        &self.system
    }

    /// False when there is no time limit.
    pub fn has_limit(&self) -> bool {
        self.system != TimeSystem::None
    }

    /// A colour's last `time_left` report, if any since the last settings command.
    pub fn reported(&self, color: Color) -> Option<PlayerTime> {
        self.reported[color.index()]
    }

    /// A colour's current state: the last report, or the state derived from the settings.
    pub fn player(&self, color: Color) -> PlayerTime {
        self.reported(color)
            .unwrap_or_else(|| self.system.initial())
    }

    fn set_system(&mut self, system: TimeSystem) {
        self.system = system;
        self.reported = [None, None];
    }

    /// GTP `time_settings main byo_time byo_stones`: `byo_time = 0` → absolute time,
    /// `byo_stones = 0` (with `byo_time > 0`) → no limit, otherwise Canadian byo-yomi.
    /// Resets both players' clocks.
    pub fn time_settings(&mut self, main: u32, byo_time: u32, byo_stones: u32) {
        let system = if byo_time == 0 {
            TimeSystem::Absolute { main: main.into() }
        } else if byo_stones == 0 {
            TimeSystem::None
        } else {
            TimeSystem::Canadian {
                main: main.into(),
                period: byo_time.into(),
                stones: byo_stones,
            }
        };
        self.set_system(system);
    }

    /// KGS `kgs-time_settings` with its arguments: `none`, `absolute M`, `byoyomi M P N` or
    /// `canadian M P S` (system name case-insensitive, whole non-negative seconds; periods,
    /// period lengths and stones at least 1). Resets both players' clocks; on error returns a
    /// description and leaves the clock unchanged.
    pub fn kgs_time_settings(&mut self, args: &[String]) -> Result<(), String> {
        let system = parse_kgs_time_settings(args)?;
        self.set_system(system);
        Ok(())
    }

    /// KataGo's `kata-time_settings` with its arguments: the `kgs-time_settings` systems
    /// with times as non-negative floats, `fischer M INC` and `fischer-capped M INC CAP MAX`
    /// (negative CAP or MAX: no such limit). Resets both players' clocks; on error returns a
    /// description and leaves the clock unchanged.
    pub fn kata_time_settings(&mut self, args: &[String]) -> Result<(), String> {
        let system = parse_kata_time_settings(args)?;
        self.set_system(system);
        Ok(())
    }

    /// GTP `time_left color seconds stones`: `stones = 0` → main (or absolute) time with
    /// `seconds` left; otherwise overtime with `seconds` left in the current period and
    /// `stones` stones (Canadian) or periods (KGS byo-yomi) left.
    pub fn time_left(&mut self, color: Color, seconds: u32, stones: u32) {
        self.time_left_secs(color, seconds.into(), stones);
    }

    /// [`Clock::time_left`] with fractional seconds (`kata-time_settings` allows them).
    pub fn time_left_secs(&mut self, color: Color, seconds: f64, stones: u32) {
        self.reported[color.index()] = Some(PlayerTime {
            remaining: seconds.max(0.0),
            stones_or_periods: stones,
            in_main: stones == 0,
        });
    }

    /// How long `color` may think about its next move, or `None` without a time limit.
    /// `board_points` is the number of points on the board and `empty_points` the number of
    /// empty points now; they estimate how many moves remain (see [`expected_moves_left`]).
    ///
    /// Neither [`Budget::base`] nor [`Budget::max`] exceeds the time available for this move
    /// minus its reserve (see the module documentation) unless that is below [`MIN_BUDGET`],
    /// which is the floor.
    pub fn budget(&self, color: Color, board_points: usize, empty_points: usize) -> Option<Budget> {
        let state = self.player(color);
        let moves_left = expected_moves_left(board_points, empty_points);
        let remaining = state.remaining;
        // (share of the main or absolute time, one move's worth of overtime, time that may be
        // spent on this move without losing or leaving the remaining overtime moves short)
        let (main_share, overtime_share, available) = match self.system {
            TimeSystem::None => return None,
            TimeSystem::Absolute { .. } => (share(remaining, moves_left), 0.0, remaining),
            TimeSystem::ByoYomi { period, .. } if state.in_main => (
                share(remaining, moves_left),
                share(period, 1.0),
                remaining + period,
            ),
            TimeSystem::ByoYomi { .. } => (0.0, share(remaining, 1.0), remaining),
            // The increment arrives after the move: it is spent on later moves, so each move
            // may count on one increment's worth beyond its share of what is left.
            TimeSystem::Fischer { increment, .. } => (
                share(remaining, moves_left),
                share(increment, 1.0),
                remaining,
            ),
            TimeSystem::Canadian { period, stones, .. } if state.in_main => {
                let per_stone = f64::from(stones.max(1));
                (
                    share(remaining, moves_left),
                    share(period, per_stone),
                    remaining + period / per_stone,
                )
            }
            TimeSystem::Canadian { .. } => {
                let stones_left = f64::from(state.stones_or_periods.max(1));
                (0.0, share(remaining, stones_left), remaining)
            }
        };
        let shares = main_share + overtime_share;
        // In overtime the whole margin; in main time no more than a part of the share (the
        // geometric sharing of what is left already keeps main time from running out).
        let margin = if state.in_main {
            SAFETY_MARGIN.min(LAG_SHARE * shares)
        } else {
            SAFETY_MARGIN
        };
        let mut cap = usable(available);
        if let TimeSystem::Fischer {
            max_per_move: Some(m),
            ..
        } = self.system
        {
            cap = cap.min(usable(m));
        }
        let base = floored((shares - margin).min(cap));
        let extended = shares - margin + (EXTENSION - 1.0) * main_share;
        let max = floored(extended.min(cap)).max(base);
        Some(Budget {
            base: Duration::from_secs_f64(base),
            max: Duration::from_secs_f64(max),
        })
    }

    /// A one-line summary for logs, e.g.
    /// `byo-yomi 600s + 5x30s; black 412s main; white 28s overtime, 3 stones/periods`.
    pub fn describe(&self) -> String {
        if !self.has_limit() {
            return self.system.to_string();
        }
        let side = |color: Color| match self.reported(color) {
            Some(state) => format!("{} {state}", color.name()),
            None => format!("{} {} (initial)", color.name(), self.system.initial()),
        };
        format!(
            "{}; {}; {}",
            self.system,
            side(Color::Black),
            side(Color::White)
        )
    }
}

/// The most that may be spent out of `available` seconds on one move: what is left after
/// the reserve.
fn usable(available: f64) -> f64 {
    available * (1.0 - SAFETY_FRACTION) - SAFETY_MARGIN
}

/// `seconds`, or [`MIN_BUDGET`] when that is less or not a number.
fn floored(seconds: f64) -> f64 {
    if seconds.is_finite() && seconds > MIN_BUDGET {
        seconds
    } else {
        MIN_BUDGET
    }
}

/// An equal share of `seconds`, less the fractional reserve, over `moves` moves.
fn share(seconds: f64, moves: f64) -> f64 {
    seconds * (1.0 - SAFETY_FRACTION) / moves.max(1.0)
}

/// How many more moves of our own absolute or main time must cover: a share of the empty
/// points beyond those expected to stay empty at the end, never fewer than a floor that
/// depends on the board's size, however full the board.
///
/// On 19×19 this plans for about 108 own moves at the start and counts down about one per move
/// through the middle game, so the time is spent evenly there (session 8's player left 30–85 s
/// of a 3-minute clock unused by planning for 90 moves and then for at least 36); from own
/// move ~85 on the floor takes over and each move takes a shrinking share. Smaller boards
/// keep their own plan ([`SMALL_BOARD_PLAN`]).
pub fn expected_moves_left(board_points: usize, empty_points: usize) -> f64 {
    let plan = if board_points >= LARGE_BOARD_POINTS {
        &LARGE_BOARD_PLAN
    } else {
        &SMALL_BOARD_PLAN
    };
    let points = board_points as f64;
    let open = empty_points.min(board_points) as f64 - plan.settled_share * points;
    let estimate = plan.own_moves_per_empty_point * open;
    estimate
        .max(plan.min_moves_left_per_point * points)
        .max(1.0)
}

fn parse_kgs_time_settings(args: &[String]) -> Result<TimeSystem, String> {
    let Some((name, rest)) = args.split_first() else {
        return Err("missing time system (none, absolute, byoyomi or canadian)".to_string());
    };
    let wrong_count = |usage: &str| {
        format!(
            "usage: {usage} (got {} argument(s) after the system name)",
            rest.len()
        )
    };
    match name.to_ascii_lowercase().as_str() {
        "none" => match rest {
            [] => Ok(TimeSystem::None),
            _ => Err(wrong_count("none")),
        },
        "absolute" => match rest {
            [main] => Ok(TimeSystem::Absolute {
                main: seconds(main, "main time")?.into(),
            }),
            _ => Err(wrong_count("absolute <main>")),
        },
        "byoyomi" => match rest {
            [main, period, periods] => {
                let main = seconds(main, "main time")?;
                let period = positive(period, "byo-yomi period")?;
                let periods = positive(periods, "number of byo-yomi periods")?;
                Ok(TimeSystem::ByoYomi {
                    main: main.into(),
                    period: period.into(),
                    periods,
                })
            }
            _ => Err(wrong_count("byoyomi <main> <period> <periods>")),
        },
        "canadian" => match rest {
            [main, period, stones] => {
                let main = seconds(main, "main time")?;
                let period = positive(period, "canadian period")?;
                let stones = positive(stones, "number of stones per period")?;
                Ok(TimeSystem::Canadian {
                    main: main.into(),
                    period: period.into(),
                    stones,
                })
            }
            _ => Err(wrong_count("canadian <main> <period> <stones>")),
        },
        _ => Err(format!(
            "unknown time system '{name}' (expected none, absolute, byoyomi or canadian)"
        )),
    }
}

fn parse_kata_time_settings(args: &[String]) -> Result<TimeSystem, String> {
    let Some((name, rest)) = args.split_first() else {
        return Err(format!(
            "missing time system ({})",
            KATA_TIME_SYSTEMS.join(", ")
        ));
    };
    let usage = |usage: &str| format!("usage: kata-time_settings {usage}");
    let limit = |text: &str, what: &str| -> Result<Option<f64>, String> {
        let v: f64 = text
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite())
            .ok_or_else(|| format!("invalid {what} '{text}' (expected a number)"))?;
        Ok((v >= 0.0).then_some(v))
    };
    match (name.to_ascii_lowercase().as_str(), rest) {
        ("none", []) => Ok(TimeSystem::None),
        ("absolute", [main]) => Ok(TimeSystem::Absolute {
            main: float_seconds(main, "main time")?,
        }),
        ("byoyomi", [main, period, periods]) => Ok(TimeSystem::ByoYomi {
            main: float_seconds(main, "main time")?,
            period: positive_seconds(period, "byo-yomi period")?,
            periods: positive(periods, "number of byo-yomi periods")?,
        }),
        ("canadian", [main, period, stones]) => Ok(TimeSystem::Canadian {
            main: float_seconds(main, "main time")?,
            period: positive_seconds(period, "canadian period")?,
            stones: positive(stones, "number of stones per period")?,
        }),
        ("fischer", [main, increment]) => Ok(TimeSystem::Fischer {
            main: float_seconds(main, "main time")?,
            increment: float_seconds(increment, "increment")?,
            cap: None,
            max_per_move: None,
        }),
        ("fischer-capped", [main, increment, cap, max_per_move]) => {
            let main = float_seconds(main, "main time")?;
            let cap = limit(cap, "main time limit")?;
            if cap.is_some_and(|c| c < main) {
                return Err("the main time limit must be at least the main time".to_string());
            }
            Ok(TimeSystem::Fischer {
                main,
                increment: float_seconds(increment, "increment")?,
                cap,
                max_per_move: limit(max_per_move, "maximum time per move")?,
            })
        }
        ("none", _) => Err(usage("none")),
        ("absolute", _) => Err(usage("absolute <main>")),
        ("byoyomi", _) => Err(usage("byoyomi <main> <period> <periods>")),
        ("canadian", _) => Err(usage("canadian <main> <period> <stones>")),
        ("fischer", _) => Err(usage("fischer <main> <increment>")),
        ("fischer-capped", _) => Err(usage(
            "fischer-capped <main> <increment> <main limit> <max per move>",
        )),
        _ => Err(format!(
            "unknown time system '{name}' (expected one of: {})",
            KATA_TIME_SYSTEMS.join(", ")
        )),
    }
}

/// A finite non-negative number of seconds, fractions allowed.
fn float_seconds(text: &str, what: &str) -> Result<f64, String> {
    text.parse::<f64>()
        .ok()
        .filter(|v| v.is_finite() && *v >= 0.0)
        .ok_or_else(|| format!("invalid {what} '{text}' (expected a non-negative number)"))
}

/// Like [`float_seconds`], but above 0.
fn positive_seconds(text: &str, what: &str) -> Result<f64, String> {
    match float_seconds(text, what)? {
        v if v > 0.0 => Ok(v),
        _ => Err(format!("{what} must be above 0")),
    }
}

/// A whole non-negative number of seconds (or a count).
fn seconds(text: &str, what: &str) -> Result<u32, String> {
    text.parse::<u32>()
        .map_err(|_| format!("invalid {what} '{text}' (expected a non-negative integer)"))
}

/// Like [`seconds`], but at least 1.
fn positive(text: &str, what: &str) -> Result<u32, String> {
    match seconds(text, what)? {
        0 => Err(format!("{what} must be at least 1")),
        value => Ok(value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const POINTS_19: usize = 361;
    const POINTS_9: usize = 81;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    fn kgs(text: &str) -> Clock {
        let mut clock = Clock::new();
        clock
            .kgs_time_settings(&args(text))
            .expect("valid settings");
        clock
    }

    /// The base budget with `played` stones on a board of `points` points.
    fn secs(clock: &Clock, color: Color, points: usize, played: usize) -> f64 {
        budget(clock, color, points, played).base.as_secs_f64()
    }

    fn budget(clock: &Clock, color: Color, points: usize, played: usize) -> Budget {
        clock
            .budget(color, points, points.saturating_sub(played))
            .expect("a time limit")
    }

    /// The reserve of a main-time share.
    fn main_margin(shares: f64) -> f64 {
        SAFETY_MARGIN.min(LAG_SHARE * shares)
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn new_clock_has_no_limit() {
        let clock = Clock::new();
        assert_eq!(clock.system(), &TimeSystem::None);
        assert!(!clock.has_limit());
        assert_eq!(clock.budget(Color::Black, POINTS_19, 0), None);
        assert_eq!(clock.describe(), "no time limit");
        assert_eq!(Clock::default(), clock);
    }

    #[test]
    fn time_settings_forms() {
        let mut clock = Clock::new();
        clock.time_settings(300, 0, 0);
        assert_eq!(clock.system(), &TimeSystem::Absolute { main: 300.0 });
        assert!(clock.has_limit());

        clock.time_settings(0, 0, 0);
        assert_eq!(clock.system(), &TimeSystem::Absolute { main: 0.0 });
        // Zero absolute time: the floor, never a panic.
        assert!(close(secs(&clock, Color::Black, POINTS_19, 0), MIN_BUDGET));

        clock.time_settings(0, 1, 0);
        assert_eq!(clock.system(), &TimeSystem::None);
        assert_eq!(clock.budget(Color::White, POINTS_19, 10), None);

        clock.time_settings(600, 30, 0);
        assert_eq!(clock.system(), &TimeSystem::None);

        clock.time_settings(600, 300, 25);
        assert_eq!(
            clock.system(),
            &TimeSystem::Canadian {
                main: 600.0,
                period: 300.0,
                stones: 25
            }
        );
    }

    #[test]
    fn initial_state_comes_from_settings() {
        let mut clock = Clock::new();
        clock.time_settings(600, 300, 25);
        let expected = PlayerTime {
            remaining: 600.0,
            stones_or_periods: 0,
            in_main: true,
        };
        assert_eq!(clock.player(Color::Black), expected);
        assert_eq!(clock.player(Color::White), expected);
        assert_eq!(clock.reported(Color::Black), None);

        // No main time: straight into the first overtime period.
        clock.time_settings(0, 30, 1);
        assert_eq!(
            clock.player(Color::Black),
            PlayerTime {
                remaining: 30.0,
                stones_or_periods: 1,
                in_main: false
            }
        );
        let clock = kgs("byoyomi 0 30 5");
        assert_eq!(
            clock.player(Color::White),
            PlayerTime {
                remaining: 30.0,
                stones_or_periods: 5,
                in_main: false
            }
        );
    }

    #[test]
    fn settings_reset_reports() {
        let mut clock = Clock::new();
        clock.time_settings(600, 30, 5);
        clock.time_left(Color::Black, 12, 3);
        clock.time_left(Color::White, 400, 0);
        clock.time_settings(600, 30, 5);
        assert_eq!(clock.reported(Color::Black), None);
        assert_eq!(clock.reported(Color::White), None);
        assert_eq!(clock.player(Color::Black).remaining, 600.0);

        clock.time_left(Color::Black, 12, 3);
        clock.kgs_time_settings(&args("absolute 100")).unwrap();
        assert_eq!(clock.reported(Color::Black), None);
        assert_eq!(clock.player(Color::Black).remaining, 100.0);
    }

    #[test]
    fn kgs_time_settings_forms() {
        assert_eq!(kgs("none").system(), &TimeSystem::None);
        assert_eq!(kgs("NONE").system(), &TimeSystem::None);
        assert_eq!(
            kgs("absolute 1800").system(),
            &TimeSystem::Absolute { main: 1800.0 }
        );
        assert_eq!(
            kgs("Absolute 0").system(),
            &TimeSystem::Absolute { main: 0.0 }
        );
        assert_eq!(
            kgs("byoyomi 600 30 5").system(),
            &TimeSystem::ByoYomi {
                main: 600.0,
                period: 30.0,
                periods: 5
            }
        );
        assert_eq!(
            kgs("ByoYomi 0 10 1").system(),
            &TimeSystem::ByoYomi {
                main: 0.0,
                period: 10.0,
                periods: 1
            }
        );
        assert_eq!(
            kgs("canadian 600 300 25").system(),
            &TimeSystem::Canadian {
                main: 600.0,
                period: 300.0,
                stones: 25
            }
        );
        assert_eq!(
            kgs("CANADIAN 0 60 1").system(),
            &TimeSystem::Canadian {
                main: 0.0,
                period: 60.0,
                stones: 1
            }
        );
    }

    #[test]
    fn kgs_time_settings_errors_leave_clock_unchanged() {
        let mut clock = Clock::new();
        clock.time_settings(600, 300, 25);
        clock.time_left(Color::Black, 450, 0);
        clock.time_left(Color::White, 200, 7);
        let before = clock.clone();
        for bad in [
            "byoyomi 10 5",
            "foo",
            "foo 1 2 3",
            "absolute -3",
            "canadian 10 5 0",
            "",
            "none 5",
            "absolute",
            "absolute 10 20",
            "absolute 1.5",
            "absolute x",
            "byoyomi 10 0 3",
            "byoyomi 10 5 0",
            "byoyomi 10 5 3 1",
            "byoyomi -1 5 3",
            "canadian 10 0 5",
            "canadian 10 5",
            "canadian 10 5 -2",
            "absolute 99999999999",
        ] {
            let result = clock.kgs_time_settings(&args(bad));
            match result {
                Err(message) => assert!(!message.is_empty(), "{bad}"),
                Ok(()) => panic!("accepted '{bad}'"),
            }
            assert_eq!(clock, before, "'{bad}' changed the clock");
        }
        let message = |text: &str| clock.clone().kgs_time_settings(&args(text)).unwrap_err();
        assert_eq!(
            message("byoyomi 10 5"),
            "usage: byoyomi <main> <period> <periods> (got 2 argument(s) after the system name)"
        );
        assert!(message("foo").contains("unknown time system 'foo'"));
        assert!(message("absolute -3").contains("'-3'"));
        assert_eq!(
            message("canadian 10 5 0"),
            "number of stones per period must be at least 1"
        );
    }

    #[test]
    fn time_left_updates_one_colour() {
        let mut clock = kgs("byoyomi 600 30 5");
        clock.time_left(Color::Black, 412, 0);
        assert_eq!(
            clock.player(Color::Black),
            PlayerTime {
                remaining: 412.0,
                stones_or_periods: 0,
                in_main: true
            }
        );
        assert_eq!(clock.reported(Color::White), None);
        assert_eq!(clock.player(Color::White).remaining, 600.0);

        clock.time_left(Color::White, 28, 3);
        assert_eq!(
            clock.player(Color::White),
            PlayerTime {
                remaining: 28.0,
                stones_or_periods: 3,
                in_main: false
            }
        );
        // A later report replaces the earlier one.
        clock.time_left(Color::Black, 30, 5);
        assert!(!clock.player(Color::Black).in_main);
        assert_eq!(clock.player(Color::Black).stones_or_periods, 5);
        // Black's report did not touch White.
        assert_eq!(clock.player(Color::White).remaining, 28.0);
    }

    #[test]
    fn absolute_budget_shares_remaining_time() {
        let mut clock = Clock::new();
        clock.time_settings(300, 0, 0);
        let first = secs(&clock, Color::Black, POINTS_19, 0);
        // 300 s over 0.5 x (361 - 0.4 x 361) expected moves, less the reserve.
        let shares = 300.0 * 0.9 / (0.5 * 0.6 * 361.0);
        assert!(close(first, shares - main_margin(shares)), "{first}");
        // Late in the game more time per move, but the floor on moves left holds.
        let late = secs(&clock, Color::Black, POINTS_19, 1000);
        assert!(late > first);
        let shares = 300.0 * 0.9 / (0.08 * 361.0);
        assert!(close(late, shares - main_margin(shares)));
        // Through the middle game the share stays about even: one fewer move planned per
        // own move played (two stones on the board).
        let middle = secs(&clock, Color::Black, POINTS_19, 100);
        let even = 300.0 * 0.9 / (0.5 * (261.0 - 0.4 * 361.0));
        assert!(close(middle, even - main_margin(even)), "{middle}");
        // A 9x9 blitz share is not eaten by the fixed margin.
        clock.time_settings(8, 0, 0);
        let blitz = secs(&clock, Color::Black, POINTS_9, 0);
        assert!(
            close(blitz, 0.8 * 8.0 * 0.9 / (0.45 * 0.55 * 81.0)),
            "{blitz}"
        );
    }

    #[test]
    fn unsure_moves_may_take_longer_but_never_from_overtime() {
        let mut clock = Clock::new();
        clock.time_settings(180, 0, 0);
        let b = budget(&clock, Color::Black, POINTS_19, 60);
        let base = b.base.as_secs_f64();
        let main_share = 180.0 * 0.9 / (0.5 * (301.0 - 0.4 * 361.0));
        assert!(close(b.max.as_secs_f64(), base + 1.5 * main_share), "{b:?}");
        // Little left: the extension stays within what may be spent.
        clock.time_left(Color::Black, 2, 0);
        let b = budget(&clock, Color::Black, POINTS_19, 60);
        assert!(b.max.as_secs_f64() <= usable(2.0).max(MIN_BUDGET) + 1e-9);
        // In overtime the base budget is all there is.
        for (system, left) in [
            ("byoyomi 600 30 5", "30 3"),
            ("canadian 600 300 25", "300 25"),
        ] {
            let mut clock = kgs(system);
            let (seconds, stones) = left.split_once(' ').unwrap();
            clock.time_left(
                Color::White,
                seconds.parse().unwrap(),
                stones.parse().unwrap(),
            );
            let b = budget(&clock, Color::White, POINTS_19, 200);
            assert_eq!(b.base, b.max, "{system}");
        }
    }

    #[test]
    fn budget_is_monotonic_in_remaining_time() {
        let systems = [
            "absolute 0",
            "byoyomi 600 30 5",
            "byoyomi 0 30 5",
            "canadian 600 300 25",
            "canadian 0 300 25",
        ];
        for system in systems {
            for stones in [0, 1, 3, 25] {
                let mut previous = 0.0;
                for seconds in (0..2000).step_by(7) {
                    let mut clock = kgs(system);
                    clock.time_left(Color::White, seconds, stones);
                    let budget = secs(&clock, Color::White, POINTS_19, 40);
                    assert!(
                        budget >= previous,
                        "{system}, {seconds}s {stones}: {budget} < {previous}"
                    );
                    previous = budget;
                }
            }
        }
    }

    #[test]
    fn budget_is_monotonic_in_stones_played() {
        for system in ["absolute 600", "byoyomi 600 30 5", "canadian 600 300 25"] {
            let clock = kgs(system);
            let mut previous = 0.0;
            for played in 0..400 {
                let budget = secs(&clock, Color::Black, POINTS_9, played);
                assert!(budget >= previous, "{system} at move {played}");
                previous = budget;
            }
        }
    }

    #[test]
    fn budget_never_exceeds_what_is_left() {
        let systems = [
            "absolute 0",
            "absolute 5",
            "byoyomi 0 1 1",
            "byoyomi 10 5 3",
            "byoyomi 600 30 5",
            "canadian 0 1 1",
            "canadian 10 5 2",
            "canadian 600 300 25",
        ];
        for system in systems {
            for seconds in [0, 1, 2, 3, 5, 10, 30, 100, 1000] {
                for stones in [0, 1, 2, 5, 25] {
                    for played in [0, 50, 300] {
                        for points in [0, 25, POINTS_9, POINTS_19] {
                            let mut clock = kgs(system);
                            clock.time_left(Color::Black, seconds, stones);
                            let both = budget(&clock, Color::Black, points, played);
                            assert!(both.base <= both.max);
                            // The longer budget bounds the base one.
                            let budget = both.max.as_secs_f64();
                            let left = f64::from(seconds);
                            // Time that may be spent on this move.
                            let available = match *clock.system() {
                                TimeSystem::ByoYomi { period, .. } if stones == 0 => left + period,
                                TimeSystem::Canadian { period, stones, .. }
                                    if clock.player(Color::Black).in_main =>
                                {
                                    left + period / f64::from(stones)
                                }
                                _ => left,
                            };
                            let bound = usable(available).max(MIN_BUDGET);
                            assert!(budget >= MIN_BUDGET);
                            assert!(
                                budget <= bound + 1e-9,
                                "{system} {seconds} {stones} {played} {points}: {budget} > {bound}"
                            );
                            if stones > 0 || matches!(clock.system(), TimeSystem::Absolute { .. }) {
                                // Outside main time: within the current period.
                                assert!(budget <= (left - SAFETY_MARGIN).max(MIN_BUDGET));
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn one_second_left_is_below_half_a_second() {
        let mut byoyomi = kgs("byoyomi 600 30 5");
        byoyomi.time_left(Color::Black, 1, 1);
        let mut canadian = kgs("canadian 600 300 25");
        canadian.time_left(Color::Black, 1, 1);
        let mut gtp_canadian = Clock::new();
        gtp_canadian.time_settings(0, 30, 1);
        gtp_canadian.time_left(Color::Black, 1, 1);
        let mut absolute = kgs("absolute 600");
        absolute.time_left(Color::Black, 1, 0);
        for clock in [byoyomi, canadian, gtp_canadian, absolute] {
            for points in [POINTS_9, POINTS_19] {
                let budget = secs(&clock, Color::Black, points, 100);
                assert!(budget <= 0.5, "{}: {budget}", clock.describe());
                assert!(budget >= MIN_BUDGET);
            }
        }
    }

    #[test]
    fn byoyomi_overtime_uses_the_period() {
        let mut clock = kgs("byoyomi 3600 30 5");
        clock.time_left(Color::White, 30, 5);
        let budget = secs(&clock, Color::White, POINTS_19, 200);
        assert!(close(budget, 30.0 * 0.9 - SAFETY_MARGIN), "{budget}");
        // Periods left do not buy more time per move.
        clock.time_left(Color::White, 30, 1);
        assert!(close(secs(&clock, Color::White, POINTS_19, 200), budget));
        // No main time and no report yet: the settings' period.
        let clock = kgs("byoyomi 0 10 3");
        assert!(close(
            secs(&clock, Color::Black, POINTS_9, 0),
            10.0 * 0.9 - SAFETY_MARGIN
        ));
    }

    #[test]
    fn canadian_overtime_shares_the_period_over_stones() {
        let mut clock = kgs("canadian 600 300 25");
        clock.time_left(Color::Black, 300, 25);
        let full = secs(&clock, Color::Black, POINTS_19, 200);
        assert!(close(full, 300.0 * 0.9 / 25.0 - SAFETY_MARGIN), "{full}");
        clock.time_left(Color::Black, 60, 2);
        assert!(close(
            secs(&clock, Color::Black, POINTS_19, 200),
            60.0 * 0.9 / 2.0 - SAFETY_MARGIN
        ));
        // Plain GTP settings behave the same.
        let mut gtp = Clock::new();
        gtp.time_settings(600, 300, 25);
        gtp.time_left(Color::Black, 300, 25);
        assert!(close(secs(&gtp, Color::Black, POINTS_19, 200), full));
    }

    #[test]
    fn main_time_adds_one_move_of_overtime() {
        let byoyomi = kgs("byoyomi 600 30 5");
        let absolute = kgs("absolute 600");
        let with_overtime = secs(&byoyomi, Color::Black, POINTS_19, 0);
        let without = secs(&absolute, Color::Black, POINTS_19, 0);
        let main_share = 600.0 * 0.9 / (0.5 * 0.6 * 361.0);
        assert!(
            close(with_overtime, main_share + 30.0 * 0.9 - SAFETY_MARGIN),
            "{with_overtime}"
        );
        assert!(with_overtime > without);
        assert!(with_overtime <= usable(600.0 + 30.0));

        let canadian = kgs("canadian 600 300 25");
        let budget = secs(&canadian, Color::Black, POINTS_19, 0);
        assert!(
            close(budget, main_share + 300.0 * 0.9 / 25.0 - SAFETY_MARGIN),
            "{budget}"
        );

        // Main time nearly gone: still a period's worth, never more.
        let mut clock = kgs("byoyomi 600 30 5");
        clock.time_left(Color::Black, 0, 0);
        assert!(close(
            secs(&clock, Color::Black, POINTS_19, 100),
            usable(30.0)
        ));
    }

    #[test]
    fn describe_is_one_line() {
        let mut clock = kgs("byoyomi 600 30 5");
        clock.time_left(Color::White, 28, 3);
        let text = clock.describe();
        assert!(!text.contains('\n'));
        assert!(text.starts_with("byo-yomi 600s + 5x30s"), "{text}");
        assert!(text.contains("black 600s main (initial)"), "{text}");
        assert!(
            text.contains("white 28s overtime, 3 stones/periods"),
            "{text}"
        );
        assert_eq!(
            kgs("canadian 0 300 25").system().to_string(),
            "canadian 0s + 25 stones/300s"
        );
        assert_eq!(kgs("absolute 90").system().to_string(), "absolute 90s");
    }

    fn kata(text: &str) -> Result<Clock, String> {
        let mut clock = Clock::new();
        clock.kata_time_settings(&args(text)).map(|_| clock)
    }

    #[test]
    fn kata_time_settings_forms() {
        assert_eq!(kata("none").unwrap().system(), &TimeSystem::None);
        assert_eq!(
            kata("absolute 90.5").unwrap().system(),
            &TimeSystem::Absolute { main: 90.5 }
        );
        assert_eq!(
            kata("fischer-capped 300 10 600 -1").unwrap().system(),
            &TimeSystem::Fischer {
                main: 300.0,
                increment: 10.0,
                cap: Some(600.0),
                max_per_move: None
            }
        );
        for bad in [
            "",
            "fischer 300",
            "fischer-capped 300 10 200 -1",
            "fischer -5 10",
            "byoyomi 600 0 5",
            "sudden 5",
            "absolute nan",
        ] {
            assert!(kata(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn fischer_budget_shares_the_clock_and_counts_one_increment() {
        let mut clock = kata("fischer 300 10").unwrap();
        clock.time_left_secs(Color::Black, 120.5, 0);
        let budget = secs(&clock, Color::Black, POINTS_9, 20);
        let moves = expected_moves_left(POINTS_9, POINTS_9 - 20);
        let shares = share(120.5, moves) + share(10.0, 1.0);
        let expected = shares - main_margin(shares);
        assert!(close(budget, expected), "{budget} vs {expected}");
        // Never more than what is on the clock.
        clock.time_left_secs(Color::Black, 2.0, 0);
        assert!(secs(&clock, Color::Black, POINTS_9, 20) <= usable(2.0).max(MIN_BUDGET));
        // The per-move maximum of fischer-capped holds.
        let mut capped = kata("fischer-capped 3000 60 6000 5").unwrap();
        capped.time_left_secs(Color::White, 3000.0, 0);
        assert!(secs(&capped, Color::White, POINTS_9, 0) <= usable(5.0));
    }
}
