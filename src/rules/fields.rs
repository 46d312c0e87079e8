//! The table of rule fields: one row per field of [`Ruleset`] that a user may name, holding its
//! key, the other keys read as it, its values with their spellings, and how to get and set it.
//!
//! Everything that turns rules into text or text into rules reads this table: `kata-set-rule`,
//! KataGo's JSON form ([`super::to_katago_json`], [`super::parse_rules`]), KataGo's legacy
//! compact form, and GoGui's `tengen-rules` listing. Adding a rule field therefore means: the
//! field in [`Ruleset`], its row in [`RULE_FIELDS`], and the code that plays by it.

use super::{
    BentFour, CycleRule, HandicapCompensation, HandicapPlacement, KoRule, Ruleset, Scoring, Tax,
};

/// One value of a named choice: the name written out, and other spellings read as it.
#[derive(Debug)]
pub struct Spelling {
    pub name: &'static str,
    pub also: &'static [&'static str],
}

/// What a field holds, with its getter and setter.
enum Access {
    /// On or off: `true`/`false` or `1`/`0` as text, a boolean in JSON.
    Flag {
        get: fn(&Ruleset) -> bool,
        set: fn(&mut Ruleset, bool),
    },
    /// One of named values (a string in JSON), matched without regard to case; `-` and spaces
    /// read as `_`. `set` takes a name of `spellings` and answers whether it knew it.
    Words {
        spellings: &'static [Spelling],
        get: fn(&Ruleset) -> &'static str,
        set: fn(&mut Ruleset, &str) -> bool,
    },
    /// A komi: an integer or half-integer in [-400, 400] (a number in JSON).
    Komi {
        get: fn(&Ruleset) -> f32,
        set: fn(&mut Ruleset, f32),
    },
}

/// A field's current value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RuleValue {
    Flag(bool),
    /// The canonical name of a choice.
    Word(&'static str),
    Komi(f32),
}

/// One rule field a user may name.
pub struct RuleField {
    /// The key written out (JSON, `kata-get-rules`, `tengen-rules`); keys are case-sensitive.
    pub key: &'static str,
    /// Other keys read as this one (`score` for `scoring`).
    pub aliases: &'static [&'static str],
    /// One of KataGo's seven keys, which its JSON form writes first.
    pub katago: bool,
    /// The key's prefix in KataGo's legacy compact form (`koSIMPLEscoreAREA...`), if it has one.
    pub compact: Option<&'static str>,
    access: Access,
}

/// A field of a fieldless enum, with each variant's name and other spellings; expands to the
/// field's [`Access`] (an exhaustive `match`, so a new variant without a name does not compile).
macro_rules! words {
    ($field:ident: $ty:ident { $($variant:ident => $name:literal $(| $also:literal)*),+ $(,)? }) => {
        Access::Words {
            spellings: &[$(Spelling { name: $name, also: &[$($also),*] }),+],
            get: |rules| match rules.$field {
                $($ty::$variant => $name,)+
            },
            set: |rules, name| {
                rules.$field = match name {
                    $($name => $ty::$variant,)+
                    _ => return false,
                };
                true
            },
        }
    };
}

/// A `bool` field of [`Ruleset`].
macro_rules! flag {
    ($field:ident) => {
        Access::Flag {
            get: |rules| rules.$field,
            set: |rules, on| rules.$field = on,
        }
    };
}

