//! The scoring commands: `final_score`, `final_status_list`, the score breakdown and the score
//! under every ruleset, and GoGui's views of the judgement (`tengen-ownership`,
//! `tengen-final_status_gfx`).

use super::engine::{Engine, Reply, syntax, vertices};
use super::parse;
use crate::board::{Board, Cell, Color, MAX_POINTS, Point, Vertex};
use crate::playout::Rng;
use crate::playout::ownership::Playouts;
use crate::score::{self, Judgement, Status, judge};

impl Engine {
    pub(super) fn final_score(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        score::final_score(&self.game)
    }

    pub(super) fn final_status_list(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 1).map_err(syntax)?;
        score::final_status_list(&self.game, &args[0])
    }

    pub(super) fn score_breakdown(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        score::breakdown_text(&self.game)
    }

    pub(super) fn score_all(&mut self, args: &[String]) -> Reply {
        parse::expect_args(args, 0).map_err(syntax)?;
        Ok(score::score_all(&self.game))
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
