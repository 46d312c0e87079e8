//! Rules as text: preset names, KataGo's JSON form, KataGo's legacy compact form, and single
//! `key value` changes (`kata-set-rule`).
//!
//! The JSON form written by [`to_katago_json`] starts with KataGo's seven keys, so KataGo-aware
//! tools understand it, and adds one key per field KataGo does not have; [`parse_rules`] reads
//! both KataGo's JSON and ours.

use std::fmt;

use super::fields::{RULE_FIELDS, RuleField, rule_field};
use super::presets::preset;
use super::{BentFour, Ruleset, Scoring, Tax};

/// Why a rules text or a rule change was refused. The message is fit for a GTP error response.
#[derive(Debug, Clone, PartialEq)]
pub struct RulesError(pub String);

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for RulesError {}

fn error(message: impl Into<String>) -> RulesError {
    RulesError(message.into())
}

const KOMI_MESSAGE: &str = "komi is set with the komi command";

/// Reads rules from a preset name (`japanese`, `NZ`, ... see [`preset`]), from KataGo's JSON form
/// (`{"ko":"POSITIONAL","scoring":"AREA",...}`, also with our extra keys) or from KataGo's legacy
/// compact form (`koPOSITIONALscoreAREAtaxNONEsui1button0whbN-1fpok1`).
///
/// In the JSON and compact forms, left-out keys take Tromp–Taylor values, except that a missing
/// tax is `SEKI` under territory scoring (`NONE` under area scoring), a missing bent four is
/// `DEAD` under territory scoring (`PLAY_OUT` under area scoring), and a missing default komi is
/// 6.5 under territory scoring, 7 with a button, and 7.5 otherwise (KataGo's defaults). Komi
/// itself is refused: it belongs to the `komi` command. Such rulesets are named `custom`.
pub fn parse_rules(text: &str) -> Result<Ruleset, RulesError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(error("empty rules"));
    }
    if text.starts_with('{') {
        return parse_json_rules(text);
    }
    if let Some(rules) = preset(text) {
        return Ok(rules);
    }
    if looks_compact(text) {
        return parse_compact_rules(text)
            .map_err(|e| error(format!("could not parse rules '{text}': {e}")));
    }
    Err(error(format!("unknown rules '{text}'")))
}

/// Changes one rule, as KataGo's `kata-set-rule KEY VALUE` does, and renames the ruleset `custom`.
///
/// Keys are those of [`RULE_FIELDS`] (case-sensitive: KataGo's `ko`, `score`/`scoring`, `tax`,
/// `suicide`, `hasButton`, `whiteHandicapBonus`, `friendlyPassOk`, and ours). Values are
/// case-insensitive; booleans are `true`/`false` or `1`/`0`. On error `rules` is left as it was.
pub fn set_rule(rules: &mut Ruleset, key: &str, value: &str) -> Result<(), RulesError> {
    let mut changed = rules.clone();
    apply(&mut changed, key, value.trim())?;
    changed.name = "custom".to_string();
    *rules = changed;
    Ok(())
}

/// The rules as compact JSON: KataGo's seven keys in alphabetical order (as `kata-get-rules`
/// prints them), then ours and the ruleset's name in alphabetical order. [`parse_rules`] reads
/// it back.
pub fn to_katago_json(rules: &Ruleset) -> String {
    let mut katago: Vec<(&str, String)> = Vec::new();
    let mut ours: Vec<(&str, String)> = vec![("name", json_string(&rules.name))];
    for field in RULE_FIELDS {
        let member = (field.key, field.json_value(rules));
        if field.katago {
            katago.push(member);
        } else {
            ours.push(member);
        }
    }
    katago.sort_by_key(|&(key, _)| key);
    ours.sort_by_key(|&(key, _)| key);
    let members: Vec<String> = katago
        .into_iter()
        .chain(ours)
        .map(|(key, value)| format!("\"{key}\":{value}"))
        .collect();
    format!("{{{}}}", members.join(","))
}

fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Sets the field named by `key` (see [`RULE_FIELDS`]) from `value`; returns the field's
/// canonical key (`score` and `scoring` name the same field). Leaves `rules` untouched on error.
fn apply(rules: &mut Ruleset, key: &str, value: &str) -> Result<&'static str, RulesError> {
    if key == "komi" {
        return Err(error(KOMI_MESSAGE));
    }
    let field = rule_field(key).ok_or_else(|| error(format!("unknown rules option: {key}")))?;
    if field.set(rules, value) {
        Ok(field.key)
    } else {
        Err(error(format!("bad value '{value}' for {}", field.key)))
    }
}

/// Fills in what KataGo derives from the other keys when they are left out, and names the result.
fn finish(mut rules: Ruleset, given: &[&str]) -> Ruleset {
    let tax_given = given.contains(&"tax");
    let komi_given = given.contains(&"defaultKomi");
    if !given.contains(&"forcedMovesCost") {
        rules.forced_moves_cost = rules.scoring == Scoring::Territory;
    }
    if !given.contains(&"movesAgainstDeadCost") {
        rules.moves_against_dead_cost = rules.forced_moves_cost;
    }
    if !given.contains(&"realEyeConnectionsCost") {
        rules.real_eye_connections_cost = rules.forced_moves_cost;
    }
    // KataGo scores territory after a cleanup in which a ko taken first is kept and ko threats
    // do not help: bent four in the corner dies whatever stands elsewhere (a double-ko seki's
    // threats included), as in the 1989 Japanese rules.
    if !given.contains(&"bentFour") {
        rules.bent_four = match rules.scoring {
            Scoring::Territory => BentFour::Dead,
            Scoring::Area => BentFour::PlayOut,
        };
    }
    if !tax_given {
        rules.tax = match rules.scoring {
            Scoring::Territory => Tax::Seki,
            Scoring::Area => Tax::None,
        };
    }
    if !komi_given {
        rules.default_komi = if rules.scoring == Scoring::Territory {
            6.5
        } else if rules.has_button {
            7.0
        } else {
            7.5
        };
    }
    rules.name = "custom".to_string();
    rules
}

fn base_rules() -> Ruleset {
    preset("tromp-taylor").expect("tromp-taylor preset exists")
}

// ---------------------------------------------------------------------------------------------
// JSON.

fn parse_json_rules(text: &str) -> Result<Ruleset, RulesError> {
    let members = JsonParser::new(text).object()?;
    let mut rules = base_rules();
    let mut seen: Vec<&'static str> = Vec::new();
    for (key, value) in &members {
        let value = match value {
            JsonValue::Str(s) => s.as_str(),
            JsonValue::Bool(true) => "true",
            JsonValue::Bool(false) => "false",
            JsonValue::Num(n) => n.as_str(),
            JsonValue::Null => "null",
        };
        let field = if key == "name" {
            // Written by `to_katago_json`; a parsed ruleset is always `custom`.
            "name"
        } else {
            apply(&mut rules, key, value)?
        };
        if seen.contains(&field) {
            return Err(error(format!("rules option given twice: {key}")));
        }
        seen.push(field);
    }
    Ok(finish(rules, &seen))
}

#[derive(Debug, PartialEq)]
enum JsonValue {
    Str(String),
    Bool(bool),
    /// The number as written (validated as a JSON number).
    Num(String),
    Null,
}