/// Every rule field, in the order `tengen-rules` lists them.
pub const RULE_FIELDS: &[RuleField] = &[
    RuleField {
        key: "ko",
        aliases: &[],
        katago: true,
        compact: Some("ko"),
        access: words!(ko: KoRule {
            Simple => "SIMPLE",
            Basic => "BASIC",
            PositionalSuperko => "POSITIONAL",
            // KataGo maps its internal SPIGHT rule to SITUATIONAL.
            SituationalSuperko => "SITUATIONAL" | "SPIGHT",
            NaturalSituationalSuperko => "NATURAL_SITUATIONAL" | "NSSK",
            ChineseSuperko => "CHINESE",
        }),
    },
    RuleField {
        key: "scoring",
        aliases: &["score"],
        katago: true,
        compact: Some("score"),
        access: words!(scoring: Scoring { Area => "AREA", Territory => "TERRITORY" }),
    },
    RuleField {
        key: "tax",
        aliases: &[],
        katago: true,
        compact: Some("tax"),
        access: words!(tax: Tax { None => "NONE", Seki => "SEKI", All => "ALL" }),
    },
    RuleField {
        key: "suicide",
        aliases: &[],
        katago: true,
        compact: Some("sui"),
        access: flag!(multi_stone_suicide),
    },
    RuleField {
        key: "whiteHandicapBonus",
        aliases: &[],
        katago: true,
        compact: Some("whb"),
        access: words!(handicap_compensation: HandicapCompensation {
            Zero => "0",
            NMinusOne => "N-1",
            N => "N",
        }),
    },
    RuleField {
        key: "friendlyPassOk",
        aliases: &[],
        katago: true,
        compact: Some("fpok"),
        access: flag!(friendly_pass_ok),
    },
    RuleField {
        key: "cycle",
        aliases: &[],
        katago: false,
        compact: None,
        access: words!(cycle: CycleRule {
            Continue => "CONTINUE",
            NoResult => "NO_RESULT",
            ExceptionalEnding => "EXCEPTIONAL" | "EXCEPTIONAL_ENDING",
        }),
    },
    RuleField {
        key: "bentFour",
        aliases: &[],
        katago: false,
        compact: None,
        access: words!(bent_four: BentFour { Dead => "DEAD", PlayOut => "PLAY_OUT" | "PLAYOUT" }),
    },
    RuleField {
        key: "passStones",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(pass_stones),
    },
    RuleField {
        key: "whitePassesLast",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(white_passes_last),
    },
    RuleField {
        key: "firstPassPoint",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(first_pass_point),
    },
    RuleField {
        key: "forcedMovesCost",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(forced_moves_cost),
    },
    RuleField {
        key: "movesAgainstDeadCost",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(moves_against_dead_cost),
    },
    RuleField {
        key: "realEyeConnectionsCost",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(real_eye_connections_cost),
    },
    RuleField {
        key: "blackWinsTies",
        aliases: &[],
        katago: false,
        compact: None,
        access: flag!(black_wins_ties),
    },
    RuleField {
        key: "handicapPlacement",
        aliases: &[],
        katago: false,
        compact: None,
        access: words!(handicap_placement: HandicapPlacement { Fixed => "FIXED", Free => "FREE" }),
    },
    RuleField {
        key: "hasButton",
        aliases: &[],
        katago: true,
        compact: Some("button"),
        access: flag!(has_button),
    },
    RuleField {
        key: "defaultKomi",
        aliases: &[],
        katago: false,
        compact: None,
        access: Access::Komi {
            get: |rules| rules.default_komi,
            set: |rules, komi| rules.default_komi = komi,
        },
    },
];

/// The field named `key` (its key or an alias; case-sensitive).
pub fn rule_field(key: &str) -> Option<&'static RuleField> {
    RULE_FIELDS
        .iter()
        .find(|f| f.key == key || f.aliases.contains(&key))
}

impl RuleField {
    /// The field's value in `rules`.
    pub fn get(&self, rules: &Ruleset) -> RuleValue {
        match self.access {
            Access::Flag { get, .. } => RuleValue::Flag(get(rules)),
            Access::Words { get, .. } => RuleValue::Word(get(rules)),
            Access::Komi { get, .. } => RuleValue::Komi(get(rules)),
        }
    }

    /// Sets the field from `text`; false (and `rules` untouched) if `text` is no value of it.
    pub fn set(&self, rules: &mut Ruleset, text: &str) -> bool {
        match self.access {
            Access::Flag { set, .. } => parse_flag(text).map(|on| set(rules, on)).is_some(),
            Access::Words { spellings, set, .. } => {
                canonical(spellings, text).is_some_and(|name| set(rules, name))
            }
            Access::Komi { set, .. } => parse_komi(text).map(|k| set(rules, k)).is_some(),
        }
    }

