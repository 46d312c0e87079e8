//! What `tengen score` says about one game: a [`GameReport`] built from a record and the
//! verdict of [`crate::score::verdict`], written as text for people or as one JSON object per
//! game for scripts. The JSON field names are stable and documented in the README
//! ("Scoring game records").

use serde::Serialize;

use crate::board::{Color, Vertex};
use crate::game::Game;
use crate::records::{self, RecordedResult};
use crate::rules::{self, Ruleset, Scoring};
use crate::score::{self, Breakdown, Verdict};
use crate::sgf::GameRecord;

/// Rules when neither `--rules`, `RU[]` nor a known server names them.
pub const DEFAULT_RULES: &str = "chinese";

/// How the command line asks games to be scored.
#[derive(Clone, Debug, Default)]
pub struct Choices {
    /// `--rules`: replaces the record's `RU[]`.
    pub rules: Option<Ruleset>,
    /// `--komi`: replaces the record's `KM[]`.
    pub komi: Option<f32>,
    /// `--move N`: score the position after move N.
    pub move_number: Option<usize>,
    /// `--all-rules`: also the result under every preset.
    pub all_rules: bool,
}

/// A pair of numbers, one per player.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Pair<T> {
    pub black: T,
    pub white: T,
}

impl<T: Copy> Pair<T> {
    fn of(v: [T; 2]) -> Pair<T> {
        Pair {
            black: v[0],
            white: v[1],
        }
    }
}

/// The terms of the count (see [`Breakdown`]).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Terms {
    /// `area` or `territory`.
    pub scoring: &'static str,
    pub territory: Pair<u32>,
    pub stones: Pair<u32>,
    pub prisoners: Pair<u32>,
    pub dead_removed: Pair<u32>,
    pub dead_left: Pair<u32>,
    pub pass_stones: Pair<u32>,
    pub seki_points: Pair<u32>,
    pub dame: u32,
    /// Dame of a game that has not stopped, filled in turn from the player to move (area
    /// scoring).
    pub dame_in_turn: Pair<u32>,
    pub group_tax: Pair<u32>,
    pub komi: f32,
    pub handicap_stones: usize,
    pub handicap_compensation: f32,
    pub first_pass_point: f32,
    pub button: Pair<f32>,
    pub total: Pair<f32>,
    /// Black's lead (negative: White leads).
    pub lead: f32,
}

impl Terms {
    fn of(b: &Breakdown) -> Terms {
        Terms {
            scoring: match b.scoring {
                Scoring::Area => "area",
                Scoring::Territory => "territory",
            },
            territory: Pair::of(b.territory),
            stones: Pair::of(b.stones),
            prisoners: Pair::of(b.prisoners),
            dead_removed: Pair::of(b.dead_removed),
            dead_left: Pair::of(b.dead_left),
            pass_stones: Pair::of(b.pass_stones),
            seki_points: Pair::of(b.seki_points),
            dame: b.dame,
            dame_in_turn: Pair::of(b.dame_in_turn),
            group_tax: Pair::of(b.group_tax),
            komi: b.komi,
            handicap_stones: b.handicap_stones,
            handicap_compensation: b.handicap_compensation,
            first_pass_point: b.first_pass_point,
            button: Pair::of(b.button),
            total: Pair::of(b.total),
            lead: b.lead(),
        }
    }
}

/// One game of one file, scored or not (then `error` says why).
#[derive(Clone, Debug, Serialize)]
pub struct GameReport {
    pub file: String,
    /// 1 for the first game of the file (the only one without `--all-games`).
    pub game: usize,
    pub rules: Option<String>,
    pub komi: Option<f32>,
    /// Moves replayed.
    pub moves: Option<usize>,
    /// `B+3.5`, `W+0.5`, `0`, or `B+R` for a game decided by a rule.
    pub result: Option<String>,
    pub breakdown: Option<Terms>,
    /// Dead chains and chains in seki, each a list of GTP vertices.
    pub dead: Vec<Vec<String>>,
    pub seki: Vec<Vec<String>>,
    /// `RE[]` as written.
    pub record_result: Option<String>,
    /// `agrees`, `disagrees`, `no count in the record`, `no result in the record`,
    /// `not compared` (with `--move`), or `not scored`.
    pub agreement: &'static str,
    /// How the file was read and scored where it was not plain, and the judge's notes.
    pub notes: Vec<String>,
    /// With `--all-rules`: `preset: result` for every preset.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub all_rules: Option<Vec<String>>,
    /// Where the picture was written, with `--svg`.
    pub svg: Option<String>,
    /// Why the game could not be read or scored.
    pub error: Option<String>,
    /// The breakdown lines of `tengen-score_breakdown`, for the text output.
    #[serde(skip)]
    pub lines: Vec<String>,
    /// How the file was read, for the text output (the judge's notes are in `lines`).
    #[serde(skip)]
    pub read_notes: Vec<String>,
}

impl GameReport {
    /// A game that could not be read or scored.
    pub fn failed(file: &str, game: usize, error: String) -> GameReport {
        GameReport {
            file: file.to_string(),
            game,
            rules: None,
            komi: None,
            moves: None,
            result: None,
            breakdown: None,
            dead: Vec::new(),
            seki: Vec::new(),
            record_result: None,
            agreement: "not scored",
            notes: Vec::new(),
            all_rules: None,
            svg: None,
            error: Some(error),
            lines: Vec::new(),
            read_notes: Vec::new(),
        }
    }

