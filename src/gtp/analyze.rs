//! Analysis streams for GUIs (Sabaki, Lizzie, KaTrain-like tools): `lz-analyze`,
//! `kata-analyze` and `analyze`, and the move-generating `lz-genmove_analyze`,
//! `kata-genmove_analyze` and `genmove_analyze`.
//!
//! Syntax (as KataGo): `CMD [color] [interval] [key value]…`, the interval in centiseconds.
//! Keys: `interval N`, `minmoves N`, `maxmoves N`, and for `kata-*` only `ownership`,
//! `rootInfo`, `pvVisits` (`true`/`false`). `avoid` and `allow` are refused: the search has no
//! way to forbid moves below the root.
//!
//! The response opens with `=` at once; then, every interval, one line of `info` blocks, one
//! per root move, best first: `info move D4 visits 836 winrate … prior … lcb … order 0 pv D4
//! Q16 …` (`pv` last, as Sabaki requires). `lz-*` prints winrate, prior and lcb as integers in
//! ten-thousandths, the others as floats in [0, 1]. All values are for the player being
//! analysed. `kata-analyze … ownership true` appends `ownership` and one float per point, top
//! row first, from −1 to 1 for that player.
//!
//! An analysis searches without limit until any input line arrives (or the input ends), then
//! closes its response with the blank line; the line is answered next. A `*genmove_analyze`
//! searches with the normal genmove budget (GoGui's `# interrupt` cuts it short, other input
//! waits), prints a last `info` line, plays the move, and ends with `play <vertex|pass|resign>`.
//!
//! Figures: `visits` are the move's real playouts, `winrate` their win rate, `lcb` a 95 %
//! lower bound on it (normal approximation), `prior` the share of the prior knowledge (see
//! [`crate::search::MoveInfo`]). There is no score estimate per move, so KataGo's `scoreLead`
//! and `utility` are not printed.

use super::engine::Engine;
use super::parse;
use crate::board::{Color, Move};
use crate::search::{Choice, MoveInfo, SearchView};
use std::fmt::Write as _;
use std::io::{self, Write};
use std::time::{Duration, Instant};

/// How often an analysis looks at its input between two reports.
const POLL: Duration = Duration::from_millis(2);

/// Report interval when the command gives none.
const DEFAULT_INTERVAL: Duration = Duration::from_secs(1);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Dialect {
    /// Leela Zero: integers in ten-thousandths.
    Lz,
    /// KataGo: floats, and the kata-only keys.
    Kata,
    /// KataGo's `analyze`: floats, no kata-only keys.
    Sabaki,
}

/// What an analysis command asked for.
#[derive(Clone, Debug, PartialEq)]
struct Options {
    color: Option<Color>,
    interval: Duration,
    min_moves: usize,
    max_moves: Option<usize>,
    ownership: bool,
    root_info: bool,
    pv_visits: bool,
}

fn parse_options(dialect: Dialect, args: &[String]) -> Result<Options, String> {
    let bad = |why: &str| {
        format!(
            "Could not parse analyze arguments or arguments out of range: '{}' ({why})",
            args.join(" ")
        )
    };
    let mut o = Options {
        color: None,
        interval: DEFAULT_INTERVAL,
        min_moves: 0,
        max_moves: None,
        ownership: false,
        root_info: false,
        pv_visits: false,
    };
    let mut rest = args;
    if let Some((first, tail)) = rest.split_first()
        && let Ok(c) = parse::color(first)
    {
        o.color = Some(c);
        rest = tail;
    }
    if let Some((first, tail)) = rest.split_first()
        && let Ok(cs) = first.parse::<f64>()
    {
        o.interval = centiseconds(cs).ok_or_else(|| bad("bad interval"))?;
        rest = tail;
    }
    if !rest.len().is_multiple_of(2) {
        return Err(bad("keys and values must come in pairs"));
    }
    for pair in rest.chunks(2) {
        let (key, value) = (pair[0].as_str(), pair[1].as_str());
        let count = || value.parse::<usize>().map_err(|_| bad("expected a count"));
        let flag = || match value {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(bad("expected true or false")),
        };
        let kata_only = matches!(key, "ownership" | "rootInfo" | "pvVisits");
        if kata_only && dialect != Dialect::Kata {
            return Err(bad(&format!("{key} is for kata-analyze only")));
        }
        match key {
            "interval" => {
                let cs = value.parse::<f64>().map_err(|_| bad("bad interval"))?;
                o.interval = centiseconds(cs).ok_or_else(|| bad("bad interval"))?;
            }
            "minmoves" => o.min_moves = count()?,
            "maxmoves" => o.max_moves = Some(count()?),
            "ownership" => o.ownership = flag()?,
            "rootInfo" => o.root_info = flag()?,
            "pvVisits" => o.pv_visits = flag()?,
            "avoid" | "allow" => {
                return Err(bad(&format!("{key} is not supported by Tengen")));
            }
            _ => return Err(bad(&format!("unknown key '{key}'"))),
        }
    }
    Ok(o)
}

