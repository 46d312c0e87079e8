//! Decisions at the root of the search: which root moves the game's own rules forbid
//! (superko), whether to pass or resign, and keeping clear of plays that end the game by a
//! cycle rule (Japanese triple ko, Jasiek's exceptional ending) without a win. The playout
//! board knows nothing of the game's history, so these are checked against the game itself.

use super::searcher::{Choice, Searcher, Shared};
use super::tree::Node;
use crate::board::{Color, Move, Point};
use crate::game::{Game, GameState};
use crate::playout::board::{PASS, PlayoutBoard};
use crate::rules::CycleRule;

impl Searcher {
    /// Root children that may be chosen: (index, node) pairs.
    pub(super) fn root_children<'a>(&self, sh: &'a Shared) -> Vec<(usize, &'a Node)> {
        match sh.arena.node(sh.root).children() {
            Some((first, n)) => (0..n as usize)
                .filter(|&i| !sh.excluded[i])
                .map(|i| (i, sh.arena.node(first + i as u32)))
                .collect(),
            None => Vec::new(),
        }
    }

    /// The move to play (or resign) after a search.
    pub(super) fn decide(&self, sh: &Shared, game: &Game, color: Color) -> Choice {
        let kids = self.root_children(sh);
        let pass = kids.iter().find(|(_, n)| n.mv() == PASS).map(|&(_, n)| n);
        let to_move = |n: &Node| Move::Play(game.board().vertex(n.mv() as usize));
        let mut plays: Vec<_> = kids
            .iter()
            .filter(|(_, n)| n.mv() != PASS)
            .map(|&(_, n)| n)
            .collect();
        // Most visited first, ties broken by value.
        plays.sort_by(|a, b| {
            (b.visits(), value_with_prior(b))
                .partial_cmp(&(a.visits(), value_with_prior(a)))
                .unwrap_or(std::cmp::Ordering::Equal)
        });
        let mut trial = None;
        let best = plays
            .into_iter()
            .find(|n| !ends_game_without_win(game, &mut trial, color, to_move(n)));
        let Some(best) = best else {
            return Choice::Play(Move::Pass);
        };
        let best_wr = best.winrate();
        let root_visits = sh.arena.node(sh.root).visits() as u64;
        if self.config.resign_threshold > 0.0
            && root_visits >= self.config.resign_min_playouts
            && best.visits() as u64 >= self.config.resign_min_playouts / 4
            && best_wr < self.config.resign_threshold
            && pass.is_none_or(|p| p.visits() < 10 || p.winrate() < self.config.resign_threshold)
        {
            return Choice::Resign;
        }
        let Some(pass) = pass else {
            return Choice::Play(to_move(best));
        };
        let opponent_passed = opponent_passed(game, color);
        let pass_wr = pass.winrate();
        let dead_in_our_area = self.refuses_pass(sh, game, color);
        let tree_says_pass = pass.visits() > best.visits();
        let as_good = pass.visits() > 0 && pass_wr + 0.02 >= best_wr;
        let own_territory = |n: &Node| {
            let own = self.ownership.get(n.mv() as usize).copied().unwrap_or(0.0);
            let mine = if color == Color::Black { own } else { -own };
            mine > 0.8
        };
        let pass_now = if dead_in_our_area {
            false
        } else if opponent_passed {
            tree_says_pass || as_good
        } else if sh.value.territory {
            tree_says_pass || (as_good && own_territory(best))
        } else {
            tree_says_pass
        };
        if pass_now {
            Choice::Play(Move::Pass)
        } else {
            Choice::Play(to_move(best))
        }
    }

    /// True if passing is refused whatever the search finds: under area rules an opponent
    /// stone stands dead in our area ([`Searcher::dead_opponent_stones`]).
    fn refuses_pass(&self, sh: &Shared, game: &Game, color: Color) -> bool {
        sh.value.area_terminal_check && self.dead_opponent_stones(sh, game, color)
    }

    /// Marks the root children the search must not spend playouts on: plays the game's own
    /// rules forbid (superko and the like), and, after the opponent's pass, our pass when it
    /// is refused already ([`Searcher::refuses_pass`]). That pass ends the game, so it is
    /// counted without a playout and takes every playout of the search if it wins: the move
    /// played instead would be one no playout had tried (session 31's game 4 against GNU Go:
    /// after each of GNU Go's early passes Tengen played such an unsearched move, and lost a
    /// won game).
    pub(super) fn root_exclusions(&self, sh: &Shared, game: &Game, color: Color) -> Vec<bool> {
        let Some((first, n)) = sh.arena.node(sh.root).children() else {
            return Vec::new();
        };
        let board = game.board();
        let pass_refused = opponent_passed(game, color) && self.refuses_pass(sh, game, color);
        (0..n)
            .map(|i| match sh.arena.node(first + i).mv() {
                PASS => pass_refused,
                mv => !game.is_legal(color, Move::Play(board.vertex(mv as usize))),
            })
            .collect()
    }

    /// True if some opponent stone stands where the playouts say we own the point: it is dead
    /// and a plain count would count it alive. The playouts are this search's, or those of the
    /// map the search counted finished positions with: after the opponent's pass a search
    /// may spend every playout on the counted pass and leave no map of its own.
    fn dead_opponent_stones(&self, sh: &Shared, game: &Game, color: Color) -> bool {
        let board = game.board();
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        let counted_ours = |p: usize| {
            sh.status
                .as_ref()
                .and_then(|s| s.get(p))
                .is_some_and(|&s| s as f32 * sign > 0.0)
        };
        board.points().any(|p| {
            board.cell(p) == crate::board::Cell::Stone(color.opponent())
                && (counted_ours(p) || self.ownership.get(p).is_some_and(|&o| o * sign > 0.4))
        })
    }
}