    /// The values of a choice field, in the order they are listed; empty for a flag or komi.
    pub fn spellings(&self) -> &'static [Spelling] {
        match self.access {
            Access::Words { spellings, .. } => spellings,
            Access::Flag { .. } | Access::Komi { .. } => &[],
        }
    }

    /// The value as KataGo's JSON form writes it: a boolean, a quoted name, a number or `null`.
    pub fn json_value(&self, rules: &Ruleset) -> String {
        match self.get(rules) {
            RuleValue::Flag(on) => on.to_string(),
            RuleValue::Word(name) => format!("\"{name}\""),
            RuleValue::Komi(komi) if komi.is_finite() => format!("{komi:?}"),
            RuleValue::Komi(_) => "null".to_string(),
        }
    }

    /// The values the compact form may give after the field's prefix, in lower case and longest
    /// first (so that `n-1` is tried before `n`).
    pub(super) fn compact_values(&self) -> Vec<String> {
        let mut values: Vec<String> = match self.access {
            Access::Flag { .. } => vec!["1".into(), "0".into()],
            Access::Words { spellings, .. } => spellings
                .iter()
                .flat_map(|s| std::iter::once(s.name).chain(s.also.iter().copied()))
                .map(str::to_ascii_lowercase)
                .collect(),
            Access::Komi { .. } => Vec::new(),
        };
        values.sort_by_key(|v| std::cmp::Reverse(v.len()));
        values
    }
}

/// The name in `spellings` that `text` spells: compared in upper case, either as it is or with
/// `-` and spaces read as `_`.
fn canonical(spellings: &'static [Spelling], text: &str) -> Option<&'static str> {
    let upper = text.trim().to_ascii_uppercase();
    let word: String = upper
        .chars()
        .map(|c| if c == '-' || c == ' ' { '_' } else { c })
        .collect();
    spellings
        .iter()
        .find(|s| {
            std::iter::once(&s.name)
                .chain(s.also)
                .any(|&spelled| spelled == upper || spelled == word)
        })
        .map(|s| s.name)
}

fn parse_flag(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "true" | "1" => Some(true),
        "false" | "0" => Some(false),
        _ => None,
    }
}

/// A komi as KataGo accepts it: an integer or half-integer in [-400, 400].
fn parse_komi(text: &str) -> Option<f32> {
    let komi: f32 = text.trim().parse().ok()?;
    let doubled = komi * 2.0;
    (komi.is_finite() && komi.abs() <= 400.0 && doubled == doubled.round()).then_some(komi)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset;

    #[test]
    fn every_value_of_every_field_reads_back() {
        for field in RULE_FIELDS {
            let mut rules = preset("japanese").unwrap();
            let names: Vec<&str> = match field.get(&rules) {
                RuleValue::Flag(_) => vec!["true", "false"],
                RuleValue::Word(_) => field.spellings().iter().map(|s| s.name).collect(),
                RuleValue::Komi(_) => vec!["-3", "0.5", "7"],
            };
            for name in names {
                assert!(field.set(&mut rules, name), "{} {name}", field.key);
                let shown = match field.get(&rules) {
                    RuleValue::Flag(on) => on.to_string(),
                    RuleValue::Word(w) => w.to_string(),
                    RuleValue::Komi(k) => k.to_string(),
                };
                assert_eq!(shown, name, "{}", field.key);
            }
            assert!(!field.set(&mut rules, "bogus"), "{}", field.key);
        }
    }

    #[test]
    fn keys_and_aliases_are_unique() {
        let mut keys: Vec<&str> = RULE_FIELDS
            .iter()
            .flat_map(|f| std::iter::once(f.key).chain(f.aliases.iter().copied()))
            .collect();
        let count = keys.len();
        keys.sort();
        keys.dedup();
        assert_eq!(keys.len(), count);
        assert_eq!(RULE_FIELDS.iter().filter(|f| f.katago).count(), 7);
    }

    #[test]
    fn spellings_match_loosely_but_not_wildly() {
        let ko = rule_field("ko").unwrap();
        let mut rules = preset("japanese").unwrap();
        assert!(ko.set(&mut rules, " natural-situational "));
        assert_eq!(rules.ko, KoRule::NaturalSituationalSuperko);
        let bonus = rule_field("whiteHandicapBonus").unwrap();
        assert!(bonus.set(&mut rules, "n-1"));
        assert!(!bonus.set(&mut rules, "N_1"));
        assert_eq!(rule_field("score").unwrap().key, "scoring");
        assert!(rule_field("Ko").is_none());
    }
}
