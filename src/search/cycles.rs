//! The board positions a game has been through, kept from one search to the next, so that the
//! search can tell cheaply which root moves might recreate one (and so end the game under a
//! cycle rule such as Japanese triple ko or Jasiek's exceptional ending).
//!
//! Positions are recorded by board hash. The record follows the game move by move: each search
//! replays only the moves played since the last one; a game that is not a continuation (a new
//! game, an undo) is replayed from its first position.

use crate::board::{Board, Color, Move, Vertex};
use crate::game::Game;
use std::collections::HashSet;

/// What identifies the start of a game.
#[derive(Clone, PartialEq)]
struct Start {
    size: usize,
    handicap: Vec<Vertex>,
    setup: Vec<(Color, Vertex)>,
}

impl Start {
    fn of(game: &Game) -> Start {
        Start {
            size: game.size(),
            handicap: game.handicap().to_vec(),
            setup: game.setup().to_vec(),
        }
    }
}

/// The hashes of every board position of a game so far.
#[derive(Default)]
pub struct SeenPositions {
    start: Option<Start>,
    moves: Vec<(Color, Move)>,
    board: Option<Board>,
    hashes: HashSet<u64>,
}

impl SeenPositions {
    /// Brings the record up to the game's current position.
    pub fn update(&mut self, game: &Game) {
        let start = Start::of(game);
        let continues = self.start.as_ref() == Some(&start)
            && game.moves().len() >= self.moves.len()
            && game.moves()[..self.moves.len()] == self.moves[..];
        if !continues || self.board.is_none() {
            let mut first = game.clone();
            while first.undo() {}
            let board = first.board().clone();
            self.hashes.clear();
            self.hashes.insert(board.hash());
            self.board = Some(board);
            self.moves.clear();
            self.start = Some(start);
        }
        let Some(board) = self.board.as_mut() else {
            return;
        };
        for &(color, mv) in &game.moves()[self.moves.len()..] {
            if let Move::Play(v) = mv {
                let p = board.point(v);
                board.play(color, p);
                self.hashes.insert(board.hash());
            }
            self.moves.push((color, mv));
        }
    }

    /// True if a board with this hash has occurred.
    pub fn contains(&self, hash: u64) -> bool {
        self.hashes.contains(&hash)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::preset;

    #[test]
    fn follows_the_game_and_restarts_after_undo() {
        let mut g = Game::new(5, preset("japanese").unwrap());
        let mut seen = SeenPositions::default();
        let play = |g: &mut Game, c, s: &str| g.play(c, Move::Play(Vertex::parse(s).unwrap()));
        play(&mut g, Color::Black, "C3").unwrap();
        seen.update(&g);
        let after_c3 = g.board().hash();
        play(&mut g, Color::White, "D3").unwrap();
        seen.update(&g);
        assert!(seen.contains(after_c3));
        assert!(seen.contains(g.board().hash()));
        g.undo();
        g.undo();
        play(&mut g, Color::Black, "B2").unwrap();
        seen.update(&g);
        assert!(!seen.contains(after_c3));
        assert!(seen.contains(g.board().hash()));
    }
}
