//! `tengen score [OPTIONS] FILE_OR_DIR...`: scores game records from the command line, for
//! tournament directors, server operators and people cleaning collections, who have files and
//! no wish to drive GTP by hand.
//!
//! Directories are searched for `*.sgf`; files are scored in parallel (`--jobs`, default every
//! core) with a progress bar on stderr when there are several, and reported in the order given,
//! as text or as one JSON object per game (`--json`), then a summary. Each game is set up by
//! [`crate::records::replay`] and judged by [`crate::score::verdict`], as GTP's `loadsgf` and
//! `final_score` do. Exit status: 0 when every game was read and scored, 1 when some were not
//! (the others are still scored), 2 for bad usage.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::report::{Choices, GameReport, score_record};
use super::svg;
use crate::rules;
use crate::sgf;

/// Stack for the scoring threads: the judge reads small regions exactly, recursively.
const STACK_BYTES: usize = 64 << 20;

/// The options of `tengen score`.
#[derive(clap::Args, Debug, Clone)]
pub struct ScoreArgs {
    /// SGF files, or directories searched (recursively) for *.sgf.
    #[arg(required = true, value_name = "FILE_OR_DIR")]
    pub paths: Vec<PathBuf>,
    /// Score the position after move N instead of the end of the main line.
    #[arg(long = "move", value_name = "N")]
    pub move_number: Option<usize>,
    /// Rules to score under, replacing the records' RU[] (names as for the engine's --rules).
    #[arg(long)]
    pub rules: Option<String>,
    /// Komi, replacing the records' KM[].
    #[arg(long, allow_negative_numbers = true)]
    pub komi: Option<f32>,
    /// Also give the result under every preset, one line each (as tengen-score_all).
    #[arg(long)]
    pub all_rules: bool,
    /// Score every game of a collection, not only the first.
    #[arg(long)]
    pub all_games: bool,
    /// Files scored at once (default: every core).
    #[arg(long, value_name = "N")]
    pub jobs: Option<usize>,
    /// One JSON object per game on stdout (fields documented in the README); summary on stderr.
    #[arg(long)]
    pub json: bool,
    /// Draw each judged board as SVG: into directory DIR, or into FILE (ending in .svg) for
    /// a single game.
    #[arg(long, value_name = "DIR|FILE")]
    pub svg: Option<PathBuf>,
}

/// Where pictures go.
#[derive(Clone, Debug)]
enum Pictures {
    None,
    Directory(PathBuf),
    File(PathBuf),
}

/// Runs the command: reports on stdout, progress and usage errors on stderr.
pub fn run(args: &ScoreArgs) -> ExitCode {
    let choices = match choices(args) {
        Ok(c) => c,
        Err(e) => return usage(&e),
    };
    let (files, mut missing) = collect_files(&args.paths);
    let pictures = match pictures(args, files.len()) {
        Ok(p) => p,
        Err(e) => return usage(&e),
    };
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let start = Instant::now();
    let mut reports = Vec::new();
    for report in missing.drain(..) {
        print_report(&report, args.json);
        reports.push(report);
    }
    let settings = Settings {
        choices,
        all_games: args.all_games,
        pictures,
    };
    score_files(&files, &settings, jobs, |report| {
        print_report(&report, args.json);
        reports.push(report);
    });
    let summary = summary(files.len(), &reports, start.elapsed().as_secs_f64());
    if args.json {
        eprint!("{summary}");
    } else {
        write_out(&summary);
    }
    if reports.iter().any(|r| r.error.is_some()) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn usage(message: &str) -> ExitCode {
    eprintln!("tengen score: {message}");
    ExitCode::from(2)
}

fn choices(args: &ScoreArgs) -> Result<Choices, String> {
    let rules = match &args.rules {
        Some(name) => {
            Some(rules::parse_rules(name).map_err(|e| format!("unknown rules '{name}': {e}"))?)
        }
        None => None,
    };
    if args.komi.is_some_and(|k| !k.is_finite()) {
        return Err("--komi must be a number".to_string());
    }
    if args.jobs == Some(0) {
        return Err("--jobs must be at least 1".to_string());
    }
    Ok(Choices {
        rules,
        komi: args.komi,
        move_number: args.move_number,
        all_rules: args.all_rules,
    })
}

fn pictures(args: &ScoreArgs, files: usize) -> Result<Pictures, String> {
    let Some(path) = &args.svg else {
        return Ok(Pictures::None);
    };
    let is_file = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
        && !path.is_dir();
    if !is_file {
        std::fs::create_dir_all(path)
            .map_err(|e| format!("cannot create directory {}: {e}", path.display()))?;
        return Ok(Pictures::Directory(path.clone()));
    }
    if files > 1 || args.all_games {
        return Err(format!(
            "--svg {} names one file, but several games are scored: give a directory",
            path.display()
        ));
    }
    Ok(Pictures::File(path.clone()))
}

/// The files to score, in the order given (directories sorted), and a report for every path
/// that does not exist.
fn collect_files(paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<GameReport>) {
    let mut files = Vec::new();
    let mut missing = Vec::new();
    for path in paths {
        if path.is_dir() {
            if let Err(e) = walk(path, &mut files) {
                let name = path.display().to_string();
                missing.push(GameReport::failed(
                    &name,
                    1,
                    format!("cannot read directory: {e}"),
                ));
            }
        } else if path.exists() {
            files.push(path.clone());
        } else {
            let name = path.display().to_string();
            missing.push(GameReport::failed(
                &name,
                1,
                "no such file or directory".into(),
            ));
        }
    }
    (files, missing)
}

/// Every `*.sgf` under `dir`, sorted by path.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out)?;
        } else if path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
        {
            out.push(path);
        }
    }
    Ok(())
}

