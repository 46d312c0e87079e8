//! Which points the learned move model leaves alone in the tree. The model's shares add up to
//! one over the legal moves even when every move is pointless (nothing left to play, Japanese
//! rules: a pass is the only move that keeps the score), and pass is not among them; so points
//! deep inside an area both the ownership map and the stones around them call settled get no
//! model priors. Only there: a point still in contact with play (an opponent stone, an
//! unsettled neighbour, one of the newest moves) may be where a defence is needed, and the
//! model's shapes are what find it. (With this guard and no other, 9×9 against Pachi 12.90 at
//! 60 s sudden death stayed where the model without guards was: 70% of 40 games.)

use super::root::point_of;
use crate::game::Game;
use crate::playout::board::{BLACK, BORDER, EMPTY, PlayoutBoard, WHITE};

/// How sure the ownership map must be of a point's owner for the learned model to leave the
/// point alone ([`Shared::settled`]).
const SETTLED: f32 = 0.9;

/// How near (in steps along the lines) to one of the game's last two moves a point stays in
/// play whatever the ownership map says: the map may be older than those moves.
const RECENT: usize = 2;

/// The points the learned model leaves alone: settled points inside their owner's settled
/// area. A point is settled when the ownership map gives it one side in at least [`SETTLED`] of
/// the playouts, every neighbour is the edge, the owner's stone or another settled point of the
/// owner, and none of the game's last two moves is within [`RECENT`] steps. A point next to an
/// opponent stone, next to a point still in play, or near the newest moves may be where a
/// defence is needed, and the model's shapes are what find it. (All points are unsettled when
/// the map does not fit the board.)
pub(super) fn settled_points(
    ownership: &[f32],
    board: &PlayoutBoard,
    recent: &[usize],
) -> Vec<bool> {
    let mut settled = vec![false; board.len()];
    if ownership.len() != board.len() {
        return settled;
    }
    let owner = |p: usize| match ownership[p] {
        o if o >= SETTLED => BLACK,
        o if o <= -SETTLED => WHITE,
        _ => EMPTY,
    };
    let distance = |p: usize, q: usize| {
        let ((px, py), (qx, qy)) = (board.coords(p), board.coords(q));
        px.abs_diff(qx) + py.abs_diff(qy)
    };
    for &p in board.empty_points() {
        let p = p as usize;
        let c = owner(p);
        settled[p] = c != EMPTY
            && board.neighbors(p).iter().all(|&n| match board.color(n) {
                EMPTY => owner(n) == c,
                stone => stone == c || stone == BORDER,
            })
            && recent.iter().all(|&q| distance(p, q) > RECENT);
    }
    settled
}

/// The points of the game's last two moves that were plays, not passes.
pub(super) fn recent_points(game: &Game) -> Vec<usize> {
    let moves = game.moves();
    moves[moves.len().saturating_sub(2)..]
        .iter()
        .filter_map(|m| point_of(game, m.1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Color::{self, Black, White};
    use crate::board::{Move, Vertex};
    use crate::playout::board::test_position;

    /// Black walls off the left side (column C), White the right (column G), then `extra` is
    /// played; the settled points when the last `recent` plays count as recent.
    fn position(extra: &[(Color, &str)], recent: usize) -> (Game, Vec<bool>) {
        let walls: Vec<(Color, String)> = (1..=9)
            .flat_map(|row| [(Black, format!("C{row}")), (White, format!("G{row}"))])
            .collect();
        let mut stones: Vec<(Color, &str)> = walls.iter().map(|(c, s)| (*c, s.as_str())).collect();
        stones.extend_from_slice(extra);
        let (g, b) = test_position(&stones, Black);
        let all = recent_points(&g);
        let recent = all[all.len() - recent..].to_vec();
        let settled = settled_points(&ownership(&b), &b, &recent);
        (g, settled)
    }

    /// An ownership map: Black owns columns A-D, White F-J, E is open.
    fn ownership(b: &PlayoutBoard) -> Vec<f32> {
        let mut own = vec![0.0; b.len()];
        for &p in b.empty_points() {
            let (x, _) = b.coords(p as usize);
            own[p as usize] = match x {
                0..=3 => 1.0,
                4 => 0.0,
                _ => -1.0,
            };
        }
        own
    }

    fn at(g: &Game, s: &str) -> usize {
        g.board().point(Vertex::parse(s).unwrap())
    }

    #[test]
    fn only_points_inside_a_settled_area_are_settled() {
        let (g, settled) = position(&[], 0);
        assert!(settled[at(&g, "A5")] && settled[at(&g, "B5")]);
        assert!(settled[at(&g, "J5")] && settled[at(&g, "H5")]);
        // D5 is Black's, but its neighbour E5 is still open.
        assert!(!settled[at(&g, "D5")] && !settled[at(&g, "E5")]);
        // A map that does not fit the board settles nothing.
        let b = PlayoutBoard::from_board(g.board(), Black);
        assert!(!settled_points(&[1.0; 3], &b, &[]).iter().any(|&s| s));
    }

    #[test]
    fn an_opponent_stone_or_a_new_move_unsettles_the_points_near_it() {
        let (g, settled) = position(&[(Black, "J5"), (White, "A9"), (Black, "H2")], 1);
        assert!(!settled[at(&g, "A8")] && !settled[at(&g, "B9")]);
        assert!(settled[at(&g, "A7")]);
        assert!(!settled[at(&g, "H1")] && !settled[at(&g, "J3")]);
        assert!(settled[at(&g, "J7")]);
    }

    #[test]
    fn the_recent_points_are_the_last_two_plays() {
        let (mut g, _) = position(&[], 0);
        g.play(Black, Move::Pass).unwrap();
        assert_eq!(recent_points(&g), vec![at(&g, "G9")]);
    }
}
