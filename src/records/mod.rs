//! Game records turned into games, and their recorded results read back: what GTP's `loadsgf`
//! and the `tengen score` command share, so that a file scored either way is set up the same
//! way and then judged by the same [`crate::score::verdict`].
//!
//! A record names its rules in `RU[]` as people write them (`Japanese`, `NZ`, KataGo's compact
//! form with its komi appended); [`rules_from_text`] reads those. When `RU[]` is missing, a
//! few servers are known by the place they write in `PC[]`/`US[]` ([`SERVER_RULES`], as data).
//! `RE[]` is read by [`recorded_result`] into a count or a win without a count (resignation,
//! time, forfeit), so that a computed result can be compared with it.

use crate::board::Color;
use crate::game::Game;
use crate::rules::{self, Ruleset};
use crate::sgf::GameRecord;

/// Rules of servers that do not write `RU[]`: a text to find (without regard to case) in the
/// record's `PC[]` or `US[]`, and the preset they count by.
pub const SERVER_RULES: &[(&str, &str)] = &[
    // NNGS counted territory and prisoners, IGS style.
    ("no name go server", "japanese"),
    ("nngs", "japanese"),
    // Tygem, a Korean server, counts by Korean rules.
    ("tygem", "korean"),
];

/// Servers whose count differs from the rules a record names: a text to find (without regard to
/// case) in `PC[]` or `US[]`, the preset `RU[]` names, and the server's variant of it.
pub const SERVER_VARIANTS: &[(&str, &str, &str)] = &[
    // KGS asks for no move against the stones marked dead (`Ruleset::moves_against_dead_cost`).
    ("gokgs", "japanese", "japanese-kgs"),
    ("kgs go server", "japanese", "japanese-kgs"),
    // The same server under its name until 2006, the Kiseido Go Server.
    ("kgs.kiseido.com", "japanese", "japanese-kgs"),
];

/// The server's variant of `rules`, if the record comes from a server of [`SERVER_VARIANTS`].
pub fn server_variant(rec: &GameRecord, rules: Ruleset) -> Ruleset {
    SERVER_VARIANTS
        .iter()
        .find(|(needle, named, _)| *named == rules.name && named_origin(rec, needle).is_some())
        .and_then(|(_, _, variant)| rules::preset(variant))
        .unwrap_or(rules)
}

/// The record's `PC[]` or `US[]` that contains `needle` (without regard to case), if any.
fn named_origin<'a>(rec: &'a GameRecord, needle: &str) -> Option<&'a String> {
    rec.origin
        .iter()
        .find(|origin| origin.to_lowercase().contains(needle))
}

/// Rules named in an SGF `RU[]`. KataGo's records append the komi to its compact form
/// (`...fpok1komi7.5`); komi comes from `KM[]`, so that tail is dropped.
pub fn rules_from_text(text: &str) -> Result<Ruleset, rules::RulesError> {
    rules::parse_rules(text).or_else(|e| match text.rfind("komi") {
        Some(i) if i > 0 => rules::parse_rules(&text[..i]),
        _ => Err(e),
    })
}

/// The preset of the server the record names in `PC[]` or `US[]`, if it is one of
/// [`SERVER_RULES`], with the property that named it.
pub fn server_rules(rec: &GameRecord) -> Option<(&'static str, String)> {
    SERVER_RULES.iter().find_map(|&(needle, preset)| {
        named_origin(rec, needle).map(|origin| (preset, origin.clone()))
    })
}

/// A game set up from a record, replayed up to (not including) move `before` (1-based), with the
/// rules and komi of `current` unless the record names its own (GTP's `loadsgf`).
pub fn game_from_record(
    rec: &GameRecord,
    current: &Game,
    before: Option<usize>,
) -> Result<Game, String> {
    let rules = match &rec.rules {
        Some(text) => rules_from_text(text)
            .map(|r| server_variant(rec, r))
            .unwrap_or_else(|e| {
                log::warn!(
                    "SGF rules '{text}' not understood ({e}); keeping {}",
                    current.rules().name
                );
                current.rules().clone()
            }),
        None => current.rules().clone(),
    };
    let komi = rec
        .komi
        .or_else(|| current.komi_from_user().then(|| current.komi()));
    replay(rec, rules, komi, before)
}