/// What every file is scored with.
struct Settings {
    choices: Choices,
    all_games: bool,
    pictures: Pictures,
}

/// Scores `files` on `jobs` threads, handing each file's reports to `report` in file order.
fn score_files(
    files: &[PathBuf],
    settings: &Settings,
    jobs: usize,
    mut report: impl FnMut(GameReport),
) {
    let progress = if files.len() > 1 {
        let bar =
            ProgressBar::with_draw_target(Some(files.len() as u64), ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} files, {elapsed} (eta {eta})")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel::<(usize, Vec<GameReport>)>();
    std::thread::scope(|scope| {
        for _ in 0..jobs.min(files.len()) {
            let sender = sender.clone();
            let next = &next;
            let worker = move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = files.get(i) else { break };
                    if sender.send((i, score_file(path, settings))).is_err() {
                        break;
                    }
                }
            };
            let spawned = std::thread::Builder::new()
                .stack_size(STACK_BYTES)
                .spawn_scoped(scope, worker);
            if let Err(e) = spawned {
                log::error!("cannot start a scoring thread: {e}");
            }
        }
        drop(sender);
        // Reports come back in any order; hand them on in file order.
        let mut waiting = BTreeMap::new();
        let mut due = 0;
        for (i, reports) in receiver {
            progress.inc(1);
            waiting.insert(i, reports);
            while let Some(reports) = waiting.remove(&due) {
                progress.suspend(|| reports.into_iter().for_each(&mut report));
                due += 1;
            }
        }
    });
    progress.finish_and_clear();
}

/// Reads one file and scores its first game, or each game with `--all-games`.
fn score_file(path: &Path, settings: &Settings) -> Vec<GameReport> {
    let name = path.display().to_string();
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => return vec![GameReport::failed(&name, 1, format!("cannot read: {e}"))],
    };
    let limit = if settings.all_games { usize::MAX } else { 1 };
    sgf::read_games(&bytes, limit)
        .into_iter()
        .enumerate()
        .map(|(i, game)| match game {
            Ok(rec) => score_record(
                &name,
                i + 1,
                &rec,
                &settings.choices,
                |game, verdict, report| {
                    draw(
                        path,
                        i + 1,
                        &settings.pictures,
                        game.size(),
                        verdict,
                        report,
                    )
                },
            ),
            Err(e) => GameReport::failed(&name, i + 1, e),
        })
        .collect()
}

/// Writes the picture of one game if pictures are asked for; returns where it went.
fn draw(
    path: &Path,
    game_number: usize,
    pictures: &Pictures,
    size: usize,
    verdict: &crate::score::Verdict,
    report: &GameReport,
) -> Result<Option<String>, String> {
    let target = match pictures {
        Pictures::None => return Ok(None),
        Pictures::File(file) => file.clone(),
        Pictures::Directory(dir) => {
            let stem = path
                .file_stem()
                .map_or("game".into(), |s| s.to_string_lossy().into_owned());
            match game_number {
                1 => dir.join(format!("{stem}.svg")),
                n => dir.join(format!("{stem}-game{n}.svg")),
            }
        }
    };
    std::fs::write(&target, svg::draw(size, verdict, report))
        .map_err(|e| format!("cannot write picture {}: {e}", target.display()))?;
    Ok(Some(target.display().to_string()))
}

fn print_report(report: &GameReport, json: bool) {
    if json {
        match serde_json::to_string(report) {
            Ok(line) => write_out(&format!("{line}\n")),
            Err(e) => log::error!("cannot write JSON for {}: {e}", report.file),
        }
    } else {
        write_out(&report.text());
    }
}

/// Writes to stdout; a reader that went away (`| head`) is no reason to panic.
fn write_out(text: &str) {
    use std::io::Write;
    let _ = std::io::stdout().lock().write_all(text.as_bytes());
}

/// The closing summary: counts, then the games that disagree and those that failed.
fn summary(files: usize, reports: &[GameReport], seconds: f64) -> String {
    let count = |what: &str| reports.iter().filter(|r| r.agreement == what).count();
    let failed: Vec<&GameReport> = reports.iter().filter(|r| r.error.is_some()).collect();
    let scored = reports.iter().filter(|r| r.result.is_some()).count();
    let mut out = format!(
        "summary: {files} files, {} games, {scored} scored, {} agree with the record, {} disagree, \
         {} with no count in the record, {} with no result, {} unreadable or not scored ({seconds:.1} s)\n",
        reports.len(),
        count("agrees"),
        count("disagrees"),
        count("no count in the record"),
        count("no result in the record"),
        failed.len(),
    );
    for r in reports.iter().filter(|r| r.agreement == "disagrees") {
        out.push_str(&format!(
            "disagrees: {}{}: {} (record {})\n",
            r.file,
            game_suffix(r.game),
            r.result.as_deref().unwrap_or("?"),
            r.record_result.as_deref().unwrap_or("?")
        ));
    }
    for r in failed {
        out.push_str(&format!(
            "unreadable: {}{}: {}\n",
            r.file,
            game_suffix(r.game),
            r.error.as_deref().unwrap_or("?")
        ));
    }
    out
}

fn game_suffix(game: usize) -> String {
    if game > 1 {
        format!(" (game {game})")
    } else {
        String::new()
    }
}