    /// `record W+R: no count in the record`, or `no result in the record`.
    pub fn against_record(&self) -> String {
        match &self.record_result {
            Some(re) => format!("record {re}: {}", self.agreement),
            None => self.agreement.to_string(),
        }
    }

    /// The text output: a headline, then the breakdown and notes indented.
    pub fn text(&self) -> String {
        let name = match self.game {
            1 => self.file.clone(),
            n => format!("{} (game {n})", self.file),
        };
        let Some(result) = &self.result else {
            let why = self.error.as_deref().unwrap_or("not scored");
            return format!("{name}: error: {why}\n");
        };
        let mut out = format!(
            "{name}: {result} under {}, komi {}, {} moves; {}\n",
            self.rules.as_deref().unwrap_or("?"),
            self.komi.map_or("?".to_string(), score::count::number),
            self.moves.unwrap_or(0),
            self.against_record()
        );
        for line in &self.lines {
            out.push_str(&format!("  {line}\n"));
        }
        for note in &self.read_notes {
            out.push_str(&format!("  read: {note}\n"));
        }
        for line in self.all_rules.iter().flatten() {
            out.push_str(&format!("  under {line}\n"));
        }
        if let Some(svg) = &self.svg {
            out.push_str(&format!("  picture: {svg}\n"));
        }
        out
    }
}

/// The rules a record is scored under, and a note when they do not come from its `RU[]`.
fn rules_for(rec: &GameRecord, choices: &Choices) -> (Ruleset, Option<String>) {
    if let Some(rules) = &choices.rules {
        return (
            rules.clone(),
            Some(format!("rules {} from --rules", rules.name)),
        );
    }
    let fallback = |why: String| match records::server_rules(rec) {
        Some((preset, origin)) => (
            rules::preset(preset).expect("server presets exist"),
            Some(format!(
                "{why}: {origin} names a server that counts by {preset} rules"
            )),
        ),
        None => (
            rules::preset(DEFAULT_RULES).expect("default preset exists"),
            Some(format!(
                "{why}: scored under {DEFAULT_RULES} (give --rules to choose)"
            )),
        ),
    };
    match &rec.rules {
        Some(text) => match records::rules_from_text(text) {
            Ok(rules) => {
                let named = rules.name.clone();
                let rules = records::server_variant(rec, rules);
                let note = (rules.name != named)
                    .then(|| format!("RU[{text}] on a server that counts it as {}", rules.name));
                (rules, note)
            }
            Err(_) => fallback(format!("RU[{text}] not understood")),
        },
        None => fallback("no RU[]".to_string()),
    }
}

/// Replays, judges and counts one record as `choices` ask; `picture` draws the judged game
/// when asked and returns where it went.
pub fn score_record(
    file: &str,
    game_number: usize,
    rec: &GameRecord,
    choices: &Choices,
    picture: impl FnOnce(&Game, &Verdict, &GameReport) -> Result<Option<String>, String>,
) -> GameReport {
    let (rules, rules_note) = rules_for(rec, choices);
    let mut notes: Vec<String> = rec.notes.clone();
    notes.extend(rules_note);
    let komi = choices.komi.or(rec.komi);
    if komi.is_none() {
        notes.push(format!(
            "no KM[]: komi of the rules, {}",
            rules.default_komi
        ));
    }
    let before = choices.move_number.map(|n| n.saturating_add(1));
    let game = match records::replay(rec, rules, komi, before) {
        Ok(game) => game,
        Err(e) => return GameReport::failed(file, game_number, e),
    };
    let verdict = match score::verdict(&game) {
        Ok(v) => v,
        Err(e) => return GameReport::failed(file, game_number, e),
    };
    let vertices = |chains: &[Vec<Vertex>]| -> Vec<Vec<String>> {
        chains
            .iter()
            .map(|c| c.iter().map(|v| v.to_string()).collect())
            .collect()
    };
    let mut report = GameReport {
        file: file.to_string(),
        game: game_number,
        rules: Some(game.rules().name.clone()),
        komi: Some(game.komi()),
        moves: Some(game.moves().len()),
        result: Some(verdict.result.clone()),
        breakdown: verdict.breakdown.as_ref().map(Terms::of),
        dead: vertices(&verdict.dead),
        seki: vertices(&verdict.seki),
        record_result: rec.result.clone(),
        agreement: agreement(rec, &verdict, choices),
        notes: notes.iter().chain(&verdict.notes).cloned().collect(),
        all_rules: choices.all_rules.then(|| {
            score::score_all(&game)
                .lines()
                .map(str::to_string)
                .collect()
        }),
        svg: None,
        error: None,
        lines: score::verdict_lines(&verdict),
        read_notes: notes,
    };
    match picture(&game, &verdict, &report) {
        Ok(path) => report.svg = path,
        Err(e) => report.error = Some(e),
    }
    report
}

/// Whether the verdict agrees with the record's `RE[]`.
fn agreement(rec: &GameRecord, verdict: &Verdict, choices: &Choices) -> &'static str {
    if choices.move_number.is_some() {
        return "not compared";
    }
    match records::recorded_result(rec) {
        None => "no result in the record",
        Some(RecordedResult::Win(_)) => "no count in the record",
        Some(RecordedResult::Count(lead)) => match &verdict.breakdown {
            Some(b) if (b.lead() - lead).abs() < 1e-3 => "agrees",
            _ => "disagrees",
        },
    }
}

/// The colour's name as the picture and text use it.
pub fn color_word(c: Color) -> &'static str {
    match c {
        Color::Black => "Black",
        Color::White => "White",
    }
}