/// An interval given in centiseconds (at least 1 cs).
fn centiseconds(cs: f64) -> Option<Duration> {
    (cs.is_finite() && cs >= 0.0).then(|| Duration::from_secs_f64(cs.max(1.0) / 100.0))
}

/// `=` (with the id) on a line of its own: the stream's opening.
fn open(id: Option<u32>) -> String {
    match id {
        Some(id) => format!("={id} \n"),
        None => "= \n".to_string(),
    }
}

/// `lz-analyze`, `kata-analyze`, `analyze`.
pub(super) fn analyze(
    engine: &mut Engine,
    dialect: Dialect,
    id: Option<u32>,
    args: &[String],
    out: &mut dyn Write,
) -> io::Result<()> {
    let options = match parse_options(dialect, args) {
        Ok(o) => o,
        Err(e) => return out.write_all(parse::failure(id, &e).as_bytes()),
    };
    let color = options.color.unwrap_or_else(|| engine.game.to_move());
    out.write_all(open(id).as_bytes())?;
    out.flush()?;
    // With a controller attached the search runs until the next input line (or the end of
    // input); driven line by line (tests, fuzzing) nothing can arrive, so it runs for one
    // move's budget and reports once at the end.
    let live = engine.input.is_attached();
    let (deadline, max_playouts) = if live {
        (None, u64::MAX)
    } else {
        engine.searcher.limits(engine.clock_budget(color))
    };
    let mut reporter = Reporter::new(dialect, &options, color, engine.game.size());
    let input = &mut engine.input;
    let mut failed = None;
    let mut watch = |view: &SearchView| {
        if view.finished() {
            if !live {
                reporter
                    .write(view, out)
                    .unwrap_or_else(|e| failed = Some(e));
            }
            return false;
        }
        if live && (input.has_pending() || input.is_closed()) {
            return false;
        }
        if reporter.due()
            && view.playouts() > 0
            && let Err(e) = reporter.write(view, out)
        {
            failed = Some(e);
            return false;
        }
        if live {
            input.wait_for_new(POLL.min(reporter.until_due()));
        } else {
            view.sleep(POLL.min(reporter.until_due()));
        }
        true
    };
    engine
        .searcher
        .search_watched(&engine.game, color, deadline, max_playouts, &mut watch);
    if let Some(e) = failed {
        return Err(e);
    }
    out.write_all(b"\n")
}

/// `lz-genmove_analyze`, `kata-genmove_analyze`, `genmove_analyze`: a genmove that reports.
pub(super) fn genmove_analyze(
    engine: &mut Engine,
    dialect: Dialect,
    id: Option<u32>,
    args: &[String],
    out: &mut dyn Write,
) -> io::Result<()> {
    let options = match parse_options(dialect, args) {
        Ok(o) => o,
        Err(e) => return out.write_all(parse::failure(id, &e).as_bytes()),
    };
    let color = options.color.unwrap_or_else(|| engine.game.to_move());
    out.write_all(open(id).as_bytes())?;
    out.flush()?;
    let budget = engine.clock_budget(color);
    let mut reporter = Reporter::new(dialect, &options, color, engine.game.size());
    let input = &mut engine.input;
    let mut failed = None;
    let mut watch = |view: &SearchView| {
        if (view.finished() || reporter.due())
            && let Err(e) = reporter.write(view, out)
        {
            failed = Some(e);
            return false;
        }
        if view.finished() {
            return false;
        }
        let wait = POLL.min(reporter.until_due());
        if input.is_closed() {
            view.sleep(wait);
        } else {
            input.wait_for_new(wait);
        }
        !input.take_interrupt()
    };
    super::engine::judge_before_search(&mut engine.searcher, &engine.game, color);
    let choice = engine
        .searcher
        .genmove_watched(&engine.game, color, budget, &mut watch);
    if let Some(e) = failed {
        return Err(e);
    }
    let played = match engine.legal_choice(color, choice) {
        Choice::Resign => "resign".to_string(),
        Choice::Play(mv) => match engine.game.play(color, mv) {
            Ok(()) => mv.to_string(),
            Err(why) => {
                log::error!("generated {mv} was refused ({why}); passing");
                let _ = engine.game.play(color, Move::Pass);
                "pass".to_string()
            }
        },
    };
    out.write_all(format!("play {played}\n\n").as_bytes())
}

