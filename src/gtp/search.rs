//! Search commands: `genmove`, `reg_genmove`, the search budget (`tengen-set_playouts`,
//! `tengen-set_threads`), KGS's `kgs-genmove_cleanup`, and GoGui's best-moves views. The
//! analysis streams are in [`super::analyze`].

use super::engine::{Engine, Reply, color_arg, syntax};
use super::parse::{self, ArgError};
use crate::board::{Cell, Color, Move, Point, Vertex};
use crate::game::Game;
use crate::rules::Scoring;
use crate::score::{self, Status, judge};
use crate::search::{Choice, MoveInfo};

/// Moves shown by the best-moves commands.
const BEST_MOVES: usize = 10;

/// An optional colour argument; the player to move if left out.
fn color_or_to_move(game: &Game, args: &[String]) -> Result<Color, String> {
    match args {
        [] => Ok(game.to_move()),
        [c] => parse::color(c).map_err(syntax),
        _ => Err(syntax(ArgError("expected at most a colour".into()))),
    }
}

impl Engine {
    pub(super) fn genmove(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        let mv = match self.choose(color) {
            Choice::Resign => return Ok("resign".into()),
            Choice::Play(mv) => mv,
        };
        self.game
            .play(color, mv)
            .map_err(|why| format!("internal error: generated {mv}: {why}"))?;
        self.start_pondering();
        Ok(mv.to_string())
    }

    /// `reg_genmove COLOR`: the move the engine considers best, not played (GNU Go's
    /// meaning): where the search would resign, its most visited move.
    pub(super) fn reg_genmove(&mut self, args: &[String]) -> Reply {
        let color = color_arg(args)?;
        let game = self.game.clone();
        let mut best = None;
        let choice = self.choose_in(&game, color, |view| {
            best = view.moves().first().map(|m| m.mv);
        });
        let mv = match choice {
            Choice::Play(mv) => mv,
            Choice::Resign => best.unwrap_or(Move::Pass),
        };
        Ok(mv.to_string())
    }

    /// `tengen-set_playouts N`: a fixed budget of N playouts per move (0: back to time).
    pub(super) fn set_playouts(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let n = parse::int(&args[0]).map_err(syntax)?;
        let mut config = self.searcher.config().clone();
        config.playouts_per_move = (n > 0).then_some(n.into());
        self.searcher.set_config(config);
        Ok(String::new())
    }

    /// `tengen-set_threads N`: search with N threads (at least 1).
    pub(super) fn set_threads(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        let n = parse::int(&args[0]).map_err(syntax)?;
        if n == 0 {
            return Err("syntax error: at least one thread".into());
        }
        let mut config = self.searcher.config().clone();
        config.threads = n as usize;
        self.searcher.set_config(config);
        Ok(String::new())
    }

    /// `kgs-genmove_cleanup COLOR`: a genmove that captures every dead opponent stone before
    /// it passes. The search runs under area scoring (under territory scoring a pass that
    /// leaves dead stones costs nothing). While a dead opponent stone is on the board the
    /// engine plays on a liberty of a dead chain (captures first), unless the search's own
    /// move is clearly better (it answers a threat), and never passes or resigns. When every
    /// such play is banned (a ko just retaken) it waits with another move ([`ko_wait`]).
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
        return ko_wait(game, color, searched, moves);
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

/// The move while every capture of a dead opponent stone is banned (a ko just taken back):
/// not a pass, which would let the opponent connect the ko and end the game, but the
/// search's most visited other play (a ko threat if there is one, else any) that fills none of the
/// player's own eyes. A pass only when there is no such play.
fn ko_wait(game: &Game, color: Color, searched: Move, moves: &[MoveInfo]) -> Move {
    if searched != Move::Pass {
        return searched;
    }
    let board = game.board();
    let searched_plays = moves.iter().filter_map(|m| match m.mv {
        Move::Play(v) => Some(v),
        Move::Pass => None,
    });
    let any_play = board.points().map(|p| board.vertex(p));
    let waiting = searched_plays.chain(any_play).find(|&v| {
        let p = board.point(v);
        board.cell(p) == Cell::Empty
            && !board.is_eye(color, p)
            && game.is_legal(color, Move::Play(v))
    });
    match waiting {
        Some(v) => Move::Play(v),
        None => {
            log::warn!("cleanup: dead stones left, no legal capture and no move to wait with");
            Move::Pass
        }
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