/// The point of the game's last move (`None` before the first move and after a pass).
pub(super) fn last_move(game: &Game) -> Option<Point> {
    point_of(game, game.moves().last()?.1)
}

/// The point of a move of `game` (`None` for a pass).
pub(super) fn point_of(game: &Game, mv: Move) -> Option<Point> {
    match mv {
        Move::Pass => None,
        Move::Play(v) => Some(game.board().point(v)),
    }
}

/// The playout board of the game's position with `color` to move, and the opponent's last
/// move.
pub(super) fn root_board(game: &Game, color: Color) -> PlayoutBoard {
    let mut b = PlayoutBoard::from_board(game.board(), color);
    // The last move is the one the player answers, so it must be the opponent's: after a play
    // of the player's own colour (a set-up position, stones placed with `play`) there is none,
    // and the playouts' and the move model's replies to it would answer the player's own move.
    let answered = game.moves().last().is_some_and(|m| m.0 != color);
    let last = last_move(game).filter(|_| answered);
    b.set_last_move(last.map_or(PASS, |p| p as u16));
    let passes = game
        .moves()
        .iter()
        .rev()
        .take_while(|m| m.1 == Move::Pass)
        .count()
        .min(1);
    // A pass before the root counts towards ending the game in the tree; two passes before the
    // root would end the search at once, so at most one is carried over.
    b.set_passes(passes as u32);
    b
}

/// True if the opponent of `color` made the game's last move, and it was a pass.
fn opponent_passed(game: &Game, color: Color) -> bool {
    game.moves().last() == Some(&(color.opponent(), Move::Pass))
}

/// True if `color` playing `mv` would end the game at once by a cycle rule (Japanese triple
/// ko, Jasiek's exceptional ending) without a win for `color`. The playout board knows nothing
/// of the game's history, so the search's choice is checked against the game itself. `trial`
/// holds a copy of the game, made on first use.
fn ends_game_without_win(game: &Game, trial: &mut Option<Game>, color: Color, mv: Move) -> bool {
    let Move::Play(v) = mv else {
        return false;
    };
    // Only a play that recreates an earlier board can end the game by a cycle rule.
    if game.rules().cycle == CycleRule::Continue
        || !game.has_had_board(game.board().preview(color, game.board().point(v)).hash)
    {
        return false;
    }
    let g = trial.get_or_insert_with(|| game.clone());
    if g.play(color, mv).is_err() {
        return true;
    }
    let bad = match g.state() {
        GameState::Decided { winner, .. } => *winner != color,
        state => state.is_over_without_count(),
    };
    g.undo();
    bad
}

/// A child's win rate with its prior (used to break ties between equally visited moves).
fn value_with_prior(n: &Node) -> f32 {
    let (pv, pw) = n.prior();
    let v = n.visits() + pv;
    if v == 0 {
        0.5
    } else {
        (n.wins() + pw) as f32 / (2.0 * v as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color::{Black, White};
    use crate::playout::board::test_position;

    #[test]
    fn the_root_answers_only_the_opponents_last_move() {
        let (g, _) = test_position(&[(Black, "C3"), (White, "G7"), (White, "G3")], Black);
        let g3 = root_board(&g, Black).last_move() as usize;
        assert_eq!(
            g3,
            g.board().point(crate::board::Vertex::parse("G3").unwrap())
        );
        // White to move after its own G3: no last move to answer.
        assert_eq!(root_board(&g, White).last_move(), PASS);
    }
}