/// Writes `info` lines at the requested interval.
struct Reporter<'o> {
    dialect: Dialect,
    options: &'o Options,
    color: Color,
    size: usize,
    next: Instant,
}

impl<'o> Reporter<'o> {
    fn new(dialect: Dialect, options: &'o Options, color: Color, size: usize) -> Reporter<'o> {
        Reporter {
            dialect,
            options,
            color,
            size,
            next: Instant::now() + options.interval,
        }
    }

    fn due(&self) -> bool {
        Instant::now() >= self.next
    }

    fn until_due(&self) -> Duration {
        self.next.saturating_duration_since(Instant::now())
    }

    fn write(&mut self, view: &SearchView, out: &mut dyn Write) -> io::Result<()> {
        self.next = Instant::now() + self.options.interval;
        let line = info_line(self.dialect, self.options, self.color, self.size, view);
        if line.is_empty() {
            return Ok(());
        }
        out.write_all(line.as_bytes())?;
        out.write_all(b"\n")?;
        out.flush()
    }
}

/// The moves to report: visited ones, then unvisited ones up to `minmoves`, at most
/// `maxmoves`.
fn chosen_moves(options: &Options, mut moves: Vec<MoveInfo>) -> Vec<MoveInfo> {
    let visited = moves.iter().filter(|m| m.visits > 0).count();
    let mut unvisited: Vec<MoveInfo> = moves.split_off(visited);
    unvisited.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let extra = options.min_moves.saturating_sub(visited);
    moves.extend(unvisited.into_iter().take(extra));
    if let Some(max) = options.max_moves {
        moves.truncate(max);
    }
    moves
}

/// One report: every move's `info` block, then `rootInfo` and `ownership` if asked for.
fn info_line(
    dialect: Dialect,
    options: &Options,
    color: Color,
    size: usize,
    view: &SearchView,
) -> String {
    let moves = chosen_moves(options, view.moves());
    let mut line = String::new();
    for (order, m) in moves.iter().enumerate() {
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&info_block(dialect, options, m, order));
    }
    if line.is_empty() {
        return line;
    }
    if options.root_info {
        let visits: u32 = moves.iter().map(|m| m.visits).sum();
        let wins: f32 = moves.iter().map(|m| m.winrate * m.visits as f32).sum();
        let winrate = if visits == 0 {
            0.5
        } else {
            wins / visits as f32
        };
        let _ = write!(line, " rootInfo visits {visits} winrate {winrate:.6}");
    }
    if options.ownership {
        line.push_str(" ownership");
        let own = view.ownership();
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        for y in (0..size).rev() {
            for x in 0..size {
                let p = (y + 1) * (size + 2) + x + 1;
                let v = own.get(p).copied().unwrap_or(0.0) * sign;
                let _ = write!(line, " {v:.4}");
            }
        }
    }
    line
}

/// `info move … order N pv …` for one move.
fn info_block(dialect: Dialect, options: &Options, m: &MoveInfo, order: usize) -> String {
    let lcb = lower_bound(m.winrate, m.visits);
    let mut s = format!("info move {} visits {}", m.mv, m.visits);
    match dialect {
        Dialect::Lz => {
            let tenk = |x: f32| (x * 10000.0).round().clamp(0.0, 10000.0) as i32;
            let _ = write!(
                s,
                " winrate {} prior {} lcb {}",
                tenk(m.winrate),
                tenk(m.prior),
                tenk(lcb)
            );
        }
        Dialect::Kata | Dialect::Sabaki => {
            let _ = write!(
                s,
                " winrate {:.6} prior {:.6} lcb {:.6}",
                m.winrate, m.prior, lcb
            );
        }
    }
    let _ = write!(s, " order {order} pv");
    for (mv, _) in &m.pv {
        let _ = write!(s, " {mv}");
    }
    if options.pv_visits {
        s.push_str(" pvVisits");
        for (_, v) in &m.pv {
            let _ = write!(s, " {v}");
        }
    }
    s
}

