//! The rules commands: KGS's `kgs-rules`, KataGo's `kata-set-rules`, `kata-get-rules` and
//! `kata-set-rule`, and GoGui's parameter command `tengen-rules`. Every rule key and value comes
//! from the table of rule fields ([`crate::rules::RULE_FIELDS`]).

use super::engine::{Engine, Reply, syntax};
use super::parse::{self, ArgError};
use crate::rules::{self, RuleValue, Ruleset};

impl Engine {
    fn change_rules(&mut self, rules: Ruleset) -> Reply {
        let name = rules.name.clone();
        self.game
            .set_rules(rules)
            .map_err(|e| format!("cannot change rules: {e}"))?;
        log::info!("rules changed to {name}; komi {}", self.game.komi());
        Ok(String::new())
    }

    pub(super) fn kgs_rules(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let name = match args[0].to_ascii_lowercase().as_str() {
            // KGS asks for no move against the stones marked dead.
            "japanese" => "japanese-kgs",
            // KGS enforces positional superko for its "Chinese" rules.
            "chinese" => "chinese-kgs",
            "aga" => "aga",
            "new_zealand" => "new_zealand",
            other => return Err(format!("unknown rules: {other}")),
        };
        let rules = rules::preset(name).ok_or_else(|| format!("unknown rules: {name}"))?;
        self.change_rules(rules)
    }

    pub(super) fn kata_set_rules(&mut self, args: &[String]) -> Reply {
        if args.is_empty() {
            return Err(syntax(ArgError("expected a ruleset name or JSON".into())));
        }
        let rules = rules::parse_rules(&args.join(" ")).map_err(|e| e.to_string())?;
        self.change_rules(rules)
    }

    pub(super) fn kata_get_rules(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(rules::to_katago_json(self.game.rules()))
    }

    pub(super) fn kata_set_rule(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 2).map_err(syntax)?;
        let mut rules = self.game.rules().clone();
        rules::set_rule(&mut rules, &args[0], &args[1])
            .map_err(|e| format!("syntax error: {e}"))?;
        self.change_rules(rules)
    }

    /// `tengen-rules`: GoGui's parameter command for the rules. Without arguments it lists
    /// `[list/…] preset NAME` and one line per rule; `tengen-rules preset NAME` switches to a
    /// preset and `tengen-rules KEY VALUE` changes one rule (as `kata-set-rule`).
    pub(super) fn rules_param(&mut self, args: &[String]) -> Reply {
        match args {
            [] => Ok(rules_listing(self.game.rules())),
            [key, value] if key == "preset" => {
                let rules =
                    rules::preset(value).ok_or_else(|| format!("unknown rules '{value}'"))?;
                self.set_rules_for_client(rules)
            }
            [key, value] => {
                let mut rules = self.game.rules().clone();
                rules::set_rule(&mut rules, key, value)
                    .map_err(|e| format!("syntax error: {e}"))?;
                self.set_rules_for_client(rules)
            }
            _ => Err(syntax(ArgError(
                "expected no argument, or a key and a value".into(),
            ))),
        }
    }

    fn set_rules_for_client(&mut self, rules: Ruleset) -> Reply {
        self.game
            .set_rules(rules)
            .map_err(|e| format!("cannot change rules: {e}"))?;
        Ok(String::new())
    }
}

/// The `param` listing of `tengen-rules`: the preset, then every flag (`bool`) and choice
/// (`list`) of [`rules::RULE_FIELDS`] with its current value; the default komi is no choice.
fn rules_listing(rules: &Ruleset) -> String {
    let mut lines = vec![format!(
        "[list/{}] preset {}",
        rules::PRESET_NAMES.join("/"),
        rules.name
    )];
    for field in rules::RULE_FIELDS {
        let key = field.key;
        match field.get(rules) {
            RuleValue::Flag(on) => lines.push(format!("[bool] {key} {}", u8::from(on))),
            RuleValue::Word(name) => {
                let choices: Vec<&str> = field.spellings().iter().map(|s| s.name).collect();
                lines.push(format!("[list/{}] {key} {name}", choices.join("/")));
            }
            RuleValue::Komi(_) => {}
        }
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_listing_shows_current_values() {
        let text = rules_listing(&rules::preset("japanese").unwrap());
        let (preset, fields) = text.split_once('\n').unwrap();
        assert!(
            preset.starts_with("[list/japanese/japanese-kgs/korean/"),
            "{text}"
        );
        assert!(preset.ends_with("/jasiek-all] preset japanese"), "{text}");
        assert_eq!(
            fields,
            "[list/SIMPLE/BASIC/POSITIONAL/SITUATIONAL/NATURAL_SITUATIONAL/CHINESE] ko SIMPLE
[list/AREA/TERRITORY] scoring TERRITORY
[list/NONE/SEKI/ALL] tax SEKI
[bool] suicide 0
[list/0/N-1/N] whiteHandicapBonus 0
[bool] friendlyPassOk 0
[list/CONTINUE/NO_RESULT/EXCEPTIONAL] cycle NO_RESULT
[list/DEAD/PLAY_OUT] bentFour DEAD
[bool] passStones 0
[bool] whitePassesLast 0
[bool] firstPassPoint 0
[bool] forcedMovesCost 1
[bool] movesAgainstDeadCost 1
[bool] realEyeConnectionsCost 1
[bool] blackWinsTies 0
[list/FIXED/FREE] handicapPlacement FIXED
[bool] hasButton 0"
        );
    }
}
