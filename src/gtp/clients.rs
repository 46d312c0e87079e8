//! Extensions that particular controllers use (see `shared/reference/gtp-clients.md`):
//!
//! - **GoGui**: `gogui-analyze_commands` (the Analyze menu), `gogui-interrupt` (the engine
//!   watches for `# interrupt` during searches, see [`super::input`]), `gogui-title`, and the
//!   analyze commands themselves: `tengen-ownership` (`dboard`), `tengen-final_status_gfx`
//!   (`gfx`), `tengen-best_moves` (`pspairs`), `tengen-best_moves_gfx` (`gfx`) and
//!   `tengen-rules` (`param`).
//! - **kgsGtp**: `kgs-genmove_cleanup` (never passes while a dead opponent stone is left),
//!   `kgs-game_over` (acknowledged; the board is kept, the game may be resumed), and
//!   `kgs-chat`, answered but unlisted (listing it crashes kgsGtp 3.5.20 and later).
//! - **gtp2ogs** / KataGo: `kata-list_time_settings` and `kata-time_settings`.

use super::engine::{Engine, Handler, Reply};
use super::parse::{self, ArgError};
use crate::board::{Board, Cell, Color, MAX_POINTS, Move, Point, Vertex};
use crate::clock::KATA_TIME_SYSTEMS;
use crate::game::Game;
use crate::playout::Rng;
use crate::playout::ownership::Playouts;
use crate::rules::{self, Ruleset, Scoring};
use crate::score::{self, Judgement, Status, judge};
use crate::search::{Choice, MoveInfo};

/// Commands answered but not listed by `list_commands`.
pub(super) const UNLISTED: &[(&str, Handler)] = &[("kgs-chat", Engine::kgs_chat)];

/// The Analyze menu GoGui builds from `gogui-analyze_commands`: `type/label/command`.
const ANALYZE_COMMANDS: &[&str] = &[
    "dboard/Ownership/tengen-ownership",
    "gfx/Final status/tengen-final_status_gfx",
    "string/Score breakdown/tengen-score_breakdown",
    "string/Final score/final_score",
    "plist/Dead stones/final_status_list dead",
    "plist/Seki stones/final_status_list seki",
    "pspairs/Best moves (visits)/tengen-best_moves %m",
    "gfx/Best moves and variation/tengen-best_moves_gfx %m",
    "param/Rules/tengen-rules",
    "string/Rules (KataGo JSON)/kata-get-rules",
    "string/Score under every ruleset/tengen-score_all",
    "none/Set playouts per move/tengen-set_playouts %s",
];

/// Moves shown by the best-moves commands.
const BEST_MOVES: usize = 10;

/// The rule keys `tengen-rules` shows, with their choices (`bool` for on/off).
const RULE_KEYS: &[(&str, &[&str])] = &[
    (
        "ko",
        &[
            "SIMPLE",
            "BASIC",
            "POSITIONAL",
            "SITUATIONAL",
            "NATURAL_SITUATIONAL",
            "CHINESE",
        ],
    ),
    ("scoring", &["AREA", "TERRITORY"]),
    ("tax", &["NONE", "SEKI", "ALL"]),
    ("suicide", &[]),
    ("whiteHandicapBonus", &["0", "N-1", "N"]),
    ("friendlyPassOk", &[]),
    ("cycle", &["CONTINUE", "NO_RESULT", "EXCEPTIONAL"]),
    ("bentFour", &["DEAD", "PLAY_OUT"]),
    ("passStones", &[]),
    ("whitePassesLast", &[]),
    ("firstPassPoint", &[]),
    ("blackWinsTies", &[]),
    ("handicapPlacement", &["FIXED", "FREE"]),
    ("hasButton", &[]),
];

fn syntax(e: ArgError) -> String {
    format!("syntax error: {}", e.0)
}

/// An optional colour argument; the player to move if left out.
fn color_or_to_move(game: &Game, args: &[String]) -> Result<Color, String> {
    match args {
        [] => Ok(game.to_move()),
        [c] => parse::color(c).map_err(syntax),
        _ => Err(syntax(ArgError("expected at most a colour".into()))),
    }
}

