//! Rules as data: one named field of [`Ruleset`] per difference between rulesets.
//!
//! Presets (`japanese`, `chinese`, `aga`, ...) are plain values of `Ruleset`; nothing elsewhere in
//! the program asks "is this Japanese?", it asks the field that makes the difference.

mod fields;
mod presets;
mod text;

pub use fields::{RULE_FIELDS, RuleField, RuleValue, Spelling, rule_field};
pub use presets::{PRESET_NAMES, preset};
pub use text::{RulesError, parse_rules, set_rule, to_katago_json};

/// What stops positions from repeating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoRule {
    /// Simple ko: a single stone that just captured a single stone cannot be recaptured on the
    /// next move (Japanese Article 6). Any move, a pass included, lifts the ban.
    Simple,
    /// Jasiek's basic ko: "a play may not remove a single stone if this stone has removed a single
    /// stone in the last preceding play". Passes are not plays, so the ban outlasts them and only
    /// another play lifts it.
    Basic,
    /// A play may not recreate any earlier board position (Tromp–Taylor rule 8).
    PositionalSuperko,
    /// A play may not recreate an earlier board position with the same player to move.
    SituationalSuperko,
    /// A play may not recreate a board position that the same player created earlier by a play.
    NaturalSituationalSuperko,
    /// Chinese superko as the BGA comparison defines it: a play may not recreate a position by
    /// basic ko or by sending-two-returning-one; other cycles are legal (and may end the game).
    ChineseSuperko,
}

/// What happens when a legal play recreates an earlier whole-board position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CycleRule {
    /// Nothing: the game goes on (superko rules make the cycle impossible anyway).
    Continue,
    /// The game ends without result when a position (with the same player to move) occurs for the
    /// third time: Japanese Article 12, a triple ko that neither side breaks; also the Chinese
    /// referee's draw-or-replay for cycles other than ko and sending-two-returning-one.
    NoResult,
    /// Jasiek 1998, "Basic Ko And Exceptional Game Ends": the game ends at once; without result if
    /// as many black as white stones were removed between the two occurrences, otherwise won by
    /// the player with fewer removed stones.
    ExceptionalEnding,
}

/// How points are counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Stones on the board plus empty points surrounded by them.
    Area,
    /// Surrounded empty points plus prisoners (captures and dead stones).
    Territory,
}

/// What is not counted, or charged, at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tax {
    /// Every surrounded point counts, seki eyes included.
    None,
    /// Empty points inside seki are not territory (Japanese Article 8).
    Seki,
    /// As `Seki`, and every living group pays two points (stone scoring / group tax).
    All,
}

/// What happens to "bent four in the corner" at the end of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BentFour {
    /// Dead whatever the ko threats elsewhere (Japanese 1989, life-and-death example 7).
    Dead,
    /// Decided as play would decide it.
    PlayOut,
}

/// Where handicap stones go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapPlacement {
    Fixed,
    Free,
}

/// Points White receives for N handicap stones (area counting only changes the figure).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapCompensation {
    Zero,
    N,
    NMinusOne,
}

impl HandicapCompensation {
    /// The bonus for `stones` handicap stones (no bonus for fewer than two).
    pub fn points(self, stones: usize) -> f32 {
        if stones < 2 {
            return 0.0;
        }
        match self {
            HandicapCompensation::Zero => 0.0,
            HandicapCompensation::N => stones as f32,
            HandicapCompensation::NMinusOne => (stones - 1) as f32,
        }
    }
}

/// A complete ruleset. Every field is one difference between real rulesets. A field that users
/// may name (over GTP, in JSON, in SGF) has a row in [`RULE_FIELDS`], which gives its key, its
/// values and their spellings.
#[derive(Clone, Debug, PartialEq)]
pub struct Ruleset {
    /// The preset this came from (`japanese`, ...) or `custom` after a single-rule change.
    pub name: String,
    pub ko: KoRule,
    pub cycle: CycleRule,
    /// Whether a play may remove its own chain of two or more stones. Single-stone suicide is
    /// never legal: it recreates the position (or is a pass in disguise).
    pub multi_stone_suicide: bool,
    pub scoring: Scoring,
    pub tax: Tax,
    /// Under territory scoring: the dame are filled before the count, and every stone a player
    /// must then add inside their own territory (a connection or a capture that a filled dame
    /// forces) costs them that point (Japanese 1989, commentary on Article 9 clause 2: "fill the
    /// dame and add any necessary stones inside their territory"; Korean likewise). When false,
    /// territory is counted as the board stands. Area scoring needs nothing: a stone added inside
    /// one's own area is worth what the empty point was.
    pub forced_moves_cost: bool,
    /// With `forced_moves_cost`: whether the stones a player must add because of dead stones
    /// also cost their point: a capture of stones in atari beside its chain once the dame are
    /// filled, or a stone that keeps dead stones from winning a race. The Japanese 1989 rules
    /// ask for every necessary move. KGS does not: its count removes the stones marked dead and
    /// asks for no move against them (over 4,000 KGS games counted under Japanese rules, 65 of
    /// 78 such deductions were a point off the record); a connection that a filled dame forces
    /// is still missing from its count, since that point borders both colours.
    pub moves_against_dead_cost: bool,
    /// With `forced_moves_cost`: whether a connection that a filled dame forces costs its point
    /// where that point is shaped like a real eye (fewer than two of its diagonal points hold
    /// living opponent stones, and none does if the point is on the edge). The Japanese 1989
    /// rules ask for every necessary move; KGS's counts leave such a point out only where it is
    /// shaped like a false eye. Over the 5,024 counted KGS games of the corpus, all 376 forced
    /// connections whose deduction agreed with the record were at points shaped like false
    /// eyes, and all 24 deductions at points shaped like real eyes were a point off the record.
    pub real_eye_connections_cost: bool,
    /// AGA / equivalence scoring: every pass hands the opponent one prisoner.
    pub pass_stones: bool,
    /// AGA / equivalence scoring: White must make the last pass (an extra pass stone if not).
    pub white_passes_last: bool,
    /// WMSG: Black loses one point if White was the first to pass.
    pub first_pass_point: bool,
    pub bent_four: BentFour,
    pub default_komi: f32,
    /// Ing: Black wins a game whose score (after komi) is level.
    pub black_wins_ties: bool,
    pub handicap_placement: HandicapPlacement,
    pub handicap_compensation: HandicapCompensation,
    /// KataGo's button Go (stored for its JSON form; half a point to the first passer).
    pub has_button: bool,
    /// KataGo's informational flag: a pass before dead stones are removed is not a blunder.
    pub friendly_pass_ok: bool,
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        preset("tromp-taylor").expect("tromp-taylor preset exists")
    }
}