/// A game set up from a record's board, handicap and setup stones, under `rules` with `komi`
/// (the rules' own if `None`), its moves replayed up to (not including) move `before`.
pub fn replay(
    rec: &GameRecord,
    rules: Ruleset,
    komi: Option<f32>,
    before: Option<usize>,
) -> Result<Game, String> {
    let mut game = Game::new(rec.size, rules);
    if let Some(k) = komi {
        game.set_komi(k);
    }
    let handicap_only =
        rec.handicap >= 2 && rec.setup_white.is_empty() && rec.setup_black.len() == rec.handicap;
    if handicap_only {
        game.place_handicap(&rec.setup_black)
            .map_err(|e| e.to_string())?;
    } else if !rec.setup_black.is_empty() || !rec.setup_white.is_empty() {
        let stones = rec.setup_black.iter().map(|&v| (Color::Black, v));
        let stones = stones
            .chain(rec.setup_white.iter().map(|&v| (Color::White, v)))
            .collect();
        let to_move = rec
            .moves
            .first()
            .map(|m| m.0)
            .or(rec.player_to_move)
            .unwrap_or(Color::Black);
        game.place_setup(stones, to_move)
            .map_err(|e| e.to_string())?;
    }
    let count = before.map_or(rec.moves.len(), |n| {
        n.saturating_sub(1).min(rec.moves.len())
    });
    for (i, &(color, mv)) in rec.moves[..count].iter().enumerate() {
        game.play(color, mv)
            .map_err(|why| format!("move {} ({} {mv}) is illegal: {why}", i + 1, color.name()))?;
    }
    Ok(game)
}

/// A result as a record states it.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordedResult {
    /// A count: Black's lead in points (negative: White won; 0: a draw).
    Count(f32),
    /// A win without a count (resignation, time, forfeit, or no margin written).
    Win(Color),
}

/// The record's `RE[]` read as a count or a win without count; `None` when the record has no
/// result or one that states neither (`Void`, `?`). A record that counts in stones
/// ([`GameRecord::counts_in_stones`]) has its margin doubled to points.
pub fn recorded_result(rec: &GameRecord) -> Option<RecordedResult> {
    let text = rec.result.as_deref()?.trim().to_ascii_uppercase();
    if matches!(text.as_str(), "0" | "DRAW" | "JIGO" | "D") {
        return Some(RecordedResult::Count(0.0));
    }
    let (winner, margin) = if let Some(m) = text.strip_prefix("B+") {
        (Color::Black, m)
    } else if let Some(m) = text.strip_prefix("W+") {
        (Color::White, m)
    } else {
        return None;
    };
    let Ok(points) = margin.trim().parse::<f32>() else {
        return Some(RecordedResult::Win(winner));
    };
    if !points.is_finite() {
        return Some(RecordedResult::Win(winner));
    }
    let points = if rec.counts_in_stones {
        points * 2.0
    } else {
        points
    };
    Some(RecordedResult::Count(match winner {
        Color::Black => points,
        Color::White => -points,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sgf;

    fn result_of(re: &str) -> Option<RecordedResult> {
        let mut rec = GameRecord::new(19);
        rec.result = Some(re.to_string());
        recorded_result(&rec)
    }

    #[test]
    fn results_are_read() {
        assert_eq!(result_of("B+3.5"), Some(RecordedResult::Count(3.5)));
        assert_eq!(result_of("W+12.50"), Some(RecordedResult::Count(-12.5)));
        assert_eq!(result_of("0"), Some(RecordedResult::Count(0.0)));
        assert_eq!(result_of("Jigo"), Some(RecordedResult::Count(0.0)));
        for re in ["W+R", "B+Resign", "W+T", "B+Time", "W+F", "B+"] {
            assert!(
                matches!(result_of(re), Some(RecordedResult::Win(_))),
                "{re}"
            );
        }
        assert_eq!(result_of("Void"), None);
        assert_eq!(result_of("?"), None);
        assert_eq!(result_of("W+inf"), Some(RecordedResult::Win(Color::White)));
    }

    #[test]
    fn fox_chinese_results_are_in_stones() {
        let rec = sgf::read("(;RU[Chinese]KM[375]RE[B+1.75])").unwrap();
        assert_eq!(rec.komi, Some(7.5));
        assert_eq!(recorded_result(&rec), Some(RecordedResult::Count(3.5)));
        let rec = sgf::read("(;RU[Japanese]KM[650]RE[B+1.5])").unwrap();
        assert_eq!(rec.komi, Some(6.5));
        assert_eq!(recorded_result(&rec), Some(RecordedResult::Count(1.5)));
    }

    #[test]
    fn servers_without_ru_are_recognised() {
        let rec = sgf::read("(;US[Brought to you by No Name Go Server]PC[x])").unwrap();
        assert_eq!(server_rules(&rec).map(|r| r.0), Some("japanese"));
        let rec = sgf::read("(;PC[Tygem])").unwrap();
        assert_eq!(server_rules(&rec).map(|r| r.0), Some("korean"));
        assert_eq!(server_rules(&sgf::read("(;PC[home])").unwrap()), None);
    }

    #[test]
    fn katago_rules_with_komi_tail_are_read() {
        assert!(rules_from_text("chinese").is_ok());
        assert!(rules_from_text("nonsense").is_err());
    }
}