fn vertices(vs: impl IntoIterator<Item = Vertex>) -> String {
    vs.into_iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

impl Engine {
    pub(super) fn kata_list_time_settings(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(KATA_TIME_SYSTEMS.join("\n"))
    }

    pub(super) fn kata_time_settings(&mut self, args: &[String]) -> Reply {
        self.clock
            .kata_time_settings(args)
            .map_err(|e| format!("syntax error: {e}"))?;
        log::info!("clock: {}", self.clock.describe());
        Ok(String::new())
    }

    pub(super) fn gogui_interrupt(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(String::new())
    }

    pub(super) fn gogui_title(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(format!(
            "Tengen {} ({} rules, komi {})",
            env!("CARGO_PKG_VERSION"),
            self.game.rules().name,
            self.game.komi()
        ))
    }

    pub(super) fn gogui_analyze_commands(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(ANALYZE_COMMANDS.join("\n"))
    }

    /// `kgs-game_over`: the game has ended (or been adjourned): nothing is cleared, since KGS
    /// may resume it with a plain `genmove`.
    pub(super) fn kgs_game_over(&mut self, _: &[String]) -> Reply {
        log::info!("kgs-game_over: game over or adjourned; the position is kept");
        Ok(String::new())
    }

    /// `kgs-chat game|private NAME MESSAGE…`: the reply is sent to the chat.
    pub(super) fn kgs_chat(&mut self, args: &[String]) -> Reply {
        if args.len() < 3 || !matches!(args[0].as_str(), "game" | "private") {
            return Err(syntax(ArgError(
                "expected game|private, a name and a message".into(),
            )));
        }
        Ok(format!(
            "I am Tengen {}, a Monte Carlo Go program. Rules: {}, komi {}.",
            env!("CARGO_PKG_VERSION"),
            self.game.rules().name,
            self.game.komi()
        ))
    }

    /// `kgs-genmove_cleanup COLOR`: a genmove that captures every dead opponent stone before
    /// it passes. The search runs under area scoring (under territory scoring a pass that
    /// leaves dead stones costs nothing). While a dead opponent stone is on the board the
    /// engine plays on a liberty of a dead chain (captures first), unless the search's own
    /// move is clearly better (it answers a threat), and never passes or resigns; it passes
    /// with dead stones left only when no such play is legal (a ko, say).
    pub(super) fn kgs_genmove_cleanup(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let color = parse::color(&args[0]).map_err(syntax)?;
        let search_game = area_version(&self.game);
        let mut moves = Vec::new();
        let choice = self.choose_in(&search_game, color, |view| moves = view.moves());
        let mv = cleanup_choice(&self.game, color, choice, &moves);
        self.game
            .play(color, mv)
            .map_err(|why| format!("internal error: generated {mv}: {why}"))?;
        Ok(mv.to_string())
    }

    /// `tengen-ownership`: each point's expected owner (`dboard`: 1 Black, −1 White), from the
    /// playouts the scorer runs.
    pub(super) fn ownership_dboard(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        let board = self.game.board();
        let j = score::judgement_of(board, self.game.rules());
        let own = if j.ownership.iter().any(|&o| o != 0.0) {
            j.ownership
        } else {
            // The strict (no-agreement) judgement runs no playouts.
            let n = judge::default_playouts(board.size());
            judge::playout_ownership(board, Playouts::Sensible { region: None }, n)
                .estimate(board, &mut Rng::new(board.hash()))
        };
        Ok(board_rows(board, |p| format!("{:.2}", own[p])))
    }

    /// `tengen-final_status_gfx`: dead stones marked with a cross, seki stones with a circle,
    /// territory as small squares of its owner's colour, and the result.
    pub(super) fn final_status_gfx(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        let board = self.game.board();
        let j = score::judgement_of(board, self.game.rules());
        let with = |s: Status| stones_with(board, &j, s);
        let [black, white] = territory(board, &j);
        let result = score::final_score(&self.game).unwrap_or_else(|e| e);
        let mut lines = vec![
            format!("MARK {}", vertices(with(Status::Dead))),
            format!("CIRCLE {}", vertices(with(Status::Seki))),
            format!("BLACK {}", vertices(black)),
            format!("WHITE {}", vertices(white)),
            format!("TEXT {} ({} rules)", result, self.game.rules().name),
        ];
        lines.retain(|l| !l.ends_with(' '));
        Ok(lines.join("\n"))
    }

    /// Searches for `color` (as `reg_genmove`: nothing is played) and returns the root moves.
    fn search_moves(&mut self, color: Color) -> Vec<MoveInfo> {
        let mut moves = Vec::new();
        let game = self.game.clone();
        self.choose_in(&game, color, |view| moves = view.moves());
        moves.retain(|m| m.visits > 0);
        moves
    }

    /// `tengen-best_moves [COLOR]`: the search's best moves with their visits (`pspairs`).
    pub(super) fn best_moves_pspairs(&mut self, args: &[String]) -> Reply {
        let color = color_or_to_move(&self.game, args)?;
        let moves = self.search_moves(color);
        Ok(moves
            .iter()
            .filter_map(|m| match m.mv {
                Move::Play(v) => Some(format!("{v} {}", m.visits)),
                Move::Pass => None,
            })
            .take(BEST_MOVES)
            .collect::<Vec<_>>()
            .join(" "))
    }

    /// `tengen-best_moves_gfx [COLOR]`: the best moves labelled with their win rates, the
    /// principal variation numbered, and a summary line (`gfx`).
    pub(super) fn best_moves_gfx(&mut self, args: &[String]) -> Reply {
        let color = color_or_to_move(&self.game, args)?;
        let moves = self.search_moves(color);
        let Some(best) = moves.first() else {
            return Ok("TEXT no move searched".into());
        };
        let labels: Vec<String> = moves
            .iter()
            .take(BEST_MOVES)
            .filter_map(|m| match m.mv {
                Move::Play(v) => Some(format!("{v} {:.0}%", m.winrate * 100.0)),
                Move::Pass => None,
            })
            .collect();
        let mut var = Vec::new();
        let mut c = color;
        for (mv, _) in &best.pv {
            var.push(format!("{} {mv}", c.letter().to_ascii_lowercase()));
            c = c.opponent();
        }
        let mut lines = Vec::new();
        if !labels.is_empty() {
            lines.push(format!("LABEL {}", labels.join(" ")));
        }
        lines.push(format!("VAR {}", var.join(" ")));
        lines.push(format!(
            "TEXT {} {}: {} visits, win rate {:.1}%",
            color.name(),
            best.mv,
            best.visits,
            best.winrate * 100.0
        ));
        Ok(lines.join("\n"))
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

/// The game under area scoring, for the cleanup search (under territory scoring a pass that
/// leaves dead stones costs nothing, so the search would not bother capturing them).
fn area_version(game: &Game) -> Game {
    if game.rules().scoring == Scoring::Area {
        return game.clone();
    }
    let mut rules = game.rules().clone();
    rules.scoring = Scoring::Area;
    rules.tax = crate::rules::Tax::None;
    rules.pass_stones = false;
    let mut area = game.clone();
    match area.set_rules(rules) {
        Ok(()) => area,
        Err(e) => {
            log::warn!("cleanup search keeps the game's rules: {e}");
            game.clone()
        }
    }
}

/// Dead opponent stones as the scorer sees them (under the game's rules, or with dead stones
/// agreed on when the rules count the board as it stands).
fn dead_opponent_chains(game: &Game, color: Color) -> Vec<Point> {
    let board = game.board();
    let j = if game.rules().friendly_pass_ok {
        score::judgement_of(board, game.rules())
    } else {
        let mut agreed = game.rules().clone();
        agreed.friendly_pass_ok = true;
        judge::judge(board, &agreed)
    };
    board
        .points()
        .filter(|&p| {
            board.cell(p) == Cell::Stone(color.opponent()) && j.status(p) == Some(Status::Dead)
        })
        .collect()
}

/// Visits a root move needs before its win rate is trusted.
const TRUSTED_VISITS: u32 = 10;

/// How much better than the best cleanup play the search's move must look to be played
/// instead (it then answers a threat).
const URGENT_MARGIN: f32 = 0.1;

/// The cleanup move: see [`Engine::kgs_genmove_cleanup`].
fn cleanup_choice(game: &Game, color: Color, choice: Choice, moves: &[MoveInfo]) -> Move {
    let searched = match choice {
        Choice::Play(mv) => mv,
        Choice::Resign => Move::Pass,
    };
    let dead = dead_opponent_chains(game, color);
    if dead.is_empty() {
        return searched;
    }
    let candidates = cleanup_candidates(game, color, &dead);
    let Some(&best) = candidates.first() else {
        log::warn!("cleanup: dead stones left but no legal play next to them");
        return searched;
    };
    if let Move::Play(v) = searched
        && candidates.contains(&v)
    {
        return searched;
    }
    let rate = |mv: Move| {
        moves
            .iter()
            .find(|m| m.mv == mv && m.visits >= TRUSTED_VISITS)
            .map(|m| m.winrate)
    };
    match (searched, rate(searched), rate(Move::Play(best))) {
        (Move::Play(_), Some(s), Some(c)) if s > c + URGENT_MARGIN => searched,
        _ => Move::Play(best),
    }
}

/// Legal plays on liberties of dead opponent stones, best first: capturing plays, then plays
/// that keep the new stone out of atari, then plays on chains with fewer liberties.
fn cleanup_candidates(game: &Game, color: Color, dead: &[Point]) -> Vec<Vertex> {
    let board = game.board();
    let mut scored: Vec<((bool, bool, usize), Vertex)> = Vec::new();
    for &s in dead {
        let libs = board.liberties(s);
        for n in board.neighbors(s) {
            let v = board.vertex(n);
            if board.cell(n) != Cell::Empty
                || scored.iter().any(|&(_, w)| w == v)
                || !game.is_legal(color, Move::Play(v))
            {
                continue;
            }
            let mut after = board.clone();
            let preview = after.play(color, n);
            let safe = after.cell(n) == Cell::Stone(color) && !after.in_atari(n);
            scored.push(((preview.captures > 0, safe, usize::MAX - libs), v));
        }
    }
    scored.sort_by(|a, b| b.0.cmp(&a.0).then((a.1.y, a.1.x).cmp(&(b.1.y, b.1.x))));
    scored.into_iter().map(|(_, v)| v).collect()
}

/// The stones with status `s`, in board order.
fn stones_with(board: &Board, j: &Judgement, s: Status) -> Vec<Vertex> {
    board
        .points()
        .filter(|&p| j.status(p) == Some(s))
        .map(|p| board.vertex(p))
        .collect()
}

/// Empty points (and dead stones) in regions bordered by only one colour's living stones.
fn territory(board: &Board, j: &Judgement) -> [Vec<Vertex>; 2] {
    let alive =
        |p: Point, c: Color| board.cell(p) == Cell::Stone(c) && j.status(p) != Some(Status::Dead);
    let open = |p: Point| {
        matches!(board.cell(p), Cell::Empty)
            || (matches!(board.cell(p), Cell::Stone(_)) && j.status(p) == Some(Status::Dead))
    };
    let mut seen = vec![false; MAX_POINTS];
    let mut out = [Vec::new(), Vec::new()];
    for start in board.points() {
        if seen[start] || !open(start) {
            continue;
        }
        let (mut region, mut borders) = (Vec::new(), [false, false]);
        let mut stack = vec![start];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            region.push(p);
            for n in board.neighbors(p) {
                for c in [Color::Black, Color::White] {
                    borders[c.index()] |= alive(n, c);
                }
                if !seen[n] && open(n) {
                    seen[n] = true;
                    stack.push(n);
                }
            }
        }
        for c in [Color::Black, Color::White] {
            if borders[c.index()] && !borders[c.opponent().index()] {
                out[c.index()].extend(region.iter().map(|&p| board.vertex(p)));
            }
        }
    }
    out
}

/// A GoGui board reply: one line per row, top row first, `cell` for each point.
fn board_rows(board: &Board, cell: impl Fn(Point) -> String) -> String {
    let size = board.size();
    (0..size)
        .rev()
        .map(|y| {
            (0..size)
                .map(|x| cell(board.point(Vertex::new(x as u8, y as u8))))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `param` listing of `tengen-rules`, values read from the rules' JSON form.
fn rules_listing(rules: &Ruleset) -> String {
    let json = rules::to_katago_json(rules);
    let mut lines = vec![format!(
        "[list/{}] preset {}",
        rules::PRESET_NAMES.join("/"),
        rules.name
    )];
    for &(key, choices) in RULE_KEYS {
        let value = json_value(&json, key).unwrap_or_default();
        lines.push(if choices.is_empty() {
            let on = if value == "true" { 1 } else { 0 };
            format!("[bool] {key} {on}")
        } else {
            format!("[list/{}] {key} {value}", choices.join("/"))
        });
    }
    lines.join("\n")
}

/// The value of `key` in a flat JSON object, without quotes.
fn json_value(json: &str, key: &str) -> Option<String> {
    let tag = format!("\"{key}\":");
    let start = json.find(&tag)? + tag.len();
    let rest = &json[start..];
    let end = rest.find([',', '}']).unwrap_or(rest.len());
    Some(rest[..end].trim().trim_matches('"').to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_listing_shows_current_values() {
        let text = rules_listing(&rules::preset("japanese").unwrap());
        assert!(text.starts_with("[list/japanese/korean/"), "{text}");
        assert!(text.contains("preset japanese\n"), "{text}");
        assert!(
            text.contains("[list/AREA/TERRITORY] scoring TERRITORY"),
            "{text}"
        );
        assert!(text.contains("[bool] suicide 0"), "{text}");
        assert_eq!(text.lines().count(), RULE_KEYS.len() + 1);
    }

    #[test]
    fn json_values_are_read() {
        let json = r#"{"a":true,"ko":"SIMPLE","z":7.5}"#;
        assert_eq!(json_value(json, "ko").as_deref(), Some("SIMPLE"));
        assert_eq!(json_value(json, "z").as_deref(), Some("7.5"));
        assert_eq!(json_value(json, "a").as_deref(), Some("true"));
        assert_eq!(json_value(json, "b"), None);
    }
}