/// A parser for one flat JSON object whose values are strings, numbers, booleans or null.
struct JsonParser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> JsonParser<'a> {
    fn new(text: &'a str) -> Self {
        JsonParser { text, pos: 0 }
    }

    fn fail(&self, what: &str) -> RulesError {
        error(format!("bad rules JSON at byte {}: {what}", self.pos))
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
    }

    fn expect(&mut self, byte: u8) -> Result<(), RulesError> {
        self.skip_space();
        if self.peek() == Some(byte) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.fail(&format!("expected '{}'", byte as char)))
        }
    }

    fn object(&mut self) -> Result<Vec<(String, JsonValue)>, RulesError> {
        let mut members = Vec::new();
        self.expect(b'{')?;
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                self.skip_space();
                if self.peek() != Some(b'"') {
                    return Err(self.fail("expected a key in double quotes"));
                }
                let key = self.string()?;
                self.expect(b':')?;
                let value = self.value()?;
                members.push((key, value));
                self.skip_space();
                match self.peek() {
                    Some(b',') => self.pos += 1,
                    Some(b'}') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err(self.fail("expected ',' or '}'")),
                }
            }
        }
        self.skip_space();
        if self.pos != self.text.len() {
            return Err(self.fail("unexpected text after the object"));
        }
        Ok(members)
    }

    fn value(&mut self) -> Result<JsonValue, RulesError> {
        self.skip_space();
        match self.peek() {
            Some(b'"') => Ok(JsonValue::Str(self.string()?)),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b'a'..=b'z') => {
                let start = self.pos;
                while matches!(self.peek(), Some(b'a'..=b'z')) {
                    self.pos += 1;
                }
                match &self.text[start..self.pos] {
                    "true" => Ok(JsonValue::Bool(true)),
                    "false" => Ok(JsonValue::Bool(false)),
                    "null" => Ok(JsonValue::Null),
                    _ => {
                        self.pos = start;
                        Err(self.fail("expected a value"))
                    }
                }
            }
            Some(b'{' | b'[') => Err(self.fail("nested objects and arrays are not rules values")),
            _ => Err(self.fail("expected a value")),
        }
    }

    fn digits(&mut self) -> usize {
        let start = self.pos;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.pos += 1;
        }
        self.pos - start
    }

    fn number(&mut self) -> Result<JsonValue, RulesError> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        let int_start = self.pos;
        let int_digits = self.digits();
        if int_digits == 0 || (int_digits > 1 && self.text.as_bytes()[int_start] == b'0') {
            return Err(self.fail("bad number"));
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if self.digits() == 0 {
                return Err(self.fail("bad number"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if self.digits() == 0 {
                return Err(self.fail("bad number"));
            }
        }
        Ok(JsonValue::Num(self.text[start..self.pos].to_string()))
    }

    fn hex4(&mut self) -> Result<u32, RulesError> {
        let hex = self
            .text
            .get(self.pos..self.pos + 4)
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .ok_or_else(|| self.fail("bad \\u escape"))?;
        self.pos += 4;
        Ok(u32::from_str_radix(hex, 16).expect("four hex digits"))
    }

    /// A string starting at the opening quote.
    fn string(&mut self) -> Result<String, RulesError> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.pos..];
            let Some(c) = rest.chars().next() else {
                return Err(self.fail("unterminated string"));
            };
            self.pos += c.len_utf8();
            match c {
                '"' => return Ok(out),
                '\\' => {
                    let Some(e) = self.peek() else {
                        return Err(self.fail("unterminated string"));
                    };
                    self.pos += 1;
                    match e {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let mut code = self.hex4()?;
                            if (0xD800..0xDC00).contains(&code) {
                                if !self.text[self.pos..].starts_with("\\u") {
                                    return Err(self.fail("lone surrogate in \\u escape"));
                                }
                                self.pos += 2;
                                let low = self.hex4()?;
                                if !(0xDC00..0xE000).contains(&low) {
                                    return Err(self.fail("lone surrogate in \\u escape"));
                                }
                                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                            }
                            let c = char::from_u32(code)
                                .ok_or_else(|| self.fail("lone surrogate in \\u escape"))?;
                            out.push(c);
                        }
                        _ => {
                            self.pos -= 1;
                            return Err(self.fail("bad escape in string"));
                        }
                    }
                }
                c if (c as u32) < 0x20 => {
                    self.pos -= 1;
                    return Err(self.fail("control character in string"));
                }
                c => out.push(c),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// KataGo's legacy compact form.

/// The compact form's fields: those of [`RULE_FIELDS`] with a compact prefix.
fn compact_fields() -> impl Iterator<Item = (&'static str, &'static RuleField)> {
    RULE_FIELDS
        .iter()
        .filter_map(|field| Some((field.compact?, field)))
}

fn looks_compact(text: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    compact_fields().any(|(prefix, _)| lower.starts_with(prefix))
}

fn parse_compact_rules(text: &str) -> Result<Ruleset, RulesError> {
    let lower = text.to_ascii_lowercase();
    let mut rest = lower.as_str();
    let mut rules = base_rules();
    let mut seen: Vec<&'static str> = Vec::new();
    while !rest.is_empty() {
        // `komi` would otherwise read as `ko` followed by a bad value.
        if rest.starts_with("komi") {
            return Err(error(KOMI_MESSAGE));
        }
        let Some((prefix, field)) = compact_fields().find(|(prefix, _)| rest.starts_with(prefix))
        else {
            return Err(error(format!("unexpected '{rest}'")));
        };
        rest = &rest[prefix.len()..];
        let values = field.compact_values();
        let Some(value) = values.iter().find(|v| rest.starts_with(v.as_str())) else {
            return Err(error(format!("bad value '{rest}' for {prefix}")));
        };
        rest = &rest[value.len()..];
        let key = apply(&mut rules, field.key, value)?;
        if seen.contains(&key) {
            return Err(error(format!("rules option given twice: {prefix}")));
        }
        seen.push(key);
    }
    Ok(finish(rules, &seen))
}

#[cfg(test)]
mod tests {
    use super::super::{
        BentFour, CycleRule, HandicapCompensation, HandicapPlacement, KoRule, PRESET_NAMES,
    };
    use super::*;

    fn custom(rules: Ruleset) -> Ruleset {
        Ruleset {
            name: "custom".to_string(),
            ..rules
        }
    }

    fn p(name: &str) -> Ruleset {
        preset(name).unwrap()
    }

    #[test]
    fn preset_names_and_sgf_ru_values() {
        for &name in PRESET_NAMES {
            assert_eq!(parse_rules(name).unwrap(), p(name));
        }
        for (ru, name) in [
            ("Japanese", "japanese"),
            ("Chinese", "chinese"),
            ("AGA", "aga"),
            ("NZ", "new_zealand"),
            ("New Zealand", "new_zealand"),
            ("new zealand", "new_zealand"),
            ("GOE", "ing"),
            ("Korean", "korean"),
            ("tromp-taylor", "tromp-taylor"),
            ("  Tromp Taylor ", "tromp-taylor"),
            ("chinese-ogs", "chinese-kgs"),
        ] {
            assert_eq!(parse_rules(ru).unwrap().name, name, "{ru}");
        }
    }

    #[test]
    fn unknown_and_empty() {
        assert_eq!(
            parse_rules("martian"),
            Err(RulesError("unknown rules 'martian'".into()))
        );
        assert!(parse_rules("").is_err());
        assert!(parse_rules("   ").is_err());
    }

    #[test]
    fn katago_json_example() {
        let r = parse_rules(
            r#"{"ko":"POSITIONAL","scoring":"AREA","tax":"NONE","suicide":true,"hasButton":false,"whiteHandicapBonus":"N-1","friendlyPassOk":true}"#,
        )
        .unwrap();
        let expected = Ruleset {
            handicap_compensation: HandicapCompensation::NMinusOne,
            friendly_pass_ok: true,
            ..custom(p("tromp-taylor"))
        };
        assert_eq!(r, expected);
    }

    #[test]
    fn json_defaults() {
        // Everything left out: Tromp-Taylor.
        assert_eq!(parse_rules("{}").unwrap(), custom(p("tromp-taylor")));
        assert_eq!(parse_rules(" { } ").unwrap(), custom(p("tromp-taylor")));

        // Territory without tax: SEKI and komi 6.5.
        let r = parse_rules(r#"{"score":"TERRITORY"}"#).unwrap();
        assert_eq!(r.scoring, Scoring::Territory);
        assert_eq!(r.tax, Tax::Seki);
        assert_eq!(r.default_komi, 6.5);
        assert_eq!(r.ko, KoRule::PositionalSuperko);

        // Territory with an explicit tax keeps it.
        let r = parse_rules(r#"{"scoring":"territory","tax":"none"}"#).unwrap();
        assert_eq!(r.tax, Tax::None);

        // Area without tax: NONE and komi 7.5; button: 7.
        let r = parse_rules(r#"{"scoring":"AREA"}"#).unwrap();
        assert_eq!((r.tax, r.default_komi), (Tax::None, 7.5));
        let r = parse_rules(r#"{"hasButton":true}"#).unwrap();
        assert_eq!(r.default_komi, 7.0);
        assert!(r.has_button);

        // An explicit default komi wins.
        let r = parse_rules(r#"{"scoring":"TERRITORY","defaultKomi":5.5}"#).unwrap();
        assert_eq!(r.default_komi, 5.5);
    }

    #[test]
    fn json_values() {
        let r = parse_rules(r#"{"ko":"spight"}"#).unwrap();
        assert_eq!(r.ko, KoRule::SituationalSuperko);
        let r = parse_rules(r#"{"ko":"nssk"}"#).unwrap();
        assert_eq!(r.ko, KoRule::NaturalSituationalSuperko);
        let r = parse_rules(r#"{"ko":"Natural_Situational"}"#).unwrap();
        assert_eq!(r.ko, KoRule::NaturalSituationalSuperko);
        let r = parse_rules(r#"{"ko":"CHINESE"}"#).unwrap();
        assert_eq!(r.ko, KoRule::ChineseSuperko);
        let r = parse_rules(r#"{"ko":"simple","tax":"all","whiteHandicapBonus":"n"}"#).unwrap();
        assert_eq!(r.ko, KoRule::Simple);
        assert_eq!(r.tax, Tax::All);
        assert_eq!(r.handicap_compensation, HandicapCompensation::N);
        let r = parse_rules(
            r#"{"cycle":"exceptional","bentFour":"dead","handicapPlacement":"fixed",
                "passStones":true,"whitePassesLast":true,"firstPassPoint":true,
                "blackWinsTies":true,"defaultKomi":-3}"#,
        )
        .unwrap();
        assert_eq!(r.cycle, CycleRule::ExceptionalEnding);
        assert_eq!(r.bent_four, BentFour::Dead);
        assert_eq!(r.handicap_placement, HandicapPlacement::Fixed);
        assert!(r.pass_stones && r.white_passes_last && r.first_pass_point && r.black_wins_ties);
        assert_eq!(r.default_komi, -3.0);
        let r = parse_rules(r#"{"cycle":"NO_RESULT"}"#).unwrap();
        assert_eq!(r.cycle, CycleRule::NoResult);
    }

    /// KataGo's territory scoring ends in a cleanup where ko threats do not help, so a rules
    /// text with territory scoring and no bentFour key kills bent four; area scoring plays it out.
    #[test]
    fn bent_four_follows_the_scoring_unless_given() {
        let territory = r#"{"ko":"SIMPLE","scoring":"TERRITORY","tax":"SEKI","suicide":false}"#;
        assert_eq!(parse_rules(territory).unwrap().bent_four, BentFour::Dead);
        let compact = parse_rules("koSIMPLEscoreTERRITORYtaxSEKIsui0").unwrap();
        assert_eq!(compact.bent_four, BentFour::Dead);
        let area = r#"{"ko":"POSITIONAL","scoring":"AREA"}"#;
        assert_eq!(parse_rules(area).unwrap().bent_four, BentFour::PlayOut);
        let given = r#"{"scoring":"TERRITORY","bentFour":"PLAY_OUT"}"#;
        assert_eq!(parse_rules(given).unwrap().bent_four, BentFour::PlayOut);
    }

    #[test]
    fn json_errors() {
        assert_eq!(
            parse_rules(r#"{"ko":"SIMPLE","komi":7.5}"#),
            Err(RulesError("komi is set with the komi command".into()))
        );
        assert_eq!(
            parse_rules(r#"{"superko":"SIMPLE"}"#),
            Err(RulesError("unknown rules option: superko".into()))
        );
        assert_eq!(
            parse_rules(r#"{"ko":"SOMETIMES"}"#),
            Err(RulesError("bad value 'SOMETIMES' for ko".into()))
        );
        assert!(parse_rules(r#"{"ko":null}"#).is_err());
        assert!(parse_rules(r#"{"suicide":"maybe"}"#).is_err());
        assert!(parse_rules(r#"{"whiteHandicapBonus":"N-2"}"#).is_err());
        assert!(parse_rules(r#"{"defaultKomi":7.3}"#).is_err());
        assert!(parse_rules(r#"{"defaultKomi":1000}"#).is_err());
        assert!(parse_rules(r#"{"ko":"SIMPLE","ko":"POSITIONAL"}"#).is_err());
        assert!(parse_rules(r#"{"score":"AREA","scoring":"AREA"}"#).is_err());
        // Keys are case-sensitive, as in KataGo.
        assert!(parse_rules(r#"{"KO":"SIMPLE"}"#).is_err());
        for bad in [
            "{",
            "{\"ko\"}",
            "{\"ko\":}",
            "{\"ko\":\"SIMPLE\"",
            "{\"ko\":\"SIMPLE\",}",
            "{\"ko\":\"SIMPLE\"} x",
            "{ko:\"SIMPLE\"}",
            "{\"ko\":'SIMPLE'}",
            "{\"ko\":\"SIM",
            "{\"suicide\":tru}",
            "{\"defaultKomi\":07}",
            "{\"defaultKomi\":7.}",
            "{\"defaultKomi\":1e}",
            "{\"ko\":[\"SIMPLE\"]}",
            "{\"ko\":{}}",
            "{\"ko\":\"a\\qb\"}",
            "{\"ko\":\"\\ud800\"}",
        ] {
            let e = parse_rules(bad).unwrap_err();
            assert!(e.0.starts_with("bad rules JSON"), "{bad}: {e}");
        }
    }

    #[test]
    fn json_strings_and_numbers() {
        let mut p = JsonParser::new(r#"{"a":"x\"\\\/\n\u00e9\ud83d\ude00","b":-1.5e2,"c":null}"#);
        let members = p.object().unwrap();
        assert_eq!(members[0].1, JsonValue::Str("x\"\\/\né😀".into()));
        assert_eq!(members[1].1, JsonValue::Num("-1.5e2".into()));
        assert_eq!(members[2].1, JsonValue::Null);
    }

    #[test]
    fn json_output_shape() {
        assert_eq!(
            to_katago_json(&p("tromp-taylor")),
            concat!(
                r#"{"friendlyPassOk":false,"hasButton":false,"ko":"POSITIONAL","scoring":"AREA","#,
                r#""suicide":true,"tax":"NONE","whiteHandicapBonus":"0","#,
                r#""bentFour":"PLAY_OUT","blackWinsTies":false,"cycle":"CONTINUE","defaultKomi":7.5,"#,
                r#""firstPassPoint":false,"forcedMovesCost":false,"handicapPlacement":"FREE","movesAgainstDeadCost":false,"#,
                r#""name":"tromp-taylor","#,
                r#""passStones":false,"realEyeConnectionsCost":false,"whitePassesLast":false}"#
            )
        );
        let j = to_katago_json(&p("japanese"));
        assert!(j.starts_with(
            r#"{"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI","whiteHandicapBonus":"0","#
        ));
        assert!(j.contains(r#""bentFour":"DEAD""#));
        assert!(j.contains(r#""cycle":"NO_RESULT""#));
        let j = to_katago_json(&p("aga"));
        assert!(j.contains(r#""whiteHandicapBonus":"N-1""#));
        let weird = Ruleset {
            name: "a\"b\\c\n".into(),
            ..p("jasiek-all")
        };
        assert_eq!(
            parse_rules(&to_katago_json(&weird)).unwrap(),
            custom(p("jasiek-all"))
        );
    }

    #[test]
    fn json_round_trip_every_preset() {
        for &name in PRESET_NAMES {
            let r = p(name);
            let json = to_katago_json(&r);
            assert_eq!(parse_rules(&json).unwrap(), custom(r), "{json}");
        }
    }

    #[test]
    fn json_round_trip_every_value() {
        let mut variants = Vec::new();
        for ko in [
            KoRule::Simple,
            KoRule::Basic,
            KoRule::PositionalSuperko,
            KoRule::SituationalSuperko,
            KoRule::NaturalSituationalSuperko,
            KoRule::ChineseSuperko,
        ] {
            variants.push(Ruleset { ko, ..p("ing") });
        }
        for cycle in [
            CycleRule::Continue,
            CycleRule::NoResult,
            CycleRule::ExceptionalEnding,
        ] {
            variants.push(Ruleset { cycle, ..p("ing") });
        }
        for tax in [Tax::None, Tax::Seki, Tax::All] {
            variants.push(Ruleset {
                tax,
                ..p("japanese")
            });
        }
        for handicap_compensation in [
            HandicapCompensation::Zero,
            HandicapCompensation::N,
            HandicapCompensation::NMinusOne,
        ] {
            variants.push(Ruleset {
                handicap_compensation,
                has_button: true,
                default_komi: -0.5,
                ..p("wmsg")
            });
        }
        for r in variants {
            assert_eq!(parse_rules(&to_katago_json(&r)).unwrap(), custom(r));
        }
    }

    #[test]
    fn compact_form() {
        let r = parse_rules("koPOSITIONALscoreAREAtaxNONEsui1button0whbN-1fpok1").unwrap();
        assert_eq!(
            r,
            Ruleset {
                handicap_compensation: HandicapCompensation::NMinusOne,
                friendly_pass_ok: true,
                ..custom(p("tromp-taylor"))
            }
        );
        let r = parse_rules("koSIMPLEscoreTERRITORYsui0").unwrap();
        assert_eq!(r.ko, KoRule::Simple);
        assert_eq!(r.scoring, Scoring::Territory);
        assert_eq!(r.tax, Tax::Seki);
        assert_eq!(r.default_komi, 6.5);
        assert!(!r.multi_stone_suicide);
        let r = parse_rules("koSITUATIONALscoreAREAtaxALLsui0button1whbNfpok1").unwrap();
        assert_eq!(r.ko, KoRule::SituationalSuperko);
        assert_eq!(r.tax, Tax::All);
        assert!(r.has_button);
        assert_eq!(r.default_komi, 7.0);
        assert_eq!(r.handicap_compensation, HandicapCompensation::N);
        let r = parse_rules("scoreTERRITORYtaxNONE").unwrap();
        assert_eq!(r.tax, Tax::None);
        let r = parse_rules("whb0").unwrap();
        assert_eq!(r.handicap_compensation, HandicapCompensation::Zero);
        assert_eq!(r.name, "custom");
        let r = parse_rules("kospight").unwrap();
        assert_eq!(r.ko, KoRule::SituationalSuperko);

        assert_eq!(
            parse_rules("koSIMPLEkomi7"),
            Err(RulesError(
                "could not parse rules 'koSIMPLEkomi7': komi is set with the komi command".into()
            ))
        );
        for bad in [
            "koSOMETIMES",
            "koSIMPLEscore",
            "koSIMPLEsui2",
            "koSIMPLEkoSIMPLE",
            "koSIMPLEscoreAREAjunk",
            "whbN-2",
            "taxNONE x",
        ] {
            let e = parse_rules(bad).unwrap_err();
            assert!(e.0.starts_with("could not parse rules"), "{bad}: {e}");
        }
    }

    #[test]
    fn set_rule_changes_one_field() {
        let mut r = p("japanese");
        set_rule(&mut r, "ko", "positional").unwrap();
        assert_eq!(
            r,
            Ruleset {
                ko: KoRule::PositionalSuperko,
                ..custom(p("japanese"))
            }
        );
        set_rule(&mut r, "score", "AREA").unwrap();
        assert_eq!(r.scoring, Scoring::Area);
        set_rule(&mut r, "scoring", "Territory").unwrap();
        assert_eq!(r.scoring, Scoring::Territory);
        // Changing scoring leaves tax and komi alone.
        assert_eq!((r.tax, r.default_komi), (Tax::Seki, 6.5));

        type Check = fn(&Ruleset) -> bool;
        let cases: &[(&str, &str, Check)] = &[
            ("tax", "all", |r| r.tax == Tax::All),
            ("suicide", "true", |r| r.multi_stone_suicide),
            ("suicide", "0", |r| !r.multi_stone_suicide),
            ("hasButton", "1", |r| r.has_button),
            ("whiteHandicapBonus", "n-1", |r| {
                r.handicap_compensation == HandicapCompensation::NMinusOne
            }),
            ("friendlyPassOk", "TRUE", |r| r.friendly_pass_ok),
            ("cycle", "exceptional", |r| {
                r.cycle == CycleRule::ExceptionalEnding
            }),
            ("cycle", "no-result", |r| r.cycle == CycleRule::NoResult),
            ("bentFour", "play_out", |r| r.bent_four == BentFour::PlayOut),
            ("passStones", "true", |r| r.pass_stones),
            ("whitePassesLast", "true", |r| r.white_passes_last),
            ("firstPassPoint", "1", |r| r.first_pass_point),
            ("forcedMovesCost", "false", |r| !r.forced_moves_cost),
            ("blackWinsTies", "true", |r| r.black_wins_ties),
            ("handicapPlacement", "free", |r| {
                r.handicap_placement == HandicapPlacement::Free
            }),
            ("defaultKomi", "0.5", |r| r.default_komi == 0.5),
            ("ko", "nssk", |r| r.ko == KoRule::NaturalSituationalSuperko),
        ];
        for (key, value, check) in cases {
            let mut r = p("japanese");
            set_rule(&mut r, key, value).unwrap();
            assert!(check(&r), "{key} {value}");
            assert_eq!(r.name, "custom");
        }
    }

    #[test]
    fn set_rule_failure_leaves_rules_unchanged() {
        for (key, value, message) in [
            ("superko", "true", "unknown rules option: superko"),
            ("Ko", "SIMPLE", "unknown rules option: Ko"),
            ("ko", "sometimes", "bad value 'sometimes' for ko"),
            ("score", "stones", "bad value 'stones' for scoring"),
            ("suicide", "yes", "bad value 'yes' for suicide"),
            (
                "whiteHandicapBonus",
                "2",
                "bad value '2' for whiteHandicapBonus",
            ),
            ("defaultKomi", "7.25", "bad value '7.25' for defaultKomi"),
            ("defaultKomi", "NaN", "bad value 'NaN' for defaultKomi"),
            ("komi", "7.5", "komi is set with the komi command"),
        ] {
            let mut r = p("aga");
            assert_eq!(
                set_rule(&mut r, key, value),
                Err(RulesError(message.into()))
            );
            assert_eq!(r, p("aga"));
        }
    }

    #[test]
    fn error_displays_its_message() {
        assert_eq!(RulesError("x y".into()).to_string(), "x y");
    }
}
