//! Named rulesets as plain [`Ruleset`] values.
//!
//! Each preset is written out field by field; the doc comment of each constructor says where the
//! values that are not obvious come from. Sources: the BGA "Comparison of Some Go Rules"
//! (`comparison-of-rulesets.txt`), the rules overview (`rules-of-go-overview.txt`), Jasiek's 1998
//! International Rules, and KataGo's preset table (`katago-rules.md` §1.2).

use super::{
    BentFour, CycleRule, HandicapCompensation, HandicapPlacement, KoRule, Ruleset, Scoring, Tax,
};

/// The canonical preset names, in the order they are listed to users.
pub const PRESET_NAMES: &[&str] = &[
    "japanese",
    "japanese-kgs",
    "korean",
    "chinese",
    "chinese-kgs",
    "aga",
    "new_zealand",
    "ing",
    "tromp-taylor",
    "wmsg",
    "stone-scoring",
    "jasiek",
    "jasiek-no-suicide",
    "jasiek-basic-ko",
    "jasiek-equivalence",
    "jasiek-all",
];

/// The preset called `name`, or `None` if there is no such preset.
///
/// Matching ignores case and surrounding white space, and treats `_` and spaces as `-`. KataGo's
/// spellings are accepted too (`nz`, `tromptaylor`, `chinese-ogs`, `bga`, `ancient-area`, `goe`,
/// ...), as are the short forms `jp`, `cn` and `kr`. The returned ruleset carries the canonical
/// name from [`PRESET_NAMES`].
pub fn preset(name: &str) -> Option<Ruleset> {
    let key: String = name
        .trim()
        .chars()
        .map(|c| match c {
            '_' | ' ' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    let rules = match key.as_str() {
        "japanese" | "jp" => japanese(),
        "japanese-kgs" | "kgs-japanese" | "japanesekgs" => japanese_kgs(),
        "korean" | "kr" => korean(),
        "chinese" | "cn" => chinese(),
        "chinese-kgs" | "chinese-ogs" | "chinesekgs" | "chineseogs" => chinese_kgs(),
        "aga" | "bga" | "french" => aga(),
        "new-zealand" | "newzealand" | "nz" => new_zealand(),
        "ing" | "goe" => ing(),
        "tromp-taylor" | "tromptaylor" => tromp_taylor(),
        "wmsg" => wmsg(),
        "stone-scoring" | "stonescoring" | "ancient-area" | "ancientarea" => stone_scoring(),
        "jasiek" => jasiek(),
        "jasiek-no-suicide" => jasiek_no_suicide(),
        "jasiek-basic-ko" => jasiek_basic_ko(),
        "jasiek-equivalence" => jasiek_equivalence(),
        "jasiek-all" => jasiek_all(),
        _ => return None,
    };
    Some(rules)
}

/// Japanese 1989.
/// - ko Simple: Article 6 forbids only the immediate recapture.
/// - cycle NoResult: Article 12, a triple ko that neither side gives up voids the game.
/// - tax Seki: Article 8, empty points in seki are not territory.
/// - bent four Dead: life-and-death confirmation example 7, whatever the ko threats.
/// - forced moves cost: commentary on Article 9 clause 2, the dame are filled and the stones that
///   must then be added inside a territory are deducted from it.
/// - komi 6.5 (current Japanese practice); fixed handicap on the star points; no compensation.
fn japanese() -> Ruleset {
    Ruleset {
        name: "japanese".to_string(),
        ko: KoRule::Simple,
        cycle: CycleRule::NoResult,
        multi_stone_suicide: false,
        scoring: Scoring::Territory,
        tax: Tax::Seki,
        forced_moves_cost: true,
        moves_against_dead_cost: true,
        real_eye_connections_cost: true,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::Dead,
        default_komi: 6.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Fixed,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: false,
    }
}

/// Japanese as KGS counts it: the same rules, but no stone is asked for against the stones marked
/// dead (see [`Ruleset::moves_against_dead_cost`]), and a connection a filled dame forces costs
/// nothing at a point shaped like a real eye ([`Ruleset::real_eye_connections_cost`]).
/// `kgs-rules japanese` and records from KGS (`PC[]` naming it) with `RU[Japanese]` use it.
fn japanese_kgs() -> Ruleset {
    Ruleset {
        name: "japanese-kgs".to_string(),
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        ..japanese()
    }
}

/// Korean: the BGA comparison lists it in the same column as Japanese (KataGo: identical too).
fn korean() -> Ruleset {
    Ruleset {
        name: "korean".to_string(),
        ..japanese()
    }
}

/// Chinese, as played in Chinese tournaments.
/// - ko ChineseSuperko: what the International Go Rules Forum says the rules intend (basic ko and
///   sending-two-returning-one are forbidden).
/// - cycle NoResult: the referee may declare other cycles a draw or order a replay.
/// - compensation N: n/2 added to White and n/2 taken from Black (BGA comparison).
/// - free handicap placement (BGA comparison).
fn chinese() -> Ruleset {
    Ruleset {
        name: "chinese".to_string(),
        ko: KoRule::ChineseSuperko,
        cycle: CycleRule::NoResult,
        multi_stone_suicide: false,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::N,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Chinese as KGS and OGS enforce it.
/// - ko PositionalSuperko, cycle Continue: the servers implement the written superko literally
///   (KataGo's `chinese-kgs` / `chinese-ogs`).
fn chinese_kgs() -> Ruleset {
    Ruleset {
        name: "chinese-kgs".to_string(),
        ko: KoRule::PositionalSuperko,
        cycle: CycleRule::Continue,
        ..chinese()
    }
}

/// AGA (also used by the BGA and, with NSSK, the French federation).
/// - ko SituationalSuperko: the BGA comparison says AGA forbids repetition by SSK.
/// - pass stones and White passes last: AGA's equivalence of area and territory counting.
/// - fixed placement by default (tournament directors may allow free); compensation N-1 with
///   area counting (BGA comparison).
fn aga() -> Ruleset {
    Ruleset {
        name: "aga".to_string(),
        ko: KoRule::SituationalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: false,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: true,
        white_passes_last: true,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Fixed,
        handicap_compensation: HandicapCompensation::NMinusOne,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// New Zealand.
/// - ko NaturalSituationalSuperko: a play may not repeat the position "as it was after any of that
///   player's previous moves" (NZ rule text quoted in the rules overview).
/// - suicide allowed; komi 7 (draws possible); free placement and no compensation (BGA).
fn new_zealand() -> Ruleset {
    Ruleset {
        name: "new_zealand".to_string(),
        ko: KoRule::NaturalSituationalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: true,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.0,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Ing (SST) rules.
/// - ko PositionalSuperko: an approximation; the real SST ko rule distinguishes "fighting" from
///   "disturbing" kos, which no field here models (KataGo approximates it the same way).
/// - komi 8 with Black winning ties: the SST komi, 7.5 in effect (BGA comparison).
/// - suicide allowed; free placement, no compensation (BGA comparison).
fn ing() -> Ruleset {
    Ruleset {
        name: "ing".to_string(),
        ko: KoRule::PositionalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: true,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 8.0,
        black_wins_ties: true,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Tromp–Taylor: positional superko (rule 8), suicide allowed, area scoring.
/// - komi 7.5 and friendly_pass_ok false: KataGo's defaults (dead stones must be captured).
fn tromp_taylor() -> Ruleset {
    Ruleset {
        name: "tromp-taylor".to_string(),
        ko: KoRule::PositionalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: true,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: false,
    }
}

/// World Mind Sports Games 2008 (IGF).
/// - ko PositionalSuperko, no suicide, komi 6.5 (rules overview).
/// - first_pass_point: Black loses a point if White passed first (rules overview).
/// - compensation N as in the Chinese rules WMSG builds on; fixed placement as in Japanese and
///   Korean practice (neither checked against the WMSG text, which is not among our sources).
fn wmsg() -> Ruleset {
    Ruleset {
        name: "wmsg".to_string(),
        ko: KoRule::PositionalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: false,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: true,
        bent_four: BentFour::PlayOut,
        default_komi: 6.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Fixed,
        handicap_compensation: HandicapCompensation::N,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Ancient stone scoring.
/// - tax All: every living group pays two points (its two eyes), seki eyes do not count.
/// - ko Simple, cycle NoResult: as in the historic East Asian games (KataGo's `stone-scoring`).
fn stone_scoring() -> Ruleset {
    Ruleset {
        name: "stone-scoring".to_string(),
        ko: KoRule::Simple,
        cycle: CycleRule::NoResult,
        multi_stone_suicide: false,
        scoring: Scoring::Area,
        tax: Tax::All,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.5,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Jasiek's 1998 International Rules, core rules.
/// - ko PositionalSuperko: "No Repetition", a play may not recreate a previous board position.
/// - suicide allowed: "Move" 3 removes own regions after opposing ones.
/// - komi 7 (integral, so ties are possible: "Tie" tournament rule).
fn jasiek() -> Ruleset {
    Ruleset {
        name: "jasiek".to_string(),
        ko: KoRule::PositionalSuperko,
        cycle: CycleRule::Continue,
        multi_stone_suicide: true,
        scoring: Scoring::Area,
        tax: Tax::None,
        forced_moves_cost: false,
        moves_against_dead_cost: false,
        real_eye_connections_cost: false,
        pass_stones: false,
        white_passes_last: false,
        first_pass_point: false,
        bent_four: BentFour::PlayOut,
        default_komi: 7.0,
        black_wins_ties: false,
        handicap_placement: HandicapPlacement::Free,
        handicap_compensation: HandicapCompensation::Zero,
        has_button: false,
        friendly_pass_ok: true,
    }
}

/// Jasiek 1998 with the alternative "No Suicide".
fn jasiek_no_suicide() -> Ruleset {
    Ruleset {
        name: "jasiek-no-suicide".to_string(),
        multi_stone_suicide: false,
        ..jasiek()
    }
}

/// Jasiek 1998 with the alternative "Basic Ko And Exceptional Game Ends".
fn jasiek_basic_ko() -> Ruleset {
    Ruleset {
        name: "jasiek-basic-ko".to_string(),
        ko: KoRule::Basic,
        cycle: CycleRule::ExceptionalEnding,
        ..jasiek()
    }
}

/// Jasiek 1998 with the alternative "Equivalence Scoring": a pass hands over a prisoner and White
/// makes an extra pass if Black passed last.
fn jasiek_equivalence() -> Ruleset {
    Ruleset {
        name: "jasiek-equivalence".to_string(),
        pass_stones: true,
        white_passes_last: true,
        ..jasiek()
    }
}

/// Jasiek 1998 with all three alternatives together.
fn jasiek_all() -> Ruleset {
    Ruleset {
        name: "jasiek-all".to_string(),
        multi_stone_suicide: false,
        ko: KoRule::Basic,
        cycle: CycleRule::ExceptionalEnding,
        pass_stones: true,
        white_passes_last: true,
        ..jasiek()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str) -> Ruleset {
        preset(name).unwrap_or_else(|| panic!("preset {name} missing"))
    }

    #[test]
    fn every_listed_name_is_a_preset_with_that_name() {
        for &name in PRESET_NAMES {
            let r = p(name);
            assert_eq!(r.name, name);
            assert!(!r.has_button, "{name}");
            // Friendly passing is fine under area scoring except Tromp-Taylor.
            let expect_fpok = r.scoring == Scoring::Area && name != "tromp-taylor";
            assert_eq!(r.friendly_pass_ok, expect_fpok, "{name}");
        }
        assert_eq!(PRESET_NAMES.len(), 16);
    }

    #[test]
    fn presets_are_distinct() {
        for (i, &a) in PRESET_NAMES.iter().enumerate() {
            for &b in &PRESET_NAMES[i + 1..] {
                let (ra, rb) = (p(a), p(b));
                if (a, b) == ("japanese", "korean") {
                    assert_eq!(
                        Ruleset {
                            name: String::new(),
                            ..ra
                        },
                        Ruleset {
                            name: String::new(),
                            ..rb
                        }
                    );
                } else {
                    assert_ne!(
                        Ruleset {
                            name: String::new(),
                            ..ra
                        },
                        Ruleset {
                            name: String::new(),
                            ..rb
                        },
                        "{a} {b}"
                    );
                }
            }
        }
    }

    #[test]
    fn japanese_values() {
        let r = p("japanese");
        assert_eq!(r.ko, KoRule::Simple);
        assert_eq!(r.cycle, CycleRule::NoResult);
        assert!(!r.multi_stone_suicide);
        assert_eq!(r.scoring, Scoring::Territory);
        assert_eq!(r.tax, Tax::Seki);
        assert!(!r.pass_stones && !r.white_passes_last && !r.first_pass_point);
        assert_eq!(r.bent_four, BentFour::Dead);
        assert_eq!(r.default_komi, 6.5);
        assert!(!r.black_wins_ties);
        assert_eq!(r.handicap_placement, HandicapPlacement::Fixed);
        assert_eq!(r.handicap_compensation, HandicapCompensation::Zero);
        assert!(!r.friendly_pass_ok);
        assert_eq!(
            Ruleset {
                name: "japanese".into(),
                ..p("korean")
            },
            r
        );
    }

    #[test]
    fn chinese_values() {
        let r = p("chinese");
        assert_eq!(r.ko, KoRule::ChineseSuperko);
        assert_eq!(r.cycle, CycleRule::NoResult);
        assert!(!r.multi_stone_suicide);
        assert_eq!((r.scoring, r.tax), (Scoring::Area, Tax::None));
        assert_eq!(r.bent_four, BentFour::PlayOut);
        assert_eq!(r.default_komi, 7.5);
        assert_eq!(r.handicap_placement, HandicapPlacement::Free);
        assert_eq!(r.handicap_compensation, HandicapCompensation::N);
        let k = p("chinese-kgs");
        assert_eq!(k.ko, KoRule::PositionalSuperko);
        assert_eq!(k.cycle, CycleRule::Continue);
        assert_eq!(
            Ruleset {
                name: "chinese".into(),
                ko: r.ko,
                cycle: r.cycle,
                ..k
            },
            r
        );
    }

    #[test]
    fn aga_values() {
        let r = p("aga");
        assert_eq!(r.ko, KoRule::SituationalSuperko);
        assert_eq!(r.cycle, CycleRule::Continue);
        assert!(!r.multi_stone_suicide);
        assert_eq!((r.scoring, r.tax), (Scoring::Area, Tax::None));
        assert!(r.pass_stones && r.white_passes_last && !r.first_pass_point);
        assert_eq!(r.default_komi, 7.5);
        assert_eq!(r.handicap_placement, HandicapPlacement::Fixed);
        assert_eq!(r.handicap_compensation, HandicapCompensation::NMinusOne);
    }

    #[test]
    fn new_zealand_values() {
        let r = p("new_zealand");
        assert_eq!(r.ko, KoRule::NaturalSituationalSuperko);
        assert_eq!(r.cycle, CycleRule::Continue);
        assert!(r.multi_stone_suicide);
        assert_eq!(r.default_komi, 7.0);
        assert_eq!(r.handicap_placement, HandicapPlacement::Free);
        assert_eq!(r.handicap_compensation, HandicapCompensation::Zero);
    }

    #[test]
    fn ing_values() {
        let r = p("ing");
        assert_eq!(r.ko, KoRule::PositionalSuperko);
        assert!(r.multi_stone_suicide);
        assert_eq!(r.default_komi, 8.0);
        assert!(r.black_wins_ties);
        assert_eq!(r.handicap_placement, HandicapPlacement::Free);
        assert_eq!(r.handicap_compensation, HandicapCompensation::Zero);
    }

    #[test]
    fn tromp_taylor_values() {
        let r = p("tromp-taylor");
        assert_eq!(r.ko, KoRule::PositionalSuperko);
        assert_eq!(r.cycle, CycleRule::Continue);
        assert!(r.multi_stone_suicide);
        assert_eq!((r.scoring, r.tax), (Scoring::Area, Tax::None));
        assert_eq!(r.default_komi, 7.5);
        assert!(!r.friendly_pass_ok);
        assert!(!r.black_wins_ties);
    }

    #[test]
    fn wmsg_values() {
        let r = p("wmsg");
        assert_eq!(r.ko, KoRule::PositionalSuperko);
        assert!(!r.multi_stone_suicide);
        assert!(r.first_pass_point);
        assert!(!r.pass_stones);
        assert_eq!(r.default_komi, 6.5);
        assert_eq!(r.handicap_placement, HandicapPlacement::Fixed);
        assert_eq!(r.handicap_compensation, HandicapCompensation::N);
    }

    #[test]
    fn stone_scoring_values() {
        let r = p("stone-scoring");
        assert_eq!(r.ko, KoRule::Simple);
        assert_eq!(r.cycle, CycleRule::NoResult);
        assert!(!r.multi_stone_suicide);
        assert_eq!((r.scoring, r.tax), (Scoring::Area, Tax::All));
        assert_eq!(r.default_komi, 7.5);
    }

    #[test]
    fn jasiek_family() {
        let base = p("jasiek");
        assert_eq!(base.ko, KoRule::PositionalSuperko);
        assert_eq!(base.cycle, CycleRule::Continue);
        assert!(base.multi_stone_suicide);
        assert!(!base.pass_stones && !base.white_passes_last);
        assert_eq!(base.default_komi, 7.0);
        assert_eq!(base.handicap_placement, HandicapPlacement::Free);
        assert_eq!(base.handicap_compensation, HandicapCompensation::Zero);

        let ns = p("jasiek-no-suicide");
        assert_eq!(
            ns,
            Ruleset {
                name: ns.name.clone(),
                multi_stone_suicide: false,
                ..base.clone()
            }
        );
        let bk = p("jasiek-basic-ko");
        assert_eq!(
            bk,
            Ruleset {
                name: bk.name.clone(),
                ko: KoRule::Basic,
                cycle: CycleRule::ExceptionalEnding,
                ..base.clone()
            }
        );
        let eq = p("jasiek-equivalence");
        assert_eq!(
            eq,
            Ruleset {
                name: eq.name.clone(),
                pass_stones: true,
                white_passes_last: true,
                ..base.clone()
            }
        );
        let all = p("jasiek-all");
        assert_eq!(
            all,
            Ruleset {
                name: all.name.clone(),
                multi_stone_suicide: false,
                ko: KoRule::Basic,
                cycle: CycleRule::ExceptionalEnding,
                pass_stones: true,
                white_passes_last: true,
                ..base
            }
        );
    }

    #[test]
    fn aliases() {
        let cases: &[(&str, &[&str])] = &[
            (
                "new_zealand",
                &[
                    "new-zealand",
                    "nz",
                    "NZ",
                    "newzealand",
                    "new zealand",
                    "new_zealand",
                    "New Zealand",
                ],
            ),
            (
                "tromp-taylor",
                &[
                    "tromp_taylor",
                    "tromp taylor",
                    "tromptaylor",
                    "tromp-taylor",
                    "Tromp-Taylor",
                ],
            ),
            (
                "chinese-kgs",
                &[
                    "chinese-ogs",
                    "chinese_ogs",
                    "chineseogs",
                    "chinese ogs",
                    "chinese-kgs",
                    "chinese_kgs",
                    "chinesekgs",
                    "Chinese-KGS",
                ],
            ),
            ("aga", &["aga", "AGA", "bga", "BGA", "french", "French"]),
            (
                "stone-scoring",
                &[
                    "ancient-area",
                    "ancient_area",
                    "ancientarea",
                    "stone_scoring",
                    "stonescoring",
                    "stone scoring",
                    "stone-scoring",
                ],
            ),
            ("ing", &["ing", "Ing", "goe", "GOE"]),
            ("japanese", &["jp", "JP", "Japanese", "  japanese\t"]),
            ("chinese", &["cn", "CN", "Chinese"]),
            ("korean", &["kr", "Korean"]),
            ("wmsg", &["WMSG"]),
            (
                "jasiek-no-suicide",
                &["Jasiek_No_Suicide", "jasiek no suicide"],
            ),
        ];
        for (canonical, spellings) in cases {
            for s in *spellings {
                assert_eq!(p(s).name, *canonical, "{s:?}");
            }
        }
    }

    #[test]
    fn unknown_names() {
        for s in [
            "",
            "  ",
            "custom",
            "japan",
            "chinese-",
            "tromp--taylor",
            "aga-button",
            "zealand",
        ] {
            assert!(preset(s).is_none(), "{s:?}");
        }
    }

    #[test]
    fn default_is_tromp_taylor() {
        assert_eq!(Ruleset::default(), p("tromp-taylor"));
    }
}