/// A 95 % lower confidence bound on a win rate seen over `visits` playouts (0 without any).
fn lower_bound(winrate: f32, visits: u32) -> f32 {
    if visits == 0 {
        return 0.0;
    }
    let spread = (winrate * (1.0 - winrate) / visits as f32).sqrt();
    (winrate - 1.96 * spread).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn options_follow_katago_syntax() {
        let o = parse_options(Dialect::Kata, &args("B 10 ownership true maxmoves 5")).unwrap();
        assert_eq!(o.color, Some(Color::Black));
        assert_eq!(o.interval, Duration::from_millis(100));
        assert!(o.ownership);
        assert_eq!(o.max_moves, Some(5));
        let o = parse_options(Dialect::Lz, &args("50")).unwrap();
        assert_eq!((o.color, o.interval), (None, Duration::from_millis(500)));
        let o = parse_options(Dialect::Lz, &args("white interval 20 minmoves 3")).unwrap();
        assert_eq!(o.color, Some(Color::White));
        assert_eq!((o.interval, o.min_moves), (Duration::from_millis(200), 3));
    }

    #[test]
    fn bad_options_are_refused() {
        for (dialect, text) in [
            (Dialect::Lz, "B 10 ownership true"),
            (Dialect::Sabaki, "B 10 pvVisits true"),
            (Dialect::Kata, "B 10 ownership maybe"),
            (Dialect::Kata, "B 10 maxmoves"),
            (Dialect::Kata, "B -5"),
            (Dialect::Kata, "B 10 avoid b D4 1"),
            (Dialect::Kata, "B 10 colour red"),
        ] {
            let e = parse_options(dialect, &args(text)).unwrap_err();
            assert!(e.starts_with("Could not parse analyze arguments"), "{e}");
        }
    }

    fn engine() -> Engine {
        Engine::new(super::super::EngineConfig {
            size: 9,
            search: crate::search::SearchConfig {
                threads: 1,
                playouts_per_move: Some(50),
                ..Default::default()
            },
            ..Default::default()
        })
    }

    #[test]
    fn without_a_controller_analysis_runs_one_budget_and_reports_once() {
        let mut e = engine();
        let reply = e
            .handle_line("3 kata-analyze B 1000 ownership true")
            .unwrap();
        let lines: Vec<&str> = reply.split('\n').collect();
        assert_eq!(lines[0], "=3 ");
        assert!(lines[1].starts_with("info move "), "{reply}");
        assert_eq!(
            lines[1]
                .split(" ownership ")
                .nth(1)
                .unwrap()
                .split(' ')
                .count(),
            81
        );
        assert_eq!(&lines[2..], ["", ""], "{reply}");
        let reply = e.handle_line("lz-genmove_analyze W 1000").unwrap();
        assert!(reply.starts_with("= \ninfo move "), "{reply}");
        assert!(reply.contains("\nplay "), "{reply}");
        assert!(reply.ends_with("\n\n"), "{reply}");
        assert_eq!(e.game.moves().len(), 1, "the move was played");
        let reply = e.handle_line("kata-analyze B 10 avoid b E5 1").unwrap();
        assert!(reply.starts_with("? Could not parse"), "{reply}");
    }

    #[test]
    fn info_blocks_in_each_dialect() {
        let m = MoveInfo {
            mv: Move::Play(crate::board::Vertex::new(3, 3)),
            visits: 100,
            winrate: 0.5,
            prior: 0.25,
            pv: vec![
                (Move::Play(crate::board::Vertex::new(3, 3)), 100),
                (Move::Pass, 40),
            ],
        };
        let o = parse_options(Dialect::Kata, &args("pvVisits true")).unwrap();
        assert_eq!(
            info_block(
                Dialect::Lz,
                &parse_options(Dialect::Lz, &[]).unwrap(),
                &m,
                0
            ),
            "info move D4 visits 100 winrate 5000 prior 2500 lcb 4020 order 0 pv D4 pass"
        );
        assert_eq!(
            info_block(Dialect::Kata, &o, &m, 2),
            "info move D4 visits 100 winrate 0.500000 prior 0.250000 lcb 0.402000 order 2 pv D4 pass pvVisits 100 40"
        );
    }
}
